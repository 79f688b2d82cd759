/// An `Intl` option's values as the cases of an enum named as `Intl` names
/// them (`long`, `short`, `narrow`).
protocol IntlOptionValue: CaseIterable {}

extension IntlOptionValue {
    /// The case named `name`, or nil when `Intl` would reject the value.
    init?(intlName name: String) {
        guard let value = Self.allCases.first(where: { "\($0)" == name }) else { return nil }
        self = value
    }
}

/// How long `Intl`'s texts are (the `style` of `Intl.RelativeTimeFormat`
/// and `Intl.ListFormat`): CLDR's plain, `-short` and `-narrow` forms.
enum IntlStyle: Int, IntlOptionValue {
    case long, short, narrow
}
