import Foundation
import LocPack
@testable import LocPackCompiler
import Testing

private typealias Support = ImporterTestSupport

@Suite("TranslateWikiImporter")
struct TranslateWikiImporterTests {
    static let wiki = Support.fixtures("translatewiki/wiki")
    static let bad = Support.fixtures("translatewiki/bad")
    static let leftOut = Support.fixtures("translatewiki/leftout")

    static func bundle() throws -> Catalog { try Support.bundle(TranslateWikiImporter.importCatalog(at: wiki)) }

    static func message(_ text: String, locale: String = "en") throws -> Message {
        let data = Data(try JSONSerialization.data(withJSONObject: ["m": text]))
        let catalog = try TranslateWikiImporter.importCatalog(documents: [(data, "\(locale).json")])
        return try #require(catalog.entries.first?.localizations[LocaleIdentifier.canonical(locale)])
    }

    // MARK: Model

    @Test func directoryWithDocumentation() throws {
        let catalog = try TranslateWikiImporter.importCatalog(at: Self.wiki)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.entries.map(\.key) == ["dozen-places", "files-in-folders", "nested", "photos", "saved-places", "welcome"])
        let photos = try #require(catalog.entries.first { $0.key == "photos" })
        #expect(photos.comment == "Number of photos.")
        #expect(Set(photos.localizations.keys) == ["en", "de", "pl", "pt-BR"])
        #expect(photos.location.description.hasSuffix(#"en.json: $["photos"]"#))
        #expect(catalog.entries.first { $0.key == "saved-places" }?.comment
            == "Count of saved places. Parameters:\n* $1 - the number of places")
        let notes = catalog.diagnostics.map(\.description)
        #expect(notes.count == 2, "\(notes)")
        #expect(notes.contains { $0.hasSuffix(#"de.json: $["photos"]: note: {{PLURAL}} has 3 forms but de has 2 plural categories (one, other); the last 1 is ignored (at offset 0)"#) })
        #expect(notes.contains { $0.hasSuffix(#"qqq.json: $["removed-message"]: note: 'removed-message' is documented but no message file defines it"#) })
    }

    @Test func pluralNodes() throws {
        #expect(try Self.message("{{PLURAL:$1|$1 photo|$1 photos}}") == Message([.plural(PluralChoice(
            argumentIndex: 1, operandSpec: ServiceTestNode.lld,
            rules: .cldrCardinal, categories: [.one: Message([ServiceTestNode.arg(1), ServiceTestNode.text(" photo")]), .other: Message([ServiceTestNode.arg(1), ServiceTestNode.text(" photos")])]))]))
        // Polish with three forms: one, few, and the last form for many and other.
        let pl = try Self.message("{{PLURAL:$1|A|B|C}}", locale: "pl")
        #expect(pl == Message([.plural(PluralChoice(argumentIndex: 1, operandSpec: ServiceTestNode.lld,
                                                    rules: .cldrCardinal, categories: [.one: .text("A"), .few: .text("B"), .other: .text("C")]))]))
        // `%1$d` keeps its spec; `$2` that selects nothing is text.
        let mixed = try Self.message("%1$d {{PLURAL:%1$d|0=none|one|many}} by $2")
        guard case .plural(let choice) = mixed.nodes[2] else {
            Issue.record("no plural: \(mixed)")
            return
        }
        #expect(mixed.nodes[0] == ServiceTestNode.arg(1, ServiceTestNode.d) && mixed.nodes.last == ServiceTestNode.arg(2, ServiceTestNode.object))
        #expect(choice.operandSpec == ServiceTestNode.d && choice.exact.map(\.value) == ["0"])
    }

    // MARK: Rendering

    @Test func aDozenPlacesForTwelve() throws {
        let c = try Self.bundle()
        let en = c.locale("en")
        #expect(c.string("dozen-places", locale: en, arguments: [12]) == "a dozen places")
        #expect(c.string("dozen-places", locale: en, arguments: [1]) == "1 place")
        #expect(c.string("dozen-places", locale: en, arguments: [11]) == "11 places")
        #expect(c.string("dozen-places", locale: en, arguments: [13]) == "13 places")
    }

    @Test func explicitZeroAndCategories() throws {
        let c = try Self.bundle()
        let en = c.locale("en"), pl = c.locale("pl")
        #expect(c.string("saved-places", locale: en, arguments: [0]) == "No saved places")
        #expect(c.string("saved-places", locale: en, arguments: [1]) == "1 place")
        #expect(c.string("saved-places", locale: en, arguments: [1000]) == "1,000 places")
        #expect(c.string("saved-places", locale: pl, arguments: [0]) == "Brak zapisanych miejsc")
        #expect(c.string("saved-places", locale: pl, arguments: [1]) == "1 miejsce")
        #expect(c.string("saved-places", locale: pl, arguments: [22]) == "22 miejsca")
        #expect(c.string("saved-places", locale: pl, arguments: [25]) == "25 miejsc")
    }

    @Test func severalPluralsFewerFormsAndNesting() throws {
        let c = try Self.bundle()
        let en = c.locale("en"), pl = c.locale("pl")
        #expect(c.string("files-in-folders", locale: en, arguments: [1, 3]) == "1 file in 3 folders")
        #expect(c.string("files-in-folders", locale: en, arguments: [1234, 1]) == "1,234 files in 1 folder")
        #expect(c.string("files-in-folders", locale: pl, arguments: [2, 1]) == "2 pliki w 1 folderze")
        // Two forms in Polish: the second serves few, many and other.
        #expect(c.string("files-in-folders", locale: pl, arguments: [5, 5]) == "5 plików w 5 folderach")
        #expect(c.string("nested", locale: en, arguments: [3, 2]) == "3 items in 2 lists")
        #expect(c.string("nested", locale: en, arguments: [3, 1]) == "3 items in one list")
        #expect(c.string("nested", locale: en, arguments: [1, 9]) == "One item")
    }

    @Test func textPlaceholdersAndSymbols() throws {
        let c = try Self.bundle()
        #expect(c.string("welcome", locale: c.locale("en"), arguments: ["Ann"])
            == "Welcome, Ann! 50% off at [[Special:Shop|the shop]] *today* @ {name}.")
        #expect(c.string("photos", locale: c.locale("pt_BR"), arguments: [2]) == "2 fotos")
        #expect(c.string("photos", locale: c.locale("de"), arguments: [1]) == "ein Foto")
    }

    @Test func anArgumentCountedInOneLanguageIsANumberInAll() throws {
        let en = Data(#"{"m": "$1 {{PLURAL:$1|file|files}}"}"#.utf8), de = Data(#"{"m": "$1 Dateien"}"#.utf8)
        let catalog = try TranslateWikiImporter.importCatalog(documents: [(de, "de.json"), (en, "en.json")])
        #expect(catalog.entries[0].localizations["de"] == Message([ServiceTestNode.arg(1), ServiceTestNode.text(" Dateien")]))
        let c = try Support.bundle(catalog)
        #expect(c.string("m", locale: c.locale("de"), arguments: [1234]) == "1.234 Dateien")
    }

    // MARK: Errors

    @Test func malformedMessagesAreLeftOutNamingFilePathAndOffset() throws {
        let url = Self.leftOut.appendingPathComponent("en.json")
        let catalog = try TranslateWikiImporter.importCatalog(at: url)
        let file = url.relativePath
        func leftOut(_ key: String, _ problem: String) -> String {
            #"\#(file): $["\#(key)"]: warning: en: \#(problem); translation left out (key '\#(key)')"#
        }
        #expect(catalog.entries.map(\.key) == ["fine", "greeting"])
        let expected = [
            leftOut("conflict", "$1 is used both as a number ({{PLURAL}}, formatnum or %N$d) and as text ({{GENDER}} or %N$@) (at offset 25)"),
            leftOut("if", "the parser function {{#if:…}} cannot be evaluated outside a wiki (at offset 0)"),
            leftOut("int-missing", "{{int:no-such-message}} refers to a message no file defines (at offset 6)"),
            leftOut("int-with-parameters", "{{int:greeting}} refers to a message with parameters or choices, which MediaWiki would show unexpanded (at offset 6)"),
            leftOut("lowercase", "{{lc:…}} is not supported (LocPack renders PLURAL, GENDER, formatnum, GRAMMAR, #FORMAL, int and site variables) (at offset 0)"),
            leftOut("number", "a message must be a string"),
            leftOut("empty-selector", "the PLURAL selector must be $N or %N$d, not '' (at offset 9)"),
            leftOut("placeholder", "malformed placeholder: unknown conversion 'k' (at offset 6)"),
            leftOut("selector", "the PLURAL selector must be $N or %N$d, not 'count' (at offset 9)"),
            leftOut("template", "{{Helper|…}} is a template, which LocPack cannot expand (at offset 0)"),
            leftOut("unclosed", "{{PLURAL: is not closed with }} (at offset 9)"),
        ]
        #expect(catalog.diagnostics.map(\.description).sorted() == expected.sorted(),
                "\(catalog.diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(catalog.diagnostics.allSatisfy { $0.omitted?.locale == "en" && $0.severity == .warning })
    }

    @Test func malformedFiles() {
        let json = Support.failure { try TranslateWikiImporter.importCatalog(at: Self.bad.appendingPathComponent("fr.json")) }
        #expect(json.count == 1 && json[0].contains("fr.json:3:2: error: invalid JSON"), "\(json)")
        let unnamed = Support.failure { try TranslateWikiImporter.importCatalog(at: Self.bad.appendingPathComponent("messages.json")) }
        #expect(unnamed.count == 1 && unnamed[0].hasSuffix("messages.json: $: error: cannot tell the language of the file: translatewiki files are named after their language code (de.json, pt-br.json)"))
        let list = Support.failure { try TranslateWikiImporter.importCatalog(at: Self.bad.appendingPathComponent("it.json")) }
        #expect(list.count == 1 && list[0].hasSuffix("it.json: $: error: a translatewiki file must be a JSON object of messages"))
    }

    @Test func noCrashOnHostileText() throws {
        func importing(_ text: String) throws -> MessageCatalog {
            try TranslateWikiImporter.importCatalog(documents: [(Data(try JSONSerialization.data(withJSONObject: ["m": text])), "en.json")])
        }
        let deep = String(repeating: "{{PLURAL:$1|a|", count: 40) + String(repeating: "}}", count: 40)
        let problems = try importing(deep).diagnostics.map(\.description)
        #expect(problems.count == 1 && problems[0].contains("nested more than 16 levels"), "\(problems)")
        for text in ["{{", "}}", "{{PLURAL:", "{{PLURAL:$1", "$", "$0", "%1$", "[[", "{{PLURAL:$1|[[x|y]]}}", "|", "%%1$d",
                     "{{GENDER:", "{{GENDER:$1", "{{formatnum:", "{{int:m}}", "{{GRAMMAR:x|{{int:m}}}}", "[[{{", "{{!"] {
            _ = try importing(text)
        }
        #expect(try Self.message("$0 and $ and }} and |").nodes == [ServiceTestNode.text("$0 and $ and }} and |")])
        #expect(try Self.message("{{PLURAL:$1|[[a|b]]|c}}").nodes.count == 1)
    }

    @Test func recognition() {
        #expect(TranslateWikiImporter.recognizes(data: Data(#"{"@metadata": {}, "a": "b"}"#.utf8), file: "de.json"))
        #expect(TranslateWikiImporter.recognizes(data: Data(#"{"a": "b"}"#.utf8), file: "qqq.json"))
        #expect(TranslateWikiImporter.recognizes(data: Data(#"{"a": "{{PLURAL:$1|x|y}}"}"#.utf8), file: "de.json"))
        #expect(TranslateWikiImporter.recognizes(data: Data(#"{"a": "Hello $1"}"#.utf8), file: "de.json"))
        #expect(!TranslateWikiImporter.recognizes(data: Data(#"{"a": "Hello {name}"}"#.utf8), file: "de.json"))
    }
}
