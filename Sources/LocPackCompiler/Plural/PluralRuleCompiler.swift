import LocPack

/// Compiles a ``PluralRuleSet`` into the rule program that
/// `LocPack.PluralRules` evaluates (encoding: `Specs/plural-rules.md`).
///
/// The output is deterministic: the same rule set and options always give
/// the same bytes.
public enum PluralRuleCompiler {
    /// The default for `integerTableLimit`: the most category bytes a
    /// program carries for plain integers.
    public static let defaultIntegerTableLimit = 256

    /// Compiles `ruleSet`.
    ///
    /// - Parameter ruleSet: the locale's CLDR rules.
    /// - Parameter integerTableLimit: the most bytes of integer table (see
    ///   the spec) the program may carry. When the categories of all plain
    ///   integers form a periodic table of at most this size, the program
    ///   answers every integer from it; otherwise it holds the categories of
    ///   `0..<integerTableLimit` and integer rules for larger values.
    ///   0 means integer rules only.
    /// - Throws: ``CompilerError`` of kind ``CompilerError/Kind/pluralRule``
    ///   when the rule set exceeds what the format can hold (255 bytes per
    ///   `and` chain, 255 chains per rule, 255 ranges per relation, 65535
    ///   bytes per part).
    public static func compile(
        _ ruleSet: PluralRuleSet, integerTableLimit: Int = defaultIntegerTableLimit
    ) throws(CompilerError) -> [UInt8] {
        let limit = max(0, min(integerTableLimit, 0xFFFF))
        let general = try encodeRules(ruleSet.rules)
        let integerRules = foldForIntegers(ruleSet.rules)

        var start = 0, period = 0
        var table: [PluralCategory] = []
        var encodedIntegerRules: [UInt8] = []
        if let periodic = integerTable(integerRules, limit: limit) {
            (start, period, table) = periodic
        } else {
            start = limit
            table = (0..<UInt64(limit)).map { integerCategory($0, integerRules) }
            encodedIntegerRules = try encodeRules(integerRules)
        }
        guard encodedIntegerRules.count <= 0xFFFF, general.count <= 0xFFFF else {
            throw CompilerError(.pluralRule, "the rule set is too large for a program (more than 65535 bytes of rules)")
        }

        var mask: UInt8 = 1 << PluralCategory.other.rawValue
        for rule in ruleSet.rules { mask |= 1 << rule.category.rawValue }
        var program = ByteWriter([PluralRules.formatVersion, mask])
        program.append(u16: UInt16(start))
        program.append(u16: UInt16(period))
        program.append(u16: UInt16(encodedIntegerRules.count))
        program.append(u16: UInt16(general.count))
        program.append(contentsOf: table.map(\.rawValue))
        program.append(contentsOf: encodedIntegerRules)
        program.append(contentsOf: general)
        return program.bytes
    }

    /// Parses and compiles CLDR rule-set text.
    ///
    /// - Throws: ``CompilerError`` of kind ``CompilerError/Kind/pluralRule``
    ///   when the text does not parse (``PluralRuleParser/parse(_:)``) or
    ///   the rule set does not fit a program.
    public static func compile(
        ruleText: String, integerTableLimit: Int = defaultIntegerTableLimit
    ) throws(CompilerError) -> [UInt8] {
        try compile(PluralRuleParser.parse(ruleText), integerTableLimit: integerTableLimit)
    }

    // MARK: Encoding

    /// Sorted, with overlapping and adjacent ranges merged (the same set of
    /// integers, fewer comparisons, one spelling).
    static func normalized(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        for r in ranges.sorted(by: { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }) {
            if let last = result.last, UInt64(r.lowerBound) <= UInt64(last.upperBound) + 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, r.upperBound)
            } else {
                result.append(r)
            }
        }
        return result
    }

    private static func encodeRules(_ rules: [PluralRuleSet.Rule]) throws(CompilerError) -> [UInt8] {
        var out: [UInt8] = []
        for rule in rules {
            guard rule.category != .other else {
                throw CompilerError(.pluralRule, "the 'other' category cannot have a condition")
            }
            guard !rule.branches.isEmpty, rule.branches.count <= 255 else {
                throw CompilerError(.pluralRule, "category '\(rule.category)' needs 1 to 255 'or' branches")
            }
            out.append(rule.category.rawValue)
            out.append(UInt8(rule.branches.count))
            for branch in rule.branches {
                var chain = ByteWriter()
                for relation in branch {
                    let ranges = normalized(relation.ranges)
                    guard !ranges.isEmpty, ranges.count <= 255 else {
                        throw CompilerError(.pluralRule, "a relation needs 1 to 255 ranges")
                    }
                    var head = relation.operand.rawValue
                    if relation.isNegated { head |= 0x08 }
                    if relation.modulus != nil { head |= 0x10 }
                    chain.append(head)
                    chain.append(UInt8(ranges.count))
                    if let m = relation.modulus {
                        guard m != 0, 1_000_000_000_000_000_000 % UInt64(m) == 0 else {
                            throw CompilerError(.pluralRule, "modulus \(m) does not divide 10^18")
                        }
                        chain.append(u32: m)
                    }
                    for r in ranges {
                        chain.append(u32: r.lowerBound)
                        chain.append(u32: r.upperBound - r.lowerBound)
                    }
                }
                guard chain.count <= 255 else {
                    throw CompilerError(.pluralRule, "an 'and' chain of '\(rule.category)' is longer than 255 bytes")
                }
                out.append(UInt8(chain.count))
                out += chain.bytes
            }
        }
        return out
    }

    // MARK: Plain integers

    /// The rules as they apply to plain integers (`n = i`, every other
    /// operand 0): relations on `n` read `i`, relations on other operands
    /// are decided and dropped, branches that cannot hold and rules that can
    /// never match are removed, and nothing follows a rule that always holds
    /// (it keeps one empty branch).
    static func foldForIntegers(_ rules: [PluralRuleSet.Rule]) -> [PluralRuleSet.Rule] {
        var result: [PluralRuleSet.Rule] = []
        for rule in rules {
            var branches: [[PluralRuleSet.Relation]] = []
            var alwaysHolds = false
            for branch in rule.branches {
                var kept: [PluralRuleSet.Relation] = []
                var possible = true
                for var relation in branch {
                    switch relation.operand {
                    case .n, .i:
                        relation.operand = .i
                        kept.append(relation)
                    case .v, .w, .f, .t, .e:
                        // The operand is 0, and so is 0 % m.
                        let inRanges = relation.ranges.contains { $0.contains(0) }
                        if inRanges == relation.isNegated { possible = false }
                    }
                    if !possible { break }
                }
                guard possible else { continue }
                if kept.isEmpty { alwaysHolds = true; break }
                branches.append(kept)
            }
            if alwaysHolds {
                result.append(PluralRuleSet.Rule(category: rule.category, branches: [[]]))
                break
            }
            if !branches.isEmpty { result.append(PluralRuleSet.Rule(category: rule.category, branches: branches)) }
        }
        return result
    }

    /// The category of the plain integer `x` under integer rules (all
    /// relations read `i`).
    static func integerCategory(_ x: UInt64, _ rules: [PluralRuleSet.Rule]) -> PluralCategory {
        for rule in rules {
            for branch in rule.branches {
                let holds = branch.allSatisfy { relation in
                    let value = relation.modulus.map { x % UInt64($0) } ?? x
                    let inRanges = relation.ranges.contains { UInt64($0.lowerBound) <= value && value <= UInt64($0.upperBound) }
                    return inRanges != relation.isNegated
                }
                if holds { return rule.category }
            }
        }
        return .other
    }

    /// The periodic table of integer categories: the category of `x` is
    /// `categories[x]` for `x < start` and `categories[start + x % period]`
    /// otherwise; `nil` when it would exceed `limit` bytes (or `limit` is 0).
    ///
    /// `start` is one more than the largest range bound of a relation without
    /// modulus (at or above it, such relations never hold) and `period` the
    /// least common multiple of the moduli; `categories[start + r]` is the
    /// category of the least `x >= start` with `x % period == r`.
    static func integerTable(
        _ rules: [PluralRuleSet.Rule], limit: Int
    ) -> (start: Int, period: Int, categories: [PluralCategory])? {
        guard limit > 0 else { return nil }
        var start: UInt64 = 0
        var period: UInt64 = 1
        for relation in rules.lazy.flatMap(\.branches).joined() {
            if let m = relation.modulus {
                let g = gcd(period, UInt64(m))
                period = period / g * UInt64(m)  // divides 10^18: no overflow
            } else if let top = relation.ranges.map(\.upperBound).max() {
                start = max(start, UInt64(top) + 1)
            }
            if start + period > UInt64(limit) { return nil }
        }
        guard start + period <= UInt64(limit) else { return nil }
        var categories: [PluralCategory] = []
        for x in 0..<start { categories.append(integerCategory(x, rules)) }
        for r in 0..<period {
            let representative = start + (r + period - start % period) % period
            categories.append(integerCategory(representative, rules))
        }
        return (Int(start), Int(period), categories)
    }

    private static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
