import Synchronization

/// One locale's payload, its head validated: plural rules, number symbols
/// and the directory of its message chunks, each chunk verified and decoded
/// on its first use (`Specs/bundle-format.md`, "Locale payload").
@usableFromInline
struct LocalePayload: @unchecked Sendable {
    @usableFromInline let cardinal: PluralRules
    @usableFromInline let ordinal: PluralRules
    let symbols: NumberSymbols
    /// The symbols as the lean decimal writer reads them.
    let leanSymbols: LeanNumberSymbols
    let keyCount: Int
    /// log2 of the keys per chunk.
    let chunkShift: Int
    let chunkCount: Int
    let directory: ByteView
    let chunkData: ByteView
    /// Whether compressed chunks hold program lengths where their ends go
    /// (format 2.16 on, ``BundleFormat/lengthCodedChunksMinorVersion``).
    let lengthCoded: Bool
    /// Whether a chunk's ends may carry ``BundleFormat/plainTextProgram``
    /// (format 2.17 on, ``BundleFormat/plainTextProgramsMinorVersion``).
    let plainTexts: Bool
    /// Per chunk: 0 not decoded yet, 1 corrupt, else the address of its raw
    /// bytes (8-aligned), plus ``ownedTag`` when the payload allocated them.
    let chunkStates: UnsafeMutablePointer<Atomic<Int>>
    /// Marks a chunk state whose bytes were decompressed into a buffer of
    /// the payload's own (freed by ``release()``, which must not read the
    /// file: the mapping may be gone by then).
    static let ownedTag = 2

    /// What looking up a key's program found.
    enum Lookup {
        /// The key's program.
        case program(ByteView)
        /// The key's message is this one run of text (format 2.17 on): its
        /// bytes stand for a program of one text instruction.
        case text(ByteView)
        case absent
        case corrupt
    }

    /// Reads and validates a payload's head. `section` is the whole stored
    /// section, `checksum` the section table's checksum of its head, hashed
    /// as `algorithm` says; `tables` the strings section where the head's
    /// plural rules and number symbols lie (format 2.15 on), or nil where
    /// they lie in the head; `lengthCoded` whether compressed chunks hold
    /// program lengths in place of ends (format 2.16 on); `plainTexts`
    /// whether ends may flag a run of text stored alone (format 2.17 on);
    /// `compactSymbols` whether the number symbols record is compact, its
    /// length in the head (format 2.18 on).
    init(section: ByteView, checksum: UInt64, algorithm: BundleChecksum.Algorithm, keyCount: Int, tables: VerifiedRegions?,
         lengthCoded: Bool, plainTexts: Bool, compactSymbols: Bool, path: String, locale: String) throws(CatalogError) {
        let P = BundleFormat.Payload.self
        func fail(_ what: String) -> CatalogError {
            CatalogError(.corrupt, "\(path): locale \(locale): \(what)")
        }
        guard section.count >= BundleFormat.payloadHeaderSize, section.u32(0) == P.magic else {
            throw fail("the section is not a locale payload")
        }
        guard let head = section.slice(offset: 0, length: Int(section.u32(P.chunkData)!)),
              head.count >= BundleFormat.payloadHeaderSize else { throw fail("the payload head lies outside the section") }
        guard BundleChecksum.section(head.buffer, algorithm) == checksum else {
            throw CatalogError(.checksumMismatch, "\(path): locale \(locale): checksum mismatch in the payload head")
        }
        guard Int(head.u32(P.keyCount)!) == keyCount else { throw fail("the section is for \(head.u32(P.keyCount)!) keys, the bundle has \(keyCount)") }
        let perChunk = Int(head.u32(P.keysPerChunk)!), chunkCount = Int(head.u32(P.chunkCount)!)
        guard perChunk > 0, perChunk <= BundleFormat.maximumKeysPerChunk, perChunk & (perChunk - 1) == 0,
              chunkCount == (keyCount + perChunk - 1) / perChunk else {
            throw fail("the payload splits \(keyCount) keys into \(chunkCount) chunks of \(perChunk)")
        }
        guard let directory = head.slice(offset: Int(head.u32(P.chunkDirectory)!), length: chunkCount * BundleFormat.chunkRecordSize)
        else { throw fail("the chunk directory lies outside the payload head") }
        /// A table the head names: in the strings section (format 2.15 on,
        /// verified below by the head's checksum of the three), or in the head.
        func table(_ offset: Int, length: Int) -> ByteView? {
            (tables?.view ?? head).slice(offset: offset, length: length)
        }
        guard let cardinalBytes = table(Int(head.u32(P.cardinalRules)!), length: Int(head.u32(P.cardinalRulesLength)!)),
              let ordinalBytes = table(Int(head.u32(P.ordinalRules)!), length: Int(head.u32(P.ordinalRulesLength)!)),
              let symbolBytes = table(Int(head.u32(P.numberSymbols)!),
                                      length: compactSymbols ? Int(head.u32(P.numberSymbolsLength)!) : BundleFormat.numberSymbolsRecordSize)
        else { throw fail(tables == nil ? "a table lies outside the payload head" : "a table lies outside the strings section") }
        if tables != nil {
            guard head.count >= P.tablesChecksumEnd,
                  head.u64(P.tablesChecksum) == BundleChecksum.localeTables(cardinal: cardinalBytes.buffer, ordinal: ordinalBytes.buffer,
                                                                             symbols: symbolBytes.buffer, algorithm)
            else {
                throw CatalogError(.checksumMismatch, "\(path): locale \(locale): checksum mismatch in its plural rules or number symbols")
            }
        }
        guard PluralRules.validate(cardinalBytes.buffer), PluralRules.validate(ordinalBytes.buffer) else {
            throw fail("the plural rule program is invalid")
        }
        guard symbolBytes.count <= BundleFormat.numberSymbolsRecordSize,
              let symbols = NumberSymbols(record: symbolBytes.buffer, compact: compactSymbols) else { throw fail("the number symbols record is invalid") }
        let chunkData = section.slice(offset: head.count, length: section.count - head.count)!
        for c in 0..<chunkCount {
            let record = ChunkRecord(index: c, in: directory)!
            guard chunkData.contains(offset: Int(record.offset), length: Int(record.storedLength)), record.compressionMethod != nil
            else { throw fail("chunk \(c) lies outside the section or has an unknown compression") }
        }
        cardinal = PluralRules(unchecked: cardinalBytes.buffer)
        ordinal = PluralRules(unchecked: ordinalBytes.buffer)
        self.symbols = symbols
        leanSymbols = LeanNumberSymbols(symbols)
        self.keyCount = keyCount
        chunkShift = perChunk.trailingZeroBitCount
        self.chunkCount = chunkCount
        self.directory = directory
        self.chunkData = chunkData
        self.lengthCoded = lengthCoded
        self.plainTexts = plainTexts
        chunkStates = .allocate(capacity: max(chunkCount, 1))
        for c in 0..<chunkCount { (chunkStates + c).initialize(to: Atomic(0)) }
    }

    /// Frees the decoded chunks and the chunk states; the payload is not
    /// used afterwards.
    func release() {
        for c in 0..<chunkCount {
            let bits = chunkStates[c].load(ordering: .acquiring)
            if bits > 1, bits & Self.ownedTag != 0 { UnsafeMutableRawPointer(bitPattern: bits & ~7)?.deallocate() }
        }
        chunkStates.deinitialize(count: chunkCount)
        chunkStates.deallocate()
    }

    /// The instructions of key `id`'s program (or its text, when the
    /// message is one run of text stored alone), whether the locale has
    /// none, or whether its chunk is corrupt. Static on a pointer, reading only the
    /// fields it needs, so a render never copies the payload.
    @inline(__always)
    static func program(in payload: UnsafePointer<LocalePayload>, forKey id: Int, decoder: ChunkDecoder) -> Lookup {
        let shift = payload.pointee.chunkShift
        let c = id &>> shift
        guard id >= 0, c < payload.pointee.chunkCount else { return .absent }
        var bits = payload.pointee.chunkStates[c].load(ordering: .acquiring)
        if bits <= 1 {
            bits = bits == 0 ? payload.pointee.loadChunk(c, decoder: decoder) : 1
            if bits == 1 { return .corrupt }
        }
        return program(in: payload, forKey: id, chunk: c, state: bits)
    }

    /// Key `id`'s program or text, or that the locale has none, when its chunk is
    /// decoded already; nil when the chunk is not decoded yet or is corrupt,
    /// and when `id` is out of range. Makes no call: the render path that
    /// has no stack frame uses it.
    @inline(__always)
    static func decodedProgram(in payload: UnsafePointer<LocalePayload>, forKey id: Int) -> Lookup? {
        let c = id &>> payload.pointee.chunkShift
        guard id >= 0, c < payload.pointee.chunkCount else { return nil }
        let bits = payload.pointee.chunkStates[c].load(ordering: .acquiring)
        guard bits > 1 else { return nil }
        return program(in: payload, forKey: id, chunk: c, state: bits)
    }

    /// Key `id`'s program or text in its chunk `c`, whose state `bits` says
    /// it is decoded, or that the locale has none.
    @inline(__always)
    private static func program(in payload: UnsafePointer<LocalePayload>, forKey id: Int, chunk c: Int, state bits: Int) -> Lookup {
        // A published chunk is 8-byte aligned and its ends table was checked
        // when it was decoded (``decodeChunk``: each end at or after the one
        // before, inside the program area), so these reads need no bounds checks.
        let shift = payload.pointee.chunkShift
        let chunk = UnsafeRawPointer(bitPattern: bits & ~7).unsafelyUnwrapped
        let i = id & ((1 &<< shift) &- 1)
        let endBits = UInt32(littleEndian: chunk.load(fromByteOffset: i &* 4, as: UInt32.self))
        let start = i == 0 ? 0
            : Int(UInt32(littleEndian: chunk.load(fromByteOffset: (i &- 1) &* 4, as: UInt32.self)) & ~BundleFormat.programEndFlags)
        let count = Swift.min(1 &<< shift, payload.pointee.keyCount &- (c &<< shift))
        let area = chunk + count &* 4
        // Below the lowest flag: a program, and the bits are its end (one compare for both flags).
        if endBits < BundleFormat.plainTextProgram { return .program(ByteView(base: area + start, count: Int(endBits) &- start)) }
        if endBits & BundleFormat.absentProgram != 0 { return .absent }
        return .text(ByteView(base: area + start, count: Int(endBits & ~BundleFormat.plainTextProgram) &- start))
    }

    /// The number of keys chunk `c` holds (the last may hold fewer).
    func keys(inChunk c: Int) -> Int {
        min(1 << chunkShift, keyCount - (c << chunkShift))
    }

    /// The directory record of chunk `c` (one of the ``chunkCount``: the
    /// directory's range and each record's compression were checked when
    /// the head was read).
    func record(ofChunk c: Int) -> ChunkRecord {
        ChunkRecord(index: c, in: directory)!
    }

    func rawLength(ofChunk c: Int) -> Int {
        Int(record(ofChunk: c).rawLength)
    }

    func compression(ofChunk c: Int) -> BundleFormat.Compression {
        record(ofChunk: c).compressionMethod!
    }

    /// Verifies, decodes and validates chunk `c`, publishing the result;
    /// returns the chunk's state (1 when corrupt).
    @inline(never)
    private func loadChunk(_ c: Int, decoder: ChunkDecoder) -> Int {
        try? prepareChunk(c, decoder: decoder, locale: "")
        return chunkStates[c].load(ordering: .acquiring)
    }

    /// Decodes chunk `c` unless that is done, and keeps it for renders;
    /// throws what is wrong with it when it is corrupt.
    func prepareChunk(_ c: Int, decoder: ChunkDecoder, locale: String) throws(CatalogError) {
        guard chunkStates[c].load(ordering: .acquiring) <= 1 else { return }
        var made = 1
        var owned: UnsafeMutableRawPointer? = nil
        var failure: CatalogError? = nil
        do throws(CatalogError) {
            let (view, buffer) = try decodeChunk(c, decoder: decoder, locale: locale)
            made = Int(bitPattern: view.base) | (buffer == nil ? 0 : Self.ownedTag)
            owned = buffer
        } catch {
            failure = error
        }
        let (won, _) = chunkStates[c].compareExchange(expected: 0, desired: made, ordering: .acquiringAndReleasing)
        if !won { owned?.deallocate() }
        if let failure { throw failure }
    }

    /// Chunk `c` verified and decoded, its ends table checked (each end at
    /// or after the one before, inside the program area; an absent key adds
    /// no bytes and is no text; before format 2.17 no end is flagged as a
    /// text); a compressed chunk's lengths (format 2.16 on) turned into
    /// ends in its buffer first. The buffer is the caller's when the chunk
    /// was compressed.
    private func decodeChunk(_ c: Int, decoder: ChunkDecoder, locale: String) throws(CatalogError) -> (ByteView, UnsafeMutableRawPointer?) {
        let directoryRecord = record(ofChunk: c)
        let stored = chunkData.slice(offset: Int(directoryRecord.offset), length: Int(directoryRecord.storedLength))!
        let what = "message chunk \(c) of locale \(locale)"
        let (view, owned) = try decoder.decode(stored, rawLength: Int(directoryRecord.rawLength),
                                               compression: directoryRecord.compressionMethod!,
                                               checksum: directoryRecord.checksum, what: what)
        let count = keys(inChunk: c)
        var valid = view.count >= count * 4 && Int(bitPattern: view.base) > 7 && Int(bitPattern: view.base) & 7 == 0
        // Lengths become ends in the chunk's own buffer; a chunk used in place keeps its ends.
        let lengths = lengthCoded ? owned : nil
        // The flag a text stored alone carries where the version has it (0: none, the same as no flag).
        let textFlag = plainTexts ? BundleFormat.plainTextProgram : 0
        var previous = 0
        let area = view.count - count * 4
        if valid, let ends = view.base {
            for i in 0..<count {
                // Inside the view: it holds at least `count` ends.
                let bits = UInt32(littleEndian: ends.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
                let flags = bits & BundleFormat.programEndFlags
                let field = Int(bits & ~BundleFormat.programEndFlags)
                // Two 30-bit numbers: the sum cannot overflow an Int.
                let end = lengths == nil ? field : previous &+ field
                // A program, or a text stored alone, inside the area; an absent key adds no bytes.
                guard end >= previous, end <= area,
                      flags == 0 || flags == textFlag || (flags == BundleFormat.absentProgram && end == previous)
                else {
                    valid = false
                    break
                }
                lengths?.storeBytes(of: (UInt32(truncatingIfNeeded: end) | flags).littleEndian, toByteOffset: i &* 4, as: UInt32.self)
                previous = end
            }
        }
        guard valid else {
            owned?.deallocate()
            throw CatalogError(.corrupt, "\(decoder.path): \(what) has an invalid program table")
        }
        return (view, owned)
    }
}
