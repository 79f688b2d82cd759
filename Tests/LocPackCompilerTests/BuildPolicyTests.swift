import Foundation
import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

/// The build policy (`Specs/lint.md`, "Build policy", "The arguments a
/// message takes", "Literal text", "`%` in text"), through
/// ``BuildPipeline`` and the runtime: what is packed, what is left out, and
/// what users see.
@Suite("Build policy")
struct BuildPolicyTests {
    /// A String Catalog (sourceLanguage en) written to a temporary file and
    /// prepared as `locpack build` prepares it.
    static func prepare(_ strings: String, strict: Bool = false) throws -> PreparedCatalog {
        try withScratchDirectory { folder in
            let file = folder.appendingPathComponent("Localizable.xcstrings")
            try Data(#"{"sourceLanguage": "en", "version": "1.0", "strings": {\#(strings)}}"#.utf8).write(to: file)
            return BuildPipeline.prepare(files: [file], options: BuildOptions(strict: strict))
        }
    }

    /// The packed bundle of a prepared catalog.
    static func bundle(_ prepared: PreparedCatalog) throws -> Catalog { try packAndOpen(prepared) }

    /// `"LOCALE": {"stringUnit": …}` for a plain value.
    static func unit(_ locale: String, _ value: String) -> String {
        #""\#(locale)": {"stringUnit": {"state": "translated", "value": "\#(value)"}}"#
    }

    /// `severity: message` of each diagnostic (the location is tested elsewhere).
    static func findings(_ prepared: PreparedCatalog) -> [String] {
        prepared.diagnostics.map { "\($0.severity): \($0.message)" }
    }

    /// A message that takes no arguments is shown exactly as written in
    /// every locale: a `%` in it is text, whatever follows it, even `%@`
    /// in a plain value (what `String(localized:)` shows). A translation
    /// with variations that reads an argument although the message takes
    /// none is left out.
    @Test func messagesWithoutArgumentsAreLiteralText() throws {
        let prepared = try Self.prepare("""
            "sale": {"localizations": {\(Self.unit("en", "50% off")), \(Self.unit("de", "50 % Rabatt")),
                                       \(Self.unit("fr", "-50 % de réduction")), \(Self.unit("it", "%@ di sconto")),
                                       "es": {"variations": {"device": {"other": {"stringUnit": {"state": "translated", "value": "%@ de descuento"}}}}}}},
            "battery": {"localizations": {\(Self.unit("en", "Battery 100%")), \(Self.unit("de", "Akku 100 %"))}},
            "unit": {"localizations": {\(Self.unit("en", "(%)")), \(Self.unit("de", "(%)")), \(Self.unit("fr", "(%) ")) }},
            "Numeric %": {"localizations": {\(Self.unit("de", "Numerisch %")), \(Self.unit("fr", "Numérique % d’abord"))}},
            "rate": {"localizations": {\(Self.unit("en", "5% discount")), \(Self.unit("de", "5%-Rabatt"))}}
            """)
        #expect(Self.findings(prepared) == [
            "warning: es: reads argument 1 (%@) but the message takes no arguments; translation left out (key 'sale')",
        ])
        #expect(prepared.errorCount == 0)
        let bundle = try Self.bundle(prepared)
        func shown(_ key: String, _ locale: String) -> String { bundle.string(key, locale: bundle.locale(locale)) }
        #expect(shown("sale", "en") == "50% off")
        #expect(shown("sale", "de") == "50 % Rabatt")
        #expect(shown("sale", "fr") == "-50 % de réduction")
        #expect(shown("sale", "it") == "%@ di sconto")
        #expect(shown("sale", "es") == "50% off")
        #expect(shown("battery", "en") == "Battery 100%")
        #expect(shown("battery", "de") == "Akku 100 %")
        #expect(shown("unit", "en") == "(%)")
        #expect(shown("unit", "de") == "(%)")
        #expect(shown("unit", "fr") == "(%) ")
        #expect(shown("Numeric %", "en") == "Numeric %")
        #expect(shown("Numeric %", "de") == "Numerisch %")
        #expect(shown("Numeric %", "fr") == "Numérique % d’abord")
        #expect(shown("rate", "en") == "5% discount")
        #expect(shown("rate", "de") == "5%-Rabatt")
    }

    /// A key with specifiers defines the arguments: English may not show
    /// the count at all; German selects its plural by it.
    @Test func theKeyDefinesTheArguments() throws {
        let prepared = try Self.prepare("""
            "label.favorite %lld": {"localizations": {
              \(Self.unit("en", "starred")),
              "de": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld Favorit"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld Favoriten"}}}}},
              \(Self.unit("fr", "%@ favoris"))}}
            """)
        #expect(Self.findings(prepared) == [
            "note: en: does not use argument 1 (%lld) (fine: unused arguments are ignored) (key 'label.favorite %lld')",
            "warning: fr: reads argument 1 as %@ (object) but the message takes %lld (integer); translation left out (key 'label.favorite %lld')",
        ])
        let bundle = try Self.bundle(prepared)
        func shown(_ locale: String, _ count: Int64) -> String {
            bundle.string("label.favorite %lld", locale: bundle.locale(locale), arguments: [.int(count)])
        }
        #expect(shown("en", 3) == "starred")
        #expect(shown("de", 1) == "1 Favorit")
        #expect(shown("de", 3) == "3 Favoriten")
        #expect(shown("fr", 3) == "starred")
    }

    /// A source-language value that disagrees with the key's arguments is
    /// left out; the key, read as a format string, stands in for it.
    @Test func theKeyStandsInForALeftOutSourceTranslation() throws {
        let prepared = try Self.prepare("""
            "count %lld": {"localizations": {\(Self.unit("en", "%@ items")), \(Self.unit("de", "%lld Dinge"))}}
            """)
        #expect(Self.findings(prepared) == [
            "warning: en: reads argument 1 as %@ (object) but the message takes %lld (integer); translation left out (key 'count %lld')",
        ])
        let bundle = try Self.bundle(prepared)
        func shown(_ locale: String) -> String { bundle.string("count %lld", locale: bundle.locale(locale), arguments: [.int(3)]) }
        #expect(shown("en") == "count 3")
        #expect(shown("fr") == "count 3")
        #expect(shown("de") == "3 Dinge")
    }

    /// Without specifiers in the key, the source language's value defines
    /// the arguments; a translation that uses fewer is kept.
    @Test func theSourceValueDefinesTheArgumentsOtherwise() throws {
        let prepared = try Self.prepare("""
            "files.count": {"localizations": {\(Self.unit("en", "%lld files in %@")), \(Self.unit("de", "Dateien in %2$@")),
                                              \(Self.unit("fr", "%lld fichiers dans %@ (%3$@)"))}}
            """)
        #expect(Self.findings(prepared) == [
            "note: de: does not use argument 1 (%lld) (fine: unused arguments are ignored) (key 'files.count')",
            "warning: fr: reads argument 3 (%@), which the message does not take (it takes arguments 1 (%lld), 2 (%@)); translation left out (key 'files.count')",
        ])
        let bundle = try Self.bundle(prepared)
        func shown(_ locale: String) -> String {
            bundle.string("files.count", locale: bundle.locale(locale), arguments: [.int(4), .string("Docs")])
        }
        #expect(shown("de") == "Dateien in Docs")
        #expect(shown("fr") == "4 files in Docs")
    }

    /// A `%` that can only be text, in a message that takes arguments, is
    /// shown as written, with a warning naming the characters.
    @Test func textPercentInAMessageWithArgumentsWarns() throws {
        let prepared = try Self.prepare("""
            "%lld posts": {"localizations": {\(Self.unit("en", "%lld posts")), \(Self.unit("ca", "%lld% publicacions")),
                                             \(Self.unit("de", "%lld Beiträge, 100% garantiert"))}}
            """)
        #expect(Self.findings(prepared) == [
            "warning: ca: '% p' is text, not a format specifier: the '%' is shown as written (key '%lld posts')",
            "warning: de: '% g' is text, not a format specifier: the '%' is shown as written (key '%lld posts')",
        ])
        #expect(prepared.omitted.isEmpty)
        let bundle = try Self.bundle(prepared)
        #expect(bundle.string("%lld posts", locale: bundle.locale("ca"), arguments: [.int(12)]) == "12% publicacions")
        #expect(bundle.string("%lld posts", locale: bundle.locale("de"), arguments: [.int(12)]) == "12 Beiträge, 100% garantiert")
    }

    /// Under `strict`, every translation left out is an error (the build
    /// fails); other warnings stay warnings.
    @Test func strictMakesLeftOutTranslationsErrors() throws {
        let strings = """
            "k %lld": {"localizations": {\(Self.unit("de", "%@ k")), \(Self.unit("ca", "%lld% k"))}}
            """
        let lenient = try Self.prepare(strings)
        #expect(lenient.errorCount == 0)
        #expect(lenient.omissionSummary == "1 translation left out (de 1)")
        let strict = try Self.prepare(strings, strict: true)
        #expect(Self.findings(strict) == [
            "warning: ca: '% k' is text, not a format specifier: the '%' is shown as written (key 'k %lld')",
            "error: de: reads argument 1 as %@ (object) but the message takes %lld (integer); translation left out (key 'k %lld')",
        ])
        #expect(strict.errorCount == 1)
        #expect(strict.omitted == [OmittedTranslation(key: "k %lld", locale: "de")])
    }

    /// The summary counts each translation left out once, per locale in
    /// sorted order.
    @Test func summaryCountsPerLocale() throws {
        let prepared = try Self.prepare("""
            "a %lld": {"localizations": {\(Self.unit("de", "%@")), \(Self.unit("fr", "%@")), \(Self.unit("ar", "%f"))}},
            "b %lld": {"localizations": {\(Self.unit("de", "%2$lld"))}},
            "c": {"localizations": {"de": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "x"}}}}}}}
            """)
        #expect(prepared.omitted.count == 5)
        #expect(prepared.omissionSummary == "5 translations left out (ar 1, de 3, fr 1)")
        #expect(try Self.prepare(#""d": {}"#).omissionSummary == nil)
    }
}
