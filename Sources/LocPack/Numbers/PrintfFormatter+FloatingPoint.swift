// Floating-point conversions `f F e E g G` (and `a A`, rendered as `e E`).

extension PrintfFormatter {
    /// Writes a floating-point conversion in either mode.
    @usableFromInline
    static func writeFloatingPoint(_ value: Double, spec: FormatSpec, symbols: NumberSymbols?, into sink: inout UTF8Sink) {
        let conversion = spec.conversion
        let upper = conversion == UInt8(ascii: "F") || conversion == UInt8(ascii: "E")
            || conversion == UInt8(ascii: "G") || conversion == UInt8(ascii: "A")
        let negative = value.sign == .minus
        guard value.isFinite else {
            FloatParts.writeNonFinite(isNaN: value.isNaN, negative: negative, upper: upper,
                                      spec: spec, symbols: symbols, into: &sink)
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ExactDecimal.digitCapacity) { buffer in
            let digits = buffer.baseAddress.unsafelyUnwrapped
            var parts = FloatParts(spec: spec, symbols: symbols, negative: negative, upper: upper, digits: digits)
            let precision = Int(spec.precision)
            switch conversion {
            case UInt8(ascii: "f"), UInt8(ascii: "F"):
                let p = precision < 0 ? 6 : precision
                let x = ExactDecimal.expand(value, rounding: .fractionDigits(p), into: digits)
                parts.setFixed(digits, count: x.count, exponent: x.exponent, fractionDigits: p)
            case UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "a"), UInt8(ascii: "A"):
                let p = precision < 0 ? 6 : precision
                let x = ExactDecimal.expand(value, rounding: .significantDigits(p &+ 1), into: digits)
                parts.setScientific(digits, count: x.count, exponent: x.exponent, fractionDigits: p)
            default:
                let significant = precision < 0 ? 6 : max(precision, 1)
                let x = ExactDecimal.expand(value, rounding: .significantDigits(significant), into: digits)
                let (count, exponent) = (x.count, x.exponent)
                // C: with X the exponent %e would print, use %f when P > X >= -4.
                let trims = !(symbols == nil && spec.isAlternate)
                if significant > exponent && exponent >= -4 {
                    var p = significant &- 1 &- exponent
                    if trims { p = min(p, max(0, count &- 1 &- exponent)) }
                    parts.setFixed(digits, count: count, exponent: exponent, fractionDigits: p)
                } else {
                    var p = significant &- 1
                    if trims {
                        p = min(p, max(0, count &- 1))
                    } else if x.carried && exponent == significant {
                        // glibc picks the style before rounding: %f with no fraction digits,
                        // and keeps that count when the carry forces %e (`%#.2g` of 99.5 is `1.e+02`).
                        p = 0
                    }
                    parts.setScientific(digits, count: count, exponent: exponent, fractionDigits: p)
                }
            }
            parts.write(into: &sink)
        }
    }
}

/// The pieces of one formatted floating-point number, measured before
/// they are written so padding can be computed.
struct FloatParts {
    let spec: FormatSpec
    let symbols: NumberSymbols?
    let negative: Bool
    let upper: Bool
    /// Integer digits (fixed notation) or the single mantissa digit.
    var integer: DigitRun
    /// Digits after the decimal separator.
    var fraction: DigitRun
    /// Whether the number is in scientific notation.
    var scientific = false
    /// The decimal exponent (scientific notation only).
    var exponent = 0
    init(spec: FormatSpec, symbols: NumberSymbols?, negative: Bool, upper: Bool, digits: UnsafePointer<UInt8>) {
        self.spec = spec
        self.symbols = symbols
        self.negative = negative
        self.upper = upper
        integer = DigitRun(digits: digits, count: 0)
        fraction = DigitRun(digits: digits, count: 0)
    }

    /// Fixed notation: `digits` (`count` of them, the first at 10^exponent)
    /// shown with `fractionDigits` digits after the separator.
    mutating func setFixed(_ digits: UnsafePointer<UInt8>, count: Int, exponent: Int, fractionDigits: Int) {
        if count == 0 || exponent < 0 {
            integer = DigitRun(leadingZeros: 1, digits: digits, count: 0)
        } else {
            let stored = min(count, exponent &+ 1)
            integer = DigitRun(digits: digits, count: stored, trailingZeros: exponent &+ 1 &- stored)
        }
        if count == 0 {
            fraction = DigitRun(leadingZeros: fractionDigits, digits: digits, count: 0)
        } else {
            let first = exponent &+ 1   // index in `digits` of the first fraction digit
            if first < 0 {
                let zeros = min(fractionDigits, -first)
                let stored = min(count, fractionDigits &- zeros)
                fraction = DigitRun(leadingZeros: zeros, digits: digits, count: stored,
                                    trailingZeros: fractionDigits &- zeros &- stored)
            } else {
                let stored = max(0, min(count &- first, fractionDigits))
                fraction = DigitRun(digits: digits + min(first, count), count: stored,
                                    trailingZeros: fractionDigits &- stored)
            }
        }
    }

    /// Scientific notation: one digit, `fractionDigits` more, an exponent.
    mutating func setScientific(_ digits: UnsafePointer<UInt8>, count: Int, exponent: Int, fractionDigits: Int) {
        scientific = true
        if count == 0 {
            integer = DigitRun(leadingZeros: 1, digits: digits, count: 0)
            fraction = DigitRun(leadingZeros: fractionDigits, digits: digits, count: 0)
            self.exponent = 0
        } else {
            integer = DigitRun(digits: digits, count: 1)
            let stored = min(count &- 1, fractionDigits)
            fraction = DigitRun(digits: digits + 1, count: stored, trailingZeros: fractionDigits &- stored)
            self.exponent = exponent
        }
    }

    /// The sign to print: the minus sign, or a plus (or, POSIX only, a
    /// space) the flags ask for.
    var sign: ShortUTF8 { FloatParts.sign(negative: negative, spec: spec, symbols: symbols) }

    /// The sign for a value of this sign under `spec` in the mode `symbols` selects.
    static func sign(negative: Bool, spec: FormatSpec, symbols: NumberSymbols?) -> ShortUTF8 {
        var text = ShortUTF8()
        if let symbols {
            if negative { text = symbols.minusSign }
            else if spec.showsPlus { text = symbols.plusSign }
        } else if negative {
            text.appendByte(UInt8(ascii: "-"))
        } else if spec.showsPlus {
            text.appendByte(UInt8(ascii: "+"))
        } else if spec.showsSpace {
            text.appendByte(UInt8(ascii: " "))
        }
        return text
    }

    /// Whether the decimal separator is printed (POSIX `#` forces it).
    var showsSeparator: Bool {
        fraction.total > 0 || (symbols == nil && spec.isAlternate)
    }

    /// The exponent's digits (at least two) as values, and their count.
    func exponentDigits() -> (digits: (UInt8, UInt8, UInt8, UInt8), count: Int) {
        let magnitude = exponent.magnitude
        if magnitude >= 100 {
            return ((UInt8(magnitude / 100), UInt8(magnitude / 10 % 10), UInt8(magnitude % 10), 0), 3)
        }
        return ((UInt8(magnitude / 10), UInt8(magnitude % 10), 0, 0), 2)
    }

    /// The length of the text in Unicode scalars (POSIX text is ASCII).
    func scalarCount(sign: ShortUTF8) -> Int {
        var n = DigitWriter.scalarCount(sign) &+ integer.total &+ fraction.total
        if let symbols {
            if !scientific {
                n &+= DigitWriter.separatorCount(integer.total, symbols) &* DigitWriter.scalarCount(symbols.groupingSeparator)
            }
            if showsSeparator { n &+= DigitWriter.scalarCount(symbols.decimalSeparator) }
            if scientific {
                n &+= DigitWriter.scalarCount(symbols.exponentSymbol) &+ exponentDigits().count
                n &+= DigitWriter.scalarCount(exponent < 0 ? symbols.minusSign : symbols.plusSign)
            }
        } else {
            if showsSeparator { n &+= 1 }
            if scientific { n &+= 2 &+ exponentDigits().count }
        }
        return n
    }

    /// Writes the number with its padding.
    func write(into sink: inout UTF8Sink, afterSign prefix: ShortUTF8? = nil) {
        let sign = self.sign
        let width = Int(spec.width)
        let padding = width > 0 ? width &- scalarCount(sign: sign) : 0
        let left = spec.isLeftAligned
        let padsAfterSign = !left && spec.padsWithZeros
        if !left && !padsAfterSign { sink.append(repeating: 0x20, count: padding) }
        sink.append(sign)
        if let prefix { sink.append(prefix) }
        if padsAfterSign {
            // C pads with zeros; Foundation's localized formatting pads with spaces here.
            sink.append(repeating: symbols == nil ? 0x30 : 0x20, count: padding)
        }
        if let symbols {
            let zero = symbols.zeroDigit.value
            if scientific {
                DigitWriter.appendUngrouped(integer, zero: zero, into: &sink)
            } else {
                DigitWriter.appendGrouped(integer, symbols: symbols, into: &sink)
            }
            if showsSeparator { sink.append(symbols.decimalSeparator) }
            DigitWriter.appendUngrouped(fraction, zero: zero, into: &sink)
            if scientific {
                sink.append(symbols.exponentSymbol)
                sink.append(exponent < 0 ? symbols.minusSign : symbols.plusSign)
                let (digits, count) = exponentDigits()
                withUnsafeBytes(of: digits) { raw in
                    let run = DigitRun(digits: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count)
                    DigitWriter.appendUngrouped(run, zero: zero, into: &sink)
                }
            }
        } else {
            DigitWriter.appendASCII(integer, into: &sink)
            if showsSeparator { sink.append(UInt8(ascii: ".")) }
            DigitWriter.appendASCII(fraction, into: &sink)
            if scientific {
                sink.append(upper ? UInt8(ascii: "E") : UInt8(ascii: "e"))
                sink.append(exponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
                let (digits, count) = exponentDigits()
                withUnsafeBytes(of: digits) { raw in
                    let run = DigitRun(digits: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count)
                    DigitWriter.appendASCII(run, into: &sink)
                }
            }
        }
        if left { sink.append(repeating: 0x20, count: padding) }
    }

    /// Writes infinity or NaN: `inf`/`nan` (`INF`/`NAN`) in POSIX mode,
    /// `∞`/`NaN` localized; the `0` flag pads with spaces.
    static func writeNonFinite(isNaN: Bool, negative: Bool, upper: Bool, spec: FormatSpec,
                               symbols: NumberSymbols?, into sink: inout UTF8Sink) {
        let sign = FloatParts.sign(negative: negative, spec: spec, symbols: symbols)
        var body = ShortUTF8()
        if symbols != nil {
            if isNaN {
                body.appendByte(UInt8(ascii: "N")); body.appendByte(UInt8(ascii: "a")); body.appendByte(UInt8(ascii: "N"))
            } else {
                body.appendByte(0xE2); body.appendByte(0x88); body.appendByte(0x9E)  // U+221E
            }
        } else {
            let letters: (UInt8, UInt8, UInt8) = isNaN ? (0x6E, 0x61, 0x6E) : (0x69, 0x6E, 0x66)
            let caseBit: UInt8 = upper ? 0x20 : 0
            body.appendByte(letters.0 & ~caseBit)
            body.appendByte(letters.1 & ~caseBit)
            body.appendByte(letters.2 & ~caseBit)
        }
        let width = Int(spec.width)
        let padding = width &- DigitWriter.scalarCount(sign) &- DigitWriter.scalarCount(body)
        let left = spec.isLeftAligned
        let padsAfterSign = !left && symbols != nil && spec.padsWithZeros
        if !left && !padsAfterSign { sink.append(repeating: 0x20, count: padding) }
        sink.append(sign)
        if padsAfterSign { sink.append(repeating: 0x20, count: padding) }
        sink.append(body)
        if left { sink.append(repeating: 0x20, count: padding) }
    }
}
