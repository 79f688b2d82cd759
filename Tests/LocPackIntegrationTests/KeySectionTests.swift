import Foundation
import Testing
@testable import LocPackCompiler
import LocPack

/// The keys section of format 2.14 (`Specs/bundle-format.md`, "Keys"): key
/// texts one after the other, found by their bounds, and one run per table.
struct KeySectionTests {
    /// Keys in three tables, one key text in two of them, and a table whose
    /// name is the NFC spelling of a key text written in NFD.
    static func tablesCatalog() -> MessageCatalog {
        var entries: [CatalogEntry] = []
        func add(_ key: String, _ table: String, _ text: String) {
            entries.append(CatalogEntry(key: key, table: table, localizations: ["en": Message([.text(text)])],
                                        location: SourceLocation(file: "test")))
        }
        for i in 0..<40 { add("alpha.\(i)", "Alpha", "alpha text \(i)") }
        add("shared", "Alpha", "shared in Alpha")
        add("shared", "Beta", "shared in Beta")
        add("", "Beta", "the empty key")
        add("Cafe\u{301}", "Caf\u{E9}", "decomposed key in a composed table")
        add("z", "Caf\u{E9}", "last key")
        return MessageCatalog(sourceLanguage: "en", entries: entries)
    }

    /// The section of `kind` in `bytes`.
    static func section(_ kind: BundleFormat.SectionKind, of bytes: [UInt8]) throws -> SectionTable.Entry {
        try #require(SectionTable(bytes).entries.first { $0.kind == kind.rawValue })
    }

    @Test func everyKeyIsFoundByItsTableAndTextAndNamesThem() throws {
        let bytes = try BundleWriter.pack(Self.tablesCatalog())
        let bundle = try Catalog(bytes: bytes)
        #expect(bundle.formatVersion == "2.\(BundleFormat.minorVersion)")
        try bundle.validateAll()
        let en = bundle.locale("en")
        #expect(bundle.string("shared", table: "Alpha", locale: en) == "shared in Alpha")
        #expect(bundle.string("shared", table: "Beta", locale: en) == "shared in Beta")
        #expect(bundle.string("", table: "Beta", locale: en) == "the empty key")
        #expect(bundle.string("Cafe\u{301}", table: "Caf\u{E9}", locale: en) == "decomposed key in a composed table")
        #expect(bundle.string("z", table: "Caf\u{E9}", locale: en) == "last key")
        for i in 0..<40 { #expect(bundle.string("alpha.\(i)", table: "Alpha", locale: en) == "alpha text \(i)") }
        // A key is not found in another table, nor by its canonically equal spelling.
        #expect(bundle.string("z", table: "Beta", locale: en) != "last key")
        #expect(bundle.string("Caf\u{E9}", table: "Caf\u{E9}", locale: en) != "decomposed key in a composed table")
        // Every id names its own key and table, with the bytes it was written with.
        var names: [[UInt8]] = []
        for id in 0..<bundle.keyCount {
            let (key, table) = bundle.key(of: KeyHandle(id: id))
            names.append(Array(table.utf8) + [0] + Array(key.utf8))
        }
        #expect(names.contains(Array("Caf\u{E9}".utf8) + [0] + Array("Cafe\u{301}".utf8)))
        #expect(names.contains(Array("Beta".utf8) + [0]))
        #expect(names == names.sorted { $0.lexicographicallyPrecedes($1) })
        #expect(names.count == 45)
    }

    @Test func theSectionsHoldFourBytesAKeyAndTwelveATable() throws {
        let bytes = try BundleWriter.pack(Self.tablesCatalog())
        #expect(try Self.section(.keys, of: bytes).stored == 46 * BundleFormat.keyBoundSize)
        #expect(try Self.section(.tableRuns, of: bytes).stored == 3 * BundleFormat.tableRunSize)
    }

    /// Keys repeated in two tables: records, which store each text once,
    /// make the smaller bundle, so the writer keeps them, and every key
    /// still renders from its own table.
    @Test func keysRepeatedInTwoTablesKeepTheirRecords() throws {
        var entries: [CatalogEntry] = []
        for table in ["First", "Second"] {
            for i in 0..<200 {
                entries.append(CatalogEntry(key: "a fairly long key text shared by both tables, number \(i)", table: table,
                                            localizations: ["en": Message([.text("\(table) \(i)")])],
                                            location: SourceLocation(file: "test")))
            }
        }
        let bytes = try BundleWriter.pack(MessageCatalog(sourceLanguage: "en", entries: entries))
        #expect(try Self.section(.keys, of: bytes).stored == 400 * BundleFormat.keyRecordSize)
        #expect(try Self.section(.tableRuns, of: bytes).stored == 0)
        let bundle = try Catalog(bytes: bytes)
        #expect(bundle.formatVersion == "2.\(BundleFormat.minorVersion)")
        try bundle.validateAll()
        let en = bundle.locale("en")
        for i in stride(from: 0, to: 200, by: 7) {
            let key = "a fairly long key text shared by both tables, number \(i)"
            #expect(bundle.string(key, table: "First", locale: en) == "First \(i)")
            #expect(bundle.string(key, table: "Second", locale: en) == "Second \(i)")
        }
        #expect(bundle.key(of: KeyHandle(id: 399)).table == "Second")
    }

    /// A bundle of one table reads its name at open, and every key still
    /// names it.
    @Test func aBundleOfOneTableNamesItForEveryKey() throws {
        let entries = (0..<300).map { i in
            CatalogEntry(key: "key.\(i)", table: "Only", localizations: ["en": Message([.text("text \(i)")])],
                         location: SourceLocation(file: "test"))
        }
        let bundle = try Catalog(bytes: BundleWriter.pack(MessageCatalog(sourceLanguage: "en", entries: entries)))
        try bundle.validateAll()
        for id in 0..<bundle.keyCount { #expect(bundle.key(of: KeyHandle(id: id)).table == "Only") }
        #expect(bundle.string("key.299", table: "Only", locale: bundle.locale("en")) == "text 299")
        #expect(bundle.string("key.299", table: "Localizable", locale: bundle.locale("en")) != "text 299")
    }

    /// Table runs out of order or past the keys: opening refuses the
    /// bundle, since lookups trust the runs.
    @Test(arguments: ["runs out of order", "runs past the keys", "a run whose name is outside the strings"])
    func damagedTableRunsAreRefusedAtOpen(_ damage: String) throws {
        var bytes = try BundleWriter.pack(Self.tablesCatalog(), options: .init(compression: .none, level: 3))
        let runs = try Self.section(.tableRuns, of: bytes).offset
        let F = BundleFormat.TableRunField.self, size = BundleFormat.tableRunSize
        switch damage {
        case "runs out of order": Corruption.write32(0, at: runs + size + F.firstKey, into: &bytes)
        case "runs past the keys": Corruption.write32(1000, at: runs + 2 * size + F.firstKey, into: &bytes)
        default: Corruption.write32(0xFFFF_FF00, at: runs + size + F.nameOffset, into: &bytes)
        }
        BundleSealer.reseal(&bytes)
        #expect(throws: CatalogError.self) { try Catalog(bytes: bytes) }
    }

    /// A text bound below the one before it: the bundle still opens (the
    /// bounds are read where a lookup needs them), `validateAll()` names the
    /// damage, and every render ends without a crash.
    @Test func aBoundBeforeThePreviousBoundIsReportedNotTrusted() throws {
        var bytes = try BundleWriter.pack(Self.tablesCatalog(), options: .init(compression: .none, level: 3))
        let keys = try Self.section(.keys, of: bytes).offset
        Corruption.write32(1, at: keys + 5 * BundleFormat.keyBoundSize, into: &bytes)
        BundleSealer.reseal(&bytes)
        let bundle = try Catalog(bytes: bytes)
        #expect(throws: CatalogError.self) { try bundle.validateAll() }
        let en = bundle.locale("en")
        for id in 0..<bundle.keyCount { _ = bundle.key(of: KeyHandle(id: id)) }
        #expect(RenderSweep.outputs(of: bundle) != nil)
        _ = bundle.string("shared", table: "Beta", locale: en)
        _ = bundle.string("z", table: "Caf\u{E9}", locale: en)
    }
}
