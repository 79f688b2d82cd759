/// A catalog's plural forms: how many forms each plural message has
/// (`nplurals`) and the expression that picks one for a count (`plural`),
/// read from the `Plural-Forms` field of a `.po` or `.mo` header
/// (`Specs/importers/gettext.md`, "Plural forms").
struct GettextPluralForms: Equatable, Sendable {
    /// How many forms (`msgstr[0]` … `msgstr[N-1]`) a plural message has.
    var formCount: Int
    /// The expression whose value is the index of a count's form.
    var expression: GettextPluralExpression

    /// What gettext uses when a catalog says nothing it can read: two
    /// forms, the second for every count but 1 (`nplurals=2; plural=n != 1;`).
    /// Made afresh on each use: a stored global of an indirect enum keeps its
    /// boxes where LeakSanitizer does not look, and the fuzz targets then
    /// report them as leaked.
    static var germanic: GettextPluralForms {
        GettextPluralForms(formCount: 2, expression: .binary(.notEqual, .count, .number(1)))
    }

    /// The most forms a catalog may declare. No language has more than
    /// six; a larger count is a mistake, not a language.
    static let maximumFormCount = 100

    /// Reads the plural forms from `header` (the header entry's text, every
    /// field), as GNU gettext finds them: the text after the first
    /// `plural=` is the expression (up to `;`, a line break or the end),
    /// and the decimal number after the first `nplurals=` (after spaces)
    /// the form count. Nil when the header has neither (gettext then uses
    /// ``germanic``); throws, with the offset in `header`'s UTF-8, when
    /// they cannot be read (gettext's runtime then falls back to
    /// ``germanic`` without a word, and `msgfmt` refuses the file).
    static func read(header: String) throws(MessageSyntaxError) -> GettextPluralForms? {
        let bytes = Array(header.utf8)
        let pluralAt = firstOffset(of: "plural=", in: bytes)
        let countAt = firstOffset(of: "nplurals=", in: bytes)
        guard pluralAt != nil || countAt != nil else { return nil }
        guard let countAt else { throw MessageSyntaxError("the plural forms have plural= but no nplurals=", at: pluralAt ?? 0, in: bytes) }
        guard let pluralAt else { throw MessageSyntaxError("the plural forms have nplurals= but no plural=", at: countAt, in: bytes) }
        var at = countAt + 9
        while at < bytes.count, [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains(bytes[at]) { at += 1 }
        var count = 0, digits = 0
        while at < bytes.count, bytes[at] >= 0x30, bytes[at] <= 0x39 {
            count = min(count * 10 + Int(bytes[at] - 0x30), maximumFormCount + 1)
            digits += 1
            at += 1
        }
        guard digits > 0 else { throw MessageSyntaxError("nplurals= is not followed by a number", at: at, in: bytes) }
        guard count >= 1 else { throw MessageSyntaxError("nplurals=0: a plural message needs at least one form", at: countAt, in: bytes) }
        guard count <= maximumFormCount else {
            throw MessageSyntaxError("nplurals is more than \(maximumFormCount); no language has that many forms", at: countAt, in: bytes)
        }
        var parser = GettextPluralParser(bytes: bytes, at: pluralAt + 7)
        return GettextPluralForms(formCount: count, expression: try parser.parseWhole())
    }

    /// The offset of the first occurrence of `needle` (ASCII) in `bytes`.
    private static func firstOffset(of needle: String, in bytes: [UInt8]) -> Int? {
        let pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count else { return nil }
        return (0...(bytes.count - pattern.count)).first { start in
            pattern.indices.allSatisfy { bytes[start + $0] == pattern[$0] }
        }
    }
}
