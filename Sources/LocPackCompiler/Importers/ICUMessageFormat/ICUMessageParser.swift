import LocPack

/// Reads ICU MessageFormat text into ``ICUPart``s (see
/// `Specs/importers/icu-messageformat.md` for the grammar).
///
/// The parser works on the UTF-8 bytes of the text; every syntax character
/// is ASCII, so text in any script (combining marks, emoji) passes through
/// untouched and offsets never depend on how characters are counted.
struct ICUMessageParser {
    /// Which dialect is read.
    enum Flavor: Equatable {
        /// ICU MessageFormat proper (apostrophe quoting, `#`, nested arguments).
        case messageFormat
        /// Flutter's `gen_l10n` dialect of `.arb` files: `#` is text;
        /// apostrophes are text unless `use-escaping` is on, when `'…'`
        /// quotes text and `''` is an apostrophe; only `plural` and `select`
        /// arguments; plural cases `=0`, `=1`, `=2` and the category names,
        /// a repeated case replacing the earlier one; no `offset:`.
        case flutter(useEscaping: Bool)
        /// The ICU plural of a Transifex string: the argument name is any
        /// placeholder (`???`), case bodies are printf-style text kept as is.
        case transifex
    }

    /// Choices (plural, select) nest at most this deep, the limit of the
    /// program format.
    static let maximumChoiceDepth = 16

    let bytes: [UInt8]
    let flavor: Flavor
    var i = 0

    init(_ text: String, flavor: Flavor) {
        self.bytes = Array(text.utf8)
        self.flavor = flavor
    }

    // MARK: Entry points

    /// Reads the whole text as one message.
    mutating func parseWholeMessage() throws(MessageSyntaxError) -> [ICUPart] {
        try parseMessage(nested: false, inPlural: false, choiceDepth: 0)
    }

    /// Reads a text that is one `{NAME, plural, …}` (Transifex flavour).
    /// `nil` when the text does not start with `{NAME, plural,` (after
    /// white space): it is then not an ICU plural at all.
    mutating func parseTransifexPlural() throws(MessageSyntaxError) -> ICUPluralPattern? {
        skipSpace()
        guard let plural = try parseInlineTransifexPlural(at: i) else { return nil }
        skipSpace()
        guard i == bytes.count else {
            throw error("unexpected text after the end of the ICU plural", at: i)
        }
        return plural
    }

    /// Reads one `{NAME, plural, …}` starting at byte `start` (Transifex
    /// flavour, an inline plural token `%1$#@{…}@`) and leaves ``i`` just
    /// after its closing `}`. `nil` when no `{NAME, plural,` starts there.
    mutating func parseInlineTransifexPlural(at start: Int) throws(MessageSyntaxError) -> ICUPluralPattern? {
        i = start
        guard i < bytes.count, bytes[i] == ICUByte.openBrace else { return nil }
        let open = i
        i += 1
        skipSpace()
        let nameStart = i
        while i < bytes.count, !isSpace(at: i), isNameByte(bytes[i]) { i += 1 }
        guard i > nameStart else { return nil }
        let ref = ICUArgumentRef(name: String(decoding: bytes[nameStart..<i], as: UTF8.self), number: nil,
                                 utf8Offset: nameStart)
        skipSpace()
        guard i < bytes.count, bytes[i] == ICUByte.comma else { return nil }
        i += 1
        skipSpace()
        guard readWord().lowercased() == "plural" else { return nil }
        skipSpace()
        guard i < bytes.count, bytes[i] == ICUByte.comma else {
            throw error("expected ',' after 'plural'", at: i)
        }
        i += 1
        return try parsePluralStyle(ref, ordinal: false, open: open, choiceDepth: 0)
    }

    // MARK: Messages

    /// Reads message text up to the end (top level) or up to an unconsumed
    /// `}` (nested).
    mutating func parseMessage(nested: Bool, inPlural: Bool, choiceDepth: Int) throws(MessageSyntaxError) -> [ICUPart] {
        var parts: [ICUPart] = []
        var literal: [UInt8] = []
        func flush() {
            guard !literal.isEmpty else { return }
            parts.append(.text(String(decoding: literal, as: UTF8.self)))
            literal.removeAll(keepingCapacity: true)
        }
        while i < bytes.count {
            switch bytes[i] {
            case ICUByte.apostrophe where flavor == .flutter(useEscaping: false):
                literal.append(bytes[i])
                i += 1
            case ICUByte.apostrophe where flavor == .flutter(useEscaping: true):
                try readFlutterQuote(into: &literal)
            case ICUByte.apostrophe:
                try readApostrophe(into: &literal, inPlural: inPlural)
            case ICUByte.openBrace:
                flush()
                parts.append(try parseArgument(choiceDepth: choiceDepth))
            case ICUByte.closeBrace:
                guard nested else { throw error("unmatched '}' (quote it as '}' to write it as text)", at: i) }
                flush()
                return parts
            case ICUByte.pound where inPlural && flavor == .messageFormat:
                flush()
                parts.append(.pound)
                i += 1
            default:
                literal.append(bytes[i])
                i += 1
            }
        }
        flush()
        return parts
    }

    /// ICU's apostrophe rule (`ApostropheMode.DOUBLE_OPTIONAL`): `''` is one
    /// apostrophe; a `'` before `{`, `}` (or `#` in a plural case) starts
    /// quoted text that ends at the next lone `'`; any other `'` is itself.
    mutating func readApostrophe(into literal: inout [UInt8], inPlural: Bool) throws(MessageSyntaxError) {
        let start = i
        let next = i + 1 < bytes.count ? bytes[i + 1] : 0
        if next == ICUByte.apostrophe {
            literal.append(ICUByte.apostrophe)
            i += 2
            return
        }
        guard next == ICUByte.openBrace || next == ICUByte.closeBrace || (next == ICUByte.pound && inPlural) else {
            literal.append(ICUByte.apostrophe)
            i += 1
            return
        }
        i += 1
        while i < bytes.count {
            if bytes[i] == ICUByte.apostrophe {
                if i + 1 < bytes.count, bytes[i + 1] == ICUByte.apostrophe {
                    literal.append(ICUByte.apostrophe)
                    i += 2
                    continue
                }
                i += 1
                return
            }
            literal.append(bytes[i])
            i += 1
        }
        throw error("quoted text is not closed with an apostrophe", at: start)
    }

    /// Flutter's escaping (`use-escaping: true`): `'…'` is text, `''` is
    /// an apostrophe, and a quoted run right after another keeps its
    /// opening apostrophe (`'Flutter''s'` is `Flutter's`), as gen_l10n's
    /// lexer reads it. A `'` without its closing one is an error.
    mutating func readFlutterQuote(into literal: inout [UInt8]) throws(MessageSyntaxError) {
        let start = i
        var end = i + 1
        while end < bytes.count, bytes[end] != ICUByte.apostrophe { end += 1 }
        guard end < bytes.count else { throw error("unmatched single quote (use-escaping is on)", at: start) }
        if end == start + 1 {
            literal.append(ICUByte.apostrophe)
        } else {
            if start > 1, bytes[start - 1] == ICUByte.apostrophe { literal.append(ICUByte.apostrophe) }
            literal += bytes[(start + 1)..<end]
        }
        i = end + 1
    }

    // MARK: Arguments

    /// Reads `{…}` at `i`.
    mutating func parseArgument(choiceDepth: Int) throws(MessageSyntaxError) -> ICUPart {
        let open = i
        i += 1
        skipSpace()
        let ref = try readArgumentRef()
        skipSpace()
        guard i < bytes.count else { throw error("the argument is not closed with '}'", at: open) }
        if bytes[i] == ICUByte.closeBrace {
            i += 1
            return .argument(ref, nil)
        }
        guard bytes[i] == ICUByte.comma else {
            throw error("expected ',' or '}' after the argument name", at: i)
        }
        i += 1
        skipSpace()
        let typeStart = i
        let type = readWord()
        skipSpace()
        if case .flutter = flavor, !["plural", "select"].contains(type) {
            switch type {
            case "date", "time":
                throw error("'\(type)' arguments format a DateTime, which LocPack cannot render", at: typeStart)
            case "":
                throw error("expected 'plural' or 'select' after ','", at: typeStart)
            default:
                throw error("'\(type)' arguments are not part of Flutter's message syntax (use plural or select)", at: typeStart)
            }
        }
        switch type.lowercased() {
        case "plural", "selectordinal", "select":
            guard choiceDepth < Self.maximumChoiceDepth else {
                throw error("choices are nested more than \(Self.maximumChoiceDepth) levels deep", at: open)
            }
            guard i < bytes.count, bytes[i] == ICUByte.comma else {
                throw error("expected ',' and the cases after '\(type)'", at: i)
            }
            i += 1
            if type.lowercased() == "select" {
                return .select(try parseSelectStyle(ref, open: open, choiceDepth: choiceDepth))
            }
            return .plural(try parsePluralStyle(ref, ordinal: type.lowercased() == "selectordinal", open: open,
                                                choiceDepth: choiceDepth))
        case "number":
            return .argument(ref, try parseNumberStyle(open: open))
        case "date", "time", "spellout", "ordinal", "duration":
            throw error("'\(type)' arguments are not supported (LocPack formats numbers and text: use number, plural, selectordinal or select)",
                        at: typeStart)
        case "":
            throw error("expected an argument type (number, plural, selectordinal or select) after ','", at: typeStart)
        default:
            throw error("unknown argument type '\(type)' (expected number, plural, selectordinal or select)", at: typeStart)
        }
    }

    /// Reads an argument name (`count`) or number (`0`).
    mutating func readArgumentRef() throws(MessageSyntaxError) -> ICUArgumentRef {
        let start = i
        if i < bytes.count, isDigit(bytes[i]) {
            var value = 0
            while i < bytes.count, isDigit(bytes[i]) {
                value = value * 10 + Int(bytes[i] - ICUByte.zero)
                guard value <= 254 else { throw error("argument number is too large (at most 254)", at: start) }
                i += 1
            }
            if i - start > 1, bytes[start] == ICUByte.zero {
                throw error("argument numbers are written without leading zeros", at: start)
            }
            if i < bytes.count, isNameByte(bytes[i]) {
                throw error("an argument name cannot start with a digit", at: start)
            }
            return ICUArgumentRef(name: String(decoding: bytes[start..<i], as: UTF8.self), number: value, utf8Offset: start)
        }
        while i < bytes.count, isNameByte(bytes[i]), !isSpace(at: i) { i += 1 }
        guard i > start else {
            if i < bytes.count, !isSpace(at: i), bytes[i] != ICUByte.closeBrace, bytes[i] != ICUByte.comma {
                throw error("'\(character(at: i))' cannot be part of an argument name (use letters, digits and '_')", at: i)
            }
            throw error("expected an argument name or number after '{'", at: i)
        }
        if i < bytes.count, !isSpace(at: i), bytes[i] != ICUByte.closeBrace, bytes[i] != ICUByte.comma {
            throw error("'\(character(at: i))' cannot be part of an argument name (use letters, digits and '_')", at: i)
        }
        return ICUArgumentRef(name: String(decoding: bytes[start..<i], as: UTF8.self), number: nil, utf8Offset: start)
    }

    /// Reads what follows `number` up to and including the closing `}`.
    mutating func parseNumberStyle(open: Int) throws(MessageSyntaxError) -> ICUNumberStyle {
        guard i < bytes.count else { throw error("the argument is not closed with '}'", at: open) }
        if bytes[i] == ICUByte.closeBrace {
            i += 1
            return .integer
        }
        guard bytes[i] == ICUByte.comma else { throw error("expected ',' or '}' after 'number'", at: i) }
        i += 1
        skipSpace()
        let styleStart = i
        while i < bytes.count, bytes[i] != ICUByte.closeBrace, bytes[i] != ICUByte.openBrace { i += 1 }
        guard i < bytes.count, bytes[i] == ICUByte.closeBrace else {
            throw error("the argument is not closed with '}'", at: open)
        }
        var end = i
        while end > styleStart, isSpace(at: end - 1) { end -= 1 }
        let style = String(decoding: bytes[styleStart..<end], as: UTF8.self)
        i += 1
        if style == "integer" || style == "::precision-integer" { return .integer }
        if style.hasPrefix("::") {
            let skeleton = style.dropFirst(2).trimmingPrefix(while: { $0 == " " })
            if skeleton.count >= 2, skeleton.count <= 16, skeleton.first == ".", skeleton.dropFirst().allSatisfy({ $0 == "0" }) {
                return .fixed(fractionDigits: skeleton.count - 1)
            }
            throw error("unsupported number skeleton '\(style)' (supported: ::.0, ::.00, … and ::precision-integer)",
                        at: styleStart)
        }
        throw error("unsupported number style '\(style)' (supported: none, integer, ::.0, ::.00, …)", at: styleStart)
    }

    // MARK: Plural and select

    /// Reads `[offset:N] (=V {…} | keyword {…})+ }` after `plural,`.
    mutating func parsePluralStyle(_ ref: ICUArgumentRef, ordinal: Bool, open: Int,
                                   choiceDepth: Int) throws(MessageSyntaxError) -> ICUPluralPattern {
        var plural = ICUPluralPattern(argument: ref, ordinal: ordinal, offset: 0, cases: [])
        var seen: Set<String> = []
        skipSpace()
        if bytes[i...].starts(with: Array("offset:".utf8)) {
            if case .flutter = flavor { throw error("Flutter plurals have no 'offset:'", at: i) }
            i += 7
            skipSpace()
            let valueStart = i
            guard let text = readDecimal(), let value = Int(text), abs(value) <= 1_000_000_000 else {
                throw error("expected an integer after 'offset:'", at: valueStart)
            }
            plural.offset = value
        }
        while true {
            skipSpace()
            guard i < bytes.count else { throw error("the plural is not closed with '}'", at: open) }
            if bytes[i] == ICUByte.closeBrace {
                i += 1
                break
            }
            let keyStart = i
            let key: String
            if bytes[i] == ICUByte.equals {
                i += 1
                guard let value = readDecimal() else { throw error("expected a number after '='", at: i) }
                if case .flutter = flavor, !["0", "1", "2"].contains(value) {
                    throw error("a Flutter plural case is =0, =1, =2, zero, one, two, few, many or other, not '=\(value)'",
                                at: keyStart)
                }
                key = "=" + value
            } else {
                key = readSelector()
                guard !key.isEmpty else { throw error("expected a case keyword or =N", at: keyStart) }
                if key.hasPrefix("offset") {
                    throw error("'offset:' must come before the first case", at: keyStart)
                }
                guard PluralCategory(name: key) != nil else {
                    throw error("unknown plural keyword '\(key)' (expected zero, one, two, few, many, other or =N)", at: keyStart)
                }
            }
            // Flutter: a later case replaces an earlier one (gen_l10n warns).
            guard seen.insert(key).inserted || isFlutter else {
                throw error("the case '\(key)' appears twice", at: keyStart)
            }
            let parts = try parseCaseBody(after: key, choiceDepth: choiceDepth + 1, inPlural: true)
            plural.cases.append(ICUCase(key: key, parts: parts))
        }
        guard seen.contains("other") else {
            throw error("the \(ordinal ? "selectordinal" : "plural") has no 'other' case", at: open)
        }
        return plural
    }

    /// Whether the Flutter dialect is read.
    var isFlutter: Bool { if case .flutter = flavor { true } else { false } }

    /// Reads `(key {…})+ }` after `select,`.
    mutating func parseSelectStyle(_ ref: ICUArgumentRef, open: Int,
                                   choiceDepth: Int) throws(MessageSyntaxError) -> ICUSelectPattern {
        var select = ICUSelectPattern(argument: ref, cases: [], other: [])
        var seen: Set<String> = []
        while true {
            skipSpace()
            guard i < bytes.count else { throw error("the select is not closed with '}'", at: open) }
            if bytes[i] == ICUByte.closeBrace {
                i += 1
                break
            }
            let keyStart = i
            if bytes[i] == ICUByte.equals { throw error("select cases are words, not =N", at: keyStart) }
            let key = readSelector()
            guard !key.isEmpty else { throw error("expected a case keyword", at: keyStart) }
            guard seen.insert(key).inserted else { throw error("the case '\(key)' appears twice", at: keyStart) }
            let parts = try parseCaseBody(after: key, choiceDepth: choiceDepth + 1, inPlural: false)
            if key == "other" { select.other = parts } else { select.cases.append(ICUCase(key: key, parts: parts)) }
        }
        guard seen.contains("other") else { throw error("the select has no 'other' case", at: open) }
        return select
    }

    /// Reads `{message}` after a case keyword.
    mutating func parseCaseBody(after key: String, choiceDepth: Int,
                                inPlural: Bool) throws(MessageSyntaxError) -> [ICUPart] {
        skipSpace()
        guard i < bytes.count, bytes[i] == ICUByte.openBrace else {
            throw error("expected '{' after the case '\(key)'", at: i)
        }
        let open = i
        i += 1
        if flavor == .transifex {
            // printf-style text: braces only have to balance.
            var depth = 0
            let start = i
            while i < bytes.count {
                if bytes[i] == ICUByte.openBrace { depth += 1 }
                if bytes[i] == ICUByte.closeBrace {
                    if depth == 0 { break }
                    depth -= 1
                }
                i += 1
            }
            guard i < bytes.count else { throw error("the case '\(key)' is not closed with '}'", at: open) }
            let body = String(decoding: bytes[start..<i], as: UTF8.self)
            i += 1
            return body.isEmpty ? [] : [.printf(body, utf8Offset: start)]
        }
        let parts = try parseMessage(nested: true, inPlural: inPlural, choiceDepth: choiceDepth)
        guard i < bytes.count, bytes[i] == ICUByte.closeBrace else {
            throw error("the case '\(key)' is not closed with '}'", at: open)
        }
        i += 1
        return parts
    }

    // MARK: Tokens

    mutating func skipSpace() {
        while i < bytes.count, let width = spaceWidth(at: i) { i += width }
    }

    func isSpace(at index: Int) -> Bool { spaceWidth(at: index) != nil }

    /// The byte length of the Pattern_White_Space character at `index`, if any.
    func spaceWidth(at index: Int) -> Int? {
        switch bytes[index] {
        case 0x20, 0x09...0x0D: return 1
        case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return 2
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
            && [0x8E, 0x8F, 0xA8, 0xA9].contains(bytes[index + 2]): return 3
        default: return nil
        }
    }

    /// ASCII letters (argument types).
    mutating func readWord() -> String {
        let start = i
        while i < bytes.count, isLetter(bytes[i]) { i += 1 }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    /// A case keyword: everything up to white space or a brace.
    mutating func readSelector() -> String {
        let start = i
        while i < bytes.count, !isSpace(at: i), bytes[i] != ICUByte.openBrace, bytes[i] != ICUByte.closeBrace { i += 1 }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    /// `-?digits(.digits)?`, or `nil` (nothing consumed).
    mutating func readDecimal() -> String? {
        let start = i
        if i < bytes.count, bytes[i] == ICUByte.minus { i += 1 }
        let digits = i
        while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        guard i > digits, i - digits <= 15 else {
            i = start
            return nil
        }
        if i + 1 < bytes.count, bytes[i] == ICUByte.dot, isDigit(bytes[i + 1]) {
            i += 1
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    /// Whether `byte` may be part of an argument name: ASCII letters and
    /// digits, `_`, and any non-ASCII byte; in the Transifex flavour anything
    /// but `,`, `{`, `}` (white space is checked separately).
    func isNameByte(_ byte: UInt8) -> Bool {
        switch flavor {
        case .messageFormat, .flutter: isLetter(byte) || isDigit(byte) || byte == ICUByte.underscore || byte >= 0x80
        case .transifex: byte != ICUByte.comma && byte != ICUByte.openBrace && byte != ICUByte.closeBrace
        }
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= ICUByte.zero && byte <= ICUByte.zero + 9 }

    func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    /// The character starting at byte `index`, for messages.
    func character(at index: Int) -> String {
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    func error(_ message: String, at offset: Int) -> MessageSyntaxError {
        MessageSyntaxError(message, at: offset, in: bytes)
    }
}

/// The ASCII bytes of the grammar.
enum ICUByte {
    static let apostrophe = UInt8(ascii: "'")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let pound = UInt8(ascii: "#")
    static let comma = UInt8(ascii: ",")
    static let equals = UInt8(ascii: "=")
    static let minus = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let underscore = UInt8(ascii: "_")
}
