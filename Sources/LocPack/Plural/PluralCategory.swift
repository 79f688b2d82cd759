/// One of CLDR's six plural categories.
///
/// The raw values are the category numbers used in bundles and programs
/// (see `Specs/plural-rules.md`).
public enum PluralCategory: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    /// CLDR's `zero` (Arabic 0, Latvian 0 and 10–20…).
    case zero = 0
    /// CLDR's `one` (English 1).
    case one
    /// CLDR's `two` (Arabic and Welsh 2…).
    case two
    /// CLDR's `few` (Polish 2–4, 22–24…).
    case few
    /// CLDR's `many` (Polish 5–21…).
    case many
    /// CLDR's `other`: every language has it, and every number no other rule takes.
    case other

    /// Parses CLDR's spelling of a category (`"zero"` … `"other"`).
    @inlinable
    public init?(name: some StringProtocol) {
        switch name {
        case "zero": self = .zero
        case "one": self = .one
        case "two": self = .two
        case "few": self = .few
        case "many": self = .many
        case "other": self = .other
        default: return nil
        }
    }

    /// CLDR's spelling of the category.
    public var description: String {
        switch self {
        case .zero: "zero"
        case .one: "one"
        case .two: "two"
        case .few: "few"
        case .many: "many"
        case .other: "other"
        }
    }
}
