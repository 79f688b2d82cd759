import Synchronization

/// The lazily validated payload head of one locale: verified on first use
/// into storage that never moves, then reached with one atomic load per
/// render and used in place (no copy of the payload per render). The
/// payload's message chunks are decoded on their own first use
/// (``LocalePayload/program(forKey:decoder:)``) and freed with the slot.
final class PayloadSlot: @unchecked Sendable {
    private enum State: Int { case empty = 0, ready = 1, failed = 2 }

    private let state = Atomic<Int>(State.empty.rawValue)
    private let lock = Mutex<Void>(())
    // Initialized once under `lock` before `state` is released as ready;
    // read only after an acquiring load saw that state.
    private let storage = UnsafeMutablePointer<LocalePayload>.allocate(capacity: 1)
    private var error: CatalogError?

    /// The decoded payload, decoding it first if needed; nil when it is corrupt
    /// (see ``failure``).
    @inline(__always)
    func payload(_ decode: () throws(CatalogError) -> LocalePayload) -> UnsafePointer<LocalePayload>? {
        if state.load(ordering: .acquiring) == State.ready.rawValue { return UnsafePointer(storage) }
        return slowPath(decode)
    }

    /// Why decoding failed, once it has.
    var failure: CatalogError? {
        state.load(ordering: .acquiring) == State.failed.rawValue ? error : nil
    }

    private func slowPath(_ decode: () throws(CatalogError) -> LocalePayload) -> UnsafePointer<LocalePayload>? {
        lock.withLock { _ in
            guard state.load(ordering: .acquiring) == State.empty.rawValue else { return }
            do throws(CatalogError) {
                storage.initialize(to: try decode())
                state.store(State.ready.rawValue, ordering: .releasing)
            } catch {
                self.error = error
                state.store(State.failed.rawValue, ordering: .releasing)
            }
        }
        return state.load(ordering: .acquiring) == State.ready.rawValue ? UnsafePointer(storage) : nil
    }

    deinit {
        if state.load(ordering: .acquiring) == State.ready.rawValue {
            storage.pointee.release()
            storage.deinitialize(count: 1)
        }
        storage.deallocate()
    }
}
