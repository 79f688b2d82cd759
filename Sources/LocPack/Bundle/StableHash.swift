/// The hash used for key lookup and section checksums: stable across
/// processes, platforms and Swift versions (unlike `Hasher`), and fast on
/// short keys. Its exact definition is in `Specs/bundle-format.md`.
package enum StableHash {
    @usableFromInline static let multiplier: UInt64 = 0x9FB2_1C65_1E98_DF25
    @usableFromInline static let initial: UInt64 = 0x6A09_E667_F3BC_C908

    /// Hashes `bytes`, chained onto `seed` (0 to start).
    @inlinable
    public static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        finalize(absorb(bytes, from: 0, into: start(bytes.count, seed: seed)))
    }

    /// The four-lane hash of format 2.3's checksums (`Specs/bundle-format.md`,
    /// "The hash"): the same mix, over four independent words at a time, so
    /// a long input hashes about four times as fast (one lane's multiply need
    /// not wait for another's); inputs shorter than one 32-byte block hash
    /// exactly as ``hash(_:seed:)``.
    @inlinable
    public static func wideHash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        let n = bytes.count
        var h = start(n, seed: seed)
        guard n >= wideBlock, let base = bytes.baseAddress else { return finalize(absorb(bytes, from: 0, into: h)) }
        var lane0 = h, lane1 = h ^ 1, lane2 = h ^ 2, lane3 = h ^ 3
        var i = 0
        while i &+ wideBlock <= n {
            lane0 = mixWord(lane0, word(base, i))
            lane1 = mixWord(lane1, word(base, i &+ 8))
            lane2 = mixWord(lane2, word(base, i &+ 16))
            lane3 = mixWord(lane3, word(base, i &+ 24))
            i &+= wideBlock
        }
        h = mixWord(mixWord(mixWord(mixWord(h, lane0), lane1), lane2), lane3)
        return finalize(absorb(bytes, from: i, into: h))
    }

    /// The bytes ``wideHash(_:seed:)`` takes four words at a time.
    @usableFromInline static let wideBlock = 32

    /// The state before any byte: the count and the seed folded in.
    @inlinable @inline(__always)
    static func start(_ count: Int, seed: UInt64) -> UInt64 {
        initial ^ seed ^ (UInt64(truncatingIfNeeded: count) &* multiplier)
    }

    /// The little-endian word at `offset`.
    @inlinable @inline(__always)
    static func word(_ base: UnsafeRawPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// `h` with the bytes from `offset` on mixed in one word at a time; a
    /// last partial word is zero-extended.
    @inlinable @inline(__always)
    static func absorb(_ bytes: UnsafeRawBufferPointer, from offset: Int, into state: UInt64) -> UInt64 {
        var h = state
        let n = bytes.count
        var i = offset
        guard let base = bytes.baseAddress else { return h }
        while i &+ 8 <= n {
            h = mixWord(h, word(base, i))
            i &+= 8
        }
        if i < n {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while i < n {
                tail |= UInt64(base.load(fromByteOffset: i, as: UInt8.self)) << shift
                shift &+= 8
                i &+= 1
            }
            h = mixWord(h, tail)
        }
        return h
    }

    @inlinable @inline(__always)
    static func mixWord(_ h: UInt64, _ word: UInt64) -> UInt64 {
        let x = (h ^ word) &* multiplier
        return (x << 27 | x >> 37) &+ (x >> 31)
    }

    @inlinable @inline(__always)
    static func finalize(_ value: UInt64) -> UInt64 {
        var h = value
        h ^= h >> 32
        h &*= 0xD6E8_FEB8_6659_FD93
        h ^= h >> 32
        return h
    }

    /// The hash of a key in a table, as the key index stores it: the key's
    /// bytes hashed with the table name's hash as seed.
    @inlinable
    public static func keyHash(table: UnsafeRawBufferPointer, key: UnsafeRawBufferPointer) -> UInt64 {
        hash(key, seed: hash(table))
    }
}
