import LocPack

/// One message chunk of a locale payload (`Specs/bundle-format.md`,
/// "Message chunks"): the programs of a run of consecutive key ids, stored
/// as one zstd frame (or as is when compression does not pay).
struct MessageChunk {
    /// The bytes as stored in the payload.
    let stored: [UInt8]
    /// The size once decoded.
    let rawLength: Int
    /// How ``stored`` is encoded.
    let compression: BundleFormat.Compression

    /// The bytes the chunk takes in its payload: stored, then padded to 8.
    var alignedStoredLength: Int { (stored.count + 7) & ~7 }

    /// The raw chunk: one u32 end per key (the end of its program in the
    /// program area, ``BundleFormat/absentProgram`` set when the locale has
    /// none), then the programs back to back.
    static func raw(_ programs: ArraySlice<[UInt8]?>) -> [UInt8] {
        var ends = ByteWriter()
        var area: [UInt8] = []
        for program in programs {
            if let program { area += program }
            ends.append(u32: UInt32(area.count) | (program == nil ? BundleFormat.absentProgram : 0))
        }
        return ends.bytes + area
    }

    /// Encodes `raw` with `compressor` (stored as is without one), keeping
    /// it as is where a frame would not be smaller or would claim more than
    /// a reader accepts.
    init(raw: [UInt8], compressor: ZstdCompressor?) throws(CompilerError) {
        rawLength = raw.count
        guard let compressor else {
            (stored, self.compression) = (raw, .none)
            return
        }
        let packed = try compressor.compress(raw)
        if packed.count < raw.count, BundleFormat.plausibleCompression(rawLength: raw.count, storedLength: packed.count) {
            (stored, self.compression) = (packed, compressor.usesDictionary ? .zstdDictionary : .zstd)
        } else {
            (stored, self.compression) = (raw, .none)
        }
    }
}
