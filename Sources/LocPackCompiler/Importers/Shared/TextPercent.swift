import LocPack

/// Recognizes a `%` in a format string that can only be text, never the
/// start of a conversion (`Specs/lint.md`, "`%` in text"): translators write
/// `50% off`, `Akku 100 %`, `(%)` and `% publicacions` in values that also
/// hold real specifiers, and Xcode builds them.
///
/// A `%` is text when it ends the string, when the next character is
/// whitespace or one no conversion starts with (`)`, `,`, `{`, `!`, …), when
/// the string ends inside what would be its conversion (`v%0`), or when its
/// flags hold a space and it is not a complete conversion ending before a
/// non-letter (`% p…`, `% off`, `%0 cores`, which C would read as `% 0c`
/// followed by `ores`; `% d` with the space flag stays a conversion).
enum TextPercent {
    /// How many bytes to show for the text `%` at `start` (the `%` and the
    /// character or two after it), or nil when a conversion may start there.
    static func length(in bytes: [UInt8], at start: Int) -> Int? {
        let next = start + 1
        guard next < bytes.count else { return 1 }
        let byte = bytes[next]
        if flagsHoldSpace(bytes, at: start) {
            if let end = conversionEnd(bytes, at: start), end >= bytes.count || !startsLetter(bytes[end]) { return nil }
            return shownLength(bytes, from: start, characters: 3)
        }
        if isUnterminated(bytes, at: start) { return bytes.count - start }
        if byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            return shownLength(bytes, from: start, characters: 2)
        }
        if byte < 0x80 && !conversionStarters.contains(byte) { return shownLength(bytes, from: start, characters: 2) }
        return nil
    }

    /// ASCII bytes a conversion may start with after `%`: digits, flags,
    /// `.`, `$`, `*`, length modifiers, conversion letters, `@`, `%`.
    private static let conversionStarters: Set<UInt8> = Set("0123456789-+ #'.$*@%hlqLjztaAcCdDeEfFgGiInoOpsSuUxX".utf8)

    /// Whether the flags (and position digits) right after the `%` at
    /// `start` include a space: `% d`, `%0 c`, `%- 5d`.
    private static func flagsHoldSpace(_ bytes: [UInt8], at start: Int) -> Bool {
        var i = start + 1
        while i < bytes.count, flagOrDigit.contains(bytes[i]) {
            if bytes[i] == UInt8(ascii: " ") { return true }
            i += 1
        }
        return false
    }

    private static let flagOrDigit: Set<UInt8> = Set("0123456789-+ #'$".utf8)

    /// Whether the string ends inside the conversion at `start`.
    private static func isUnterminated(_ bytes: [UInt8], at start: Int) -> Bool {
        let result = bytes.withUnsafeBytes { FormatSpecParser.parse($0, at: start) }
        if case let .failure(error) = result, error.reason == .unterminated { return true }
        return false
    }

    /// Where the conversion at `start` ends, or nil when it is not one.
    private static func conversionEnd(_ bytes: [UInt8], at start: Int) -> Int? {
        let result = bytes.withUnsafeBytes { FormatSpecParser.parse($0, at: start) }
        if case let .success(conversion) = result { return conversion.end }
        return nil
    }

    /// Whether `byte` starts a letter: ASCII letters, and any non-ASCII
    /// character (the languages that write `% p…` write words in them too).
    private static func startsLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte >= 0xC0
    }

    /// The byte length of the first `characters` Unicode scalars from `start`.
    private static func shownLength(_ bytes: [UInt8], from start: Int, characters: Int) -> Int {
        var end = start
        var count = 0
        while end < bytes.count && count < characters {
            end += 1
            while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
            count += 1
        }
        return end - start
    }
}
