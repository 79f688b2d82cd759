import Foundation
@testable import LocPack
import LocPackCompiler
import Testing
import LocPackTestSupport

/// A damaged or hostile bundle is an error (at open, or for a lazily decoded
/// locale at its first render, which then falls back), never a crash, a hang
/// or text that is not in the bundle. `Specs/guarantees.md` lists the promises
/// these tests stand behind.
@Suite struct BundleCorruptionTests {
    /// The seed catalog (``RuntimeTestBundles/seedCatalog``) packed with `compression`.
    static func seedBundle(_ compression: BundleWriter.Compression) throws -> [UInt8] {
        let catalog = try StringCatalogImporter.importCatalog(data: Data(RuntimeTestBundles.seedCatalog.utf8), file: "Localizable.xcstrings")
        return try BundleWriter.pack(catalog, options: .init(compression: compression, level: 3))
    }

    /// `count` keys `settings.section.N.title` with English text `Title N`.
    static func manyKeyCatalog(_ count: Int) throws -> MessageCatalog {
        let entries = (0..<count).map { i in
            #""settings.section.\#(i).title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Title \#(i)" } } } }"#
        }
        let json = #"{ "sourceLanguage" : "en", "version" : "1.0", "strings" : { "# + entries.joined(separator: ",\n") + "} }"
        return try StringCatalogImporter.importCatalog(data: Data(json.utf8), file: "Localizable.xcstrings")
    }

    /// Every prefix of a real bundle is refused at open.
    @Test(arguments: BundleWriter.Compression.allCases)
    func everyTruncationIsAnError(_ compression: BundleWriter.Compression) throws {
        let bytes = try Self.seedBundle(compression)
        for length in 0..<bytes.count {
            #expect(throws: CatalogError.self) { try Catalog(bytes: Array(bytes[0..<length])) }
        }
    }

    /// 60,000 random corruptions (one to eight bytes changed, at random
    /// places or in one run; an eighth of them under a sanitizer,
    /// ``SweepScale``) of bundles whose checksums are left as they are:
    /// each is refused (at open, or by ``Catalog/validateAll()``, which checks
    /// what opening leaves to first use) or renders
    /// exactly what the intact bundle renders (a change in the zero padding
    /// between sections, which no checksum covers).
    @Test(arguments: BundleWriter.Compression.allCases)
    func randomCorruptionsAreRefusedOrHarmless(_ compression: BundleWriter.Compression) throws {
        let bytes = try Self.seedBundle(compression)
        let expected = try #require(RenderSweep.outputs(of: Catalog(bytes: bytes)))
        var generator = SplitMix(seed: compression == .none ? 7 : 11)
        var refused = 0, harmless = 0
        let rounds = SweepScale.rounds(30_000)
        for _ in 0..<rounds {
            let copy = Corruption.random(of: bytes, using: &generator)
            guard let catalog = try? Catalog(bytes: copy), (try? catalog.validateAll()) != nil else {
                refused += 1
                continue
            }
            #expect(RenderSweep.outputs(of: catalog) == expected, "a corruption the checksums missed changed a render")
            harmless += 1
        }
        #expect(refused * 30 > rounds * 29, "only \(refused) of \(rounds) corruptions were refused")
        #expect(refused + harmless == rounds)
    }

    /// 40,000 corruptions (an eighth under a sanitizer) whose checksums are then recomputed, so that only
    /// the structural checks stand between them and the interpreter: no
    /// crash, no hang, every render bounded, and the corruptions the reader
    /// cannot tell from real data still open and render.
    @Test(arguments: BundleWriter.Compression.allCases)
    func resealedCorruptionsNeverCrash(_ compression: BundleWriter.Compression) throws {
        try Self.sweepResealedCorruptions(of: Self.seedBundle(compression), seed: compression == .none ? 13 : 17)
    }

    /// The same for a format 2.3 bundle, whose key index has the wide
    /// layout this reader still reads (`Specs/bundle-format.md`, "Key index").
    @Test func resealedCorruptionsOfTheWideKeyIndexNeverCrash() throws {
        let golden = BundleFormatTwoTests.goldenPath("2.3", .none)
        try Self.sweepResealedCorruptions(of: Array(Data(contentsOf: URL(fileURLWithPath: golden))), seed: 19)
    }

    /// The same for value instructions with date patterns (format 2.11):
    /// MessageFormat 2 dates, times and date-times in three locales.
    @Test func resealedCorruptionsOfDatePatternsNeverCrash() throws {
        let bytes = try BundleWriter.pack(BundleFormatTwoTests.datesCatalog(), options: .init(compression: .none, level: 3))
        try Self.sweepResealedCorruptions(of: bytes, seed: 23)
    }

    /// The same for value instructions with list patterns (format 2.12):
    /// i18next lists in three languages, with contextual patterns.
    @Test func resealedCorruptionsOfListPatternsNeverCrash() throws {
        let bytes = try BundleWriter.pack(BundleFormatTwoTests.listsCatalog(), options: .init(compression: .none, level: 3))
        try Self.sweepResealedCorruptions(of: bytes, seed: 29)
    }

    /// The same for string selects and texts around values (format 2.13):
    /// MessageFormat 2 selections and placeholders in three languages.
    @Test func resealedCorruptionsOfMessageFormat2InstructionsNeverCrash() throws {
        let bytes = try BundleWriter.pack(BundleFormatTwoTests.matchCatalog(), options: .init(compression: .none, level: 3))
        try Self.sweepResealedCorruptions(of: bytes, seed: 31)
    }

    /// Corrupts `bytes` at random, reseals, opens and renders every key.
    static func sweepResealedCorruptions(of bytes: [UInt8], seed: UInt64) throws {
        var generator = SplitMix(seed: seed)
        var opened = 0, rendered = 0
        let rounds = SweepScale.rounds(20_000)
        for _ in 0..<rounds {
            var copy = Corruption.random(of: bytes, using: &generator)
            BundleSealer.reseal(&copy)
            guard let catalog = try? Catalog(bytes: copy) else { continue }
            opened += 1
            if let outputs = RenderSweep.outputs(of: catalog) {
                rendered += 1
                #expect(outputs.allSatisfy { $0.count <= RenderSweep.capacity })
            }
        }
        // Resealed bundles get past the checksums, so many must open; were
        // that not so, this test would prove nothing about the interpreter.
        #expect(opened * 10 > rounds, "only \(opened) of \(rounds) resealed corruptions opened")
        #expect(rendered > 0)
    }

    /// The sealer writes exactly the checksums the writer wrote.
    @Test(arguments: BundleWriter.Compression.allCases)
    func sealerMatchesTheWriter(_ compression: BundleWriter.Compression) throws {
        let bytes = try Self.seedBundle(compression)
        var damaged = bytes
        damaged[BundleFormat.Header.checksum] ^= 0xFF
        for entry in SectionTable(bytes).entries { damaged[entry.entryOffset + 40] ^= 0x5A }
        #expect(throws: CatalogError.self) { try Catalog(bytes: damaged) }
        BundleSealer.reseal(&damaged)
        #expect(damaged == bytes)
    }

    /// A compressed message chunk that claims far more bytes than its frame
    /// could hold is refused before any buffer is allocated for it.
    @Test func implausibleDecompressedSizeIsRefused() throws {
        var bytes = try BundleWriter.pack(Self.manyKeyCatalog(600), options: .init(compression: .zstd, level: 3))
        let payload = try #require(SectionTable(bytes).entries.first { $0.kind == BundleFormat.SectionKind.localePayload.rawValue })
        let P = BundleFormat.Payload.self, C = BundleFormat.ChunkField.self
        let record = payload.offset + Int(Corruption.read32(bytes, payload.offset + P.chunkDirectory))
        try #require(Corruption.read32(bytes, record + C.compression) != BundleFormat.Compression.none.rawValue)
        let claimed = (Corruption.read32(bytes, record + C.storedLength) + 1) * UInt32(BundleFormat.maximumCompressionRatio)
        Corruption.write32(claimed, at: record + C.rawLength, into: &bytes)
        BundleSealer.reseal(&bytes)
        let catalog = try Catalog(bytes: bytes)
        let error = #expect(throws: CatalogError.self) { try catalog.validateAll() }
        #expect(error?.description.contains("compression") == true)
    }

    /// A changed byte in the strings that opening reads (the CLDR version,
    /// a locale's or a table's name, all in its first region) is a checksum
    /// mismatch at open, not a corrupt reference; a reference outside the
    /// section is corrupt.
    @Test(arguments: BundleWriter.Compression.allCases)
    func damagedNamesAreAChecksumMismatchAtOpen(_ compression: BundleWriter.Compression) throws {
        let bytes = try Self.seedBundle(compression)
        let strings = try #require(SectionTable(bytes).entries.first { $0.kind == BundleFormat.SectionKind.strings.rawValue })
        let cldr = strings.offset + Int(Corruption.read32(bytes, BundleFormat.Header.cldrVersionOffset))
        var damaged = bytes
        damaged[cldr] ^= 0x01
        let mismatch = #expect(throws: CatalogError.self) { try Catalog(bytes: damaged) }
        #expect(mismatch?.kind == .checksumMismatch)
        #expect(mismatch?.description.contains("checksum mismatch in the strings section") == true)
        var outside = bytes
        Corruption.write32(UInt32(strings.stored), at: BundleFormat.Header.cldrVersionOffset, into: &outside)
        BundleSealer.reseal(&outside)
        let corrupt = #expect(throws: CatalogError.self) { try Catalog(bytes: outside) }
        #expect(corrupt?.kind == .corrupt)
        #expect(corrupt?.description.contains("the CLDR version string lies outside the strings section") == true)
    }

    /// A bundle of a newer major format version says which version it is and
    /// that a newer LocPack is needed.
    @Test func newerMajorVersionIsRefusedWithTheVersion() throws {
        var bytes = try Self.seedBundle(.none)
        bytes[8] = UInt8(BundleFormat.majorVersion + 1)
        bytes[9] = 0
        bytes[10] = 0
        bytes[11] = 0
        BundleSealer.reseal(&bytes)
        let error = #expect(throws: CatalogError.self) { try Catalog(bytes: bytes) }
        #expect(error?.description.contains("bundle format \(BundleFormat.majorVersion + 1).0 needs a newer LocPack") == true)
    }

    /// A bundle of a newer minor version of this major may hold instructions
    /// this reader does not know: it is refused at open, naming both versions.
    @Test func newerMinorVersionIsRefusedWithTheVersion() throws {
        var bytes = try Self.seedBundle(.none)
        let newer = BundleFormat.minorVersion + 1
        bytes[10] = UInt8(newer & 0xFF)
        bytes[11] = UInt8(newer >> 8)
        BundleSealer.reseal(&bytes)
        let error = #expect(throws: CatalogError.self) { try Catalog(bytes: bytes) }
        #expect(error?.kind == .unsupportedVersion)
        #expect(error?.description.contains("bundle format \(BundleFormat.majorVersion).\(newer) needs a newer LocPack") == true)
        #expect(error?.description.contains("to \(BundleFormat.majorVersion).\(BundleFormat.minorVersion)") == true)
    }

    /// A bundle of format 1 is refused with a message that says to rebuild it.
    @Test func formatOneIsRefusedWithRebuild() throws {
        var bytes = try Self.seedBundle(.zstd)
        bytes[8] = 1
        bytes[9] = 0
        bytes[10] = 0
        bytes[11] = 0
        BundleSealer.reseal(&bytes)
        let error = #expect(throws: CatalogError.self) { try Catalog(bytes: bytes) }
        #expect(error?.kind == .unsupportedVersion)
        #expect(error?.description.contains("bundle format 1.0 is no longer read") == true)
        #expect(error?.description.contains("rebuild the bundle") == true)
    }

    /// Opening checks neither the key tables nor any chunk: a corrupt byte in
    /// a key's text (in a later region of the strings section than the
    /// locale names, which open verifies) is found where that key is first
    /// read — a lookup by text misses it — and by ``Catalog/validateAll()``;
    /// keys in intact regions still render.
    @Test(arguments: BundleWriter.Compression.allCases)
    func corruptKeyTextIsFoundWhereItIsRead(_ compression: BundleWriter.Compression) throws {
        let catalog = try Self.manyKeyCatalog(600)
        let intact = try BundleWriter.pack(catalog, options: .init(compression: compression, level: 3))
        let strings = try #require(SectionTable(intact).entries.first { $0.kind == BundleFormat.SectionKind.strings.rawValue })
        try #require(strings.stored > 2 * BundleFormat.regionSize)
        let needle = Array("settings.section.599.title".utf8)
        let at = try #require((strings.offset..<(strings.offset + strings.stored - needle.count + 1)).first {
            Array(intact[$0..<($0 + needle.count)]) == needle
        })
        try #require(at - strings.offset >= BundleFormat.regionSize)
        var bytes = intact
        bytes[at] ^= 0x20
        let damaged = try Catalog(bytes: bytes)
        #expect(damaged.key("settings.section.599.title") == nil)
        #expect(throws: CatalogError.self) { try damaged.validateAll() }
        #expect(damaged.string("settings.section.0.title", locale: damaged.sourceLocale) == "Title 0")
        #expect(try Catalog(bytes: intact).string("settings.section.599.title", locale: damaged.sourceLocale) == "Title 599")
    }
}

/// Renders every key of a catalog in every locale, for several devices and
/// argument lists (right, missing and wrongly typed).
enum RenderSweep {
    /// The output buffer size; renders longer than this are cut (and flagged).
    static let capacity = 4096

    static let argumentLists: [[MessageArgument]] = [[.int(3), .int(4)], [], [.string("x"), .double(2.5)], [.int(1)],
                                                     [.list(["Ada", "Bo", "Cy"]), .list([])]]

    /// Every output, or nil when a locale was reported corrupt.
    static func outputs(of catalog: Catalog) -> [[UInt8]]? {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 8)
        defer { buffer.deallocate() }
        var outputs: [[UInt8]] = []
        for locale in 0..<catalog.locales.count {
            for key in 0..<catalog.keyCount {
                for device in [Device.other, .mac, .iphone] {
                    for arguments in argumentLists {
                        let status = arguments.withUnsafeBufferPointer { args in
                            var sink = UTF8Sink(buffer)
                            let status = catalog.render(KeyHandle(id: key), locale: LocaleHandle(index: locale), device: device,
                                                        arguments: args, into: &sink).status
                            outputs.append(Array(buffer[0..<sink.writtenCount]))
                            return status
                        }
                        if status.contains(.corruptData) { return nil }
                    }
                }
            }
        }
        return outputs
    }
}

/// The section table of a bundle, read directly from its bytes.
struct SectionTable {
    struct Entry {
        var entryOffset: Int
        var kind: UInt32
        var offset: Int
        var stored: Int
    }

    var entries: [Entry] = []

    init(_ bytes: [UInt8]) {
        guard bytes.count >= BundleFormat.headerSize else { return }
        let count = Int(Corruption.read32(bytes, 16))
        let table = Int(Corruption.read32(bytes, 20))
        for index in 0..<count {
            let at = table + index * BundleFormat.sectionEntrySize
            guard at + BundleFormat.sectionEntrySize <= bytes.count else { return }
            entries.append(Entry(entryOffset: at, kind: Corruption.read32(bytes, at),
                                 offset: Int(truncatingIfNeeded: Corruption.read64(bytes, at + 8)),
                                 stored: Int(truncatingIfNeeded: Corruption.read64(bytes, at + 16))))
        }
    }
}

/// Ways of damaging a bundle.
enum Corruption {
    /// One to eight bytes changed: scattered, or in one run.
    static func random(of bytes: [UInt8], using generator: inout SplitMix) -> [UInt8] {
        var copy = bytes
        let changes = Int(generator.next() % 8) + 1
        let run = generator.next() % 2 == 0
        var position = Int(generator.next() % UInt64(bytes.count))
        for _ in 0..<changes {
            copy[position] ^= UInt8(truncatingIfNeeded: generator.next() | 1)
            position = run ? min(position + 1, bytes.count - 1) : Int(generator.next() % UInt64(bytes.count))
        }
        return copy
    }

    static func read32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[at + $1]) << (8 * $1) }
    }

    static func read64(_ bytes: [UInt8], _ at: Int) -> UInt64 {
        (0..<8).reduce(0) { $0 | UInt64(bytes[at + $1]) << (8 * $1) }
    }

    static func write32(_ value: UInt32, at: Int, into bytes: inout [UInt8]) {
        for i in 0..<4 { bytes[at + i] = UInt8(truncatingIfNeeded: value >> (8 * i)) }
    }

    static func write(_ value: UInt64, at: Int, into bytes: inout [UInt8]) {
        for i in 0..<8 { bytes[at + i] = UInt8(truncatingIfNeeded: value >> (8 * i)) }
    }
}

