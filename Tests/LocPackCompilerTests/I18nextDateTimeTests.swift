import LocPack
@testable import LocPackCompiler
import Testing

/// i18next's built-in `datetime` formatter: `Intl.DateTimeFormat` with
/// CLDR 47's patterns, in UTC (`Specs/importers/i18next.md`, "Texts").
/// Expected texts are what `Intl.DateTimeFormat` gives for these patterns,
/// written out here.
struct I18nextDateTimeTests {
    static let january2 = MessageArgument.int(1_136_214_246_000)  // 2006-01-02T15:04:06Z

    static func bundle(_ json: String, locale: String = "en", options: ImportOptions = ImportOptions()) throws -> (Catalog, MessageCatalog) {
        let catalog = try I18nextImporterTests.importFiles([("locales/\(locale)/translation.json", json)], options: options)
        return (try ImporterTestSupport.bundle(catalog), catalog)
    }

    static func render(_ bundle: Catalog, _ key: String, _ locale: String = "en", _ value: MessageArgument = january2) -> String {
        I18nextImporterTests.render(bundle, key, locale, [NamedArgument("v", value)])
    }

    @Test func numericDateByDefaultAndEscapedAsI18nextEscapesValues() throws {
        let (bundle, catalog) = try Self.bundle(#"{"d": "{{v, datetime}}", "raw": "{{- v, datetime}}"}"#)
        #expect(Self.render(bundle, "d") == "1&#x2F;2&#x2F;2006")
        #expect(Self.render(bundle, "raw") == "1/2/2006")
        // ISO 8601 text and digits are dates too.
        #expect(Self.render(bundle, "raw", "en", "2024-02-29T23:59:59Z") == "2/29/2024")
        #expect(catalog.diagnostics.isEmpty)
        let (german, _) = try Self.bundle(#"{"d": "{{v, datetime}}"}"#, locale: "de")
        #expect(Self.render(german, "d", "de") == "2.1.2006")
    }

    @Test func fieldOptionsMakeASkeleton() throws {
        var options = ImportOptions()
        options.formats[I18nextOptions.self].escapesValues = false
        let (bundle, _) = try Self.bundle(#"""
            {"long": "{{v, datetime(weekday: long; year: numeric; month: long; day: numeric)}}",
             "md": "{{v, datetime(month: short; day: numeric)}}", "hm": "{{v, datetime(hour: numeric; minute: numeric)}}",
             "both": "{{v, datetime(year: numeric; month: short; day: numeric; hour: numeric; minute: numeric)}}",
             "styles": "{{v, datetime(dateStyle: long; timeStyle: short)}}"}
            """#, options: options)
        #expect(Self.render(bundle, "long") == "Monday, January 2, 2006")
        #expect(Self.render(bundle, "md") == "Jan 2")
        // V8 writes the space before AM as a space, where CLDR has U+202F.
        #expect(Self.render(bundle, "hm") == "3:04 PM")
        #expect(Self.render(bundle, "both") == "Jan 2, 2006, 3:04 PM")
        #expect(Self.render(bundle, "styles") == "January 2, 2006, 3:04 PM")
    }

    @Test func optionsIntlRejectsShowTheValueAndZonesLeaveTheTranslationOut() throws {
        let (bundle, catalog) = try Self.bundle(#"""
            {"bad": "[{{v, datetime(month: huge)}}]", "mixed": "[{{v, datetime(dateStyle: long; month: long)}}]",
             "zone": "{{v, datetime(timeZone: Europe/Paris)}}", "utc": "{{v, datetime(timeZone: UTC; year: numeric)}}"}
            """#)
        #expect(Self.render(bundle, "bad") == "[1136214246000]")
        #expect(Self.render(bundle, "mixed") == "[1136214246000]")
        #expect(Self.render(bundle, "utc") == "2006")
        #expect(I18nextImporterTests.leftOut(catalog) == ["en zone"])
        #expect(catalog.diagnostics.filter { $0.id == .platformDifference }.count == 2)
    }

    @Test func patternsCompileQuotesFieldsAndNames() throws {
        let data = DateTimeCatalog.data(locale: "en")
        let pattern = try CompiledDatePattern("EEEE 'o''clock' h a, MMM d, yy G", data: data, takesEpochMilliseconds: false)
        let (bundle, _) = try Self.bundle(#"{"d": "{{- v, datetime(weekday: long; day: numeric)}}"}"#)
        #expect(Self.render(bundle, "d") == "2 Monday")
        // Literal text, an apostrophe, names stored with their twelve months, seven days, two periods, two eras.
        #expect(pattern.items.first == DatePattern.Item.name)
        #expect(pattern.items.count > 12 * 3 + 7 * 6)
        #expect(throws: CompiledDatePattern.Unsupported.self) { try CompiledDatePattern("QQQ y", data: data, takesEpochMilliseconds: false) }
        #expect(DateTimeCatalog.pattern(skeleton: "yMMMMEEEEd", in: DateTimeCatalog.data(locale: "es")) != nil)
    }
}
