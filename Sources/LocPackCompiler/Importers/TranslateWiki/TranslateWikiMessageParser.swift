import LocPack

/// Reads the text of a translatewiki / MediaWiki message: literal text,
/// `$N` and `%N$d` placeholders, and `{{PLURAL:…}}` (nested too); see
/// `Specs/importers/translatewiki.md`.
///
/// Only what an app can render is accepted: any other `{{…}}` (`GENDER`,
/// `GRAMMAR`, `SITENAME`…) is an error. `[[link|text]]` is literal text
/// whose `|` does not separate plural forms. A `%` is a placeholder only
/// as `%N$…` (the form the Wikipedia apps' pipeline writes), so `50%` is
/// text.
struct TranslateWikiMessageParser {
    /// `{{PLURAL}}` nests at most this deep.
    static let maximumDepth = 16

    let bytes: [UInt8]
    var i = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    /// Reads the whole message.
    mutating func parse() throws(TranslateWikiSyntaxError) -> [TranslateWikiPart] {
        try parseSequence(depth: 0)
    }

    /// Reads parts up to the end, or (inside a plural) up to an unconsumed
    /// `|` or `}}`.
    mutating func parseSequence(depth: Int) throws(TranslateWikiSyntaxError) -> [TranslateWikiPart] {
        var parts: [TranslateWikiPart] = []
        var literal: [UInt8] = []
        func flush() {
            guard !literal.isEmpty else { return }
            parts.append(.text(String(decoding: literal, as: UTF8.self)))
            literal.removeAll(keepingCapacity: true)
        }
        while i < bytes.count {
            let byte = bytes[i]
            if depth > 0, byte == pipe || startsWith("}}") { break }
            if startsWith("{{") {
                flush()
                parts.append(.plural(try parsePlural(depth: depth)))
            } else if startsWith("[["), let close = find("]]", from: i + 2) {
                literal += bytes[i..<close + 2]
                i = close + 2
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

    /// Reads `{{PLURAL:selector|form|…}}` at `i`.
    mutating func parsePlural(depth: Int) throws(TranslateWikiSyntaxError) -> TranslateWikiPlural {
        let open = i
        i += 2
        let nameStart = i
        while i < bytes.count, bytes[i] != colon, bytes[i] != pipe, !startsWith("}}"), !startsWith("{{") { i += 1 }
        let name = String(decoding: bytes[nameStart..<i], as: UTF8.self).trimmingSpaces()
        guard name.uppercased() == "PLURAL", i < bytes.count, bytes[i] == colon else {
            let shown = name.isEmpty ? "{{…}}" : "{{\(name)…}}"
            throw TranslateWikiSyntaxError("\(shown) is not supported; only {{PLURAL:…}} is", at: open, in: bytes)
        }
        guard depth < Self.maximumDepth else {
            throw TranslateWikiSyntaxError("{{PLURAL}} is nested more than \(Self.maximumDepth) levels deep", at: open, in: bytes)
        }
        i += 1
        let selectorStart = i
        while i < bytes.count, bytes[i] != pipe, !startsWith("}}") { i += 1 }
        let (argument, spec) = try readSelector(selectorStart..<i)
        var forms: [TranslateWikiForm] = []
        while i < bytes.count, bytes[i] == pipe {
            i += 1
            var exact: String?
            var j = i
            while j < bytes.count, isDigit(bytes[j]) { j += 1 }
            if j > i, j - i <= 15, j < bytes.count, bytes[j] == equals {
                exact = String(decoding: bytes[i..<j], as: UTF8.self)
                i = j + 1
            }
            forms.append(TranslateWikiForm(exact: exact, parts: try parseSequence(depth: depth + 1)))
        }
        guard startsWith("}}") else {
            throw TranslateWikiSyntaxError("{{PLURAL: is not closed with }}", at: open, in: bytes)
        }
        i += 2
        guard !forms.isEmpty else {
            throw TranslateWikiSyntaxError("{{PLURAL}} has no forms", at: open, in: bytes)
        }
        guard forms.contains(where: { $0.exact == nil }) else {
            throw TranslateWikiSyntaxError("{{PLURAL}} has only N= forms; add a form for every other number", at: open, in: bytes)
        }
        return TranslateWikiPlural(argument: argument, spec: spec, forms: forms, utf8Offset: open)
    }

    /// The selector: `$N` or a numeric `%N$…`, spaces around allowed.
    func readSelector(_ range: Range<Int>) throws(TranslateWikiSyntaxError) -> (Int, FormatSpec?) {
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
               [.signedInteger, .unsignedInteger, .floatingPoint].contains(conversion.spec.argumentKind) {
                return (position, conversion.spec)
            }
        }
        throw TranslateWikiSyntaxError("the PLURAL selector must be $N or %N$d, not '\(text)'", at: start, in: bytes)
    }

    /// Reads the digits of `$N` at `i`.
    mutating func readNumber(at start: Int) throws(TranslateWikiSyntaxError) -> Int {
        var value = 0
        while i < bytes.count, isDigit(bytes[i]) {
            value = value * 10 + Int(bytes[i] - zero)
            guard value <= 255 else { throw TranslateWikiSyntaxError("placeholder number too large (at most $255)", at: start, in: bytes) }
            i += 1
        }
        return value
    }

    /// A `%N$…` placeholder at `i`, or `nil` (nothing consumed) when the
    /// `%` is text.
    mutating func readPrintf() throws(TranslateWikiSyntaxError) -> TranslateWikiPart? {
        var j = i + 1
        while j < bytes.count, isDigit(bytes[j]) { j += 1 }
        guard j > i + 1, j < bytes.count, bytes[j] == dollar else { return nil }
        let start = i
        switch bytes.withUnsafeBytes({ FormatSpecParser.parse($0, at: start) }) {
        case let .success(conversion):
            guard conversion.substitutionName == nil, let position = conversion.argumentPosition else {
                throw TranslateWikiSyntaxError("'%N$#@…@' substitutions are not supported in translatewiki messages", at: start, in: bytes)
            }
            guard conversion.spec.conversion != percent else {
                throw TranslateWikiSyntaxError("malformed placeholder: '%N$%' is not a conversion", at: start, in: bytes)
            }
            guard position <= 255 else {
                throw TranslateWikiSyntaxError("placeholder number too large (at most 255)", at: start, in: bytes)
            }
            i = conversion.end
            return .placeholder(index: position, spec: conversion.spec)
        case let .failure(error):
            var message = error.description
            if let range = message.range(of: " at byte ") { message = String(message[..<range.lowerBound]) }
            throw TranslateWikiSyntaxError("malformed placeholder: \(message)", at: start, in: bytes)
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
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
