/// The commonest decimal specs written straight into the sink, from the
/// spec's packed fields: a `:number` or `:integer` with fraction digit
/// counts, the locale's grouping and sign, any rounding mode, and no
/// significant digits, percent, affixes or minimum integer digits — what
/// ``DecimalFormatter`` writes for them, without decoding a
/// ``DecimalStyle``, laying digits out in a scratch buffer or copying the
/// locale's symbols. Anything else (and a double it cannot round exactly
/// here, or a sink without room) is left to ``DecimalFormatter``.
enum LeanDecimalWriter {
    /// Writes `value` as the decimal `spec` shows it, localized with
    /// `symbols` (nil: POSIX), and returns true; returns false, having
    /// written nothing, when the spec, the symbols, the value or the room
    /// left in the sink is not one this writer handles. Transparent: the
    /// interpreter's loop, which runs the value instruction inline, is too
    /// large for the optimizer to inline even `@inline(__always)` into it.
    @_transparent
    static func write(_ value: MessageArgument.Numeric, spec: FormatSpec, symbols: UnsafePointer<LeanNumberSymbols>?,
                      into sink: inout UTF8Sink) -> Bool {
        // The packed style (`DecimalStyle.spec`): width holds the three digit counts, precision the
        // significant digits, grouping and sign display (all zero: none, auto, auto), flags the rounding mode.
        let width = spec.width, flags = spec.flags.rawValue
        // Flags: the rounding mode (low four bits) and strip-if-integer (0x20); percent and affixes are not here.
        let mode = flags & 0x0F, strips = flags & 0x20 != 0
        guard spec.conversion == FormatSpec.decimalConversion, spec.precision == 0, width & 0x1F == 1, width >= 0,
              flags & ~0x2F == 0, mode <= DecimalStyle.RoundingMode.halfEven.rawValue
        else { return false }
        let minimumFraction = Int(width >> 5 & 0x1F), maximumFraction = Int(width >> 10 & 0x1F)
        guard minimumFraction <= maximumFraction else { return false }
        var units: UInt64, fractionDigits: Int, negative: Bool
        switch value {
        case .int(let v):
            (units, fractionDigits, negative) = (v.magnitude, 0, v < 0)
        case .uint(let v):
            (units, fractionDigits, negative) = (v, 0, false)
        case .double(let v):
            // Infinities and NaN: `roundedUnits` declines them.
            guard maximumFraction <= 15,
                  let rounded = FastDecimalRounding.roundedUnits(v, fractionDigits: maximumFraction,
                                                                 unsafeBitCast(mode, to: DecimalStyle.RoundingMode.self))
            else { return false }
            // The sign of the double: −0.001 shows `-0`, as ICU shows it.
            (units, fractionDigits, negative) = (rounded, maximumFraction, v.sign == .minus)
        }
        // An integer argument has no fraction digits: no division.
        var integer = units, fraction: UInt64 = 0
        if fractionDigits > 0 {
            let scale = powersOfTen[fractionDigits]
            integer = units / scale
            fraction = units &- integer &* scale
        }
        // Trailing zeros go down to the minimum; an integer shows none when the style strips them.
        var shown = fractionDigits
        while shown > minimumFraction, fraction % 10 == 0 {
            fraction /= 10
            shown &-= 1
        }
        // An integer argument shows its minimum fraction digits as zeros (its fraction is 0).
        if shown < minimumFraction { shown = minimumFraction }
        if strips, fraction == 0 { shown = 0 }
        return write(integer: integer, fraction: fraction, fractionDigits: shown, negative: negative, symbols: symbols,
                     into: &sink)
    }

    /// 10^0 … 10^19 (a literal: static data, no lazy initialization).
    private static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000, 10_000_000_000,
        100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000, 1_000_000_000_000_000,
        10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
    ]

    /// Writes `integer`, then `fractionDigits` digits of `fraction` after
    /// the decimal separator, and returns true; returns false, having
    /// written nothing, when the locale is not one this writer handles or
    /// the sink has no room.
    @inline(__always)
    private static func write(integer: UInt64, fraction: UInt64, fractionDigits: Int, negative: Bool,
                              symbols: UnsafePointer<LeanNumberSymbols>?, into sink: inout UTF8Sink) -> Bool {
        let layout = symbols?.pointee ?? .posix
        guard layout.isEligible else { return false }
        // The digit count from the bit length (× log10 2 ≈ 1233 / 4096), corrected by one comparison
        // (of `integer | 1`, which has as many digits, so that 0 has one).
        let estimate = ((64 &- (integer | 1).leadingZeroBitCount) &* 1233) &>> 12
        let digits = estimate &+ (integer | 1 >= powersOfTen[estimate] ? 1 : 0)
        let separators = layout.separators(digits: digits)
        let signBytes = negative ? layout.minusBytes : 0
        let integerBytes = digits &+ separators &* layout.separatorBytes
        let fractionBytes = fractionDigits > 0 ? layout.decimalBytes &+ fractionDigits : 0
        let total = signBytes &+ integerBytes &+ fractionBytes
        guard sink.capacity &- sink.needed >= total else { return false }
        let start = sink.base.unsafelyUnwrapped + sink.needed
        sink.needed &+= total
        if negative { store(layout.minus, count: signBytes, at: start) }
        // The integer part backwards from its end, group by group: a separator before each but the first.
        var out = start + (signBytes &+ integerBytes)
        var rest = integer
        var groupsLeft = separators
        var group = layout.primary
        while groupsLeft > 0 {
            if group == 3 {
                let quotient = rest / 1000
                // The separator (1 … 4 bytes) as one 4-byte store, then the group's digits after it: the
                // bytes stored past the separator land on those digits, which overwrite them.
                // (Offsets added, not subtracted: a pointer's `-` checks its negation for overflow.)
                let separatorAt = out + (0 &- 3 &- layout.separatorBytes)
                UnsafeMutableRawPointer(separatorAt).storeBytes(of: layout.separator, as: UInt32.self)
                storeThreeDigits(Int(truncatingIfNeeded: rest &- quotient &* 1000), at: out + (0 &- 3))
                out = separatorAt
                rest = quotient
            } else {
                // A group of other than three digits (the Indian system's two) may be shorter than those bytes.
                out = storeDigits(of: &rest, count: group, endingAt: out)
                out -= layout.separatorBytes
                store(layout.separator, count: layout.separatorBytes, at: out)
            }
            groupsLeft &-= 1
            group = layout.secondary
        }
        // The leading digits (all of them when there is no separator), two at a time.
        while rest >= 100 {
            let quotient = rest / 100
            out -= 2
            storePair(Int(truncatingIfNeeded: rest &- quotient &* 100), at: out)
            rest = quotient
        }
        if rest >= 10 {
            storePair(Int(truncatingIfNeeded: rest), at: out - 2)
        } else {
            (out - 1).pointee = 0x30 &+ UInt8(truncatingIfNeeded: rest)
        }
        if fractionDigits > 0 {
            let at = start + (signBytes &+ integerBytes)
            store(layout.decimal, count: layout.decimalBytes, at: at)
            let digitsAt = at + layout.decimalBytes
            if fractionDigits == 2 {
                // The commonest count (cents): one pair (the fraction is below 100).
                storePair(Int(truncatingIfNeeded: fraction), at: digitsAt)
            } else {
                var rest = fraction
                _ = storeDigits(of: &rest, count: fractionDigits, endingAt: digitsAt + fractionDigits)
            }
        }
        return true
    }

    /// Stores the last `count` digits of `value` (with leading zeros) so
    /// that they end at `end`, two at a time; `value` keeps the digits
    /// before them. Returns where the digits start.
    @inline(__always)
    private static func storeDigits(of value: inout UInt64, count: Int, endingAt end: UnsafeMutablePointer<UInt8>)
        -> UnsafeMutablePointer<UInt8> {
        var out = end, left = count
        while left >= 2 {
            let quotient = value / 100
            out -= 2
            storePair(Int(truncatingIfNeeded: value &- quotient &* 100), at: out)
            value = quotient
            left &-= 2
        }
        if left == 1 {
            let quotient = value / 10
            out -= 1
            out.pointee = 0x30 &+ UInt8(truncatingIfNeeded: value &- quotient &* 10)
            value = quotient
        }
        return out
    }

    /// Stores the two ASCII digits of `pair` (0 … 99) at `destination`.
    @inline(__always)
    private static func storePair(_ pair: Int, at destination: UnsafeMutablePointer<UInt8>) {
        let digits = UnsafeRawPointer(PrintfFormatter.digitPairs + pair &* 2).loadUnaligned(as: UInt16.self)
        UnsafeMutableRawPointer(destination).storeBytes(of: digits, as: UInt16.self)
    }

    /// Stores the three ASCII digits of `group` (0 … 999) at `destination`.
    @inline(__always)
    private static func storeThreeDigits(_ group: Int, at destination: UnsafeMutablePointer<UInt8>) {
        // n × 41 >> 12 is n / 100 for every n below 1000.
        let hundreds = (group &* 41) &>> 12
        destination.pointee = 0x30 &+ UInt8(truncatingIfNeeded: hundreds)
        storePair(group &- hundreds &* 100, at: destination + 1)
    }

    /// Stores the low `count` bytes (1 … 4) of `word` at `destination`,
    /// lowest first, without a loop.
    @inline(__always)
    private static func store(_ word: UInt32, count: Int, at destination: UnsafeMutablePointer<UInt8>) {
        let raw = UnsafeMutableRawPointer(destination)
        if count >= 2 {
            raw.storeBytes(of: UInt16(truncatingIfNeeded: word), as: UInt16.self)
            raw.storeBytes(of: UInt16(truncatingIfNeeded: word &>> UInt32(8 &* (count &- 2))), toByteOffset: count &- 2, as: UInt16.self)
        } else {
            raw.storeBytes(of: UInt8(truncatingIfNeeded: word), as: UInt8.self)
        }
    }
}
