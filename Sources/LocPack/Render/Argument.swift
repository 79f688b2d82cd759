/// One argument of a render: a value for a `%d`, `%f`, `%@`… placeholder or
/// a plural selector.
///
/// Creating an argument never allocates (a `String` or list payload shares
/// its storage), and a conversion accepts what it can: a `%d` given a double
/// truncates it, a `%@` given a number prints it. A missing argument (or
/// ``missing``), and one a conversion cannot read (text that is no number,
/// or a list, for `%d`), renders the visible marker described in
/// `Specs/programs.md`.
public enum MessageArgument: Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral {
    /// A signed integer.
    case int(Int64)
    /// An unsigned integer.
    case uint(UInt64)
    /// A floating-point number.
    case double(Double)
    /// Text.
    case string(String)
    /// A list of texts: what i18next's `list` formatter joins
    /// (`Specs/programs.md`, "List patterns"). Any other placeholder shows
    /// it as JavaScript's `Array.prototype.toString` does, items joined by
    /// `,`; it is no number.
    case list([String])
    /// No value: what a caller rendering by name puts where it was given no
    /// parameter. Renders like an argument past the end: the
    /// missing-argument marker, or MessageFormat 2's fallback.
    case missing

    /// Creates an integer argument from a literal.
    @inlinable public init(integerLiteral value: Int64) { self = .int(value) }
    /// Creates a floating-point argument from a literal.
    @inlinable public init(floatLiteral value: Double) { self = .double(value) }
    /// Creates a text argument from a literal.
    @inlinable public init(stringLiteral value: String) { self = .string(value) }
}
