/// Writes a number already rounded to a count of fraction digits — an
/// integer of units of 10^−n, as ``FastDecimalRounding`` gives it — the way
/// ``DecimalDigits/write(_:symbols:affixes:into:)`` writes the same number,
/// without laying its digits out first: the integer part through the
/// localized integer writer of printf's `%u` (grouping and the locale's
/// digits), then the decimal separator and the fraction digits kept.
enum FixedDecimalWriter {
    /// Writes `units` × 10^−`n` (negative as `negative` says: the sign of the
    /// double, so −0.001 shows `-0` as ICU shows it) in `style`, between
    /// `affixes` when given, and returns true; returns false, having
    /// written nothing, for a style it leaves to the general writer
    /// (minimum integer digits, grouping other than the locale's,
    /// significant digits, a percentage).
    @inline(__always)
    static func write(units: UInt64, fractionDigits n: Int, negative: Bool, style: DecimalStyle, symbols: NumberSymbols?,
                      affixes: NumberAffixes?, into sink: inout UTF8Sink) -> Bool {
        guard style.minimumIntegerDigits == 1, style.grouping == .auto, !style.isPercent, !style.usesSignificantDigits,
              n <= 19 else { return false }
        var scale: UInt64 = 1
        for _ in 0..<n { scale &*= 10 }
        let integer = units / scale
        var fraction = units &- integer &* scale
        // Trailing zeros go down to the minimum; an integer shows none when the style strips them.
        var shown = n
        while shown > style.minimumFractionDigits, fraction % 10 == 0 {
            fraction /= 10
            shown &-= 1
        }
        if style.stripsIntegerFraction, units % scale == 0 { shown = 0 }
        let isZero = units == 0
        let (showsMinus, showsPlus) = style.signDisplay.signs(negative: negative, isZero: isZero)
        var suffix: UnsafeRawBufferPointer?
        if let affixes {
            let around = affixes.around(minus: showsMinus, plus: showsPlus)
            affixes.write(around.prefix, into: &sink)
            suffix = around.suffix
        } else if showsMinus {
            if let symbols { sink.append(symbols.minusSign) } else { sink.append(UInt8(ascii: "-")) }
        } else if showsPlus {
            if let symbols { sink.append(symbols.plusSign) } else { sink.append(UInt8(ascii: "+")) }
        }
        PrintfFormatter.formatUnsigned(integer, spec: unsignedSpec, symbols: symbols, into: &sink)
        if shown > 0 {
            if let symbols { sink.append(symbols.decimalSeparator) } else { sink.append(UInt8(ascii: ".")) }
            let zero = symbols?.zeroDigit ?? "0"
            var divisor: UInt64 = 1
            for _ in 1..<shown { divisor &*= 10 }
            while divisor > 0 {
                let digit = UInt32(truncatingIfNeeded: fraction / divisor % 10)
                if zero == "0" {
                    sink.append(0x30 &+ UInt8(truncatingIfNeeded: digit))
                } else {
                    sink.append(scalar: Unicode.Scalar(zero.value &+ digit) ?? zero)
                }
                divisor /= 10
            }
        }
        if let suffix, let affixes { affixes.write(suffix, into: &sink) }
        return true
    }

    /// `%u`: the integer part, localized.
    private static let unsignedSpec = FormatSpec(conversion: UInt8(ascii: "u"))
}
