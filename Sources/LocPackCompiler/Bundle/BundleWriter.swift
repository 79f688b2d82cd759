import LocPack

/// Packs a ``MessageCatalog`` into the bytes of a `.locpack` bundle
/// (`Specs/bundle-format.md`). The same catalog and options always give
/// the same bytes.
public struct BundleWriter {
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

    /// A problem that stops packing.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// What went wrong, naming the key and locale where there is one.
        public let description: String
    }

    /// Packs `catalog` as it is. To build a bundle under the build policy
    /// (translations left out, literal text), as `locpack build` does, use
    /// ``BundleBuilder``.
    public static func pack(_ catalog: MessageCatalog, options: Options = Options()) throws(Failure) -> [UInt8] {
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

    private mutating func assemble() throws(Failure) -> [UInt8] {
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
                        throw Failure(description: "\(entry.location): key '\(entry.key)' has two messages for locale \(canonical)")
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

        // Locale payloads.
        var payloads: [[UInt8]] = []
        var samples: [[UInt8]] = []
        for locale in localeNames {
            var programs: [[UInt8]] = []
            var table: [UInt32] = []
            var area: [UInt8] = []
            for row in rows {
                guard let message = row.messages[locale] else {
                    table.append(BundleFormat.none32)
                    continue
                }
                let program: [UInt8]
                do { program = try ProgramEncoder.encode(message) } catch {
                    let place = row.locations[locale].map { "\($0): " } ?? ""
                    throw Failure(description: "\(place)key '\(row.key)', locale \(locale): \(error.message)")
                }
                table.append(UInt32(area.count))
                appendU32(UInt32(program.count), to: &area)
                area += program
                programs.append(program)
            }
            samples += programs
            payloads.append(Self.payload(locale: locale, table: table, area: area))
        }

        // Meta sections.
        var keyRecords: [UInt8] = []
        var hashes: [UInt64] = []
        for row in rows {
            let key = strings.add(row.key), table = strings.add(row.table)
            appendU32(key.offset, to: &keyRecords); appendU32(key.length, to: &keyRecords)
            appendU32(table.offset, to: &keyRecords); appendU32(table.length, to: &keyRecords)
            let tableBytes = Array(row.table.utf8), keyBytes = Array(row.key.utf8)
            hashes.append(tableBytes.withUnsafeBytes { t in keyBytes.withUnsafeBytes { k in StableHash.keyHash(table: t, key: k) } })
        }
        let keyIndex = Self.keyIndex(hashes: hashes)

        let available = Set(localeNames)
        var localeRecords: [UInt8] = []
        var chains: [UInt32] = []
        let firstPayloadSection = 6  // strings, keys, key index, locales, aliases, dictionary come first
        for (i, locale) in localeNames.enumerated() {
            let name = strings.add(locale)
            let chain = LocaleChains.fallbackChain(of: locale, available: available, source: source)
            appendU32(name.offset, to: &localeRecords); appendU32(name.length, to: &localeRecords)
            appendU32(UInt32(firstPayloadSection + i), to: &localeRecords)
            appendU32(UInt32(chains.count), to: &localeRecords); appendU32(UInt32(chain.count), to: &localeRecords)
            appendU32(0, to: &localeRecords)
            chains += chain.map { UInt32(localeIndex[$0]!) }
        }
        for c in chains { appendU32(c, to: &localeRecords) }

        var aliasRecords: [UInt8] = []
        for alias in LocaleChains.aliases(available: available) {
            let name = strings.add(alias.name)
            appendU32(name.offset, to: &aliasRecords); appendU32(name.length, to: &aliasRecords)
            appendU32(UInt32(localeIndex[alias.locale]!), to: &aliasRecords)
        }
        let cldr = strings.add(CLDRPluralRules.cldrVersion)

        // Compression.
        var dictionary: [UInt8]? = nil
        var stored: [(bytes: [UInt8], raw: Int, method: BundleFormat.Compression)] = []
        switch options.compression {
        case .none:
            stored = payloads.map { ($0, $0.count, .none) }
        case .zstd:
            let total = samples.reduce(0) { $0 + $1.count }
            dictionary = ZstdCodec.trainDictionary(samples: Self.evenlySpaced(samples, budget: 8 << 20),
                                                   capacity: max(1024, min(112 << 10, total / 8)))
            for payload in payloads {
                do {
                    let packed = try ZstdCodec.compress(payload, level: options.level, dictionary: dictionary)
                    if BundleFormat.plausibleCompression(rawLength: payload.count, storedLength: packed.count) {
                        stored.append((packed, payload.count, dictionary == nil ? .zstd : .zstdDictionary))
                    } else {
                        stored.append((payload, payload.count, .none))
                    }
                } catch {
                    throw Failure(description: error.description)
                }
            }
        }

        var sections: [(kind: BundleFormat.SectionKind, locale: UInt32, bytes: [UInt8], raw: Int, method: BundleFormat.Compression)] = [
            (.strings, BundleFormat.none32, strings.bytes, strings.bytes.count, .none),
            (.keys, BundleFormat.none32, keyRecords, keyRecords.count, .none),
            (.keyIndex, BundleFormat.none32, keyIndex, keyIndex.count, .none),
            (.locales, BundleFormat.none32, localeRecords, localeRecords.count, .none),
            (.localeAliases, BundleFormat.none32, aliasRecords, aliasRecords.count, .none),
            (.dictionary, BundleFormat.none32, dictionary ?? [], dictionary?.count ?? 0, .none),
        ]
        for (i, s) in stored.enumerated() {
            sections.append((.localePayload, UInt32(i), s.bytes, s.raw, s.method))
        }
        for section in sections where UInt64(section.raw) > BundleFormat.maximumSectionRawSize {
            let what = section.kind == .localePayload ? "the messages of locale \(localeNames[Int(section.locale)])" : "the \(section.kind) section"
            throw Failure(description: "\(what) take \(section.raw) bytes, more than the \(BundleFormat.maximumSectionRawSize >> 20) MiB a bundle section may hold; split the catalog into several bundles")
        }
        return Self.layOut(sections: sections, keyCount: rows.count, localeCount: localeNames.count,
                           sourceLocale: localeIndex[source]!, cldr: cldr, hasDictionary: dictionary != nil)
    }

    private static func payload(locale: String, table: [UInt32], area: [UInt8]) -> [UInt8] {
        let cardinal = PluralRuleCatalog.program(forLocale: locale, ordinal: false)
        let ordinal = PluralRuleCatalog.program(forLocale: locale, ordinal: true)
        let symbols = NumberSymbolsCatalog.symbols(forLocale: locale).record
        var out = [UInt8](repeating: 0, count: BundleFormat.payloadHeaderSize)
        func place(_ bytes: [UInt8], field: Int, lengthField: Int?) {
            while out.count % 4 != 0 { out.append(0) }
            patchU32(UInt32(out.count), at: field, in: &out)
            if let lengthField { patchU32(UInt32(bytes.count), at: lengthField, in: &out) }
            out += bytes
        }
        let P = BundleFormat.Payload.self
        patchU32(P.magic, at: 0, in: &out)
        patchU32(UInt32(table.count), at: P.keyCount, in: &out)
        var tableBytes: [UInt8] = []
        for t in table { appendU32(t, to: &tableBytes) }
        place(tableBytes, field: P.programTable, lengthField: nil)
        place(symbols, field: P.numberSymbols, lengthField: nil)
        place(cardinal, field: P.cardinalRules, lengthField: P.cardinalRulesLength)
        place(ordinal, field: P.ordinalRules, lengthField: P.ordinalRulesLength)
        place(area, field: P.programArea, lengthField: P.programAreaLength)
        return out
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
        var out: [UInt8] = []
        appendU32(UInt32(slotCount), to: &out)
        appendU32(0, to: &out)
        for s in slots {
            appendU64(s.hash, to: &out)
            appendU32(s.id, to: &out)
            appendU32(0, to: &out)
        }
        return out
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

    private static func layOut(sections: [(kind: BundleFormat.SectionKind, locale: UInt32, bytes: [UInt8], raw: Int, method: BundleFormat.Compression)],
                               keyCount: Int, localeCount: Int, sourceLocale: Int,
                               cldr: StringPool.Reference, hasDictionary: Bool) -> [UInt8] {
        let tableOffset = BundleFormat.headerSize
        var offset = tableOffset + sections.count * BundleFormat.sectionEntrySize
        var table: [UInt8] = []
        var body: [UInt8] = []
        for s in sections {
            while offset % 8 != 0 { offset += 1; body.append(0) }
            let field = BundleFormat.SectionEntryField.self
            var entry = [UInt8](repeating: 0, count: BundleFormat.sectionEntrySize)
            patchU32(s.kind.rawValue, at: field.kind, in: &entry)
            patchU32(s.locale, at: field.locale, in: &entry)
            patchU64(UInt64(offset), at: field.offset, in: &entry)
            patchU64(UInt64(s.bytes.count), at: field.storedLength, in: &entry)
            patchU64(UInt64(s.raw), at: field.rawLength, in: &entry)
            patchU32(s.method.rawValue, at: field.compression, in: &entry)
            patchU64(s.bytes.withUnsafeBytes { BundleChecksum.section($0) }, at: field.checksum, in: &entry)
            table += entry
            body += s.bytes
            offset += s.bytes.count
        }
        var header = [UInt8](repeating: 0, count: BundleFormat.headerSize)
        let H = BundleFormat.Header.self
        patchU64(BundleFormat.magic, at: H.magic, in: &header)
        header[H.majorVersion] = UInt8(BundleFormat.majorVersion & 0xFF)
        header[H.majorVersion + 1] = UInt8(BundleFormat.majorVersion >> 8)
        header[H.minorVersion] = UInt8(BundleFormat.minorVersion & 0xFF)
        header[H.minorVersion + 1] = UInt8(BundleFormat.minorVersion >> 8)
        patchU32(UInt32(BundleFormat.headerSize), at: H.headerSize, in: &header)
        patchU32(UInt32(sections.count), at: H.sectionCount, in: &header)
        patchU32(UInt32(tableOffset), at: H.sectionTableOffset, in: &header)
        patchU64(UInt64(BundleFormat.headerSize + table.count + body.count), at: H.fileSize, in: &header)
        patchU32(UInt32(keyCount), at: H.keyCount, in: &header)
        patchU32(UInt32(localeCount), at: H.localeCount, in: &header)
        patchU32(UInt32(sourceLocale), at: H.sourceLocale, in: &header)
        patchU32(cldr.offset, at: H.cldrVersionOffset, in: &header)
        patchU32(cldr.length, at: H.cldrVersionLength, in: &header)
        let checksum = header.withUnsafeBytes { fields in
            table.withUnsafeBytes { BundleChecksum.header(fieldsBeforeChecksum: UnsafeRawBufferPointer(rebasing: fields[0..<H.checksum]), sectionTable: $0) }
        }
        patchU64(checksum, at: H.checksum, in: &header)
        return header + table + body
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
