import Foundation
import LocPack
import LocPackCompiler
import LocPackTestSupport
import Testing

/// The end-to-end path: String Catalog → bundle → render, on the seed cases
/// of SEMANTICS §4 and the acceptance list.
@Suite struct SpineTests {
    static var seedCatalog: String { RuntimeTestBundles.seedCatalog }

    static func bundle(_ compression: BundleWriter.Compression) throws -> Catalog {
        let catalog = try StringCatalogImporter.importCatalog(data: Data(seedCatalog.utf8), file: "Localizable.xcstrings")
        let bytes = try BundleWriter.pack(catalog, options: .init(compression: compression, level: 3))
        return try Catalog(bytes: bytes)
    }

    @Test(arguments: BundleWriter.Compression.allCases)
    func seedCases(_ compression: BundleWriter.Compression) throws {
        let c = try Self.bundle(compression)
        let en = c.locale("en")
        #expect(c.string("found_users_devices", locale: en, arguments: [1, 10]) == "Found 1 user having 10 devices")
        #expect(c.string("found_users_devices", locale: en, arguments: [2, 1]) == "Found 2 users having 1 device")
        #expect(c.string("mac_contents", locale: en, device: .mac, arguments: [1, 5]) == "This Mac contains 1 user with 5 folders")
        #expect(c.string("mac_contents", locale: en, device: .iphone, arguments: [3, 1]) == "This device contains 3 users with 1 folder")
        #expect(c.string("%lld photos", locale: en, arguments: [0]) == "No photos")
        #expect(c.string("%lld photos", locale: en, arguments: [1]) == "1 photo")
        #expect(c.string("%lld photos", locale: en, arguments: [1234]) == "1,234 photos")
        let pl = c.locale("pl")
        #expect(c.string("%lld photos", locale: pl, arguments: [22]) == "22 zdjęcia")
        #expect(c.string("%lld photos", locale: pl, arguments: [25]) == "25 zdjęć")
        #expect(c.string("%lld photos", locale: pl, arguments: [1]) == "1 zdjęcie")
    }

    @Test func fallbackChain() throws {
        let c = try Self.bundle(.zstd)
        let ptBR = c.locale("pt_BR")
        #expect(c.identifier(of: ptBR) == "pt-BR")
        #expect(c.fallbackChain(of: ptBR).map { c.identifier(of: $0) } == ["pt-BR", "pt", "en"])
        #expect(c.string("greeting", locale: ptBR) == "Oi")
        #expect(c.string("%lld photos", locale: ptBR, arguments: [2]) == "2 fotos")  // pt-BR → pt
        #expect(c.string("only_english", locale: ptBR) == "Only in English")  // → source language
        // A `new` unit does not shadow the fallback.
        let de = c.locale("de-AT")
        #expect(c.identifier(of: de) == "de")
        #expect(c.string("greeting", locale: de) == "Hello")
        #expect(c.string("total", locale: de, arguments: [1234567]) == "Summe: 1.234.567")
        // An unknown locale renders the source language.
        #expect(c.string("greeting", locale: c.locale("xx")) == "Hello")
    }

    @Test func statusAndMissingPieces() throws {
        let c = try Self.bundle(.none)
        let en = c.locale("en")
        var storage = [UInt8](repeating: 0, count: 64)
        let result = storage.withUnsafeMutableBytes { raw in
            var sink = UTF8Sink(raw)
            return [MessageArgument]().withUnsafeBufferPointer { args in
                c.render("found_users_devices", locale: en, arguments: args, into: &sink)
            }
        }
        #expect(result.status.contains(.missingArgument))
        #expect(c.string("no such key", locale: en) == "no such key")
        #expect(c.string("total", locale: en, arguments: []) == "Total: ⟦1⟧")
    }

    @Test func deterministicOutput() throws {
        let catalog = try StringCatalogImporter.importCatalog(data: Data(Self.seedCatalog.utf8), file: "Localizable.xcstrings")
        let a = try BundleWriter.pack(catalog, options: .init(compression: .zstd, level: 3))
        let b = try BundleWriter.pack(catalog, options: .init(compression: .zstd, level: 3))
        #expect(a == b)
    }
}
