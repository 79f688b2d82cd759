// A download's two steps into the cache, whose failures are the cache's own.

extension BundleDownload {
    /// Syncs the bytes written so far to disk, so the bundle can be mapped
    /// as it will be served. A failure is local (the cache cannot take the
    /// bundle), not the origin's.
    func finishIntoCache() throws(BundleVetting.Refusal) {
        do { try file.finish() } catch { throw Self.cacheRefusal(error) }
    }

    /// Renames the checked bundle over the cached one and syncs the
    /// folder. A failure is local, as for ``finishIntoCache()``.
    func commitToCache() throws(BundleVetting.Refusal) {
        do { try file.commit() } catch { throw Self.cacheRefusal(error) }
    }

    /// The refusal for a cache that cannot take the bundle: local, so the
    /// file is fetched again at the next poll.
    private static func cacheRefusal(_ error: FileWriteError) -> BundleVetting.Refusal {
        BundleVetting.Refusal("the cache cannot take it: \(error.description)", isLocal: true)
    }
}
