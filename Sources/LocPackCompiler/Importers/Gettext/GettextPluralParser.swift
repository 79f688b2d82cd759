/// Reads a ``GettextPluralExpression`` as GNU gettext's `plural.y` grammar
/// does: `?:` (grouping from the right) binds loosest, then `||`, `&&`,
/// `== !=`, `< > <= >=`, `+ -`, `* / %` (each grouping from the left), then
/// unary `!`; operands are `n`, decimal numbers and parenthesised
/// expressions. Spaces and tabs separate tokens; `;`, a line break or the
/// end of the text ends the expression. Any other character is an error.
struct GettextPluralParser {
    /// The text the expression is in (UTF-8).
    let bytes: [UInt8]
    /// The offset of the next byte to read.
    private(set) var at: Int
    /// How deeply parentheses, `!` and `?:` may nest before the expression
    /// is refused rather than recursed into.
    static let maximumDepth = 200
    /// The most operands and operators one expression may have: real ones
    /// have a few dozen, and a chain of thousands would be a tree too deep
    /// to evaluate (and to free) without running out of stack.
    static let maximumNodes = 1000
    private var depth = 0
    private var nodes = 0

    /// A parser of the expression that starts at byte `at` of `bytes`.
    init(bytes: [UInt8], at: Int) {
        self.bytes = bytes
        self.at = at
    }

    /// The expression, which must be followed by its end (`;`, a line break
    /// or the end of the text).
    mutating func parseWhole() throws(MessageSyntaxError) -> GettextPluralExpression {
        let expression = try parseConditional()
        skipSpace()
        guard atEnd else { throw error("unexpected '\(character)' in the plural expression") }
        return expression
    }

    // MARK: Grammar

    private mutating func parseConditional() throws(MessageSyntaxError) -> GettextPluralExpression {
        let condition = try parseBinary(minimumPrecedence: 1)
        skipSpace()
        guard peek == UInt8(ascii: "?") else { return condition }
        at += 1
        try enter()
        defer { depth -= 1 }
        let then = try parseConditional()
        skipSpace()
        guard peek == UInt8(ascii: ":") else { throw error("the plural expression's '?' has no ':'") }
        at += 1
        let otherwise = try parseConditional()
        return try counted(.conditional(condition, then, otherwise))
    }

    /// Operators of `minimumPrecedence` and tighter, grouping from the left.
    private mutating func parseBinary(minimumPrecedence: Int) throws(MessageSyntaxError) -> GettextPluralExpression {
        var left = try parseUnary()
        while true {
            skipSpace()
            let start = at
            guard let op = try readBinaryOperator(), op.precedence >= minimumPrecedence else {
                at = start
                return left
            }
            let right = try parseBinary(minimumPrecedence: op.precedence + 1)
            left = try counted(.binary(op, left, right))
        }
    }

    private mutating func parseUnary() throws(MessageSyntaxError) -> GettextPluralExpression {
        skipSpace()
        guard let byte = peek, !atEnd else { throw error("the plural expression ends where an operand is expected") }
        switch byte {
        case UInt8(ascii: "!") where next != UInt8(ascii: "="):
            at += 1
            try enter()
            defer { depth -= 1 }
            return try counted(.not(try parseUnary()))
        case UInt8(ascii: "n"):
            at += 1
            return try counted(.count)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            var value: UInt64 = 0
            while let digit = peek, digit >= 0x30, digit <= 0x39 {
                // C's unsigned long: a literal too long wraps, as gettext's lexer reads it.
                value = value &* 10 &+ UInt64(digit - 0x30)
                at += 1
            }
            return try counted(.number(value))
        case UInt8(ascii: "("):
            at += 1
            try enter()
            defer { depth -= 1 }
            let inner = try parseConditional()
            skipSpace()
            guard peek == UInt8(ascii: ")") else { throw error("the plural expression's '(' is not closed") }
            at += 1
            return inner
        default:
            throw error("unexpected '\(character)' where the plural expression expects n, a number, '!' or '('")
        }
    }

    /// The binary operator at the read position (consumed), nil when the
    /// next token is not one; throws for `=`, `&` or `|` alone.
    private mutating func readBinaryOperator() throws(MessageSyntaxError) -> GettextPluralExpression.BinaryOperator? {
        guard let byte = peek, !atEnd else { return nil }
        let second = next
        func take(_ op: GettextPluralExpression.BinaryOperator, _ length: Int) -> GettextPluralExpression.BinaryOperator {
            at += length
            return op
        }
        switch byte {
        case UInt8(ascii: "|"), UInt8(ascii: "&"):
            guard second == byte else { throw error("'\(character)' alone is not an operator (write '\(character)\(character)')") }
            return take(byte == UInt8(ascii: "|") ? .or : .and, 2)
        case UInt8(ascii: "="):
            guard second == UInt8(ascii: "=") else { throw error("'=' alone is not an operator (write '==')") }
            return take(.equal, 2)
        case UInt8(ascii: "!"):
            return second == UInt8(ascii: "=") ? take(.notEqual, 2) : nil
        case UInt8(ascii: "<"): return second == UInt8(ascii: "=") ? take(.lessOrEqual, 2) : take(.less, 1)
        case UInt8(ascii: ">"): return second == UInt8(ascii: "=") ? take(.greaterOrEqual, 2) : take(.greater, 1)
        case UInt8(ascii: "+"): return take(.plus, 1)
        case UInt8(ascii: "-"): return take(.minus, 1)
        case UInt8(ascii: "*"): return take(.times, 1)
        case UInt8(ascii: "/"): return take(.divided, 1)
        case UInt8(ascii: "%"): return take(.remainder, 1)
        default: return nil
        }
    }

    // MARK: Reading

    private var peek: UInt8? { at < bytes.count ? bytes[at] : nil }
    private var next: UInt8? { at + 1 < bytes.count ? bytes[at + 1] : nil }

    /// Whether the expression ends here: `;`, a line break or the end of the text.
    private var atEnd: Bool {
        guard let byte = peek else { return true }
        return byte == UInt8(ascii: ";") || byte == 0x0A || byte == 0
    }

    /// The character at the read position, for messages.
    private var character: String {
        guard at < bytes.count else { return "" }
        var end = at + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[at..<end], as: UTF8.self)
    }

    private mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 { at += 1 }
    }

    private mutating func enter() throws(MessageSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw error("the plural expression nests more than \(Self.maximumDepth) deep")
        }
    }

    private mutating func counted(_ node: GettextPluralExpression) throws(MessageSyntaxError) -> GettextPluralExpression {
        nodes += 1
        guard nodes <= Self.maximumNodes else {
            throw error("the plural expression has more than \(Self.maximumNodes) operands and operators")
        }
        return node
    }

    private func error(_ message: String) -> MessageSyntaxError {
        MessageSyntaxError(message, at: at, in: bytes)
    }
}
