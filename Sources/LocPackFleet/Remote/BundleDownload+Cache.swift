// A download's two steps into the cache, whose failures are the cache's own.

extension BundleDownload {
    /// Syncs the bytes written so far to disk, so the bundle can be mapped
    /// as it will be served. A failure is local (the cache cannot take the
    /// bundle), not the origin's.
    func finishIntoCache() throws(BundleVetting.Refusal) {
        do { try file.finish() } catch { throw Self.cacheRefusal(error) }
    }

    /// Renames the checked bundle, signed with `signature`, over the cached
    /// one, syncs the folder and keeps the origin's `validators` beside it
    /// — unless the cache holds a bundle one of `keys` signed later, which
    /// another process sharing the folder put there: then the download is
    /// removed and the cache left as it is (false). Under the cache
    /// folder's lock, so no process puts back an older bundle. A failure is
    /// local, as for ``finishIntoCache()``.
    @discardableResult
    func commitToCache(signedWith signature: BundleSignature?, validators: OriginValidators,
                       trusting keys: [BundlePublicKey]) throws(BundleVetting.Refusal) -> Bool {
        let cachedBundle = file.destination
        return try CacheFolderLock.withLock(beside: cachedBundle) { () throws(BundleVetting.Refusal) -> Bool in
            if let ours = signature?.signedAtMilliseconds,
               let cached = RemoteCatalog.trustedSigningTime(ofFile: cachedBundle, trusting: keys), cached > ours {
                file.discard()
                return false
            }
            do throws(FileWriteError) { try file.commit() } catch { throw Self.cacheRefusal(error) }
            CachedValidators.save(validators, beside: cachedBundle, for: signature)
            return true
        }
    }

    /// The refusal for a cache that cannot take the bundle: local, so the
    /// file is fetched again at the next poll.
    private static func cacheRefusal(_ error: FileWriteError) -> BundleVetting.Refusal {
        BundleVetting.Refusal("the cache cannot take it: \(error.description)", isLocal: true)
    }
}
