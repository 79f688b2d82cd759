/// One of CLDR's six plural categories.
///
/// The raw values are the category numbers used in bundles and programs
/// (see `Specs/plural-rules.md`).
public enum PluralCategory: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    case zero = 0, one, two, few, many, other

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
