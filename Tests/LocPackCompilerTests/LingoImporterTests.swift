import Foundation
import LocPack
@testable import LocPackCompiler
import Testing

/// Lingo's JSON files read into messages (`Specs/importers/lingo.md`):
/// texts with `%{name}` as Lingo's `StringInterpolator` fills them, and
/// plural objects chosen by CLDR's rules where Lingo's own rules are wrong.
/// Expected texts are written out from Lingo's documented behaviour.
struct LingoImporterTests {
    /// Imports files by name (`en.json`) from `Localizations/`.
    static func importFiles(_ files: [(name: String, json: String)]) throws -> MessageCatalog {
        try LingoImporter.importCatalog(documents: files.map { (Data($0.json.utf8), "Localizations/\($0.name)") })
    }

    static func render(_ catalog: Catalog, _ key: String, _ locale: String, _ named: [NamedArgument] = []) -> String {
        guard let handle = catalog.key(key) else { return "<no key \(key)>" }
        return catalog.string(handle, locale: catalog.locale(locale), namedArguments: named)
    }

    static func leftOut(_ catalog: MessageCatalog) -> [String] {
        catalog.diagnostics.compactMap { $0.omitted.map { "\($0.locale) \($0.key)" } }.sorted()
    }

    @Test func interpolationsShowValuesAsLingoPrintsThem() throws {
        let catalog = try Self.importFiles([("en.json", #"""
            {"greeting": "Hey %{full-name}, %{n} new, %{n} again, 100% %{} %{open",
             "markup": "<b>%{name}</b> & co"}
            """#)])
        let bundle = try ImporterTestSupport.bundle(catalog)
        // Any character but `}` names the value; every occurrence is filled; `%{}` and an unclosed `%{` stay.
        #expect(Self.render(bundle, "greeting", "en", [NamedArgument("full-name", "Ada"), NamedArgument("n", 12345)])
                == "Hey Ada, 12345 new, 12345 again, 100% %{} %{open")
        // Swift's description of a double, never localized; nothing is HTML-escaped.
        #expect(Self.render(bundle, "greeting", "en", [NamedArgument("full-name", "<x>"), NamedArgument("n", 1.0)])
                == "Hey <x>, 1.0 new, 1.0 again, 100% %{} %{open")
        #expect(Self.render(bundle, "markup", "en", [NamedArgument("name", "A&B")]) == "<b>A&B</b> & co")
    }

    @Test func pluralsChooseByCLDRRulesWhereLingoIsWrong() throws {
        let catalog = try Self.importFiles([
            ("en.json", #"{"unread": {"one": "%{count} message", "other": "%{count} messages"}}"#),
            ("ru.json", #"{"unread": {"one": "%{count} сообщение", "few": "%{count} сообщения", "many": "%{count} сообщений"}}"#),
            ("pt-BR.json", #"{"unread": {"one": "%{count} mensagem", "other": "%{count} mensagens"}}"#),
        ])
        let bundle = try ImporterTestSupport.bundle(catalog)
        let ru = [1, 2, 5, 11, 12, 21, 111].map { Self.render(bundle, "unread", "ru", [NamedArgument("count", .int($0))]) }
        // Lingo sends 11 and 111 to `other`, which this file lacks (an empty string in Lingo).
        #expect(ru == ["1 сообщение", "2 сообщения", "5 сообщений", "11 сообщений", "12 сообщений", "21 сообщение", "111 сообщений"])
        // CLDR's pt: 0 is `one` (Lingo: other).
        #expect(Self.render(bundle, "unread", "pt-BR", [NamedArgument("count", 0)]) == "0 mensagem")
        #expect(Self.render(bundle, "unread", "pt-BR", [NamedArgument("count", 2)]) == "2 mensagens")
        #expect(Self.render(bundle, "unread", "en", [NamedArgument("count", 1)]) == "1 message")
    }

    @Test func aMissingCategoryAndAMissingKeyFallBack() throws {
        let catalog = try Self.importFiles([
            ("en.json", #"{"files": {"one": "one file", "other": "%{count} files"}, "only.en": "English"}"#),
            ("pl.json", #"{"files": {"one": "jeden plik", "other": "%{count} pliku"}}"#),
        ])
        let bundle = try ImporterTestSupport.bundle(catalog)
        // pl 5 is `many`, which the file lacks: `other` serves (Lingo prints an empty string).
        #expect(Self.render(bundle, "files", "pl", [NamedArgument("count", 5)]) == "5 pliku")
        // A key the locale lacks falls back along the chain (Lingo prints the raw key).
        #expect(Self.render(bundle, "only.en", "pl") == "English")
    }

    @Test func thePluralChoosesByTheOnlyNameItShows() throws {
        let catalog = try Self.importFiles([
            ("en.json", #"""
            {"apples": {"one": "%{n} apple", "other": "%{n} apples"},
             "mixed": {"one": "%{user} has a message", "other": "%{user} has %{n} messages"}}
            """#)])
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(bundle, "apples", "en", [NamedArgument("n", 1)]) == "1 apple")
        #expect(Self.render(bundle, "apples", "en", [NamedArgument("n", 3)]) == "3 apples")
        // Two names and no count: `count` chooses, with a warning saying so.
        #expect(Self.render(bundle, "mixed", "en", [NamedArgument("user", "Ada"), NamedArgument("n", 3), NamedArgument("count", 3)])
                == "Ada has 3 messages")
        #expect(catalog.diagnostics.contains { $0.id == .platformDifference && $0.message.contains("%{user}, %{n} but not %{count}") })
    }

    @Test func oneArgumentChoosesInEveryLocale() throws {
        // The German forms show no placeholder: they still choose by `n`, as the English ones do.
        let catalog = try Self.importFiles([
            ("en.json", #"{"apples": {"one": "%{n} apple", "other": "%{n} apples"}}"#),
            ("de.json", #"{"apples": {"one": "ein Apfel", "other": "Äpfel"}}"#),
        ])
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(bundle, "apples", "de", [NamedArgument("n", 1)]) == "ein Apfel")
        #expect(Self.render(bundle, "apples", "de", [NamedArgument("n", 4)]) == "Äpfel")
        #expect(Self.leftOut(catalog).isEmpty)
    }

    @Test func whatLingoRefusesIsLeftOutWithALocatedWarning() throws {
        let catalog = try Self.importFiles([("de.json", """
            {
              "ok": "Gut",
              "number": 5,
              "nested": {"deeper": {"x": "y"}},
              "badCategory": {"one": "x", "plural": "y"},
              "noForms": {}
            }
            """)])
        #expect(Self.leftOut(catalog) == ["de badCategory", "de nested", "de noForms", "de number"])
        let bad = try #require(catalog.diagnostics.first { $0.omitted?.key == "badCategory" })
        #expect(bad.location.jsonPath == #"$["badCategory"]["plural"]"#)
        #expect(bad.severity == .warning && bad.message.contains("'plural' is no plural category"))
        #expect(catalog.entries.map(\.key) == ["ok"])
    }

    @Test func filesNamedAfterNoLocaleAndOtherJSONAreErrors() throws {
        #expect(throws: CompilerError.self) { try Self.importFiles([("english.json", #"{"a": "b"}"#)]) }
        let error = #expect(throws: CompilerError.self) { try Self.importFiles([("en.json", #"["a"]"#)]) }
        #expect(error?.diagnostics.first?.message.contains("must be one JSON object") == true)
        // Lingo reads the name up to its first dot: `pt_BR.v2.json` is pt-BR.
        let catalog = try Self.importFiles([("pt_BR.v2.json", #"{"a": "b"}"#)])
        #expect(catalog.entries.first?.localizations.keys.sorted() == ["pt-BR"])
    }

    @Test func aTranslationsOwnNameIsReportedAndNumberedAfterTheSource() throws {
        let catalog = try Self.importFiles([
            ("en.json", #"{"hi": "Hi %{name}"}"#),
            ("fr.json", #"{"hi": "Salut %{name} de %{town}"}"#),
        ])
        #expect(catalog.entries.first?.arguments.map(\.name) == ["name", "town"])
        #expect(catalog.diagnostics.contains { $0.id == .unknownArgument && $0.message.contains("'town'") })
    }

    @Test func recognizedInALocalizationsFolderOrByItsInterpolations() throws {
        func claim(_ path: String, _ json: String) -> String? {
            switch ImportFormats.choice(for: SourceFile(contents: Data(json.utf8), path: path)) {
            case .format(let format): format.id
            case .ambiguous(let claims): "ambiguous " + claims.map { $0.format.id }.joined(separator: ",")
            case .none: nil
            }
        }
        #expect(claim("app/Localizations/en.json", #"{"title": "Hello", "count": 5}"#) == "lingo")
        #expect(claim("app/Localizations/ru.json", #"{"n": {"one": "a", "other": "b"}}"#) == "lingo")
        #expect(claim("web/en.json", #"{"hi": "Hi %{name}"}"#) == "lingo")
        // A flat object of texts elsewhere is ICU's weakest claim, not Lingo's.
        #expect(claim("web/en.json", #"{"hi": "Hi"}"#) == "icu")
    }
}
