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
        /// Writes number symbols records of fixed slots, as bundles before
        /// format 2.18 hold them, and no record length in the payload heads:
        /// only for tests that forge an older bundle by marking a new one
        /// with an older minor version. A bundle written so and left as 2.18
        /// does not open.
        package var fixedSlotNumberSymbols = false
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

    /// One key of the bundle: its text, its table and its message in each
    /// locale.
    private struct KeyRow {
        let key: String
        let table: String
        var messages: [String: Message]
        /// Where each locale's message was defined, for errors.
        var locations: [String: SourceLocation] = [:]
        /// The arguments the key's sources declare, the first declaration
        /// of a number winning.
        var arguments: [DeclaredArgument] = []
        /// The locales whose message came under a CLDR alias name (`iw` for `he`).
        var viaAlias: Set<String> = []
    }

    /// The strings opening a bundle reads and verifies: the CLDR version,
    /// the locale names and the alias names.
    private struct OpeningNames {
        let cldrVersion: StringReference
        let locales: [StringReference]
        let aliases: [StringReference]
    }

    /// The bundle, one job after the other; each job is one function below
    /// or in the `BundleWriter+…` files.
    private mutating func assemble() throws(CompilerError) -> [UInt8] {
        let rows = try keyRows()
        let locales = BundleLocales(messageLocales: rows.flatMap { $0.messages.keys }, sourceLanguage: catalog.sourceLanguage)
        // The names opening verifies go into the strings before the keys, so they share its first region.
        let names = addOpeningNames(locales)
        let programs = try Self.programs(rows: rows, locales: locales)
        let keySections = addKeySections(rows)
        let keyHashes = Self.keyHashes(rows)
        let argumentNames = Self.argumentNamesSection(rows.map(\.arguments), strings: &strings)
        // Last: a first render reads its locale's tables without verifying their
        // regions (its payload head holds their checksum), so they keep out of the
        // regions opening and lookups verify.
        let localeTables = Self.addLocaleTables(locales, fixedSlotSymbols: options.fixedSlotNumberSymbols, strings: &strings)
        let chunks = Self.messageChunks(programs: programs, keyCount: rows.count)
        let dictionary = try Self.dictionary(programs: programs, chunks: chunks, options: options)
        let payloads = try Self.payloads(chunks: chunks, keyCount: rows.count, tables: localeTables,
                                         dictionary: dictionary, options: options)
        let sections = try Self.sections(leading: [
            .strings: strings.bytes,
            .keys: keySections.keys,
            .keyIndex: Self.keyIndex(hashes: keyHashes),
            .locales: Self.localeSection(locales, names: names.locales),
            .localeAliases: Self.aliasSection(locales, names: names.aliases),
            .dictionary: dictionary ?? [],
            .keyTableFingerprint: Self.keyTableFingerprint(keyHashes: keyHashes),
            .tableRuns: keySections.tableRuns,
        ], payloads: payloads, trailing: argumentNames.map { [.argumentNames: $0] } ?? [:], locales: locales)
        return Self.sealedBundle(sections: sections, keyCount: rows.count, localeCount: locales.names.count,
                                 sourceLocale: locales.index(of: locales.source), cldrVersion: names.cldrVersion,
                                 minorVersion: BundleFormat.minorVersion)
    }

    /// The catalog's keys, sorted by table then key bytes: the dense ids.
    /// Locale names go in with CLDR aliases replaced (`iw` → `he`); where a
    /// key has text under both names, the current name's wins.
    private func keyRows() throws(CompilerError) -> [KeyRow] {
        var rowsByName: [String: KeyRow] = [:]
        for entry in catalog.entries {
            let name = entry.identity
            var row = rowsByName[name] ?? KeyRow(key: entry.key, table: entry.table, messages: [:])
            row.arguments.declareMissing(entry.arguments)
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
        return rowsByName.values.sorted {
            ($0.table.utf8.elementsEqual($1.table.utf8) ? Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8))
                : Array($0.table.utf8).lexicographicallyPrecedes(Array($1.table.utf8)))
        }
    }

    /// Adds the strings opening reads to the strings section, first, so
    /// that they share its first region, the only one opening verifies.
    private mutating func addOpeningNames(_ locales: BundleLocales) -> OpeningNames {
        let cldrVersion = strings.add(CLDRPluralRules.cldrVersion)
        let localeNames = locales.names.map { strings.add($0) }
        return OpeningNames(cldrVersion: cldrVersion, locales: localeNames, aliases: locales.aliases.map { strings.add($0.name) })
    }

    /// Every key's program, by locale then key id; nil where the locale has
    /// no message for the key.
    private static func programs(rows: [KeyRow], locales: BundleLocales) throws(CompilerError) -> [[[UInt8]?]] {
        var programs: [[[UInt8]?]] = []
        for locale in locales.names {
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
            }
            programs.append(row)
        }
        return programs
    }

    /// The keys and table runs sections (`Specs/bundle-format.md`, "Keys"),
    /// adding the key texts and table names to the strings section: text
    /// bounds and table runs, or records where they make the bundle
    /// smaller (keys repeated in several tables, whose texts records share).
    private mutating func addKeySections(_ rows: [KeyRow]) -> (keys: [UInt8], tableRuns: [UInt8]) {
        var boundsStrings = strings, recordsStrings = strings
        let bounds = Self.keyBounds(rows, strings: &boundsStrings)
        let records = Self.keyRecords(rows, strings: &recordsStrings)
        guard records.count + recordsStrings.bytes.count
                < bounds.keys.count + bounds.tableRuns.count + boundsStrings.bytes.count else {
            strings = boundsStrings
            return bounds
        }
        strings = recordsStrings
        return (records, [])
    }

    /// The tables' names, added first, right after the names opening
    /// verifies (in the region opening verifies): each table's in key id
    /// order (rows are sorted by table first, so each table is one run).
    private static func addTableNames(_ rows: [KeyRow], strings: inout StringPool) -> [(firstKey: Int, name: StringReference)] {
        rows.indices.filter { $0 == 0 || !rows[$0].table.utf8.elementsEqual(rows[$0 - 1].table.utf8) }
            .map { ($0, strings.add(rows[$0].table)) }
    }

    /// Format 2.14's keys section, each key's text added right after the
    /// one before it, in key id order, and where each starts and the last
    /// ends; and the table runs section, one ``TableRun`` per table.
    private static func keyBounds(_ rows: [KeyRow], strings: inout StringPool) -> (keys: [UInt8], tableRuns: [UInt8]) {
        var runs = ByteWriter()
        for table in addTableNames(rows, strings: &strings) {
            TableRun(firstKey: UInt32(table.firstKey), name: table.name).write(to: &runs)
        }
        var keys = ByteWriter()
        for bound in strings.addRun(rows.map(\.key)) { keys.append(u32: bound) }
        return (keys.bytes, runs.bytes)
    }

    /// The keys section as one ``KeyRecord`` per key, each text stored once
    /// however many tables hold the key.
    private static func keyRecords(_ rows: [KeyRow], strings: inout StringPool) -> [UInt8] {
        let tables = addTableNames(rows, strings: &strings)
        var out = ByteWriter()
        var run = 0
        for (id, row) in rows.enumerated() {
            if run + 1 < tables.count, tables[run + 1].firstKey == id { run += 1 }
            KeyRecord(text: strings.add(row.key), table: tables[run].name).write(to: &out)
        }
        return out.bytes
    }

    /// Each key's `StableHash.keyHash(table:key:)`, by key id: what the key
    /// index and the key table fingerprint are made of.
    private static func keyHashes(_ rows: [KeyRow]) -> [UInt64] {
        rows.map { row in
            let tableBytes = Array(row.table.utf8), keyBytes = Array(row.key.utf8)
            return tableBytes.withUnsafeBytes { t in keyBytes.withUnsafeBytes { k in StableHash.keyHash(table: t, key: k) } }
        }
    }

    /// The locales section: one ``LocaleRecord`` per locale, naming its
    /// payload section and its fallback chain, then the chains.
    private static func localeSection(_ locales: BundleLocales, names: [StringReference]) -> [UInt8] {
        var records: [LocaleRecord] = []
        var chains: [UInt32] = []
        for (i, locale) in locales.names.enumerated() {
            let chain = locales.chain(of: locale)
            records.append(LocaleRecord(name: names[i], payloadSection: UInt32(payloadSection(ofLocale: i)),
                                        chainStart: UInt32(chains.count), chainCount: UInt32(chain.count)))
            chains += chain.map { UInt32(locales.index(of: $0)) }
        }
        var out = ByteWriter()
        LocaleRecord.writeSection(records, chains: chains, to: &out)
        return out.bytes
    }

    /// The locale aliases section: one ``AliasRecord`` per alias, in the
    /// aliases' order (sorted by name bytes).
    private static func aliasSection(_ locales: BundleLocales, names: [StringReference]) -> [UInt8] {
        var out = ByteWriter()
        for (alias, name) in zip(locales.aliases, names) {
            AliasRecord(name: name, locale: UInt32(locales.index(of: alias.locale))).write(to: &out)
        }
        return out.bytes
    }
}
