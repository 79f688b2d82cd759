/// The currencies a value instruction whose currency comes from an argument
/// (MessageFormat 2's `{$x :currency currency=$code}`) can show, in its
/// locale, as the build wrote them after the affix record
/// (`Specs/programs.md`, "value"): `u16` entries' byte length, `u8` flags
/// (bit 0: the amount takes the currency's fraction digits), then entries
/// sorted by code, each `u8 code[3]` (upper-case ASCII), `u8` fraction
/// digits, `u8` spacing (bit 0: the symbol's first character wants a
/// no-break space beside digits, bit 1: its last), `u8` symbol length and
/// the symbol's UTF-8. A code the table lacks shows itself, with two
/// fraction digits.
package struct CurrencyTable {
    /// Bytes before the entries.
    package static let headerSize = 3
    /// Bytes of an entry before its symbol.
    package static let entryHeaderSize = 6
    /// Bit of the flags byte: the currency's fraction digits apply.
    package static let currencyFractionDigitsFlag: UInt8 = 0x01

    /// The entries.
    private let entries: UnsafeRawBufferPointer
    /// Whether the amount takes the currency's fraction digits (no
    /// `fractionDigits` option was written).
    let takesCurrencyFractionDigits: Bool

    /// The table at `start` of `p` and where it ends, or nil when it does
    /// not fit before `end` or an entry runs past it.
    static func record(in p: ByteView, at start: Int, end: Int) -> (table: CurrencyTable, end: Int)? {
        guard start >= 0, end &- start >= headerSize, let base = p.base else { return nil }
        let length = Int(p.load(uncheckedAt: start, as: UInt16.self))
        let flags = p.load(uncheckedAt: start &+ 2, as: UInt8.self)
        guard length <= end &- start &- headerSize else { return nil }
        let entries = UnsafeRawBufferPointer(start: base + (start &+ headerSize), count: length)
        var at = 0
        while at < length {
            guard length &- at >= entryHeaderSize, Int(entries[at &+ 5]) <= length &- at &- entryHeaderSize,
                  Int(entries[at &+ 3]) <= DecimalStyle.maximumDigits else { return nil }
            at &+= entryHeaderSize &+ Int(entries[at &+ 5])
        }
        return (CurrencyTable(entries: entries, takesCurrencyFractionDigits: flags & currencyFractionDigitsFlag != 0),
                start &+ headerSize &+ length)
    }

    /// How `code` (three ASCII letters, any case) shows and how many
    /// fraction digits its amounts take; nil when `code` is not three
    /// letters.
    func lookUp(_ code: UnsafeRawBufferPointer) -> (shown: ShownCurrency, fractionDigits: Int)? {
        guard code.count == 3 else { return nil }
        var upper: (UInt8, UInt8, UInt8) = (0, 0, 0)
        for i in 0..<3 {
            let letter = code[i] & 0xDF
            guard letter >= UInt8(ascii: "A"), letter <= UInt8(ascii: "Z") else { return nil }
            switch i {
            case 0: upper.0 = letter
            case 1: upper.1 = letter
            default: upper.2 = letter
            }
        }
        var at = 0
        while at &+ Self.entryHeaderSize <= entries.count {
            let symbolLength = Int(entries[at &+ 5])
            if entries[at] == upper.0, entries[at &+ 1] == upper.1, entries[at &+ 2] == upper.2 {
                let symbol = UnsafeRawBufferPointer(rebasing: entries[(at &+ Self.entryHeaderSize)..<(at &+ Self.entryHeaderSize &+ symbolLength)])
                let spacing = entries[at &+ 4]
                return (ShownCurrency(symbol: symbol, code: upper, spacedFirst: spacing & 1 != 0, spacedLast: spacing & 2 != 0),
                        Int(entries[at &+ 3]))
            }
            at &+= Self.entryHeaderSize &+ symbolLength
        }
        // Not in the table: the code itself, letters that want spacing beside digits.
        return (ShownCurrency(symbol: UnsafeRawBufferPointer(start: nil, count: 0), code: upper, spacedFirst: true, spacedLast: true), 2)
    }
}

/// The currency a render chose for texts around a number that mark where
/// it goes (``NumberAffixes``): the symbol from a ``CurrencyTable``, or the
/// upper-cased code when the table has none, and whether a no-break space
/// separates it from digits beside it (CLDR's currency spacing).
package struct ShownCurrency {
    /// The symbol's UTF-8; empty when the code shows.
    var symbol: UnsafeRawBufferPointer
    /// The code, upper-cased.
    var code: (UInt8, UInt8, UInt8)
    /// Whether the symbol's first character wants a no-break space before digits.
    var spacedFirst: Bool
    /// Whether its last character wants a no-break space after digits.
    var spacedLast: Bool

    /// The byte that marks the currency in an affix text; the byte after it
    /// says where the digits are (``Marker``). 0xFF never occurs in UTF-8.
    package static let markerByte: UInt8 = 0xFF

    /// Where the digits lie beside a marked currency.
    package enum Marker: UInt8, CaseIterable {
        /// Not beside the digits.
        case apart = 0
        /// The digits follow (the marker ends a prefix).
        case digitsAfter = 1
        /// The digits precede (the marker starts a suffix).
        case digitsBefore = 2
    }

    /// Writes the currency as `marker` places it.
    func write(_ marker: Marker, into sink: inout UTF8Sink) {
        if marker == .digitsBefore, spacedFirst { Self.appendNoBreakSpace(into: &sink) }
        if symbol.isEmpty {
            sink.appendThree(UInt32(code.0) | UInt32(code.1) << 8 | UInt32(code.2) << 16)
        } else {
            sink.append(symbol)
        }
        if marker == .digitsAfter, spacedLast { Self.appendNoBreakSpace(into: &sink) }
    }

    /// Appends U+00A0 (C2 A0 in UTF-8).
    private static func appendNoBreakSpace(into sink: inout UTF8Sink) {
        sink.append(0xC2)
        sink.append(0xA0)
    }
}
