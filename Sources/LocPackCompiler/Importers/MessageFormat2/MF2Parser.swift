/// Reads MessageFormat 2 syntax (`spec/message.abnf` of the MessageFormat
/// WG) into the data model. A recursive descent over the text's scalars; the
/// first syntax error stops it and names its place (a byte offset in the
/// UTF-8, shown as a character offset).
struct MF2Parser {
    private let scalars: [Unicode.Scalar]
    /// The UTF-8 offset of each scalar, and of the end.
    private let offsets: [Int]
    private let bytes: [UInt8]
    private var i = 0

    /// Prepares to read `text`.
    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        var offsets: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        self.offsets = offsets
        bytes = Array(text.utf8)
    }

    /// Parses the whole text as one message.
    mutating func parse() throws(MF2Error) -> MF2Message {
        let start = i
        skipOptionalSpace()
        if peek == "." || (peek == "{" && peek(1) == "{") {
            return try complexMessage()
        }
        i = start
        let pattern = try self.pattern(quoted: false)
        guard atEnd else { throw error("unexpected '\(scalars[i])'") }
        return MF2Message(declarations: [], body: .pattern(pattern))
    }

    // MARK: Messages

    private mutating func complexMessage() throws(MF2Error) -> MF2Message {
        var declarations: [MF2Declaration] = []
        while true {
            skipOptionalSpace()
            if keyword(".input") {
                skipOptionalSpace()
                let expression = try self.expression()
                guard case let .variable(variable)? = expression.operand else {
                    throw error("an .input declaration needs a variable expression such as {$count :number}",
                                at: expression.offset)
                }
                declarations.append(MF2Declaration(kind: .input, variable: variable, expression: expression))
            } else if keyword(".local") {
                try requireSpace()
                let variable = try self.variable()
                skipOptionalSpace()
                try expect("=")
                skipOptionalSpace()
                guard peek == "{" else { throw error("expected an expression in braces after '='") }
                let expression = try self.expression()
                declarations.append(MF2Declaration(kind: .local, variable: variable, expression: expression))
            } else {
                break
            }
        }
        let body: MF2Message.Body
        if keyword(".match") {
            body = try matcher()
        } else if peek == "{" && peek(1) == "{" {
            body = .pattern(try quotedPattern())
        } else if peek == "." {
            throw error("unknown statement: expected .input, .local or .match")
        } else {
            throw error(atEnd ? "the message ends before its pattern {{…}}" : "expected a quoted pattern {{…}}")
        }
        skipOptionalSpace()
        guard atEnd else { throw error("unexpected text after the message's end") }
        return MF2Message(declarations: declarations, body: body)
    }

    private mutating func matcher() throws(MF2Error) -> MF2Message.Body {
        var selectors: [MF2Variable] = []
        while true {
            let save = i
            guard skipRequiredSpace(), peek == "$" else {
                i = save
                break
            }
            selectors.append(try variable())
        }
        guard !selectors.isEmpty else { throw error("'.match' needs at least one selector variable such as $count") }
        var variants: [MF2Variant] = []
        try requireSpace()
        guard !atEnd else { throw error("'.match' needs at least one variant: keys and a quoted pattern {{…}}") }
        while !atEnd {
            let offset = offsets[i]
            var keys = [try key()]
            while true {
                let save = i
                guard skipRequiredSpace(), peek != "{" else {
                    i = save
                    break
                }
                keys.append(try key())
            }
            skipOptionalSpace()
            guard peek == "{" && peek(1) == "{" else { throw error("expected a quoted pattern {{…}} after the variant's keys") }
            variants.append(MF2Variant(keys: keys, pattern: try quotedPattern(), offset: offset))
            skipOptionalSpace()
        }
        return .matcher(selectors: selectors, variants: variants)
    }

    private mutating func key() throws(MF2Error) -> MF2Key {
        if peek == "*" {
            i += 1
            return .catchAll
        }
        guard let literal = try literal() else { throw error("expected a variant key: a literal or '*'") }
        return .literal(literal)
    }

    // MARK: Patterns

    private mutating func quotedPattern() throws(MF2Error) -> MF2Pattern {
        i += 2  // {{
        let pattern = try self.pattern(quoted: true)
        guard peek == "}" && peek(1) == "}" else {
            throw error(atEnd ? "the quoted pattern has no closing '}}'" : "expected '}}' to close the quoted pattern")
        }
        i += 2
        return pattern
    }

    /// Text, escapes and placeholders up to the end, or (quoted) a `}`.
    private mutating func pattern(quoted: Bool) throws(MF2Error) -> MF2Pattern {
        var parts: [MF2PatternPart] = []
        var text = String.UnicodeScalarView()
        func flush() {
            if !text.isEmpty { parts.append(.text(String(text))) }
            text = String.UnicodeScalarView()
        }
        while let scalar = peek {
            switch scalar {
            case "\\":
                text.append(try escape(allowed: ["\\", "{", "|", "}"]))
            case "{":
                flush()
                parts.append(try placeholder())
            case "}":
                if quoted { flush(); return MF2Pattern(parts: parts) }
                throw error("'}' must be escaped as '\\}' in text")
            case "\u{0}":
                throw error("NUL is not allowed in a message")
            default:
                text.append(scalar)
                i += 1
            }
        }
        flush()
        return MF2Pattern(parts: parts)
    }

    private mutating func placeholder() throws(MF2Error) -> MF2PatternPart {
        let save = i
        i += 1
        skipOptionalSpace()
        let sigil = peek
        i = save
        if sigil == "#" || sigil == "/" { return .markup(try markup()) }
        return .expression(try expression())
    }

    // MARK: Expressions

    private mutating func expression() throws(MF2Error) -> MF2Expression {
        let offset = offsets[i]
        try expect("{")
        skipOptionalSpace()
        var operand: MF2Operand?
        var function: MF2Function?
        if peek == "$" {
            operand = .variable(try variable())
        } else if peek == ":" {
            function = try self.function()
        } else if let literal = try literal() {
            operand = .literal(literal)
        } else if peek == "}" {
            throw error("an expression needs a literal, a variable or a function")
        } else {
            throw error(atEnd ? "the expression has no closing '}'" : "expected a literal, a variable or a function, found '\(scalars[i])'")
        }
        if operand != nil {
            let save = i
            if skipRequiredSpace(), peek == ":" {
                function = try self.function()
            } else {
                i = save
            }
        }
        let attributes = try self.attributes()
        skipOptionalSpace()
        try expectClosingBrace()
        return MF2Expression(operand: operand, function: function, attributes: attributes, offset: offset)
    }

    private mutating func markup() throws(MF2Error) -> MF2Markup {
        let offset = offsets[i]
        try expect("{")
        skipOptionalSpace()
        var kind: MF2Markup.Kind = peek == "#" ? .open : .close
        i += 1
        let name = try identifier()
        let options = try self.options()
        let attributes = try self.attributes()
        skipOptionalSpace()
        if kind == .open, peek == "/" {
            kind = .standalone
            i += 1
        }
        try expectClosingBrace()
        return MF2Markup(kind: kind, name: name, options: options, attributes: attributes, offset: offset)
    }

    private mutating func function() throws(MF2Error) -> MF2Function {
        try expect(":")
        let name = try identifier()
        return MF2Function(name: name, options: try options())
    }

    /// `*(s option)`: stops, before the space, at anything that is not an
    /// option (an attribute, `/`, `}`).
    private mutating func options() throws(MF2Error) -> [MF2Option] {
        var options: [MF2Option] = []
        while true {
            let save = i
            guard skipRequiredSpace(), let scalar = peek, Self.isNameStart(scalar) || Self.isBidi(scalar) else {
                i = save
                return options
            }
            let offset = offsets[i]
            let name = try identifier()
            skipOptionalSpace()
            guard peek == "=" else { throw error("expected '=' after the option name '\(name)'") }
            i += 1
            skipOptionalSpace()
            let value: MF2Operand
            if peek == "$" {
                value = .variable(try variable())
            } else if let literal = try literal() {
                value = .literal(literal)
            } else {
                throw error("expected a literal or a variable as the value of option '\(name)'")
            }
            options.append(MF2Option(name: name, value: value, offset: offset))
        }
    }

    /// `*(s attribute)`.
    private mutating func attributes() throws(MF2Error) -> [MF2Attribute] {
        var attributes: [MF2Attribute] = []
        while true {
            let save = i
            guard skipRequiredSpace(), peek == "@" else {
                i = save
                return attributes
            }
            i += 1
            let name = try identifier()
            var value: String?
            let afterName = i
            skipOptionalSpace()
            if peek == "=" {
                i += 1
                skipOptionalSpace()
                guard let literal = try literal() else { throw error("expected a literal as the value of attribute '@\(name)'") }
                value = literal
            } else {
                i = afterName
            }
            attributes.append(MF2Attribute(name: name, value: value))
        }
    }

    private mutating func expectClosingBrace() throws(MF2Error) {
        guard peek == "}" else {
            if atEnd { throw error("the placeholder has no closing '}'") }
            throw error("unexpected '\(scalars[i])' in the placeholder; expected '}'")
        }
        i += 1
    }

    // MARK: Names and literals

    private mutating func variable() throws(MF2Error) -> MF2Variable {
        let offset = offsets[i]
        try expect("$")
        guard let name = name() else { throw error("expected a variable name after '$'") }
        return MF2Variable(name: name, offset: offset)
    }

    /// `[namespace ":"] name`.
    private mutating func identifier() throws(MF2Error) -> String {
        guard let first = name() else {
            throw error(atEnd ? "the message ends where a name is expected" : "expected a name, found '\(scalars[i])'")
        }
        guard peek == ":" else { return first }
        i += 1
        guard let second = name() else { throw error("expected a name after '\(first):'") }
        return first + ":" + second
    }

    /// `[bidi] name-start *name-char [bidi]`, the bidi marks dropped; nil
    /// (nothing consumed) when no name starts here.
    private mutating func name() -> String? {
        let save = i
        if let scalar = peek, Self.isBidi(scalar) { i += 1 }
        guard let start = peek, Self.isNameStart(start) else {
            i = save
            return nil
        }
        var name = String.UnicodeScalarView()
        while let scalar = peek, Self.isNameChar(scalar) {
            name.append(scalar)
            i += 1
        }
        if let scalar = peek, Self.isBidi(scalar) { i += 1 }
        return String(name)
    }

    /// A quoted or unquoted literal's value; nil (nothing consumed) when
    /// none starts here.
    private mutating func literal() throws(MF2Error) -> String? {
        if peek == "|" {
            i += 1
            var value = String.UnicodeScalarView()
            while let scalar = peek, scalar != "|" {
                if scalar == "\\" {
                    value.append(try escape(allowed: ["\\", "{", "|", "}"]))
                } else if scalar == "\u{0}" {
                    throw error("NUL is not allowed in a message")
                } else {
                    value.append(scalar)
                    i += 1
                }
            }
            guard peek == "|" else { throw error("the quoted literal has no closing '|'") }
            i += 1
            return String(value)
        }
        var value = String.UnicodeScalarView()
        while let scalar = peek, Self.isNameChar(scalar) {
            value.append(scalar)
            i += 1
        }
        return value.isEmpty ? nil : String(value)
    }

    private mutating func escape(allowed: Set<Unicode.Scalar>) throws(MF2Error) -> Unicode.Scalar {
        guard let next = peek(1), allowed.contains(next) else {
            throw error("'\\' escapes only '\\', '{', '|' and '}'")
        }
        i += 2
        return next
    }

    // MARK: Space

    /// `o`: any whitespace and bidi marks.
    private mutating func skipOptionalSpace() {
        while let scalar = peek, Self.isSpace(scalar) || Self.isBidi(scalar) { i += 1 }
    }

    /// `s`: bidi marks, at least one whitespace, then `o`; false (position
    /// unspecified) when there is no whitespace.
    private mutating func skipRequiredSpace() -> Bool {
        while let scalar = peek, Self.isBidi(scalar) { i += 1 }
        guard let scalar = peek, Self.isSpace(scalar) else { return false }
        skipOptionalSpace()
        return true
    }

    private mutating func requireSpace() throws(MF2Error) {
        guard skipRequiredSpace() else { throw error("expected a space") }
    }

    /// Consumes `word` when the text continues with it.
    private mutating func keyword(_ word: String) -> Bool {
        let wanted = Array(word.unicodeScalars)
        guard i + wanted.count <= scalars.count, Array(scalars[i..<(i + wanted.count)]) == wanted else { return false }
        i += wanted.count
        return true
    }

    private mutating func expect(_ scalar: Unicode.Scalar) throws(MF2Error) {
        guard peek == scalar else {
            throw error(atEnd ? "the message ends where '\(scalar)' is expected" : "expected '\(scalar)', found '\(scalars[i])'")
        }
        i += 1
    }

    // MARK: Scanning

    private var atEnd: Bool { i >= scalars.count }
    private var peek: Unicode.Scalar? { i < scalars.count ? scalars[i] : nil }
    private func peek(_ ahead: Int) -> Unicode.Scalar? { i + ahead < scalars.count ? scalars[i + ahead] : nil }

    private func error(_ message: String, at offset: Int? = nil) -> MF2Error {
        MF2Error(kind: .syntax, detail: MessageSyntaxError(message, at: offset ?? offsets[min(i, scalars.count)], in: bytes))
    }

    // MARK: Character classes (spec/message.abnf)

    static func isSpace(_ s: Unicode.Scalar) -> Bool {
        s == " " || s == "\t" || s == "\r" || s == "\n" || s == "\u{3000}"
    }

    static func isBidi(_ s: Unicode.Scalar) -> Bool {
        s == "\u{061C}" || s == "\u{200E}" || s == "\u{200F}" || ("\u{2066}"..."\u{2069}").contains(s)
    }

    static func isNameStart(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x80 {
            return (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) || v == 0x2B || v == 0x5F
        }
        switch v {
        case 0xA1...0x61B, 0x61D...0x167F, 0x1681...0x1FFF, 0x200B...0x200D, 0x2010...0x2027, 0x2030...0x205E,
             0x2060...0x2065, 0x206A...0x2FFF, 0x3001...0xD7FF, 0xE000...0xFDCF, 0xFDF0...0xFFFD:
            return true
        case 0x10000...0x10FFFD:
            return v & 0xFFFF <= 0xFFFD
        default:
            return false
        }
    }

    static func isNameChar(_ s: Unicode.Scalar) -> Bool {
        isNameStart(s) || ("0"..."9").contains(s) || s == "-" || s == "."
    }
}
