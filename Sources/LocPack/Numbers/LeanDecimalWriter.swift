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
    /// left in the sink is not one this writer handles.
    @inline(__always)
    static func write(_ value: MessageArgument.Numeric, spec: FormatSpec, symbols: UnsafePointer<NumberSymbols>?,
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
            guard v.isFinite, maximumFraction <= 15,
                  let rounded = FastDecimalRounding.roundedUnits(v, fractionDigits: maximumFraction,
                                                                 unsafeBitCast(mode, to: DecimalStyle.RoundingMode.self))
            else { return false }
            // The sign of the double: −0.001 shows `-0`, as ICU shows it.
            (units, fractionDigits, negative) = (rounded, maximumFraction, v.sign == .minus)
        }
        let scale = powersOfTen[fractionDigits]
        let integer = units / scale
        var fraction = units &- integer &* scale
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
    /// written nothing, when the symbols are not ones this writer handles
    /// (digits other than ASCII, a grouping separator longer than four
    /// bytes, groups longer than nine digits) or the sink has no room.
    @inline(__always)
    private static func write(integer: UInt64, fraction: UInt64, fractionDigits: Int, negative: Bool,
                              symbols: UnsafePointer<NumberSymbols>?, into sink: inout UTF8Sink) -> Bool {
        var digits = 1
        while digits < 20, integer >= powersOfTen[digits] { digits &+= 1 }
        // POSIX `.` and `-`, built from their bytes: a literal would build a `String` first.
        var sign = ShortUTF8(), decimalSeparator = ShortUTF8()
        decimalSeparator.storage = (0x2E, 1 << 56)
        var separator: UInt32 = 0, separatorBytes = 0, primary = 0, secondary = 0, separators = 0
        if let symbols {
            let grouping = symbols.pointee.groupingSeparator
            guard symbols.pointee.zeroDigit == "0", grouping.count <= 4 else { return false }
            if negative { sign = symbols.pointee.minusSign }
            decimalSeparator = symbols.pointee.decimalSeparator
            separator = UInt32(truncatingIfNeeded: grouping.storage.0)
            separatorBytes = Int(grouping.count)
            primary = Int(symbols.pointee.primaryGroupingSize)
            let secondarySize = Int(symbols.pointee.secondaryGroupingSize)
            secondary = secondarySize == 0 ? primary : secondarySize
            // Grouping only with at least primary + minimumGroupingDigits digits, as the printf writer groups.
            let minimumGrouping = max(Int(symbols.pointee.minimumGroupingDigits), 1)
            if primary > 0, secondary > 0, separatorBytes > 0, digits >= primary &+ minimumGrouping {
                separators = 1 &+ (digits &- primary &- 1) / secondary
            }
        } else if negative {
            sign.storage = (0x2D, 1 << 56)
        }
        let signBytes = Int(sign.count)
        let integerBytes = digits &+ separators &* separatorBytes
        let fractionBytes = fractionDigits > 0 ? Int(decimalSeparator.count) &+ fractionDigits : 0
        let total = signBytes &+ integerBytes &+ fractionBytes
        guard sink.capacity &- sink.needed >= total else { return false }
        let start = sink.base.unsafelyUnwrapped + sink.needed
        sink.needed &+= total
        if signBytes > 0 { append(sign, at: start) }
        // The integer part backwards from its end, group by group: a separator before each but the first.
        var out = start + (signBytes &+ integerBytes)
        var rest = integer
        var groupsLeft = separators
        var group = primary
        while groupsLeft > 0 {
            for _ in 0..<group {
                let quotient = rest / 10
                out -= 1
                out.pointee = 0x30 &+ UInt8(truncatingIfNeeded: rest &- quotient &* 10)
                rest = quotient
            }
            out -= separatorBytes
            store(separator, count: separatorBytes, at: out)
            groupsLeft &-= 1
            group = secondary
        }
        repeat {
            let quotient = rest / 10
            out -= 1
            out.pointee = 0x30 &+ UInt8(truncatingIfNeeded: rest &- quotient &* 10)
            rest = quotient
        } while rest > 0
        if fractionDigits > 0 {
            var at = start + (signBytes &+ integerBytes)
            append(decimalSeparator, at: at)
            at += Int(decimalSeparator.count) &+ fractionDigits
            var rest = fraction
            for _ in 0..<fractionDigits {
                let quotient = rest / 10
                at -= 1
                at.pointee = 0x30 &+ UInt8(truncatingIfNeeded: rest &- quotient &* 10)
                rest = quotient
            }
        }
        return true
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

    /// Stores the bytes of `text` at `destination`.
    @inline(__always)
    private static func append(_ text: ShortUTF8, at destination: UnsafeMutablePointer<UInt8>) {
        for i in 0..<Int(text.count) { destination[i] = text[i] }
    }
}
