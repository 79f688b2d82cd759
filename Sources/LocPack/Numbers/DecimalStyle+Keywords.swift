// Keyword options set from arguments at render time (MessageFormat 2's `signDisplay=$sign`).

extension DecimalStyle {
    /// Sets the keyword `option` to the value `text` names (`always`,
    /// `halfEven`, `stripIfInteger`: MessageFormat 2's spelling); false,
    /// changing nothing, when it names none or `option` takes a count.
    /// Compares bytes only: nothing allocates.
    package mutating func set(_ option: Option, keyword text: UnsafeRawBufferPointer) -> Bool {
        switch option {
        case .useGrouping:
            guard let i = Self.index(of: text, in: Self.groupingNames), let value = Grouping(rawValue: UInt8(i)) else { return false }
            grouping = value
        case .signDisplay:
            guard let i = Self.index(of: text, in: Self.signDisplayNames), let value = SignDisplay(rawValue: UInt8(i)) else { return false }
            signDisplay = value
        case .roundingMode:
            guard let i = Self.index(of: text, in: Self.roundingModeNames), let value = RoundingMode(rawValue: UInt8(i)) else { return false }
            roundingMode = value
        case .trailingZeroDisplay:
            guard let i = Self.index(of: text, in: Self.trailingZeroDisplayNames) else { return false }
            stripsIntegerFraction = i == 1
        case .minimumIntegerDigits, .minimumFractionDigits, .maximumFractionDigits,
             .minimumSignificantDigits, .maximumSignificantDigits, .currency:
            return false
        }
        return true
    }

    /// The values' names in raw-value order (the cases' names, as the
    /// compiler reads literal options).
    private static let groupingNames: [StaticString] = ["auto", "always", "never", "min2"]
    private static let signDisplayNames: [StaticString] = ["auto", "always", "exceptZero", "negative", "never"]
    private static let roundingModeNames: [StaticString] = [
        "halfExpand", "ceil", "floor", "expand", "trunc", "halfCeil", "halfFloor", "halfTrunc", "halfEven",
    ]
    private static let trailingZeroDisplayNames: [StaticString] = ["auto", "stripIfInteger"]

    /// The index of the name in `names` whose bytes are `text`'s.
    private static func index(of text: UnsafeRawBufferPointer, in names: [StaticString]) -> Int? {
        for (i, name) in names.enumerated()
        where name.utf8CodeUnitCount == text.count && name.withUTF8Buffer({ $0.elementsEqual(text) }) {
            return i
        }
        return nil
    }
}
