import Synchronization

/// The lazily decoded payload of one locale: decompressed and validated on
/// first use, then read with one atomic load per render.
final class PayloadSlot: @unchecked Sendable {
    private enum State: Int { case empty = 0, ready = 1, failed = 2 }

    private let state = Atomic<Int>(State.empty.rawValue)
    private let lock = Mutex<Void>(())
    // Written once under `lock` before `state` is released as ready or failed;
    // read only after an acquiring load saw that state.
    private var payload: LocalePayload?
    private var error: CatalogError?
    private var owned: UnsafeMutableRawPointer?

    /// The decoded payload, decoding it first if needed.
    @inline(__always)
    func payload(_ decode: () throws(CatalogError) -> (LocalePayload, UnsafeMutableRawPointer?)) -> Result<LocalePayload, CatalogError> {
        if state.load(ordering: .acquiring) == State.ready.rawValue { return .success(payload.unsafelyUnwrapped) }
        return slowPath(decode)
    }

    private func slowPath(_ decode: () throws(CatalogError) -> (LocalePayload, UnsafeMutableRawPointer?)) -> Result<LocalePayload, CatalogError> {
        lock.withLock { _ in
            switch State(rawValue: state.load(ordering: .acquiring)) {
            case .ready: return
            case .failed: return
            default: break
            }
            do throws(CatalogError) {
                let (decoded, buffer) = try decode()
                payload = decoded
                owned = buffer
                state.store(State.ready.rawValue, ordering: .releasing)
            } catch {
                self.error = error
                state.store(State.failed.rawValue, ordering: .releasing)
            }
        }
        if state.load(ordering: .acquiring) == State.ready.rawValue { return .success(payload.unsafelyUnwrapped) }
        return .failure(error ?? CatalogError(.corrupt, "locale section unavailable"))
    }

    deinit { owned?.deallocate() }
}
