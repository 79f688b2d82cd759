import Foundation
import LocPack
@testable import LocPackCompiler
import Testing

/// i18next JSON resources read into messages and rendered as i18next's `t()`
/// renders them (`Specs/importers/i18next.md`). Expected texts are i18next's
/// documented behaviour, written out here.
struct I18nextImporterTests {
    /// Imports files by path (`locales/en/translation.json`).
    static func importFiles(_ files: [(path: String, json: String)], options: ImportOptions = ImportOptions()) throws -> MessageCatalog {
        try I18nextImporter.importCatalog(documents: files.map { (Data($0.json.utf8), $0.path) }, options: options)
    }

    static func render(_ catalog: Catalog, _ key: String, _ locale: String, table: String = "translation",
                       _ named: [NamedArgument] = []) -> String {
        guard let handle = catalog.key(key, table: table) else { return "<no key \(key)>" }
        return catalog.string(handle, locale: catalog.locale(locale), namedArguments: named)
    }

    /// Imports `files` and builds them into a bundle.
    static func bundle(_ files: [(path: String, json: String)]) throws -> (Catalog, MessageCatalog) {
        let catalog = try importFiles(files)
        return (try ImporterTestSupport.bundle(catalog), catalog)
    }

    /// Renders `key` with `value` as its argument `v`, the formatters' tests' value.
    static func render(_ bundle: Catalog, _ key: String, _ locale: String, _ value: MessageArgument) -> String {
        render(bundle, key, locale, [NamedArgument("v", value)])
    }

    static func leftOut(_ catalog: MessageCatalog) -> [String] {
        catalog.diagnostics.compactMap { $0.omitted.map { "\($0.locale) \($0.key)" } }.sorted()
    }

    @Test func layoutsNamespacesNestedKeysAndArrays() throws {
        let catalog = try Self.importFiles([
            ("locales/en/translation.json", #"{"nav": {"home": "Home", "steps": ["One", "Two"]}, "n": 5}"#),
            ("locales/pt_BR/common.json", #"{"save": "Salvar"}"#),
            ("web/de.json", #"{"hi": "Hallo"}"#),
        ])
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(bundle, "nav.home", "en") == "Home")
        #expect(Self.render(bundle, "nav.steps.1", "en") == "Two")
        // The namespace is the table; a file named after its locale is the build's table.
        #expect(Self.render(bundle, "save", "pt-BR", table: "common") == "Salvar")
        #expect(Self.render(bundle, "hi", "de", table: "Localizable") == "Hallo")
        #expect(Self.leftOut(catalog) == ["en n"])
    }

    @Test func v4PluralsWithTheZeroRuleAndCLDRCategories() throws {
        let catalog = try Self.importFiles([
            ("locales/en/translation.json", #"{"items_zero": "no items", "items_one": "{{count}} item", "items_other": "{{count}} items"}"#),
            ("locales/ar/translation.json", #"""
            {"items_zero": "لا شيء", "items_one": "واحد", "items_two": "اثنان", "items_few": "{{count}} قليلة",
             "items_many": "{{count}} كثيرة", "items_other": "{{count}} أخرى"}
            """#),
            ("locales/de/translation.json", #"{"items_one": "{{count}} Ding", "items_other": "{{count}} Dinge"}"#),
        ])
        let bundle = try ImporterTestSupport.bundle(catalog)
        func items(_ locale: String, _ count: MessageArgument) -> String { Self.render(bundle, "items", locale, [NamedArgument("count", count)]) }
        // `_zero` answers 0 in every language, English too (CLDR has no zero there).
        #expect([0, 1, 2, 1000].map { items("en", .int($0)) } == ["no items", "1 item", "2 items", "1000 items"])
        // Intl.PluralRules: 1.5 is not `one`; String(1.5) is `1.5`.
        #expect(items("en", 1.5) == "1.5 items")
        #expect([0, 1, 2, 3, 11, 100].map { items("ar", .int($0)) } == ["لا شيء", "واحد", "اثنان", "3 قليلة", "11 كثيرة", "100 أخرى"])
        // German has no `_zero`: 0 takes its category, `other`.
        #expect(items("de", 0) == "0 Dinge")
        // Without a count i18next looks up the bare key only: with none, it shows the key's name.
        #expect(Self.render(bundle, "items", "de") == "items")
    }

    @Test func ordinalsAndContextsFollowI18nextsLookupOrder() throws {
        let catalog = try Self.importFiles([("locales/en/translation.json", #"""
            {"place_ordinal_one": "{{count}}st", "place_ordinal_two": "{{count}}nd", "place_ordinal_few": "{{count}}rd",
             "place_ordinal_other": "{{count}}th",
             "friend": "A friend", "friend_male": "A boyfriend", "friend_male_one": "{{count}} boyfriend",
             "friend_male_other": "{{count}} boyfriends", "friend_other": "{{count}} friends",
             "choose_at_least_one": "Choose at least one"}
            """#)])
        let bundle = try ImporterTestSupport.bundle(catalog)
        let places = [1, 2, 3, 4, 11, 21, 112].map {
            Self.render(bundle, "place", "en", [NamedArgument("count", .int($0)), NamedArgument("ordinal", "true")])
        }
        #expect(places == ["1st", "2nd", "3rd", "4th", "11th", "21st", "112th"])
        func friend(_ context: String?, _ count: Int64?) -> String {
            var named: [NamedArgument] = []
            if let context { named.append(NamedArgument("context", .string(context))) }
            if let count { named.append(NamedArgument("count", .int(count))) }
            return Self.render(bundle, "friend", "en", named)
        }
        #expect(friend("male", 1) == "1 boyfriend")
        #expect(friend("male", nil) == "A boyfriend")
        // An unknown context falls back to the key without one: `friend_one` is missing, so the bare key.
        #expect(friend("female", 1) == "A friend")
        #expect(friend("female", 3) == "3 friends")
        #expect(friend(nil, nil) == "A friend")
        // The context's own key is a key too, and a lone `_one` is no plural.
        #expect(Self.render(bundle, "friend_male", "en") == "A boyfriend")
        #expect(Self.render(bundle, "choose_at_least_one", "en") == "Choose at least one")
    }

    @Test func valuesAreEscapedAndWrittenAsJavaScriptWrites() throws {
        let files = [("locales/en/translation.json", #"""
            {"hi": "Hi {{ name }}, <b>{{- html}}</b> {{n}}", "price": "{{v, currency(USD)}} · {{n, number(minimumFractionDigits: 2)}}",
             "when": "{{d, datetime}}", "custom": "{{v, shout}}"}
            """#)]
        let bundle = try ImporterTestSupport.bundle(try Self.importFiles(files))
        let named = [NamedArgument("name", "<Tom & 'J'>"), NamedArgument("html", "<i>x</i>"), NamedArgument("n", 1.0)]
        #expect(Self.render(bundle, "hi", "en", named) == "Hi &lt;Tom &amp; &#39;J&#39;&gt;, <b><i>x</i></b> 1")
        #expect(Self.render(bundle, "price", "en", [NamedArgument("v", 1234.5), NamedArgument("n", 3)]) == "$1,234.50 · 3.00")
        var options = ImportOptions()
        options.formats[I18nextOptions.self].escapesValues = false
        let catalog = try Self.importFiles(files, options: options)
        let unescaped = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(unescaped, "hi", "en", named) == "Hi <Tom & 'J'>, <b><i>x</i></b> 1")
        #expect(Self.leftOut(catalog).isEmpty)
        #expect(Self.render(unescaped, "when", "en", [NamedArgument("d", .int(0))]) == "1/1/1970")
        // A formatter i18next does not have shows the value as i18next does, with a warning.
        #expect(Self.render(unescaped, "custom", "en", [NamedArgument("v", "a")]) == "a")
        #expect(catalog.diagnostics.contains { $0.id == .platformDifference && $0.message.contains("'shout'") })
    }

    @Test func nestingIsResolvedAtBuildTime() throws {
        let catalog = try Self.importFiles([
            ("locales/en/translation.json", #"""
            {"hello": "Hello {{name}}", "intro": "$t(hello)! $t(common:save) $t(files, {\"count\": {{n}}})",
             "files_one": "{{count}} file", "files_other": "{{count}} files", "loop": "x $t(loop)", "lost": "$t(nowhere)"}
            """#),
            ("locales/en/common.json", #"{"save": "Save"}"#),
            ("locales/de/translation.json", #"{"hello": "Hallo {{name}}"}"#),
        ])
        let bundle = try ImporterTestSupport.bundle(catalog)
        let named = [NamedArgument("name", "Ada"), NamedArgument("n", 2)]
        #expect(Self.render(bundle, "intro", "en", named) == "Hello Ada! Save 2 files")
        // The outer text comes from English, the nested one from German, as i18next nests in the asked language.
        #expect(Self.render(bundle, "intro", "de", named) == "Hallo Ada! Save 2 files")
        #expect(Self.render(bundle, "lost", "en") == "nowhere")
        #expect(Self.leftOut(catalog).contains("en loop"))
    }

    @Test func v3PluralsFollowTheLanguagesFormIndex() throws {
        let catalog = try Self.importFiles([
            ("locales/en/translation.json", #"{"item": "{{count}} item", "item_plural": "{{count}} items"}"#),
            ("locales/ru/translation.json", #"{"item_0": "{{count}} файл", "item_1": "{{count}} файла", "item_2": "{{count}} файлов"}"#),
            // v3 Polish has three forms, `_0` … `_2`: `_plural` is never read there, so the bare key answers.
            ("locales/pl/translation.json", #"{"item": "{{count}} plik", "item_plural": "{{count}} plików"}"#),
        ])
        let bundle = try ImporterTestSupport.bundle(catalog)
        func item(_ locale: String, _ count: Int64) -> String { Self.render(bundle, "item", locale, [NamedArgument("count", .int(count))]) }
        #expect([0, 1, 2].map { item("en", $0) } == ["0 items", "1 item", "2 items"])
        #expect([1, 3, 5, 11, 21].map { item("ru", $0) } == ["1 файл", "3 файла", "5 файлов", "11 файлов", "21 файл"])
        #expect(item("pl", 5) == "5 plik")
    }

    @Test func aV3IndexNeedsItsFirstForm() throws {
        // `step_1` without a `step_0` is a key of its own, not a plural form of `step`.
        let catalog = try Self.importFiles([
            ("locales/en/translation.json", #"{"step": "Step", "step_1": "First step", "file": "{{count}} file", "file_plural": "{{count}} files"}"#),
        ])
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(bundle, "step_1", "en") == "First step")
        #expect(Self.render(bundle, "step", "en") == "Step")
    }

    @Test func nestingOptionsRenameFormattedValuesToo() throws {
        let catalog = try Self.importFiles([("locales/en/translation.json", #"""
            {"total": "Total: $t(price, {\"amount\": {{sum}}})", "price": "{{amount, number(minimumFractionDigits: 2)}}"}
            """#)])
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(bundle, "total", "en", [NamedArgument("sum", 1234)]) == "Total: 1,234.00")
    }

    @Test func callOptionsATranslationUsesKeepItsTranslation() throws {
        // The source text shows no count; the app passes it, and German chooses by it.
        let catalog = try Self.importFiles([
            ("locales/en/translation.json", #"{"rename": "Rename these payees"}"#),
            ("locales/de/translation.json", #"{"rename_one": "Diesen Empfänger umbenennen", "rename_other": "Diese Empfänger umbenennen"}"#),
        ])
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(bundle, "rename", "de", [NamedArgument("count", 1)]) == "Diesen Empfänger umbenennen")
        #expect(Self.leftOut(catalog).isEmpty)
    }

    @Test func recognizedByFolderOrByItsMarks() {
        func claim(_ path: String, _ json: String) -> String? {
            ImportFormats.format(of: SourceFile(contents: Data(json.utf8), path: "/nonexistent-locpack-folder/" + path))?.id
        }
        #expect(claim("locales/de/common.json", #"{"a": {"b": "c"}, "n": 1}"#) == "i18next")
        #expect(claim("de.json", #"{"a": "Hallo {{name}}"}"#) == "i18next")
        #expect(claim("de.json", #"{"a_one": "x", "a_other": "y"}"#) == "i18next")
        // translatewiki's {{PLURAL:…}} is not an i18next mark.
        #expect(claim("de.json", #"{"a": "{{PLURAL:$1|x|y}}"}"#) == "translatewiki")
        #expect(claim("de.json", #"{"a": "Hallo"}"#) == "icu")
    }
}
