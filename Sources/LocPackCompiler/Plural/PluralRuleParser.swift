import LocPack

/// A parsed CLDR plural rule set: the conditions of the categories other
/// than `other`, in the order they are tried. A number that satisfies none
/// of them is `other`.
///
/// The syntax is CLDR's (UTS #35, part 3, "Language Plural Rules"), one rule
/// set per string with rules separated by `;`:
///
/// ```
/// one: i = 1 and v = 0; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
/// ```
public struct PluralRuleSet: Sendable, Equatable {
    /// An operand a relation reads (`c` is parsed as its synonym `e`). The
    /// raw values are the operand codes of rule programs.
    public enum Operand: UInt8, Sendable, CaseIterable {
        case n = 0, i, v, w, f, t, e
    }

    /// `operand [% modulus] (= | !=) ranges`.
    public struct Relation: Sendable, Equatable {
        /// The operand read.
        public var operand: Operand
        /// The modulus applied to the operand first, if any.
        public var modulus: UInt32?
        /// `!=`: the relation holds when the value is in none of the ranges.
        public var isNegated: Bool
        /// The integer ranges (a single value `x` is `x...x`); never empty.
        public var ranges: [ClosedRange<UInt32>]

        /// Creates a relation.
        public init(operand: Operand, modulus: UInt32? = nil, isNegated: Bool = false,
                    ranges: [ClosedRange<UInt32>]) {
            self.operand = operand
            self.modulus = modulus
            self.isNegated = isNegated
            self.ranges = ranges
        }
    }

    /// The condition of one category.
    public struct Rule: Sendable, Equatable {
        /// The category selected when the condition holds (never `other`).
        public var category: PluralCategory
        /// The condition: it holds when all relations of at least one
        /// branch hold (`or` of `and`s).
        public var branches: [[Relation]]

        /// Creates a rule.
        public init(category: PluralCategory, branches: [[Relation]]) {
            self.category = category
            self.branches = branches
        }
    }

    /// The rules, in the order they are tried.
    public var rules: [Rule]

    /// Creates a rule set from its rules.
    public init(rules: [Rule]) { self.rules = rules }

    /// Parses CLDR rule-set text; see ``PluralRuleParser``.
    ///
    /// - Throws: ``CompilerError`` of kind ``CompilerError/Kind/pluralRule``,
    ///   as ``PluralRuleParser/parse(_:)``.
    public init(parsing text: String) throws(CompilerError) {
        self = try PluralRuleParser.parse(text)
    }

    /// The categories the rule set can select, in CLDR order, always ending
    /// with `other`.
    public var categories: [PluralCategory] {
        PluralCategory.allCases.filter { c in c == .other || rules.contains { $0.category == c } }
    }
}

/// Parses CLDR plural rule syntax into a ``PluralRuleSet``.
///
/// Accepted text: rules `category: condition` separated by `;` (blank rules
/// and surrounding spaces are ignored); `other` may appear only with an empty
/// condition; each category at most once. A condition is
/// `relation (and relation)* (or relation (and relation)*)*`, a relation
/// `operand ((% | mod) value)? (= | !=) range (, range)*`, a range `value` or
/// `value..value`, operands `n i v w f t c e`, values decimal below 2^32.
/// CLDR's older `is`, `is not`, `in`, `not in` are read as `=` and `!=`.
/// Sample lists (`@integer …`, `@decimal …`) are skipped up to the next `;`.
/// The empty string is the rule set in which everything is `other`.
///
/// Moduli must divide 10^18 (every CLDR modulus is a power of ten): rule
/// programs evaluate huge numbers modulo 10^18.
public enum PluralRuleParser {
    /// Parses `text`.
    ///
    /// - Throws: ``CompilerError`` of kind ``CompilerError/Kind/pluralRule``
    ///   whose message is `offset N: …`, N the offset of the first problem in
    ///   characters from 0.
    public static func parse(_ text: String) throws(CompilerError) -> PluralRuleSet {
        var scanner = Scanner(text)
        return try scanner.parseRuleSet()
    }

    private struct Scanner {
        let text: String
        let bytes: [UInt8]
        var pos = 0

        init(_ text: String) {
            self.text = text
            bytes = Array(text.utf8)
        }

        var atEnd: Bool { pos >= bytes.count }
        var peek: UInt8? { pos < bytes.count ? bytes[pos] : nil }

        /// The error at byte `offset` (by default the current position),
        /// which it names by the character holding that byte.
        func fail(_ message: String, at offset: Int? = nil) -> CompilerError {
            let utf8 = text.utf8
            let index = utf8.index(utf8.startIndex, offsetBy: min(offset ?? pos, utf8.count))
            let character = index.samePosition(in: text) ?? text.index(before: index)
            return CompilerError(.pluralRule, "offset \(text.distance(from: text.startIndex, to: character)): \(message)")
        }

        mutating func skipSpace() {
            while let b = peek, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { pos += 1 }
        }

        /// The run of ASCII letters at the current position (not consumed).
        func peekWord() -> String {
            var end = pos
            while end < bytes.count, Self.isLetter(bytes[end]) { end += 1 }
            return String(decoding: bytes[pos..<end], as: UTF8.self)
        }

        static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 }
        static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }

        /// Consumes `word` if it is the next whole word.
        mutating func eatWord(_ word: String) -> Bool {
            skipSpace()
            guard peekWord() == word else { return false }
            pos += word.utf8.count
            return true
        }

        mutating func parseRuleSet() throws(CompilerError) -> PluralRuleSet {
            var rules: [PluralRuleSet.Rule] = []
            var seen: Set<PluralCategory> = []
            while true {
                skipSpace()
                guard let b = peek else { break }
                if b == 0x3B { pos += 1; continue }  // empty rule
                let nameStart = pos
                let name = peekWord()
                guard !name.isEmpty else { throw fail("expected a plural category") }
                guard let category = PluralCategory(name: name) else {
                    throw fail("unknown plural category '\(name)'")
                }
                pos += name.utf8.count
                guard !seen.contains(category) else {
                    throw fail("category '\(name)' appears twice", at: nameStart)
                }
                seen.insert(category)
                skipSpace()
                guard peek == 0x3A else { throw fail("expected ':' after '\(name)'") }
                pos += 1
                skipSpace()
                var branches: [[PluralRuleSet.Relation]] = []
                if let c = peek, c != 0x3B, c != 0x40 {
                    branches = try parseCondition()
                }
                skipSpace()
                if peek == 0x40 { try skipSamples() }
                skipSpace()
                if let c = peek, c != 0x3B {
                    throw fail("expected 'and', 'or', '@' or ';'")
                }
                if category == .other {
                    guard branches.isEmpty else {
                        throw fail("the 'other' category cannot have a condition", at: nameStart)
                    }
                } else {
                    guard !branches.isEmpty else {
                        throw fail("category '\(name)' has no condition", at: nameStart)
                    }
                    rules.append(PluralRuleSet.Rule(category: category, branches: branches))
                }
            }
            return PluralRuleSet(rules: rules)
        }

        /// Skips `@integer …` / `@decimal …` sample lists up to `;` or the end.
        mutating func skipSamples() throws(CompilerError) {
            while peek == 0x40 {
                pos += 1
                let word = peekWord()
                guard word == "integer" || word == "decimal" else {
                    throw fail("expected '@integer' or '@decimal'")
                }
                pos += word.utf8.count
                while let b = peek, b != 0x3B, b != 0x40 { pos += 1 }
            }
        }

        mutating func parseCondition() throws(CompilerError) -> [[PluralRuleSet.Relation]] {
            var branches = [try parseAnd()]
            while eatWord("or") { branches.append(try parseAnd()) }
            return branches
        }

        mutating func parseAnd() throws(CompilerError) -> [PluralRuleSet.Relation] {
            var relations = [try parseRelation()]
            while eatWord("and") { relations.append(try parseRelation()) }
            return relations
        }

        mutating func parseRelation() throws(CompilerError) -> PluralRuleSet.Relation {
            skipSpace()
            let word = peekWord()
            let operand: PluralRuleSet.Operand
            switch word {
            case "n": operand = .n
            case "i": operand = .i
            case "v": operand = .v
            case "w": operand = .w
            case "f": operand = .f
            case "t": operand = .t
            case "c", "e": operand = .e
            case "": throw fail("expected an operand (n, i, v, w, f, t, c or e)")
            default: throw fail("unknown operand '\(word)'")
            }
            pos += word.utf8.count
            skipSpace()

            var modulus: UInt32?
            if peek == 0x25 || peekWord() == "mod" {  // "%"
                pos += peek == 0x25 ? 1 : 3
                skipSpace()
                let at = pos
                let m = try parseValue()
                guard m != 0 else { throw fail("modulus 0", at: at) }
                guard 1_000_000_000_000_000_000 % UInt64(m) == 0 else {
                    throw fail("modulus \(m) does not divide 10^18", at: at)
                }
                modulus = m
                skipSpace()
            }

            let isNegated: Bool
            if peek == 0x3D {  // "="
                pos += 1
                isNegated = false
            } else if peek == 0x21, pos + 1 < bytes.count, bytes[pos + 1] == 0x3D {  // "!="
                pos += 2
                isNegated = true
            } else if eatWord("is") {
                isNegated = eatWord("not")
            } else if eatWord("in") {
                isNegated = false
            } else if eatWord("not") {
                guard eatWord("in") else { throw fail("expected 'in' after 'not'") }
                isNegated = true
            } else {
                throw fail("expected '=' or '!='")
            }

            var ranges: [ClosedRange<UInt32>] = []
            repeat {
                skipSpace()
                let at = pos
                let low = try parseValue()
                var high = low
                if peek == 0x2E {
                    guard pos + 1 < bytes.count, bytes[pos + 1] == 0x2E else { throw fail("expected '..'") }
                    pos += 2
                    high = try parseValue()
                    guard low <= high else { throw fail("empty range \(low)..\(high)", at: at) }
                }
                ranges.append(low...high)
                skipSpace()
            } while eat(0x2C)  // ","
            return PluralRuleSet.Relation(operand: operand, modulus: modulus, isNegated: isNegated, ranges: ranges)
        }

        mutating func eat(_ byte: UInt8) -> Bool {
            guard peek == byte else { return false }
            pos += 1
            return true
        }

        mutating func parseValue() throws(CompilerError) -> UInt32 {
            let start = pos
            var value: UInt32 = 0
            while let b = peek, Self.isDigit(b) {
                let (m, o1) = value.multipliedReportingOverflow(by: 10)
                let (s, o2) = m.addingReportingOverflow(UInt32(b - 0x30))
                guard !o1, !o2 else { throw fail("number too large (at most \(UInt32.max))", at: start) }
                value = s
                pos += 1
            }
            guard pos > start else { throw fail("expected a number") }
            return value
        }
    }
}
