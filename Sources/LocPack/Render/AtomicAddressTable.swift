import Synchronization

/// A fixed table of addresses, one per locale, each 0 until set and read
/// with one atomic load: the shared shape of ``PublishedPayloads`` (each
/// locale's validated payload) and ``PayloadSlots`` (each locale's slot,
/// made on first use). The owner frees the table once, with ``release()``.
struct AtomicAddressTable: @unchecked Sendable {
    private let addresses: UnsafeMutablePointer<Atomic<Int>>
    /// How many addresses the table holds.
    let count: Int

    /// A table of `count` zero addresses.
    init(count: Int) {
        self.count = count
        addresses = .allocate(capacity: max(count, 1))
        for i in 0..<count { (addresses + i).initialize(to: Atomic(0)) }
    }

    /// Address `i`, or 0 when it is not set (acquiring: what was written
    /// before it was set is seen).
    @inline(__always)
    func load(_ i: Int) -> Int {
        addresses[i].load(ordering: .acquiring)
    }

    /// Sets address `i` (releasing).
    func store(_ address: Int, at i: Int) {
        addresses[i].store(address, ordering: .releasing)
    }

    /// Address `i`; when it is not set, the one `make` returns, set unless
    /// another thread sets it first (``Atomic/publishOnce(make:discard:)``).
    func address(_ i: Int, orMake make: () -> Int, discard: (Int) -> Void) -> Int {
        addresses[i].publishOnce(make: make, discard: discard)
    }

    /// Frees the table; called once, by the owner's `deinit`.
    func release() {
        addresses.deinitialize(count: count)
        addresses.deallocate()
    }
}
