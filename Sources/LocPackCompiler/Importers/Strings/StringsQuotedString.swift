extension StringsFileParser {
    /// Reads a `"…"` string at the current index, resolving its escapes:
    /// `\n \t \r \" \\ \a \b \f \v`; `\U` with one to four hex digits (one
    /// UTF-16 code unit — a character outside the BMP is written as two,
    /// `\UD83D\UDE00`); `\` with one to three octal digits (the code point
    /// with that value); `\` before any other character is that character.
    ///
    /// `nil` after reporting an unterminated string, a `\U` without digits,
    /// or an unpaired surrogate.
    mutating func readQuoted() -> (text: String, sources: [Int])? {
        let start = index
        index += 1
        var text = String.UnicodeScalarView()
        var sources: [Int] = []
        var failed = false
        while let scalar = peek {
            let here = index
            index += 1
            switch scalar {
            case "\"":
                return failed ? nil : (String(text), sources)
            case "\\":
                if let escaped = readEscape(at: here) {
                    text.append(escaped)
                    sources.append(here)
                } else if index < scalars.count {
                    // Reported; read on to the closing quote so parsing resumes after the string.
                    failed = true
                }
            default:
                text.append(scalar)
                sources.append(here)
            }
        }
        fail("unterminated string: the '\"' here has no closing '\"'", at: start)
        return nil
    }

    /// Reads what follows a backslash at `start` (the index is just past it).
    private mutating func readEscape(at start: Int) -> Unicode.Scalar? {
        guard let next = peek else { return nil }
        index += 1
        switch next {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "a": return "\u{07}"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "0"..."7":
            var value = next.value - 0x30
            var count = 1
            while count < 3, let digit = peek, ("0"..."7").contains(digit) {
                value = value * 8 + (digit.value - 0x30)
                index += 1
                count += 1
            }
            return Unicode.Scalar(value)
        case "U":
            guard let unit = readHexUnit(escapeAt: start) else { return nil }
            switch unit {
            case 0xD800...0xDBFF:
                let lowStart = index
                guard peek == "\\", peek(at: 1) == "U" else {
                    fail("unpaired surrogate \\U\(Self.hex(unit)): a high surrogate must be followed by a \\U low surrogate (\\UDC00–\\UDFFF)", at: start)
                    return nil
                }
                index += 2
                guard let low = readHexUnit(escapeAt: lowStart) else { return nil }
                guard (0xDC00...0xDFFF).contains(low) else {
                    fail("unpaired surrogate \\U\(Self.hex(unit)): it is followed by \\U\(Self.hex(low)), not a low surrogate (\\UDC00–\\UDFFF)", at: start)
                    return nil
                }
                return Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
            case 0xDC00...0xDFFF:
                fail("unpaired surrogate \\U\(Self.hex(unit)): a low surrogate must follow a high surrogate", at: start)
                return nil
            default:
                return Unicode.Scalar(UInt32(unit))
            }
        default:
            return next
        }
    }

    /// One to four hex digits after `\U`; `nil` after reporting none.
    private mutating func readHexUnit(escapeAt start: Int) -> UInt16? {
        var value: UInt16 = 0
        var count = 0
        while count < 4, let digit = peek, let nibble = Self.hexValue(digit) {
            value = value << 4 | nibble
            index += 1
            count += 1
        }
        guard count > 0 else {
            fail("'\\U' must be followed by one to four hexadecimal digits", at: start)
            return nil
        }
        return value
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt16? {
        switch scalar {
        case "0"..."9": UInt16(scalar.value - 0x30)
        case "a"..."f": UInt16(scalar.value - 0x61 + 10)
        case "A"..."F": UInt16(scalar.value - 0x41 + 10)
        default: nil
        }
    }

    private static func hex(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
