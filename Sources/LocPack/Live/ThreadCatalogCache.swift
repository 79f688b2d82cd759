#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one thread remembers about one ``ReloadingCatalog``: the catalog it
/// last used, with a strong reference, and that catalog's generation. The
/// owning thread reads and writes it without synchronization; other threads
/// touch it only under the registry's lock while no render can run (see
/// ``ThreadCatalogCache``).
@usableFromInline
struct ThreadCatalogRecord {
    /// The generation of ``catalog``; 0 when there is none.
    @usableFromInline var generation: UInt64
    /// The catalog, with a strong reference owned by the record.
    @usableFromInline var catalog: Unmanaged<Catalog>?
    /// How many `withCatalog` calls are running on this thread; the record
    /// may change its catalog only at depth 0.
    @usableFromInline var depth: Int
    /// The registry, with a strong reference owned by the record.
    let registry: Unmanaged<ThreadCatalogRegistry>
}

/// The records of one ``ReloadingCatalog`` on every thread that used it, so
/// that the catalog, when it goes, can drop the references they hold.
final class ThreadCatalogRegistry: Sendable {
    /// Addresses of live records.
    let records = PosixLock<Set<UInt>>([])
}

/// A per-thread cache of the current catalog, so the render path costs an
/// atomic load of the generation and a thread-local lookup, and touches no
/// reference count shared with other threads.
///
/// Each instance owns a POSIX thread-specific key whose value on a thread is
/// that thread's ``ThreadCatalogRecord``. The key's destructor frees the
/// record (and its catalog reference) when the thread exits. When the cache
/// itself goes, it deletes the key and releases the catalogs of all records
/// still registered; the records themselves (a few words each) are freed by
/// their thread's exit if the system still runs the destructor, and leak
/// otherwise. If the process runs out of keys, ``record`` is always nil and
/// every render takes the slower path that retains the catalog itself.
@usableFromInline
final class ThreadCatalogCache: @unchecked Sendable {
    // `key` is written once in `init`; the registry is Sendable.
    @usableFromInline let key: pthread_key_t
    @usableFromInline let hasKey: Bool
    let registry = ThreadCatalogRegistry()

    init() {
        var key = pthread_key_t()
        hasKey = pthread_key_create(&key, { raw in destroyThreadCatalogRecord(raw) }) == 0
        self.key = key
    }

    /// This thread's record, or nil before its first use on this thread.
    @inlinable
    var record: UnsafeMutablePointer<ThreadCatalogRecord>? {
        guard hasKey, let raw = pthread_getspecific(key) else { return nil }
        return raw.assumingMemoryBound(to: ThreadCatalogRecord.self)
    }

    /// Creates this thread's record; nil when there is no key.
    func makeRecord() -> UnsafeMutablePointer<ThreadCatalogRecord>? {
        guard hasKey else { return nil }
        let record = UnsafeMutablePointer<ThreadCatalogRecord>.allocate(capacity: 1)
        record.initialize(to: ThreadCatalogRecord(generation: 0, catalog: nil, depth: 0, registry: .passRetained(registry)))
        registry.records.withLock { _ = $0.insert(UInt(bitPattern: record)) }
        guard pthread_setspecific(key, record) == 0 else {
            registry.records.withLock { _ = $0.remove(UInt(bitPattern: record)) }
            record.pointee.registry.release()
            record.deinitialize(count: 1)
            record.deallocate()
            return nil
        }
        return record
    }

    deinit {
        guard hasKey else { return }
        pthread_key_delete(key)
        registry.records.withLock { records in
            for address in records {
                let record = UnsafeMutablePointer<ThreadCatalogRecord>(bitPattern: address).unsafelyUnwrapped
                record.pointee.catalog?.release()
                record.pointee.catalog = nil
                record.pointee.generation = 0
            }
        }
    }
}

/// The thread-specific key's destructor: runs on a thread that exits with a
/// record, frees the record and what it holds.
private func destroyThreadCatalogRecord(_ raw: UnsafeMutableRawPointer?) {
    guard let record = raw?.assumingMemoryBound(to: ThreadCatalogRecord.self) else { return }
    let registry = record.pointee.registry
    registry._withUnsafeGuaranteedRef { registry in
        registry.records.withLock { records in
            _ = records.remove(UInt(bitPattern: record))
            record.pointee.catalog?.release()
            record.pointee.catalog = nil
        }
    }
    record.deinitialize(count: 1)
    record.deallocate()
    registry.release()
}
