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

    /// The raw chunk of `programs` (nil: the locale has no message for
    /// that key). A program that is one run of text is stored as the text
    /// alone, flagged ``BundleFormat/plainTextProgram`` (format 2.17).
    static func raw(_ programs: ArraySlice<[UInt8]?>) -> RawMessageChunk {
        var ends = ByteWriter()
        var area: [UInt8] = []
        for program in programs {
            var flags = BundleFormat.absentProgram
            if let program {
                let stored = stored(program)
                area += stored.bytes
                flags = stored.isText ? BundleFormat.plainTextProgram : 0
            }
            ends.append(u32: UInt32(area.count) | flags)
        }
        return RawMessageChunk(bytes: ends.bytes + area, keys: programs.count)
    }

    /// The bytes a chunk holds for `program`: its text alone when it is one
    /// text instruction (format 2.17), else the program.
    static func stored(_ program: [UInt8]) -> (bytes: ArraySlice<UInt8>, isText: Bool) {
        let header = ProgramFormat.textHeaderSize
        let isText = program.withUnsafeBytes { ProgramFormat.plainText($0) != nil }
        return isText ? (program[header...], true) : (program[...], false)
    }

    /// Encodes `raw` with `compressor` (stored as is without one), keeping
    /// it as is where a frame would not be smaller or would claim more than
    /// a reader accepts. A frame holds ``RawMessageChunk/lengthCoded``,
    /// which decodes to as many bytes as the raw chunk.
    init(raw: RawMessageChunk, compressor: ZstdCompressor?) throws(CompilerError) {
        rawLength = raw.bytes.count
        guard let compressor else {
            (stored, self.compression) = (raw.bytes, .none)
            return
        }
        let packed = try compressor.compress(raw.lengthCoded)
        if packed.count < raw.bytes.count, BundleFormat.plausibleCompression(rawLength: raw.bytes.count, storedLength: packed.count) {
            (stored, self.compression) = (packed, compressor.usesDictionary ? .zstdDictionary : .zstd)
        } else {
            (stored, self.compression) = (raw.bytes, .none)
        }
    }
}

/// A message chunk as a reader uses it: one u32 end per key (the end of
/// its program in the program area, ``BundleFormat/absentProgram`` set
/// when the locale has none, ``BundleFormat/plainTextProgram`` when the
/// bytes are a text stored alone), then the programs back to back.
struct RawMessageChunk {
    /// The ends, then the program area.
    let bytes: [UInt8]
    /// How many keys the chunk holds (its ends).
    let keys: Int

    /// The bytes a compressed chunk's frame holds (format 2.16 on,
    /// ``BundleFormat/lengthCodedChunksMinorVersion``): each end replaced by
    /// its program's length, with its flags, then the same program
    /// area. Lengths repeat where ends only grow, so zstd stores them in
    /// fewer bytes.
    var lengthCoded: [UInt8] {
        var out = ByteWriter(bytes)
        var previous: UInt32 = 0
        for i in 0..<keys {
            let bits = out.u32(at: i * 4)!
            let end = bits & ~BundleFormat.programEndFlags
            out.set(u32: (end - previous) | (bits & BundleFormat.programEndFlags), at: i * 4)
            previous = end
        }
        return out.bytes
    }
}
