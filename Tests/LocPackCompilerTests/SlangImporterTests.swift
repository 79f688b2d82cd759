import Foundation
import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

/// Flutter slang files: nested keys, `{name}` arguments, plurals, links and
/// key modifiers, rendered through a built bundle
/// (`Specs/importers/slang.md`).
@Suite struct SlangImporterTests {
    static let english = #"""
    {
      "appName": "Sender",
      "@appName": "The app's name",
      "general": { "off": "Off", "on": "On", "files": "Files" },
      "quickSave": { "off": "@:general.off", "label": "Quick save: @:{general.on}." },
      "selection": { "files": "Files: {files}", "both": "It's {name}'s {files} {not an argument} #1" },
      "items": { "zero": "No items", "one": "One item", "other": "{n} items #{n}" },
      "minutes(plural, param=m)": { "other": "{m} min" },
      "place(ordinal)": { "one": "{n}st", "two": "{n}nd", "few": "{n}rd", "other": "{n}th" },
      "remaining": "@:minutes left",
      "literal": "@:.minutes stays text",
      "words": ["Adorable", "Brave"],
      "greet(context=Gender)": { "male": "Hello Mr {name}", "female": "Hello Ms {name}" },
      "broken": "See @:general.missing",
      "loop": "@:loop"
    }
    """#

    static let polish = #"""
    {
      "general": { "off": "Wył.", "files": "Pliki" },
      "quickSave": { "off": "@:general.off", "label": "Szybki zapis: @:{general.on}." },
      "items": { "one": "{n} element", "few": "{n} elementy", "many": "{n} elementów", "other": "{n} elementu" }
    }
    """#

    static func importEnglishAndPolish() throws -> MessageCatalog {
        try SlangImporter.importCatalog(documents: [(Data(english.utf8), "i18n/en.json"), (Data(polish.utf8), "i18n/strings_pl.i18n.json")])
    }

    @Test func nestedKeysListsAndArgumentsRender() throws {
        let catalog = try Self.importEnglishAndPolish()
        let c = try packAndOpen(catalog)
        let en = c.locale("en"), pl = c.locale("pl")
        #expect(c.string("appName", locale: en) == "Sender")
        #expect(catalog.entries.first { $0.key == "appName" }?.comment == "The app's name")
        #expect(c.string("general.files", locale: pl) == "Pliki")
        #expect(c.string("selection.files", locale: en, arguments: [.int(3)]) == "Files: 3")
        // slang has no quoting: apostrophes, braces around no name and # are text.
        #expect(c.string("selection.both", locale: en, arguments: [.string("Ann"), .int(2)]) == "It's Ann's 2 {not an argument} #1")
        #expect(c.string("words.0", locale: en) == "Adorable")
        #expect(c.string("words.1", locale: en) == "Brave")
    }

    @Test func pluralsFollowCLDRWithZeroForTheNumberZero() throws {
        let c = try packAndOpen(try Self.importEnglishAndPolish())
        let en = c.locale("en"), pl = c.locale("pl")
        #expect(c.string("items", locale: en, arguments: [.int(0)]) == "No items")
        #expect(c.string("items", locale: en, arguments: [.int(1)]) == "One item")
        #expect(c.string("items", locale: en, arguments: [.int(7)]) == "7 items #7")
        #expect(c.string("items", locale: pl, arguments: [.int(3)]) == "3 elementy")
        #expect(c.string("items", locale: pl, arguments: [.int(5)]) == "5 elementów")
        // Polish has no zero form: 0 is many there, as slang's resolver falls through.
        #expect(c.string("items", locale: pl, arguments: [.int(0)]) == "0 elementów")
        #expect(c.string("minutes", locale: en, arguments: [.int(4)]) == "4 min")
        #expect(c.string("place", locale: en, arguments: [.int(22)]) == "22nd")
        #expect(c.string("place", locale: en, arguments: [.int(13)]) == "13th")
    }

    @Test func linksTakeTheLinkedMessage() throws {
        let catalog = try Self.importEnglishAndPolish()
        let c = try packAndOpen(catalog)
        let en = c.locale("en"), pl = c.locale("pl")
        #expect(c.string("quickSave.off", locale: en) == "Off")
        #expect(c.string("quickSave.off", locale: pl) == "Wył.")
        // A link the locale lacks takes the source language's message; a trailing period is text.
        #expect(c.string("quickSave.label", locale: pl) == "Szybki zapis: On.")
        // A link to a plural brings the plural, with its parameter.
        #expect(c.string("remaining", locale: en, arguments: [.int(9)]) == "9 min left")
        // As slang reads links, a path must start with a letter, digit or _.
        #expect(c.string("literal", locale: en) == "@:.minutes stays text")
    }

    @Test func whatCannotBeReadIsLeftOutWithAWarning() throws {
        let catalog = try Self.importEnglishAndPolish()
        let warnings = catalog.diagnostics.filter { $0.severity == .warning }.map(\.description)
        #expect(warnings.contains { $0.contains("slang contexts (context=…) are not supported") && $0.contains("key 'greet'") },
                "\(warnings)")
        #expect(warnings.contains { $0.contains("the link @:general.missing names no message") && $0.contains("key 'broken'") },
                "\(warnings)")
        #expect(warnings.contains { $0.contains("links nest more than 16 deep") && $0.contains("key 'loop'") }, "\(warnings)")
        #expect(!catalog.entries.contains { ["greet", "broken", "loop"].contains($0.key) })
    }

    @Test func theFormatIsToldFromICUMessageFiles() {
        #expect(SlangImporter.recognizes(json: ["general": ["off": "Off"]]))
        #expect(SlangImporter.recognizes(json: ["words": ["a", "b"]]))
        // Flat texts are ICU message files; FormatJS objects, translatewiki and Transifex are theirs.
        #expect(!SlangImporter.recognizes(json: ["off": "Off"]))
        #expect(!SlangImporter.recognizes(json: ["off": ["defaultMessage": "Off"]]))
        #expect(!SlangImporter.recognizes(json: ["@metadata": ["authors": []], "a": ["b": "c"]]))
        #expect(!SlangImporter.recognizes(json: ["data": ["a": ["string": "b"]]]))
        #expect(SlangImporter.locale(ofFile: "i18n/strings_pt_BR.i18n.json") == "pt-BR")
        #expect(SlangImporter.locale(ofFile: "i18n/sr-Cyrl.json") == "sr-Cyrl")
    }

    @Test func aDirectorySearchTakesLocaleNamedFilesOnly() throws {
        try withScratchDirectory { root in
            let folder = root.appendingPathComponent("app/assets/i18n")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(Self.english.utf8).write(to: folder.appendingPathComponent("en.json"))
            try Data(Self.polish.utf8).write(to: folder.appendingPathComponent("pl.json"))
            // slang's own reports, another tool's nested JSON in an .lproj folder, data named like no language.
            try Data(#"{"pl": {"general": {"on": "Wł."}}}"#.utf8).write(to: folder.appendingPathComponent("_missing_translations_pl.json"))
            let lproj = root.appendingPathComponent("Input/de.lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data(#"{"common": {"ok": "OK"}}"#.utf8).write(to: lproj.appendingPathComponent("app.json"))
            try Data(#"{"icons": {"home": "house"}}"#.utf8).write(to: root.appendingPathComponent("icons.json"))
            let files = try CatalogLoader.sourceFiles(in: [root.path])
            #expect(files.map(\.lastPathComponent) == ["en.json", "pl.json"])
            let c = try packAndOpen(try CatalogLoader.load(files))
            #expect(c.string("items", locale: c.locale("pl"), arguments: [.int(3)]) == "3 elementy")
        }
    }

    /// An object of texts mixing plural categories with other keys reads as
    /// nested keys (as slang reads it), with a warning: a misspelt category
    /// (Swifternalization's `unknown-expression/pl.json`, named alone) is
    /// reported, not silently split.
    @Test func aMisspeltPluralIsReadAsKeysWithAWarning() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/swifternalization/unknown-expression/pl.json")
        let catalog = try CatalogLoader.load([folder])
        #expect(catalog.diagnostics.map(\.severity) == [.warning])
        #expect(catalog.diagnostics.first?.message == "pl: 'cars' is read as nested keys, not as a plural: 'more' is no plural category (zero, one, two, few, many, other)",
                "\(catalog.diagnostics)")
        let c = try packAndOpen(catalog)
        #expect(c.string("cars.one", locale: c.locale("pl")) == "1 samochód")
    }
}
