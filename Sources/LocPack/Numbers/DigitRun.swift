/// A run of decimal digits to print: some zeros, then digits stored in
/// memory (values `0...9`, not ASCII), then more zeros.
///
/// Padding zeros and the zeros that stand for digits beyond a double's
/// exact expansion are counted rather than stored, so `%.500f` needs no
/// 500-byte buffer.
@usableFromInline
struct DigitRun {
    /// Zeros before the stored digits.
    @usableFromInline var leadingZeros: Int
    /// The stored digits.
    @usableFromInline var digits: UnsafePointer<UInt8>
    /// Number of stored digits.
    @usableFromInline var count: Int
    /// Zeros after the stored digits.
    @usableFromInline var trailingZeros: Int

    /// Creates a run.
    @inlinable
    init(leadingZeros: Int = 0, digits: UnsafePointer<UInt8>, count: Int, trailingZeros: Int = 0) {
        self.leadingZeros = leadingZeros
        self.digits = digits
        self.count = count
        self.trailingZeros = trailingZeros
    }

    /// Number of digits in the run.
    @inlinable
    var total: Int { leadingZeros &+ count &+ trailingZeros }
}

/// Writing digit runs with a locale's digits and grouping. In the SPI group
/// of `NumberSymbols`, which its inlinable code reads (`Specs/runtime-api.md`).
@_spi(LocPackInternals) @usableFromInline
enum DigitWriter {
    /// The number of Unicode scalars in a short string (its bytes that are
    /// not UTF-8 continuation bytes).
    @inlinable
    static func scalarCount(_ text: ShortUTF8) -> Int {
        var n = 0
        for i in 0..<Int(text.count) where text[i] & 0xC0 != 0x80 { n &+= 1 }
        return n
    }

    /// Whether `digitCount` integer digits are grouped under `symbols`
    /// (CLDR: only when there are at least primary + minimumGroupingDigits).
    @inlinable
    static func isGrouped(_ digitCount: Int, _ symbols: NumberSymbols) -> Bool {
        let primary = Int(symbols.primaryGroupingSize)
        return primary > 0 && symbols.groupingSeparator.count > 0
            && digitCount >= primary &+ max(Int(symbols.minimumGroupingDigits), 1)
    }

    /// The number of grouping separators `digitCount` integer digits get.
    @inlinable
    static func separatorCount(_ digitCount: Int, _ symbols: NumberSymbols) -> Int {
        guard isGrouped(digitCount, symbols) else { return 0 }
        let primary = Int(symbols.primaryGroupingSize)
        let secondary = symbols.secondaryGroupingSize == 0 ? primary : Int(symbols.secondaryGroupingSize)
        return 1 &+ (digitCount &- primary &- 1) / secondary
    }

    /// Appends the code point `value` (a valid scalar) as UTF-8.
    @inlinable
    static func appendCodePoint(_ value: UInt32, into sink: inout UTF8Sink) {
        if value < 0x80 {
            sink.append(UInt8(truncatingIfNeeded: value))
        } else {
            sink.append(scalar: Unicode.Scalar(value) ?? "\u{FFFD}")
        }
    }

    /// Appends digit `digit` (0...9) of the numbering system whose zero is `zero`.
    @inlinable
    static func appendDigit(_ digit: UInt8, zero: UInt32, into sink: inout UTF8Sink) {
        if zero == 0x30 {
            sink.append(0x30 &+ digit)
        } else {
            appendCodePoint(zero &+ UInt32(digit), into: &sink)
        }
    }

    /// Appends a run of digits, ungrouped, as ASCII.
    @inlinable
    static func appendASCII(_ run: DigitRun, into sink: inout UTF8Sink) {
        sink.append(repeating: 0x30, count: run.leadingZeros)
        for i in 0..<run.count { sink.append(0x30 &+ run.digits[i]) }
        sink.append(repeating: 0x30, count: run.trailingZeros)
    }

    /// Appends a run of digits in the locale's digits, without grouping.
    @inlinable
    static func appendUngrouped(_ run: DigitRun, zero: UInt32, into sink: inout UTF8Sink) {
        if zero == 0x30 { appendASCII(run, into: &sink); return }
        for _ in 0..<run.leadingZeros { appendCodePoint(zero, into: &sink) }
        for i in 0..<run.count { appendCodePoint(zero &+ UInt32(run.digits[i]), into: &sink) }
        for _ in 0..<run.trailingZeros { appendCodePoint(zero, into: &sink) }
    }

    /// Appends the integer digits `run` in the locale's digits, with its
    /// grouping separators (primary group nearest the decimal separator,
    /// secondary groups beyond, CLDR minimum grouping digits honoured).
    @inlinable
    static func appendGrouped(_ run: DigitRun, symbols: NumberSymbols, into sink: inout UTF8Sink) {
        let total = run.total
        let zero = symbols.zeroDigit.value
        guard isGrouped(total, symbols) else {
            appendUngrouped(run, zero: zero, into: &sink)
            return
        }
        let primary = Int(symbols.primaryGroupingSize)
        let secondary = symbols.secondaryGroupingSize == 0 ? primary : Int(symbols.secondaryGroupingSize)
        let separator = symbols.groupingSeparator
        var untilSeparator = (total &- primary &- 1) % secondary &+ 1
        var remaining = total
        var index = 0
        let storedEnd = run.leadingZeros &+ run.count
        while remaining > 0 {
            let digit: UInt8 = index >= run.leadingZeros && index < storedEnd
                ? run.digits[index &- run.leadingZeros] : 0
            appendDigit(digit, zero: zero, into: &sink)
            index &+= 1
            remaining &-= 1
            untilSeparator &-= 1
            if untilSeparator == 0 && remaining > 0 {
                sink.append(separator)
                untilSeparator = remaining > primary ? secondary : primary
            }
        }
    }
}
