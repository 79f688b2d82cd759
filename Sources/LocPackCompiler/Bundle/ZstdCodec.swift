import CZstd

/// zstd compression and dictionary training for bundle sections.
enum ZstdCodec {
    /// Trains a dictionary on `samples` and returns its content alone; nil
    /// when zstd cannot make one from them (too few or too small), in which
    /// case sections are compressed without a dictionary. Deterministic for
    /// the same samples.
    ///
    /// The trained dictionary's header (magic, id and entropy tables) is
    /// dropped: zstd then takes the bytes as raw content, so a reader's
    /// first decoded chunk does not build the dictionary's Huffman and FSE
    /// tables (about 60,000 instructions), each frame carrying its own
    /// instead. On the default benchmark corpus this made the zstd bundle
    /// 0.5% smaller and a first render 20% cheaper (`Specs/benchmarks.md`).
    static func trainDictionary(samples: [[UInt8]], capacity: Int) -> [UInt8]? {
        let usable = samples.filter { $0.count >= 8 }
        guard usable.count >= 16, capacity >= 1024 else { return nil }
        let joined = usable.flatMap { $0 }
        let sizes = usable.map { Int($0.count) }
        var dictionary = [UInt8](repeating: 0, count: capacity)
        let written = dictionary.withUnsafeMutableBytes { dict in
            joined.withUnsafeBytes { data in
                sizes.withUnsafeBufferPointer { sizes in
                    ZDICT_trainFromBuffer(dict.baseAddress, dict.count, data.baseAddress, sizes.baseAddress, UInt32(sizes.count))
                }
            }
        }
        guard ZDICT_isError(written) == 0, written > 0 else { return nil }
        let header = dictionary.withUnsafeBytes { ZDICT_getDictHeaderSize($0.baseAddress, written) }
        guard ZDICT_isError(header) == 0, header < written else { return nil }
        let content = Array(dictionary[header..<written])
        // Content that begins with the dictionary magic would be read as a
        // structured dictionary: keep the header then.
        return content.starts(with: dictionaryMagic) ? Array(dictionary.prefix(written)) : content
    }

    /// zstd's structured-dictionary magic number, 0xEC30A437, as stored.
    static let dictionaryMagic: [UInt8] = [0x37, 0xA4, 0x30, 0xEC]
}

/// Compresses a bundle's message chunks: one zstd context, and the
/// bundle's dictionary digested once for all of them (loading it into the
/// context for each chunk re-digested it every time, which grows with the
/// dictionary's size).
final class ZstdCompressor {
    private let context: OpaquePointer
    private let digestedDictionary: OpaquePointer?
    /// Whether frames are made with the bundle's dictionary.
    let usesDictionary: Bool

    /// A compressor at `level`, with `dictionary` when there is one.
    /// A failure is a ``CompilerError`` of kind ``CompilerError/Kind/packing``.
    init(level: Int32, dictionary: [UInt8]?) throws(CompilerError) {
        guard let context = ZSTD_createCCtx() else { throw CompilerError(.packing, "zstd could not create a compression context") }
        self.context = context
        digestedDictionary = dictionary.flatMap { bytes in bytes.withUnsafeBytes { ZSTD_createCDict($0.baseAddress, $0.count, level) } }
        usesDictionary = digestedDictionary != nil
        // Every stored property is set: a throw from here on runs `deinit`,
        // which frees the context (freeing it here too would free it twice).
        if dictionary != nil, digestedDictionary == nil {
            throw CompilerError(.packing, "zstd could not digest the bundle's dictionary")
        }
        try Self.check(ZSTD_CCtx_setParameter(context, ZSTD_c_compressionLevel, level))
        try Self.check(ZSTD_CCtx_setParameter(context, ZSTD_c_checksumFlag, 1))
        try Self.check(ZSTD_CCtx_setParameter(context, ZSTD_c_contentSizeFlag, 1))
        if let digestedDictionary { try Self.check(ZSTD_CCtx_refCDict(context, digestedDictionary)) }
    }

    deinit {
        ZSTD_freeCCtx(context)
        if let digestedDictionary { ZSTD_freeCDict(digestedDictionary) }
    }

    /// Compresses `bytes` into one zstd frame that records its content size
    /// and carries zstd's content checksum (which the reader requires of a
    /// compressed chunk: it proves the decoded bytes, dictionary included).
    func compress(_ bytes: [UInt8]) throws(CompilerError) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: ZSTD_compressBound(bytes.count))
        let written = out.withUnsafeMutableBytes { dst in
            bytes.withUnsafeBytes { src in ZSTD_compress2(context, dst.baseAddress, dst.count, src.baseAddress, src.count) }
        }
        try Self.check(written)
        return Array(out.prefix(written))
    }

    private static func check(_ result: Int) throws(CompilerError) {
        guard ZSTD_isError(result) == 0 else {
            throw CompilerError(.packing, "zstd compression failed: \(String(cString: ZSTD_getErrorName(result)))")
        }
    }
}
