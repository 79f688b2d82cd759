/// The layout the generator stores per-locale text in when locales share
/// most of it (`CLDRRelativeTimeData`, `CLDRDateTimeData`;
/// `Specs/cldr-data.md`): distinct blocks one a line, their items separated
/// by U+001F, and distinct rows one a line, each the block numbers of a
/// locale, separated by spaces.
enum GeneratedBlockTable {
    /// The row of the locale tables for `localeID`: as number symbols are
    /// matched (``NumberSymbolsCatalog/tableIndex(forLocale:)``), which
    /// gives a language–region pair its likely script (`zh-TW` is
    /// `zh-Hant-TW`, whose dates are not `zh`'s; `sr-ME` is `sr-Latn-ME`).
    static func tableIndex(forLocale localeID: String) -> Int {
        NumberSymbolsCatalog.tableIndex(forLocale: localeID) ?? 0
    }

    /// The blocks of `text`, each split into its items.
    static func blocks(_ text: String) -> [[String]] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// The rows of `text`, each its block numbers.
    static func rows(_ text: String) -> [[Int]] {
        text.split(separator: "\n").map { line in line.split(separator: " ").map { Int($0) ?? 0 } }
    }
}
