/// Spelling rules for locale identifiers (`Specs/bundle-format.md`, "Locale names").
public enum LocaleIdentifier {
    /// The canonical BCP 47 spelling LocPack stores: subtags joined by `-`,
    /// the language in lower case, a four-letter script in title case, a
    /// region in upper case (`pt_br` → `pt-BR`, `zh_hant_tw` → `zh-Hant-TW`).
    /// A POSIX suffix (`.UTF-8`, `@euro`) is dropped. One rule serves the
    /// compiler and the runtime (`LocaleSpelling`, which resolves without
    /// allocating); an identifier it cannot spell — not ASCII, longer than 64
    /// bytes, or with no subtag — names no locale and is returned unchanged.
    public static func canonical(_ identifier: String) -> String {
        var identifier = identifier
        let spelled = identifier.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: LocaleSpelling.maxLength) { buffer -> String? in
                guard let start = buffer.baseAddress,
                      let length = LocaleSpelling.canonicalize(UnsafeRawBufferPointer(bytes), into: start) else { return nil }
                return String(decoding: UnsafeBufferPointer(start: start, count: length), as: UTF8.self)
            }
        }
        return spelled ?? identifier
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
