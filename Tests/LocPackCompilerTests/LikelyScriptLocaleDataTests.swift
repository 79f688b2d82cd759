@_spi(LocPackInternals) @testable import LocPack
@_spi(LocPackInternals) @testable import LocPackCompiler
import Testing

/// A language–region pair that CLDR's likely subtags write in another
/// script than the language's own takes that script's locale data — number
/// symbols, dates, currencies — as ICU resolves `sr_ME` to `sr_Latn_ME`
/// (`NumberSymbolsCatalog.tableIndex(forLocale:)`, `Specs/cldr-data.md`).
@Suite("Locale data of a region's likely script")
struct LikelyScriptLocaleDataTests {
    @Test func languageRegionPairsTakeTheirLikelyScript() {
        #expect(LocaleChains.withLikelyScript("sr-ME") == "sr-Latn-ME")
        #expect(LocaleChains.withLikelyScript("zh-TW") == "zh-Hant-TW")
        #expect(LocaleChains.withLikelyScript("pa-PK") == "pa-Arab-PK")
        // The language's own script, a script already given, or no region: unchanged.
        for identifier in ["sr-RS", "pt-BR", "zh-CN", "zh-Hant-TW", "sr-Latn", "de", "en-US"] {
            #expect(LocaleChains.withLikelyScript(identifier) == identifier)
        }
    }

    @Test func numberSymbolsFollowTheLikelyScript() {
        // Punjabi in Pakistan is written in the Arabic script, with its own digits.
        let pakistan = NumberSymbolsCatalog.symbols(forLocale: "pa-PK")
        #expect(pakistan == NumberSymbolsCatalog.symbols(forLocale: "pa-Arab"))
        #expect(pakistan.zeroDigit == "\u{06F0}")
        #expect(NumberSymbolsCatalog.symbols(forLocale: "pa").zeroDigit == "0")
        // Any spelling: underscores, letter case.
        #expect(NumberSymbolsCatalog.tableIndex(forLocale: "pa_pk") == NumberSymbolsCatalog.tableIndex(forLocale: "pa-Arab-PK"))
    }

    @Test func datesFollowTheLikelyScript() {
        // Serbian in Montenegro is written in Latin letters; Serbian alone in Cyrillic.
        let montenegro = DateTimeCatalog.data(locale: "sr-ME").months
        #expect(montenegro == DateTimeCatalog.data(locale: "sr-Latn-ME").months)
        #expect(montenegro != DateTimeCatalog.data(locale: "sr").months)
        #expect(montenegro[0][11] == "decembar")
        // Chinese of Taiwan, Hong Kong and Macao keeps Traditional Chinese's data.
        #expect(DateTimeCatalog.data(locale: "zh-HK").months == DateTimeCatalog.data(locale: "zh-Hant-HK").months)
        #expect(DateTimeCatalog.data(locale: "zh-TW").usesTwelveHours == DateTimeCatalog.data(locale: "zh-Hant").usesTwelveHours)
    }
}
