/// A kind of error MessageFormat 2 reports while formatting a message that
/// still renders (its fallback text stands where the error happened).
public enum MessageErrorKind: UInt8, Sendable, CaseIterable {
    /// A variable has no value.
    case unresolvedVariable = 1
    /// A function is not one the bundle knows.
    case unknownFunction = 2
    /// A function cannot take its operand (`{foo :number}`).
    case badOperand = 3
    /// An option's value is not one the function takes.
    case badOption = 4
    /// A selector cannot select; the catch-all variant was used.
    case badSelector = 5
    /// A variant key is not one the selector's function takes.
    case badVariantKey = 6
    /// The message asks for something this implementation does not do.
    case unsupportedOperation = 7

    /// The name the specification gives the kind (`unresolved-variable`).
    public var name: String {
        switch self {
        case .unresolvedVariable: "unresolved-variable"
        case .unknownFunction: "unknown-function"
        case .badOperand: "bad-operand"
        case .badOption: "bad-option"
        case .badSelector: "bad-selector"
        case .badVariantKey: "bad-variant-key"
        case .unsupportedOperation: "unsupported-operation"
        }
    }
}

/// The formatting errors of one render, in the order they happened: up to
/// ``capacity`` kinds held in one word, so a render that meets them still
/// never allocates. Errors past the capacity are counted by
/// ``droppedCount`` only.
public struct MessageErrors: Sendable, Equatable, Sequence {
    /// The most kinds held.
    public static let capacity = 15
    /// Four bits per kind, first error lowest; 0 ends the list.
    @usableFromInline var packed: UInt64 = 0
    /// Errors that did not fit.
    public private(set) var droppedCount: UInt8 = 0

    /// No errors.
    @inlinable public init() {}

    /// Whether no error happened.
    @inlinable public var isEmpty: Bool { packed == 0 }

    /// Appends an error.
    public mutating func append(_ kind: MessageErrorKind) {
        let used = (64 &- packed.leadingZeroBitCount &+ 3) / 4
        guard used < Self.capacity else {
            droppedCount &+= droppedCount < .max ? 1 : 0
            return
        }
        packed |= UInt64(kind.rawValue) << UInt64(used &* 4)
    }

    /// Appends every error of `other`, after these.
    public mutating func append(contentsOf other: MessageErrors) {
        for kind in other { append(kind) }
        droppedCount = droppedCount &+ Swift.min(other.droppedCount, .max &- droppedCount)
    }

    /// The kinds in order.
    public func makeIterator() -> Iterator { Iterator(rest: packed) }

    /// Walks the kinds in order.
    public struct Iterator: IteratorProtocol {
        var rest: UInt64
        /// The next kind, or nil after the last.
        public mutating func next() -> MessageErrorKind? {
            guard rest != 0, let kind = MessageErrorKind(rawValue: UInt8(truncatingIfNeeded: rest & 0xF)) else { return nil }
            rest >>= 4
            return kind
        }
    }
}
