@_spi(LocPackInternals) import LocPack

extension BundleWriter {
    /// The zstd dictionary the message chunks are compressed with, trained
    /// on the programs as chunks hold them (``MessageChunk/stored(_:)``; at
    /// most 8 MiB of them, taken evenly) and cut to the
    /// length that pays on these chunks (``DictionaryChoice``); nil when
    /// the options store payloads raw or no dictionary pays.
    static func dictionary(programs: [[[UInt8]?]], chunks: MessageChunks, options: Options) throws(CompilerError) -> [UInt8]? {
        guard options.compression == .zstd else { return nil }
        let samples = programs.flatMap { $0.compactMap { $0.map { Array(MessageChunk.stored($0).bytes) } } }
        let total = samples.reduce(0) { $0 + $1.count }
        let trained = ZstdCodec.trainDictionary(samples: DictionaryChoice.evenlySpaced(samples, budget: 8 << 20),
                                                capacity: max(1024, min(112 << 10, total / 8)))
        return try DictionaryChoice.best(trained: trained, chunks: chunks.raw.flatMap { $0 }, level: options.level)
    }

    /// Every locale's message chunks, raw, and how many keys each holds.
    struct MessageChunks {
        /// By locale: keys per chunk (the last chunk may hold fewer).
        let keysPerChunk: [Int]
        /// By locale, then chunk: ``MessageChunk/raw(_:)`` of each run of keys.
        let raw: [[RawMessageChunk]]
    }

    /// `programs` (by locale, then key id) cut into raw message chunks: a
    /// locale whose programs fit ``wholeLocaleBytes`` is one chunk; the
    /// others are cut into chunks of ``keysPerChunk(programBytes:keyCount:localeCount:)``
    /// keys.
    static func messageChunks(programs: [[[UInt8]?]], keyCount: Int) -> MessageChunks {
        let localeBytes = programs.map { locale in locale.reduce(0) { $0 + ($1.map { MessageChunk.stored($0).bytes.count } ?? 0) } }
        let shared = keysPerChunk(programBytes: localeBytes.reduce(0, +), keyCount: keyCount, localeCount: programs.count)
        let perLocale = localeBytes.map { keysPerChunk(localeBytes: $0, keyCount: keyCount, shared: shared) }
        let raw = zip(programs, perLocale).map { locale, perChunk in
            stride(from: 0, to: keyCount, by: perChunk).map { first in
                MessageChunk.raw(locale[first..<min(keyCount, first + perChunk)])
            }
        }
        return MessageChunks(keysPerChunk: perLocale, raw: raw)
    }

    /// Keys per chunk of a locale whose programs take `localeBytes`: all
    /// of its `keyCount` keys in one chunk (the smallest power of two that
    /// holds them) when the locale with its keys' ends fits
    /// ``wholeLocaleBytes``, else the bundle's `shared` count. One chunk
    /// compresses better than several (zstd sees the whole locale, and
    /// each stored chunk costs a frame and its checksum); a first render
    /// still decodes one chunk, of at most ``wholeLocaleBytes``.
    static func keysPerChunk(localeBytes: Int, keyCount: Int, shared: Int) -> Int {
        guard localeBytes + BundleFormat.programEndSize * keyCount <= wholeLocaleBytes else { return shared }
        var keys = 16
        while keys < keyCount, keys < BundleFormat.maximumKeysPerChunk { keys *= 2 }
        return keys >= keyCount ? max(keys, shared) : shared
    }

    /// The largest locale (programs and their ends, raw) kept in one chunk.
    static let wholeLocaleBytes = 64 << 10

    /// Where a locale's plural rule programs and number symbols record lie
    /// in the strings section.
    struct LocaleTables {
        let cardinal: StringReference
        let ordinal: StringReference
        let symbols: StringReference
        /// Whether the head names the symbols record's length (a compact
        /// record, format 2.18 on).
        let symbolsLengthInHead: Bool
    }

    /// Adds each locale's plural rule programs and number symbols record to
    /// the strings section, each stored once however many locales share
    /// it; in locale order. The symbols records are compact unless
    /// `fixedSlotSymbols` (``Options/fixedSlotNumberSymbols``).
    static func addLocaleTables(_ locales: BundleLocales, fixedSlotSymbols: Bool, strings: inout StringPool) -> [LocaleTables] {
        locales.names.map { name in
            let locale = locales.rulesLocale(of: name)
            let symbols = NumberSymbolsCatalog.symbols(forLocale: locale)
            return LocaleTables(cardinal: strings.add(bytes: PluralRuleCatalog.program(forLocale: locale, ordinal: false)),
                                ordinal: strings.add(bytes: PluralRuleCatalog.program(forLocale: locale, ordinal: true)),
                                symbols: strings.add(bytes: fixedSlotSymbols ? symbols.fixedSlotRecord : symbols.record),
                                symbolsLengthInHead: !fixedSlotSymbols)
        }
    }

    /// One payload per locale, in locale order: `chunks`, each compressed
    /// with `dictionary` as the options say, and where its `tables` lie.
    static func payloads(chunks: MessageChunks, keyCount: Int, tables: [LocaleTables], dictionary: [UInt8]?,
                         options: Options) throws(CompilerError) -> [[UInt8]] {
        let compressor = options.compression == .zstd ? try ZstdCompressor(level: options.level, dictionary: dictionary) : nil
        var payloads: [[UInt8]] = []
        for (l, tables) in tables.enumerated() {
            var stored: [MessageChunk] = []
            for raw in chunks.raw[l] { stored.append(try MessageChunk(raw: raw, compressor: compressor)) }
            payloads.append(payload(tables: tables, keyCount: keyCount, keysPerChunk: chunks.keysPerChunk[l], chunks: stored))
        }
        return payloads
    }

    /// Keys per message chunk: a power of two giving chunks of about
    /// ``targetChunkBytes`` raw on average, so a first render decodes tens
    /// of kilobytes, not a locale. A chunk is sized by the keys it can
    /// really hold: when twice the keys would be all of them and still fit
    /// the target, a locale is one chunk, not a full one and a small rest
    /// (each chunk stored costs a frame, a checksum and its own start).
    static func keysPerChunk(programBytes: Int, keyCount: Int, localeCount: Int) -> Int {
        let perKey = max(1, programBytes / max(1, keyCount * localeCount)) + BundleFormat.programEndSize
        var keys = 16
        while keys < BundleFormat.maximumKeysPerChunk, keys < keyCount, min(keys * 2, keyCount) * perKey <= targetChunkBytes {
            keys *= 2
        }
        return keys
    }

    /// The raw size a message chunk aims at.
    static let targetChunkBytes = 16 << 10

    /// A locale payload: the head (header naming where the locale's
    /// `tables` lie in the strings section, their checksum, the chunk
    /// directory), then the chunks, each at an 8-byte aligned offset.
    /// Checksums are left zero for ``BundleSealer``.
    private static func payload(tables: LocaleTables, keyCount: Int, keysPerChunk: Int, chunks: [MessageChunk]) -> [UInt8] {
        var out = ByteWriter(zeros: BundleFormat.payloadHeaderSize)
        func align(_ boundary: Int) { while out.count % boundary != 0 { out.append(0) } }
        let P = BundleFormat.Payload.self
        out.set(u32: P.magic, at: 0)
        out.set(u32: UInt32(keyCount), at: P.keyCount)
        out.set(u32: UInt32(keysPerChunk), at: P.keysPerChunk)
        out.set(u32: UInt32(chunks.count), at: P.chunkCount)
        out.set(u32: tables.cardinal.offset, at: P.cardinalRules)
        out.set(u32: tables.cardinal.length, at: P.cardinalRulesLength)
        out.set(u32: tables.ordinal.offset, at: P.ordinalRules)
        out.set(u32: tables.ordinal.length, at: P.ordinalRulesLength)
        out.set(u32: tables.symbols.offset, at: P.numberSymbols)
        if tables.symbolsLengthInHead { out.set(u32: tables.symbols.length, at: P.numberSymbolsLength) }
        _ = out.appendZeros(P.tablesChecksumEnd - P.tablesChecksum)
        out.set(u32: UInt32(out.count), at: P.chunkDirectory)
        out.append(contentsOf: chunkDirectory(chunks))
        align(8)
        out.set(u32: UInt32(out.count), at: P.chunkData)
        for chunk in chunks {
            out.append(contentsOf: chunk.stored)
            align(8)
        }
        return out.bytes
    }

    /// A payload's chunk directory: one ``ChunkRecord`` per chunk, each
    /// chunk 8-byte aligned after the one before; checksums zero.
    private static func chunkDirectory(_ chunks: [MessageChunk]) -> [UInt8] {
        var directory = ByteWriter()
        var offset = 0
        for chunk in chunks {
            ChunkRecord(offset: UInt32(offset), storedLength: UInt32(chunk.stored.count), rawLength: UInt32(chunk.rawLength),
                        compression: chunk.compression, checksum: 0).write(to: &directory)
            offset += chunk.alignedStoredLength
        }
        return directory.bytes
    }
}
