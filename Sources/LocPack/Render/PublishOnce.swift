import Synchronization

extension Atomic where Value == Int {
    /// The address this atomic holds; when it holds 0, the one `make`
    /// returns, published for every thread. Two threads may both make one:
    /// the first to publish wins, and the other hands what it made to
    /// `discard` and returns the winner's. The one home of "made on first
    /// use, first publisher wins" (locale tags, payload slots, the digested
    /// zstd dictionary).
    ///
    /// - Parameters:
    ///   - make: Makes the value; never returns 0.
    ///   - discard: Frees a value `make` made that lost the race.
    /// - Returns: The published value (acquiring: what its maker wrote
    ///   before publishing it is seen).
    @inline(__always)
    func publishOnce(make: () -> Int, discard: (Int) -> Void) -> Int {
        let current = load(ordering: .acquiring)
        if current != 0 { return current }
        let made = make()
        let (won, existing) = compareExchange(expected: 0, desired: made, ordering: .acquiringAndReleasing)
        if won { return made }
        discard(made)
        return existing
    }
}
