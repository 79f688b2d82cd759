/// Parses the regular expression of an `exp:` expression (ICU syntax, as
/// `NSRegularExpression` reads it) into a ``SwifternalizationRegex``, and
/// rejects, with a sentence naming it, every construct a linear-time
/// automaton cannot run: lookaround, backreferences, atomic groups,
/// possessive quantifiers, word boundaries, inline flags, Unicode
/// properties, nested classes. The grammar is in
/// `Specs/importers/swifternalization.md`.
struct SwifternalizationRegexParser {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    /// The deepest group nesting accepted.
    static let maximumDepth = 32
    /// The largest count a `{m,n}` may give.
    static let maximumCount = 1000

    /// A parser of `pattern`.
    init(_ pattern: String) { scalars = Array(pattern.unicodeScalars) }

    /// The parsed expression.
    mutating func parse() throws(SwifternalizationRegexError) -> SwifternalizationRegex {
        let regex = try alternation(depth: 0)
        if position < scalars.count { throw failure("unmatched ')'") }
        return regex
    }

    // MARK: Structure

    private var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    private func failure(_ message: String, at offset: Int? = nil) -> SwifternalizationRegexError {
        SwifternalizationRegexError(message: message, offset: offset ?? position)
    }

    private mutating func alternation(depth: Int) throws(SwifternalizationRegexError) -> SwifternalizationRegex {
        var branches = [try concatenation(depth: depth)]
        while peek == "|" {
            position += 1
            branches.append(try concatenation(depth: depth))
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func concatenation(depth: Int) throws(SwifternalizationRegexError) -> SwifternalizationRegex {
        var parts: [SwifternalizationRegex] = []
        while let c = peek, c != "|", c != ")" {
            var (atom, repeatable) = try self.atom(depth: depth)
            while let q = peek, q == "*" || q == "+" || q == "?" || q == "{" {
                guard repeatable else { throw failure("nothing to repeat before '\(q)'") }
                let start = position
                let (minimum, maximum) = try quantifier()
                if peek == "+" { throw failure("possessive quantifier '\(String(String.UnicodeScalarView(scalars[start...position])))' is not supported") }
                if peek == "?" { position += 1 }  // Lazy: the same set of matches.
                atom = .repetition(atom, minimum: minimum, maximum: maximum)
                repeatable = false
            }
            parts.append(atom)
        }
        switch parts.count {
        case 0: return .empty
        case 1: return parts[0]
        default: return .concatenation(parts)
        }
    }

    /// `*`, `+`, `?` or `{m}`, `{m,}`, `{m,n}`.
    private mutating func quantifier() throws(SwifternalizationRegexError) -> (Int, Int?) {
        let start = position
        let q = scalars[position]
        position += 1
        switch q {
        case "*": return (0, nil)
        case "+": return (1, nil)
        case "?": return (0, 1)
        default: break
        }
        let malformed = failure("malformed repetition '{': write '\\{' for a literal brace", at: start)
        guard let minimum = number() else { throw malformed }
        var maximum: Int? = minimum
        if peek == "," {
            position += 1
            maximum = number()
        }
        guard peek == "}" else { throw malformed }
        position += 1
        guard minimum <= Self.maximumCount, (maximum ?? 0) <= Self.maximumCount else {
            throw failure("repetition count above \(Self.maximumCount)", at: start)
        }
        if let maximum, maximum < minimum {
            throw failure("repetition {\(minimum),\(maximum)} has its bounds out of order", at: start)
        }
        return (minimum, maximum)
    }

    private mutating func number() -> Int? {
        var value: Int? = nil
        while let c = peek, ("0"..."9").contains(c) {
            value = min((value ?? 0) * 10 + Int(c.value) - 48, 1_000_000)
            position += 1
        }
        return value
    }

    // MARK: Atoms

    /// One atom, and whether a quantifier may follow it.
    private mutating func atom(depth: Int) throws(SwifternalizationRegexError) -> (SwifternalizationRegex, Bool) {
        let c = scalars[position]
        switch c {
        case "(":
            return (try group(depth: depth), true)
        case "[":
            return (.byteClass(try byteClass()), true)
        case ".":
            position += 1
            return (.any, true)
        case "^":
            position += 1
            return (.textStart, false)
        case "$":
            position += 1
            return (.textEnd, false)
        case "\\":
            return try escape()
        case "*", "+", "?":
            throw failure("nothing to repeat before '\(c)'")
        case "{":
            throw failure("malformed repetition '{': write '\\{' for a literal brace")
        default:
            position += 1
            return (Self.literal(c), true)
        }
    }

    private static func literal(_ scalar: Unicode.Scalar) -> SwifternalizationRegex {
        let bytes = Array(String(scalar).utf8)
        return bytes.count == 1 ? .byte(bytes[0]) : .concatenation(bytes.map { .byte($0) })
    }

    private mutating func group(depth: Int) throws(SwifternalizationRegexError) -> SwifternalizationRegex {
        let start = position
        position += 1
        if peek == "?" {
            let unsupported: [(String, String)] = [
                ("?=", "lookahead"), ("?!", "negative lookahead"), ("?<=", "lookbehind"),
                ("?<!", "negative lookbehind"), ("?>", "atomic group"), ("?#", "comment group"),
            ]
            for (syntax, name) in unsupported where scalars[position...].starts(with: syntax.unicodeScalars) {
                throw failure("\(name) '(\(syntax)' is not supported: a pattern must run on the number's text in one pass without backtracking", at: start)
            }
            if peek(1) == ":" {
                position += 2
            } else if peek(1) == "<", let first = peek(2), first.properties.isAlphabetic {
                // A named group: its name does not matter for matching.
                position += 3
                while let c = peek, c != ">" { position += 1 }
                guard peek == ">" else { throw failure("unclosed group name '(?<'", at: start) }
                position += 1
            } else {
                throw failure("inline flags '(?…)' are not supported", at: start)
            }
        }
        guard depth < Self.maximumDepth else { throw failure("groups are nested more than \(Self.maximumDepth) deep", at: start) }
        let body = try alternation(depth: depth + 1)
        guard peek == ")" else { throw failure("unclosed group '('", at: start) }
        position += 1
        return body
    }

    private mutating func escape() throws(SwifternalizationRegexError) -> (SwifternalizationRegex, Bool) {
        let start = position
        position += 1
        guard let c = peek else { throw failure("a pattern cannot end with '\\'", at: start) }
        switch c {
        case "A":
            position += 1
            return (.textStart, false)
        case "z", "Z":
            position += 1
            return (.textEnd, false)
        case "Q":
            position += 1
            var parts: [SwifternalizationRegex] = []
            while let q = peek, !(q == "\\" && peek(1) == "E") {
                parts.append(Self.literal(q))
                position += 1
            }
            if peek == "\\" { position += 2 }
            return (parts.isEmpty ? .empty : .concatenation(parts), true)
        default:
            if let set = try classEscape(at: start) { return (.byteClass(set), true) }
            return (Self.literal(try scalarEscape(at: start)), true)
        }
    }

    /// `\d \D \w \W \s \S` (the `\` at `start`, the letter current); nil for other escapes.
    private mutating func classEscape(at start: Int) throws(SwifternalizationRegexError) -> SwifternalizationByteSet? {
        let set: SwifternalizationByteSet
        switch peek {
        case "d": set = .digits
        case "D": set = SwifternalizationByteSet.digits.inverted
        case "w": set = .word
        case "W": set = SwifternalizationByteSet.word.inverted
        case "s": set = .space
        case "S": set = SwifternalizationByteSet.space.inverted
        default: return nil
        }
        position += 1
        return set
    }

    /// An escape that stands for one character (the `\` at `start`, the
    /// letter current): controls, `\xHH`, `\x{…}`, `\uHHHH`, `\UHHHHHHHH`,
    /// `\0ooo`, and any escaped character that is not an ASCII letter or digit.
    private mutating func scalarEscape(at start: Int) throws(SwifternalizationRegexError) -> Unicode.Scalar {
        let c = scalars[position]
        position += 1
        let controls: [Unicode.Scalar: Unicode.Scalar] = ["t": "\t", "n": "\n", "r": "\r", "f": "\u{0C}", "e": "\u{1B}", "a": "\u{07}"]
        if let control = controls[c] { return control }
        switch c {
        case "x":
            if peek == "{" {
                position += 1
                let value = hex(maximumDigits: 8)
                guard let value, peek == "}", let scalar = Unicode.Scalar(value) else { throw failure("malformed '\\x{…}' escape", at: start) }
                position += 1
                return scalar
            }
            guard let value = hex(exactDigits: 2), let scalar = Unicode.Scalar(value) else { throw failure("malformed '\\x' escape: two hex digits expected", at: start) }
            return scalar
        case "u", "U":
            let digits = c == "u" ? 4 : 8
            guard let value = hex(exactDigits: digits), let scalar = Unicode.Scalar(value) else {
                throw failure("malformed '\\\(c)' escape: \(digits) hex digits expected", at: start)
            }
            return scalar
        case "0":
            var value: UInt32 = 0, count = 0
            while count < 3, let d = peek, ("0"..."7").contains(d) {
                value = value * 8 + d.value - 48
                position += 1
                count += 1
            }
            return Unicode.Scalar(value)!
        case "1"..."9", "k":
            throw failure("backreference '\\\(c)' is not supported", at: start)
        case "b", "B":
            throw failure("word boundary '\\\(c)' is not supported", at: start)
        case "p", "P":
            throw failure("Unicode property '\\\(c)' is not supported: the number's text is ASCII (use [0-9])", at: start)
        case "G":
            throw failure("'\\G' is not supported", at: start)
        default:
            if c.isASCII, c.properties.isAlphabetic || ("0"..."9").contains(c) {
                throw failure("escape '\\\(c)' is not supported", at: start)
            }
            return c
        }
    }

    private mutating func hex(exactDigits: Int) -> UInt32? {
        guard position + exactDigits <= scalars.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<exactDigits {
            guard let d = peek.flatMap({ UInt32(String($0), radix: 16) }) else { return nil }
            value = value * 16 + d
            position += 1
        }
        return value
    }

    private mutating func hex(maximumDigits: Int) -> UInt32? {
        var value: UInt32? = nil, count = 0
        while count < maximumDigits, let d = peek.flatMap({ UInt32(String($0), radix: 16) }) {
            value = (value ?? 0) * 16 + d
            position += 1
            count += 1
        }
        return value
    }

    // MARK: Classes

    /// `[…]` or `[^…]`: ASCII members only (the text is ASCII); `]` first is
    /// literal; `-` first or last is literal.
    private mutating func byteClass() throws(SwifternalizationRegexError) -> SwifternalizationByteSet {
        let start = position
        position += 1
        let negated = peek == "^"
        if negated { position += 1 }
        var set = SwifternalizationByteSet([])
        var first = true
        while true {
            guard let c = peek else { throw failure("unclosed character class '['", at: start) }
            if c == "]" && !first { break }
            first = false
            if c == "[" {
                throw failure("nested classes and POSIX classes ('[' inside '[…]') are not supported: write '\\['", at: position)
            }
            if c == "&" && peek(1) == "&" {
                throw failure("class intersection '&&' is not supported", at: position)
            }
            if c == "\\" {
                let escapeStart = position
                position += 1
                guard peek != nil else { throw failure("unclosed character class '['", at: start) }
                if let members = try classEscape(at: escapeStart) {
                    set.formUnion(members)
                    continue
                }
                try addMember(try scalarEscape(at: escapeStart), to: &set)
                continue
            }
            position += 1
            try addMember(c, to: &set)
        }
        position += 1
        return negated ? set.inverted : set
    }

    /// Adds `low`, or the range `low-high` when a `-` and an upper end follow.
    private mutating func addMember(_ low: Unicode.Scalar, to set: inout SwifternalizationByteSet) throws(SwifternalizationRegexError) {
        guard peek == "-", let next = peek(1), next != "]" else {
            if low.isASCII { set.insert(UInt8(low.value)) }
            return
        }
        let rangeStart = position - 1
        position += 1
        var high = next
        if next == "\\" {
            let escapeStart = position
            position += 1
            guard peek != nil else { throw failure("unclosed character class '['", at: rangeStart) }
            if try classEscape(at: escapeStart) != nil {
                throw failure("a class escape cannot end a range", at: escapeStart)
            }
            high = try scalarEscape(at: escapeStart)
        } else {
            if next == "[" { throw failure("nested classes ('[' inside '[…]') are not supported: write '\\['", at: position) }
            position += 1
        }
        guard low.value <= high.value else { throw failure("range '\(low)-\(high)' is out of order", at: rangeStart) }
        guard low.value < 128 else { return }
        for byte in low.value...min(high.value, 127) { set.insert(UInt8(byte)) }
    }
}
