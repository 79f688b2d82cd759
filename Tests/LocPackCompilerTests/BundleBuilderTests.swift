import Foundation
import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

/// ``BundleBuilder``, the one way to build a bundle (`Specs/lint.md`).
@Suite("Bundle builder")
struct BundleBuilderTests {
    static let catalogJSON = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "sale": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "50% off"}},
                                     "de": {"stringUnit": {"state": "translated", "value": "50 % Rabatt"}}}},
          "count %lld": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "%@ Dinge"}}}}}}
        """

    /// An imported catalog goes through the same policy as files: the
    /// message without arguments is literal text, the translation that
    /// reads its argument as another type is left out, and the bundle is
    /// read back.
    @Test func catalogsInMemoryGetThePolicy() throws {
        let imported = try StringCatalogImporter.importCatalog(data: Data(Self.catalogJSON.utf8), file: "Localizable.xcstrings")
        let result = try BundleBuilder.build(catalog: imported, packing: .init(compression: .none))
        #expect(result.prepared.omitted == [OmittedTranslation(key: "count %lld", locale: "de")])
        let bundle = try Catalog(bytes: #require(result.bundle))
        #expect(bundle.string("sale", locale: bundle.locale("en")) == "50% off")
        #expect(bundle.string("count %lld", locale: bundle.locale("de"), arguments: [.int(3)]) == "count 3")
        #expect(result.keyCount == 2)
        #expect(result.locales.sorted() == ["de", "en"])
    }

    /// Files: with `strict`, the translation left out is an error, there is
    /// no bundle, and `write` leaves the previous file as it was.
    @Test func errorsMeanNoBundle() throws {
        try withScratchDirectory { folder in
            let input = folder.appendingPathComponent("Localizable.xcstrings")
            try Data(Self.catalogJSON.utf8).write(to: input)
            let output = folder.appendingPathComponent("app.locpack").path

            let lenient = try BundleBuilder.build(inputs: [input.path])
            try BundleBuilder.write(lenient, to: output)
            let written = try Data(contentsOf: URL(fileURLWithPath: output))
            #expect(written == Data(try #require(lenient.bundle)))

            let strict = try BundleBuilder.build(inputs: [input.path], options: BuildOptions(strict: true))
            #expect(strict.bundle == nil)
            #expect(strict.prepared.errorCount == 1)
            try BundleBuilder.write(strict, to: output)
            #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == written)
        }
    }
}
