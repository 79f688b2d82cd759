/// A bounds-checked, little-endian reader over bytes of a bundle (and one
/// unchecked read, `load(uncheckedAt:as:)`, for ranges a check has proved).
///
/// Every other read checks its range against the view first and returns `nil`
/// (or a failing `Bool`) when it does not fit, so a corrupt or hostile
/// bundle can never cause an out-of-bounds read.
@usableFromInline
struct ByteView: @unchecked Sendable {
    @usableFromInline let base: UnsafeRawPointer?
    @usableFromInline let count: Int

    @inlinable init(_ buffer: UnsafeRawBufferPointer) {
        base = buffer.baseAddress
        count = buffer.count
    }

    @inlinable init(base: UnsafeRawPointer?, count: Int) {
        self.base = base
        self.count = count
    }

    /// Whether `length` bytes starting at `offset` lie inside the view.
    @inlinable func contains(offset: Int, length: Int) -> Bool {
        offset >= 0 && length >= 0 && offset <= count && length <= count &- offset
    }

    @inlinable func u8(_ offset: Int) -> UInt8? {
        guard contains(offset: offset, length: 1) else { return nil }
        return base.unsafelyUnwrapped.load(fromByteOffset: offset, as: UInt8.self)
    }

    @inlinable func u16(_ offset: Int) -> UInt16? {
        guard contains(offset: offset, length: 2) else { return nil }
        return UInt16(littleEndian: base.unsafelyUnwrapped.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
    }

    @inlinable func u32(_ offset: Int) -> UInt32? {
        guard contains(offset: offset, length: 4) else { return nil }
        return UInt32(littleEndian: base.unsafelyUnwrapped.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    @inlinable func u64(_ offset: Int) -> UInt64? {
        guard contains(offset: offset, length: 8) else { return nil }
        return UInt64(littleEndian: base.unsafelyUnwrapped.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// Reads a `T` at `offset` with no bounds check. Only for an offset that
    /// lies inside a range a checked read has already proved to be in the
    /// view (``ChoiceLayout`` reads its table this way once it has checked
    /// the table's end).
    @inlinable @inline(__always)
    func load<T: FixedWidthInteger>(uncheckedAt offset: Int, as type: T.Type) -> T {
        assert(contains(offset: offset, length: MemoryLayout<T>.size))
        return T(littleEndian: base.unsafelyUnwrapped.loadUnaligned(fromByteOffset: offset, as: T.self))
    }

    /// The sub-view of `length` bytes at `offset`, or nil when out of range.
    @inlinable func slice(offset: Int, length: Int) -> ByteView? {
        guard contains(offset: offset, length: length) else { return nil }
        return ByteView(base: base.map { $0 + offset }, count: length)
    }

    /// The bytes as a raw buffer.
    @inlinable var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

    /// Whether the bytes at `offset` equal `other`.
    @inlinable func bytesEqual(offset: Int, _ other: UnsafeRawBufferPointer) -> Bool {
        guard contains(offset: offset, length: other.count) else { return false }
        if other.isEmpty { return true }
        return memcmpBytes(base.unsafelyUnwrapped + offset, other.baseAddress.unsafelyUnwrapped, other.count)
    }
}

@inlinable
func memcmpBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ n: Int) -> Bool {
    var i = 0
    while i &+ 8 <= n {
        if a.loadUnaligned(fromByteOffset: i, as: UInt64.self) != b.loadUnaligned(fromByteOffset: i, as: UInt64.self) { return false }
        i &+= 8
    }
    while i < n {
        if a.load(fromByteOffset: i, as: UInt8.self) != b.load(fromByteOffset: i, as: UInt8.self) { return false }
        i &+= 1
    }
    return true
}
