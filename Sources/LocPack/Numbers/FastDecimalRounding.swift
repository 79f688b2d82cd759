/// Rounding a double to a number of fraction digits without writing its
/// shortest digits first, where that gives the same result: the common
/// case of ``DecimalFormatter`` (`:number maximumFractionDigits=2` of
/// 1234.567).
///
/// The shortest digits D of a double v lie within half an ulp of it,
/// |D − v| ≤ |v|·2⁻⁵³; scaled by 10ⁿ and with the product's own rounding,
/// |D·10ⁿ − fl(|v|·10ⁿ)| < s·2⁻⁵¹ for s = fl(|v|·10ⁿ). When no rounding
/// boundary of the mode lies within s·2⁻⁵⁰ of s, rounding s and rounding D
/// give the same integer; otherwise (ties such as 1.005 and 2.675, exact
/// integers under a directed mode) the caller takes the exact path.
enum FastDecimalRounding {
    /// 10^0 … 10^15 as doubles, each exact (10^15 < 2^53); a literal:
    /// static data, no lazy initialization.
    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]

    /// |v| rounded in `mode` to `fractionDigits` digits, in units of
    /// 10^−fractionDigits, or nil when the exact path must decide (near a
    /// boundary, more than 15 digits, subnormal or too large).
    @inline(__always)
    static func roundedUnits(_ v: Double, fractionDigits n: Int, _ mode: DecimalStyle.RoundingMode) -> UInt64? {
        guard n >= 0, n <= 15 else { return nil }
        let m = v.magnitude
        let s = m * powersOfTen[n]
        // Infinities and NaN fail the first test, subnormals the second (as comparisons: no bit tests).
        guard s < 0x1p49, m >= .leastNormalMagnitude || m == 0 else { return nil }
        // Below 2^49: the signed conversions are exact, one instruction each without the unsigned ones' fix-ups.
        let signedWhole = Int64(s)
        let whole = UInt64(truncatingIfNeeded: signedWhole)
        let fraction = s - Double(signedWhole)  // exact
        let margin = s * 0x1p-50
        switch mode {
        case .halfExpand, .halfEven, .halfCeil, .halfFloor, .halfTrunc:
            guard (fraction - 0.5).magnitude > margin else { return nil }
            return fraction > 0.5 ? whole &+ 1 : whole
        case .ceil, .floor, .expand, .trunc:
            guard fraction > margin, fraction < 1 - margin else { return nil }
            let negative = v.sign == .minus
            let up = mode == .expand || (mode == .ceil && !negative) || (mode == .floor && negative)
            return up ? whole &+ 1 : whole
        }
    }
}
