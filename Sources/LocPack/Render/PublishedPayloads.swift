import Synchronization

/// The address of each locale's validated payload once its slot has one,
/// or 0: what a render reads — one atomic load, no reference counting —
/// before falling back to the locale's ``PayloadSlot``.
struct PublishedPayloads: @unchecked Sendable {
    private let addresses: UnsafeMutablePointer<Atomic<Int>>
    private let count: Int

    init(count: Int) {
        self.count = count
        addresses = .allocate(capacity: max(count, 1))
        for i in 0..<count { (addresses + i).initialize(to: Atomic(0)) }
    }

    /// The published payload of `locale`, or nil when it has none yet.
    @inline(__always)
    func payload(_ locale: Int) -> UnsafePointer<LocalePayload>? {
        UnsafePointer(bitPattern: addresses[locale].load(ordering: .acquiring))
    }

    /// Publishes `payload` (whose storage never moves) for `locale`.
    func publish(_ payload: UnsafePointer<LocalePayload>, for locale: Int) {
        addresses[locale].store(Int(bitPattern: payload), ordering: .releasing)
    }

    /// Frees the table; called once, by the owning catalog's `deinit`.
    func release() {
        addresses.deinitialize(count: count)
        addresses.deallocate()
    }
}
