@_spi(LocPackInternals) import LocPack

/// Packs a ``MessageCatalog`` into the bytes of a `.locpack` bundle
/// (`Specs/bundle-format.md`). The same catalog and options always give
/// the same bytes.
public struct BundleWriter {
    /// The format version this writer produces, as `Catalog.formatVersion`
    /// reports it ("2.3"): a tool that keeps bundles can tell one an older
    /// writer made.
    public static let formatVersion = "\(BundleFormat.majorVersion).\(BundleFormat.minorVersion)"

    /// How locale sections are stored.
    public enum Compression: String, Sendable, CaseIterable {
        /// zstd with a dictionary trained on the bundle's own programs.
        case zstd
        /// Raw, used in place from the mapping.
        case none
    }

    /// Packing options.
    public struct Options: Sendable {
        /// How locale sections are stored.
        public var compression: Compression
        /// zstd level (1…22).
        public var level: Int32
        /// Creates options.
        public init(compression: Compression = .zstd, level: Int32 = 19) {
            self.compression = compression
            self.level = level
        }
    }

    /// Packs `catalog` as it is. To build a bundle under the build policy
    /// (translations left out, literal text), as `locpack build` does, use
    /// ``BundleBuilder``.
    ///
    /// - Throws: ``CompilerError`` of kind ``CompilerError/Kind/packing``,
    ///   naming the key and locale where there is one.
    public static func pack(_ catalog: MessageCatalog, options: Options = Options()) throws(CompilerError) -> [UInt8] {
        var writer = BundleWriter(catalog: catalog, options: options)
        return try writer.assemble()
    }

    private let catalog: MessageCatalog
    private let options: Options
    private var strings = StringPool()

    private init(catalog: MessageCatalog, options: Options) {
        self.catalog = catalog
        self.options = options
    }

    private struct KeyRow {
        let key: String
        let table: String
        var messages: [String: Message]
        /// Where each locale's message was defined, for errors.
        var locations: [String: SourceLocation] = [:]
        /// The locales whose message came under a CLDR alias name (`iw` for `he`).
        var viaAlias: Set<String> = []
    }

    private mutating func assemble() throws(CompilerError) -> [UInt8] {
        // Keys, sorted by table then key bytes: the dense ids.
        var rowsByName: [String: KeyRow] = [:]
        for entry in catalog.entries {
            let name = entry.table + "\u{0}" + entry.key
            var row = rowsByName[name] ?? KeyRow(key: entry.key, table: entry.table, messages: [:])
            // Locale names go in with CLDR aliases replaced (`iw` → `he`); where
            // a key has text under both names, the current name's wins.
            for (locale, message) in entry.localizations.sorted(by: { $0.key < $1.key }) {
                let canonical = LocaleIdentifier.replacingAliases(locale)
                let isAlias = canonical != LocaleIdentifier.canonical(locale)
                if row.messages[canonical] != nil {
                    if isAlias && !row.viaAlias.contains(canonical) { continue }
                    guard !isAlias && row.viaAlias.contains(canonical) else {
                        throw CompilerError(.packing, "\(entry.location): key '\(entry.key)' has two messages for locale \(canonical)",
                                            at: entry.location)
                    }
                }
                row.messages[canonical] = message
                row.locations[canonical] = entry.location
                if isAlias { row.viaAlias.insert(canonical) } else { row.viaAlias.remove(canonical) }
            }
            rowsByName[name] = row
        }
        let rows = rowsByName.values.sorted {
            ($0.table.utf8.elementsEqual($1.table.utf8) ? Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8))
                : Array($0.table.utf8).lexicographicallyPrecedes(Array($1.table.utf8)))
        }
        let source = LocaleIdentifier.replacingAliases(catalog.sourceLanguage)
        var localeSet = Set(rows.flatMap { $0.messages.keys })
        localeSet.insert(source)
        let localeNames = localeSet.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        let localeIndex = Dictionary(uniqueKeysWithValues: localeNames.enumerated().map { ($1, $0) })

        // Names first, so the strings the reader verifies at open share the first region.
        let cldr = strings.add(CLDRPluralRules.cldrVersion)
        let localeNameReferences = localeNames.map { strings.add($0) }
        let available = Set(localeNames)
        let aliases = LocaleChains.aliases(available: available)
        let aliasNameReferences = aliases.map { strings.add($0.name) }

        // Programs, by locale and key id.
        var programs: [[[UInt8]?]] = []
        var samples: [[UInt8]] = []
        for locale in localeNames {
            var row: [[UInt8]?] = []
            for key in rows {
                guard let message = key.messages[locale] else {
                    row.append(nil)
                    continue
                }
                do { row.append(try ProgramEncoder.encode(message)) } catch {
                    let place = key.locations[locale].map { "\($0): " } ?? ""
                    throw CompilerError(.packing, "\(place)key '\(key.key)', locale \(locale): \(error.message)",
                                        at: key.locations[locale])
                }
                samples.append(row.last!!)
            }
            programs.append(row)
        }

        // Meta sections.
        var keyRecords = ByteWriter()
        var hashes: [UInt64] = []
        for row in rows {
            let key = strings.add(row.key), table = strings.add(row.table)
            keyRecords.append(u32: key.offset); keyRecords.append(u32: key.length)
            keyRecords.append(u32: table.offset); keyRecords.append(u32: table.length)
            let tableBytes = Array(row.table.utf8), keyBytes = Array(row.key.utf8)
            hashes.append(tableBytes.withUnsafeBytes { t in keyBytes.withUnsafeBytes { k in StableHash.keyHash(table: t, key: k) } })
        }
        let keyIndex = Self.keyIndex(hashes: hashes)

        var localeRecords = ByteWriter()
        var chains: [UInt32] = []
        let firstPayloadSection = 8  // strings, keys, key index, locales, aliases, dictionary, region checksums, fingerprint come first
        for (i, locale) in localeNames.enumerated() {
            let name = localeNameReferences[i]
            // A pseudo-locale (en-XA, ar-XB) is made from the source language and falls back to it alone.
            let chain = LocaleIdentifier.isPseudoLocale(locale) ? (locale == source ? [locale] : [locale, source])
                : LocaleChains.fallbackChain(of: locale, available: available, source: source)
            localeRecords.append(u32: name.offset); localeRecords.append(u32: name.length)
            localeRecords.append(u32: UInt32(firstPayloadSection + i))
            localeRecords.append(u32: UInt32(chains.count)); localeRecords.append(u32: UInt32(chain.count))
            localeRecords.append(u32: 0)
            chains += chain.map { UInt32(localeIndex[$0]!) }
        }
        for c in chains { localeRecords.append(u32: c) }

        var aliasRecords = ByteWriter()
        for (alias, name) in zip(aliases, aliasNameReferences) {
            aliasRecords.append(u32: name.offset); aliasRecords.append(u32: name.length)
            aliasRecords.append(u32: UInt32(localeIndex[alias.locale]!))
        }

        // Message chunks, compressed with a dictionary trained on the programs.
        var dictionary: [UInt8]? = nil
        if options.compression == .zstd {
            let total = samples.reduce(0) { $0 + $1.count }
            dictionary = ZstdCodec.trainDictionary(samples: Self.evenlySpaced(samples, budget: 8 << 20),
                                                   capacity: max(1024, min(112 << 10, total / 8)))
        }
        let keysPerChunk = Self.keysPerChunk(programBytes: samples.reduce(0) { $0 + $1.count },
                                             keyCount: rows.count, localeCount: localeNames.count)
        let compressor = options.compression == .zstd ? try ZstdCompressor(level: options.level, dictionary: dictionary) : nil
        var payloads: [[UInt8]] = []
        for (l, locale) in localeNames.enumerated() {
            var chunks: [MessageChunk] = []
            for first in stride(from: 0, to: rows.count, by: keysPerChunk) {
                let raw = MessageChunk.raw(programs[l][first..<min(rows.count, first + keysPerChunk)])
                chunks.append(try MessageChunk(raw: raw, compressor: compressor))
            }
            // A pseudo-locale chooses cases and writes numbers as the source language does.
            let rules = LocaleIdentifier.isPseudoLocale(locale) ? source : locale
            payloads.append(Self.payload(locale: rules, keyCount: rows.count, keysPerChunk: keysPerChunk, chunks: chunks))
        }

        var sections: [(kind: BundleFormat.SectionKind, locale: UInt32, bytes: [UInt8])] = [
            (.strings, BundleFormat.none32, strings.bytes),
            (.keys, BundleFormat.none32, keyRecords.bytes),
            (.keyIndex, BundleFormat.none32, keyIndex),
            (.locales, BundleFormat.none32, localeRecords.bytes),
            (.localeAliases, BundleFormat.none32, aliasRecords.bytes),
            (.dictionary, BundleFormat.none32, dictionary ?? []),
        ]
        let regionChecksumCount = sections.prefix(3).reduce(0) { $0 + BundleChecksum.regionCount(length: $1.bytes.count) }
        sections.append((.regionChecksums, BundleFormat.none32, [UInt8](repeating: 0, count: regionChecksumCount * 8)))
        sections.append((.keyTableFingerprint, BundleFormat.none32, Self.keyTableFingerprint(keyHashes: hashes)))
        for (i, payload) in payloads.enumerated() {
            sections.append((.localePayload, UInt32(i), payload))
        }
        for section in sections where UInt64(section.bytes.count) > BundleFormat.maximumSectionRawSize {
            let what = section.kind == .localePayload ? "the messages of locale \(localeNames[Int(section.locale)])" : "the \(section.kind) section"
            throw CompilerError(.packing, "\(what) take \(section.bytes.count) bytes, more than the \(BundleFormat.maximumSectionRawSize >> 20) MiB a bundle section may hold; split the catalog into several bundles")
        }
        var bytes = Self.layOut(sections: sections, keyCount: rows.count, localeCount: localeNames.count,
                                sourceLocale: localeIndex[source]!, cldr: cldr)
        BundleSealer.reseal(&bytes)
        return bytes
    }

    /// The key table fingerprint section: `hash` of every key's index hash
    /// (u64, little-endian, in key id order), seeded with the key count, so
    /// two bundles share it exactly when they have the same keys in the same
    /// tables — the same ids — whatever their translations.
    private static func keyTableFingerprint(keyHashes: [UInt64]) -> [UInt8] {
        var packed = ByteWriter()
        packed.reserveCapacity(keyHashes.count * 8)
        for hash in keyHashes { packed.append(u64: hash) }
        var section = ByteWriter()
        section.append(u64: packed.bytes.withUnsafeBytes { StableHash.hash($0, seed: UInt64(keyHashes.count)) })
        return section.bytes
    }

    /// Keys per message chunk: a power of two giving chunks of about
    /// ``targetChunkBytes`` raw on average, so a first render decodes tens
    /// of kilobytes, not a locale.
    private static func keysPerChunk(programBytes: Int, keyCount: Int, localeCount: Int) -> Int {
        let perKey = max(1, programBytes / max(1, keyCount * localeCount)) + 4
        var keys = 16
        while keys < BundleFormat.maximumKeysPerChunk, keys * 2 * perKey <= targetChunkBytes { keys *= 2 }
        return keys
    }

    /// The raw size a message chunk aims at.
    static let targetChunkBytes = 16 << 10

    /// A locale payload: the head (header, chunk directory, number symbols,
    /// plural rules), then the chunks, each at an 8-byte aligned offset.
    /// Checksums are left zero for ``BundleSealer``.
    private static func payload(locale: String, keyCount: Int, keysPerChunk: Int, chunks: [MessageChunk]) -> [UInt8] {
        let cardinal = PluralRuleCatalog.program(forLocale: locale, ordinal: false)
        let ordinal = PluralRuleCatalog.program(forLocale: locale, ordinal: true)
        let symbols = NumberSymbolsCatalog.symbols(forLocale: locale).record
        var out = ByteWriter(zeros: BundleFormat.payloadHeaderSize)
        func align(_ boundary: Int) { while out.count % boundary != 0 { out.append(0) } }
        func place(_ bytes: [UInt8], field: Int, lengthField: Int?) {
            align(4)
            out.set(u32: UInt32(out.count), at: field)
            if let lengthField { out.set(u32: UInt32(bytes.count), at: lengthField) }
            out.append(contentsOf: bytes)
        }
        let P = BundleFormat.Payload.self
        out.set(u32: P.magic, at: 0)
        out.set(u32: UInt32(keyCount), at: P.keyCount)
        out.set(u32: UInt32(keysPerChunk), at: P.keysPerChunk)
        out.set(u32: UInt32(chunks.count), at: P.chunkCount)
        var directory = ByteWriter()
        var offset = 0
        for chunk in chunks {
            directory.append(u32: UInt32(offset))
            directory.append(u32: UInt32(chunk.stored.count))
            directory.append(u32: UInt32(chunk.rawLength))
            directory.append(u32: chunk.compression.rawValue)
            directory.append(u64: 0)
            offset += (chunk.stored.count + 7) & ~7
        }
        place(directory.bytes, field: P.chunkDirectory, lengthField: nil)
        place(symbols, field: P.numberSymbols, lengthField: nil)
        place(cardinal, field: P.cardinalRules, lengthField: P.cardinalRulesLength)
        place(ordinal, field: P.ordinalRules, lengthField: P.ordinalRulesLength)
        align(8)
        out.set(u32: UInt32(out.count), at: P.chunkData)
        for chunk in chunks {
            out.append(contentsOf: chunk.stored)
            align(8)
        }
        return out.bytes
    }

    /// An open-addressing table with at least twice as many slots as keys.
    private static func keyIndex(hashes: [UInt64]) -> [UInt8] {
        var slotCount = 8
        while slotCount < hashes.count * 2 { slotCount *= 2 }
        var slots = [(hash: UInt64, id: UInt32)](repeating: (0, 0), count: slotCount)
        for (id, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & (slotCount - 1)
            while slots[slot].id != 0 { slot = (slot + 1) & (slotCount - 1) }
            slots[slot] = (hash, UInt32(id + 1))
        }
        var out = ByteWriter()
        out.append(u32: UInt32(slotCount))
        out.append(u32: 0)
        for s in slots {
            out.append(u64: s.hash)
            out.append(u32: s.id)
            out.append(u32: 0)
        }
        return out.bytes
    }

    /// At most `budget` bytes of samples, taken evenly across the list.
    private static func evenlySpaced(_ samples: [[UInt8]], budget: Int) -> [[UInt8]] {
        let total = samples.reduce(0) { $0 + $1.count }
        guard total > budget, !samples.isEmpty else { return samples }
        let step = Double(total) / Double(budget)
        var out: [[UInt8]] = []
        var next = 0.0
        for (i, s) in samples.enumerated() where Double(i) >= next {
            out.append(s)
            next += step
        }
        return out
    }

    /// The header, the section table and the sections, every checksum zero.
    private static func layOut(sections: [(kind: BundleFormat.SectionKind, locale: UInt32, bytes: [UInt8])],
                               keyCount: Int, localeCount: Int, sourceLocale: Int,
                               cldr: StringPool.Reference) -> [UInt8] {
        let tableOffset = BundleFormat.headerSize
        var offset = tableOffset + sections.count * BundleFormat.sectionEntrySize
        // The bytes go in `filePlacement` order, the table keeps the sections' order.
        let placed = sections.indices.sorted {
            (filePlacement(sections[$0].kind), $0) < (filePlacement(sections[$1].kind), $1)
        }
        var offsets = [Int](repeating: 0, count: sections.count)
        var body: [UInt8] = []
        for i in placed {
            while offset % 8 != 0 { offset += 1; body.append(0) }
            offsets[i] = offset
            body += sections[i].bytes
            offset += sections[i].bytes.count
        }
        var table: [UInt8] = []
        for (i, s) in sections.enumerated() {
            let field = BundleFormat.SectionEntryField.self
            var entry = ByteWriter(zeros: BundleFormat.sectionEntrySize)
            entry.set(u32: s.kind.rawValue, at: field.kind)
            entry.set(u32: s.locale, at: field.locale)
            entry.set(u64: UInt64(offsets[i]), at: field.offset)
            entry.set(u64: UInt64(s.bytes.count), at: field.storedLength)
            entry.set(u64: UInt64(s.bytes.count), at: field.rawLength)
            table += entry.bytes
        }
        var header = ByteWriter(zeros: BundleFormat.headerSize)
        let H = BundleFormat.Header.self
        header.set(u64: BundleFormat.magic, at: H.magic)
        header.set(u16: BundleFormat.majorVersion, at: H.majorVersion)
        header.set(u16: BundleFormat.minorVersion, at: H.minorVersion)
        header.set(u32: UInt32(BundleFormat.headerSize), at: H.headerSize)
        header.set(u32: UInt32(sections.count), at: H.sectionCount)
        header.set(u32: UInt32(tableOffset), at: H.sectionTableOffset)
        header.set(u64: UInt64(BundleFormat.headerSize + table.count + body.count), at: H.fileSize)
        header.set(u32: UInt32(keyCount), at: H.keyCount)
        header.set(u32: UInt32(localeCount), at: H.localeCount)
        header.set(u32: UInt32(sourceLocale), at: H.sourceLocale)
        header.set(u32: cldr.offset, at: H.cldrVersionOffset)
        header.set(u32: cldr.length, at: H.cldrVersionLength)
        return header.bytes + table + body
    }
}

extension BundleWriter {
    /// Where a section's bytes go in the file, first to last: what opening
    /// reads (the locales, aliases, region checksums and fingerprint, then
    /// the dictionary a first compressed chunk needs and the strings, whose
    /// first region holds the locale names), right after the section table,
    /// so that it shares the file's first pages and a first render maps
    /// fewer of them (`Specs/bundle-format.md`, "Section table").
    static func filePlacement(_ kind: BundleFormat.SectionKind) -> Int {
        switch kind {
        case .locales: 0
        case .localeAliases: 1
        case .regionChecksums: 2
        case .keyTableFingerprint: 3
        case .dictionary: 4
        case .strings: 5
        case .keyIndex: 6
        case .keys: 7
        case .localePayload: 8
        }
    }
}

/// Deduplicated UTF-8 strings for the strings section.
struct StringPool {
    struct Reference { let offset: UInt32; let length: UInt32 }
    private(set) var bytes: [UInt8] = []
    private var known: [String: Reference] = [:]

    mutating func add(_ text: String) -> Reference {
        if let found = known[text] { return found }
        let reference = Reference(offset: UInt32(bytes.count), length: UInt32(text.utf8.count))
        bytes += Array(text.utf8)
        known[text] = reference
        return reference
    }
}
