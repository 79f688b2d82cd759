/// A slang text as the parts of an ICU MessageFormat message
/// (`Specs/importers/slang.md`, "Texts"): text, and each argument as the
/// project's `string_interpolation` writes it (`$name`/`${name}`, `{name}`
/// or `{{name}}`) an ICU argument. slang has no quoting of its own and its
/// text is never ICU syntax: apostrophes, braces that open no argument and
/// `#` are text. A backslash escapes the next character as in the Dart
/// string slang generates (`\"` is `"`, `\n` a line break, `\{name}` and
/// `\$name` text).
enum SlangText {
    /// The parts of `text`; each argument's offset is its place in the
    /// UTF-8 of `text` plus `utf8Offset` (where `text` starts in its message).
    static func parts(_ text: String, interpolation: SlangConfiguration.Interpolation, utf8Offset: Int = 0) -> [ICUPart] {
        let scalars = Array(text.unicodeScalars)
        var parts: [ICUPart] = []
        var run = String.UnicodeScalarView()
        var offset = utf8Offset
        func flush() {
            if !run.isEmpty { parts.append(.text(String(run))) }
            run = String.UnicodeScalarView()
        }
        func advance(_ from: Int, _ to: Int) {
            for scalar in scalars[from..<to] { offset += UTF8.width(scalar) }
        }
        var i = 0
        while i < scalars.count {
            if scalars[i] == "\\", i + 1 < scalars.count {
                let (escaped, end) = DartEscape.scalar(in: scalars, after: i)
                run.append(escaped)
                advance(i, end)
                i = end
                continue
            }
            if let (name, end) = argument(in: scalars, at: i, interpolation) {
                flush()
                parts.append(.argument(ICUArgumentRef(name: name, number: nil, utf8Offset: offset), nil))
                advance(i, end)
                i = end
                continue
            }
            run.append(scalars[i])
            advance(i, i + 1)
            i += 1
        }
        flush()
        return parts
    }

    /// The argument written at `start`, and the index after it, or nil.
    private static func argument(in scalars: [Unicode.Scalar], at start: Int,
                                 _ interpolation: SlangConfiguration.Interpolation) -> (String, Int)? {
        switch interpolation {
        case .braces:
            guard scalars[start] == "{" else { return nil }
            return parameter(in: scalars, from: start + 1, closedBy: ["}"])
        case .doubleBraces:
            guard scalars[start] == "{", start + 1 < scalars.count, scalars[start + 1] == "{" else { return nil }
            return parameter(in: scalars, from: start + 2, closedBy: ["}", "}"])
        case .dart:
            guard scalars[start] == "$", start + 1 < scalars.count else { return nil }
            if scalars[start + 1] == "{" { return parameter(in: scalars, from: start + 2, closedBy: ["}"]) }
            guard let end = identifierEnd(scalars, from: start + 1) else { return nil }
            return (String(String.UnicodeScalarView(scalars[(start + 1)..<end])), end)
        }
    }

    /// A parameter between its delimiters: a Dart identifier, with spaces
    /// around it and a `: type` after it allowed (`{ count: int }`), then
    /// `closing`. The name and the index after `closing`, or nil.
    private static func parameter(in scalars: [Unicode.Scalar], from start: Int, closedBy closing: [Unicode.Scalar]) -> (String, Int)? {
        var i = start
        while i < scalars.count, scalars[i] == " " { i += 1 }
        guard let nameEnd = identifierEnd(scalars, from: i) else { return nil }
        let name = String(String.UnicodeScalarView(scalars[i..<nameEnd]))
        i = nameEnd
        while i < scalars.count, scalars[i] == " " { i += 1 }
        if i < scalars.count, scalars[i] == ":" {
            i += 1
            while i < scalars.count, scalars[i] == " " { i += 1 }
            guard let typeEnd = identifierEnd(scalars, from: i) else { return nil }
            i = typeEnd
            while i < scalars.count, scalars[i] == " " { i += 1 }
        }
        guard i + closing.count <= scalars.count, Array(scalars[i..<(i + closing.count)]) == closing else { return nil }
        return (name, i + closing.count)
    }

    /// The end of the Dart identifier starting at `start`, or nil when none does.
    static func identifierEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start < scalars.count, isIdentifierStart(scalars[start]) else { return nil }
        var end = start + 1
        while end < scalars.count, isIdentifierStart(scalars[end]) || ("0"..."9").contains(scalars[end]) { end += 1 }
        return end
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar.isASCII && scalar.properties.isAlphabetic)
    }
}

/// Dart's escapes in a string literal, which slang's generated code is:
/// `\n`, `\r`, `\t`, `\b`, `\f`, `\v`, `\xHH`, `\uHHHH`, `\u{H…}`; any other
/// escaped character is itself (`\"`, `\\`, `\$`, `\{`, `\@`).
enum DartEscape {
    /// The character the escape at `backslash` stands for, and the index after it.
    static func scalar(in scalars: [Unicode.Scalar], after backslash: Int) -> (Unicode.Scalar, Int) {
        let next = scalars[backslash + 1]
        switch next {
        case "n": return ("\n", backslash + 2)
        case "r": return ("\r", backslash + 2)
        case "t": return ("\t", backslash + 2)
        case "b": return ("\u{8}", backslash + 2)
        case "f": return ("\u{C}", backslash + 2)
        case "v": return ("\u{B}", backslash + 2)
        case "x": return hex(scalars, from: backslash + 2, count: 2) ?? (next, backslash + 2)
        case "u":
            if backslash + 2 < scalars.count, scalars[backslash + 2] == "{",
               let close = scalars[(backslash + 3)...].prefix(7).firstIndex(of: "}"),
               let value = UInt32(String(String.UnicodeScalarView(scalars[(backslash + 3)..<close])), radix: 16),
               let scalar = Unicode.Scalar(value) {
                return (scalar, close + 1)
            }
            return hex(scalars, from: backslash + 2, count: 4) ?? (next, backslash + 2)
        default: return (next, backslash + 2)
        }
    }

    private static func hex(_ scalars: [Unicode.Scalar], from start: Int, count: Int) -> (Unicode.Scalar, Int)? {
        guard start + count <= scalars.count,
              let value = UInt32(String(String.UnicodeScalarView(scalars[start..<(start + count)])), radix: 16),
              let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, start + count)
    }
}
