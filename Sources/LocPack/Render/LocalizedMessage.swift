/// A generated key with the arguments for its placeholders: what a
/// generated accessor returns (`Localizable.photos(3)`), ready for
/// ``Catalog/render(_:locale:device:width:numberStyle:into:)`` or
/// ``Catalog/string(_:locale:device:width:numberStyle:)``.
///
/// Up to four arguments are held inline, so making and rendering such a
/// message never allocates; a message with more keeps them in an array.
public struct LocalizedMessage: Sendable {
    /// The key.
    public let key: GeneratedKey
    @usableFromInline let inline: (MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    @usableFromInline let inlineCount: Int
    @usableFromInline let spilled: [MessageArgument]?

    @inlinable
    init(key: GeneratedKey, inline: (MessageArgument, MessageArgument, MessageArgument, MessageArgument), count: Int) {
        self.key = key
        self.inline = inline
        self.inlineCount = count
        self.spilled = nil
    }

    /// A message without arguments.
    @inlinable public init(_ key: GeneratedKey) {
        self.init(key: key, inline: (0, 0, 0, 0), count: 0)
    }

    /// A message with one argument.
    @inlinable public init(_ key: GeneratedKey, _ a: MessageArgument) {
        self.init(key: key, inline: (a, 0, 0, 0), count: 1)
    }

    /// A message with two arguments.
    @inlinable public init(_ key: GeneratedKey, _ a: MessageArgument, _ b: MessageArgument) {
        self.init(key: key, inline: (a, b, 0, 0), count: 2)
    }

    /// A message with three arguments.
    @inlinable public init(_ key: GeneratedKey, _ a: MessageArgument, _ b: MessageArgument, _ c: MessageArgument) {
        self.init(key: key, inline: (a, b, c, 0), count: 3)
    }

    /// A message with four arguments.
    @inlinable public init(_ key: GeneratedKey, _ a: MessageArgument, _ b: MessageArgument, _ c: MessageArgument,
                           _ d: MessageArgument) {
        self.init(key: key, inline: (a, b, c, d), count: 4)
    }

    /// A message with any number of arguments (kept in `arguments`).
    public init(_ key: GeneratedKey, arguments: [MessageArgument]) {
        self.key = key
        inline = (0, 0, 0, 0)
        inlineCount = 0
        spilled = arguments
    }

    /// The number of arguments.
    public var argumentCount: Int { spilled?.count ?? inlineCount }

    /// Calls `body` with the arguments laid out contiguously.
    @inlinable
    public func withArguments<R>(_ body: (UnsafeBufferPointer<MessageArgument>) throws -> R) rethrows -> R {
        if let spilled { return try spilled.withUnsafeBufferPointer(body) }
        let count = inlineCount
        // The commonest message has one argument: hand over just that one.
        if count == 1 { return try withUnsafePointer(to: inline.0) { try body(UnsafeBufferPointer(start: $0, count: 1)) } }
        // Borrowed in place: copying the four arguments would retain and
        // release any string among them.
        return try withUnsafePointer(to: inline) {
            try $0.withMemoryRebound(to: MessageArgument.self, capacity: 4) {
                try body(UnsafeBufferPointer(start: $0, count: count))
            }
        }
    }
}
