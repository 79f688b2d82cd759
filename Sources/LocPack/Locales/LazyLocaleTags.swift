import Synchronization

/// A bundle's ``BundleLocaleTags``, worked out on first use and then shared
/// by every thread. A request that names a bundle locale exactly (the
/// common case: `pl` for a bundle with `pl`) never needs them, and packing
/// every locale name cost about 700 instructions a locale at open (29,000
/// for the 40-locale benchmark corpus).
final class LazyLocaleTags: @unchecked Sendable {
    private let layout: BundleLayout
    /// 0 until the tags are made; then the address of the one published
    /// copy, freed with the catalog.
    private let published = Atomic<Int>(0)

    /// Tags for the locale names of `layout`, made when first asked for.
    init(layout: BundleLayout) {
        self.layout = layout
    }

    deinit {
        Self.free(published.load(ordering: .acquiring))
    }

    /// The bundle locale for a request (``BundleLocaleTags/match(_:)``).
    func match(_ request: PackedLocaleTag) -> Int? {
        tags.pointee.match(request)
    }

    /// The published tags, made by the first caller
    /// (``Atomic/publishOnce(make:discard:)``).
    private var tags: UnsafeMutablePointer<BundleLocaleTags> {
        let address = published.publishOnce(make: {
            let made = UnsafeMutablePointer<BundleLocaleTags>.allocate(capacity: 1)
            made.initialize(to: BundleLocaleTags(layout: layout))
            return Int(bitPattern: made)
        }, discard: Self.free)
        return UnsafeMutablePointer(bitPattern: address).unsafelyUnwrapped
    }

    /// Frees the tags at `address` (nothing when 0).
    private static func free(_ address: Int) {
        guard let tags = UnsafeMutablePointer<BundleLocaleTags>(bitPattern: address) else { return }
        tags.deinitialize(count: 1)
        tags.deallocate()
    }
}
