/// A locale's number symbols as ``LeanDecimalWriter`` reads them, derived
/// once when its payload is read: each text a word of at most four bytes
/// with its length, and the count of grouping separators an integer of
/// each digit count takes. A locale the writer does not handle (digits
/// other than ASCII, a symbol longer than four bytes) is not eligible.
struct LeanNumberSymbols {
    /// Whether the lean writer handles the locale.
    let isEligible: Bool
    /// The grouping separator, minus sign and decimal separator, low byte first.
    let separator: UInt32, minus: UInt32, decimal: UInt32
    let separatorBytes: Int, minusBytes: Int, decimalBytes: Int
    /// The sizes of the group nearest the decimal separator and of the others.
    let primary: Int, secondary: Int
    /// Grouping separators in an integer of n digits, four bits each: n = 0 … 15, then 16 … 20.
    private let separatorCounts: (UInt64, UInt64)

    /// The symbols of `symbols`, or ineligible ones.
    init(_ symbols: NumberSymbols) {
        let texts = [symbols.groupingSeparator, symbols.minusSign, symbols.decimalSeparator]
        let primary = Int(symbols.primaryGroupingSize)
        let secondary = symbols.secondaryGroupingSize == 0 ? primary : Int(symbols.secondaryGroupingSize)
        let minimumGrouping = max(Int(symbols.minimumGroupingDigits), 1)
        var counts: (UInt64, UInt64) = (0, 0)
        var fits = true
        for digits in 0...20 {
            var count = 0
            if primary > 0, secondary > 0, symbols.groupingSeparator.count > 0, digits >= primary + minimumGrouping {
                count = 1 + (digits - primary - 1) / secondary
            }
            fits = fits && count <= 15
            if digits < 16 { counts.0 |= UInt64(min(count, 15)) << (4 * digits) } else { counts.1 |= UInt64(min(count, 15)) << (4 * (digits - 16)) }
        }
        self.init(eligible: fits && symbols.zeroDigit == "0" && texts.allSatisfy { $0.count <= 4 } && symbols.decimalSeparator.count > 0
                      && symbols.minusSign.count > 0,
                  separator: symbols.groupingSeparator, minus: symbols.minusSign, decimal: symbols.decimalSeparator,
                  primary: primary, secondary: secondary, separatorCounts: counts)
    }

    /// POSIX: `-`, `.`, no grouping (what a render with no locale's symbols writes).
    @inline(__always)
    static var posix: LeanNumberSymbols {
        var minus = ShortUTF8(), decimal = ShortUTF8()
        minus.storage = (0x2D, 1 << 56)
        decimal.storage = (0x2E, 1 << 56)
        return LeanNumberSymbols(eligible: true, separator: ShortUTF8(), minus: minus, decimal: decimal, primary: 0, secondary: 0,
                                 separatorCounts: (0, 0))
    }

    @inline(__always)
    private init(eligible: Bool, separator: ShortUTF8, minus: ShortUTF8, decimal: ShortUTF8, primary: Int, secondary: Int,
                 separatorCounts: (UInt64, UInt64)) {
        isEligible = eligible
        self.separator = UInt32(truncatingIfNeeded: separator.storage.0)
        self.minus = UInt32(truncatingIfNeeded: minus.storage.0)
        self.decimal = UInt32(truncatingIfNeeded: decimal.storage.0)
        separatorBytes = Int(separator.count)
        minusBytes = Int(minus.count)
        decimalBytes = Int(decimal.count)
        self.primary = primary
        self.secondary = secondary
        self.separatorCounts = separatorCounts
    }

    /// The grouping separators in an integer of `digits` digits (1 … 20).
    @inline(__always)
    func separators(digits: Int) -> Int {
        let word = digits < 16 ? separatorCounts.0 : separatorCounts.1
        return Int(truncatingIfNeeded: word &>> UInt64(truncatingIfNeeded: 4 &* (digits & 15)) & 15)
    }
}
