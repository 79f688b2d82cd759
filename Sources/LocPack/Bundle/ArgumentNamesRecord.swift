/// One key's record in the argument names section (`Specs/bundle-format.md`,
/// "Argument names"): which run of names holds the key's argument names,
/// one per argument slot.
///
/// ``BundleFormat/argumentNamesRecordSize`` bytes at the
/// ``BundleFormat/ArgumentNamesField`` offsets; the reader
/// (``ArgumentNameTable``) and the writer (`BundleWriter`) go through this
/// type alone, so the two cannot disagree.
package struct ArgumentNamesRecord: Equatable, Sendable {
    /// The key whose arguments these are.
    package var keyID: UInt32
    /// The index of the key's first name in the section's names.
    package var firstName: UInt32
    /// The number of names: the key's argument slots, argument 1 first.
    package var nameCount: UInt32

    /// A record with these fields.
    package init(keyID: UInt32, firstName: UInt32, nameCount: UInt32) {
        self.keyID = keyID
        self.firstName = firstName
        self.nameCount = nameCount
    }

    /// Reads the record `record` holds (its
    /// ``BundleFormat/argumentNamesRecordSize`` bytes).
    @inline(__always)
    init(reading record: ByteView) {
        typealias F = BundleFormat.ArgumentNamesField
        self.init(keyID: record.u32(F.keyID)!, firstName: record.u32(F.firstName)!, nameCount: record.u32(F.nameCount)!)
    }

    /// Appends the record to `out`.
    package func write(to out: inout some RecordWriter) {
        typealias F = BundleFormat.ArgumentNamesField
        let at = out.appendZeros(BundleFormat.argumentNamesRecordSize)
        out.set(u32: keyID, at: at + F.keyID)
        out.set(u32: firstName, at: at + F.firstName)
        out.set(u32: nameCount, at: at + F.nameCount)
    }
}

extension StringReference {
    /// Appends the reference as the argument names section stores a name.
    package func writeArgumentName(to out: inout some RecordWriter) {
        typealias F = BundleFormat.ArgumentNamesField
        let at = out.appendZeros(BundleFormat.argumentNameSize)
        write(to: &out, offsetField: at + F.nameOffset, lengthField: at + F.nameLength)
    }
}
