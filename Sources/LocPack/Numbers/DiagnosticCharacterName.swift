/// How diagnostics name a character: by itself in quotes when it shows
/// (`'η'`, `'%'`), by its code point and Unicode name when it does not (a
/// control, a space, a format character, a combining mark, an unassigned
/// or private-use code point): `U+00A0 (NO-BREAK SPACE)`.
///
/// Never a byte of its UTF-8 encoding: a translator knows the characters
/// they typed, not their bytes.
package enum DiagnosticCharacterName {
    /// The name of `scalar` for a diagnostic.
    public static func describe(_ scalar: Unicode.Scalar) -> String {
        guard isInvisible(scalar) else { return "'\(Character(scalar))'" }
        let name = scalar.properties.name ?? scalar.properties.nameAlias
        return codePoint(scalar) + (name.map { " (\($0))" } ?? "")
    }

    /// `U+XXXX`, at least four upper-case hexadecimal digits.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Whether `scalar` shows nothing, or nothing recognizable, on its own
    /// between quotes.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse,
             .surrogate, .nonspacingMark, .enclosingMark, .spacingMark:
            return true
        default:
            return false
        }
    }

    /// The scalar whose UTF-8 encoding starts at byte `index` of `bytes`
    /// (U+FFFD when the bytes there are not UTF-8).
    static func scalar(in bytes: UnsafeRawBufferPointer, at index: Int) -> Unicode.Scalar {
        let end = min(bytes.count, index + 4)
        var iterator = UnsafeRawBufferPointer(rebasing: bytes[index..<end]).makeIterator()
        var decoder = UTF8()
        if case let .scalarValue(scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }
}
