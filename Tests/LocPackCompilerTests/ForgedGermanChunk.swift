import Foundation
@testable import LocPack
@testable import LocPackCompiler
import Testing

/// A small bundle of four keys in English and German whose German chunk is
/// replaced by a forged zstd frame, for tests of what the reader accepts in
/// a message chunk (`Specs/bundle-format.md`, "Message chunks").
enum ForgedGermanChunk {
    /// The little-endian u32s at the start of `bytes`.
    static func u32s(_ bytes: [UInt8], count: Int) -> [UInt32] {
        (0..<count).map { i in (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[i * 4 + $1]) << (8 * $1) } }
    }

    /// `words` as little-endian bytes.
    static func bytes(_ words: [UInt32]) -> [UInt8] {
        words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
    }

    /// A frame of four keys' lengths (with their flags) and a program area,
    /// as the writer stores it from format 2.16 on.
    static func frame(lengths: [UInt32], area: [UInt8]) throws -> (frame: [UInt8], rawLength: Int) {
        let raw = bytes(lengths) + area
        return (try ZstdCompressor(level: 3, dictionary: nil).compress(raw), raw.count)
    }

    /// The bundle with its German chunk replaced by `frame` (a zstd frame of
    /// `rawLength` bytes), marked `minorVersion` when one is given, with its
    /// checksums sealed again.
    static func bundle(withGermanChunk frame: [UInt8], rawLength: Int, minorVersion: UInt16? = nil) throws -> Catalog {
        // German texts long and varied enough that the stored chunk has room for any forged frame here.
        let entries = (0..<4).map { i in
            let german = "Deutsch \(i): " + (0..<24).map { String(($0 + 1) * (i + 7) * 7919 % 1000) }.joined(separator: " ")
            return CatalogEntry(key: "key.\(i)", localizations: ["en": Message([.text("English \(i)")]), "de": Message([.text(german)])],
                                location: SourceLocation(file: "test"))
        }
        var options = BundleWriter.Options(compression: .zstd, level: 3)
        // A bundle marked older than 2.18 holds number symbols records of fixed slots.
        options.fixedSlotNumberSymbols = (minorVersion ?? BundleFormat.minorVersion) < BundleFormat.compactNumberSymbolsMinorVersion
        var bytes = try BundleWriter.pack(MessageCatalog(sourceLanguage: "en", entries: entries), options: options)
        func read32(_ at: Int) -> Int { Int(u32s(Array(bytes[at..<at + 4]), count: 1)[0]) }
        func write32(_ value: Int, _ at: Int) { bytes.replaceSubrange(at..<at + 4, with: Self.bytes([UInt32(value)])) }
        let table = read32(BundleFormat.Header.sectionTableOffset)
        let german = 0  // locales sort by name: de, en
        let entry = try #require((0..<read32(BundleFormat.Header.sectionCount)).map { table + $0 * BundleFormat.sectionEntrySize }
            .filter { read32($0) == BundleFormat.SectionKind.localePayload.rawValue }
            .first { read32($0 + 4) == german })
        let payload = read32(entry + 8)
        let P = BundleFormat.Payload.self, C = BundleFormat.ChunkField.self
        let record = payload + read32(payload + P.chunkDirectory)
        let at = payload + read32(payload + P.chunkData) + read32(record + C.offset)
        try #require(frame.count <= read32(record + C.storedLength))
        bytes.replaceSubrange(at..<at + frame.count, with: frame)
        write32(frame.count, record + C.storedLength)
        write32(rawLength, record + C.rawLength)
        write32(Int(BundleFormat.Compression.zstd.rawValue), record + C.compression)
        if let minorVersion {
            bytes[BundleFormat.Header.minorVersion] = UInt8(truncatingIfNeeded: minorVersion)
            bytes[BundleFormat.Header.minorVersion + 1] = UInt8(truncatingIfNeeded: minorVersion >> 8)
        }
        BundleSealer.reseal(&bytes)
        return try Catalog(bytes: bytes)
    }
}
