/// Fixed-capacity arbitrary-precision arithmetic on little-endian arrays of
/// 32-bit limbs, in storage the caller provides.
///
/// This is just enough big-integer arithmetic to expand a binary64 value
/// into exact decimal digits: building `m·2^e`, dividing by 10⁹ (integer
/// part) and multiplying by 10⁹ (fraction part). Nothing here allocates.
enum LimbArithmetic {
    /// 10⁹, the largest power of ten below 2³²: one chunk of nine digits.
    static let billion: UInt32 = 1_000_000_000

    /// The most limbs a binary64 expansion needs: a 1024-bit integer part is
    /// 32 limbs, a 1074-bit fraction shifted to a limb boundary is 34.
    static let capacity = 40

    /// Stores `mantissa · 2^shift` into `limbs` and returns the number of
    /// limbs used (the top one nonzero when the value is nonzero).
    static func load(_ mantissa: UInt64, shiftedLeftBy shift: Int, into limbs: UnsafeMutablePointer<UInt32>) -> Int {
        let wordShift = shift >> 5
        let bitShift = UInt64(shift & 31)
        for i in 0..<wordShift { limbs[i] = 0 }
        // mantissa < 2^53, so mantissa << bitShift < 2^84: spans at most three limbs.
        let low = mantissa << bitShift
        let high = bitShift == 0 ? 0 : mantissa >> (64 - bitShift)
        limbs[wordShift] = UInt32(truncatingIfNeeded: low)
        limbs[wordShift + 1] = UInt32(truncatingIfNeeded: low >> 32)
        limbs[wordShift + 2] = UInt32(truncatingIfNeeded: high)
        var count = wordShift + 3
        while count > 0 && limbs[count - 1] == 0 { count -= 1 }
        return count
    }

    /// Divides the `count`-limb number in place by 10⁹, returns the
    /// remainder, and shrinks `count` past any new leading zero limbs.
    static func divideByBillion(_ limbs: UnsafeMutablePointer<UInt32>, count: inout Int) -> UInt32 {
        var remainder: UInt64 = 0
        var i = count - 1
        while i >= 0 {
            let current = (remainder << 32) | UInt64(limbs[i])
            let quotient = current / UInt64(billion)
            remainder = current &- quotient &* UInt64(billion)
            limbs[i] = UInt32(truncatingIfNeeded: quotient)
            i -= 1
        }
        while count > 0 && limbs[count - 1] == 0 { count -= 1 }
        return UInt32(truncatingIfNeeded: remainder)
    }

    /// Multiplies the limbs `low..<count` in place by 10⁹ and returns the
    /// carry out of the top limb (below 10⁹ when the number is a fraction
    /// `count·32` bits wide). Limbs below `low` must be zero; `low` moves up
    /// past limbs that have become zero.
    static func multiplyByBillion(_ limbs: UnsafeMutablePointer<UInt32>, low: inout Int, count: Int) -> UInt32 {
        var carry: UInt64 = 0
        var i = low
        while i < count {
            let product = UInt64(limbs[i]) &* UInt64(billion) &+ carry
            limbs[i] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
            i += 1
        }
        while low < count && limbs[low] == 0 { low += 1 }
        return UInt32(truncatingIfNeeded: carry)
    }
}
