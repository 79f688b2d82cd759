import Foundation
@testable import LocPack
import LocPackCompiler
import LocPackTestSupport
import Testing

/// Format 2 (`Specs/bundle-format.md`): bundles written by an earlier build
/// keep reading the same, and message chunks, region checks and lazy
/// verification render every key of a catalog that spans many chunks.
@Suite struct BundleFormatTwoTests {
    /// The committed bundles, built from ``RuntimeTestBundles/seedCatalog`` by the
    /// locpack of the commit that added them: format 2.0 (every message in the
    /// first instruction set), 2.2 (with the text-around instructions), 2.3
    /// (four-lane checksums), 2.10 (the compact key index), 2.11 (date
    /// patterns; the seed has none, so its messages are 2.10's), 2.12
    /// (list patterns, which the seed has none of either), 2.13 (string
    /// selects and texts around values, MessageFormat 2's only: the seed's
    /// messages are 2.10's still), 2.14 to 2.19 (the seed's messages are
    /// 2.10's still; 2.19's match instruction is MessageFormat 2's only).
    /// Write the current version's only on purpose, for a new format version:
    /// `LOCPACK_WRITE_GOLDEN=1 swift test --filter BundleFormatTwoTests`, then
    /// add that version to ``goldenVersions`` and keep the older ones.
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/golden-bundles")

    /// The format versions of the committed golden bundles.
    static let goldenVersions = ["2.0", "2.2", "2.3", "2.10", "2.11", "2.12", "2.13", "2.14", "2.15", "2.16", "2.17", "2.18", "2.19"]

    static func goldenPath(_ version: String, _ compression: BundleWriter.Compression) -> String {
        goldenFolder.appendingPathComponent("seed-format-\(version)-\(compression.rawValue).locpack").path
    }

    static func seedBytes(_ compression: BundleWriter.Compression) throws -> [UInt8] {
        let catalog = try StringCatalogImporter.importCatalog(data: Data(RuntimeTestBundles.seedCatalog.utf8), file: "Localizable.xcstrings")
        return try BundleWriter.pack(catalog, options: .init(compression: compression, level: 3))
    }

    /// A golden bundle opens, verifies whole, and renders every key in every
    /// locale for every device and argument list exactly as a bundle built
    /// now from the same source does.
    @Test(arguments: goldenVersions, BundleWriter.Compression.allCases)
    func goldenBundleRendersLikeAFreshBuild(_ version: String, _ compression: BundleWriter.Compression) throws {
        let current = "\(BundleFormat.majorVersion).\(BundleFormat.minorVersion)"
        if ProcessInfo.processInfo.environment["LOCPACK_WRITE_GOLDEN"] == "1", version == current {
            try FileManager.default.createDirectory(at: Self.goldenFolder, withIntermediateDirectories: true)
            try Data(Self.seedBytes(compression)).write(to: URL(fileURLWithPath: Self.goldenPath(version, compression)))
        }
        let golden = try Catalog(contentsOf: Self.goldenPath(version, compression))
        #expect(golden.formatVersion == version)
        try golden.validateAll()
        let fresh = try Catalog(bytes: Self.seedBytes(compression))
        #expect(golden.locales == fresh.locales)
        #expect(golden.keyCount == fresh.keyCount)
        #expect((0..<golden.keyCount).map { golden.key(of: KeyHandle(id: $0)).key }
                == (0..<fresh.keyCount).map { fresh.key(of: KeyHandle(id: $0)).key })
        let goldenOutputs = try #require(RenderSweep.outputs(of: golden))
        #expect(goldenOutputs == RenderSweep.outputs(of: fresh))
        #expect(golden.string("found_users_devices", locale: golden.locale("en"), arguments: [2, 1])
                == "Found 2 users having 1 device")
    }

    /// A bundle whose chunks use a trained dictionary, written by the 2.3
    /// writer (wide key index, the whole trained dictionary) from
    /// `Examples/Localizable.xcstrings`, renders every key as a fresh build
    /// of that catalog does (which keeps no dictionary: too small to pay).
    @Test func anOlderBundleWithADictionaryRendersLikeAFreshBuild() throws {
        let golden = try Catalog(contentsOf: Self.goldenFolder.appendingPathComponent("example-format-2.3-zstd-dictionary.locpack").path)
        #expect(golden.formatVersion == "2.3")
        let dictionary = try #require(golden.report.sections.first { $0.kind == "dictionary" })
        #expect(dictionary.storedSize > 0)
        try golden.validateAll()
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Localizable.xcstrings")
        let source = try StringCatalogImporter.importCatalog(data: Data(contentsOf: example), file: "Localizable.xcstrings")
        let fresh = try Catalog(bytes: BundleWriter.pack(source))
        #expect(fresh.formatVersion == "\(BundleFormat.majorVersion).\(BundleFormat.minorVersion)")
        #expect((0..<golden.keyCount).map { golden.key(of: KeyHandle(id: $0)).key }
                == (0..<fresh.keyCount).map { fresh.key(of: KeyHandle(id: $0)).key })
        // Lookups by text go through each bundle's own key index layout.
        for id in 0..<fresh.keyCount {
            let key = fresh.key(of: KeyHandle(id: id))
            #expect(golden.key(key.key, table: key.table)?.id == id)
        }
        let goldenOutputs = try #require(RenderSweep.outputs(of: golden))
        #expect(goldenOutputs == RenderSweep.outputs(of: fresh))
    }

    /// Opens the committed golden bundle `name`, of format 2.`minorVersion`,
    /// after checking its version and validating it whole, and a bundle
    /// built now from `catalog` (uncompressed). With `LOCPACK_WRITE_GOLDEN=1`
    /// under that minor version, writes the golden bundle first.
    static func openGolden(_ name: String, builtFrom catalog: MessageCatalog, minorVersion: UInt16) throws
        -> (golden: Catalog, current: Catalog) {
        let path = goldenFolder.appendingPathComponent(name).path
        let fresh = try BundleWriter.pack(catalog, options: .init(compression: .none, level: 3))
        if ProcessInfo.processInfo.environment["LOCPACK_WRITE_GOLDEN"] == "1", BundleFormat.minorVersion == minorVersion {
            try Data(fresh).write(to: URL(fileURLWithPath: path))
        }
        let golden = try Catalog(contentsOf: path)
        #expect(golden.formatVersion == "2.\(minorVersion)")
        try golden.validateAll()
        return (golden, try Catalog(bytes: fresh))
    }

    /// MessageFormat 2 dates and times in three locales: the source of
    /// `mf2-dates-format-2.11.locpack`, whose value instructions carry date
    /// pattern records (`Specs/programs.md`, "Date patterns").
    static func datesCatalog() throws -> MessageCatalog {
        try mf2Catalog(["{$d :datetime dateLength=long timePrecision=second}", "{$d :date fields=month-day-weekday}",
                        "{|2006-01-02T15:04:06.250| :time precision=second}", "At {$d :date length=short}, {$d :time}."],
                       locales: ["en", "ar", "ja"], keyPrefix: "date")
    }

    /// A catalog of MessageFormat 2 `sources`, each compiled for every
    /// locale, under the keys `keyPrefix.0`, `keyPrefix.1` ….
    static func mf2Catalog(_ sources: [String], locales: [String], keyPrefix: String) throws -> MessageCatalog {
        var entries: [CatalogEntry] = []
        for (number, source) in sources.enumerated() {
            var localizations: [String: Message] = [:]
            var names: [String] = []
            for locale in locales {
                let compiled = try MessageFormat2.compile(source, locale: locale, argumentNames: names)
                localizations[locale] = compiled.message
                names = compiled.argumentNames
            }
            var entry = CatalogEntry(key: "\(keyPrefix).\(number)", localizations: localizations, location: SourceLocation(file: keyPrefix))
            entry.arguments = names.enumerated().map { DeclaredArgument(number: $0.offset + 1, name: $0.element) }
            entries.append(entry)
        }
        return MessageCatalog(sourceLanguage: locales[0], entries: entries)
    }

    /// MessageFormat 2 selections and placeholders amid text in English,
    /// Polish and Arabic: the source of `mf2-match-format-2.13.locpack`,
    /// whose programs hold string selects and texts around values
    /// (`Specs/programs.md`, format 2.13).
    static func matchCatalog() throws -> MessageCatalog {
        try mf2Catalog([".input {$n :integer}\n.input {$s :string}\n.match $n $s\none ada {{Ada has {$n} file}}\n"
                            + "one * {{{$s} has {$n} file}}\n* ada {{Ada has {$n} files}}\n* * {{{$s} has {$n} files}}",
                        ".input {$s :string}\n.match $s\nada {{Hello, {$s}!}}\n* {{Who is {$s}?}}",
                        "Used {$n :number minimumFractionDigits=1} of {$m :integer} GB, {$s :unknown} left",
                        "{$n :currency currency=EUR} for {$s}"],
                       locales: ["en", "pl", "ar"], keyPrefix: "match")
    }

    /// The text and the errors of key `key` rendered by name in `locale`.
    static func rendered(_ catalog: Catalog, _ key: KeyHandle, _ locale: String, _ named: [NamedArgument])
        -> (text: String, errors: [MessageErrorKind]) {
        let text = catalog.string(key, locale: catalog.locale(locale), namedArguments: named)
        let errors = named.withUnsafeBufferPointer { arguments in
            withUnsafeTemporaryAllocation(byteCount: 1024, alignment: 8) { storage in
                var sink = UTF8Sink(storage)
                return Array(catalog.render(key, locale: catalog.locale(locale), namedArguments: arguments, into: &sink).errors)
            }
        }
        return (text, errors)
    }

    /// Expects every key of `golden` to render in each of `locales` with
    /// each of `argumentSets` as in `current`: the same text and errors.
    static func expectRenderedAlike(_ golden: Catalog, _ current: Catalog, _ argumentSets: [[NamedArgument]], locales: [String]) {
        for named in argumentSets {
            for locale in locales {
                for id in 0..<golden.keyCount {
                    let key = KeyHandle(id: id)
                    #expect(rendered(golden, key, locale, named) == rendered(current, key, locale, named),
                            "key \(id) in \(locale) with \(named)")
                }
            }
        }
    }

    /// The first bundle with string selects and texts around values renders
    /// every key in every locale as a fresh build does, for arguments given,
    /// of the wrong type and missing: a change to either instruction's
    /// layout fails here. Written once with `LOCPACK_WRITE_GOLDEN=1`.
    @Test func aBundleWithStringSelectsAndTextsAroundValuesRendersLikeAFreshBuild() throws {
        let (golden, current) = try Self.openGolden("mf2-match-format-2.13.locpack", builtFrom: Self.matchCatalog(), minorVersion: 13)
        let argumentSets: [[NamedArgument]] = [
            [NamedArgument("n", .int(1)), NamedArgument("s", "ada"), NamedArgument("m", .int(64))],
            [NamedArgument("n", .int(22)), NamedArgument("s", "Bo"), NamedArgument("m", .int(2048))],
            [NamedArgument("n", .double(1234.5)), NamedArgument("s", .int(7))],
            [NamedArgument("n", "many")], [],
        ]
        Self.expectRenderedAlike(golden, current, argumentSets, locales: ["en", "pl", "ar"])
        let match = try #require(golden.key("match.0"))
        #expect(golden.string(match, locale: golden.locale("en"), namedArguments: [NamedArgument("n", .int(1)), NamedArgument("s", "Bo")])
                == "\u{2068}Bo\u{2069} has 1 file")
    }

    /// MessageFormat 2 `.match`es on a number, then a text, in English,
    /// Polish and Arabic: the source of `mf2-fused-match-format-2.19.locpack`,
    /// whose programs hold match instructions (`Specs/programs.md`, "match").
    static func fusedMatchCatalog() throws -> MessageCatalog {
        try mf2Catalog([".input {$n :integer}\n.input {$s :string}\n.match $n $s\n0 ada {{Ada has none}}\none ada {{Ada has {$n} file}}\n"
                            + "one * {{{$s} has {$n} file}}\n* ada {{Ada has {$n} files}}\n* * {{{$s} has {$n} files}}",
                        ".input {$g :integer}\n.input {$h :string}\n.local $o = {$g :offset subtract=1}\n.match $o $h\n"
                            + "0 * {{{$h} alone}}\none ada {{Ada and {$o} more}}\n* * {{{$h} and {$o} others}}",
                        ".input {$p :number select=ordinal}\n.input {$s :string}\n.match $p $s\none gold {{first gold}}\n"
                            + "few * {{third}}\n* * {{{$p}}}"],
                       locales: ["en", "pl", "ar"], keyPrefix: "fused")
    }

    /// The first bundle with match instructions renders every key in every
    /// locale as a fresh build does, for arguments given, of the wrong type
    /// and missing: a change to the instruction's layout fails here.
    /// Written once with `LOCPACK_WRITE_GOLDEN=1`.
    @Test func aBundleWithMatchInstructionsRendersLikeAFreshBuild() throws {
        let (golden, current) = try Self.openGolden("mf2-fused-match-format-2.19.locpack", builtFrom: Self.fusedMatchCatalog(),
                                                    minorVersion: 19)
        let argumentSets: [[NamedArgument]] = [
            [NamedArgument("n", .int(0)), NamedArgument("s", "ada"), NamedArgument("g", .int(2)), NamedArgument("h", "ada"),
             NamedArgument("p", .int(1))],
            [NamedArgument("n", .int(22)), NamedArgument("s", "Bo"), NamedArgument("g", .int(1)), NamedArgument("h", "Bo"),
             NamedArgument("p", .int(3))],
            [NamedArgument("n", .double(1.5)), NamedArgument("s", .int(7)), NamedArgument("g", "x"), NamedArgument("p", "gold")],
            [],
        ]
        Self.expectRenderedAlike(golden, current, argumentSets, locales: ["en", "pl", "ar"])
        let match = try #require(golden.key("fused.0"))
        #expect(golden.string(match, locale: golden.locale("pl"), namedArguments: [NamedArgument("n", .int(5)), NamedArgument("s", "Bo")])
                == "\u{2068}Bo\u{2069} has 5 files")
    }

    /// The first bundle with date patterns renders every key in every
    /// locale as a fresh build does, for dates given as text and as
    /// milliseconds: a change to the record's layout fails here. Written
    /// once with `LOCPACK_WRITE_GOLDEN=1`.
    @Test func aBundleWithDatePatternsRendersLikeAFreshBuild() throws {
        let (golden, current) = try Self.openGolden("mf2-dates-format-2.11.locpack", builtFrom: Self.datesCatalog(), minorVersion: 11)
        for argument: MessageArgument in ["2024-02-29T23:59:58Z", .int(1_136_214_246_000), .double(-1), "no date"] {
            for locale in ["en", "ar", "ja"] {
                for id in 0..<golden.keyCount {
                    let key = KeyHandle(id: id)
                    let named = [NamedArgument("d", argument)]
                    let text = golden.string(key, locale: golden.locale(locale), namedArguments: named)
                    #expect(text == current.string(key, locale: current.locale(locale), namedArguments: named))
                    #expect(!text.isEmpty)
                }
            }
        }
        #expect(golden.string(KeyHandle(id: 0), locale: golden.locale("en"), namedArguments: [NamedArgument("d", .int(1_136_214_246_000))])
                == "\u{2068}January 2, 2006, 3:04:06 PM\u{2069}")
    }

    /// i18next lists in English, Spanish and Hebrew: the source of
    /// `i18next-lists-format-2.12.locpack`, whose value instructions carry
    /// list pattern records (`Specs/programs.md`, "List patterns"), the
    /// contextual ones among them.
    static func listsCatalog() throws -> MessageCatalog {
        let documents = [
            ("locales/en/translation.json", #"{"and": "With {{v, list}}.", "or": "{{v, list(type: disjunction; style: short)}}", "raw": "{{- v, list(type: unit)}}"}"#),
            ("locales/es/translation.json", #"{"and": "Con {{v, list}}.", "or": "{{v, list(type: disjunction; style: short)}}"}"#),
            ("locales/he/translation.json", #"{"and": "עם {{v, list}}."}"#),
        ]
        return try I18nextImporter.importCatalog(documents: documents.map { (Data($0.1.utf8), $0.0) })
    }

    /// The first bundle with list patterns renders every key in every
    /// locale as a fresh build does, for lists of every length, text and a
    /// number: a change to the record's layout fails here. Written once with
    /// `LOCPACK_WRITE_GOLDEN=1`.
    @Test func aBundleWithListPatternsRendersLikeAFreshBuild() throws {
        let (golden, current) = try Self.openGolden("i18next-lists-format-2.12.locpack", builtFrom: Self.listsCatalog(), minorVersion: 12)
        let values: [MessageArgument] = [.list([]), .list(["Ada"]), .list(["pan", "hielo"]), .list(["a/b", "אבא", "Iglesia", "ocho"]),
                                         "abc", .int(42)]
        for argument in values {
            for locale in ["en", "es", "he"] {
                for id in 0..<golden.keyCount {
                    let key = KeyHandle(id: id)
                    let named = [NamedArgument("v", argument)]
                    #expect(golden.string(key, locale: golden.locale(locale), namedArguments: named)
                            == current.string(key, locale: current.locale(locale), namedArguments: named))
                }
            }
        }
        let and = try #require(golden.key("and", table: "translation"))
        #expect(golden.string(and, locale: golden.locale("es"), namedArguments: [NamedArgument("v", .list(["pan", "Iglesia"]))])
                == "Con pan e Iglesia.")
    }

    /// The writer puts what opening reads right after the section table, in
    /// the file's first pages, and the payloads last; the table keeps its
    /// order (a locale record names its payload's section index). The golden
    /// bundles above, written in table order, read the same.
    @Test(arguments: BundleWriter.Compression.allCases)
    func whatOpeningReadsLeadsTheFile(_ compression: BundleWriter.Compression) throws {
        let bytes = try Self.seedBytes(compression)
        func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        func u64(_ at: Int) -> Int { (0..<8).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        let count = u32(BundleFormat.Header.sectionCount), table = u32(BundleFormat.Header.sectionTableOffset)
        let entries = (0..<count).map { i -> (kind: Int, offset: Int, length: Int) in
            let entry = table + i * BundleFormat.sectionEntrySize
            return (u32(entry + BundleFormat.SectionEntryField.kind), u64(entry + BundleFormat.SectionEntryField.offset),
                    u64(entry + BundleFormat.SectionEntryField.storedLength))
        }
        // The optional argument names section (10) follows the payloads, in the table and in the file.
        let payloads = entries.filter { $0.kind == 7 }.count
        let trailing = entries.contains { $0.kind == 10 } ? [10] : []
        #expect(entries.map(\.kind) == [1, 2, 3, 4, 5, 6, 8, 9, 12] + Array(repeating: 7, count: payloads) + trailing)
        // An empty section (a bundle too small for a dictionary has none) lies anywhere.
        let inFile = entries.filter { $0.length > 0 }.sorted { $0.offset < $1.offset }.map(\.kind)
        let placement = [4, 5, 8, 9, 12, 6, 1, 3, 2] + Array(repeating: 7, count: payloads) + trailing
        #expect(inFile == placement.filter { kind in entries.contains { $0.kind == kind && $0.length > 0 } })
        let tableEnd = table + count * BundleFormat.sectionEntrySize
        #expect(entries.map(\.offset).min() == (tableEnd + 7) / 8 * 8)
    }

    /// 3,000 keys in three locales: many chunks per locale; every key renders
    /// its own text (by handle and by text) on a catalog that has decoded
    /// nothing yet, in an order that crosses chunk boundaries both ways.
    @Test(arguments: BundleWriter.Compression.allCases)
    func everyKeyOfAManyChunkCatalogRenders(_ compression: BundleWriter.Compression) throws {
        let count = 3_000
        let entries = (0..<count).map { i -> String in
            let de = i % 7 == 0 ? "" : #", "de" : { "stringUnit" : { "state" : "translated", "value" : "Eintrag \#(i): %lld" } }"#
            return #""entry.\#(i)" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Entry \#(i): %lld" } }\#(de), "#
                + #""pl" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "\#(i): %lld plik" } }, "#
                + #""few" : { "stringUnit" : { "state" : "translated", "value" : "\#(i): %lld pliki" } }, "#
                + #""many" : { "stringUnit" : { "state" : "translated", "value" : "\#(i): %lld plików" } }, "#
                + #""other" : { "stringUnit" : { "state" : "translated", "value" : "\#(i): %lld pliku" } } } } } } }"#
        }
        let json = #"{ "sourceLanguage" : "en", "version" : "1.0", "strings" : { "# + entries.joined(separator: ",\n") + "} }"
        let source = try StringCatalogImporter.importCatalog(data: Data(json.utf8), file: "Localizable.xcstrings")
        let catalog = try Catalog(bytes: BundleWriter.pack(source, options: .init(compression: compression, level: 3)))
        let chunks = catalog.report.sections.filter { $0.kind == "locale" }.map(\.chunkCount)
        #expect(chunks.count == 3 && chunks.allSatisfy { $0 > 4 }, "chunks per locale: \(chunks)")
        let en = catalog.locale("en"), de = catalog.locale("de"), pl = catalog.locale("pl")
        let order = (0..<count).reversed().map { ($0 * 7919) % count }
        for i in order {
            #expect(catalog.string("entry.\(i)", locale: en, arguments: [5]) == "Entry \(i): 5")
            #expect(catalog.string("entry.\(i)", locale: de, arguments: [5]) == (i % 7 == 0 ? "Entry \(i): 5" : "Eintrag \(i): 5"))
            #expect(catalog.string("entry.\(i)", locale: pl, arguments: [22]) == "\(i): 22 pliki")
        }
        let handle = try #require(catalog.key("entry.1234"))
        #expect(catalog.key(of: handle).key == "entry.1234")
        try catalog.validateAll()
    }

    /// Opening a bundle verifies none of the message chunks: a chunk
    /// damaged in place is found by the render that needs it (status
    /// `corruptData`, the next locale's text) and by ``Catalog/validateAll()``.
    @Test(arguments: BundleWriter.Compression.allCases)
    func aDamagedChunkIsFoundByTheRenderThatNeedsIt(_ compression: BundleWriter.Compression) throws {
        var bytes = try Self.seedBytes(compression)
        let locales = try Catalog(bytes: bytes).locales
        let german = try #require(locales.firstIndex(of: "de"))
        let payload = try #require(SectionTable(bytes).entries.first {
            $0.kind == BundleFormat.SectionKind.localePayload.rawValue && Int(Corruption.read32(bytes, $0.entryOffset + 4)) == german
        })
        let chunkData = payload.offset + Int(Corruption.read32(bytes, payload.offset + BundleFormat.Payload.chunkData))
        bytes[chunkData + 2] ^= 0x40
        let catalog = try Catalog(bytes: bytes)
        let handle = try #require(catalog.key("found_users_devices"))
        let result = withUnsafeTemporaryAllocation(byteCount: 256, alignment: 1) { buffer in
            var sink = UTF8Sink(buffer)
            return [MessageArgument.int(2), .int(1)].withUnsafeBufferPointer {
                catalog.render(handle, locale: catalog.locale("de"), arguments: $0, into: &sink)
            }
        }
        #expect(result.status.contains(.corruptData))
        #expect(result.locale == catalog.locale("en"))
        #expect(throws: CatalogError.self) { try catalog.validateAll() }
    }

    /// The dictionary is not hashed before use: a damaged dictionary is
    /// caught by the content checksum of each compressed chunk that needs
    /// it (or changes nothing a chunk uses). Every render gives the intact
    /// bundle's text or flags `corruptData`, never other text, and
    /// ``Catalog/validateAll()`` refuses the bundle.
    @Test func aDamagedDictionaryNeverChangesARender() throws {
        let intact = try Self.catalogWithADictionary()
        let dictionary = try #require(SectionTable(intact).entries.first { $0.kind == BundleFormat.SectionKind.dictionary.rawValue })
        try #require(dictionary.stored > 1024, "the catalog is too small for zstd to train a dictionary")
        let reference = try Catalog(bytes: intact)
        var damagedRenders = 0
        for offset in stride(from: dictionary.offset + 8, to: dictionary.offset + dictionary.stored, by: dictionary.stored / 7) {
            var bytes = intact
            for i in offset..<min(offset + 64, dictionary.offset + dictionary.stored) { bytes[i] ^= 0x5A }
            let catalog = try Catalog(bytes: bytes)
            #expect(throws: CatalogError.self) { try catalog.validateAll() }
            let damaged = try Catalog(bytes: bytes)
            for id in stride(from: 0, to: damaged.keyCount, by: 97) {
                let key = damaged.key(of: KeyHandle(id: id)).key
                let result = withUnsafeTemporaryAllocation(byteCount: 256, alignment: 1) { buffer -> (RenderStatus, [UInt8]) in
                    var sink = UTF8Sink(buffer)
                    let status = [MessageArgument.int(3)].withUnsafeBufferPointer {
                        damaged.render(KeyHandle(id: id), locale: damaged.sourceLocale, arguments: $0, into: &sink).status
                    }
                    return (status, Array(buffer[0..<sink.writtenCount]))
                }
                if result.0.contains(.corruptData) {
                    damagedRenders += 1
                } else {
                    #expect(String(decoding: result.1, as: UTF8.self)
                            == reference.string(key, locale: reference.sourceLocale, arguments: [3]))
                }
            }
        }
        #expect(damagedRenders > 0, "no damaged dictionary was ever noticed by a render")
    }

    /// A zstd bundle of 2,000 similar messages, enough for zstd to train a
    /// dictionary.
    static func catalogWithADictionary() throws -> [UInt8] {
        let entries = (0..<2_000).map { i in
            #""entry.\#(i)" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "\#(entryText(i, count: "%lld"))" } } } }"#
        }
        let json = #"{ "sourceLanguage" : "en", "version" : "1.0", "strings" : { "# + entries.joined(separator: ",\n") + "} }"
        let source = try StringCatalogImporter.importCatalog(data: Data(json.utf8), file: "Localizable.xcstrings")
        return try BundleWriter.pack(source, options: .init(compression: .zstd, level: 3))
    }

    /// Entry `i`'s text: a fixed phrase, then words of a 3,000-word
    /// vocabulary, so chunks share words a dictionary holds (the writer keeps
    /// a dictionary only where it pays, `DictionaryChoice`).
    static func entryText(_ i: Int, count: String) -> String {
        func word(_ n: Int) -> String {
            var state = UInt64(n) &* 0x9E37_79B9_7F4A_7C15
            return String(decoding: (0..<(5 + n % 7)).map { _ in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return UInt8(ascii: "a") + UInt8((state >> 33) % 26)
            }, as: UTF8.self)
        }
        let words = (0..<6).map { word((i &* 7919 &+ $0 &* 104729) % 3_000) }
        return "Entry number \(i) of the catalog: \(count) items, " + words.joined(separator: " ")
    }

    /// The dictionary section holds raw content, not zstd's structured
    /// dictionary (magic 0xEC30A437, then entropy tables the reader would
    /// have to build before its first chunk), and chunks decode with it.
    @Test func theDictionaryIsStoredAsRawContent() throws {
        let bytes = try Self.catalogWithADictionary()
        let entry = try #require(SectionTable(bytes).entries.first { $0.kind == BundleFormat.SectionKind.dictionary.rawValue })
        try #require(entry.stored > 1024, "the catalog is too small for zstd to train a dictionary")
        let magic = bytes[entry.offset..<(entry.offset + 4)].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
        #expect(UInt32(littleEndian: magic) != 0xEC30_A437)
        let catalog = try Catalog(bytes: bytes)
        try catalog.validateAll()
        #expect(catalog.string("entry.1234", locale: catalog.sourceLocale, arguments: [7]) == Self.entryText(1234, count: "7"))
    }
}
