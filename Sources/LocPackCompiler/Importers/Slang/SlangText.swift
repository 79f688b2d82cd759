/// A slang text as ICU MessageFormat text (`Specs/importers/slang.md`,
/// "Texts"): slang has no quoting, so every character ICU would read as
/// syntax is quoted, and only `{name}` (a Dart identifier between braces)
/// stays an argument.
enum SlangText {
    /// `text` in ICU MessageFormat; inside a plural case `#` is quoted too
    /// (in slang it is text, in ICU the number).
    static func icu(_ text: String, insidePlural: Bool = false) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if scalar == "{", let end = argumentEnd(scalars, openingAt: i) {
                out.append(contentsOf: scalars[i...end])
                i = end + 1
                continue
            }
            switch scalar {
            case "'": out.append(contentsOf: "''".unicodeScalars)
            case "{", "}": out.append(contentsOf: "'\(scalar)'".unicodeScalars)
            case "#" where insidePlural: out.append(contentsOf: "'#'".unicodeScalars)
            default: out.append(scalar)
            }
            i += 1
        }
        return String(out)
    }

    /// The index of the `}` closing a `{name}` argument opened at `start`,
    /// or nil when the brace opens no argument.
    private static func argumentEnd(_ scalars: [Unicode.Scalar], openingAt start: Int) -> Int? {
        var i = start + 1
        guard i < scalars.count, isIdentifierStart(scalars[i]) else { return nil }
        while i < scalars.count, isIdentifierPart(scalars[i]) { i += 1 }
        return i < scalars.count && scalars[i] == "}" ? i : nil
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar.isASCII && scalar.properties.isAlphabetic)
    }

    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
    }
}
