import LocPack

/// How the text of a gettext message is read, by the format flag of its
/// entry (`Specs/importers/gettext.md`, "Format strings"): gettext itself
/// never formats, so the flag says what the program does with the text.
enum GettextFormatText: Equatable, Sendable {
    /// No flag LocPack reads (or `no-c-format`): the text is shown as written.
    case plain
    /// `c-format`: printf conversions, `%1$s` positions, `%%`.
    case c
    /// `python-format`: `%(name)s` named arguments, or positional `%s` as C's.
    case python
    /// `python-brace-format`: `{name}`, `{name:.2f}`, `{0}`, `{}`, `{{`, `}}`.
    case pythonBrace

    /// The style `flags` ask for (the first format flag wins; a `no-…`
    /// flag says the text is not that format).
    init(flags: [String]) {
        for flag in flags {
            switch flag {
            case "c-format": self = .c; return
            case "python-format": self = .python; return
            case "python-brace-format": self = .pythonBrace; return
            default: continue
            }
        }
        self = .plain
    }

    /// The style xgettext would give `text`, for a compiled catalog that
    /// kept no flags: `python-format` when it reads as `%(name)s`
    /// conversions, `c-format` when it has a printf conversion, else plain.
    init(guessingFrom text: String) {
        guard text.contains("%") else { self = .plain; return }
        if text.contains("%("), (try? Self.readPythonNamed(text, names: []))?.names.isEmpty == false { self = .python; return }
        let split = try? FormatStringSplitter.splitText(text, options: .init(recognizesSubstitutions: false))
        self = split.map { $0.nodes.contains { if case .argument = $0 { true } else { false } } } == true ? .c : .plain
    }

    /// Whether arguments are named (`%(name)s`, `{name}`) rather than numbered.
    var namesArguments: Bool { self == .python || self == .pythonBrace }

    /// A read text: its nodes, the argument names after its own, and each
    /// `%` that can only be text.
    struct Read {
        var nodes: [MessageNode]
        var names: [String]
        var textPercents: [String] = []
    }

    /// Reads `text`; `names` are the argument names numbered so far (the
    /// source text's first), each new name is appended.
    func read(_ text: String, names: [String]) throws(MessageSyntaxError) -> Read {
        var read = try readNodes(text, names: names)
        read.nodes = read.nodes.map(namesArguments ? Self.asPythonWrites : Self.withoutGrouping)
        return read
    }

    /// `node` with its conversion shown as Python's `%` and `str.format`
    /// show it, which never localize: a number for a text conversion as
    /// `str()` writes it (``FormatSpec/Flags/valueText``), and a numeric
    /// conversion in the POSIX locale (``FormatSpec/Flags/unlocalized``:
    /// `3.14` and `1234567` in every language).
    private static func asPythonWrites(_ node: MessageNode) -> MessageNode {
        guard case .argument(let index, var spec) = node else { return node }
        switch spec.argumentKind {
        case .string where spec.width < 0 && spec.precision < 0 && spec.flags.isEmpty:
            spec.conversion = UInt8(ascii: "@")
            spec.flags = .valueText
        case .signedInteger, .unsignedInteger, .floatingPoint:
            // Python's %u is %d: a negative number keeps its sign.
            if spec.conversion == UInt8(ascii: "u") { spec.conversion = UInt8(ascii: "d") }
            spec.flags.insert(.unlocalized)
        case .string, .none, .list:
            break
        }
        return .argument(index: index, spec: spec)
    }

    /// The spec printf's plain `%d`, `%i` and `%u` show an integer with:
    /// its digits, never grouped (`1000000`, where a localized `%d` gives
    /// `1,000,000`).
    static let ungroupedInteger = DecimalStyle(maximumFractionDigits: 0, grouping: .never).spec

    /// `node` with a plain integer conversion shown as printf shows it.
    private static func withoutGrouping(_ node: MessageNode) -> MessageNode {
        guard case let .argument(index, spec) = node, "diu".utf8.contains(spec.conversion),
              spec.flags.rawValue == 0, spec.width < 0, spec.precision < 0 else { return node }
        return .argument(index: index, spec: ungroupedInteger)
    }

    private func readNodes(_ text: String, names: [String]) throws(MessageSyntaxError) -> Read {
        switch self {
        case .plain:
            return Read(nodes: text.isEmpty ? [] : [.text(text)], names: names)
        case .c:
            return try Self.readPrintf(text, names: names)
        case .python:
            return text.contains("%(") ? try Self.readPythonNamed(text, names: names) : try Self.readPrintf(text, names: names)
        case .pythonBrace:
            return try Self.readBraces(text, names: names)
        }
    }

    private static func readPrintf(_ text: String, names: [String]) throws(MessageSyntaxError) -> Read {
        let split = try FormatStringSplitter.splitText(text, options: .init(recognizesSubstitutions: false))
        return Read(nodes: split.nodes, names: names, textPercents: split.textPercents)
    }

    /// `%(name)[flags][width][.precision][length]conversion`, `%%`.
    private static func readPythonNamed(_ text: String, names: [String]) throws(MessageSyntaxError) -> Read {
        let bytes = Array(text.utf8)
        var pieces = Pieces(names: names)
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "%") else { pieces.literal.append(bytes[i]); i += 1; continue }
            let start = i
            if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "%") { pieces.literal.append(bytes[i]); i += 2; continue }
            guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "(") else {
                throw MessageSyntaxError("a python-format text mixes %(name) and positional conversions", at: start, in: bytes)
            }
            guard let close = bytes[(i + 2)...].firstIndex(of: UInt8(ascii: ")")) else {
                throw MessageSyntaxError("'%(' is not closed by ')'", at: start, in: bytes)
            }
            let name = String(decoding: bytes[(i + 2)..<close], as: UTF8.self)
            var end = close + 1
            while end < bytes.count, "#0- +.0123456789hlL".utf8.contains(bytes[end]) { end += 1 }
            guard end < bytes.count, "diouxXeEfFgGcrsa".utf8.contains(bytes[end]) else {
                throw MessageSyntaxError("'%(\(name))' has no conversion (such as s or d) after it", at: start, in: bytes)
            }
            var conversion = Array(bytes[(close + 1)...end])
            if [UInt8(ascii: "r"), UInt8(ascii: "a")].contains(conversion[conversion.count - 1]) { conversion[conversion.count - 1] = UInt8(ascii: "s") }
            guard let spec = FormatStringSplitter.parseSpecifier("%" + String(decoding: conversion, as: UTF8.self)) else {
                throw MessageSyntaxError("'%(\(name))\(String(decoding: bytes[(close + 1)...end], as: UTF8.self))' is not a conversion LocPack can render", at: start, in: bytes)
            }
            pieces.argument(named: name, spec: spec)
            i = end + 1
        }
        return pieces.read
    }

    /// `{name}`, `{name:spec}`, `{name!r}`, `{0}`, `{}`, `{{`, `}}`.
    private static func readBraces(_ text: String, names: [String]) throws(MessageSyntaxError) -> Read {
        let bytes = Array(text.utf8)
        var pieces = Pieces(names: names)
        var nextPosition = 1
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if (byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")), i + 1 < bytes.count, bytes[i + 1] == byte {
                pieces.literal.append(byte)
                i += 2
                continue
            }
            if byte == UInt8(ascii: "}") { throw MessageSyntaxError("a single '}' (write '}}' for the character)", at: i, in: bytes) }
            guard byte == UInt8(ascii: "{") else { pieces.literal.append(byte); i += 1; continue }
            guard let close = bytes[(i + 1)...].firstIndex(of: UInt8(ascii: "}")) else {
                throw MessageSyntaxError("'{' is not closed by '}'", at: i, in: bytes)
            }
            let field = String(decoding: bytes[(i + 1)..<close], as: UTF8.self)
            let specStart = field.firstIndex(of: ":")
            let nameEnd = field.firstIndex { $0 == ":" || $0 == "!" } ?? field.endIndex
            let name = String(field[..<nameEnd])
            var spec = FormatSpec.textSpec
            if let specStart, field.index(after: specStart) < field.endIndex {
                let written = String(field[field.index(after: specStart)...])
                guard let parsed = FormatStringSplitter.parseSpecifier(written) else {
                    throw MessageSyntaxError("'{\(field)}' has a format LocPack cannot render ('\(written)')", at: i, in: bytes)
                }
                spec = parsed
            }
            if name.isEmpty {
                pieces.argument(at: nextPosition, spec: spec)
                nextPosition += 1
            } else if let position = Int(name), name.allSatisfy(\.isASCII) {
                pieces.argument(at: position + 1, spec: spec)
            } else {
                pieces.argument(named: name, spec: spec)
            }
            i = close + 1
        }
        if pieces.usesPositions && pieces.usesNames {
            throw MessageSyntaxError("a python-brace-format text mixes named and numbered fields", at: 0, in: bytes)
        }
        return pieces.read
    }

    /// The nodes of a text being read.
    private struct Pieces {
        var names: [String]
        var nodes: [MessageNode] = []
        var literal: [UInt8] = []
        var usesNames = false
        var usesPositions = false

        mutating func flush() {
            guard !literal.isEmpty else { return }
            nodes.append(.text(String(decoding: literal, as: UTF8.self)))
            literal.removeAll()
        }

        mutating func argument(named name: String, spec: FormatSpec) {
            flush()
            usesNames = true
            if !names.contains(name) { names.append(name) }
            nodes.append(.argument(index: names.firstIndex(of: name)! + 1, spec: spec))
        }

        mutating func argument(at position: Int, spec: FormatSpec) {
            flush()
            usesPositions = true
            nodes.append(.argument(index: position, spec: spec))
        }

        var read: Read {
            var copy = self
            copy.flush()
            return Read(nodes: copy.nodes, names: copy.names)
        }
    }
}
