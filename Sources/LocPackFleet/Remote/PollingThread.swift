import Foundation

/// The thread that polls for a ``RemoteCatalog``: it sleeps for the
/// catalog's next wait, polls, and again, until stopped or until the
/// catalog goes away (it holds only a weak reference).
final class PollingThread: @unchecked Sendable {
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var stopRequested = false
    private var finished = false
    private var thread: pthread_t?
    /// Ends the fetch under way when the thread is stopped.
    private let cancellation = FetchCancellation()

    /// Starts polling for `owner`.
    static func start(for owner: RemoteCatalog) -> PollingThread {
        let poller = PollingThread()
        let thread = Thread { [weak owner] in
            poller.condition.withLock { poller.thread = pthread_self() }
            var wait = owner?.firstWait
            while let next = wait, poller.sleep(for: next), let owner {
                owner.poll(cancellation: poller.cancellation)
                wait = owner.nextWait
            }
            poller.condition.withLock {
                poller.finished = true
                poller.condition.broadcast()
            }
        }
        thread.name = "LocPack remote catalog"
        thread.start()
        return poller
    }

    /// Sleeps for `wait`; false as soon as a stop is requested.
    private func sleep(for wait: Duration) -> Bool {
        let (seconds, attoseconds) = wait.components
        let deadline = Date(timeIntervalSinceNow: Double(seconds) + Double(attoseconds) / 1e18)
        return condition.withLock {
            while !stopRequested, condition.wait(until: deadline) {}
            return !stopRequested
        }
    }

    /// Asks the thread to stop, cancelling its fetch under way; waits for it
    /// to end when `waiting` (unless called on the thread itself).
    func stop(waiting: Bool) {
        condition.withLock {
            stopRequested = true
            condition.broadcast()
        }
        cancellation.cancel()
        condition.withLock {
            let onThread = thread.map { pthread_equal($0, pthread_self()) != 0 } ?? false
            guard waiting, !onThread else { return }
            while !finished { condition.wait() }
        }
    }
}
