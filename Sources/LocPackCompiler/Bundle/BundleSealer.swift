import LocPack

/// Computes every checksum of a bundle's bytes (`Specs/bundle-format.md`,
/// "Checksums"): the chunk checksums in each locale payload's directory, each
/// payload head's, the region checksums of the strings, keys and key index
/// and their runs, the whole-section checksums, and last the header's.
///
/// ``BundleWriter`` lays a bundle out with zero checksums and seals it here,
/// so the writer and this sealer cannot disagree; the reader checks the same
/// definitions (`BundleChecksum`). Tests and fuzz targets reseal forged
/// bundles — a bundle whose checksums are right but whose structure is
/// hostile must still never crash a reader. Nothing in the bytes is trusted:
/// a range that lies outside them keeps its checksum.
public enum BundleSealer {
    /// Rewrites every checksum of `bytes` to match the bytes as they are.
    public static func reseal(_ bytes: inout [UInt8]) {
        let header = BundleFormat.Header.self
        let entrySize = BundleFormat.sectionEntrySize
        let field = BundleFormat.SectionEntryField.self
        guard bytes.count >= BundleFormat.headerSize else { return }
        let count = Int(read(bytes, at: header.sectionCount, size: 4))
        let table = Int(read(bytes, at: header.sectionTableOffset, size: 4))
        guard table <= bytes.count else { return }
        let end = min(bytes.count, table + count * entrySize)
        let entries = Array(stride(from: table, to: end - entrySize + 1, by: entrySize))
        func kind(_ entry: Int) -> UInt32 { UInt32(read(bytes, at: entry + field.kind, size: 4)) }
        /// The stored range of a section, when it lies inside the bytes.
        func range(_ entry: Int) -> Range<Int>? {
            let offset = read(bytes, at: entry + field.offset, size: 8), stored = read(bytes, at: entry + field.storedLength, size: 8)
            guard offset <= UInt64(bytes.count), stored <= UInt64(bytes.count) - offset else { return nil }
            return Int(offset)..<Int(offset + stored)
        }
        func hash(_ range: Range<Int>) -> UInt64 {
            bytes[range].withUnsafeBytes { BundleChecksum.section($0) }
        }

        // Locale payloads: each chunk, then the head.
        for entry in entries where kind(entry) == BundleFormat.SectionKind.localePayload.rawValue {
            guard let section = range(entry), let head = sealChunks(of: section, in: &bytes) else { continue }
            write(hash(head), at: entry + field.checksum, into: &bytes)
        }

        // Region-checked sections: their regions' checksums, in order, in the
        // region checksum section; each entry holds the checksum of its run.
        if let regionEntry = entries.first(where: { kind($0) == BundleFormat.SectionKind.regionChecksums.rawValue }),
           let regionSection = range(regionEntry) {
            var at = regionSection.lowerBound
            for checked in BundleChecksum.regionCheckedKinds {
                guard let entry = entries.first(where: { kind($0) == checked.rawValue }), let section = range(entry) else { continue }
                var run: [UInt8] = []
                for start in stride(from: section.lowerBound, to: section.upperBound, by: BundleFormat.regionSize) {
                    appendU64(hash(start..<min(start + BundleFormat.regionSize, section.upperBound)), to: &run)
                }
                write(run.withUnsafeBytes { BundleChecksum.section($0) }, at: entry + field.checksum, into: &bytes)
                for (i, byte) in run.enumerated() where at + i < regionSection.upperBound { bytes[at + i] = byte }
                at += run.count
            }
        }

        // Every other section is checksummed whole.
        let regionChecked = Set(BundleChecksum.regionCheckedKinds.map(\.rawValue))
        for entry in entries where kind(entry) != BundleFormat.SectionKind.localePayload.rawValue && !regionChecked.contains(kind(entry)) {
            guard let section = range(entry) else { continue }
            write(hash(section), at: entry + field.checksum, into: &bytes)
        }

        let checksum = bytes[0..<header.checksum].withUnsafeBytes { fields in
            bytes[table..<end].withUnsafeBytes { BundleChecksum.header(fieldsBeforeChecksum: fields, sectionTable: $0) }
        }
        write(checksum, at: header.checksum, into: &bytes)
    }

    /// Writes the checksum of each chunk of the payload in `section` into its
    /// directory record; returns the range of the payload's head, or nil
    /// when the head does not lie inside the section.
    private static func sealChunks(of section: Range<Int>, in bytes: inout [UInt8]) -> Range<Int>? {
        let P = BundleFormat.Payload.self, C = BundleFormat.ChunkField.self
        guard section.count >= BundleFormat.payloadHeaderSize else { return nil }
        let base = section.lowerBound
        let headLength = Int(read(bytes, at: base + P.chunkData, size: 4))
        guard headLength >= BundleFormat.payloadHeaderSize, headLength <= section.count else { return nil }
        let chunkData = base + headLength
        let chunkCount = Int(read(bytes, at: base + P.chunkCount, size: 4))
        let directory = Int(read(bytes, at: base + P.chunkDirectory, size: 4))
        for c in 0..<min(chunkCount, headLength / BundleFormat.chunkRecordSize) {
            let record = base + directory + c * BundleFormat.chunkRecordSize
            guard directory + (c + 1) * BundleFormat.chunkRecordSize <= headLength else { break }
            let offset = Int(read(bytes, at: record + C.offset, size: 4)), stored = Int(read(bytes, at: record + C.storedLength, size: 4))
            guard offset <= section.upperBound - chunkData, stored <= section.upperBound - chunkData - offset else { continue }
            let checksum = bytes[(chunkData + offset)..<(chunkData + offset + stored)].withUnsafeBytes { BundleChecksum.section($0) }
            write(checksum, at: record + C.checksum, into: &bytes)
        }
        return base..<chunkData
    }

    /// The little-endian number of `size` bytes at `offset`.
    private static func read(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        (0..<size).reduce(0) { $0 | UInt64(bytes[offset + $1]) << (8 * $1) }
    }

    private static func write(_ value: UInt64, at offset: Int, into bytes: inout [UInt8]) {
        for index in 0..<8 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
    }
}
