#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The current catalog of a ``ReloadingCatalog``, published to readers that
/// take no lock: a strong reference stored as the bits of an
/// `Unmanaged<Catalog>` in an atomic word, and a generation number bumped
/// after each swap.
///
/// A reader that wants its own reference (``retainCurrent()``) *pins* the
/// cell while it loads the pointer and retains it; the writer, after
/// swapping the pointer, waits until no reader is pinned before dropping the
/// old reference. A reader that loaded the old pointer was pinned before the
/// swap (all four operations are sequentially consistent), so it has
/// retained the old catalog by the time the writer releases it: the old
/// catalog lives until that reader lets go. Readers never wait; the writer
/// waits only for the few instructions between a reader's pin and unpin.
/// See `Specs/runtime-api.md`, "Reload and memory reclamation".
@usableFromInline
final class CatalogCell: Sendable {
    /// `Unmanaged<Catalog>` bits; the cell owns one strong reference.
    private let current: Atomic<UInt>
    /// Readers between loading ``current`` and retaining what they loaded.
    private let pins = Atomic<Int>(0)
    /// 1 for the first catalog, +1 after each swap (after ``current`` changed).
    @usableFromInline let generation = Atomic<UInt64>(1)

    init(_ catalog: Catalog) {
        current = Atomic(UInt(bitPattern: Unmanaged.passRetained(catalog).toOpaque()))
    }

    /// The current catalog with a strong reference the caller must release,
    /// and a generation that is not newer than that catalog.
    func retainCurrent() -> (catalog: Unmanaged<Catalog>, generation: UInt64) {
        pins.wrappingAdd(1, ordering: .sequentiallyConsistent)
        // Generation first: the catalog loaded next is at least as new.
        let generation = self.generation.load(ordering: .sequentiallyConsistent)
        let bits = current.load(ordering: .sequentiallyConsistent)
        let catalog = Unmanaged<Catalog>.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped).retain()
        pins.wrappingSubtract(1, ordering: .sequentiallyConsistent)
        return (catalog, generation)
    }

    /// Publishes `catalog` and drops the cell's reference to the previous one
    /// once no reader can still be retaining it. Returns the new generation.
    /// Callers serialize calls.
    func replace(with catalog: Catalog) -> UInt64 {
        let bits = UInt(bitPattern: Unmanaged.passRetained(catalog).toOpaque())
        let old = current.exchange(bits, ordering: .sequentiallyConsistent)
        let generation = self.generation.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
        while pins.load(ordering: .sequentiallyConsistent) != 0 { sched_yield() }
        Unmanaged<Catalog>.fromOpaque(UnsafeRawPointer(bitPattern: old).unsafelyUnwrapped).release()
        return generation
    }

    deinit {
        let bits = current.load(ordering: .sequentiallyConsistent)
        Unmanaged<Catalog>.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped).release()
    }
}
