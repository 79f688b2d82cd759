/// The CLDR plural operands of a number *as it is displayed*.
///
/// CLDR chooses a plural category from these values of the absolute value
/// of the displayed number (see `Specs/plural-rules.md`):
///
/// | operand | meaning | `1.50` | `1.1c6` |
/// |---|---|---|---|
/// | `n` | the absolute value | 1.5 | 1100000 |
/// | `i` | its integer digits | 1 | 1100000 |
/// | `v` | count of visible fraction digits, with trailing zeros | 2 | 0 |
/// | `w` | count of visible fraction digits, without trailing zeros | 1 | 0 |
/// | `f` | visible fraction digits, with trailing zeros | 50 | 0 |
/// | `t` | visible fraction digits, without trailing zeros | 5 | 0 |
/// | `c`, `e` | the compact decimal exponent | 0 | 6 |
///
/// No floating point is involved: `n` is represented by `i` and the fraction
/// digits (`n = i + f / 10^v`), and ``isInteger`` says whether `n` has a
/// nonzero fraction. Values whose integer part (or fraction digits) do not fit
/// in a `UInt64` keep the value modulo 10^18 and a flag, which is all that a
/// rule needs: every modulus a rule program may use divides 10^18, and every
/// range bound is below 2^32.
///
/// Creating operands never allocates; from an integer it is a few moves.
public struct PluralOperands: Sendable, Hashable {
    /// `i`, exact when ``isIntegerPartHuge`` is false, else modulo 10^18.
    @usableFromInline var _i: UInt64
    /// `f`, exact when ``isFractionHuge`` is false, else modulo 10^18.
    @usableFromInline var _f: UInt64
    /// `t`, exact unless `_flags & _tHuge`, else modulo 10^18.
    @usableFromInline var _t: UInt64
    @usableFromInline var _v: UInt32
    @usableFromInline var _w: UInt32
    @usableFromInline var _e: UInt32
    /// Zero exactly when the operands are those of a plain integer (v = 0,
    /// e = 0, integer part below 2^64); the bits are the constants below.
    @usableFromInline var _flags: UInt8

    // Bits of `_flags`.
    @usableFromInline static var _iHuge: UInt8 { 0x01 }
    @usableFromInline static var _fHuge: UInt8 { 0x02 }
    @usableFromInline static var _tHuge: UInt8 { 0x04 }
    /// n has a nonzero fraction (t != 0).
    @usableFromInline static var _fraction: UInt8 { 0x08 }
    /// v != 0.
    @usableFromInline static var _visibleFraction: UInt8 { 0x10 }
    /// e != 0.
    @usableFromInline static var _exponent: UInt8 { 0x20 }

    /// The operands of an integer: `i` is its absolute value, every other
    /// operand is zero.
    @inlinable
    public init(_ value: Int64) {
        self.init(value.magnitude)
    }

    /// The operands of an integer: `i` is its absolute value, every other
    /// operand is zero.
    @inlinable
    public init(_ value: Int) {
        self.init(UInt64(value.magnitude))
    }

    /// The operands of a non-negative integer: `i` is `value`, every other
    /// operand is zero.
    @inlinable
    public init(_ value: UInt64) {
        self.init(_i: value, _f: 0, _t: 0, _v: 0, _w: 0, _e: 0, _flags: 0)
    }

    // MARK: Operands

    /// `i`: the integer digits of `n`. When ``isIntegerPartHuge`` is true this
    /// is the integer part modulo 10^18.
    @inlinable public var i: UInt64 { _i }
    /// `v`: the number of visible fraction digits, with trailing zeros.
    @inlinable public var v: UInt32 { _v }
    /// `w`: the number of visible fraction digits, without trailing zeros.
    @inlinable public var w: UInt32 { _w }
    /// `f`: the visible fraction digits as an integer, with trailing zeros.
    /// When ``isFractionHuge`` is true this is that integer modulo 10^18.
    @inlinable public var f: UInt64 { _f }
    /// `t`: the visible fraction digits as an integer, without trailing
    /// zeros (modulo 10^18 when it does not fit in a `UInt64`).
    @inlinable public var t: UInt64 { _t }
    /// `e`: the compact decimal exponent (`1.1c6` → 6).
    @inlinable public var e: UInt32 { _e }
    /// `c`: a synonym of ``e``.
    @inlinable public var c: UInt32 { _e }

    /// Whether `n` is an integer, that is `t == 0` (`1.0` is, `1.5` is not).
    @inlinable public var isInteger: Bool { _flags & Self._fraction == 0 }
    /// Whether the integer part is at least 2^64, so ``i`` holds it modulo 10^18.
    @inlinable public var isIntegerPartHuge: Bool { _flags & Self._iHuge != 0 }
    /// Whether the fraction digits, read as an integer, are at least 2^64, so
    /// ``f`` holds them modulo 10^18.
    @inlinable public var isFractionHuge: Bool { _flags & Self._fHuge != 0 }
    /// Whether these are the operands of a plain integer: `v = 0`, `e = 0`
    /// and an integer part that fits in a `UInt64`.
    @inlinable public var isPlainInteger: Bool { _flags == 0 }

    // MARK: Parsing displayed text

    /// The operands of a number given as the ASCII text it is displayed as.
    ///
    /// Accepted: an optional `-`, one or more digits, optionally `.` and one
    /// or more digits, optionally `c` or `e` and one or more digits (CLDR's
    /// compact exponent: `1.1c6` is 1100000 with `e = 6`). The exponent moves
    /// the decimal point; `v`, `w`, `f`, `t` describe the digits that remain
    /// after the point. Returns `nil` for anything else (including an
    /// exponent above `UInt32.max`). Never allocates.
    public init?(decimalText text: UnsafeRawBufferPointer) {
        let count = text.count
        guard count > 0, count <= Int(UInt32.max), let base = text.baseAddress else { return nil }
        let bytes = base.assumingMemoryBound(to: UInt8.self)

        // One pass for the common case: no exponent, at most 19 digits on
        // either side of the point (no overflow is possible).
        var pos = bytes[0] == 0x2D ? 1 : 0  // "-"
        let intStart = pos
        var i: UInt64 = 0
        while pos < count {
            let d = bytes[pos] &- 0x30
            if d >= 10 { break }
            i = i &* 10 &+ UInt64(d)
            pos += 1
        }
        let intEnd = pos
        guard intEnd > intStart else { return nil }
        var f: UInt64 = 0, t: UInt64 = 0
        var v = 0, w = 0
        if pos < count, bytes[pos] == 0x2E {  // "."
            pos += 1
            let fracStart = pos
            while pos < count {
                let d = bytes[pos] &- 0x30
                if d >= 10 { break }
                f = f &* 10 &+ UInt64(d)
                pos += 1
                if d != 0 { t = f; w = pos - fracStart }
            }
            v = pos - fracStart
            guard v > 0 else { return nil }
        }
        guard pos == count, intEnd - intStart <= 19, v <= 19 else {
            // An exponent, many digits or malformed text.
            guard let operands = PluralOperands(_slowDecimalText: bytes, count: count) else { return nil }
            self = operands
            return
        }
        self.init(
            _i: i, _f: f, _t: t, _v: UInt32(truncatingIfNeeded: v), _w: UInt32(truncatingIfNeeded: w), _e: 0,
            _flags: (w != 0 ? Self._fraction : 0) | (v != 0 ? Self._visibleFraction : 0))
    }

    @inlinable
    init(_i: UInt64, _f: UInt64, _t: UInt64, _v: UInt32, _w: UInt32, _e: UInt32, _flags: UInt8) {
        self._i = _i
        self._f = _f
        self._t = _t
        self._v = _v
        self._w = _w
        self._e = _e
        self._flags = _flags
    }

    /// The general case of ``init(decimalText:)``: exponents, integer parts
    /// and fractions of any length.
    init?(_slowDecimalText bytes: UnsafePointer<UInt8>, count: Int) {
        @inline(__always) func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }

        var pos = 0
        if bytes[0] == 0x2D { pos = 1 }  // "-"
        let intStart = pos
        while pos < count, isDigit(bytes[pos]) { pos += 1 }
        let intEnd = pos
        guard intEnd > intStart else { return nil }
        var fracStart = pos, fracEnd = pos
        if pos < count, bytes[pos] == 0x2E {  // "."
            pos += 1
            fracStart = pos
            while pos < count, isDigit(bytes[pos]) { pos += 1 }
            fracEnd = pos
            guard fracEnd > fracStart else { return nil }
        }
        var exponent: UInt32 = 0
        if pos < count, bytes[pos] == 0x63 || bytes[pos] == 0x65 {  // "c" or "e"
            pos += 1
            let expStart = pos
            while pos < count, isDigit(bytes[pos]) {
                let (m, o1) = exponent.multipliedReportingOverflow(by: 10)
                let (s, o2) = m.addingReportingOverflow(UInt32(bytes[pos] &- 0x30))
                guard !o1, !o2 else { return nil }
                exponent = s
                pos += 1
            }
            guard pos > expStart else { return nil }
        }
        guard pos == count else { return nil }

        // The exponent moves the first `shift` fraction digits into the
        // integer part and appends `zeros` zeros to it.
        let fracCount = fracEnd - fracStart
        let shift = Int(exponent) < fracCount ? Int(exponent) : fracCount
        let zeros = Int(exponent) - shift

        var integer = _DigitAccumulator()
        integer.push(bytes, intStart, intEnd)
        integer.push(bytes, fracStart, fracStart + shift)
        integer.pushZeros(zeros)

        // t is f as it was after the last nonzero fraction digit.
        let visibleStart = fracStart + shift
        var lastNonzero = fracEnd  // one past the last nonzero fraction digit
        while lastNonzero > visibleStart, bytes[lastNonzero - 1] == 0x30 { lastNonzero -= 1 }
        var fraction = _DigitAccumulator()
        fraction.push(bytes, visibleStart, lastNonzero)
        let trimmed = fraction
        fraction.pushZeros(fracEnd - lastNonzero)

        _i = integer.value
        _f = fraction.value
        _t = trimmed.value
        _v = UInt32(fracEnd - visibleStart)
        _w = UInt32(lastNonzero - visibleStart)
        _e = exponent
        var flags: UInt8 = 0
        if integer.isHuge { flags |= Self._iHuge }
        if fraction.isHuge { flags |= Self._fHuge }
        if trimmed.isHuge { flags |= Self._tHuge }
        if _w != 0 { flags |= Self._fraction }
        if _v != 0 { flags |= Self._visibleFraction }
        if exponent != 0 { flags |= Self._exponent }
        _flags = flags
    }

    /// The operands of a number given as the text it is displayed as; see
    /// ``init(decimalText:)``.
    public init?(_ text: String) {
        var text = text
        guard let operands = text.withUTF8({ PluralOperands(decimalText: UnsafeRawBufferPointer($0)) })
        else { return nil }
        self = operands
    }
}

extension PluralOperands: CustomStringConvertible {
    /// The operands in CLDR's notation, e.g. `i=1 v=2 w=1 f=50 t=5 e=0`.
    public var description: String {
        var s = "i=\(_i)"
        if isIntegerPartHuge { s += "(mod 10^18)" }
        s += " v=\(_v) w=\(_w) f=\(_f)"
        if isFractionHuge { s += "(mod 10^18)" }
        s += " t=\(_t)"
        if _flags & Self._tHuge != 0 { s += "(mod 10^18)" }
        s += " e=\(_e)"
        return s
    }
}

/// Reads decimal digits into a `UInt64`, exactly while the value fits and
/// modulo 10^18 (with `isHuge` set) once it does not.
struct _DigitAccumulator {
    static var modulus: UInt64 { 1_000_000_000_000_000_000 }
    var value: UInt64 = 0
    var isHuge = false

    /// Pushes the ASCII digits `bytes[start..<end]`.
    mutating func push(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) {
        var k = start
        if !isHuge {
            // Up to 19 digits cannot overflow: 10^19 - 1 < 2^64.
            let fast = min(end, start + (value == 0 ? 19 : 0))
            var v = value
            while k < fast {
                v = v &* 10 &+ UInt64(bytes[k] &- 0x30)
                k += 1
            }
            value = v
        }
        while k < end {
            push(bytes[k] &- 0x30)
            k += 1
        }
    }

    mutating func push(_ digit: UInt8) {
        if !isHuge {
            let (m, o1) = value.multipliedReportingOverflow(by: 10)
            let (s, o2) = m.addingReportingOverflow(UInt64(digit))
            if !o1 && !o2 { value = s; return }
            isHuge = true
            value %= Self.modulus
        }
        // value < 10^18, so value * 10 + 9 < 2^64.
        value = (value &* 10 &+ UInt64(digit)) % Self.modulus
    }

    mutating func pushZeros(_ count: Int) {
        guard value != 0, count > 0 else { return }
        // An exact value overflows within 20 zeros; after 18 more zeros the
        // value modulo 10^18 is 0 and stays 0.
        for _ in 0..<min(count, 40) { push(0) }
    }
}
