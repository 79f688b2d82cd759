import Synchronization

/// A bundle's ``BundleLocaleTags``, worked out on first use and then shared
/// by every thread. A request that names a bundle locale exactly (the
/// common case: `pl` for a bundle with `pl`) never needs them, and packing
/// every locale name cost about 700 instructions a locale at open (29,000
/// for the 40-locale benchmark corpus).
final class LazyLocaleTags: @unchecked Sendable {
    private let layout: BundleLayout
    /// nil until the tags are made; then the one published copy, freed with
    /// the catalog.
    private let published = Atomic<UnsafeMutablePointer<BundleLocaleTags>?>(nil)

    /// Tags for the locale names of `layout`, made when first asked for.
    init(layout: BundleLayout) {
        self.layout = layout
    }

    deinit {
        if let tags = published.load(ordering: .acquiring) {
            tags.deinitialize(count: 1)
            tags.deallocate()
        }
    }

    /// The bundle locale for a request (``BundleLocaleTags/match(_:)``).
    func match(_ request: PackedLocaleTag) -> Int? {
        tags.pointee.match(request)
    }

    /// The published tags, made by the first caller. Two threads may both
    /// make them; the first to publish wins and the other frees its copy.
    private var tags: UnsafeMutablePointer<BundleLocaleTags> {
        if let tags = published.load(ordering: .acquiring) { return tags }
        let made = UnsafeMutablePointer<BundleLocaleTags>.allocate(capacity: 1)
        made.initialize(to: BundleLocaleTags(layout: layout))
        let (won, current) = published.compareExchange(expected: nil, desired: made, ordering: .acquiringAndReleasing)
        if won { return made }
        made.deinitialize(count: 1)
        made.deallocate()
        return current.unsafelyUnwrapped
    }
}
