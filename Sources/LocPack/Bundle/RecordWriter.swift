/// Where a bundle record is written: the compiler's `ByteWriter`, the one
/// place the compiler turns integers into little-endian bytes.
///
/// The records (``LocaleRecord``, ``KeyRecord``, ``AliasRecord``,
/// ``KeyIndexSlot``, ``ChunkRecord``, …) are defined here, in the runtime,
/// each with its read from a `ByteView` and its `write(to:)` side by side
/// at the same ``BundleFormat`` field offsets; this protocol lets a record
/// write without the runtime owning a writer of its own.
package protocol RecordWriter {
    /// Appends `count` zero bytes and returns the offset of the first: a
    /// record whose fields are then set.
    mutating func appendZeros(_ count: Int) -> Int
    /// Writes `value` as 2 bytes, little-endian, over the bytes at `offset`.
    mutating func set(u16 value: UInt16, at offset: Int)
    /// Writes `value` as 4 bytes, little-endian, over the bytes at `offset`.
    mutating func set(u32 value: UInt32, at offset: Int)
    /// Writes `value` as 8 bytes, little-endian, over the bytes at `offset`.
    mutating func set(u64 value: UInt64, at offset: Int)
}
