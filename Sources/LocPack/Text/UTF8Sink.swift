/// A writer of UTF-8 bytes into storage the caller owns.
///
/// A sink never allocates and never writes past its capacity. When the text
/// does not fit, it keeps counting, so ``requiredCount`` tells the caller how
/// large a buffer the whole text needs; ``didOverflow`` reports the truncation.
public struct UTF8Sink {
    @usableFromInline let base: UnsafeMutablePointer<UInt8>?
    @usableFromInline let capacity: Int
    /// The number of bytes the text needs so far, including any that did not fit.
    @usableFromInline var needed: Int

    /// The number of bytes the text needs so far, including any that did not fit.
    @inlinable public var requiredCount: Int { needed }

    /// Creates a sink that writes into `buffer`, starting at its first byte.
    @inlinable
    public init(_ buffer: UnsafeMutableRawBufferPointer) {
        self.base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self)
        self.capacity = buffer.count
        self.needed = 0
    }

    /// The number of bytes actually stored in the buffer.
    @inlinable
    public var writtenCount: Int { min(needed, capacity) }

    /// Whether some of the text did not fit into the buffer.
    @inlinable
    public var didOverflow: Bool { needed > capacity }

    /// Appends one byte.
    @inlinable
    public mutating func append(_ byte: UInt8) {
        if needed < capacity { base.unsafelyUnwrapped[needed] = byte }
        needed &+= 1
    }

    /// Appends the three bytes `bytes` holds, lowest first (a UTF-8
    /// sequence of three bytes), with two stores when there is room.
    @inlinable @inline(__always)
    mutating func appendThree(_ bytes: UInt32) {
        if capacity &- needed >= 3 {
            let destination = UnsafeMutableRawPointer(base.unsafelyUnwrapped + needed)
            destination.storeBytes(of: UInt16(truncatingIfNeeded: bytes), as: UInt16.self)
            destination.storeBytes(of: UInt8(truncatingIfNeeded: bytes &>> 16), toByteOffset: 2, as: UInt8.self)
            needed &+= 3
        } else {
            append(UInt8(truncatingIfNeeded: bytes))
            append(UInt8(truncatingIfNeeded: bytes &>> 8))
            append(UInt8(truncatingIfNeeded: bytes &>> 16))
        }
    }

    /// Appends two bytes, `pair` as loaded from memory holding them (so
    /// stored back in the same order on any byte order), with one store
    /// when both fit, and returns true; otherwise writes and counts nothing
    /// and returns false.
    @inlinable @inline(__always)
    mutating func appendPairIfRoom(_ pair: UInt16) -> Bool {
        guard capacity &- needed >= 2 else { return false }
        UnsafeMutableRawPointer(base.unsafelyUnwrapped + needed).storeBytes(of: pair, as: UInt16.self)
        needed &+= 2
        return true
    }

    /// Appends a run of bytes.
    @inlinable
    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        appendInlined(bytes)
    }

    /// ``append(_:)-(UnsafeRawBufferPointer)``, always inlined: for the
    /// one-copy paths (a plain message), where a call costs as much as the copy.
    /// The interpreter calls `append`, whose many call sites stay calls.
    @inlinable @inline(__always)
    mutating func appendInlined(_ bytes: UnsafeRawBufferPointer) {
        let n = bytes.count
        guard n > 0 else { return }
        let room = capacity &- needed
        if room > 0, let src = bytes.baseAddress {
            let destination = UnsafeMutableRawPointer(base.unsafelyUnwrapped + needed)
            if n <= room, n >= 4, n <= 32 {
                Self.copyShort(from: src, to: destination, count: n)
            } else if n <= room, n < 4 {
                Self.copyTiny(from: src, to: destination, count: n)
            } else {
                destination.copyMemory(from: src, byteCount: min(room, n))
            }
        }
        needed &+= n
    }

    /// Appends `bytes` when they fit in the room left and are at most
    /// ``shortCopyLimit`` bytes long, with a few moves and no call, and
    /// returns true; otherwise writes and counts nothing and returns false.
    /// For the render path that must make no call at all.
    @inlinable @inline(__always)
    mutating func appendShortIfRoom(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let n = bytes.count
        guard n <= Self.shortCopyLimit, n <= capacity &- needed else { return false }
        if n > 0 {
            let destination = UnsafeMutableRawPointer(base.unsafelyUnwrapped + needed)
            let source = bytes.baseAddress.unsafelyUnwrapped
            if n >= 4 {
                Self.copyShort(from: source, to: destination, count: n)
            } else {
                Self.copyTiny(from: source, to: destination, count: n)
            }
        }
        needed &+= n
        return true
    }

    /// The longest run ``appendShortIfRoom(_:)`` copies, and
    /// ``copyShort(from:to:count:)`` at most.
    @usableFromInline static var shortCopyLimit: Int { 32 }

    /// Copies 1…3 bytes without a call: the first, the middle and the last
    /// (some the same).
    @inlinable @inline(__always)
    static func copyTiny(from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, count n: Int) {
        assert(n >= 1 && n <= 3)
        destination.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
        destination.storeBytes(of: source.load(fromByteOffset: n &>> 1, as: UInt8.self), toByteOffset: n &>> 1, as: UInt8.self)
        destination.storeBytes(of: source.load(fromByteOffset: n &- 1, as: UInt8.self), toByteOffset: n &- 1, as: UInt8.self)
    }

    /// Copies 4…32 bytes with a few word moves instead of a `memmove` call,
    /// which costs more than the copy for the short texts most messages
    /// are. The words overlap where the count is not a multiple of their
    /// size; every byte read lies in the source and every byte written in
    /// the destination's first `count` bytes.
    @inlinable @inline(__always)
    static func copyShort(from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, count n: Int) {
        assert(n >= 4 && n <= 32)
        if n >= 16 {
            let a = source.loadUnaligned(as: UInt64.self), b = source.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let c = source.loadUnaligned(fromByteOffset: n &- 16, as: UInt64.self)
            let d = source.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
            destination.storeBytes(of: a, as: UInt64.self)
            destination.storeBytes(of: b, toByteOffset: 8, as: UInt64.self)
            destination.storeBytes(of: c, toByteOffset: n &- 16, as: UInt64.self)
            destination.storeBytes(of: d, toByteOffset: n &- 8, as: UInt64.self)
        } else if n >= 8 {
            let a = source.loadUnaligned(as: UInt64.self), b = source.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
            destination.storeBytes(of: a, as: UInt64.self)
            destination.storeBytes(of: b, toByteOffset: n &- 8, as: UInt64.self)
        } else {
            let a = source.loadUnaligned(as: UInt32.self), b = source.loadUnaligned(fromByteOffset: n &- 4, as: UInt32.self)
            destination.storeBytes(of: a, as: UInt32.self)
            destination.storeBytes(of: b, toByteOffset: n &- 4, as: UInt32.self)
        }
    }

    /// Appends `count` copies of `byte`.
    @inlinable
    public mutating func append(repeating byte: UInt8, count: Int) {
        guard count > 0 else { return }
        let room = capacity &- needed
        if room > 0 { (base.unsafelyUnwrapped + needed).update(repeating: byte, count: min(room, count)) }
        needed &+= count
    }

    /// Appends the UTF-8 encoding of a Unicode scalar.
    @inlinable
    public mutating func append(scalar: Unicode.Scalar) {
        let v = scalar.value
        if v < 0x80 {
            append(UInt8(v))
        } else if v < 0x800 {
            append(UInt8(0xC0 | (v >> 6))); append(UInt8(0x80 | (v & 0x3F)))
        } else if v < 0x1_0000 {
            append(UInt8(0xE0 | (v >> 12))); append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            append(UInt8(0x80 | (v & 0x3F)))
        } else {
            append(UInt8(0xF0 | (v >> 18))); append(UInt8(0x80 | ((v >> 12) & 0x3F)))
            append(UInt8(0x80 | ((v >> 6) & 0x3F))); append(UInt8(0x80 | (v & 0x3F)))
        }
    }

    /// Appends the UTF-8 bytes of a string without copying it to the heap
    /// (native Swift strings expose their storage directly).
    @inlinable
    public mutating func append(_ string: String) {
        var s = string
        s.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }
}
