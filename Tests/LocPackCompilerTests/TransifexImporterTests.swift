import Foundation
import LocPack
@testable import LocPackCompiler
import Testing

private typealias Support = ImporterTestSupport

@Suite("TransifexImporter")
struct TransifexImporterTests {
    static let folder = Support.fixtures("transifex")

    static func cache() throws -> MessageCatalog {
        try TransifexImporter.importCatalog(at: folder.appendingPathComponent("txstrings.json"))
    }

    /// txstrings.json and the pt answer, packed together.
    static func bundle() throws -> Catalog {
        var catalog = try cache()
        let pt = try TransifexImporter.importCatalog(at: folder.appendingPathComponent("pt.json"))
        catalog.entries += pt.entries
        return try Support.bundle(catalog)
    }

    static func errors(_ name: String, options: ImportOptions = .init()) -> [String] {
        Support.failure {
            try TransifexImporter.importCatalog(at: folder.appendingPathComponent("bad/\(name)"), options: options)
        }
    }

    /// Every diagnostic of importing `leftout/NAME`, whose faults each leave
    /// one translation out.
    static func problems(_ name: String) -> [String] {
        do {
            return try TransifexImporter.importCatalog(at: folder.appendingPathComponent("leftout/\(name)"))
                .diagnostics.map(\.description)
        } catch where error.kind == .sourceFile {
            return error.diagnostics.map(\.description)
        } catch {
            Issue.record("unexpected error \(error)")
            return []
        }
    }

    // MARK: Shapes and model

    @Test func cacheFile() throws {
        let catalog = try Self.cache()
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.entries.map(\.key) == [
            "device_photos", "emoji_plural", "entities", "found_users_devices", "greeting", "mac_contents", "minutes",
            "symbols", "untranslated",
        ])
        let minutes = try #require(catalog.entries.first { $0.key == "minutes" })
        // Locales are normalized: pt_BR is stored as pt-BR.
        #expect(Set(minutes.localizations.keys) == ["en", "pl", "pt-BR"])
        #expect(minutes.table == "Localizable")
        #expect(minutes.location.description.hasSuffix(#"txstrings.json: $.en["minutes"]"#))
        #expect(minutes.localizations["en"] == Message([.plural(PluralChoice(
            argumentIndex: 1, operandSpec: ServiceTestNode.d,
            rules: .appleCardinal, categories: [.one: Message([ServiceTestNode.arg(1, ServiceTestNode.d), ServiceTestNode.text(" minute")]),
                         .other: Message([ServiceTestNode.arg(1, ServiceTestNode.d), ServiceTestNode.text(" minutes")])]))]))
        let ptBR = try #require(minutes.localizations["pt-BR"]?.nodes.first)
        guard case .plural(let choice) = ptBR else {
            Issue.record("no plural")
            return
        }
        #expect(choice.exact.map(\.value) == ["0"])
        // An empty string is untranslated: pl has no "untranslated".
        #expect(catalog.entries.first { $0.key == "untranslated" }?.localizations.keys.sorted() == ["en"])
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
    }

    @Test func answerForOneLocale() throws {
        let pt = try TransifexImporter.importCatalog(at: Self.folder.appendingPathComponent("pt.json"))
        #expect(pt.entries.map(\.key) == ["farewell", "greeting", "minutes"])
        #expect(pt.entries.allSatisfy { Array($0.localizations.keys) == ["pt"] })
        #expect(pt.entries[0].location.description.hasSuffix(#"pt.json: $.data["farewell"]"#))
        // The locale can also be given, whatever the file is called.
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("bad/response.json"))
        let named = try TransifexImporter.importCatalog(data: data, file: "response.json",
                                                        options: .init(sourceLanguage: "en", locale: "pt_BR"))
        #expect(named.entries.first?.localizations.keys.first == "pt-BR")
    }

    // MARK: Rendering (SEMANTICS §4)

    @Test func seedExamples() throws {
        let c = try Self.bundle()
        let en = c.locale("en")
        #expect(c.string("found_users_devices", locale: en, arguments: [1, 10]) == "Found 1 user having 10 devices")
        #expect(c.string("found_users_devices", locale: en, arguments: [2, 1]) == "Found 2 users having 1 device")
        #expect(c.string("mac_contents", locale: en, device: .mac, arguments: [1, 5]) == "This Mac contains 1 user with 5 folders")
        #expect(c.string("mac_contents", locale: en, device: .iphone, arguments: [2, 1]) == "This device contains 2 users with 1 folder")
        let pl = c.locale("pl")
        #expect(c.string("found_users_devices", locale: pl, arguments: [1, 22]) == "Znaleziono 1 użytkownika mających 22 urządzenia")
        #expect(c.string("found_users_devices", locale: pl, arguments: [5, 25]) == "Znaleziono 5 użytkowników mających 25 urządzeń")
    }

    @Test func icuPlurals() throws {
        let c = try Self.bundle()
        let en = c.locale("en"), pl = c.locale("pl")
        #expect(c.string("minutes", locale: en, arguments: [1]) == "1 minute")
        #expect(c.string("minutes", locale: en, arguments: [1500]) == "1,500 minutes")
        #expect(c.string("minutes", locale: pl, arguments: [2]) == "2 minuty")
        #expect(c.string("minutes", locale: pl, arguments: [5]) == "5 minut")
        #expect(c.string("minutes", locale: pl, arguments: [22]) == "22 minuty")
    }

    @Test func devicePlural() throws {
        let c = try Self.bundle()
        let en = c.locale("en")
        #expect(c.string("device_photos", locale: en, device: .iphone, arguments: [1]) == "1 photo on your iPhone")
        #expect(c.string("device_photos", locale: en, device: .iphone, arguments: [3]) == "3 photos on your iPhone")
        #expect(c.string("device_photos", locale: en, device: .mac, arguments: [3]) == "Photos: 3")
    }

    @Test func xmlEntitiesAndCDATAAreDecoded() throws {
        let c = try Self.bundle()
        #expect(c.string("entities", locale: c.locale("en"), device: .mac) == "Tom & Jerry <3 🐈 <b>raw</b>")
        #expect(c.string("entities", locale: c.locale("en"), device: .ipad) == "\"Tom\" & 'Jerry'")
    }

    // MARK: The SDK's faults (SEMANTICS §4), one by one

    @Test func combiningMarksAndEmojiDoNotHidePlurals() throws {
        let c = try Self.bundle()
        let en = c.locale("en")
        #expect(c.string("emoji_plural", locale: en, arguments: [1]) == "1 cafe\u{301} 👩‍👩‍👧 नमस्ते")
        #expect(c.string("emoji_plural", locale: en, arguments: [7]) == "7 cafe\u{301}s 👩‍👩‍👧 नमस्ते")
    }

    @Test func starAtAndBracesAreText() throws {
        let c = try Self.bundle()
        #expect(c.string("symbols", locale: c.locale("en"), arguments: ["Ann", 1234])
            == "50% off *today* for {name} @ Ann — 1,234 items")
        #expect(c.string("symbols", locale: c.locale("pl"), arguments: ["Ann", 12345])
            == "50% taniej *dziś* dla {name} @ Ann — 12\u{A0}345 sztuk")
    }

    @Test func explicitZeroIsHonoured() throws {
        let c = try Self.bundle()
        let ptBR = c.locale("pt_BR")
        #expect(c.string("minutes", locale: ptBR, arguments: [0]) == "Nenhum minuto")
        #expect(c.string("minutes", locale: ptBR, arguments: [1]) == "1 minuto")
        #expect(c.string("minutes", locale: ptBR, arguments: [2]) == "2 minutos")
    }

    @Test func ptBRFallsBackToPt() throws {
        let c = try Self.bundle()
        for spelling in ["pt_BR", "pt-BR", "pt-br"] {
            let ptBR = c.locale(spelling)
            #expect(c.identifier(of: ptBR) == "pt-BR")
            #expect(c.string("greeting", locale: ptBR) == "Oi")
            #expect(c.string("farewell", locale: ptBR, arguments: ["Ana"]) == "Tchau, Ana!")  // only in pt
        }
        #expect(c.string("untranslated", locale: c.locale("pl")) == "Only in English")  // empty pl string falls back
    }

    @Test func unresolvableXMLIsLeftOutNamingFileAndPath() {
        let errors = Self.problems("BadXML.json")
        let file = Self.folder.appendingPathComponent("leftout/BadXML.json").relativePath
        let expected: [(String, String)] = [
            ("fallback_varied", "unresolvable <cds-root> value: Fallback value cannot be further varied ('device.other' has plural units)"),
            ("malformed", "invalid <cds-root> XML: an end tag does not match its start tag (line 1, column"),
            ("nested_element", "unexpected element <b>"),
            ("no_other", "unresolvable <cds-root> value: substitution 'n' has no 'other' case"),
            ("no_parent", "unresolvable <cds-root> value: substitutions without a parent value"),
            ("undefined", "unresolvable <cds-root> value: Referencing undefined substitution 'users' (in the unit 'substitutions')"),
            ("unknown_id", "unresolvable <cds-root> value: unknown unit id 'width.200'"),
        ]
        #expect(errors.count == expected.count, "\(errors)")
        for (key, fragment) in expected {
            #expect(errors.contains { $0.hasPrefix(#"\#(file): $.en["\#(key)"].string: warning: en: "#) && $0.contains(fragment)
                    && $0.hasSuffix("; translation left out (key '\(key)')") },
                    "\(key): \(errors)")
        }
    }

    @Test func processingInstructionWithoutDataIsLeftOutNotACrash() throws {
        // FoundationXML crashes on `<?name?>` (found by the xliff fuzz target).
        let value = #"<cds-root>\n<?pi?><cds-unit id=\"device.other\">a</cds-unit></cds-root>"#
        let json = Data(#"{"en": {"k": {"string": "\#(value)"}}}"#.utf8)
        let catalog = try TransifexImporter.importCatalog(data: json, file: "txstrings.json")
        #expect(catalog.entries.isEmpty)
        #expect(catalog.diagnostics.map(\.description) == [
            #"txstrings.json: $.en["k"].string: warning: en: invalid <cds-root> XML: a processing instruction without data (<?name?>) is not supported (line 2, column 1 of the value); translation left out (key 'k')"#,
        ])
    }

    @Test func entityDeclarationIsLeftOutNotACrash() throws {
        // An entity that spells `<?pi?>` with a character reference crashed
        // FoundationXML when referenced (found by the xliff fuzz target).
        let value = #"<?xml version=\"1.0\"?><!DOCTYPE cds-root [<!ENTITY e \"&#60;?pi?>\">]><cds-root><cds-unit id=\"device.other\">&e;</cds-unit></cds-root>"#
        let json = Data(#"{"en": {"k": {"string": "\#(value)"}}}"#.utf8)
        let catalog = try TransifexImporter.importCatalog(data: json, file: "txstrings.json")
        #expect(catalog.entries.isEmpty)
        #expect(catalog.diagnostics.map(\.description) == [
            #"txstrings.json: $.en["k"].string: warning: en: invalid <cds-root> XML: a DTD declaration (<!ENTITY) is not supported (line 1, column 42 of the value); translation left out (key 'k')"#,
        ])
    }

    @Test func valueLibxml2CouldReadInAnotherEncodingIsLeftOut() throws {
        // A declaration naming UTF-7 would let `+ADw-?x?+AD4-` reach libxml2
        // as `<?x?>`; a NUL makes it guess UTF-16. Both are refused first.
        let utf7 = #"<?xml version=\"1.0\" encoding=\"UTF-7\"?><cds-root><cds-unit id=\"device.other\">+ADw-?x?+AD4-</cds-unit></cds-root>"#
        let nul = #"<cds-root><cds-unit id=\"device.other\">a\u0000</cds-unit></cds-root>"#
        let json = Data(#"{"en": {"u": {"string": "\#(utf7)"}, "n": {"string": "\#(nul)"}}}"#.utf8)
        let catalog = try TransifexImporter.importCatalog(data: json, file: "txstrings.json")
        #expect(catalog.entries.isEmpty)
        #expect(catalog.diagnostics.map(\.description) == [
            #"txstrings.json: $.en["n"].string: warning: en: invalid <cds-root> XML: a NUL byte is not supported (line 1, column 40 of the value); translation left out (key 'n')"#,
            #"txstrings.json: $.en["u"].string: warning: en: invalid <cds-root> XML: the encoding 'UTF-7' is not supported (line 1, column 21 of the value); translation left out (key 'u')"#,
        ])
    }

    @Test func positionalAndSubstitutionSpecifiersNeverCrash() throws {
        // %1$@ in plain text, %N$#@…@ in XML: rendered (see seedExamples, starAtAndBracesAreText).
        // %#@…@ in plain text: an error naming the place, not a crash.
        let errors = Self.problems("fr.json")
        let file = Self.folder.appendingPathComponent("leftout/fr.json").relativePath
        #expect(errors.contains(#"\#(file): $.data["plain_token"].string: warning: fr: the text refers to substitution 'users', which only a <cds-root> value can define (at offset 6); translation left out (key 'plain_token')"#),
                "\(errors)")
    }

    @Test func malformedICUPluralsHaveOffsets() {
        let errors = Self.problems("fr.json")
        let file = Self.folder.appendingPathComponent("leftout/fr.json").relativePath
        let expected = [
            #"$.data["keyword"].string: warning: fr: invalid ICU plural: unknown plural keyword 'othr' (expected zero, one, two, few, many, other or =N) (at offset 48); translation left out (key 'keyword')"#,
            #"$.data["no_other"].string: warning: fr: invalid ICU plural: the plural has no 'other' case (at offset 0); translation left out (key 'no_other')"#,
            #"$.data["trailing"].string: warning: fr: invalid ICU plural: unexpected text after the end of the ICU plural (at offset 50); translation left out (key 'trailing')"#,
            #"$.data["unclosed"].string: warning: fr: invalid ICU plural: the plural is not closed with '}' (at offset 0); translation left out (key 'unclosed')"#,
        ]
        for line in expected {
            #expect(errors.contains(file + ": " + line), "\(line)\n\(errors.joined(separator: "\n"))")
        }
        #expect(errors.count == expected.count + 1)
    }

    @Test func malformedShapes() {
        let errors = Self.errors("BadShape.json")
        let file = Self.folder.appendingPathComponent("bad/BadShape.json").relativePath
        #expect(errors.sorted() == [
            #"\#(file): $.de: error: the strings of a locale must be a JSON object of {"string": …} values"#,
            #"\#(file): $.en["flat"]: warning: en: a translation must be an object {"string": …}; translation left out (key 'flat')"#,
            #"\#(file): $.en["missing"]: warning: en: the translation has no 'string'; translation left out (key 'missing')"#,
            #"\#(file): $.en["missing"].text: warning: unknown field 'text' is ignored"#,
            #"\#(file): $.en["number"].string: warning: en: 'string' must be a string; translation left out (key 'number')"#,
            #"\#(file): $.pt_BR: error: locale pt-BR appears twice, as 'pt-BR' and as 'pt_BR'"#,
            #"\#(file): $.strings: error: 'strings' is not a locale; txstrings.json maps locales to strings"#,
        ].sorted(), "\(errors.joined(separator: "\n"))")

        let json = Self.errors("BadJSON.json")
        #expect(json.count == 1 && json[0].contains("BadJSON.json:5:3: error: invalid JSON"), "\(json)")

        let unnamed = Self.errors("response.json")
        #expect(unnamed == [#"\#(Self.folder.appendingPathComponent("bad/response.json").relativePath): $: error: cannot tell the locale of this Transifex answer: name the file after it (fr.json) or pass the locale"#])
    }

    @Test func xmlThatDoesNotStartTheValueIsLeftOut() throws {
        let data = Data(#"{"en": {"a": {"string": "Hi <cds-root><cds-unit id=\"device.mac\">Mac</cds-unit></cds-root>"}}}"#.utf8)
        let errors = try TransifexImporter.importCatalog(data: data, file: "txstrings.json").diagnostics.map(\.description)
        #expect(errors == [#"txstrings.json: $.en["a"].string: warning: en: the text holds <cds-root> XML that does not start the value; it cannot be resolved; translation left out (key 'a')"#])
        let declared = Data(#"{"en": {"a": {"string": "<?xml version=\"1.0\"?><cds-root><cds-unit id=\"device.other\">Any</cds-unit></cds-root>"}}}"#.utf8)
        #expect(try TransifexImporter.importCatalog(data: declared, file: "txstrings.json").entries.count == 1)
    }

    @Test func poundInATransifexPluralIsTextWithAWarning() throws {
        let data = Data(#"{"en": {"a": {"string": "{???, plural, one {# item} other {Item #%d}}"}}}"#.utf8)
        let catalog = try TransifexImporter.importCatalog(data: data, file: "txstrings.json")
        #expect(catalog.diagnostics.map(\.description) == [
            #"txstrings.json: $.en["a"].string: warning: the case 'one' writes '#', which is text in a Transifex plural; write %d for the number"#,
        ])
        let c = try Support.bundle(catalog)
        #expect(c.string("a", locale: c.locale("en"), arguments: [1]) == "# item")
        #expect(c.string("a", locale: c.locale("en"), arguments: [7]) == "Item #7")
    }

    @Test func recognition() throws {
        let tx = try Data(contentsOf: Self.folder.appendingPathComponent("txstrings.json"))
        #expect(TransifexImporter.recognizes(data: tx, file: "txstrings.json"))
        #expect(TransifexImporter.recognizes(data: tx, file: "pull.json"))
        let pt = try Data(contentsOf: Self.folder.appendingPathComponent("pt.json"))
        #expect(TransifexImporter.recognizes(data: pt, file: "pt.json"))
        #expect(!TransifexImporter.recognizes(data: Data(#"{"a": "b"}"#.utf8), file: "en.json"))
        #expect(!TransifexImporter.recognizes(data: Data(#"{"@metadata": {}, "a": "b"}"#.utf8), file: "en.json"))
        // A pull with malformed members is still a pull, so its errors get JSON paths.
        let shape = try Data(contentsOf: Self.folder.appendingPathComponent("bad/BadShape.json"))
        #expect(TransifexImporter.recognizes(data: shape, file: "BadShape.json"))
        #expect(!TransifexImporter.recognizes(data: Data(#"{"en": {"a": {"text": "b"}}}"#.utf8), file: "x.json"))
    }
}
