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
        guard let symbols else {
            return writePOSIX(integer: integer, fraction: fraction, fractionDigits: shown, negative: negative, into: &sink)
        }
        return writeDigits(integer: integer, fraction: fraction, fractionDigits: shown, negative: negative, layout: symbols,
                           into: &sink)
    }

    /// Writes integer `v` as ``write(_:spec:symbols:into:)`` writes it
    /// under a decimal spec that shows integers as themselves
    /// (``FormatSpec/isPlainDecimal``: `:integer`, a plain `:number`, a
    /// value without a function): its digits, grouped, after the locale's
    /// minus sign when negative — without reading a spec. Returns false,
    /// having written nothing, where that declines.
    @inline(__always)
    static func writePlainInteger(_ v: Int64, symbols: UnsafePointer<LeanNumberSymbols>?, into sink: inout UTF8Sink) -> Bool {
        guard let symbols else {
            return writePOSIX(integer: v.magnitude, fraction: 0, fractionDigits: 0, negative: v < 0, into: &sink)
        }
        return writeDigits(integer: v.magnitude, fraction: 0, fractionDigits: 0, negative: v < 0, layout: symbols, into: &sink)
    }

    /// 10^0 … 10^19 (a literal: static data, no lazy initialization).
    private static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000, 10_000_000_000,
        100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000, 1_000_000_000_000_000,
        10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
    ]

    /// Writes `integer`, then `fractionDigits` digits of `fraction` after
    /// the decimal separator, with POSIX symbols (`-`, `.`, no grouping);
    /// out of line, off the localized renders' way.
    @inline(never)
    private static func writePOSIX(integer: UInt64, fraction: UInt64, fractionDigits: Int, negative: Bool,
                                   into sink: inout UTF8Sink) -> Bool {
        withUnsafePointer(to: LeanNumberSymbols.posix) {
            writeDigits(integer: integer, fraction: fraction, fractionDigits: fractionDigits, negative: negative,
                        layout: $0, into: &sink)
        }
    }

    /// Writes `integer`, then `fractionDigits` digits of `fraction` after
    /// the decimal separator, with the symbols at `layout`, and returns
    /// true; returns false, having written nothing, when the locale is not
    /// one this writer handles or the sink has no room.
    ///
    /// The integer part (with its sign) is laid out backwards in a stack
    /// buffer, group by group while digits remain to the left, then copied:
    /// its length is known once written, with no digit count worked out
    /// first. The symbols are read through the pointer, each before the
    /// first store (a store through the sink could alias them).
    @inline(never)
    private static func writeDigits(integer: UInt64, fraction: UInt64, fractionDigits: Int, negative: Bool,
                                    layout: UnsafePointer<LeanNumberSymbols>, into sink: inout UTF8Sink) -> Bool {
        guard layout.pointee.isEligible else { return false }
        let limit = layout.pointee.ungroupedLimit
        let separator = layout.pointee.separator, separatorBytes = layout.pointee.separatorBytes
        return withUnsafeTemporaryAllocation(byteCount: LeanNumberSymbols.integerBytesLimit, alignment: 8) { buffer -> Bool in
            let scratch = buffer.baseAddress.unsafelyUnwrapped
            // Offsets into the scratch buffer, from its end backwards.
            var at = LeanNumberSymbols.integerBytesLimit
            var rest = integer
            // (A limit, not a threshold: UInt64.max, the largest integer, must not group where nothing groups.)
            if rest > limit {
                if layout.pointee.groupsOfThree {
                    repeat {
                        let quotient = rest / 1000
                        // The separator (1 … 4 bytes) as one 4-byte store, then the group's digits after it:
                        // the bytes stored past the separator land on those digits, which overwrite them.
                        let separatorAt = at &- 3 &- separatorBytes
                        (scratch + separatorAt).storeBytes(of: separator, as: UInt32.self)
                        storeThreeDigits(Int(truncatingIfNeeded: rest &- quotient &* 1000),
                                         at: (scratch + (at &- 3)).assumingMemoryBound(to: UInt8.self))
                        at = separatorAt
                        rest = quotient
                    } while rest >= 1000
                } else {
                    at = writeGroups(of: &rest, endingAt: at, in: scratch, layout: layout)
                }
            }
            // The leading digits (all of them when there is no separator), two at a time.
            let digits = scratch.assumingMemoryBound(to: UInt8.self)
            while rest >= 100 {
                let quotient = rest / 100
                at &-= 2
                storePair(Int(truncatingIfNeeded: rest &- quotient &* 100), at: digits + at)
                rest = quotient
            }
            if rest >= 10 {
                at &-= 2
                storePair(Int(truncatingIfNeeded: rest), at: digits + at)
            } else {
                at &-= 1
                digits[at] = 0x30 &+ UInt8(truncatingIfNeeded: rest)
            }
            if negative {
                at &-= layout.pointee.minusBytes
                store(layout.pointee.minus, count: layout.pointee.minusBytes, at: digits + at)
            }
            let integerBytes = LeanNumberSymbols.integerBytesLimit &- at
            let decimalBytes = fractionDigits > 0 ? layout.pointee.decimalBytes : 0
            let total = integerBytes &+ decimalBytes &+ fractionDigits
            guard sink.capacity &- sink.needed >= total else { return false }
            let start = sink.base.unsafelyUnwrapped + sink.needed
            sink.needed &+= total
            // The sink's own short copies; a part longer than they take (over 32 bytes) by memcpy.
            let source = UnsafeRawPointer(scratch + at), destination = UnsafeMutableRawPointer(start)
            if integerBytes < 4 {
                UTF8Sink.copyTiny(from: source, to: destination, count: integerBytes)
            } else if integerBytes <= UTF8Sink.shortCopyLimit {
                UTF8Sink.copyShort(from: source, to: destination, count: integerBytes)
            } else {
                destination.copyMemory(from: source, byteCount: integerBytes)
            }
            if fractionDigits > 0 {
                let decimalAt = start + integerBytes
                store(layout.pointee.decimal, count: decimalBytes, at: decimalAt)
                let fractionAt = decimalAt + decimalBytes
                if fractionDigits == 2 {
                    // The commonest count (cents): one pair (the fraction is below 100).
                    storePair(Int(truncatingIfNeeded: fraction), at: fractionAt)
                } else {
                    var rest = fraction
                    _ = storeDigits(of: &rest, count: fractionDigits, endingAt: fractionAt + fractionDigits)
                }
            }
            return true
        }
    }

    /// Writes the groups of `value`'s digits in a layout whose groups are
    /// not all three digits (the Indian system's 3, then 2s), each after
    /// its separator, backwards from offset `end` of `scratch`, while
    /// digits remain to their left; `value` keeps those digits. Returns
    /// where the first separator starts. Out of line: most locales group
    /// by three.
    @inline(never)
    private static func writeGroups(of value: inout UInt64, endingAt end: Int, in scratch: UnsafeMutableRawPointer,
                                    layout: UnsafePointer<LeanNumberSymbols>) -> Int {
        let digits = scratch.assumingMemoryBound(to: UInt8.self)
        var at = end
        var group = layout.pointee.primary
        // The first group is always written (the caller checked the limit), the next while digits remain.
        repeat {
            // A group may be shorter than a 4-byte store: the separator is stored by its length.
            at = storeDigits(of: &value, count: group, endingAt: digits + at) - digits
            at &-= layout.pointee.separatorBytes
            store(layout.pointee.separator, count: layout.pointee.separatorBytes, at: digits + at)
            group = layout.pointee.secondary
        } while value >= powersOfTen[group]
        return at
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
