import LocPack

/// A growable buffer of little-endian bytes: the one place the compiler
/// turns integers into the bytes the runtime reads back through `ByteView`
/// (`Specs/bundle-format.md`, `Specs/programs.md`, `Specs/plural-rules.md`).
///
/// Appends grow the buffer; `set` patches a field appended earlier, for an
/// offset or a length known only once what follows it is written. Like
/// `ByteView`'s, the reads check their range and return nil outside it, so
/// code that walks bytes it did not write (``BundleSealer``) stays safe on
/// hostile input. A `set` outside the bytes is a bug in the caller's layout
/// and traps.
struct ByteWriter {
    /// The bytes written so far.
    private(set) var bytes: [UInt8]

    /// An empty writer.
    init() {
        bytes = []
    }

    /// A writer that goes on from `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A writer holding `count` zero bytes: a fixed-size record whose fields
    /// are then `set`.
    init(zeros count: Int) {
        bytes = [UInt8](repeating: 0, count: count)
    }

    /// The number of bytes written.
    var count: Int { bytes.count }

    /// Makes room for `capacity` bytes in all, so appends up to it do not
    /// reallocate.
    mutating func reserveCapacity(_ capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    // MARK: Appending

    /// Appends one byte (spelled as `Array.append(_:)`, so code that built a
    /// `[UInt8]` byte by byte reads the same on a writer).
    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends `value` as 2 bytes, little-endian.
    mutating func append(u16 value: UInt16) {
        appendLittleEndian(value)
    }

    /// Appends `value` as 4 bytes, little-endian.
    mutating func append(u32 value: UInt32) {
        appendLittleEndian(value)
    }

    /// Appends `value` as 8 bytes, little-endian.
    mutating func append(u64 value: UInt64) {
        appendLittleEndian(value)
    }

    /// Appends `source` as it is.
    mutating func append(contentsOf source: some Sequence<UInt8>) {
        bytes.append(contentsOf: source)
    }

    /// Appends `count` zero bytes, a fixed-size header or record whose
    /// fields are then `set`; returns the offset of its first byte.
    mutating func appendZeros(_ count: Int) -> Int {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: count))
        return start
    }

    /// Appends the bytes of `value`, least significant first.
    private mutating func appendLittleEndian(_ value: some FixedWidthInteger) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    // MARK: Patching

    /// Writes the byte `value` over the byte at `offset`.
    mutating func set(u8 value: UInt8, at offset: Int) {
        setLittleEndian(value, at: offset)
    }

    /// Writes `value` as 2 bytes, little-endian, over the bytes at `offset`.
    mutating func set(u16 value: UInt16, at offset: Int) {
        setLittleEndian(value, at: offset)
    }

    /// Writes `value` as 4 bytes, little-endian, over the bytes at `offset`.
    mutating func set(u32 value: UInt32, at offset: Int) {
        setLittleEndian(value, at: offset)
    }

    /// Writes `value` as 8 bytes, little-endian, over the bytes at `offset`.
    mutating func set(u64 value: UInt64, at offset: Int) {
        setLittleEndian(value, at: offset)
    }

    /// Writes `source` over the bytes at `offset`.
    mutating func set(contentsOf source: some Collection<UInt8>, at offset: Int) {
        precondition(contains(offset: offset, length: source.count), "ByteWriter.set outside the bytes")
        bytes.replaceSubrange(offset..<(offset + source.count), with: source)
    }

    /// Writes the bytes of `value`, least significant first, at `offset`.
    private mutating func setLittleEndian<T: FixedWidthInteger>(_ value: T, at offset: Int) {
        precondition(contains(offset: offset, length: MemoryLayout<T>.size), "ByteWriter.set outside the bytes")
        bytes.withUnsafeMutableBytes { $0.storeBytes(of: value.littleEndian, toByteOffset: offset, as: T.self) }
    }

    // MARK: Reading

    /// Whether `length` bytes starting at `offset` lie inside the bytes.
    func contains(offset: Int, length: Int) -> Bool {
        offset >= 0 && length >= 0 && offset <= count && length <= count - offset
    }

    /// The 2-byte little-endian number at `offset`, or nil when it does not
    /// lie inside the bytes.
    func u16(at offset: Int) -> UInt16? {
        littleEndian(at: offset)
    }

    /// The 4-byte little-endian number at `offset`, or nil when it does not
    /// lie inside the bytes.
    func u32(at offset: Int) -> UInt32? {
        littleEndian(at: offset)
    }

    /// The 8-byte little-endian number at `offset`, or nil when it does not
    /// lie inside the bytes.
    func u64(at offset: Int) -> UInt64? {
        littleEndian(at: offset)
    }

    /// The little-endian `T` at `offset`, or nil outside the bytes.
    private func littleEndian<T: FixedWidthInteger>(at offset: Int) -> T? {
        guard contains(offset: offset, length: MemoryLayout<T>.size) else { return nil }
        return bytes.withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self)) }
    }
}

/// The bundle records the runtime defines (`LocaleRecord`, `KeyRecord`, …)
/// write themselves into a `ByteWriter`, beside the reads they mirror.
extension ByteWriter: RecordWriter {}
