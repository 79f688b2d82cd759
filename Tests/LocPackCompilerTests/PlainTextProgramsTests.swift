import Foundation
@testable import LocPack
@testable import LocPackCompiler
import Testing

/// Format 2.17's texts stored alone (`Specs/bundle-format.md`, "Message
/// chunks"): a message of one run of text is its bytes in the chunk, with
/// ``BundleFormat/plainTextProgram`` set in its end (or length), and no
/// text instruction around them.
@Suite struct PlainTextProgramsTests {
    private static let text = BundleFormat.plainTextProgram, absent = BundleFormat.absentProgram

    @Test func aRunOfTextIsStoredAloneAndFlagged() throws {
        let ab = try ProgramEncoder.encode(Message([.text("ab")]))
        let empty = try ProgramEncoder.encode(Message([.text("")]))
        let argument = try ProgramEncoder.encode(Message([.text("n = "), .argument(index: 1, spec: FormatSpec(conversion: UInt8(ascii: "d")))]))
        #expect(ProgramFormat.plainText(ab.withUnsafeBytes { $0 }) != nil)
        let raw = MessageChunk.raw([ab, nil, argument, empty][...])
        let n = UInt32(argument.count)
        // An empty message is an empty program, not a text instruction: nothing to flag.
        #expect(empty.isEmpty)
        #expect(ForgedGermanChunk.u32s(raw.bytes, count: 4) == [2 | Self.text, 2 | Self.absent, 2 + n, 2 + n])
        #expect(Array(raw.bytes[16...]) == Array("ab".utf8) + argument)
        // Lengths keep both flags.
        #expect(ForgedGermanChunk.u32s(raw.lengthCoded, count: 4) == [2 | Self.text, 0 | Self.absent, n, 0])
    }

    /// Texts of every length (empty, short, longer than the sink's short
    /// copy, longer than the sink) beside messages with arguments and
    /// plurals, some only in English: each renders the same by handle, by
    /// text and into a `String`, from zstd and uncompressed bundles.
    @Test func textsStoredAloneRenderLikeTheirPrograms() throws {
        func german(_ i: Int) -> String { i == 0 ? "" : "Deutsch \(i) " + String(repeating: "ü", count: i * 7 % 150) }
        var entries = (0..<40).map { i in
            var localizations = ["en": Message([.text("English \(i)")])]
            if i % 4 != 3 { localizations["de"] = Message([.text(german(i))]) }
            return CatalogEntry(key: "text.\(i)", localizations: localizations, location: SourceLocation(file: "test"))
        }
        let count = Message([.text("Anzahl: "), .argument(index: 1, spec: FormatSpec(conversion: UInt8(ascii: "d")))])
        entries.append(CatalogEntry(key: "count", localizations: ["en": count, "de": count], location: SourceLocation(file: "test")))
        let catalog = MessageCatalog(sourceLanguage: "en", entries: entries)
        for compression in [BundleWriter.Compression.zstd, .none] {
            let bundle = try Catalog(bytes: BundleWriter.pack(catalog, options: .init(compression: compression, level: 3)))
            try bundle.validateAll()
            let de = bundle.locale("de")
            for i in 0..<40 {
                let expected = i % 4 == 3 ? "English \(i)" : german(i)
                #expect(bundle.string("text.\(i)", locale: de) == expected)
                for capacity in [0, 16, 64, 4096] {
                    withUnsafeTemporaryAllocation(byteCount: capacity, alignment: 8) { storage in
                        var sink = UTF8Sink(storage)
                        let result = [MessageArgument]().withUnsafeBufferPointer {
                            bundle.render(bundle.key("text.\(i)")!, locale: de, arguments: $0, into: &sink)
                        }
                        let bytes = Array(expected.utf8)
                        #expect(sink.requiredCount == bytes.count)
                        #expect(result.status.contains(.truncated) == (bytes.count > capacity))
                        #expect(result.status.contains(.usedFallbackLocale) == (i % 4 == 3))
                        if bytes.count <= capacity {
                            #expect(Array(UnsafeRawBufferPointer(rebasing: storage[0..<sink.writtenCount])) == bytes)
                        }
                    }
                }
            }
            #expect(bundle.string("count", locale: de, arguments: [7]) == "Anzahl: 7")
        }
    }

    /// What tools see of a text stored alone is the program it stands for,
    /// and a German text asks for no arguments even where English does.
    @Test func toolsSeeTheProgramATextStandsFor() throws {
        let en = Message([.text("Hello "), .argument(index: 1, spec: FormatSpec(conversion: UInt8(ascii: "@")))])
        let entry = CatalogEntry(key: "hello", localizations: ["en": en, "de": Message([.text("Hallo")])], location: SourceLocation(file: "test"))
        let bundle = try Catalog(bytes: BundleWriter.pack(MessageCatalog(sourceLanguage: "en", entries: [entry])))
        let key = try #require(bundle.key("hello"))
        #expect(try bundle.ownMessage(of: key, locale: bundle.locale("de")) == .program(try ProgramEncoder.encode(Message([.text("Hallo")]))))
        #expect(bundle.argumentKinds(of: key, locale: bundle.locale("de")).isEmpty)
        #expect(bundle.argumentKinds(of: key, locale: bundle.locale("en")) == [.string])
    }

    /// A locale is measured as its chunks hold it: 2,048 texts of 24 bytes
    /// take 57,344 bytes with their ends alone (one chunk, at most 64 KiB)
    /// but 67,584 with text headers.
    @Test func aLocaleIsMeasuredByItsTextsAlone() throws {
        let text = try ProgramEncoder.encode(Message([.text(String(repeating: "t", count: 24))]))
        let chunks = BundleWriter.messageChunks(programs: [Array(repeating: text, count: 2048)], keyCount: 2048)
        #expect(chunks.keysPerChunk == [2048])
        #expect(chunks.raw[0].map(\.bytes.count) == [2048 * 28])
    }

    @Test func aForgedChunkOfFlaggedTextsRenders() throws {
        let (frame, rawLength) = try ForgedGermanChunk.frame(lengths: [2 | Self.text, 0 | Self.text, 3 | Self.text, Self.absent],
                                                             area: Array("abcde".utf8))
        let catalog = try ForgedGermanChunk.bundle(withGermanChunk: frame, rawLength: rawLength)
        let de = catalog.locale("de")
        #expect(catalog.string("key.0", locale: de) == "ab")
        #expect(catalog.string("key.1", locale: de) == "")
        #expect(catalog.string("key.2", locale: de) == "cde")
        #expect(catalog.string("key.3", locale: de) == "English 3")
        try catalog.validateAll()
    }

    /// Before format 2.17 no end is a text's: the flag makes the chunk
    /// invalid there. (The English chunk holds flagged texts too, so a
    /// render shows the key.)
    @Test func aFlaggedTextInAnOlderBundleIsAnInvalidProgramTable() throws {
        let (frame, rawLength) = try ForgedGermanChunk.frame(lengths: [2 | Self.text, 0, 0, 0], area: Array("ab".utf8))
        let older = try ForgedGermanChunk.bundle(withGermanChunk: frame, rawLength: rawLength,
                                                 minorVersion: BundleFormat.plainTextProgramsMinorVersion - 1)
        let error = #expect(throws: CatalogError.self) { try older.validateAll() }
        #expect(error?.description.contains("invalid program table") == true)
        #expect(older.string("key.0", locale: older.locale("de")) == "key.0")
    }

    @Test func aKeyBothAbsentAndATextIsAnInvalidProgramTable() throws {
        let (frame, rawLength) = try ForgedGermanChunk.frame(lengths: [0, Self.absent | Self.text, 0, 0], area: [])
        let catalog = try ForgedGermanChunk.bundle(withGermanChunk: frame, rawLength: rawLength)
        #expect(throws: CatalogError.self) { try catalog.validateAll() }
        #expect(catalog.string("key.1", locale: catalog.locale("de")) == "English 1")
    }
}
