/// The text aapt2 compiles a string resource's content into, and that
/// `getString()` returns (`Specs/importers/android.md`, "Text"): escapes
/// read, whitespace collapsed outside double quotes, styling tags dropped,
/// and a content that is a reference (`@string/other`) told apart.
enum AndroidStringText: Equatable, Sendable {
    /// A string.
    case text(String)
    /// `@type/name` (or `@package:type/name`): the resource named.
    case reference(type: String, name: String, package: String?)
    /// `@null`, `@empty`, or a theme attribute (`?attr/name`): no text
    /// `getString()` can return.
    case noText(String)

    /// A content aapt2 refuses.
    struct Failure: Error, Equatable {
        var message: String
    }

    /// The resource types a reference may name (a `@word/name` of another
    /// word is text).
    static let resourceTypes: Set<String> = [
        "anim", "animator", "array", "attr", "bool", "color", "dimen", "drawable", "font", "fraction", "id",
        "integer", "interpolator", "layout", "macro", "menu", "mipmap", "navigation", "plurals", "raw",
        "string", "style", "styleable", "transition", "xml",
    ]

    /// The text of `pieces`.
    static func read(_ pieces: [AndroidResourceDocument.Piece]) throws(Failure) -> AndroidStringText {
        let hasSpans = pieces.contains(.spanBoundary)
        var segments = pieces.map { piece -> String? in if case let .text(text) = piece { text } else { nil } }
        if !hasSpans {
            // aapt2 trims the raw text of a string without styling tags.
            if let first = segments.firstIndex(where: { $0 != nil }) {
                segments[first] = String(segments[first]!.unicodeScalars.drop(while: isSpace).map(Character.init))
            }
            if let last = segments.lastIndex(where: { $0 != nil }) {
                let scalars = segments[last]!.unicodeScalars
                segments[last] = String(String.UnicodeScalarView(scalars.reversed().drop(while: isSpace).reversed()))
            }
            let raw = segments.compactMap { $0 }.joined()
            if let reference = reference(raw) { return reference }
        }
        var builder = Builder()
        for (piece, segment) in zip(pieces, segments) {
            if let segment {
                try builder.append(segment)
            } else if piece == .spanBoundary {
                builder.resetAtTag()
            }
        }
        return .text(builder.text)
    }

    /// What a raw content beginning with `@` or `?` refers to, or nil when it is text.
    private static func reference(_ raw: String) -> AndroidStringText? {
        if raw == "@null" || raw == "@empty" { return .noText(raw) }
        if raw.hasPrefix("?"), raw.count > 1 { return .noText(raw) }
        guard raw.hasPrefix("@") else { return nil }
        var rest = Substring(raw.dropFirst())
        if rest.hasPrefix("+") { rest = rest.dropFirst() }
        if rest.hasPrefix("*") { rest = rest.dropFirst() }
        guard let slash = rest.firstIndex(of: "/") else { return nil }
        var type = rest[..<slash]
        let name = rest[rest.index(after: slash)...]
        var package: Substring?
        if let colon = type.firstIndex(of: ":") {
            package = type[..<colon]
            type = type[type.index(after: colon)...]
        }
        guard resourceTypes.contains(String(type)), !name.isEmpty,
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }) else { return nil }
        return .reference(type: String(type), name: String(name), package: package.map(String.init))
    }

    /// C's `isspace` on ASCII: space, tab, line feed, vertical tab, form feed, return.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || (0x09...0x0D).contains(scalar.value)
    }

    /// aapt2's string builder: reads escapes and quotes, collapses spaces.
    private struct Builder {
        var text = ""
        private var quoted = false
        private var lastWasSpace = false

        /// A styling tag ends quoting and the run of spaces before it.
        mutating func resetAtTag() {
            quoted = false
            lastWasSpace = false
        }

        mutating func append(_ segment: String) throws(Failure) {
            let scalars = Array(segment.unicodeScalars)
            var i = 0
            while i < scalars.count {
                let scalar = scalars[i]
                i += 1
                if !quoted, AndroidStringText.isSpace(scalar) {
                    if !lastWasSpace { text.unicodeScalars.append(" ") }
                    lastWasSpace = true
                    continue
                }
                lastWasSpace = false
                switch scalar {
                case "\\":
                    // A backslash that ends the text is dropped.
                    guard i < scalars.count else { continue }
                    let escaped = scalars[i]
                    i += 1
                    switch escaped {
                    case "t": text.unicodeScalars.append("\t")
                    case "n": text.unicodeScalars.append("\n")
                    case "u":
                        var code: UInt32 = 0
                        var digits = 0
                        while digits < 4, i < scalars.count {
                            guard scalars[i].isASCII, let digit = UInt32(String(scalars[i]), radix: 16) else {
                                throw Failure(message: "\\u is followed by '\(scalars[i])', not four hexadecimal digits")
                            }
                            code = code << 4 | digit
                            digits += 1
                            i += 1
                        }
                        // A lone surrogate gives nothing, as aapt2 writes nothing for one.
                        if let decoded = Unicode.Scalar(code) { text.unicodeScalars.append(decoded) }
                    default:
                        // \' \" \\ \@ \? \#, and any other character, stand for themselves.
                        text.unicodeScalars.append(escaped)
                    }
                case "\"":
                    quoted.toggle()
                case "'" where !quoted:
                    throw Failure(message: "an apostrophe is not escaped (write \\' or put the text in double quotes)")
                default:
                    text.unicodeScalars.append(scalar)
                }
            }
        }
    }
}
