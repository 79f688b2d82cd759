import LocPack

/// What a member name of a Swifternalization expression object means once
/// resolved for a language.
enum SwifternalizationCase: Equatable {
    /// `other`: the case used when nothing else matches.
    case other
    /// A CLDR plural category of the language (`one`, `few`, `many`…).
    case category(PluralCategory)
    /// An inequality, range or pattern (`ie:`, `iex:`, `exp:`, or a shared
    /// expression defined as one).
    case condition(NumberCondition)
}

/// Reads the expression syntax of Swifternalization: `ie:x>=2` (`x` may be
/// written `%d`), `iex:2<x<10` (`<` and `<=` only), `exp:REGEX`.
enum SwifternalizationExpression {
    /// The prefixes that introduce an expression; any other text is a name.
    static let prefixes = ["ie:", "iex:", "exp:"]

    /// Whether `text` is written with an expression prefix (rather than
    /// naming a shared or built-in expression).
    static func isExpression(_ text: String) -> Bool { prefixes.contains { text.hasPrefix($0) } }

    /// The condition `text` spells.
    ///
    /// - Throws: a sentence saying what is wrong; for `exp:`, the regular
    ///   expression's error with its offset in the whole text.
    static func condition(_ text: String) throws(SwifternalizationRegexError) -> NumberCondition {
        if text.hasPrefix("iex:") { return try range(String(text.dropFirst(4))) }
        if text.hasPrefix("ie:") { return try inequality(String(text.dropFirst(3))) }
        if text.hasPrefix("exp:") {
            let source = String(text.dropFirst(4))
            guard !source.isEmpty else {
                throw SwifternalizationRegexError(message: "'exp:' needs a regular expression", offset: nil)
            }
            do {
                return .pattern(try SwifternalizationPatternCompiler.compile(source: source))
            } catch {
                throw SwifternalizationRegexError(message: "cannot use the regular expression: \(error.message)",
                                                  offset: error.offset.map { $0 + 4 })
            }
        }
        throw SwifternalizationRegexError(message: "'\(text)' is not an expression (ie:, iex: or exp:)", offset: nil)
    }

    // MARK: Inequalities

    private enum Relation: String, CaseIterable {
        // Two-character relations first, so that `<=` is not read as `<`.
        case lessOrEqual = "<=", greaterOrEqual = ">=", less = "<", greater = ">", equal = "="
    }

    /// `x<op>N`.
    private static func inequality(_ body: String) throws(SwifternalizationRegexError) -> NumberCondition {
        var scanner = Scanner(body, prefixLength: 3)
        try scanner.variable()
        let relation = try scanner.relation(allowed: Relation.allCases)
        let bound = try scanner.number()
        try scanner.end()
        switch relation {
        case .equal: return .interval(lower: IntervalBound(bound, inclusive: true), upper: IntervalBound(bound, inclusive: true))
        case .less: return .interval(lower: nil, upper: IntervalBound(bound, inclusive: false))
        case .lessOrEqual: return .interval(lower: nil, upper: IntervalBound(bound, inclusive: true))
        case .greater: return .interval(lower: IntervalBound(bound, inclusive: false), upper: nil)
        case .greaterOrEqual: return .interval(lower: IntervalBound(bound, inclusive: true), upper: nil)
        }
    }

    /// `A<x<B`, each `<` possibly `<=`.
    private static func range(_ body: String) throws(SwifternalizationRegexError) -> NumberCondition {
        var scanner = Scanner(body, prefixLength: 4)
        let low = try scanner.number()
        let lowRelation = try scanner.relation(allowed: [.lessOrEqual, .less])
        try scanner.variable()
        let highRelation = try scanner.relation(allowed: [.lessOrEqual, .less])
        let high = try scanner.number()
        try scanner.end()
        let lower = IntervalBound(low, inclusive: lowRelation == .lessOrEqual)
        let upper = IntervalBound(high, inclusive: highRelation == .lessOrEqual)
        guard low < high || (low == high && lower.inclusive && upper.inclusive) else {
            throw SwifternalizationRegexError(message: "the range '\(body)' contains no number", offset: nil)
        }
        return .interval(lower: lower, upper: upper)
    }

    /// Reads the tokens of `ie:` and `iex:` bodies; spaces between tokens are allowed.
    private struct Scanner {
        let scalars: [Unicode.Scalar]
        let prefixLength: Int
        var position = 0

        init(_ text: String, prefixLength: Int) {
            scalars = Array(text.unicodeScalars)
            self.prefixLength = prefixLength
        }

        private func failure(_ message: String) -> SwifternalizationRegexError {
            SwifternalizationRegexError(message: message, offset: prefixLength + position)
        }

        private mutating func skipSpace() { while position < scalars.count, scalars[position] == " " { position += 1 } }

        private func starts(with text: String) -> Bool { scalars[position...].starts(with: text.unicodeScalars) }

        /// `x` or `%d`, the number tested.
        mutating func variable() throws(SwifternalizationRegexError) {
            skipSpace()
            if starts(with: "x") { position += 1 } else if starts(with: "%d") { position += 2 } else {
                throw failure("'x' (the number) expected")
            }
        }

        mutating func relation(allowed: [Relation]) throws(SwifternalizationRegexError) -> Relation {
            skipSpace()
            for relation in Relation.allCases where starts(with: relation.rawValue) {
                guard allowed.contains(relation) else {
                    throw failure("'\(relation.rawValue)' is not allowed here (use \(allowed.map { "'\($0.rawValue)'" }.joined(separator: " or ")))")
                }
                position += relation.rawValue.unicodeScalars.count
                return relation
            }
            throw failure("a comparison (\(allowed.map(\.rawValue).joined(separator: " "))) expected")
        }

        /// `-?[0-9]+(.[0-9]+)?`.
        mutating func number() throws(SwifternalizationRegexError) -> Double {
            skipSpace()
            let start = position
            if position < scalars.count, scalars[position] == "-" { position += 1 }
            func digits() -> Bool {
                let first = position
                while position < scalars.count, ("0"..."9").contains(scalars[position]) { position += 1 }
                return position > first
            }
            guard digits() else {
                position = start
                throw failure("a number expected")
            }
            if position < scalars.count, scalars[position] == "." {
                position += 1
                guard digits() else { throw failure("digits expected after '.'") }
            }
            let text = String(String.UnicodeScalarView(scalars[start..<position]))
            guard let value = Double(text), value.isFinite else {
                position = start
                throw failure("the number '\(text)' is out of range")
            }
            return value
        }

        mutating func end() throws(SwifternalizationRegexError) {
            skipSpace()
            guard position == scalars.count else { throw failure("unexpected '\(scalars[position])'") }
        }
    }
}
