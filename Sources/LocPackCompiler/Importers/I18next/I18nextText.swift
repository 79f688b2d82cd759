import Foundation

/// The parts of one i18next text as its `Interpolator` reads it with the
/// default options (`Specs/importers/i18next.md`, "Texts"): `{{name}}`
/// (trimmed; HTML-escaped unless `escapeValue` is off), `{{-name}}`
/// (never escaped), `{{name, format}}`, and `$t(key)` nesting. Everything
/// else is literal text.
enum I18nextText {
    /// One part of a text.
    enum Part: Equatable {
        /// Literal text.
        case text(String)
        /// `{{name}}`, `{{- name}}` or `{{name, format}}`.
        case value(name: String, unescaped: Bool, format: String?)
        /// `$t(key)`; `options` is what follows the key's comma, if anything.
        case nested(key: String, options: String?)
    }

    /// The parts of `text`, in order.
    static func parts(of text: String) -> [Part] {
        var parts: [Part] = []
        var literal = Substring()
        var rest = Substring(text)
        func flush() {
            if !literal.isEmpty { parts.append(.text(String(literal))) }
            literal = ""
        }
        while !rest.isEmpty {
            if rest.hasPrefix("{{"), let close = rest.dropFirst(3).range(of: "}}") {
                // `.+?`: at least one character between the braces.
                let inner = rest[rest.index(rest.startIndex, offsetBy: 2)..<close.lowerBound]
                flush()
                parts.append(value(inner))
                rest = rest[close.upperBound...]
            } else if rest.hasPrefix("$t("), let close = rest.dropFirst(4).firstIndex(of: ")") {
                let inner = rest[rest.index(rest.startIndex, offsetBy: 3)..<close]
                flush()
                parts.append(nested(inner))
                rest = rest[rest.index(after: close)...]
            } else {
                literal.append(rest.removeFirst())
            }
        }
        flush()
        return parts
    }

    /// `{{…}}`'s inner text as i18next reads it: a leading `-` marks the
    /// unescaped form; the name is trimmed; a `,` starts the format.
    private static func value(_ inner: Substring) -> Part {
        var body = inner
        let unescaped = body.first == "-"
        if unescaped { body = body.dropFirst() }
        guard let comma = body.firstIndex(of: ",") else {
            return .value(name: trimmed(body), unescaped: unescaped, format: nil)
        }
        return .value(name: trimmed(body[..<comma]), unescaped: unescaped, format: trimmed(body[body.index(after: comma)...]))
    }

    /// `$t(…)`'s inner text: the key, and anything after a comma.
    private static func nested(_ inner: Substring) -> Part {
        guard let comma = inner.firstIndex(of: ",") else { return .nested(key: trimmed(inner), options: nil) }
        return .nested(key: trimmed(inner[..<comma]), options: trimmed(inner[inner.index(after: comma)...]))
    }

    /// `text` without white space at either end, as JavaScript's `trim()`.
    static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
