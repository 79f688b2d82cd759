import Foundation
import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

/// `%` in text (`Specs/lint.md`, "Literal text" and "`%` in text") in the
/// formats whose values are printf text besides plain String Catalog units
/// (``BuildPolicyTests`` covers those): `.stringsdict` cases, String
/// Catalog plural variations, and Transifex pulls.
@Suite("Text percent signs in every format")
struct TextPercentFormatsTests {
    /// Writes `files` (relative path → contents) into a fresh folder and
    /// prepares it as `locpack build` does.
    static func prepare(_ files: [String: String]) throws -> PreparedCatalog {
        try withScratchDirectory { folder in
            for (path, contents) in files {
                let file = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: file)
            }
            return try BuildPipeline.prepare(inputs: [folder.path])
        }
    }

    static func bundle(_ prepared: PreparedCatalog) throws -> Catalog { try packAndOpen(prepared) }

    /// The warnings, without their locations.
    static func warnings(_ prepared: PreparedCatalog) -> [String] {
        prepared.diagnostics.filter { $0.severity == .warning }.map(\.message)
    }

    /// A `.stringsdict` plural with the one-argument format.
    static func stringsdict(key: String, one: String, other: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>\(key)</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
          <key>n</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>\(one)</string>
            <key>other</key><string>\(other)</string>
          </dict>
        </dict></dict></plist>
        """
    }

    /// A `%` that can only be text inside a plural case is named in a
    /// warning, and shown as written.
    @Test func stringsdictCases() throws {
        let prepared = try Self.prepare([
            "en.lproj/Localizable.stringsdict": Self.stringsdict(key: "%d posts", one: "%d post", other: "%d posts"),
            "da.lproj/Localizable.stringsdict": Self.stringsdict(key: "%d posts", one: "%d opslag", other: "%d% publikationer"),
        ])
        #expect(Self.warnings(prepared) == [
            "da: '% p' is text, not a format specifier: the '%' is shown as written (key '%d posts')",
        ])
        let bundle = try Self.bundle(prepared)
        #expect(bundle.string("%d posts", locale: bundle.locale("da"), arguments: [.int(12)]) == "12% publikationer")
    }

    /// The same inside a String Catalog's plural variation.
    @Test func stringCatalogVariations() throws {
        func plural(_ locale: String, _ one: String, _ other: String) -> String {
            #""\#(locale)": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "\#(one)"}}, "other": {"stringUnit": {"state": "translated", "value": "\#(other)"}}}}}"#
        }
        let prepared = try Self.prepare([
            "Localizable.xcstrings": """
                {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld posts": {"localizations": {
                  \(plural("en", "%lld post", "%lld posts")), \(plural("da", "%lld opslag", "%lld% publikationer"))}}}}
                """,
        ])
        #expect(Self.warnings(prepared) == [
            "da: '% p' is text, not a format specifier: the '%' is shown as written (key '%lld posts')",
        ])
        let bundle = try Self.bundle(prepared)
        #expect(bundle.string("%lld posts", locale: bundle.locale("da"), arguments: [.int(12)]) == "12% publikationer")
    }

    /// A Transifex value is printf text: without arguments it is shown as
    /// written in every locale (`% o` and `% d` are conversions to C, not
    /// here); with arguments, a `%` that can only be text is named.
    @Test func transifexPulls() throws {
        let prepared = try Self.prepare([
            "txstrings.json": """
                {"en": {"sale": {"string": "50% off"}, "posts": {"string": "%d posts"}},
                 "de": {"sale": {"string": "50 % Rabatt"}, "posts": {"string": "%d% Beiträge"}},
                 "fr": {"sale": {"string": "-50 % de réduction"}}}
                """,
        ])
        #expect(Self.warnings(prepared) == [
            "de: '% B' is text, not a format specifier: the '%' is shown as written (key 'posts')",
        ])
        let bundle = try Self.bundle(prepared)
        #expect(bundle.string("sale", locale: bundle.locale("en")) == "50% off")
        #expect(bundle.string("sale", locale: bundle.locale("de")) == "50 % Rabatt")
        #expect(bundle.string("sale", locale: bundle.locale("fr")) == "-50 % de réduction")
        #expect(bundle.string("posts", locale: bundle.locale("de"), arguments: [.int(3)]) == "3% Beiträge")
    }
}
