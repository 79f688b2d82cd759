/// One argument given by name, for a render by name
/// (``Catalog/render(_:locale:device:width:numberStyle:namedArguments:into:)``).
///
/// Creating one never allocates: the name and a text value share the
/// storage of the strings they were made from.
public struct NamedArgument: Sendable {
    /// The argument's name, as the message names it (MessageFormat's
    /// `$count` is `count`).
    public var name: String
    /// The value.
    public var value: MessageArgument

    /// The argument `name` with `value`.
    @inlinable public init(_ name: String, _ value: MessageArgument) {
        self.name = name
        self.value = value
    }
}
