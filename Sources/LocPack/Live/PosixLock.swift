#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock around a value, built on `pthread_mutex_t`.
///
/// Used instead of `Synchronization.Mutex` where several threads may take
/// the lock, because ThreadSanitizer intercepts pthread mutexes but cannot
/// see `Mutex` on Linux (the standard library is not instrumented), and
/// reports every `Mutex`-protected access as a race. Users run their
/// servers under TSan; the runtime should not cry wolf there.
final class PosixLock<Value>: @unchecked Sendable {
    // `value` is only touched between lock and unlock.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// Creates a lock protecting `value`.
    init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Calls `body` with the value while holding the lock.
    func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
