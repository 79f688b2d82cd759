/// Calls `body` with the arguments laid out contiguously on the stack, so a
/// render can take them without an array allocation.
@inlinable
public func withArguments<R>(_ a: MessageArgument, _ body: (UnsafeBufferPointer<MessageArgument>) throws -> R) rethrows -> R {
    var storage = a
    return try withUnsafePointer(to: &storage) { try body(UnsafeBufferPointer(start: $0, count: 1)) }
}

/// Calls `body` with two arguments laid out contiguously on the stack.
@inlinable
public func withArguments<R>(_ a: MessageArgument, _ b: MessageArgument, _ body: (UnsafeBufferPointer<MessageArgument>) throws -> R) rethrows -> R {
    var storage = (a, b)
    return try withUnsafePointer(to: &storage) {
        try $0.withMemoryRebound(to: MessageArgument.self, capacity: 2) { try body(UnsafeBufferPointer(start: $0, count: 2)) }
    }
}

/// Calls `body` with three arguments laid out contiguously on the stack.
@inlinable
public func withArguments<R>(_ a: MessageArgument, _ b: MessageArgument, _ c: MessageArgument,
                             _ body: (UnsafeBufferPointer<MessageArgument>) throws -> R) rethrows -> R {
    var storage = (a, b, c)
    return try withUnsafePointer(to: &storage) {
        try $0.withMemoryRebound(to: MessageArgument.self, capacity: 3) { try body(UnsafeBufferPointer(start: $0, count: 3)) }
    }
}

/// Calls `body` with four arguments laid out contiguously on the stack.
@inlinable
public func withArguments<R>(_ a: MessageArgument, _ b: MessageArgument, _ c: MessageArgument, _ d: MessageArgument,
                             _ body: (UnsafeBufferPointer<MessageArgument>) throws -> R) rethrows -> R {
    var storage = (a, b, c, d)
    return try withUnsafePointer(to: &storage) {
        try $0.withMemoryRebound(to: MessageArgument.self, capacity: 4) { try body(UnsafeBufferPointer(start: $0, count: 4)) }
    }
}

/// An empty argument list.
@inlinable
public func withNoArguments<R>(_ body: (UnsafeBufferPointer<MessageArgument>) throws -> R) rethrows -> R {
    try body(UnsafeBufferPointer(start: nil, count: 0))
}
