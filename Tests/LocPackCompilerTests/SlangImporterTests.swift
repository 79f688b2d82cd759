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

    /// The two files above, read with `string_interpolation: braces`.
    static func importEnglishAndPolish() throws -> MessageCatalog {
        var braces = SlangConfiguration()
        braces.interpolation = .braces
        return try SlangImporter.importCatalog(documents: [(Data(english.utf8), "i18n/en.json"), (Data(polish.utf8), "i18n/strings_pl.i18n.json")],
                                               options: ImportOptions(), configuration: braces)
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

    /// slang texts are read into ICU parts directly: a problem the ICU
    /// lowering finds is placed in the slang text itself, and a plural
    /// without `other` is left out; 15 plurals nested through links render.
    @Test func problemsArePlacedInTheSlangText() throws {
        var braces = SlangConfiguration()
        braces.interpolation = .braces
        let many = (1...256).map { "{a\($0)}" }.joined(separator: " ")
        var plurals: [String] = []
        for level in 0..<15 {
            plurals.append(#""p\#(level)": {"one": "x", "other": "@:p\#(level + 1)"}"#)
        }
        let json = #"{"many": "\#(many)", "noOther(plural)": {"one": "one"}, \#(plurals.joined(separator: ", ")), "p15": "end"}"#
        let catalog = try SlangImporter.importCatalog(documents: [(Data(json.utf8), "i18n/en.json")], options: ImportOptions(),
                                                      configuration: braces)
        let warnings = catalog.diagnostics.filter { $0.severity == .warning }.map(\.description)
        let offset = many.distance(from: many.startIndex, to: many.range(of: "{a256}")!.lowerBound)
        #expect(warnings.contains { $0.contains("too many arguments (at most 255) (at offset \(offset))") && $0.contains("key 'many'") },
                "\(warnings)")
        #expect(warnings.contains { $0.contains("the plural has no 'other' case (at offset 0)") && $0.contains("key 'noOther'") }, "\(warnings)")
        let c = try packAndOpen(catalog)
        #expect(c.string("p0", locale: c.locale("en"), arguments: [.int(5)]) == "end")
    }

    /// Whether `locpack build` reads `json`, named `file`, as slang.
    private static func readAsSlang(_ json: Any, _ file: String) -> Bool {
        SlangImporter.recognizes(data: try! JSONSerialization.data(withJSONObject: json), file: file)
    }

    @Test func theFormatIsToldFromICUMessageFiles() {
        #expect(Self.readAsSlang(["general": ["off": "Off"]], "de.json"))
        #expect(Self.readAsSlang(["words": ["a", "b"]], "de.json"))
        // Flat texts are ICU message files, unless slang's own naming says otherwise.
        #expect(!Self.readAsSlang(["off": "Off"], "de.json"))
        #expect(Self.readAsSlang(["off": "Off"], "strings_de.i18n.json"))
        // An object of plural categories only is Swifternalization's shape.
        #expect(!Self.readAsSlang(["items": ["one": "x", "other": "y"]], "de.json"))
        // FormatJS objects, translatewiki and Transifex are theirs.
        #expect(!Self.readAsSlang(["off": ["defaultMessage": "Off"]], "de.json"))
        #expect(!Self.readAsSlang(["@metadata": ["authors": []], "a": ["b": "c"]], "de.json"))
        #expect(!Self.readAsSlang(["data": ["a": ["string": "b"]]], "de.json"))
        #expect(SlangImporter.locale(ofFile: "i18n/strings_pt_BR.i18n.json") == "pt-BR")
        #expect(SlangImporter.locale(ofFile: "i18n/sr-Cyrl.json") == "sr-Cyrl")
    }

    @Test func aDirectorySearchTakesLocaleNamedFilesOnly() throws {
        try withScratchDirectory { root in
            let folder = root.appendingPathComponent("app/assets/i18n")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // localsend's shape: slang configured in build.yaml, two folders above the files.
            try Data("targets:\n  $default:\n    builders:\n      slang_build_runner:\n        options:\n          base_locale: en\n          string_interpolation: braces # as localsend\n".utf8)
                .write(to: root.appendingPathComponent("app/build.yaml"))
            try Data(Self.english.utf8).write(to: folder.appendingPathComponent("en.json"))
            try Data(Self.polish.utf8).write(to: folder.appendingPathComponent("pl.json"))
            // slang's own reports, another tool's nested JSON in an .lproj folder, data named like no language.
            try Data(#"{"pl": {"general": {"on": "Wł."}}}"#.utf8).write(to: folder.appendingPathComponent("_missing_translations_pl.json"))
            let lproj = root.appendingPathComponent("Input/de.lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data(#"{"common": {"ok": "OK"}}"#.utf8).write(to: lproj.appendingPathComponent("app.json"))
            try Data(#"{"icons": {"home": "house"}}"#.utf8).write(to: root.appendingPathComponent("icons.json"))
            // Test data whose name ends like a locale after an underscore (id: Indonesian).
            try Data(#"{"input": {"title": "Hi", "app_id": "x"}, "push": true}"#.utf8).write(to: root.appendingPathComponent("entity_id.json"))
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

    /// slang's default interpolation is Dart's (`$name`, `${name}`, `\$` a
    /// dollar sign); `double_braces` reads `{{name}}`; single braces are
    /// then text.
    @Test func eachInterpolationReadsItsOwnArguments() throws {
        func render(_ text: String, _ interpolation: SlangConfiguration.Interpolation) throws -> String {
            var configuration = SlangConfiguration()
            configuration.interpolation = interpolation
            let json = #"{"m": {"t": "\#(text)"}}"#
            let c = try packAndOpen(try SlangImporter.importCatalog(documents: [(Data(json.utf8), "en.json")], options: ImportOptions(),
                                                                    configuration: configuration))
            return c.string("m.t", locale: c.locale("en"), arguments: [.string("Ann"), .int(3)])
        }
        #expect(try render(#"$name has ${count} for \\$5 {x}"#, .dart) == "Ann has 3 for $5 {x}")
        #expect(try render(#"{{name}} has {{count}} {x} $y"#, .doubleBraces) == "Ann has 3 {x} $y")
        #expect(try render(#"{name} has {count} $y {not a name}"#, .braces) == "Ann has 3 $y {not a name}")
    }

    /// `slang.yaml` above the files sets the interpolation and the base
    /// locale, which names `strings.i18n.json`.
    @Test func slangYAMLSetsTheInterpolationAndTheBaseLocale() throws {
        try withScratchDirectory { root in
            try Data("base_locale: de\nstring_interpolation: braces\n".utf8).write(to: root.appendingPathComponent("slang.yaml"))
            let folder = root.appendingPathComponent("lib/i18n")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(#"{"hello": "Hallo {name}"}"#.utf8).write(to: folder.appendingPathComponent("strings.i18n.json"))
            try Data(#"{"hello": "Hello {name}"}"#.utf8).write(to: folder.appendingPathComponent("strings_en.i18n.json"))
            let found = SlangConfiguration.find(forFileAt: folder.appendingPathComponent("strings.i18n.json").path)
            #expect(found.interpolation == .braces && found.baseLocale == "de")
            let files = try CatalogLoader.sourceFiles(in: [root.path])
            #expect(files.map(\.lastPathComponent) == ["strings.i18n.json", "strings_en.i18n.json"])
            let c = try packAndOpen(try CatalogLoader.load(files, sourceLanguage: "de"))
            #expect(c.string("hello", locale: c.locale("de"), arguments: [.string("Ann")]) == "Hallo Ann")
            #expect(c.string("hello", locale: c.locale("en"), arguments: [.string("Ann")]) == "Hello Ann")
        }
    }

    /// Reads `json` as `en.json` with `interpolation`; returns the catalog.
    static func read(_ json: String, _ interpolation: SlangConfiguration.Interpolation = .braces,
                     file: String = "en.json") throws -> MessageCatalog {
        var configuration = SlangConfiguration()
        configuration.interpolation = interpolation
        return try SlangImporter.importCatalog(documents: [(Data(json.utf8), file)], options: ImportOptions(), configuration: configuration)
    }

    /// slang's texts become Dart string literals: a backslash escapes the
    /// next character (`\"`, `\n`, `\{name}` and `\@:` are text).
    @Test func backslashesEscapeAsInDart() throws {
        let json = #"{"m": {"quote": "open \\\"{file}\\\"", "lines": "a\\nb", "brace": "\\{file} {file}", "link": "\\@:m.lines", "dollar": "\\$5 $file"}}"#
        let c = try packAndOpen(try Self.read(json))
        let en = c.locale("en")
        #expect(c.string("m.quote", locale: en, arguments: [.string("x")]) == "open \"x\"")
        #expect(c.string("m.lines", locale: en) == "a\nb")
        #expect(c.string("m.brace", locale: en, arguments: [.string("x")]) == "{file} x")
        #expect(c.string("m.link", locale: en) == "@:m.lines")
        let dart = try packAndOpen(try Self.read(json, .dart))
        #expect(dart.string("m.dollar", locale: dart.locale("en"), arguments: [.string("x")]) == "$5 x")
    }

    /// slang parameters may carry spaces and a type: `{ count: int }`.
    @Test func typedAndSpacedParametersAreArguments() throws {
        let c = try packAndOpen(try Self.read(#"{"m": {"t": "{ name } has {count: int}"}}"#))
        #expect(c.string("m.t", locale: c.locale("en"), arguments: [.string("Ann"), .int(3)]) == "Ann has 3")
        let dart = try packAndOpen(try Self.read(#"{"m": {"t": "${ name } has ${count:int}"}}"#, .dart))
        #expect(dart.string("m.t", locale: dart.locale("en"), arguments: [.string("Ann"), .int(3)]) == "Ann has 3")
    }

    /// Keys with parentheses that are no modifiers stay whole; numbers are
    /// text; `"one,two"` serves both forms; ARB-style comments; a key
    /// written twice keeps the first, with a warning.
    @Test func keysNumbersAndCommentsAsSlangReadsThem() throws {
        let json = #"{"modes": {"Auto (TUN)": "Auto", "モード(自動)": "Mode", "version": 3}, "a": "A", "a(rich)": "B", "@a": {"description": "Letter"}, "items": {"one,two": "few of {n}", "other": "{n}"}}"#
        let catalog = try Self.read(json)
        #expect(Set(catalog.entries.map(\.key)) == ["modes.Auto (TUN)", "modes.モード(自動)", "modes.version", "a", "items"])
        #expect(catalog.entries.first { $0.key == "a" }?.comment == "Letter")
        #expect(catalog.diagnostics.contains { $0.message.contains("'a' is already defined") })
        let c = try packAndOpen(catalog)
        let en = c.locale("en")
        #expect(c.string("a", locale: en) == "A")
        #expect(c.string("modes.version", locale: en) == "3")
        #expect(c.string("items", locale: en, arguments: [.int(1)]) == "few of 1")
    }

    /// `strings-de.i18n.json` is German; a file named `….i18n.json` is
    /// slang's whatever it holds, a namespace with a `message` key too.
    @Test func slangNamingIsEnough() throws {
        #expect(SlangImporter.locale(ofFile: "lib/i18n/strings-de.i18n.json") == "de")
        #expect(Self.readAsSlang(["error": ["title": "Oops", "message": "Failed"]], "strings_de.i18n.json"))
        #expect(Self.readAsSlang(["error": ["title": "Oops", "message": "Failed"], "home": ["title": "Home"]], "de.json"))
        let catalog = try Self.read(#"{"error": {"title": "Oops", "message": "Failed"}}"#, file: "strings-de.i18n.json")
        #expect(Set(catalog.entries.map(\.key)) == ["error.title", "error.message"])
        #expect(catalog.entries.allSatisfy { $0.localizations.keys.sorted() == ["de"] })
    }

    /// With `base_locale: de`, a link a French file cannot resolve takes the
    /// German message.
    @Test func linksFallBackToTheBaseLocale() throws {
        try withScratchDirectory { root in
            try Data("base_locale: de\nstring_interpolation: braces\n".utf8).write(to: root.appendingPathComponent("slang.yaml"))
            try Data(#"{"a": "A-de", "x": {"y": "z"}}"#.utf8).write(to: root.appendingPathComponent("de.json"))
            try Data(#"{"b": "@:a!", "x": {"y": "z"}}"#.utf8).write(to: root.appendingPathComponent("fr.json"))
            let catalog = try SlangImporter.importCatalog(at: root)
            let c = try packAndOpen(catalog)
            #expect(c.string("b", locale: c.locale("fr")) == "A-de!")
        }
    }

    /// Links to links multiply: each of 12 levels links the one below ten
    /// times. Every message is converted once, and those whose text would
    /// pass 1 MiB are left out with a warning, in well under a second.
    @Test func linksThatMultiplyAreBounded() throws {
        var members = [#""l0": "ab""#]
        for level in 1...12 { members.append("\"l\(level)\": \"" + String(repeating: "@:l\(level - 1)", count: 10) + "\"") }
        let catalog = try Self.read("{" + members.joined(separator: ", ") + "}")
        #expect(catalog.entries.contains { $0.key == "l5" })
        #expect(!catalog.entries.contains { $0.key == "l6" || $0.key == "l12" })
        #expect(catalog.diagnostics.contains { $0.message.contains("its links expand to more than 1 MiB of text") && $0.message.contains("key 'l6'") },
                "\(catalog.diagnostics.prefix(3))")
    }
}
