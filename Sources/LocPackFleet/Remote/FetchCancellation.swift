/// Whether a fetch in flight is still wanted: set once, by
/// ``RemoteCatalog/stopPolling()`` (through its polling thread), and the
/// handlers that stop the fetch's own work (a network task) when it is.
final class FetchCancellation: Sendable {
    private let state = Locked<(cancelled: Bool, handlers: [@Sendable () -> Void])>((false, []))

    /// True once ``cancel()`` was called.
    var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Sets the flag and runs each handler once, on this thread, outside the lock.
    func cancel() {
        let handlers = state.withLock { state -> [@Sendable () -> Void] in
            guard !state.cancelled else { return [] }
            state.cancelled = true
            defer { state.handlers = [] }
            return state.handlers
        }
        for handler in handlers { handler() }
    }

    /// Runs `handler` when ``cancel()`` is called, or now if it was.
    func onCancel(_ handler: @escaping @Sendable () -> Void) {
        let already = state.withLock { state -> Bool in
            if !state.cancelled { state.handlers.append(handler) }
            return state.cancelled
        }
        if already { handler() }
    }
}
