import Foundation
import LocPack
@testable import LocPackCompiler
import Testing

/// Inputs built to exhaust a compiler: 100,000 nested braces in every format
/// that nests, a 10 MB message, a 1 MB key. Each is built or refused with an
/// error that names the file and the place; none overflows the stack. How the
/// time grows with the size (and a million keys) is measured outside the unit
/// tests, by `Benchmarks/Sources/HostileSizes` (`Tools/hostile-sizes.sh`).
@Suite struct HostileSizeTests {
    static let depth = 100_000

    /// The diagnostics of an import that must fail.
    static func refusal(_ body: () throws -> MessageCatalog) -> String {
        do {
            // A fault inside one message leaves that translation out with a warning.
            let leftOut = try body().diagnostics.filter { $0.omitted != nil }
            return leftOut.isEmpty ? "the import succeeded" : leftOut.map(\.description).joined(separator: "\n")
        } catch {
            return String(describing: error)
        }
    }

    static func json(_ object: Any) -> Data { try! JSONSerialization.data(withJSONObject: object) }

    @Test func deepICUNestingIsRefusedWithItsPlace() {
        let text = String(repeating: "{a, select, x {", count: Self.depth) + "y" + String(repeating: "}}", count: Self.depth)
        let error = Self.refusal { try ICUMessageImporter.importCatalog(documents: [(Self.json(["k": text]), "en.json")]) }
        #expect(error.contains("en.json") && error.contains(#"$["k"]"#) && error.contains("nested more than 16 levels"), "\(error)")
    }

    @Test func deepPluralNestingIsRefusedWithItsPlace() {
        let text = String(repeating: "{{PLURAL:$1|", count: Self.depth) + "x" + String(repeating: "}}", count: Self.depth)
        let error = Self.refusal { try TranslateWikiImporter.importCatalog(documents: [(Self.json(["k": text]), "en.json")]) }
        #expect(error.contains("en.json") && error.contains(#"$["k"]"#) && error.contains("nested more than 16 levels"), "\(error)")
    }

    @Test func deepJSONIsRefusedWithItsPlace() {
        let nested = String(repeating: "[", count: Self.depth) + String(repeating: "]", count: Self.depth)
        let catalog = Data(#"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":\#(nested)}}}}"#.utf8)
        let error = Self.refusal { try StringCatalogImporter.importCatalog(data: catalog, file: "Deep.xcstrings") }
        #expect(error.contains("Deep.xcstrings:1:") && error.contains("invalid JSON"), "\(error)")

        let swifternalization = Data(("{\"k\":" + String(repeating: "{\"a\":", count: Self.depth) + "\"x\""
            + String(repeating: "}", count: Self.depth + 1)).utf8)
        let error2 = Self.refusal {
            try SwifternalizationImporter.importCatalog(documents: [(swifternalization, "en.json"), (Data("{}".utf8), "expressions.json")])
        }
        #expect(error2.contains("en.json:1:") && error2.contains("invalid JSON"), "\(error2)")
    }

    @Test func deepPropertyListIsRefusedWithItsPlace() {
        let plist = "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>k</key>"
            + String(repeating: "<dict><key>a</key>", count: Self.depth) + "<string>x</string>"
            + String(repeating: "</dict>", count: Self.depth) + "</dict></plist>"
        let error = Self.refusal {
            try StringsdictImporter.importFile(data: Data(plist.utf8), file: "en.lproj/Localizable.stringsdict", locale: "en")
        }
        #expect(error.contains("Localizable.stringsdict:1:1") && error.contains("invalid property list"), "\(error)")
    }

    @Test func deepCDSMarkupIsRefusedWithItsPlace() {
        let xml = "<cds-root><cds-unit id=\"substitutions\">" + String(repeating: "<cds-unit id=\"a\">", count: Self.depth) + "x"
            + String(repeating: "</cds-unit>", count: Self.depth) + "</cds-unit></cds-root>"
        let error = Self.refusal {
            try TransifexImporter.importCatalog(data: Self.json(["en": ["k": ["string": xml]]]), file: "txstrings.json")
        }
        #expect(error.contains("txstrings.json") && error.contains(#"$.en["k"].string"#), "\(error)")
    }

    /// Deeply nested inline markup in a source is read without recursion;
    /// the unit's target is what counts.
    @Test func deepXLIFFMarkupIsBuilt() throws {
        let xliff = #"<?xml version="1.0"?><xliff version="1.2"><file original="en.lproj/Localizable.strings" source-language="en" target-language="de"><body><trans-unit id="k"><source>"#
            + String(repeating: "<g>", count: Self.depth) + "x" + String(repeating: "</g>", count: Self.depth)
            + "</source><target>y</target></trans-unit></body></file></xliff>"
        let catalog = try XLIFFImporter.importDocument(data: Data(xliff.utf8), file: "de.xliff")
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(bundle.string("k", locale: bundle.locale("de")) == "y")
    }

    /// A 10 MB message packs and renders back byte for byte.
    @Test func tenMegabyteMessageRoundTrips() throws {
        let text = String(repeating: "Zażółć gęślą jaźń — ", count: 10 << 20 / 28)
        let catalog = ImporterTestSupport.catalog("big", ["en": Message([.text(text), .argument(index: 1, spec: FormatSpec(conversion: UInt8(ascii: "d")))])])
        let bundle = try Catalog(bytes: BundleWriter.pack(catalog, options: .init(compression: .zstd, level: 1)))
        #expect(bundle.string("big", locale: bundle.locale("en"), arguments: [7]) == text + "7")
    }

    /// A 1 MB key in a `.strings` file imports, packs and is found again.
    @Test func megabyteKeyRoundTrips() throws {
        let key = String(repeating: "k", count: 1 << 20)
        let data = Data("\"\(key)\" = \"found\";\n\"short\" = \"also\";\n".utf8)
        let catalog = try StringsImporter.importFile(data: data, file: "en.lproj/Localizable.strings", locale: "en")
        let bundle = try Catalog(bytes: BundleWriter.pack(catalog, options: .init(compression: .zstd, level: 1)))
        #expect(bundle.string(key, locale: bundle.locale("en")) == "found")
        #expect(bundle.string("short", locale: bundle.locale("en")) == "also")
    }

    /// More placeholders than an argument number can address is refused at
    /// pack time, naming where the message was defined.
    @Test func tooManyArgumentsNameTheirPlace() throws {
        let text = (1...300).map { "%\($0)$d" }.joined(separator: " ")
        let catalog = try StringsImporter.importFile(data: Data("\"k\" = \"\(text)\";\n".utf8), file: "en.lproj/Localizable.strings", locale: "en")
        let error = #expect(throws: CompilerError.self) { try BundleWriter.pack(catalog) }
        #expect(error?.kind == .packing)
        #expect(error?.description.contains("Localizable.strings:1:") == true, "\(String(describing: error))")
        #expect(error?.location?.file == "en.lproj/Localizable.strings" && error?.location?.line == 1)
    }
}
