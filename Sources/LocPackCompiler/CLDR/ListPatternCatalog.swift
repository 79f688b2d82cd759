import LocPack

/// CLDR's list patterns (`{0}, {1}`, `{0}, and {1}`) of every locale, from
/// the generated `CLDRListPatternData` tables: what `Intl.ListFormat` joins
/// a list with (`Specs/cldr-data.md`).
enum ListPatternCatalog {
    /// What the list means (`Intl.ListFormat`'s `type`).
    enum Kind: Int, IntlOptionValue {
        /// "A, B, and C" (`conjunction`, CLDR's `standard`).
        case conjunction
        /// "A, B, or C" (`disjunction`, CLDR's `or`).
        case disjunction
        /// "3 ft, 7 in" (`unit`).
        case unit
    }

    /// How long the patterns are (`Intl.ListFormat`'s `style`).
    typealias Width = IntlStyle

    /// One style's patterns; `{0}` is what is joined so far, `{1}` the
    /// next item.
    struct Patterns: Equatable {
        /// Two items: "{0} and {1}".
        var two: String
        /// The first two of more: "{0}, {1}".
        var start: String
        /// Each further item but the last: "{0}, {1}".
        var middle: String
        /// The last item: "{0}, and {1}".
        var end: String
    }

    /// The patterns of `kind` in `width` for `localeID`, matched as number
    /// symbols are (``GeneratedBlockTable/tableIndex(forLocale:)``: the
    /// identifier, then shorter ones, then root).
    static func patterns(locale localeID: String, kind: Kind, width: Width) -> Patterns {
        let row = GeneratedBlockTable.tableIndex(forLocale: localeID)
        let blockNumbers = rows[Int(CLDRListPatternData.localeRow[row])]
        return blocks[blockNumbers[kind.rawValue * Width.allCases.count + width.rawValue]]
    }

    private static let blocks: [Patterns] = GeneratedBlockTable.blocks(CLDRListPatternData.blocks).map { items in
        let item = { (i: Int) in i < items.count ? items[i] : "{0}, {1}" }
        return Patterns(two: item(0), start: item(1), middle: item(2), end: item(3))
    }

    private static let rows = GeneratedBlockTable.rows(CLDRListPatternData.rows)
}
