/// One record of the locale aliases section (`Specs/bundle-format.md`,
/// "Locale aliases"): another spelling of a locale (`zh-TW` for `zh-Hant`)
/// and the locale it names. The records are sorted by name bytes.
///
/// ``BundleFormat/aliasRecordSize`` bytes at the ``BundleFormat/AliasField``
/// offsets; the reader (`BundleLayout`) and the writer (`BundleWriter`) go
/// through this type alone, so the two cannot disagree.
package struct AliasRecord: Equatable, Sendable {
    /// The alias in the strings section.
    package var name: StringReference
    /// The index of the locale the alias names.
    package var locale: UInt32

    /// A record with these fields.
    package init(name: StringReference, locale: UInt32) {
        self.name = name
        self.locale = locale
    }

    /// Reads the record `record` holds (its ``BundleFormat/aliasRecordSize``
    /// bytes).
    @inline(__always)
    init(reading record: ByteView) {
        typealias F = BundleFormat.AliasField
        self.init(name: StringReference(in: record, offsetField: F.nameOffset, lengthField: F.nameLength),
                  locale: record.u32(F.locale)!)
    }

    /// Appends the record to `out`.
    package func write(to out: inout some RecordWriter) {
        typealias F = BundleFormat.AliasField
        let at = out.appendZeros(BundleFormat.aliasRecordSize)
        name.write(to: &out, offsetField: at + F.nameOffset, lengthField: at + F.nameLength)
        out.set(u32: locale, at: at + F.locale)
    }

    /// Reads record `index` of the locale aliases section `section`; nil
    /// when it lies outside.
    init?(index: Int, in section: ByteView) {
        guard let record = section.slice(offset: index * BundleFormat.aliasRecordSize, length: BundleFormat.aliasRecordSize)
        else { return nil }
        self.init(reading: record)
    }

    /// The number of whole records in the locale aliases section `section`.
    static func count(in section: ByteView) -> Int {
        section.count / BundleFormat.aliasRecordSize
    }
}
