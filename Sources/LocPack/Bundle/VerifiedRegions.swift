import Synchronization

/// A section used in place from the mapping and verified region by region
/// (`Specs/bundle-format.md`, "Region checksums"): each
/// ``BundleFormat/regionSize``-byte region is hashed the first time a read
/// touches it, and remembered as good or bad, so opening a bundle costs no
/// hashing of its large tables and a lookup hashes at most the few regions
/// it reads.
///
/// Thread-safe: two threads may verify the same region at once; both reach
/// the same verdict.
final class VerifiedRegions: @unchecked Sendable {
    private enum Verdict: UInt8 { case unknown = 0, good = 1, bad = 2 }

    /// The section's bytes.
    let view: ByteView
    /// The expected checksums, one u64 per region.
    private let checksums: ByteView
    private let verdicts: UnsafeMutablePointer<Atomic<UInt8>>
    /// How the bundle's checksums hash.
    private let algorithm: BundleChecksum.Algorithm
    private let regionCount: Int

    /// Checks `view` against `checksums` (one u64 per region, as
    /// ``BundleChecksum/regionCount(length:)`` counts them, hashed as
    /// `algorithm` says).
    init?(view: ByteView, checksums: ByteView, algorithm: BundleChecksum.Algorithm) {
        let count = BundleChecksum.regionCount(length: view.count)
        guard checksums.count == count * 8 else { return nil }
        self.view = view
        self.checksums = checksums
        self.algorithm = algorithm
        regionCount = count
        verdicts = .allocate(capacity: max(count, 1))
        for region in 0..<count { (verdicts + region).initialize(to: Atomic(Verdict.unknown.rawValue)) }
    }

    deinit {
        verdicts.deinitialize(count: regionCount)
        verdicts.deallocate()
    }

    /// The `length` bytes at `offset`, once every region they touch is
    /// verified; nil when they lie outside the section or a region is corrupt.
    @inline(__always)
    func slice(offset: Int, length: Int) -> ByteView? {
        guard let bytes = view.slice(offset: offset, length: length), isVerified(offset: offset, length: length)
        else { return nil }
        return bytes
    }

    /// Whether the regions under `[offset, offset + length)` (which must lie
    /// inside the view) are all good, verifying those not yet seen. An empty
    /// range reads nothing and needs no region.
    @inline(__always)
    func isVerified(offset: Int, length: Int) -> Bool {
        if length == 0 { return true }
        let first = offset &>> Self.regionShift, last = (offset &+ length &- 1) &>> Self.regionShift
        if first == last, verdicts[first].load(ordering: .relaxed) == Verdict.good.rawValue { return true }
        return verifyRange(first, last)
    }

    /// log2 of ``BundleFormat/regionSize``.
    private static let regionShift = BundleFormat.regionSize.trailingZeroBitCount

    @inline(never)
    private func verifyRange(_ first: Int, _ last: Int) -> Bool {
        for region in first...last where !verify(region) { return false }
        return true
    }

    /// Verifies every region; false when one is corrupt.
    func verifyAll() -> Bool {
        (0..<regionCount).allSatisfy(verify)
    }

    @inline(never)
    private func verify(_ region: Int) -> Bool {
        guard region < regionCount else { return false }
        switch verdicts[region].load(ordering: .relaxed) {
        case Verdict.good.rawValue: return true
        case Verdict.bad.rawValue: return false
        default: break
        }
        let start = region * BundleFormat.regionSize
        let bytes = view.slice(offset: start, length: min(BundleFormat.regionSize, view.count - start))!
        let good = BundleChecksum.section(bytes.buffer, algorithm) == checksums.u64(region * 8)!
        verdicts[region].store(good ? Verdict.good.rawValue : Verdict.bad.rawValue, ordering: .relaxed)
        return good
    }
}
