import Foundation
import LocPack

/// One `"key" = "value";` (or `"key";`) statement of a `.strings` file.
struct StringsFilePair {
    /// The key, unescaped.
    var key: String
    /// The value, unescaped (the key again for `"key";`).
    var value: String
    /// Scalar index of the key's first character in the file.
    var keyIndex: Int
    /// For each Unicode scalar of ``value``, the scalar index in the file of
    /// the character or escape that produced it, so a problem found in the
    /// value can be reported at its line and column.
    var valueSources: [Int]
    /// The last comment before the statement, trimmed (Xcode writes the
    /// translator comment there).
    var comment: String?
}

/// Reads the statements of a `.strings` file (`Specs/importers/strings.md`):
/// quoted or unquoted tokens, `"key" = "value";` and `"key";`, `/* */` and
/// `//` comments, and the escapes of quoted strings.
///
/// Errors are collected with their scalar index; after an error the parser
/// skips past the next `;` or line break and goes on, so one pass reports
/// most statements that are wrong.
struct StringsFileParser {
    /// A syntax error at a scalar index.
    struct SyntaxError {
        var index: Int
        var message: String
    }

    let scalars: [Unicode.Scalar]
    private(set) var errors: [SyntaxError] = []
    var index = 0
    private var pendingComment: String?

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    /// Every well-formed statement, in file order.
    mutating func parse() -> [StringsFilePair] {
        var pairs: [StringsFilePair] = []
        while true {
            guard skipTrivia() else { break }
            if index >= scalars.count { break }
            if let pair = readStatement() {
                pairs.append(pair)
            } else {
                recover()
            }
            pendingComment = nil
        }
        return pairs
    }

    // MARK: Statements

    private mutating func readStatement() -> StringsFilePair? {
        let keyIndex = index
        guard let key = readToken(what: "a key") else { return nil }
        let comment = pendingComment
        guard skipTrivia() else { return nil }
        switch peek {
        case ";":
            index += 1
            return StringsFilePair(key: key.text, value: key.text, keyIndex: keyIndex, valueSources: key.sources,
                                   comment: comment)
        case "=":
            index += 1
        default:
            fail("expected '=' or ';' after the key, found \(describeCurrent())")
            return nil
        }
        guard skipTrivia() else { return nil }
        guard let value = readToken(what: "a value after '='") else { return nil }
        guard skipTrivia() else { return nil }
        guard peek == ";" else {
            fail("expected ';' after the value, found \(describeCurrent())")
            return nil
        }
        index += 1
        return StringsFilePair(key: key.text, value: value.text, keyIndex: keyIndex, valueSources: value.sources,
                               comment: comment)
    }

    /// A quoted string or an unquoted token; `nil` after reporting why not.
    private mutating func readToken(what: String) -> (text: String, sources: [Int])? {
        guard let first = peek else {
            fail("expected \(what), found the end of the file")
            return nil
        }
        if first == "\"" { return readQuoted() }
        guard Self.isUnquotedCharacter(first) else {
            fail("expected \(what) (a quoted string or a token of letters, digits and _$/:.-), found \(describeCurrent())")
            return nil
        }
        var text = String.UnicodeScalarView()
        var sources: [Int] = []
        while let scalar = peek, Self.isUnquotedCharacter(scalar) {
            text.append(scalar)
            sources.append(index)
            index += 1
        }
        return (String(text), sources)
    }

    // MARK: Trivia

    /// Skips white space and comments; `false` (after reporting) for an
    /// unterminated `/*`.
    private mutating func skipTrivia() -> Bool {
        while let scalar = peek {
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                // A byte order mark past the first (files saved twice with one) is no token.
                index += 1
            } else if scalar == "/", peek(at: 1) == "*" {
                let start = index
                index += 2
                var body = String.UnicodeScalarView()
                while index < scalars.count, !(scalars[index] == "*" && peek(at: 1) == "/") {
                    body.append(scalars[index])
                    index += 1
                }
                guard index < scalars.count else {
                    index = start
                    fail("unterminated comment: '/*' has no closing '*/'")
                    index = scalars.count
                    return false
                }
                index += 2
                pendingComment = Self.trimmed(String(body))
            } else if scalar == "/", peek(at: 1) == "/" {
                index += 2
                var body = String.UnicodeScalarView()
                while let next = peek, next != "\n", next != "\r" {
                    body.append(next)
                    index += 1
                }
                pendingComment = Self.trimmed(String(body))
            } else {
                break
            }
        }
        return true
    }

    /// After an error: skips past the next `;` or line break that is not
    /// inside a quoted string (statements are usually one per line).
    private mutating func recover() {
        var inQuotes = false
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if inQuotes {
                if scalar == "\\" { index += 1 } else if scalar == "\"" { inQuotes = false }
            } else if scalar == "\"" {
                inQuotes = true
            } else if scalar == ";" || scalar == "\n" || scalar == "\r" {
                return
            }
        }
    }

    // MARK: Helpers

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    func peek(at offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    mutating func fail(_ message: String, at position: Int? = nil) {
        errors.append(SyntaxError(index: position ?? index, message: message))
    }

    /// `'x'`, `a line break`, `the end of the file`, or for a character that
    /// does not show `U+00A0 (NO-BREAK SPACE)`, for messages.
    func describeCurrent() -> String {
        guard let scalar = peek else { return "the end of the file" }
        if scalar == "\n" || scalar == "\r" { return "a line break" }
        return DiagnosticCharacterName.describe(scalar)
    }

    /// `[A-Za-z0-9_$/:.-]`, the characters of an unquoted token.
    static func isUnquotedCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "_", "$", "/", ":", ".", "-": true
        default: false
        }
    }

    private static func trimmed(_ text: String) -> String? {
        let result = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return result.isEmpty ? nil : result
    }
}
