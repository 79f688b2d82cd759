/// The bundle's checksums (`Specs/bundle-format.md`, "Checksums"), the one
/// definition the writer, the sealer and the reader all use.
package enum BundleChecksum {
    /// The checksum of stored bytes: a whole section (locales, aliases,
    /// dictionary, region checksums), a locale payload's head, a message
    /// chunk, one region of the strings, keys or key index section, or a
    /// run of region checksums as stored.
    public static func section(_ stored: UnsafeRawBufferPointer) -> UInt64 {
        StableHash.hash(stored)
    }

    /// The header checksum: over the header fields before
    /// `Header.checksum`, continued over the section table.
    public static func header(fieldsBeforeChecksum: UnsafeRawBufferPointer, sectionTable: UnsafeRawBufferPointer) -> UInt64 {
        StableHash.hash(sectionTable, seed: StableHash.hash(fieldsBeforeChecksum))
    }

    /// How many ``BundleFormat/regionSize``-byte regions a section of
    /// `length` bytes is verified in (the last one may be shorter).
    public static func regionCount(length: Int) -> Int {
        (length + BundleFormat.regionSize - 1) / BundleFormat.regionSize
    }

    /// The section kinds verified region by region, in the order their
    /// region checksums follow each other in the region checksum section.
    public static let regionCheckedKinds: [BundleFormat.SectionKind] = [.strings, .keys, .keyIndex]
}
