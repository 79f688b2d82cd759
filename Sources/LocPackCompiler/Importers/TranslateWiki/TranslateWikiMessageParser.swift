import LocPack

/// Reads the text of a translatewiki / MediaWiki message: literal text,
/// `$N` and `%N$d` placeholders, `{{PLURAL:…}}`, `{{GENDER:…}}`,
/// `{{formatnum:…}}`, `{{GRAMMAR:…}}`, `{{int:…}}`, site variables such as
/// `{{SITENAME}}` and `{{!}}` (nested too); see
/// `Specs/importers/translatewiki.md`.
///
/// Any other `{{…}}` (parser functions such as `{{#if:…}}`, `{{ns:…}}`,
/// templates) is an error: the importer leaves that translation out.
/// `[[link|text]]` is literal text whose `|` does not separate forms. A `%`
/// is a placeholder only as `%N$…` (the form the Wikipedia apps' pipeline
/// writes), so `50%` is text.
struct TranslateWikiMessageParser {
    /// `{{PLURAL}}` nests at most this deep.
    static let maximumDepth = 16

    let bytes: [UInt8]
    var i = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    /// Reads the whole message.
    mutating func parse() throws(MessageSyntaxError) -> [TranslateWikiPart] {
        try parseSequence(depth: 0)
    }

    /// Reads parts up to the end, or (inside a plural) up to an unconsumed
    /// `|` or `}}`.
    mutating func parseSequence(depth: Int) throws(MessageSyntaxError) -> [TranslateWikiPart] {
        var parts: [TranslateWikiPart] = []
        var literal: [UInt8] = []
        func flush() {
            guard !literal.isEmpty else { return }
            parts.append(.text(String(decoding: literal, as: UTF8.self)))
            literal.removeAll(keepingCapacity: true)
        }
        // Inside `[[…]]` (up to this index) `|` and `}}` are text; `$N` is
        // still a parameter, as MediaWiki substitutes it before parsing links.
        var linkEnd = 0
        while i < bytes.count {
            let byte = bytes[i]
            if depth > 0, i >= linkEnd, byte == pipe || startsWith("}}") { break }
            if i >= linkEnd, startsWith("{{") {
                flush()
                parts.append(try parseDoubleBrace(depth: depth))
            } else if i >= linkEnd, startsWith("[["), let close = find("]]", from: i + 2) {
                literal += bytes[i..<i + 2]
                i += 2
                linkEnd = close + 2
            } else if byte == dollar, i + 1 < bytes.count, isDigit(bytes[i + 1]), bytes[i + 1] != zero {
                flush()
                let start = i
                i += 1
                let index = try readNumber(at: start)
                parts.append(.placeholder(index: index, spec: nil))
            } else if byte == percent, let placeholder = try readPrintf() {
                flush()
                parts.append(placeholder)
            } else {
                literal.append(byte)
                i += 1
            }
        }
        flush()
        return parts
    }

    /// Reads the `{{…}}` at `i`: a choice, a magic word or a site variable.
    mutating func parseDoubleBrace(depth: Int) throws(MessageSyntaxError) -> TranslateWikiPart {
        let open = i
        i += 2
        let nameStart = i
        while i < bytes.count, bytes[i] != colon, bytes[i] != pipe, !startsWith("}}"), !startsWith("{{") { i += 1 }
        let name = String(decoding: bytes[nameStart..<i], as: UTF8.self).trimmingSpaces()
        guard i < bytes.count else {
            throw MessageSyntaxError("{{\(name) is not closed with }}", at: open, in: bytes)
        }
        guard depth < Self.maximumDepth else {
            throw MessageSyntaxError("{{…}} is nested more than \(Self.maximumDepth) levels deep", at: open, in: bytes)
        }
        if startsWith("}}") {
            i += 2
            if name == "!" { return .text("|") }
            guard Self.isVariableName(name) else {
                throw MessageSyntaxError("{{\(name)}} is not a magic word LocPack knows (a template or an invalid name)",
                                         at: open, in: bytes)
            }
            return .siteVariable(name: name, utf8Offset: open)
        }
        guard bytes[i] == colon else {
            throw MessageSyntaxError(name.hasPrefix("#")
                ? "the parser function {{\(name)…}} cannot be evaluated outside a wiki"
                : "{{\(name)|…}} is a template, which LocPack cannot expand", at: open, in: bytes)
        }
        i += 1
        switch name.uppercased() {
        case "PLURAL":
            // MediaWiki renders a PLURAL without forms as nothing.
            return try parsePlural(open: open, depth: depth).map(TranslateWikiPart.plural) ?? .text("")
        case "GENDER": return .gender(try parseGender(open: open, depth: depth))
        case "FORMATNUM": return try parseFormatNumber(open: open)
        case "INT": return try parseMessageReference(open: open)
        case "GRAMMAR": return .grammar(try parseGrammar(open: open, depth: depth))
        case "#FORMAL":
            // `{{#FORMAL:informal|formal}}`: the first form follows the colon.
            let informal = try parseSequence(depth: depth + 1)
            let rest = try parseForms(open: open, depth: depth, what: "#FORMAL")
            return .formal(TranslateWikiFormal(forms: [informal] + rest.map(\.parts), utf8Offset: open))
        case "NS":
            // The wiki's namespace name: a site variable named `ns:NAME`.
            let argumentStart = i
            while i < bytes.count, bytes[i] != pipe, !startsWith("}}"), !startsWith("{{") { i += 1 }
            let argument = String(decoding: bytes[argumentStart..<i], as: UTF8.self).trimmingSpaces()
            guard startsWith("}}"), !argument.isEmpty else {
                throw MessageSyntaxError("{{ns:…}} takes one namespace name or number", at: open, in: bytes)
            }
            i += 2
            return .siteVariable(name: "ns:\(argument)", utf8Offset: open)
        case "NSE", "LOCALURL", "FULLURL", "CANONICALURL", "FILEPATH", "URLENCODE", "ANCHORENCODE":
            throw MessageSyntaxError("{{\(name):…}} depends on the wiki's configuration, which an app does not have",
                                     at: open, in: bytes)
        default:
            throw MessageSyntaxError(name.hasPrefix("#")
                ? "the parser function {{\(name):…}} cannot be evaluated outside a wiki"
                : "{{\(name):…}} is not supported (LocPack renders PLURAL, GENDER, formatnum, GRAMMAR, #FORMAL, int and site variables)",
                at: open, in: bytes, kind: .unsupportedConstruct)
        }
    }

    /// Whether `name` can be a site variable (`SITENAME`, `SERVER`): letters,
    /// digits, `_` and spaces, starting with a letter.
    static func isVariableName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == " " }
    }

    /// Reads the forms of `{{NAME:selector|form|…}}` after the selector, up
    /// to and including `}}`.
    mutating func parseForms(open: Int, depth: Int, what: String) throws(MessageSyntaxError) -> [TranslateWikiForm] {
        var forms: [TranslateWikiForm] = []
        while i < bytes.count, bytes[i] == pipe {
            i += 1
            var exact: String?
            var j = i
            while j < bytes.count, isDigit(bytes[j]) { j += 1 }
            if what == "PLURAL", j > i, j - i <= 15, j < bytes.count, bytes[j] == equals {
                exact = String(decoding: bytes[i..<j], as: UTF8.self)
                i = j + 1
            }
            forms.append(TranslateWikiForm(exact: exact, parts: try parseSequence(depth: depth + 1)))
        }
        guard startsWith("}}") else {
            throw MessageSyntaxError("{{\(what): is not closed with }}", at: open, in: bytes)
        }
        i += 2
        return forms
    }

    /// Reads `selector|form|…}}` of a `{{PLURAL:` at `open`; `nil` when it
    /// has no forms. With only `N=` forms, every other number renders
    /// nothing, as in MediaWiki.
    mutating func parsePlural(open: Int, depth: Int) throws(MessageSyntaxError) -> TranslateWikiPlural? {
        let selectorStart = i
        while i < bytes.count, bytes[i] != pipe, !startsWith("}}") { i += 1 }
        let (argument, spec) = try readSelector(selectorStart..<i)
        var forms = try parseForms(open: open, depth: depth, what: "PLURAL")
        guard !forms.isEmpty else { return nil }
        if !forms.contains(where: { $0.exact == nil }) { forms.append(TranslateWikiForm(exact: nil, parts: [])) }
        return TranslateWikiPlural(argument: argument, spec: spec, forms: forms, utf8Offset: open)
    }

    /// Reads `selector|male|female|unknown}}` of a `{{GENDER:` at `open`.
    /// The selector is `$N`, `%N$@`, or empty (the current user).
    mutating func parseGender(open: Int, depth: Int) throws(MessageSyntaxError) -> TranslateWikiGender {
        let selectorStart = i
        while i < bytes.count, bytes[i] != pipe, !startsWith("}}") { i += 1 }
        var argument: Int?
        if !bytes[selectorStart..<i].allSatisfy({ $0 == space }) {
            let (index, spec) = try readSelector(selectorStart..<i, what: "GENDER", textual: true)
            if let spec, spec.argumentKind != .string {
                throw MessageSyntaxError("the GENDER selector is text; write $N or %N$@", at: selectorStart, in: bytes)
            }
            argument = index
        }
        let forms = try parseForms(open: open, depth: depth, what: "GENDER")
        return TranslateWikiGender(argument: argument, forms: forms.map(\.parts), utf8Offset: open)
    }

    /// Reads `$N}}`, `$N|R}}` or `NUMBER}}` of a `{{formatnum:` at `open`:
    /// a localized number (`%lld`), the raw value (`R`, `NOSEP`: text), or
    /// literal digits kept as written.
    mutating func parseFormatNumber(open: Int) throws(MessageSyntaxError) -> TranslateWikiPart {
        let valueStart = i
        while i < bytes.count, bytes[i] != pipe, !startsWith("}}"), !startsWith("{{") { i += 1 }
        let valueEnd = i
        var flags: [String] = []
        while i < bytes.count, bytes[i] == pipe {
            i += 1
            let flagStart = i
            while i < bytes.count, bytes[i] != pipe, !startsWith("}}"), !startsWith("{{") { i += 1 }
            flags.append(String(decoding: bytes[flagStart..<i], as: UTF8.self).trimmingSpaces())
        }
        guard startsWith("}}") else {
            throw MessageSyntaxError("{{formatnum: is not closed with }} (or holds a {{…}})", at: open, in: bytes)
        }
        i += 2
        let raw = flags.contains { ["R", "NOSEP"].contains($0.uppercased()) }
        var start = valueStart, end = valueEnd
        while start < end, bytes[start] == space { start += 1 }
        while end > start, bytes[end - 1] == space { end -= 1 }
        if start < end, bytes[start..<end].allSatisfy({ isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }) {
            return .text(String(decoding: bytes[start..<end], as: UTF8.self))
        }
        let (index, spec) = try readSelector(valueStart..<valueEnd, what: "formatnum")
        if raw { return .placeholder(index: index, spec: nil) }
        return .placeholder(index: index, spec: spec ?? TranslateWikiLowering.integerSpec)
    }

    /// Reads `key}}` of a `{{int:` at `open`.
    mutating func parseMessageReference(open: Int) throws(MessageSyntaxError) -> TranslateWikiPart {
        let keyStart = i
        while i < bytes.count, bytes[i] != pipe, !startsWith("}}"), !startsWith("{{") { i += 1 }
        let key = String(decoding: bytes[keyStart..<i], as: UTF8.self).trimmingSpaces()
        guard startsWith("}}"), !key.isEmpty else {
            throw MessageSyntaxError("{{int:…}} takes one message key and no parameters", at: open, in: bytes)
        }
        i += 2
        return .messageReference(key: key, utf8Offset: open)
    }

    /// Reads `case|word}}` of a `{{GRAMMAR:` at `open`.
    mutating func parseGrammar(open: Int, depth: Int) throws(MessageSyntaxError) -> TranslateWikiGrammar {
        let caseStart = i
        while i < bytes.count, bytes[i] != pipe, !startsWith("}}") { i += 1 }
        let grammaticalCase = String(decoding: bytes[caseStart..<i], as: UTF8.self).trimmingSpaces()
        let forms = try parseForms(open: open, depth: depth, what: "GRAMMAR")
        guard forms.count == 1 else {
            throw MessageSyntaxError("{{GRAMMAR:case|word}} takes one word", at: open, in: bytes)
        }
        return TranslateWikiGrammar(grammaticalCase: grammaticalCase, word: forms[0].parts, utf8Offset: open)
    }

    /// The selector: `$N` or a numeric `%N$…` (any `%N$…` when `textual`),
    /// spaces around allowed.
    func readSelector(_ range: Range<Int>, what: String = "PLURAL",
                      textual: Bool = false) throws(MessageSyntaxError) -> (Int, FormatSpec?) {
        var start = range.lowerBound, end = range.upperBound
        while start < end, bytes[start] == space { start += 1 }
        while end > start, bytes[end - 1] == space { end -= 1 }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        if bytes[start..<end].first == dollar, end - start >= 2, bytes[(start + 1)..<end].allSatisfy(isDigit),
           let index = Int(text.dropFirst()), (1...255).contains(index) {
            return (index, nil)
        }
        if bytes[start..<end].first == percent {
            let parsed = Array(bytes[start..<end]).withUnsafeBytes { FormatSpecParser.parse($0, at: 0) }
            if case let .success(conversion) = parsed, conversion.end == end - start,
               let position = conversion.argumentPosition, position <= 255, conversion.substitutionName == nil,
               textual || [.signedInteger, .unsignedInteger, .floatingPoint].contains(conversion.spec.argumentKind) {
                return (position, conversion.spec)
            }
        }
        throw MessageSyntaxError("the \(what) \(what == "formatnum" ? "value" : "selector") must be $N or \(textual ? "%N$@" : "%N$d"), not '\(text)'",
                                 at: start, in: bytes, kind: .invalidSelector)
    }

    /// Reads the digits of `$N` at `i`.
    mutating func readNumber(at start: Int) throws(MessageSyntaxError) -> Int {
        var value = 0
        while i < bytes.count, isDigit(bytes[i]) {
            value = value * 10 + Int(bytes[i] - zero)
            guard value <= 255 else { throw MessageSyntaxError("placeholder number too large (at most $255)", at: start, in: bytes) }
            i += 1
        }
        return value
    }

    /// A `%N$…` placeholder at `i`, or `nil` (nothing consumed) when the
    /// `%` is text.
    mutating func readPrintf() throws(MessageSyntaxError) -> TranslateWikiPart? {
        var j = i + 1
        while j < bytes.count, isDigit(bytes[j]) { j += 1 }
        guard j > i + 1, j < bytes.count, bytes[j] == dollar else { return nil }
        let start = i
        switch bytes.withUnsafeBytes({ FormatSpecParser.parse($0, at: start) }) {
        case let .success(conversion):
            guard conversion.substitutionName == nil, let position = conversion.argumentPosition else {
                throw MessageSyntaxError("'%N$#@…@' substitutions are not supported in translatewiki messages", at: start, in: bytes)
            }
            guard conversion.spec.conversion != percent else {
                throw MessageSyntaxError("malformed placeholder: '%N$%' is not a conversion", at: start, in: bytes)
            }
            guard position <= 255 else {
                throw MessageSyntaxError("placeholder number too large (at most 255)", at: start, in: bytes)
            }
            i = conversion.end
            return .placeholder(index: position, spec: conversion.spec)
        case let .failure(error):
            var message = error.description
            if let range = message.range(of: " at byte ") { message = String(message[..<range.lowerBound]) }
            throw MessageSyntaxError("malformed placeholder: \(message)", at: start, in: bytes)
        }
    }

    // MARK: Bytes

    func startsWith(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard i + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[i + $0] == text.utf8Start[$0] }
    }

    func find(_ text: StaticString, from start: Int) -> Int? {
        let count = text.utf8CodeUnitCount
        var j = start
        while j + count <= bytes.count {
            if (0..<count).allSatisfy({ bytes[j + $0] == text.utf8Start[$0] }) { return j }
            j += 1
        }
        return nil
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= zero + 9 }

    private let pipe = UInt8(ascii: "|"), dollar = UInt8(ascii: "$"), percent = UInt8(ascii: "%")
    private let colon = UInt8(ascii: ":"), equals = UInt8(ascii: "="), zero = UInt8(ascii: "0")
    private let space = UInt8(ascii: " ")
}

private extension String {
    /// The string without white space (spaces, tabs, line breaks) at
    /// either end, as MediaWiki trims magic word names and arguments.
    func trimmingSpaces() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
