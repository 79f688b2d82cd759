/// The interval test of a condition choice's case (`ie:x>=2`, `iex:2<x<10`):
/// whether an argument's value lies between two bounds.
///
/// The value is compared exactly, as the argument holds it (like a plural's
/// `=N` cases, before any display rounding): an integer is never rounded
/// to a double for the comparison, and NaN lies in no interval.
enum ConditionInterval {
    /// Whether `value` lies in the interval that `flags` (``ConditionFormat``'s
    /// interval flags) and the bounds describe.
    static func contains(_ value: MessageArgument.Numeric, flags: UInt8, lower: Double, upper: Double) -> Bool {
        if flags & ConditionFormat.hasLower != 0 {
            guard let order = compare(value, lower) else { return false }
            if order < 0 || (order == 0 && flags & ConditionFormat.lowerInclusive == 0) { return false }
        }
        if flags & ConditionFormat.hasUpper != 0 {
            guard let order = compare(value, upper) else { return false }
            if order > 0 || (order == 0 && flags & ConditionFormat.upperInclusive == 0) { return false }
        }
        if case .double(let v) = value, v.isNaN { return false }
        return true
    }

    /// −1, 0 or 1 as `value` is below, equal to or above `bound`; nil when
    /// either is NaN.
    static func compare(_ value: MessageArgument.Numeric, _ bound: Double) -> Int? {
        guard !bound.isNaN else { return nil }
        switch value {
        case .double(let v):
            guard !v.isNaN else { return nil }
            return v < bound ? -1 : (v > bound ? 1 : 0)
        case .int(let v):
            // Doubles in [-2^63, 2^63) convert to Int64 exactly once floored.
            if bound < -9.223372036854775808e18 { return 1 }
            if bound >= 9.223372036854775808e18 { return -1 }
            let floor = bound.rounded(.down)
            let whole = Int64(floor)
            if v <= whole {
                return v < whole ? -1 : (floor == bound ? 0 : -1)
            }
            return 1
        case .uint(let v):
            if bound < 0 { return 1 }
            if bound >= 1.8446744073709551616e19 { return -1 }
            let floor = bound.rounded(.down)
            let whole = UInt64(floor)
            if v <= whole {
                return v < whole ? -1 : (floor == bound ? 0 : -1)
            }
            return 1
        }
    }
}
