import Foundation
@testable import LocPack
import LocPackCompiler
import LocPackTestSupport
import Testing

/// Rendering by handle takes a frameless first call for the locale's own
/// short plain text and a second call for everything else
/// (`Specs/runtime-api.md`, "The render path"). These tests check that the
/// first call really writes what it should, and that both paths render
/// exactly what rendering by key text (which takes neither) renders.
@Suite struct RenderPathTests {
    /// Plain texts of every length around the copy's boundaries (0…40 bytes),
    /// in `en` and `de`; `only_en` has no German; `files` is a plural.
    static let json: String = {
        func unit(_ value: String) -> String {
            let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return #"{ "stringUnit": { "state": "translated", "value": "\#(escaped)" } }"#
        }
        var entries: [String] = []
        for n in 0...40 {
            let english = String((0..<n).map { Character(Unicode.Scalar(UInt8(97 + $0 % 26))) })
            // German: two-byte letters where they fit, so lengths in bytes differ from the English.
            let german = String(repeating: "ü", count: n / 2) + String(repeating: "x", count: n % 2)
            entries.append(#""t\#(n)": { "localizations": { "en": \#(unit(english)), "de": \#(unit(german)) } }"#)
        }
        entries.append(#""only_en": { "localizations": { "en": \#(unit("English only")) } }"#)
        entries.append(#""files": { "localizations": { "en": { "variations": { "plural": { "one": \#(unit("%lld file")), "other": \#(unit("%lld files")) } } }, "de": { "variations": { "plural": { "one": \#(unit("%lld Datei")), "other": \#(unit("%lld Dateien")) } } } } }"#)
        return #"{ "sourceLanguage": "en", "version": "1.0", "strings": { \#(entries.joined(separator: ",\n")) } }"#
    }()

    static func catalog(_ compression: BundleWriter.Compression) throws -> Catalog {
        try Catalog(bytes: RuntimeTestBundles.bundle(json, compression: compression))
    }

    /// Renders with a sink of `capacity` bytes that already holds `prefix`
    /// bytes of text; returns the bytes stored, the count required and the result.
    static func render(capacity: Int, prefix: Int = 0, _ body: (inout UTF8Sink) -> RenderResult) -> ([UInt8], Int, RenderResult) {
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(capacity, 1), alignment: 16)
        defer { storage.deallocate() }
        var sink = UTF8Sink(UnsafeMutableRawBufferPointer(rebasing: storage[0..<capacity]))
        for _ in 0..<prefix { sink.append(UInt8(ascii: "-")) }
        let result = body(&sink)
        return (Array(storage[0..<sink.writtenCount]), sink.requiredCount, result)
    }

    @Test(arguments: [BundleWriter.Compression.none, .zstd])
    func everyPathRendersAsRenderingByKeyText(_ compression: BundleWriter.Compression) throws {
        let catalog = try Self.catalog(compression)
        let keys = (0...40).map { "t\($0)" } + ["only_en", "files"]
        let arguments: [MessageArgument] = [.int(1)]
        try arguments.withUnsafeBufferPointer { args in
            for locale in ["en", "de"].map(catalog.locale) {
                // Twice: the first render of a chunk decodes it (nothing is
                // known to the first call), the second finds it decoded.
                for _ in 0..<2 {
                    for key in keys {
                        let handle = try #require(catalog.key(key))
                        for (capacity, prefix) in [(64, 0), (64, 40), (0, 0), (5, 0), (20, 3), (33, 0), (32, 0)] {
                            let byHandle = Self.render(capacity: capacity, prefix: prefix) {
                                catalog.render(handle, locale: locale, arguments: args, into: &$0)
                            }
                            let byText = Self.render(capacity: capacity, prefix: prefix) {
                                catalog.render(key, locale: locale, arguments: args, into: &$0)
                            }
                            #expect(byHandle.0 == byText.0, "\(key) \(catalog.identifier(of: locale)) \(capacity)/\(prefix)")
                            #expect(byHandle.1 == byText.1, "\(key) \(catalog.identifier(of: locale)) \(capacity)/\(prefix)")
                            #expect(byHandle.2.status == byText.2.status, "\(key) \(catalog.identifier(of: locale)) \(capacity)/\(prefix)")
                            #expect(byHandle.2.locale == byText.2.locale, "\(key) \(catalog.identifier(of: locale)) \(capacity)/\(prefix)")
                        }
                    }
                }
            }
        }
    }

    @Test(arguments: [BundleWriter.Compression.none, .zstd])
    func theFirstCallWritesShortPlainTextsOnceTheirChunkIsDecoded(_ compression: BundleWriter.Compression) throws {
        let catalog = try Self.catalog(compression)
        let english = catalog.locale("en"), german = catalog.locale("de")
        func firstCall(_ key: String, _ locale: LocaleHandle, capacity: Int = 64) throws -> (found: OwnLocaleLookup, text: String) {
            let handle = try #require(catalog.key(key))
            let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(capacity, 1), alignment: 16)
            defer { storage.deallocate() }
            var sink = UTF8Sink(UnsafeMutableRawBufferPointer(rebasing: storage[0..<capacity]))
            let found = catalog.writeOwnShortText(handle, locale: locale, into: &sink)
            #expect(found.isWritten || sink.requiredCount == 0, "nothing is written unless the text is")
            return (found, String(decoding: storage[0..<sink.writtenCount], as: UTF8.self))
        }
        // Before anything was rendered, no payload is decoded: nothing is known.
        #expect(try firstCall("t7", german).found.count == OwnLocaleLookup.unknown.count)
        _ = catalog.string("t7", locale: german)
        _ = catalog.string("t7", locale: english)
        let written = try firstCall("t7", german)
        #expect(written.found.isWritten)
        #expect(written.text == "üüüx")
        #expect(try firstCall("t1", english).text == "a")
        // An empty message is written, or handed on as a program; either way something is known.
        let empty = try firstCall("t0", english).found
        #expect(empty.isWritten || empty.program != nil)
        #expect(try firstCall("t32", english).found.isWritten)
        // No room, or longer than the short copy: the program is handed on.
        let noRoom = try firstCall("t7", german, capacity: 6)
        #expect(!noRoom.found.isWritten && noRoom.found.program != nil && noRoom.found.count > 0)
        #expect(try firstCall("t33", english).found.program != nil)
        // A plural is a program, not text.
        let plural = try firstCall("files", german)
        #expect(!plural.found.isWritten && plural.found.program != nil)
        // No German message: the locale is known to have none.
        let absent = try firstCall("only_en", german).found
        #expect(absent.program == nil && absent.count == OwnLocaleLookup.absent.count)
        // Out of range: nothing is known.
        var sink = UTF8Sink(UnsafeMutableRawBufferPointer(start: nil, count: 0))
        #expect(catalog.writeOwnShortText(KeyHandle(id: -1), locale: german, into: &sink).count == OwnLocaleLookup.unknown.count)
        #expect(catalog.writeOwnShortText(KeyHandle(id: 0), locale: LocaleHandle(index: 99), into: &sink).count
            == OwnLocaleLookup.unknown.count)
    }

    @Test func packedOptionsGiveBackWhatWasPacked() {
        let limit = 1 << 47
        let widths: [(Int?, Int)] = [(nil, Int(Int32.max)), (0, 0), (-1, -1), (320, 320), (Int(Int32.max), Int(Int32.max)),
                                     (Int(Int32.min), Int(Int32.min)), (Int.max, limit - 1), (Int.min, -limit)]
        for device in Device.allCases {
            for (width, expected) in widths {
                for style in [NumberStyle.localized, .posix] {
                    let packed = PackedRenderOptions(device: device, width: width, numberStyle: style)
                    #expect(packed.device == device)
                    #expect(packed.width == expected)
                    #expect(packed.numberStyle == style)
                }
            }
        }
    }
}
