/// The hash used for key lookup and section checksums: stable across
/// processes, platforms and Swift versions (unlike `Hasher`), and fast on
/// short keys. Its exact definition is in `Specs/bundle-format.md`.
package enum StableHash {
    @usableFromInline static let multiplier: UInt64 = 0x9FB2_1C65_1E98_DF25
    @usableFromInline static let initial: UInt64 = 0x6A09_E667_F3BC_C908

    /// Hashes `bytes`, chained onto `seed` (0 to start).
    @inlinable
    public static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        var h = initial ^ seed ^ (UInt64(truncatingIfNeeded: bytes.count) &* multiplier)
        let n = bytes.count
        var i = 0
        if let base = bytes.baseAddress {
            while i &+ 8 <= n {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                h = mixWord(h, word)
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
        }
        return finalize(h)
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
