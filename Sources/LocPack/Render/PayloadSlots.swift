/// Each locale's ``PayloadSlot``, made the first time the locale is used:
/// a catalog of 40 locales made 40 slots at open (two allocations each)
/// for the one or two a process renders from. A slot, once made, lives as
/// long as the catalog, so its payload storage never moves.
struct PayloadSlots: @unchecked Sendable {
    /// Retained `PayloadSlot` references (opaque addresses), or 0.
    private let table: AtomicAddressTable

    init(count: Int) {
        table = AtomicAddressTable(count: count)
    }

    /// The slot of `locale`, made now if it has none. Two threads may both
    /// make one; the first to set it wins and the other's is dropped.
    func slot(_ locale: Int) -> PayloadSlot {
        Self.slot(at: table.address(locale, orMake: { Int(bitPattern: Unmanaged.passRetained(PayloadSlot()).toOpaque()) },
                                    discard: { Self.release(at: $0) }))
    }

    /// The slot of `locale` if it has been made.
    func existingSlot(_ locale: Int) -> PayloadSlot? {
        let address = table.load(locale)
        return address == 0 ? nil : Self.slot(at: address)
    }

    /// Releases every slot made, then the table; called once, by the owning
    /// catalog's `deinit`.
    func release() {
        for locale in 0..<table.count where table.load(locale) != 0 { Self.release(at: table.load(locale)) }
        table.release()
    }

    /// Releases the slot retained at `address`.
    private static func release(at address: Int) {
        Unmanaged<PayloadSlot>.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped).release()
    }

    private static func slot(at address: Int) -> PayloadSlot {
        Unmanaged<PayloadSlot>.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped).takeUnretainedValue()
    }
}
