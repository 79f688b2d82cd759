import Foundation
import LocPack
@testable import LocPackCompiler
import Testing

private typealias Support = ImporterTestSupport

/// The same messages written as a Transifex pull, as ICU MessageFormat, as
/// translatewiki `{{PLURAL}}` (and, for reference, as a String Catalog)
/// render identically.
@Suite("Same message, every service format")
struct TransifexICUTranslateWikiMatrixTests {
    /// One bundle per format, each with `polish` (pl) and `found` (en).
    static func bundles() throws -> [(format: String, catalog: Catalog)] {
        func json(_ object: Any) throws -> Data { try JSONSerialization.data(withJSONObject: object) }
        let cds = "<cds-root><cds-unit id=\"substitutions\">Found %1$#@users@ having %2$#@devices@</cds-unit>"
            + "<cds-unit id=\"substitutions.users.plural.one\">%1$lld user</cds-unit>"
            + "<cds-unit id=\"substitutions.users.plural.other\">%1$lld users</cds-unit>"
            + "<cds-unit id=\"substitutions.devices.plural.one\">%2$lld device</cds-unit>"
            + "<cds-unit id=\"substitutions.devices.plural.other\">%2$lld devices</cds-unit></cds-root>"
        let transifex = try TransifexImporter.importCatalog(data: json([
            "en": ["found": ["string": cds]],
            "pl": ["polish": ["string": "{???, plural, one {%d plik} few {%d pliki} many {%d plików} other {%d pliku}}"]],
        ]), file: "txstrings.json")
        let icu = try ICUMessageImporter.importCatalog(documents: [
            (json(["found": "Found {users, plural, one {# user} other {# users}} having {devices, plural, one {# device} other {# devices}}"]), "en.json"),
            (json(["polish": "{count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}"]), "pl.json"),
        ])
        let wiki = try TranslateWikiImporter.importCatalog(documents: [
            (json(["found": "Found $1 {{PLURAL:$1|user|users}} having $2 {{PLURAL:$2|device|devices}}"]), "en.json"),
            (json(["polish": "{{PLURAL:$1|$1 plik|$1 pliki|$1 plików|$1 pliku}}"]), "pl.json"),
        ])
        func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
        func substitution(_ arg: Int, _ one: String, _ other: String) -> [String: Any] {
            ["argNum": arg, "formatSpecifier": "lld", "variations": ["plural": ["one": unit("%arg " + one), "other": unit("%arg " + other)]]]
        }
        let xcstrings = try StringCatalogImporter.importCatalog(data: json([
            "sourceLanguage": "en", "version": "1.0",
            "strings": [
                "found": ["localizations": ["en": [
                    "stringUnit": ["state": "translated", "value": "Found %1$#@users@ having %2$#@devices@"],
                    "substitutions": ["users": substitution(1, "user", "users"), "devices": substitution(2, "device", "devices")],
                ]]],
                "polish": ["localizations": ["pl": ["variations": ["plural": [
                    "one": unit("%lld plik"), "few": unit("%lld pliki"), "many": unit("%lld plików"), "other": unit("%lld pliku"),
                ]]]]],
            ],
        ]), file: "Localizable.xcstrings")
        return try [("Transifex", transifex), ("ICU", icu), ("translatewiki", wiki), ("String Catalog", xcstrings)]
            .map { ($0.0, try Support.bundle($0.1)) }
    }

    @Test func polishPlural() throws {
        let counts: [Int64] = [0, 1, 2, 5, 22, 25, 112, 12345]
        var rendered: [String: [String]] = [:]
        for (format, c) in try Self.bundles() {
            rendered[format] = counts.map { c.string("polish", locale: c.locale("pl"), arguments: [.int($0)]) }
        }
        let expected = ["0 plików", "1 plik", "2 pliki", "5 plików", "22 pliki", "25 plików", "112 plików", "12\u{A0}345 plików"]
        for (format, texts) in rendered {
            #expect(texts == expected, "\(format)")
        }
    }

    @Test func twoPluralArguments() throws {
        let cases: [([MessageArgument], String)] = [
            ([1, 10], "Found 1 user having 10 devices"),
            ([2, 1], "Found 2 users having 1 device"),
            ([0, 0], "Found 0 users having 0 devices"),
            ([1234, 1], "Found 1,234 users having 1 device"),
        ]
        for (format, c) in try Self.bundles() {
            for (arguments, text) in cases {
                #expect(c.string("found", locale: c.locale("en"), arguments: arguments) == text, "\(format)")
            }
        }
    }

    @Test func devicePluralTransifexMatchesStringCatalog() throws {
        let cds = "<cds-root><cds-unit id=\"device.mac.plural.one\">%lld folder on this Mac</cds-unit>"
            + "<cds-unit id=\"device.mac.plural.other\">%lld folders on this Mac</cds-unit>"
            + "<cds-unit id=\"device.other\">Folders: %lld</cds-unit></cds-root>"
        let transifex = try TransifexImporter.importCatalog(
            data: JSONSerialization.data(withJSONObject: ["en": ["folders": ["string": cds]]]), file: "txstrings.json")
        let xcstrings = try StringCatalogImporter.importCatalog(data: Data(#"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {"folders": {"localizations": {"en": {"variations": {"device": {
          "mac": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%lld folder on this Mac"}},
            "other": {"stringUnit": {"state": "translated", "value": "%lld folders on this Mac"}}}}},
          "other": {"stringUnit": {"state": "translated", "value": "Folders: %lld"}}}}}}}}}
        """#.utf8), file: "Localizable.xcstrings")
        #expect(transifex.entries[0].localizations["en"] == xcstrings.entries[0].localizations["en"])
        let c = try Support.bundle(transifex)
        #expect(c.string("folders", locale: c.locale("en"), device: .mac, arguments: [1]) == "1 folder on this Mac")
        #expect(c.string("folders", locale: c.locale("en"), device: .mac, arguments: [4]) == "4 folders on this Mac")
        #expect(c.string("folders", locale: c.locale("en"), device: .iphone, arguments: [4]) == "Folders: 4")
    }

    /// Random texts built from the three grammars' syntax characters: every
    /// reader returns a message or an error, never crashes, and every
    /// message it returns packs into a bundle.
    @Test func randomSyntaxNeverCrashes() throws {
        let alphabet = ["{", "}", "{", "}", "'", "#", "|", "$1", "%d", "%1$d", "%#@x@", "%", "=0 ", "one ", "other ", ",",
                        " plural, ", " select, ", " selectordinal, ", "offset:1 ", "{{PLURAL:$1|", "}}", "[[", "]]", "n",
                        "é", "👩‍👩‍👧", " ", "<cds-root>", "<cds-unit id=\"device.mac\">", "</cds-unit>", "</cds-root>", "&amp;"]
        var state: UInt64 = 0x5EED
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var messages: [Message] = []
        for _ in 0..<3000 {
            let text = (0..<(next() % 24)).map { _ in alphabet[next() % alphabet.count] }.joined()
            if let parsed = try? ICUMessageFormat.parse(text) { messages.append(parsed.message) }
            if let message = TransifexText.read(text).message { messages.append(message) }
            var parser = TranslateWikiMessageParser(text)
            if let parts = try? parser.parse() {
                var lowering = TranslateWikiLowering(locale: "pl", bytes: parser.bytes)
                messages.append(lowering.lower(parts))
            }
        }
        #expect(messages.count > 100)
        let catalog = MessageCatalog(sourceLanguage: "en", entries: messages.enumerated().map {
            CatalogEntry(key: "k\($0.offset)", localizations: ["pl": $0.element], location: SourceLocation(file: "fuzz"))
        })
        let c = try Support.bundle(catalog)
        for k in stride(from: 0, to: messages.count, by: 7) {
            _ = c.string("k\(k)", locale: c.locale("pl"), device: .mac, arguments: [3, "x", 2.5])
        }
    }
}
