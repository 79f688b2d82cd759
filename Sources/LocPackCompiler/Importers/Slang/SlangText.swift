/// A slang text as ICU MessageFormat text (`Specs/importers/slang.md`,
/// "Texts"): slang has no quoting, so every character ICU would read as
/// syntax is quoted, and only an argument as the project's
/// `string_interpolation` writes it (`$name`/`${name}`, `{name}` or
/// `{{name}}`, the name a Dart identifier) becomes an ICU `{name}`.
enum SlangText {
    /// `text` in ICU MessageFormat; inside a plural case `#` is quoted too
    /// (in slang it is text, in ICU the number).
    static func icu(_ text: String, interpolation: SlangConfiguration.Interpolation, insidePlural: Bool = false) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if let (name, end) = argument(in: scalars, at: i, interpolation) {
                out.append(contentsOf: "{\(name)}".unicodeScalars)
                i = end
                continue
            }
            let scalar = scalars[i]
            if interpolation == .dart, scalar == "\\", i + 1 < scalars.count, scalars[i + 1] == "$" {
                out.append("$")  // an escaped dollar sign
                i += 2
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

    /// The argument written at `start`, and the index after it, or nil.
    private static func argument(in scalars: [Unicode.Scalar], at start: Int,
                                 _ interpolation: SlangConfiguration.Interpolation) -> (String, Int)? {
        switch interpolation {
        case .braces:
            guard scalars[start] == "{" else { return nil }
            return closed(scalars, nameAt: start + 1, by: ["}"])
        case .doubleBraces:
            guard scalars[start] == "{", start + 1 < scalars.count, scalars[start + 1] == "{" else { return nil }
            return closed(scalars, nameAt: start + 2, by: ["}", "}"])
        case .dart:
            guard scalars[start] == "$", start == 0 || scalars[start - 1] != "\\", start + 1 < scalars.count else { return nil }
            if scalars[start + 1] == "{" { return closed(scalars, nameAt: start + 2, by: ["}"]) }
            guard let end = identifierEnd(scalars, from: start + 1) else { return nil }
            return (String(String.UnicodeScalarView(scalars[(start + 1)..<end])), end)
        }
    }

    /// The identifier at `start` when `closing` follows it: the name and the
    /// index after `closing`.
    private static func closed(_ scalars: [Unicode.Scalar], nameAt start: Int, by closing: [Unicode.Scalar]) -> (String, Int)? {
        guard let end = identifierEnd(scalars, from: start), end + closing.count <= scalars.count,
              Array(scalars[end..<(end + closing.count)]) == closing else { return nil }
        return (String(String.UnicodeScalarView(scalars[start..<end])), end + closing.count)
    }

    /// The end of the Dart identifier starting at `start`, or nil when none does.
    private static func identifierEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start < scalars.count, isIdentifierStart(scalars[start]) else { return nil }
        var end = start + 1
        while end < scalars.count, isIdentifierStart(scalars[end]) || ("0"..."9").contains(scalars[end]) { end += 1 }
        return end
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar.isASCII && scalar.properties.isAlphabetic)
    }
}
