import Foundation
@testable import LocPack
@testable import LocPackCompiler
import Testing

/// Format 2.16's compressed message chunks (`Specs/bundle-format.md`,
/// "Message chunks"): a frame holds each key's program length where the
/// raw chunk holds its end, and the reader turns the lengths back into ends
/// as it checks them. Uncompressed chunks keep their ends.
@Suite struct LengthCodedChunksTests {
    @Test func aFrameHoldsLengthsWhereTheRawChunkHoldsEnds() {
        let programs: [[UInt8]?] = [[1, 2, 3], nil, [4, 5, 6, 7, 8], [], [9]]
        let raw = MessageChunk.raw(programs[...])
        let absent = BundleFormat.absentProgram
        #expect(raw.keys == 5)
        #expect(ForgedGermanChunk.u32s(raw.bytes, count: 5) == [3, 3 | absent, 8, 8, 9])
        let coded = raw.lengthCoded
        #expect(ForgedGermanChunk.u32s(coded, count: 5) == [3, 0 | absent, 5, 0, 1])
        // The program area is the same bytes, so the frame decodes to as many bytes as the raw chunk.
        #expect(coded.count == raw.bytes.count)
        #expect(coded[20...] == raw.bytes[20...])
    }

    /// Many keys over several chunks, some without a German message and of
    /// many lengths: every key renders the same from a zstd bundle (whose
    /// chunks are frames of lengths) as from an uncompressed one (ends used
    /// in place), through the fallback where German has none.
    @Test func compressedAndUncompressedBundlesRenderAlike() throws {
        let entries = (0..<3000).map { i in
            var localizations = ["en": Message([.text("English \(i) " + String(repeating: "x", count: i % 37))])]
            if i % 5 != 0 { localizations["de"] = Message([.text("Deutsch \(i) " + String(repeating: "y", count: i % 53))]) }
            return CatalogEntry(key: "key.\(i)", localizations: localizations, location: SourceLocation(file: "test"))
        }
        let catalog = MessageCatalog(sourceLanguage: "en", entries: entries)
        let zstd = try Catalog(bytes: BundleWriter.pack(catalog, options: .init(compression: .zstd, level: 3)))
        let none = try Catalog(bytes: BundleWriter.pack(catalog, options: .init(compression: .none)))
        #expect(zstd.formatVersion == BundleWriter.formatVersion)
        let payload = try #require(zstd.report.sections.first { $0.kind == "locale" && $0.locale == "de" })
        #expect(payload.storedSize < payload.rawSize)
        try zstd.validateAll()
        for locale in ["de", "en"] {
            for i in 0..<3000 {
                let expected = locale == "de" && i % 5 != 0 ? "Deutsch \(i) " + String(repeating: "y", count: i % 53)
                    : "English \(i) " + String(repeating: "x", count: i % 37)
                #expect(zstd.string("key.\(i)", locale: zstd.locale(locale)) == expected)
                #expect(none.string("key.\(i)", locale: none.locale(locale)) == expected)
            }
        }
    }

    @Test func lengthsThatAddUpInsideTheAreaRender() throws {
        let text = try ProgramEncoder.encode(Message([.text("ab")]))
        let (frame, rawLength) = try ForgedGermanChunk.frame(lengths: [UInt32(text.count), 0, UInt32(text.count), BundleFormat.absentProgram],
                                                area: text + text)
        let catalog = try ForgedGermanChunk.bundle(withGermanChunk: frame, rawLength: rawLength)
        let de = catalog.locale("de")
        #expect(catalog.string("key.0", locale: de) == "ab")
        #expect(catalog.string("key.1", locale: de) == "")
        #expect(catalog.string("key.2", locale: de) == "ab")
        // No German message: English, through the fallback.
        #expect(catalog.string("key.3", locale: de) == "English 3")
        try catalog.validateAll()
    }

    /// Ends where lengths belong (each inside the area, but adding up past
    /// it) make a chunk the reader refuses: it reads lengths.
    @Test func endsWhereLengthsBelongAreAnInvalidProgramTable() throws {
        let text = try ProgramEncoder.encode(Message([.text("ab")]))
        let n = UInt32(text.count)
        let (frame, rawLength) = try ForgedGermanChunk.frame(lengths: [n, 2 * n, 3 * n, 4 * n], area: text + text + text + text)
        let catalog = try ForgedGermanChunk.bundle(withGermanChunk: frame, rawLength: rawLength)
        let error = #expect(throws: CatalogError.self) { try catalog.validateAll() }
        #expect(error?.description.contains("invalid program table") == true)
        // Renders in German fall back to English rather than show bytes the chunk does not hold.
        #expect(catalog.string("key.0", locale: catalog.locale("de")) == "English 0")
    }

    /// An absent key's length must be 0.
    @Test func anAbsentKeyWithALengthIsAnInvalidProgramTable() throws {
        let text = try ProgramEncoder.encode(Message([.text("ab")]))
        let (frame, rawLength) = try ForgedGermanChunk.frame(lengths: [0, UInt32(text.count) | BundleFormat.absentProgram, 0, 0], area: text)
        let catalog = try ForgedGermanChunk.bundle(withGermanChunk: frame, rawLength: rawLength)
        #expect(throws: CatalogError.self) { try catalog.validateAll() }
    }
}
