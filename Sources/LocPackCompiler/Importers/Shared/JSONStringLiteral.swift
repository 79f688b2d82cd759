import Foundation

/// Decodes JSON string literals in raw JSON text, for the readers that walk
/// JSON themselves (``JSONNodeLocator``, the ordered reader of
/// Swifternalization files). Surrogate pairs written as two `\u` escapes
/// join; a lone surrogate becomes U+FFFD.
enum JSONStringLiteral {
    /// The string literal whose opening quote is at `start`, decoded, and
    /// the offset just past its closing quote; nil when unterminated.
    static func decode(_ bytes: [UInt8], from start: Int) -> (String, Int)? {
        var units: [UInt16] = []
        var raw: [UInt8] = []
        var i = start + 1
        func flushRaw() {
            units += String(decoding: raw, as: UTF8.self).utf16
            raw.removeAll(keepingCapacity: true)
        }
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") {
                flushRaw()
                return (String(decoding: units, as: UTF16.self), i + 1)
            }
            if byte == UInt8(ascii: "\\"), i + 1 < bytes.count {
                flushRaw()
                let escaped = bytes[i + 1]
                switch escaped {
                case UInt8(ascii: "n"): units.append(0x0A)
                case UInt8(ascii: "t"): units.append(0x09)
                case UInt8(ascii: "r"): units.append(0x0D)
                case UInt8(ascii: "b"): units.append(0x08)
                case UInt8(ascii: "f"): units.append(0x0C)
                case UInt8(ascii: "u"):
                    guard i + 6 <= bytes.count,
                          let unit = UInt16(String(decoding: bytes[(i + 2)..<(i + 6)], as: UTF8.self), radix: 16) else { return nil }
                    units.append(unit)
                    i += 6
                    continue
                default: units.append(UInt16(escaped))
                }
                i += 2
                continue
            }
            raw.append(byte)
            i += 1
        }
        return nil
    }
}
