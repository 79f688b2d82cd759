/// One record of the keys section (`Specs/bundle-format.md`, "Keys"): the
/// text and the table name of the key whose id is the record's index.
///
/// ``BundleFormat/keyRecordSize`` bytes at the ``BundleFormat/KeyField``
/// offsets; the reader (`BundleLayout`) and the writer (`BundleWriter`) go
/// through this type alone, so the two cannot disagree.
package struct KeyRecord: Equatable, Sendable {
    /// The key's text in the strings section.
    package var text: StringReference
    /// The key's table name (`Localizable`) in the strings section.
    package var table: StringReference

    /// A record with these fields.
    package init(text: StringReference, table: StringReference) {
        self.text = text
        self.table = table
    }

    /// Reads the record `record` holds (its ``BundleFormat/keyRecordSize``
    /// bytes).
    @inline(__always)
    init(reading record: ByteView) {
        typealias F = BundleFormat.KeyField
        self.init(text: StringReference(in: record, offsetField: F.textOffset, lengthField: F.textLength),
                  table: StringReference(in: record, offsetField: F.tableOffset, lengthField: F.tableLength))
    }

    /// Appends the record to `out`.
    package func write(to out: inout some RecordWriter) {
        typealias F = BundleFormat.KeyField
        let at = out.appendZeros(BundleFormat.keyRecordSize)
        text.write(to: &out, offsetField: at + F.textOffset, lengthField: at + F.textLength)
        table.write(to: &out, offsetField: at + F.tableOffset, lengthField: at + F.tableLength)
    }

    /// Where the record of key `id` lies in the keys section.
    @inline(__always)
    static func offset(ofKey id: Int) -> Int {
        id &* BundleFormat.keyRecordSize
    }
}
