/// The address of each locale's validated payload once its slot has one,
/// or 0: what a render reads — one atomic load, no reference counting —
/// before falling back to the locale's ``PayloadSlot``.
struct PublishedPayloads: @unchecked Sendable {
    private let table: AtomicAddressTable

    init(count: Int) {
        table = AtomicAddressTable(count: count)
    }

    /// The published payload of `locale`, or nil when it has none yet.
    @inline(__always)
    func payload(_ locale: Int) -> UnsafePointer<LocalePayload>? {
        UnsafePointer(bitPattern: table.load(locale))
    }

    /// Publishes `payload` (whose storage never moves) for `locale`.
    func publish(_ payload: UnsafePointer<LocalePayload>, for locale: Int) {
        table.store(Int(bitPattern: payload), at: locale)
    }

    /// Frees the table; called once, by the owning catalog's `deinit`.
    func release() {
        table.release()
    }
}
