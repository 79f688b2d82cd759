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

    @Test func hourCyclesWidthsErasAndFractions() throws {
        var options = ImportOptions()
        options.formats[I18nextOptions.self].escapesValues = false
        let json = #"""
            {"hh": "{{v, datetime(hour: 2-digit; minute: 2-digit)}}",
             "ms": "{{v, datetime(hour: numeric; minute: 2-digit; second: 2-digit; fractionalSecondDigits: 3)}}",
             "era": "{{v, datetime(year: numeric; era: short)}}",
             "cycle": "{{v, datetime(hour: numeric; minute: numeric; hourCycle: h23; hour12: true)}}",
             "h11": "{{v, datetime(hour: numeric; minute: numeric; hourCycle: h11)}}", "bad": "[{{v, datetime(dateStyle: huge)}}]"}
            """#
        let (english, catalog) = try Self.bundle(json, options: options)
        let noon = MessageArgument.int(1_136_203_446_123)  // 2006-01-02T12:04:06.123Z
        // Minutes keep their two digits when the hour asks for two.
        #expect(Self.render(english, "hh", "en", noon) == "12:04 PM")
        #expect(Self.render(english, "ms", "en", noon) == "12:04:06.123 PM")
        #expect(Self.render(english, "era") == "2006 AD")
        // hour12 overrides hourCycle, as ECMA-402 says.
        #expect(Self.render(english, "cycle", "en", noon) == "12:04 PM")
        #expect(Self.render(english, "h11", "en", noon) == "0:04 PM")
        #expect(Self.render(english, "bad") == "[1136214246000]")
        #expect(I18nextImporterTests.leftOut(catalog).isEmpty)
        let (german, _) = try Self.bundle(json, locale: "de", options: options)
        #expect(Self.render(german, "hh", "de") == "15:04")
        #expect(Self.render(german, "era", "de") == "2006 n. Chr.")
        #expect(Self.render(german, "ms", "de") == "15:04:06,000")
    }

    @Test func patternsCompileQuotesFieldsAndNames() throws {
        let data = DateTimeCatalog.data(locale: "en")
        let pattern = try CompiledDatePattern("h 'o''clock' a", data: data, takesEpochMilliseconds: false)
        let literal = Array(" o'clock ".utf8)
        let names: [UInt8] = [2] + Array("AM".utf8) + [2] + Array("PM".utf8)
        #expect(pattern.items == [DatePattern.Item.number, DatePattern.NumberField.hour12.rawValue, 1,
                                  DatePattern.Item.literal, UInt8(literal.count)] + literal
                                  + [DatePattern.Item.name, DatePattern.NameField.dayPeriod.rawValue] + names)
        #expect(throws: CompiledDatePattern.Unsupported.self) { try CompiledDatePattern("QQQ y", data: data, takesEpochMilliseconds: false) }
        // A skeleton a locale lacks takes the nearest one's pattern with the request's widths.
        #expect(DateTimeCatalog.pattern(skeleton: "yMMMMEEEEd", in: DateTimeCatalog.data(locale: "es")) == "EEEE, d 'de' MMMM 'de' y")
        // Letters in quoted text are no fields: Canadian French's clock runs 0–23.
        #expect(!DateTimeCatalog.data(locale: "fr-CA").usesTwelveHours)
        #expect(DateTimeCatalog.data(locale: "zh-TW").usesTwelveHours != DateTimeCatalog.data(locale: "zh").usesTwelveHours)
    }
}
