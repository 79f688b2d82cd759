/// The bundle's checksums (`Specs/bundle-format.md`, "Checksums"), the one
/// definition the writer, the sealer and the reader all use.
public enum BundleChecksum {
    /// The checksum of a section: over its stored bytes (compressed ones as
    /// stored), recorded in its table entry.
    public static func section(_ stored: UnsafeRawBufferPointer) -> UInt64 {
        StableHash.hash(stored)
    }

    /// The header checksum: over the header fields before
    /// `Header.checksum`, continued over the section table.
    public static func header(fieldsBeforeChecksum: UnsafeRawBufferPointer, sectionTable: UnsafeRawBufferPointer) -> UInt64 {
        StableHash.hash(sectionTable, seed: StableHash.hash(fieldsBeforeChecksum))
    }
}
