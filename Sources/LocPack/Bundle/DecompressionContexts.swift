import CZstd
import Synchronization

/// Spare zstd decompression contexts, kept between decodes: one spare, taken
/// with an atomic exchange and put back with a compare-and-exchange.
///
/// Initializing a `ZSTD_DCtx` (96 KB) runs zstd's CPU feature detection,
/// three `CPUID` instructions, which a virtual machine traps: 20–24 µs on
/// the machine the benchmarks run on, as much as decompressing two 8 KB
/// chunks. ``shared`` is the process's: only the first decode of a process
/// pays that, not each catalog a reload or another bundle opens. A spare
/// keeps no state between frames (every decode starts its frame afresh,
/// with or without a dictionary). The shared spare is never freed: 96 KB for
/// the process's life.
final class DecompressionContexts: @unchecked Sendable {
    /// The process's contexts, which every catalog uses.
    static let shared = DecompressionContexts()

    /// 0, or the spare `ZSTD_DCtx` pointer.
    private let spare = Atomic<Int>(0)
    private let made = Atomic<Int>(0)

    /// How many contexts ``take()`` has had to make.
    var contextsMade: Int { made.load(ordering: .relaxed) }

    deinit {
        let bits = spare.load(ordering: .acquiring)
        if bits != 0 { ZSTD_freeDCtx(OpaquePointer(bitPattern: bits)) }
    }

    /// The spare context, or a new one when another thread holds it; nil
    /// when zstd cannot make one.
    func take() -> OpaquePointer? {
        let bits = spare.exchange(0, ordering: .acquiringAndReleasing)
        if bits != 0 { return OpaquePointer(bitPattern: bits) }
        made.add(1, ordering: .relaxed)
        return ZSTD_createDCtx()
    }

    /// Keeps `context` as the spare, or frees it when there is one already.
    func putBack(_ context: OpaquePointer) {
        let bits = Int(bitPattern: UnsafeRawPointer(context))
        let (kept, _) = spare.compareExchange(expected: 0, desired: bits, ordering: .acquiringAndReleasing)
        if !kept { ZSTD_freeDCtx(context) }
    }
}
