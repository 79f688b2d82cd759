/// One record of a locale payload's chunk directory
/// (`Specs/bundle-format.md`, "Locale payload"): where a message chunk's
/// stored bytes lie, how they decode, and their checksum.
///
/// ``BundleFormat/chunkRecordSize`` bytes at the ``BundleFormat/ChunkField``
/// offsets; the reader (`LocalePayload`) and the writer (`BundleWriter`)
/// go through this type alone, so the two cannot disagree (`BundleSealer`
/// fills in the checksum at the same offset).
package struct ChunkRecord: Equatable, Sendable {
    /// The offset of the stored chunk from the payload's chunk data.
    package var offset: UInt32
    /// The number of stored bytes.
    package var storedLength: UInt32
    /// The number of bytes once decoded.
    package var rawLength: UInt32
    /// How the stored bytes are encoded: a ``BundleFormat/Compression``
    /// raw value, which a corrupt record may not name.
    package var compression: UInt32
    /// `BundleChecksum.section(_:_:)` of the stored bytes (zero until the
    /// bundle is sealed).
    package var checksum: UInt64

    /// A record with these fields.
    package init(offset: UInt32, storedLength: UInt32, rawLength: UInt32, compression: BundleFormat.Compression,
                 checksum: UInt64) {
        self.offset = offset
        self.storedLength = storedLength
        self.rawLength = rawLength
        self.compression = compression.rawValue
        self.checksum = checksum
    }

    /// Reads the record `record` holds (its ``BundleFormat/chunkRecordSize``
    /// bytes).
    init(reading record: ByteView) {
        typealias F = BundleFormat.ChunkField
        offset = record.u32(F.offset)!
        storedLength = record.u32(F.storedLength)!
        rawLength = record.u32(F.rawLength)!
        compression = record.u32(F.compression)!
        checksum = record.u64(F.checksum)!
    }

    /// Appends the record to `out`.
    package func write(to out: inout some RecordWriter) {
        typealias F = BundleFormat.ChunkField
        let at = out.appendZeros(BundleFormat.chunkRecordSize)
        out.set(u32: offset, at: at + F.offset)
        out.set(u32: storedLength, at: at + F.storedLength)
        out.set(u32: rawLength, at: at + F.rawLength)
        out.set(u32: compression, at: at + F.compression)
        out.set(u64: checksum, at: at + F.checksum)
    }

    /// The method ``compression`` names, or nil when it names none.
    var compressionMethod: BundleFormat.Compression? {
        BundleFormat.Compression(rawValue: compression)
    }

    /// Reads record `index` of the chunk directory `directory`; nil when it
    /// lies outside.
    init?(index: Int, in directory: ByteView) {
        guard let record = directory.slice(offset: index * BundleFormat.chunkRecordSize, length: BundleFormat.chunkRecordSize)
        else { return nil }
        self.init(reading: record)
    }
}
