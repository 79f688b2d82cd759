/// One record of the locales section (`Specs/bundle-format.md`, "Locales"):
/// a locale's name, its payload section and where its fallback chain lies.
///
/// The records come first, ``BundleFormat/localeRecordSize`` bytes each at
/// the ``BundleFormat/LocaleField`` offsets, then the chain array, one u32
/// locale index per element, that the records' chains point into. The
/// reader (`BundleLayout`) and the writer (`BundleWriter`) go through this
/// type alone, so the two cannot disagree.
package struct LocaleRecord: Equatable, Sendable {
    /// The locale's canonical BCP 47 name (`pt-BR`) in the strings section.
    package var name: StringReference
    /// The index of the locale's payload section in the section table.
    package var payloadSection: UInt32
    /// The chain's first element, as an index into the chain array.
    package var chainStart: UInt32
    /// The number of locales in the chain, the locale itself first.
    package var chainCount: UInt32

    /// A record with these fields.
    package init(name: StringReference, payloadSection: UInt32, chainStart: UInt32, chainCount: UInt32) {
        self.name = name
        self.payloadSection = payloadSection
        self.chainStart = chainStart
        self.chainCount = chainCount
    }

    /// Reads the record `record` holds (its ``BundleFormat/localeRecordSize``
    /// bytes).
    @inline(__always)
    init(reading record: ByteView) {
        typealias F = BundleFormat.LocaleField
        self.init(name: StringReference(in: record, offsetField: F.nameOffset, lengthField: F.nameLength),
                  payloadSection: record.u32(F.payloadSection)!,
                  chainStart: record.u32(F.chainStart)!, chainCount: record.u32(F.chainCount)!)
    }

    /// Appends the record to `out` (its reserved bytes zero).
    package func write(to out: inout some RecordWriter) {
        typealias F = BundleFormat.LocaleField
        let at = out.appendZeros(BundleFormat.localeRecordSize)
        name.write(to: &out, offsetField: at + F.nameOffset, lengthField: at + F.nameLength)
        out.set(u32: payloadSection, at: at + F.payloadSection)
        out.set(u32: chainStart, at: at + F.chainStart)
        out.set(u32: chainCount, at: at + F.chainCount)
    }

    /// Reads record `index` of the locales section `section`; nil when it
    /// lies outside.
    @inline(__always)
    init?(index: Int, in section: ByteView) {
        guard let record = section.slice(offset: index * BundleFormat.localeRecordSize, length: BundleFormat.localeRecordSize)
        else { return nil }
        self.init(reading: record)
    }

    /// Where element `index` of the chain array lies in the locales section
    /// of `localeCount` records: the array follows the records.
    @inline(__always)
    static func offset(ofChainElement index: Int, localeCount: Int) -> Int {
        localeCount * BundleFormat.localeRecordSize + index * BundleFormat.chainElementSize
    }

    /// The locale index of the chain element at `byteOffset` of the locales
    /// section `section`; nil when it lies outside.
    @inline(__always)
    static func chainElement(at byteOffset: Int, in section: ByteView) -> UInt32? {
        section.u32(byteOffset)
    }

    /// Appends a whole locales section: `records`, then `chains`, the chain
    /// array their ``chainStart`` and ``chainCount`` index.
    package static func writeSection(_ records: [LocaleRecord], chains: [UInt32], to out: inout some RecordWriter) {
        for record in records { record.write(to: &out) }
        let start = out.appendZeros(chains.count * BundleFormat.chainElementSize)
        for (i, locale) in chains.enumerated() {
            out.set(u32: locale, at: start + i * BundleFormat.chainElementSize)
        }
    }
}
