import Foundation

/// A value guarded by an `NSLock`. (Not `Synchronization.Mutex`:
/// ThreadSanitizer on Linux does not see it, and the sanitizer runs must
/// see every lock of the polling thread.)
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, holding the lock.
    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
