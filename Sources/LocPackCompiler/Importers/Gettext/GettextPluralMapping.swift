import LocPack

/// How a catalog's numbered plural forms become a ``PluralChoice`` in the
/// locale's CLDR categories (`Specs/importers/gettext.md`, "Plural messages"):
/// each category takes the form its counts take under the catalog's
/// `Plural-Forms`, and the few counts where the expression parts from its
/// category are exact cases. So the bundle keeps one rule program per
/// locale and gettext's expression is never evaluated at render.
struct GettextPluralMapping: Equatable, Sendable {
    /// The form each category's counts take.
    var formOfCategory: [PluralCategory: Int]
    /// Counts whose form differs from their category's, in increasing order.
    var exceptions: [(count: UInt64, form: Int)]

    /// The largest count an exception may be: beyond it the expression must
    /// agree with CLDR's categories everywhere it is sampled.
    static let exceptionLimit: UInt64 = 1_000

    /// Why a catalog's forms cannot be mapped.
    enum Failure: Error, Equatable {
        /// The expression divides by zero for `count`.
        case divisionByZero(count: UInt64)
        /// Counts of one category take different forms for arbitrarily
        /// large counts: `first` and `second` are two such counts.
        case disagrees(category: PluralCategory, first: (count: UInt64, form: Int), second: (count: UInt64, form: Int))

        static func == (a: Failure, b: Failure) -> Bool { a.description == b.description }

        /// What to say in a diagnostic.
        var description: String {
            switch self {
            case let .divisionByZero(count):
                return "the Plural-Forms expression divides by zero for n = \(count)"
            case let .disagrees(category, first, second):
                return "the Plural-Forms expression gives form \(first.form) for n = \(first.count) and form \(second.form) "
                    + "for n = \(second.count), which CLDR's rules put in one category ('\(category)'); "
                    + "LocPack renders plurals by CLDR's categories and can follow such an expression only for counts up to \(exceptionLimit)"
            }
        }
    }

    /// The counts the expression is compared on: every count up to 10,000
    /// (where CLDR's rules, which look at the last six digits at most, show
    /// every residue they care about), and 1 to 9 times each power of ten
    /// up to 10^18, with its neighbours.
    static let sampledCounts: [UInt64] = {
        var counts = Array(0...UInt64(10_000))
        var power: UInt64 = 10_000
        for _ in 5...18 {
            power *= 10
            for digit in UInt64(1)...9 {
                let value = digit * power
                counts += [value - 1, value, value + 1]
            }
        }
        return counts
    }()

    /// Maps `forms` onto the CLDR cardinal categories of `locale`.
    static func make(_ forms: GettextPluralForms, locale: String) -> Result<GettextPluralMapping, Failure> {
        let program = PluralRuleCatalog.program(forLocale: locale, ordinal: false)
        var samples: [(count: UInt64, category: PluralCategory, form: Int)] = []
        samples.reserveCapacity(sampledCounts.count)
        for count in sampledCounts {
            let category = program.withUnsafeBytes { PluralRules(unchecked: $0).select(PluralOperands(count)) }
            guard let form = try? forms.expression.form(for: count, of: forms.formCount) else {
                return .failure(.divisionByZero(count: count))
            }
            samples.append((count, category, form))
        }
        // Each category's form is the one its counts above the limit take
        // (or, where it has none there, its most frequent).
        var formOfCategory: [PluralCategory: Int] = [:]
        var firstLarge: [PluralCategory: (count: UInt64, form: Int)] = [:]
        for sample in samples where sample.count > exceptionLimit {
            if let first = firstLarge[sample.category] {
                if first.form != sample.form {
                    return .failure(.disagrees(category: sample.category, first: first, second: (sample.count, sample.form)))
                }
            } else {
                firstLarge[sample.category] = (sample.count, sample.form)
                formOfCategory[sample.category] = sample.form
            }
        }
        for category in Set(samples.map(\.category)) where formOfCategory[category] == nil {
            var tally: [Int: Int] = [:]
            for sample in samples where sample.category == category { tally[sample.form, default: 0] += 1 }
            formOfCategory[category] = tally.max { ($0.value, -$0.key) < ($1.value, -$1.key) }!.key
        }
        let exceptions = samples.filter { formOfCategory[$0.category] != $0.form }.map { (count: $0.count, form: $0.form) }
        return .success(GettextPluralMapping(formOfCategory: formOfCategory, exceptions: exceptions))
    }

    /// The choice of `forms[k]` (the messages of `msgstr[k]`) by argument
    /// `argumentIndex`, read as `operandSpec` shows it. A category no count takes (`other` in Russian, only
    /// for decimals) takes the last form.
    func choice(of forms: [Message], argumentIndex: Int, operandSpec: FormatSpec, locale: String) -> PluralChoice {
        var categories: [PluralCategory: Message] = [:]
        for category in PluralRuleCatalog.categories(forLocale: locale, ordinal: false) {
            categories[category] = forms[formOfCategory[category] ?? forms.count - 1]
        }
        var choice = PluralChoice(argumentIndex: argumentIndex, operandSpec: operandSpec, rules: .cldrCardinal,
                                  exact: exceptions.map { (value: String($0.count), message: forms[$0.form]) },
                                  categories: categories)
        choice.formAssignment = .byFormIndex
        return choice
    }

    static func == (a: GettextPluralMapping, b: GettextPluralMapping) -> Bool {
        a.formOfCategory == b.formOfCategory && a.exceptions.map(\.count) == b.exceptions.map(\.count)
            && a.exceptions.map(\.form) == b.exceptions.map(\.form)
    }
}
