/// How much of the trained dictionary a bundle keeps
/// (`Specs/bundle-format.md`, "Dictionary"): the length that makes the
/// dictionary and the compressed message chunks smallest together.
///
/// A dictionary is stored once, but a small bundle pays for all of it: on
/// a 733-key app the full 112 KiB cost more than it saved in the chunks.
/// zstd's trainer puts the content it finds most useful last, so the last
/// `n` bytes of the trained content serve as a smaller dictionary without
/// training again. Each candidate length, and no dictionary at all, is
/// tried on a sample of the chunks at the build's level; the estimate is
/// the candidate's length plus the sample's stored size scaled to all the
/// chunks.
enum DictionaryChoice {
    /// The lengths tried below the trained one.
    static let candidateLengths = [4 << 10, 8 << 10, 16 << 10, 32 << 10, 64 << 10]

    /// At most this many raw bytes of chunks are compressed per candidate.
    static let sampleBudget = 1 << 20

    /// The dictionary to compress `chunks` with: the suffix of `trained`
    /// (or nothing) whose estimated bundle share is smallest; the shorter
    /// one on a tie.
    static func best(trained: [UInt8]?, chunks: [RawMessageChunk], level: Int32) throws(CompilerError) -> [UInt8]? {
        guard let trained, !chunks.isEmpty else { return trained }
        let sample = evenlySpaced(chunks, budget: sampleBudget, size: \.bytes.count)
        let scale = Double(chunks.reduce(0) { $0 + $1.bytes.count }) / Double(max(1, sample.reduce(0) { $0 + $1.bytes.count }))
        var candidates: [[UInt8]?] = [nil]
        // A suffix that begins with zstd's dictionary magic would be read as a structured dictionary: not a candidate.
        candidates += candidateLengths.filter { $0 < trained.count }.map { Array(trained.suffix($0)) }
            .filter { !$0.starts(with: ZstdCodec.dictionaryMagic) }
        candidates.append(trained)
        var best: (dictionary: [UInt8]?, estimate: Double)?
        for candidate in candidates {
            // A candidate zstd cannot digest does not pay; the full dictionary failing still fails the build later.
            guard let compressor = try? ZstdCompressor(level: level, dictionary: candidate) else { continue }
            var stored = 0
            for raw in sample { stored += try MessageChunk(raw: raw, compressor: compressor).alignedStoredLength }
            let estimate = Double(candidate?.count ?? 0) + Double(stored) * scale
            if best == nil || estimate < best!.estimate { best = (candidate, estimate) }
        }
        return best?.dictionary
    }

    /// At most `budget` bytes of `items`, taken evenly across the list (all
    /// of them when they fit).
    static func evenlySpaced(_ items: [[UInt8]], budget: Int) -> [[UInt8]] {
        evenlySpaced(items, budget: budget, size: \.count)
    }

    /// At most `budget` bytes of `items`, each of `size(item)` bytes, taken
    /// evenly across the list (all of them when they fit).
    static func evenlySpaced<Item>(_ items: [Item], budget: Int, size: (Item) -> Int) -> [Item] {
        let total = items.reduce(0) { $0 + size($1) }
        guard total > budget, !items.isEmpty else { return items }
        let step = Double(total) / Double(budget)
        var out: [Item] = []
        var next = 0.0
        for (i, item) in items.enumerated() where Double(i) >= next {
            out.append(item)
            next += step
        }
        return out
    }
}
