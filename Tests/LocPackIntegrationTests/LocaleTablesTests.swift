import Foundation
import Testing
@_spi(LocPackInternals) @testable import LocPackCompiler
@_spi(LocPackInternals) import LocPack

/// Format 2.15 keeps each locale's plural rule programs and number symbols
/// in the strings section (`Specs/bundle-format.md`, "Locale payload"):
/// stored once for every locale that shares them, read and verified where
/// a locale is first used.
struct LocaleTablesTests {
    /// Locales whose plural rules are English's (de, nl, sv) and two whose
    /// are not (pl, ru): a plural of photos and a number with a fraction.
    static func catalog() throws -> MessageCatalog {
        let locales = ["en", "de", "nl", "sv", "pl", "ru"]
        func entry(_ key: String, _ icu: String) throws -> CatalogEntry {
            var texts: [String: Message] = [:]
            for locale in locales { texts[locale] = try ICUMessageFormat.parse(icu).message }
            return CatalogEntry(key: key, table: "Localizable", localizations: texts, location: SourceLocation(file: "test"))
        }
        return MessageCatalog(sourceLanguage: "en", entries: [
            try entry("photos", "{n, plural, one {# photo} few {# zdjęcia} many {# zdjęć} other {# photos}}"),
            try entry("ratio", "{x, number, ::.00}"),
        ])
    }

    /// Occurrences of `needle` in `haystack`.
    static func occurrences(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int {
        guard !needle.isEmpty, haystack.count >= needle.count else { return 0 }
        var count = 0, start = haystack.startIndex
        while start + needle.count <= haystack.endIndex {
            if haystack[start..<start + needle.count].elementsEqual(needle) { count += 1 }
            start += 1
        }
        return count
    }

    /// Each program and symbols record is in the strings section once, every
    /// payload names it there, and a head is its header and chunk directory.
    @Test func sharedTablesAreStoredOnceInTheStrings() throws {
        let bytes = try BundleWriter.pack(Self.catalog(), options: .init(compression: .none, level: 3))
        let strings = try KeySectionTests.section(.strings, of: bytes)
        let pool = bytes[strings.offset..<strings.offset + strings.stored]
        let englishRules = PluralRuleCatalog.program(forLocale: "en", ordinal: false)
        #expect(Self.occurrences(of: englishRules, in: pool) == 1)
        #expect(Self.occurrences(of: PluralRuleCatalog.program(forLocale: "pl", ordinal: false), in: pool) == 1)
        #expect(Self.occurrences(of: NumberSymbolsCatalog.symbols(forLocale: "de").record, in: pool) == 1)
        let P = BundleFormat.Payload.self
        let payloads = SectionTable(bytes).entries.filter { $0.kind == BundleFormat.SectionKind.localePayload.rawValue }
        #expect(payloads.count == 6)
        var cardinalOffsets: Set<UInt32> = []
        for payload in payloads {
            let head = Int(Corruption.read32(bytes, payload.offset + P.chunkData))
            let chunks = Int(Corruption.read32(bytes, payload.offset + P.chunkCount))
            #expect(head == (BundleFormat.payloadHeaderSize + chunks * BundleFormat.chunkRecordSize + 7) / 8 * 8)
            let offset = Corruption.read32(bytes, payload.offset + P.cardinalRules)
            let length = Int(Corruption.read32(bytes, payload.offset + P.cardinalRulesLength))
            let program = Array(pool[strings.offset + Int(offset)..<strings.offset + Int(offset) + length])
            #expect(program == englishRules || program == PluralRuleCatalog.program(forLocale: "pl", ordinal: false)
                || program == PluralRuleCatalog.program(forLocale: "ru", ordinal: false))
            cardinalOffsets.insert(offset)
        }
        // en, de, nl and sv share one program; pl and ru have their own.
        #expect(cardinalOffsets.count == 3)
    }

    /// The shared tables render as each locale's own: Polish and Russian
    /// plural categories, German and Swedish decimal commas.
    @Test(arguments: [BundleWriter.Compression.none, .zstd])
    func everyLocaleRendersWithItsOwnRulesAndSymbols(_ compression: BundleWriter.Compression) throws {
        let bundle = try Catalog(bytes: BundleWriter.pack(Self.catalog(), options: .init(compression: compression, level: 3)))
        try bundle.validateAll()
        func photos(_ locale: String, _ n: Int64) -> String { bundle.string("photos", locale: bundle.locale(locale), arguments: [.int(n)]) }
        #expect(photos("en", 1) == "1 photo" && photos("en", 2) == "2 photos")
        #expect(photos("de", 1) == "1 photo" && photos("de", 5) == "5 photos")
        #expect(photos("pl", 2) == "2 zdjęcia" && photos("pl", 5) == "5 zdjęć" && photos("pl", 22) == "22 zdjęcia")
        #expect(photos("ru", 21) == "21 photo" && photos("ru", 3) == "3 zdjęcia" && photos("ru", 11) == "11 zdjęć")
        func ratio(_ locale: String) -> String { bundle.string("ratio", locale: bundle.locale(locale), arguments: [.double(0.5)]) }
        #expect(ratio("en") == "0.50" && ratio("de") == "0,50" && ratio("sv") == "0,50" && ratio("pl") == "0,50")
    }

    /// A payload naming a rule program outside the strings section: the
    /// bundle opens, the other locales render, and the damaged locale is
    /// reported by `validateAll()` and never rendered with.
    @Test func aTableOutsideTheStringsIsReportedForItsLocale() throws {
        var bytes = try BundleWriter.pack(Self.catalog(), options: .init(compression: .none, level: 3))
        let payloads = SectionTable(bytes).entries.filter { $0.kind == BundleFormat.SectionKind.localePayload.rawValue }
        let bundleBefore = try Catalog(bytes: bytes)
        let polish = try #require(payloads.indices.first { bundleBefore.identifier(of: LocaleHandle(index: $0)) == "pl" })
        Corruption.write32(0xFFFF_FF00, at: payloads[polish].offset + BundleFormat.Payload.cardinalRules, into: &bytes)
        BundleSealer.reseal(&bytes)
        let bundle = try Catalog(bytes: bytes)
        #expect(bundle.string("photos", locale: bundle.locale("ru"), arguments: [.int(3)]) == "3 zdjęcia")
        #expect(bundle.string("photos", locale: bundle.locale("pl"), arguments: [.int(5)]) != "5 zdjęć")
        let error = #expect(throws: CatalogError.self) { try bundle.validateAll() }
        #expect(error?.description.contains("locale pl") == true && error?.description.contains("strings section") == true)
    }

    /// A rule program damaged in place, its region checksum left as it was:
    /// the locale is refused where its tables are read, never rendered with.
    @Test func aDamagedRuleProgramFailsItsRegionChecksum() throws {
        var bytes = try BundleWriter.pack(Self.catalog(), options: .init(compression: .none, level: 3))
        let strings = try KeySectionTests.section(.strings, of: bytes)
        let polishRules = PluralRuleCatalog.program(forLocale: "pl", ordinal: false)
        let pool = Array(bytes[strings.offset..<strings.offset + strings.stored])
        let at = try #require((0...(pool.count - polishRules.count)).first { pool[$0..<$0 + polishRules.count].elementsEqual(polishRules) })
        bytes[strings.offset + at + polishRules.count / 2] ^= 0x20
        // Opening verifies the region holding the locale names; the programs
        // may share it. Either way the damage is found before Polish renders.
        do {
            let bundle = try Catalog(bytes: bytes)
            #expect(bundle.string("photos", locale: bundle.locale("pl"), arguments: [.int(5)]) != "5 zdjęć")
            #expect(throws: CatalogError.self) { try bundle.validateAll() }
        } catch {
            // Opening names what it could not read: a name in the damaged region.
            #expect(error.kind == .checksumMismatch || error.kind == .corrupt, "\(error)")
        }
    }
}
