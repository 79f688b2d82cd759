import LocPack

extension I18nextLowering {
    /// `{{value, relativetime}}`, `{{value, relativetime(quarter)}}` or
    /// `{{value, relativetime(range: quarter; style: narrow)}}` as i18next's
    /// built-in formatter gives it, `Intl.RelativeTimeFormat` formatting the
    /// value in `range` (a day unless given): a negative value takes CLDR's
    /// past pattern ("{0} days ago"), any other the future one ("in {0}
    /// days"), each chosen by the plural category of the value, which shows
    /// without its sign as `Intl.NumberFormat` shows numbers
    /// (`Specs/importers/i18next.md`, "Texts"). When `escaped`, the
    /// patterns' texts are HTML-escaped, as i18next escapes a formatted
    /// value.
    ///
    /// Nil when `Intl` would throw on the options (an unknown unit or
    /// style): i18next then shows the value unformatted, which the caller
    /// does, and a warning says so.
    mutating func relativeTime(_ name: String, call: I18nextFormatCall, escaped: Bool, found: I18nextFound) throws(Failure) -> [MessageNode]? {
        let given = Dictionary(call.options, uniquingKeysWith: { first, _ in first })
        let range = call.bareValue ?? given["range"] ?? "day"
        let styleName = given["style"] ?? "long"
        let numeric = given["numeric"] ?? "always"
        guard let unit = RelativeTimeCatalog.Unit(intlName: range), let style = RelativeTimeCatalog.Style(intlName: styleName),
              numeric == "always" || numeric == "auto" else {
            warnings.append(Warning(found: found, message: "relativetime(\(call.arguments)): Intl.RelativeTimeFormat throws on these options, so i18next shows the value unformatted, as LocPack does", id: .platformDifference))
            return nil
        }
        if numeric == "auto" {
            warnings.append(Warning(found: found, message: "relativetime(\(call.arguments)): numeric: auto is shown as numeric: always (\"in 1 day\" where i18next says \"tomorrow\"): LocPack's CLDR data has no relative day names", id: .platformDifference))
        }
        let number = try compiled("{$\(renames[name] ?? name) :number signDisplay=never}", for: "{{\(name), relativetime}}", found: found)
        let patterns = RelativeTimeCatalog.patterns(locale: locale, unit: unit, style: style)
        let index = argument(name)
        func plural(_ patterns: [PluralCategory: String]) -> Message {
            let categories = patterns.mapValues { pattern in
                var nodes: [MessageNode] = []
                for (i, part) in pattern.split(separator: "{0}", omittingEmptySubsequences: false).enumerated() {
                    if i > 0 { nodes += number }
                    nodes.appendText(escaped ? HTMLEscaping.escaped(String(part)) : String(part))
                }
                return Message(nodes)
            }
            return Message([.plural(PluralChoice(argumentIndex: index, operandSpec: Self.countSpec, rules: .cldrCardinal, categories: categories))])
        }
        let past = (NumberCondition.interval(lower: nil, upper: IntervalBound(0, inclusive: false)), plural(patterns.past))
        return [.conditions(ConditionChoice(argumentIndex: index, operandSpec: Self.countSpec, cases: [past], other: plural(patterns.future)))]
    }
}
