import LocPack

/// Recomputes the checksums in a bundle's bytes the way ``BundleWriter``
/// lays them out (`Specs/bundle-format.md`): each section's over its stored
/// bytes, the header's over the header fields before it and the section
/// table.
///
/// For tests and fuzz targets that forge bundles — a bundle whose checksums
/// are right but whose structure is hostile must still never crash a
/// reader — and for tools that patch a bundle in place. Nothing in the bytes
/// is trusted: a section whose range lies outside them keeps its checksum.
public enum BundleSealer {
    /// Rewrites every checksum of `bytes` to match the bytes as they are.
    public static func reseal(_ bytes: inout [UInt8]) {
        let header = BundleFormat.Header.self
        let entrySize = BundleFormat.sectionEntrySize
        guard bytes.count >= BundleFormat.headerSize else { return }
        let count = Int(read(bytes, at: header.sectionCount, size: 4))
        let table = Int(read(bytes, at: header.sectionTableOffset, size: 4))
        guard table <= bytes.count else { return }
        let end = min(bytes.count, table + count * entrySize)
        for entry in stride(from: table, to: end - entrySize + 1, by: entrySize) {
            let field = BundleFormat.SectionEntryField.self
            let offset = read(bytes, at: entry + field.offset, size: 8), stored = read(bytes, at: entry + field.storedLength, size: 8)
            guard offset <= UInt64(bytes.count), stored <= UInt64(bytes.count) - offset else { continue }
            let hash = bytes[Int(offset)..<Int(offset + stored)].withUnsafeBytes { BundleChecksum.section($0) }
            write(hash, at: entry + field.checksum, into: &bytes)
        }
        let hash = bytes[0..<header.checksum].withUnsafeBytes { fields in
            bytes[table..<end].withUnsafeBytes { BundleChecksum.header(fieldsBeforeChecksum: fields, sectionTable: $0) }
        }
        write(hash, at: header.checksum, into: &bytes)
    }

    /// The little-endian number of `size` bytes at `offset`.
    private static func read(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        (0..<size).reduce(0) { $0 | UInt64(bytes[offset + $1]) << (8 * $1) }
    }

    private static func write(_ value: UInt64, at offset: Int, into bytes: inout [UInt8]) {
        for index in 0..<8 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
    }
}
