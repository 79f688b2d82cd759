/// How ``ExactDecimal`` shortens the decimal expansion of a binary64 value.
///
/// Every mode rounds the *exact* binary value half to even, so the result is
/// the one glibc's `printf` produces (`%.2f` of 2.675 is `2.67`, because the
/// double nearest 2.675 lies below it; `%.0f` of 2.5 is `2`).
package enum DecimalRounding: Sendable, Equatable {
    /// No rounding: all digits (a binary64 value has at most 767 significant
    /// decimal digits, 1074 of them after the decimal point).
    case exact
    /// Round to this many digits after the decimal point, as `%.Nf` does.
    case fractionDigits(Int)
    /// Round to this many significant digits (at least 1), as `%.{N-1}e`
    /// does.
    case significantDigits(Int)
}

/// Exact decimal expansion of binary64 values, without heap allocation.
///
/// A finite double is `m·2^e` with a 53-bit `m`, so its decimal expansion is
/// finite: up to 309 integer digits and up to 1074 fraction digits. This type
/// produces those digits (or a correctly rounded prefix of them) with a
/// small fixed-capacity big integer of 32-bit limbs on the stack: the integer
/// part is split into nine-digit chunks by repeated division by 10⁹, the
/// fraction part yields nine digits per multiplication by 10⁹. Values whose
/// integer part fits 64 bits and whose fraction has at most 60 bits (most
/// values people format) take a pure `UInt64` path with identical results.
package enum ExactDecimal {
    /// Bytes of digit storage an expansion needs (767 significant digits, a
    /// 309-digit integer part, and one nine-digit chunk of overshoot fit).
    static let digitCapacity = 1024

    /// Calls `body` with the decimal digits of `|value|`, rounded as asked.
    ///
    /// - Parameters:
    ///   - value: A finite value; its sign is ignored. For infinities and
    ///     NaN `body` receives no digits.
    ///   - rounding: How many digits to keep.
    ///   - body: Receives the digits as values `0...9` (not ASCII), most
    ///     significant first, without trailing zeros, and the decimal
    ///     exponent of the first digit: the value is `d₀.d₁d₂… × 10^exponent`.
    ///     A value that is zero, or that rounds to zero, has no digits and
    ///     exponent 0.
    /// - Returns: What `body` returns.
    public static func withDigits<R>(
        of value: Double, rounding: DecimalRounding = .exact,
        _ body: (_ digits: UnsafeBufferPointer<UInt8>, _ exponent: Int) throws -> R
    ) rethrows -> R {
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: digitCapacity) { buffer in
            let base = buffer.baseAddress!
            let expansion = value.isFinite ? expand(value, rounding: rounding, into: base) : DecimalExpansion()
            return try body(UnsafeBufferPointer(start: base, count: expansion.count), expansion.exponent)
        }
    }

    /// Writes the rounded digits of `|value|` (finite) into `digits`, which
    /// must hold ``digitCapacity`` bytes, and describes them (see
    /// ``withDigits(of:rounding:_:)``).
    static func expand(_ value: Double, rounding: DecimalRounding, into digits: UnsafeMutablePointer<UInt8>) -> DecimalExpansion {
        let bits = value.bitPattern & ~(UInt64(1) << 63)
        if bits == 0 { return DecimalExpansion() }
        let biased = Int(bits >> 52)
        var mantissa = bits & ((UInt64(1) << 52) - 1)
        var binaryExponent: Int
        if biased == 0 {
            binaryExponent = -1074
        } else {
            mantissa |= UInt64(1) << 52
            binaryExponent = biased - 1075
        }
        let zeros = mantissa.trailingZeroBitCount
        mantissa >>= UInt64(zeros)
        binaryExponent += zeros

        var generator = DigitGenerator(digits: digits, rounding: rounding)
        if binaryExponent >= 0 {
            if binaryExponent <= 11 {
                generator.appendInteger(mantissa << UInt64(binaryExponent))
            } else {
                generator.appendLargeInteger(mantissa, shift: binaryExponent)
            }
        } else {
            let fractionBits = -binaryExponent
            if fractionBits < 64 {
                let integerPart = mantissa >> UInt64(fractionBits)
                if integerPart != 0 { generator.appendInteger(integerPart) }
            }
            if !generator.isSatisfied {
                if fractionBits <= 60 {
                    generator.appendSmallFraction(mantissa & ((UInt64(1) << UInt64(fractionBits)) - 1), bits: fractionBits)
                } else {
                    generator.appendLargeFraction(mantissa, bits: fractionBits)
                }
            } else {
                // The fraction part is nonzero (mantissa is odd after the
                // shift), so the value lies strictly beyond the digits.
                generator.remainderIsNonzero = true
            }
        }
        return generator.rounded()
    }
}

/// The result of ``ExactDecimal/expand(_:rounding:into:)``.
struct DecimalExpansion {
    /// Number of digits stored (no trailing zeros); 0 for zero.
    var count = 0
    /// Decimal exponent of the first digit (0 for zero).
    var exponent = 0
    /// Whether rounding carried into a new leading digit (9.96 → 10 at two
    /// significant digits), so ``exponent`` is one more than the exponent of
    /// the unrounded value.
    var carried = false
}

/// Collects the exact digits of one value, stops as soon as the requested
/// rounding is decidable, then rounds half to even.
struct DigitGenerator {
    let digits: UnsafeMutablePointer<UInt8>
    let rounding: DecimalRounding
    /// Stored digits, from the first nonzero one.
    var count = 0
    /// Number of integer digits stored (the exponent of the first digit is
    /// `integerDigits - 1` when positive).
    var integerDigits = 0
    /// Fraction positions produced so far, leading zeros included.
    var fractionPositions = 0
    /// Zeros after the decimal point before the first stored digit (only
    /// when the integer part is zero).
    var leadingFractionZeros = 0
    /// Whether the exact value continues past the produced digits.
    var remainderIsNonzero = false

    init(digits: UnsafeMutablePointer<UInt8>, rounding: DecimalRounding) {
        self.digits = digits
        self.rounding = rounding
    }

    /// The decimal exponent of the first stored digit.
    var exponent: Int {
        integerDigits > 0 ? integerDigits - 1 : -(leadingFractionZeros + 1)
    }

    /// Whether enough digits exist to round as asked.
    var isSatisfied: Bool {
        switch rounding {
        case .exact: false
        case .fractionDigits(let p): fractionPositions > p
        case .significantDigits(let p): count > p
        }
    }

    /// Appends the digits of a nonzero 64-bit integer part.
    mutating func appendInteger(_ value: UInt64) {
        // Write backwards into the top of the buffer, then move down.
        let scratchEnd = ExactDecimal.digitCapacity
        var position = scratchEnd
        var rest = value
        repeat {
            let quotient = rest / 10
            position -= 1
            digits[position] = UInt8(truncatingIfNeeded: rest &- quotient &* 10)
            rest = quotient
        } while rest != 0
        let length = scratchEnd - position
        (digits + count).update(from: digits + position, count: length)
        count += length
        integerDigits = count
    }

    /// Appends the digits of `mantissa·2^shift`, an integer up to 1024 bits.
    mutating func appendLargeInteger(_ mantissa: UInt64, shift: Int) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * LimbArithmetic.capacity) { storage in
            let limbs = storage.baseAddress!
            let chunks = limbs + LimbArithmetic.capacity
            var limbCount = LimbArithmetic.load(mantissa, shiftedLeftBy: shift, into: limbs)
            var chunkCount = 0
            while limbCount > 0 {
                chunks[chunkCount] = LimbArithmetic.divideByBillion(limbs, count: &limbCount)
                chunkCount += 1
            }
            // Most significant chunk without leading zeros, the rest padded to nine.
            appendInteger(UInt64(chunks[chunkCount - 1]))
            var index = chunkCount - 2
            while index >= 0 {
                appendChunk(chunks[index])
                index -= 1
            }
        }
        integerDigits = count
    }

    /// Appends nine digits (a value below 10⁹, zero padded).
    mutating func appendChunk(_ chunk: UInt32) {
        var rest = chunk
        var i = 8
        while i >= 0 {
            let quotient = rest / 10
            digits[count + i] = UInt8(truncatingIfNeeded: rest &- quotient &* 10)
            rest = quotient
            i -= 1
        }
        count += 9
    }

    /// Appends one fraction digit, skipping leading zeros of a value below 1.
    @inline(__always)
    mutating func appendFractionDigit(_ digit: UInt8) {
        fractionPositions += 1
        if count == 0 && digit == 0 {
            leadingFractionZeros += 1
        } else {
            digits[count] = digit
            count += 1
        }
    }

    /// Appends the digits of `fraction / 2^bits` for `bits <= 60`.
    mutating func appendSmallFraction(_ fraction: UInt64, bits: Int) {
        let mask = (UInt64(1) << UInt64(bits)) &- 1
        var rest = fraction
        while rest != 0 {
            rest &*= 10
            appendFractionDigit(UInt8(truncatingIfNeeded: rest >> UInt64(bits)))
            rest &= mask
            if isSatisfied { break }
        }
        remainderIsNonzero = rest != 0
    }

    /// Appends the digits of the fraction part of `mantissa / 2^bits`, for
    /// any `bits` up to 1074, nine at a time.
    mutating func appendLargeFraction(_ mantissa: UInt64, bits: Int) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: LimbArithmetic.capacity) { storage in
            let limbs = storage.baseAddress!
            // Align the binary point to a limb boundary: F·2^align / 2^(32·limbCount).
            let align = (32 - bits & 31) & 31
            let limbCount = (bits + align) >> 5
            let fraction = bits >= 64 ? mantissa : mantissa & ((UInt64(1) << UInt64(bits)) &- 1)
            let used = LimbArithmetic.load(fraction, shiftedLeftBy: align, into: limbs)
            for i in used..<max(used, limbCount) { limbs[i] = 0 }
            var low = 0
            while low < limbCount && limbs[low] == 0 { low += 1 }
            while low < limbCount {
                let chunk = LimbArithmetic.multiplyByBillion(limbs, low: &low, count: limbCount)
                if count == 0 && chunk == 0 {
                    fractionPositions += 9
                    leadingFractionZeros += 9
                } else {
                    var rest = chunk
                    var divisor: UInt32 = 100_000_000
                    for _ in 0..<9 {
                        let digit = rest / divisor
                        rest -= digit * divisor
                        divisor /= 10
                        appendFractionDigit(UInt8(truncatingIfNeeded: digit))
                    }
                }
                if isSatisfied { break }
            }
            remainderIsNonzero = low < limbCount
        }
    }

    /// Rounds the collected digits half to even and strips trailing zeros.
    func rounded() -> DecimalExpansion {
        var n = count
        if n == 0 { return DecimalExpansion() }   // Rounds to zero: all produced positions were zero.
        var carried = false
        var exponent = self.exponent
        let keep: Int
        switch rounding {
        case .exact: keep = n
        case .fractionDigits(let p): keep = exponent + p + 1
        case .significantDigits(let p): keep = max(p, 1)
        }
        if keep < 0 { return DecimalExpansion() }
        if keep < n {
            let roundDigit = digits[keep]
            var roundUp = roundDigit > 5
            if roundDigit == 5 {
                var sticky = remainderIsNonzero
                var i = keep + 1
                while !sticky && i < n { sticky = digits[i] != 0; i += 1 }
                roundUp = sticky || (keep > 0 && digits[keep - 1] & 1 == 1)
            }
            n = keep
            if roundUp {
                var i = n - 1
                while i >= 0 && digits[i] == 9 { i -= 1 }
                if i >= 0 {
                    digits[i] += 1
                    n = i + 1
                } else {
                    // All nines (or nothing kept): the result is one unit of the next position.
                    digits[0] = 1
                    n = 1
                    exponent += 1
                    carried = true
                }
            }
            if n == 0 { return DecimalExpansion() }
        }
        while n > 0 && digits[n - 1] == 0 { n -= 1 }
        return n == 0 ? DecimalExpansion() : DecimalExpansion(count: n, exponent: exponent, carried: carried)
    }
}
