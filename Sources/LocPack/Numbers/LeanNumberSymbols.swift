/// A locale's number symbols as ``LeanDecimalWriter`` reads them, derived
/// once when its payload is read: each text a word of at most four bytes
/// with its length, the group sizes, and the least integer that is
/// grouped. A locale the writer does not handle (digits other than
/// ASCII, a symbol longer than four bytes, groups too long) is not
/// eligible.
struct LeanNumberSymbols {
    /// Whether the lean writer handles the locale.
    let isEligible: Bool
    /// The grouping separator, minus sign and decimal separator, low byte first.
    let separator: UInt32, minus: UInt32, decimal: UInt32
    let separatorBytes: Int, minusBytes: Int, decimalBytes: Int
    /// The sizes of the group nearest the decimal separator and of the others.
    let primary: Int, secondary: Int
    /// Whether every group is three digits (the commonest layout).
    let groupsOfThree: Bool
    /// The greatest integer that is not grouped: 10^(primary + minimum
    /// grouping digits − 1) − 1, CLDR's rule; `UInt64.max` (no integer is
    /// greater) when the locale does not group.
    let ungroupedLimit: UInt64
    /// The most bytes the writer lays an integer part out in: 20 digits,
    /// their separators and a sign. A locale whose integers can need more
    /// is not eligible.
    static var integerBytesLimit: Int { 64 }

    /// The symbols of `symbols`, or ineligible ones.
    init(_ symbols: NumberSymbols) {
        let texts = [symbols.groupingSeparator, symbols.minusSign, symbols.decimalSeparator]
        let primary = Int(symbols.primaryGroupingSize)
        let secondary = symbols.secondaryGroupingSize == 0 ? primary : Int(symbols.secondaryGroupingSize)
        let minimumGrouping = max(Int(symbols.minimumGroupingDigits), 1)
        let groups = primary > 0 && secondary > 0 && symbols.groupingSeparator.count > 0
        // 10^(primary + minimumGrouping − 1) − 1: an integer of primary + minimumGrouping digits or more is grouped.
        var power: UInt64? = groups ? 1 : nil
        for _ in 1..<max(primary + minimumGrouping, 1) {
            power = power.flatMap { let (next, overflow) = $0.multipliedReportingOverflow(by: 10); return overflow ? nil : next }
        }
        let limit = power.map { $0 &- 1 } ?? .max
        // The widest integer part: 20 digits, a separator between groups, a sign.
        let separators = groups && 20 >= primary + minimumGrouping ? 1 + (20 - primary - 1) / secondary : 0
        let widest = 20 + separators * Int(symbols.groupingSeparator.count) + Int(symbols.minusSign.count)
        // Group sizes index a table of powers of ten (10^19 is the largest).
        let fits = widest <= Self.integerBytesLimit && primary <= 19 && secondary <= 19
        self.init(eligible: fits && symbols.zeroDigit == "0" && texts.allSatisfy { $0.count <= 4 }
                      && symbols.decimalSeparator.count > 0 && symbols.minusSign.count > 0,
                  separator: symbols.groupingSeparator, minus: symbols.minusSign, decimal: symbols.decimalSeparator,
                  primary: primary, secondary: secondary, ungroupedLimit: limit)
    }

    /// POSIX: `-`, `.`, no grouping (what a render with no locale's symbols writes).
    @inline(__always)
    static var posix: LeanNumberSymbols {
        var minus = ShortUTF8(), decimal = ShortUTF8()
        minus.storage = (0x2D, 1 << 56)
        decimal.storage = (0x2E, 1 << 56)
        return LeanNumberSymbols(eligible: true, separator: ShortUTF8(), minus: minus, decimal: decimal, primary: 0, secondary: 0,
                                 ungroupedLimit: .max)
    }

    @inline(__always)
    private init(eligible: Bool, separator: ShortUTF8, minus: ShortUTF8, decimal: ShortUTF8, primary: Int, secondary: Int,
                 ungroupedLimit: UInt64) {
        isEligible = eligible
        self.separator = UInt32(truncatingIfNeeded: separator.storage.0)
        self.minus = UInt32(truncatingIfNeeded: minus.storage.0)
        self.decimal = UInt32(truncatingIfNeeded: decimal.storage.0)
        separatorBytes = Int(separator.count)
        minusBytes = Int(minus.count)
        decimalBytes = Int(decimal.count)
        self.primary = primary
        self.secondary = secondary
        groupsOfThree = primary == 3 && secondary == 3
        self.ungroupedLimit = ungroupedLimit
    }
}
