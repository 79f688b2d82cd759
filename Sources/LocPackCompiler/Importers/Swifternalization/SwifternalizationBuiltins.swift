import LocPack

/// The expressions every Swifternalization file may name without defining
/// them: `other`, `>one` and the CLDR plural categories.
///
/// Swifternalization ships `one` (= 1), `>one` (> 1), `two` (= 2) and
/// `other` for every language, and `few` and `many` for Polish. LocPack
/// reads a category name as that CLDR category of the file's language, which
/// is what those built-ins approximate (Polish `few` is 2–4, 22–24, … but not
/// 12–14) and gives every language its own rules. Where the language has no
/// such category, `zero`, `one` and `two` keep their Swifternalization
/// meaning (exactly 0, 1, 2); `few` and `many` are then unknown.
enum SwifternalizationBuiltins {
    /// Every built-in name.
    static let names = ["zero", "one", "two", "few", "many", "other", ">one"]

    /// The meaning of built-in `name` in `locale`; nil when `name` is not
    /// built in; a sentence when it is but `locale` cannot use it.
    static func resolve(_ name: String, locale: String) -> Result<SwifternalizationCase, Unusable>? {
        switch name {
        case "other":
            return .success(.other)
        case ">one":
            return .success(.condition(.interval(lower: IntervalBound(1, inclusive: false), upper: nil)))
        default:
            break
        }
        guard let category = PluralCategory.allCases.first(where: { $0.description == name }) else { return nil }
        let categories = PluralRuleCatalog.categories(forLocale: locale, ordinal: false)
        if categories.contains(category) { return .success(.category(category)) }
        let exact: Double
        switch category {
        case .zero: exact = 0
        case .one: exact = 1
        case .two: exact = 2
        default:
            return .failure(Unusable(message: "'\(name)' is not a plural category of \(locale) (it has \(categories.map(\.description).joined(separator: ", "))); define '\(name)' in expressions.json"))
        }
        let bound = IntervalBound(exact, inclusive: true)
        return .success(.condition(.interval(lower: bound, upper: bound)))
    }

    /// Why a built-in name cannot be used in a language.
    struct Unusable: Error {
        /// The sentence for the user.
        var message: String
    }
}
