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
    /// Rewrites every checksum of `bytes` to match the bytes as they are,
    /// hashed as the minor version in their header says (format 2.3 on:
    /// four-lane; before: one word at a time).
    public static func reseal(_ bytes: inout [UInt8]) {
        var bundle = ByteWriter(bytes)
        bytes = []  // the writer now holds the only reference: no copy
        reseal(&bundle)
        bytes = bundle.bytes
    }

    /// Rewrites every checksum of `bundle`'s bytes.
    private static func reseal(_ bundle: inout ByteWriter) {
        let header = BundleFormat.Header.self
        let entrySize = BundleFormat.sectionEntrySize
        let field = BundleFormat.SectionEntryField.self
        guard bundle.count >= BundleFormat.headerSize,
              let count = bundle.u32(at: header.sectionCount).map(Int.init),
              let table = bundle.u32(at: header.sectionTableOffset).map(Int.init),
              table <= bundle.count else { return }
        let minorVersion = bundle.u16(at: header.minorVersion) ?? BundleFormat.minorVersion
        let algorithm = BundleChecksum.Algorithm(minorVersion: minorVersion)
        let end = min(bundle.count, table + count * entrySize)
        let entries = Array(stride(from: table, to: end - entrySize + 1, by: entrySize))
        func kind(_ entry: Int) -> UInt32? { bundle.u32(at: entry + field.kind) }
        /// The stored range of a section, when it lies inside the bytes.
        func range(_ entry: Int) -> Range<Int>? {
            guard let offset = bundle.u64(at: entry + field.offset), let stored = bundle.u64(at: entry + field.storedLength),
                  offset <= UInt64(bundle.count), stored <= UInt64(bundle.count) - offset else { return nil }
            return Int(offset)..<Int(offset + stored)
        }
        func hash(_ range: Range<Int>) -> UInt64 {
            bundle.bytes[range].withUnsafeBytes { BundleChecksum.section($0, algorithm) }
        }

        // Locale payloads: each chunk, the tables (format 2.15 on), then the head.
        let strings = entries.first { kind($0) == BundleFormat.SectionKind.strings.rawValue }.flatMap(range)
        for entry in entries where kind(entry) == BundleFormat.SectionKind.localePayload.rawValue {
            guard let section = range(entry), let head = sealChunks(of: section, in: &bundle, algorithm) else { continue }
            if minorVersion >= BundleFormat.localeTablesInStringsMinorVersion, let strings {
                sealTables(of: head, in: &bundle, strings: strings,
                           compactSymbols: minorVersion >= BundleFormat.compactNumberSymbolsMinorVersion, algorithm)
            }
            bundle.set(u64: hash(head), at: entry + field.checksum)
        }

        // Region-checked sections: their regions' checksums, in order, in the
        // region checksum section; each entry holds the checksum of its run.
        if let regionEntry = entries.first(where: { kind($0) == BundleFormat.SectionKind.regionChecksums.rawValue }),
           let regionSection = range(regionEntry) {
            var at = regionSection.lowerBound
            for checked in BundleChecksum.regionCheckedKinds {
                guard let entry = entries.first(where: { kind($0) == checked.rawValue }), let section = range(entry) else { continue }
                var run = ByteWriter()
                for start in stride(from: section.lowerBound, to: section.upperBound, by: BundleFormat.regionSize) {
                    run.append(u64: hash(start..<min(start + BundleFormat.regionSize, section.upperBound)))
                }
                bundle.set(u64: run.bytes.withUnsafeBytes { BundleChecksum.section($0, algorithm) }, at: entry + field.checksum)
                if at < regionSection.upperBound {
                    bundle.set(contentsOf: run.bytes.prefix(regionSection.upperBound - at), at: at)
                }
                at += run.count
            }
        }

        // Every other section is checksummed whole.
        let regionChecked = Set(BundleChecksum.regionCheckedKinds.map(\.rawValue))
        for entry in entries {
            guard let kind = kind(entry), kind != BundleFormat.SectionKind.localePayload.rawValue, !regionChecked.contains(kind),
                  let section = range(entry) else { continue }
            bundle.set(u64: hash(section), at: entry + field.checksum)
        }

        let checksum = bundle.bytes[0..<header.checksum].withUnsafeBytes { fields in
            bundle.bytes[table..<end].withUnsafeBytes { BundleChecksum.header(fieldsBeforeChecksum: fields, sectionTable: $0, algorithm) }
        }
        bundle.set(u64: checksum, at: header.checksum)
    }

    /// Writes the checksum of the rule programs and number symbols the
    /// payload head `head` names in `strings` into the head, when the head
    /// holds one and they lie inside the strings section. A compact number
    /// symbols record (format 2.18 on) has its length in the head; before,
    /// the record is 96 bytes.
    private static func sealTables(of head: Range<Int>, in bundle: inout ByteWriter, strings: Range<Int>,
                                   compactSymbols: Bool, _ algorithm: BundleChecksum.Algorithm) {
        let P = BundleFormat.Payload.self
        guard head.count >= P.tablesChecksumEnd else { return }
        /// The bytes of a table the head names, when they lie in the strings section.
        func table(_ offsetField: Int, length: Int?) -> ArraySlice<UInt8>? {
            guard let offset = bundle.u32(at: head.lowerBound + offsetField).map(Int.init), let length,
                  offset <= strings.count, length <= strings.count - offset else { return nil }
            return bundle.bytes[(strings.lowerBound + offset)..<(strings.lowerBound + offset + length)]
        }
        func length(_ field: Int) -> Int? { bundle.u32(at: head.lowerBound + field).map(Int.init) }
        guard let cardinal = table(P.cardinalRules, length: length(P.cardinalRulesLength)),
              let ordinal = table(P.ordinalRules, length: length(P.ordinalRulesLength)),
              let symbols = table(P.numberSymbols,
                                  length: compactSymbols ? length(P.numberSymbolsLength) : BundleFormat.numberSymbolsRecordSize)
        else { return }
        let checksum = cardinal.withUnsafeBytes { c in
            ordinal.withUnsafeBytes { o in
                symbols.withUnsafeBytes { BundleChecksum.localeTables(cardinal: c, ordinal: o, symbols: $0, algorithm) }
            }
        }
        bundle.set(u64: checksum, at: head.lowerBound + P.tablesChecksum)
    }

    /// Writes the checksum of each chunk of the payload in `section` into its
    /// directory record; returns the range of the payload's head, or nil
    /// when the head does not lie inside the section.
    private static func sealChunks(of section: Range<Int>, in bundle: inout ByteWriter,
                                   _ algorithm: BundleChecksum.Algorithm) -> Range<Int>? {
        let P = BundleFormat.Payload.self, C = BundleFormat.ChunkField.self
        let base = section.lowerBound
        guard section.count >= BundleFormat.payloadHeaderSize,
              let headLength = bundle.u32(at: base + P.chunkData).map(Int.init),
              headLength >= BundleFormat.payloadHeaderSize, headLength <= section.count,
              let chunkCount = bundle.u32(at: base + P.chunkCount).map(Int.init),
              let directory = bundle.u32(at: base + P.chunkDirectory).map(Int.init) else { return nil }
        let chunkData = base + headLength
        for c in 0..<min(chunkCount, headLength / BundleFormat.chunkRecordSize) {
            let record = base + directory + c * BundleFormat.chunkRecordSize
            guard directory + (c + 1) * BundleFormat.chunkRecordSize <= headLength else { break }
            guard let offset = bundle.u32(at: record + C.offset).map(Int.init),
                  let stored = bundle.u32(at: record + C.storedLength).map(Int.init),
                  offset <= section.upperBound - chunkData, stored <= section.upperBound - chunkData - offset else { continue }
            let checksum = bundle.bytes[(chunkData + offset)..<(chunkData + offset + stored)].withUnsafeBytes { BundleChecksum.section($0, algorithm) }
            bundle.set(u64: checksum, at: record + C.checksum)
        }
        return base..<chunkData
    }
}
