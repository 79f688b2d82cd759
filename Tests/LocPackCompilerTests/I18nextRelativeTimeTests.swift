import LocPack
@testable import LocPackCompiler
import Testing

/// i18next's built-in `relativetime` formatter: `Intl.RelativeTimeFormat`
/// with CLDR's relative-time patterns (`Specs/importers/i18next.md`,
/// "Texts"). Expected texts are what `Intl.RelativeTimeFormat` gives for
/// CLDR 47's patterns, written out here.
struct I18nextRelativeTimeTests {
    @Test func aDayIsTheDefaultRangeAndTheSignChoosesTheDirection() throws {
        let (bundle, catalog) = try I18nextImporterTests.bundle([("locales/en/translation.json", #"{"due": "Due {{v, relativetime}}"}"#)])
        #expect(I18nextImporterTests.render(bundle, "due", "en", 3) == "Due in 3 days")
        #expect(I18nextImporterTests.render(bundle, "due", "en", -3) == "Due 3 days ago")
        // The plural category is the value's without its sign.
        #expect(I18nextImporterTests.render(bundle, "due", "en", 1) == "Due in 1 day")
        #expect(I18nextImporterTests.render(bundle, "due", "en", -1) == "Due 1 day ago")
        // Zero is not negative: it is to come.
        #expect(I18nextImporterTests.render(bundle, "due", "en", 0) == "Due in 0 days")
        // The number shows as Intl.NumberFormat shows it: grouped, at most three fraction digits.
        #expect(I18nextImporterTests.render(bundle, "due", "en", -1000.5) == "Due 1,000.5 days ago")
        #expect(I18nextImporterTests.render(bundle, "due", "en", 1.0001) == "Due in 1 day")
        #expect(catalog.diagnostics.isEmpty)
    }

    @Test func rangeAndStyleOptions() throws {
        let (bundle, _) = try I18nextImporterTests.bundle([
            ("locales/en/translation.json", #"""
            {"q": "{{v, relativetime(quarter)}}", "y": "{{v, relativetime(range: years; style: narrow)}}",
             "m": "{{v, relativetime(range: month; style: short)}}"}
            """#),
            ("locales/pl/translation.json", #"{"q": "{{v, relativetime(quarter)}}", "y": "{{v, relativetime(range: year; style: narrow)}}"}"#),
        ])
        #expect(I18nextImporterTests.render(bundle, "q", "en", 2) == "in 2 quarters")
        #expect(I18nextImporterTests.render(bundle, "y", "en", -4) == "4y ago")
        #expect(I18nextImporterTests.render(bundle, "m", "en", 5) == "in 5 mo.")
        // Polish: one, few, many, and `other` for fractions.
        #expect([1, 3, 5, 22].map { I18nextImporterTests.render(bundle, "q", "pl", .int($0)) } == ["za 1 kwartał", "za 3 kwartały", "za 5 kwartałów", "za 22 kwartały"])
        #expect(I18nextImporterTests.render(bundle, "q", "pl", -2.5) == "2,5 kwartału temu")
        #expect(I18nextImporterTests.render(bundle, "y", "pl", -5) == "5 lat temu")
    }

    @Test func patternsWithoutTheNumberAndInheritedStyles() throws {
        let (bundle, _) = try I18nextImporterTests.bundle([
            ("locales/ar/translation.json", #"{"d": "{{v, relativetime}}"}"#),
            ("locales/da/translation.json", #"{"d": "{{v, relativetime(range: day; style: short)}}"}"#),
        ])
        // Arabic's `one` and `two` name the days without a number.
        #expect(I18nextImporterTests.render(bundle, "d", "ar", 1) == "خلال يوم واحد")
        #expect(I18nextImporterTests.render(bundle, "d", "ar", -2) == "قبل يومين")
        #expect(I18nextImporterTests.render(bundle, "d", "ar", 3) == "خلال 3 أيام")
        // Danish spells out only the past of `day-short`; its future is `day`'s.
        #expect(I18nextImporterTests.render(bundle, "d", "da", -3) == "3 dage siden")
        #expect(I18nextImporterTests.render(bundle, "d", "da", 3) == "om 3 dage")
    }

    @Test func optionsIntlRejectsShowTheValueAsI18nextDoes() throws {
        let (bundle, catalog) = try I18nextImporterTests.bundle([("locales/en/translation.json", #"""
            {"bad": "[{{v, relativetime(fortnight)}}]", "style": "[{{v, relativetime(range: day; style: tiny)}}]",
             "auto": "{{v, relativetime(range: day; numeric: auto)}}"}
            """#)])
        // Intl throws on an unknown unit or style; i18next catches it and shows the value.
        #expect(I18nextImporterTests.render(bundle, "bad", "en", 3) == "[3]")
        #expect(I18nextImporterTests.render(bundle, "style", "en", -3) == "[-3]")
        // numeric: auto has no data here: the numeric form, with a warning.
        #expect(I18nextImporterTests.render(bundle, "auto", "en", 1) == "in 1 day")
        let warnings = catalog.diagnostics.filter { $0.id == .platformDifference }.map(\.message)
        #expect(warnings.count == 3)
        #expect(warnings.contains { $0.contains("numeric: auto") })
        #expect(I18nextImporterTests.leftOut(catalog).isEmpty)
    }

    @Test func everyLocaleHasEveryUnitAndStyleWithOther() {
        for locale in ["en", "pl", "ar", "ja", "zh_Hant", "pt_BR", "sr_Latn", "root", "xx"] {
            for unit in RelativeTimeCatalog.Unit.allCases {
                for style in RelativeTimeCatalog.Style.allCases {
                    let patterns = RelativeTimeCatalog.patterns(locale: locale, unit: unit, style: style)
                    #expect(patterns.future[.other] != nil && patterns.past[.other] != nil, "\(locale) \(unit) \(style)")
                }
            }
        }
        #expect(RelativeTimeCatalog.patterns(locale: "en", unit: .week, style: .long).past == [.one: "{0} week ago", .other: "{0} weeks ago"])
        #expect(RelativeTimeCatalog.Unit(intlName: "days") == .day)
        #expect(RelativeTimeCatalog.Unit(intlName: "Day") == nil)
        #expect(RelativeTimeCatalog.Unit(intlName: "fortnight") == nil)
    }
}
