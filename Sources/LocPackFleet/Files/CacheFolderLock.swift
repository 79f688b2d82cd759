import Foundation

/// An exclusive `flock` on a file beside the cached bundle
/// (`.current.locpack.lock`), taken by every process that writes into the
/// cache folder, so that processes sharing one folder (a server's worker
/// processes) check what the cache holds and replace it as one step.
///
/// Best effort: when the lock file cannot be opened (a folder that takes
/// no new file), the body runs unlocked, as the cache's writes did before;
/// the renames stay atomic either way.
enum CacheFolderLock {
    /// The lock file of the cache holding `cachedBundle`.
    static func path(beside cachedBundle: String) -> String {
        let url = URL(fileURLWithPath: cachedBundle)
        return url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".lock").path
    }

    /// Runs `body` holding the lock of the cache holding `cachedBundle`.
    static func withLock<R, Failure: Error>(beside cachedBundle: String, _ body: () throws(Failure) -> R) throws(Failure) -> R {
        let descriptor = open(path(beside: cachedBundle), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        if descriptor >= 0 {
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
        defer {
            if descriptor >= 0 {
                flock(descriptor, LOCK_UN)
                close(descriptor)
            }
        }
        return try body()
    }
}
