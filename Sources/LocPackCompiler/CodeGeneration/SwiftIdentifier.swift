/// Swift names made from localization keys and table names, by the rules of
/// `Specs/code-generation.md` ("Names").
enum SwiftIdentifier {
    /// The words of `text` for a name: runs of ASCII letters and digits,
    /// with format specifiers (`%lld`, `%1$@`, `%%`) dropped and a
    /// substitution token (`%#@files@`) read as its name.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { words.append(current); current = "" }
        }
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "%", let (end, name) = specifier(in: scalars, at: i) {
                flush()
                if let name { words += Self.words(name) }
                i = end
                continue
            }
            if c.isASCII, c.properties.isAlphabetic || ("0"..."9").contains(c) {
                current.unicodeScalars.append(c)
            } else {
                flush()
            }
            i += 1
        }
        flush()
        return words
    }

    /// The end of the printf specifier or substitution token at `start`
    /// (a `%`), and the substitution's name; nil when no specifier starts there.
    private static func specifier(in s: [Unicode.Scalar], at start: Int) -> (Int, String?)? {
        var i = start + 1
        guard i < s.count else { return nil }
        if s[i] == "%" { return (i + 1, nil) }
        while i < s.count, ("0"..."9").contains(s[i]) { i += 1 }
        if i < s.count, s[i] == "$" { i += 1 } else { i = start + 1 }
        if i + 1 < s.count, s[i] == "#", s[i + 1] == "@" {
            var end = i + 2
            while end < s.count, s[end] != "@" { end += 1 }
            guard end < s.count else { return nil }
            return (end + 1, String(String.UnicodeScalarView(s[(i + 2)..<end])))
        }
        while i < s.count, "-+ #0'".unicodeScalars.contains(s[i]) { i += 1 }
        while i < s.count, ("0"..."9").contains(s[i]) || s[i] == "*" { i += 1 }
        if i < s.count, s[i] == "." {
            i += 1
            while i < s.count, ("0"..."9").contains(s[i]) || s[i] == "*" { i += 1 }
        }
        while i < s.count, "hlqLztj".unicodeScalars.contains(s[i]) { i += 1 }
        guard i < s.count, "diouxXfFeEgGaAcsSp@".unicodeScalars.contains(s[i]) else { return nil }
        return (i + 1, nil)
    }

    /// The longest a name made from words grows before later words are dropped.
    static let maximumLength = 64

    /// `lowerCamelCase` (members, labels) or `UpperCamelCase` (namespaces) of
    /// `words`: each word after the first capitalised, the first lowercased
    /// (whole, when it is all capitals: `URL` → `url`) or capitalised; words
    /// past ``maximumLength`` characters dropped; a leading digit gets `_`;
    /// nil when there are no words.
    static func camelCase(_ words: [String], upper: Bool) -> String? {
        guard let first = words.first else { return nil }
        var name = upper ? capitalized(first) : lowercasedFirst(first)
        for word in words.dropFirst() {
            let next = capitalized(word)
            guard name.count + next.count <= maximumLength else { break }
            name += next
        }
        if let c = name.unicodeScalars.first, ("0"..."9").contains(c) { name = "_" + name }
        return name
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func lowercasedFirst(_ word: String) -> String {
        if word.count > 1, word.allSatisfy({ $0.isUppercase || $0.isNumber }) { return word.lowercased() }
        return word.prefix(1).lowercased() + word.dropFirst()
    }

    /// Names a member cannot have even in backticks (`Localizable.init`
    /// would mean the initialiser): they get a trailing `_`.
    static let reservedMembers: Set<String> = ["init", "deinit", "self", "Self", "Type", "Protocol", "subscript"]

    /// Swift keywords, written in backticks where declared.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "some", "any", "borrowing", "consuming", "package",
    ]

    /// `name` as written in a declaration: in backticks when it is a keyword.
    static func declared(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `text` as a Swift string literal, every character kept exactly.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                    || (0x2028...0x2029).contains(scalar.value) {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
