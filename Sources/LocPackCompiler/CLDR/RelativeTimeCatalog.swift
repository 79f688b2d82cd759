import LocPack

/// CLDR's relative-time patterns ("in {0} days", "{0} days ago") of every
/// locale, from the generated `CLDRRelativeTimeData` tables: what
/// `Intl.RelativeTimeFormat` formats with `numeric: "always"`
/// (`Specs/cldr-data.md`).
enum RelativeTimeCatalog {
    /// A unit of relative time, in `Intl.RelativeTimeFormat`'s order.
    enum Unit: Int, CaseIterable {
        case year, quarter, month, week, day, hour, minute, second

        /// The unit `Intl.RelativeTimeFormat` reads from `name`: a unit's
        /// name, singular or plural (`day`, `days`), in lower case.
        init?(intlName name: String) {
            let singular = name.hasSuffix("s") ? String(name.dropLast()) : name
            guard let unit = Self.allCases.first(where: { "\($0)" == singular }) else { return nil }
            self = unit
        }
    }

    /// How long the patterns are (`Intl.RelativeTimeFormat`'s `style`).
    typealias Style = IntlStyle

    /// One unit's patterns in one style: by plural category, for a time to
    /// come and a time past; `{0}` is where the number goes. Each has
    /// `other`.
    struct Patterns: Equatable {
        /// "in {0} days".
        var future: [PluralCategory: String] = [:]
        /// "{0} days ago".
        var past: [PluralCategory: String] = [:]
    }

    /// The patterns of `unit` in `style` for `localeID`, matched as number
    /// symbols are (``NumberSymbolsCatalog/tableIndex(forLocale:)``: the
    /// identifier, then shorter ones, then root).
    static func patterns(locale localeID: String, unit: Unit, style: Style) -> Patterns {
        let row = GeneratedBlockTable.tableIndex(forLocale: localeID)
        let blockNumbers = rows[Int(CLDRRelativeTimeData.localeRow[row])]
        return blocks[blockNumbers[unit.rawValue * Style.allCases.count + style.rawValue]]
    }

    private static let blocks: [Patterns] = GeneratedBlockTable.blocks(CLDRRelativeTimeData.blocks).map { items in
        var patterns = Patterns()
        for item in items {
            // "f:one=in {0} day"
            let direction = item.first
            let afterColon = item.index(item.startIndex, offsetBy: 2)
            guard item.count > 2, let equals = item.firstIndex(of: "="),
                  let category = PluralCategory(name: item[afterColon..<equals]) else { continue }
            let pattern = String(item[item.index(after: equals)...])
            if direction == "f" { patterns.future[category] = pattern } else { patterns.past[category] = pattern }
        }
        return patterns
    }

    private static let rows = GeneratedBlockTable.rows(CLDRRelativeTimeData.rows)
}
