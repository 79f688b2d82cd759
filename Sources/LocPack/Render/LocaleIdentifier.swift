/// Spelling rules for locale identifiers (`Specs/bundle-format.md`, "Locale names").
public enum LocaleIdentifier {
    /// The canonical BCP 47 spelling LocPack stores: subtags joined by `-`,
    /// the language in lower case, a four-letter script in title case, a
    /// region in upper case (`pt_br` → `pt-BR`, `zh_hant_tw` → `zh-Hant-TW`).
    /// A POSIX suffix (`.UTF-8`, `@euro`) is dropped.
    public static func canonical(_ identifier: String) -> String {
        var text = Substring(identifier)
        if let cut = text.firstIndex(where: { $0 == "." || $0 == "@" }) { text = text[..<cut] }
        let parts = text.split(whereSeparator: { $0 == "_" || $0 == "-" })
        var out: [String] = []
        for (i, part) in parts.enumerated() {
            if i == 0 {
                out.append(part.lowercased())
            } else if part.count == 4, part.allSatisfy(\.isLetter) {
                out.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else if (part.count == 2 && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber)) {
                out.append(part.uppercased())
            } else {
                out.append(part.lowercased())
            }
        }
        return out.joined(separator: "-")
    }

    /// Whether `identifier` names a pseudo-locale: region `XA` (accented,
    /// `en-XA`) or `XB` (right to left, `ar-XB`), the private-use regions
    /// platforms reserve for them. `locpack build --pseudo` makes them from
    /// the source language, whose plural rules and numbers they use.
    public static func isPseudoLocale(_ identifier: String) -> Bool {
        var identifier = identifier
        return identifier.withUTF8 { isPseudoLocale(utf8: UnsafeRawBufferPointer($0)) }
    }

    /// ``isPseudoLocale(_:)`` on UTF-8 bytes, without allocating (a bundle's
    /// locale names are checked this way when a catalog opens): a last
    /// subtag `XA` or `XB` after at least one other.
    static func isPseudoLocale(utf8 name: UnsafeRawBufferPointer) -> Bool {
        var end = name.count
        while end > 0, name[end - 1] == UInt8(ascii: "-") || name[end - 1] == UInt8(ascii: "_") { end -= 1 }
        guard end >= 3, name[end - 2] == UInt8(ascii: "X"),
              name[end - 1] == UInt8(ascii: "A") || name[end - 1] == UInt8(ascii: "B"),
              name[end - 3] == UInt8(ascii: "-") || name[end - 3] == UInt8(ascii: "_")
        else { return false }
        // Some subtag must come before it.
        return name[..<(end - 3)].contains { $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: "_") }
    }
}
