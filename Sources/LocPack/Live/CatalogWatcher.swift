#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A thread that calls ``ReloadingCatalog/checkForChanges()`` at an
/// interval until stopped or until its catalog goes away (it holds only a
/// weak reference, so a forgotten watcher does not keep a catalog alive).
final class CatalogWatcher: @unchecked Sendable {
    // `owner` and `thread` are written before the thread starts and read-only afterwards.
    private weak var owner: ReloadingCatalog?
    private let interval: Duration
    private let stopRequested = Atomic<Bool>(false)
    private var thread: pthread_t? = nil

    /// Starts watching for `owner`; nil when no thread could be created.
    static func start(for owner: ReloadingCatalog, interval: Duration) -> CatalogWatcher? {
        let watcher = CatalogWatcher(owner: owner, interval: interval)
        let context = Unmanaged.passRetained(watcher).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t? = nil
        #else
        var thread = pthread_t()
        #endif
        guard pthread_create(&thread, nil, { context in runCatalogWatcher(context) }, context) == 0 else {
            Unmanaged<CatalogWatcher>.fromOpaque(context).release()
            return nil
        }
        watcher.thread = thread
        return watcher
    }

    private init(owner: ReloadingCatalog, interval: Duration) {
        self.owner = owner
        self.interval = interval
    }

    /// Asks the thread to stop and waits for it (unless called on it).
    func stop() {
        stopRequested.store(true, ordering: .releasing)
        guard let thread else { return }
        if pthread_equal(thread, pthread_self()) != 0 {
            pthread_detach(thread)
        } else {
            pthread_join(thread, nil)
        }
    }

    /// Asks the thread to stop without waiting (from the owner's deinit,
    /// which may run on the thread itself).
    func detach() {
        stopRequested.store(true, ordering: .releasing)
        if let thread { pthread_detach(thread) }
    }

    /// The thread's loop: sleep in slices of at most 20 ms (so a stop is
    /// noticed quickly), then check the file.
    fileprivate func run() {
        let slice = Duration.milliseconds(20)
        while !stopRequested.load(ordering: .acquiring) {
            var remaining = interval
            while remaining > .zero, !stopRequested.load(ordering: .acquiring) {
                let step = min(remaining, slice)
                sleep(for: step)
                remaining -= step
            }
            if stopRequested.load(ordering: .acquiring) { break }
            guard let owner else { break }
            owner.checkForChanges()
        }
    }

    private func sleep(for duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0, errno == EINTR { request = remaining }
    }
}

/// The watcher thread's entry point; `context` is a retained ``CatalogWatcher``.
private func runCatalogWatcher(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    let watcher = Unmanaged<CatalogWatcher>.fromOpaque(context).takeRetainedValue()
    watcher.run()
    return nil
}

extension ReloadingCatalog {
    /// Starts a background thread that calls ``checkForChanges()`` every
    /// `interval` (a `stat` of the file; a reload only when it changed).
    /// Replaces a watcher already running. Reload events reach the
    /// diagnostics handler on that thread. The thread ends with
    /// ``stopWatching()`` or when this catalog is deinitialized.
    public func startWatching(interval: Duration = .seconds(1)) {
        stopWatching()
        let started = CatalogWatcher.start(for: self, interval: interval)
        let replaced = watcher.withLock { current in
            defer { current = started }
            return current
        }
        replaced?.stop()
    }

    /// Stops the thread started by ``startWatching(interval:)`` and waits for
    /// it to end (at most one check of the file plus 20 ms).
    public func stopWatching() {
        let running = watcher.withLock { current in
            defer { current = nil }
            return current
        }
        running?.stop()
    }
}
