import LocPack

/// Which plural categories a locale actually selects for the numbers one
/// spec can display, found by evaluating the locale's CLDR rules on sample
/// numbers written the way the spec writes them (SEMANTICS §7: operands
/// come from the displayed number).
///
/// With an integer spec (`%d`, `%lld`) Polish selects `one`, `few` and
/// `many` but never `other`; with `%.1f` every number shows one fraction
/// digit and Polish selects only `other`, English never `one`.
///
/// Profiles are computed once per locale, rule kind and precision and kept
/// for the lifetime of the sampler.
final class PluralCategorySampler {
    /// What a locale's rules do with the numbers of one spec.
    struct Profile {
        /// The categories some displayed number selects.
        var reachable: Set<PluralCategory>
        /// For integer specs, categories that only a few small integers
        /// select (English `one` = {1}, French `one` = {0, 1}), with those
        /// integers; exact cases (`=1`) can stand in for such a category.
        var finiteMembers: [PluralCategory: [Int]]
        /// The categories that numbers an app really shows select: some
        /// number below ``everydayBound`` as the spec displays it (every
        /// integer below it is evaluated for an integer spec).
        var everyday: Set<PluralCategory> = []
        /// For the categories that only larger numbers select, the first
        /// sampled numbers that do, as the spec displays them
        /// (`1000000`, `2000000`, …).
        var largeExamples: [PluralCategory: [String]] = [:]
    }

    /// Numbers from here up are rare in what an app shows (French `many`
    /// is 1000000, 2000000, …): a category only they select is a note.
    static let everydayBound = 1_000_000

    private struct Key: Hashable {
        var locale: String
        var ordinal: Bool
        /// Fraction digits displayed; 0 for integers.
        var precision: Int
    }

    private var profiles: [Key: Profile] = [:]

    /// The profile of `locale`'s cardinal or ordinal rules for numbers shown with `spec`.
    func profile(locale: String, ordinal: Bool, spec: FormatSpec) -> Profile {
        let key = Key(locale: PluralRuleCatalog.resolvedLocaleID(for: locale), ordinal: ordinal,
                      precision: Self.fractionDigits(of: spec))
        if let known = profiles[key] { return known }
        let program = PluralRuleCatalog.program(forLocale: key.locale, ordinal: ordinal)
        let profile = program.withUnsafeBytes { bytes in
            Self.measure(PluralRules(unchecked: bytes), precision: key.precision)
        }
        profiles[key] = profile
        return profile
    }

    /// How many fraction digits `spec` displays: 0 for integer and text
    /// specs, the precision (6 when absent, at most 15 sampled) for
    /// floating-point ones, the minimum fraction digits for a decimal spec.
    static func fractionDigits(of spec: FormatSpec) -> Int {
        guard spec.argumentKind == .floatingPoint else { return 0 }
        if spec.conversion == FormatSpec.decimalConversion {
            // A decimal spec (MessageFormat 2's `:number`, `:integer`) packs its style into the fields:
            // its fewest fraction digits (none for an integer under `:number`).
            return DecimalStyle(spec).map { min($0.minimumFractionDigits, 15) } ?? 0
        }
        return spec.precision >= 0 ? min(Int(spec.precision), 15) : 6
    }

    /// Integers sampled: every value up to 1100 (all the `% 10`, `% 100`
    /// and `% 1000` patterns of CLDR rules) and a few large round numbers
    /// (the `many` of French, Spanish, Italian: multiples of a million).
    static let integerSamples: [Int] = Array(0...1100) + [1_000_000, 1_000_001, 2_000_000, 10_000_000, 1_000_000_000]

    private static func measure(_ rules: PluralRules, precision: Int) -> Profile {
        var reachable: Set<PluralCategory> = [], everyday: Set<PluralCategory> = []
        var largeExamples: [PluralCategory: [String]] = [:]
        func note(_ category: PluralCategory, integer: Int, text: @autoclosure () -> String) {
            reachable.insert(category)
            if integer < everydayBound {
                everyday.insert(category)
            } else if largeExamples[category, default: []].count < 3 {
                largeExamples[category, default: []].append(text())
            }
        }
        guard precision > 0 else {
            var members: [PluralCategory: [Int]] = [:]
            for value in integerSamples {
                let category = rules.select(PluralOperands(Int64(value)))
                note(category, integer: value, text: String(value))
                if members[category, default: []].count <= 32 { members[category, default: []].append(value) }
            }
            // A category the samples found only in large numbers may still be selected by some integer
            // below the bound (CLDR rules read up to `% 1000000`): every one is evaluated for it.
            let rare = reachable.subtracting(everyday)
            if !rare.isEmpty {
                for value in (integerSamples.filter { $0 < everydayBound }.max()! + 1)..<everydayBound {
                    let category = rules.select(Int64(value))
                    if rare.contains(category), !everyday.contains(category) {
                        everyday.insert(category)
                        largeExamples[category] = nil
                        if everyday.isSuperset(of: rare) { break }
                    }
                }
            }
            let finite = members.filter { $0.value.count <= 32 && $0.value.allSatisfy { $0 <= 1100 } }
            return Profile(reachable: reachable, finiteMembers: finite, everyday: everyday, largeExamples: largeExamples)
        }
        for integer in Array(0...120) + [1000, 1_000_000] {
            for fraction in fractionSamples(precision) {
                if let operands = PluralOperands("\(integer).\(fraction)") {
                    note(rules.select(operands), integer: integer, text: "\(integer).\(fraction)")
                }
            }
        }
        return Profile(reachable: reachable, finiteMembers: [:], everyday: everyday, largeExamples: largeExamples)
    }

    /// Fractions of exactly `precision` digits: the small values (`00…01`
    /// to `00…199`), and one or two leading digits followed by zeros
    /// (`5`, `25`, `50`…), so that `f`, `t`, `v` and `w` all vary.
    static func fractionSamples(_ precision: Int) -> [String] {
        var values: Set<Int> = []
        var scale = 1
        for _ in 0..<precision { scale = scale > Int.max / 10 ? scale : scale * 10 }
        for k in 0..<min(scale, 200) { values.insert(k) }
        if precision >= 2 { for k in 1...99 { values.insert(k * (scale / 100)) } }
        for k in 1...9 { values.insert(k * (scale / 10)) }
        return values.sorted().map { value in
            let digits = String(value)
            return String(repeating: "0", count: max(0, precision - digits.count)) + digits
        }
    }
}
