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
            #expect(head == (P.tablesChecksumEnd + chunks * BundleFormat.chunkRecordSize + 7) / 8 * 8)
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

    /// A rule program damaged in place, no checksum changed: the damage is
    /// found before the locale renders with it.
    @Test func aDamagedRuleProgramIsFoundBeforeItsLocaleRenders() throws {
        var bytes = try BundleWriter.pack(Self.catalog(), options: .init(compression: .none, level: 3))
        let strings = try KeySectionTests.section(.strings, of: bytes)
        let polishRules = PluralRuleCatalog.program(forLocale: "pl", ordinal: false)
        let pool = Array(bytes[strings.offset..<strings.offset + strings.stored])
        let at = try #require((0...(pool.count - polishRules.count)).first { pool[$0..<$0 + polishRules.count].elementsEqual(polishRules) })
        bytes[strings.offset + at + polishRules.count / 2] ^= 0x20
        // Opening verifies the region holding the locale names, which the
        // programs of a small bundle share; else the locale's tables checksum
        // finds it.
        do {
            let bundle = try Catalog(bytes: bytes)
            #expect(bundle.string("photos", locale: bundle.locale("pl"), arguments: [.int(5)]) != "5 zdjęć")
            #expect(throws: CatalogError.self) { try bundle.validateAll() }
        } catch {
            // Opening names what it could not read: a name in the damaged region.
            #expect(error.kind == .checksumMismatch || error.kind == .corrupt, "\(error)")
        }
    }

    /// Seventy locales, whose tables run past the strings section's first
    /// region (the one opening verifies): a symbols record damaged there,
    /// no checksum changed, fails its locale's tables checksum when the
    /// locale is first used, and only that locale.
    @Test func aDamagedTablePastTheOpeningRegionFailsItsLocalesChecksum() throws {
        let locales = ["af", "am", "ar", "az", "be", "bg", "bn", "bs", "ca", "cs", "cy", "da", "de", "el", "en", "es", "et",
                       "eu", "fa", "fi", "fil", "fr", "ga", "gl", "gu", "he", "hi", "hr", "hu", "hy", "id", "is", "it", "ja",
                       "ka", "kk", "km", "kn", "ko", "ky", "lo", "lt", "lv", "mk", "ml", "mn", "mr", "ms", "my", "nb", "ne",
                       "nl", "pa", "pl", "pt", "ro", "ru", "si", "sk", "sl", "sq", "sr", "sv", "sw", "ta", "te", "th", "tr",
                       "uk", "ur"]
        var texts: [String: Message] = [:]
        for locale in locales { texts[locale] = try ICUMessageFormat.parse("{x, number, ::.00} in \(locale)").message }
        let catalog = MessageCatalog(sourceLanguage: "en", entries: [
            CatalogEntry(key: "ratio", table: "Localizable", localizations: texts, location: SourceLocation(file: "test")),
        ])
        var bytes = try BundleWriter.pack(catalog, options: .init(compression: .none, level: 3))
        let strings = try KeySectionTests.section(.strings, of: bytes)
        let intact = try Catalog(bytes: bytes)
        let payloads = SectionTable(bytes).entries.filter { $0.kind == BundleFormat.SectionKind.localePayload.rawValue }
        let symbolsOffsets = payloads.map { Int(Corruption.read32(bytes, $0.offset + BundleFormat.Payload.numberSymbols)) }
        // The last locale whose symbols record lies wholly past the first region.
        let damaged = try #require(symbolsOffsets.indices.last { symbolsOffsets[$0] >= BundleFormat.regionSize })
        let name = intact.identifier(of: LocaleHandle(index: damaged))
        let sharers = symbolsOffsets.indices.filter { symbolsOffsets[$0] == symbolsOffsets[damaged] }
        bytes[strings.offset + symbolsOffsets[damaged] + 1] ^= 0x01
        let bundle = try Catalog(bytes: bytes)
        let error = #expect(throws: CatalogError.self) { try bundle.validateAllLocales() }
        #expect(error?.kind == .checksumMismatch && error?.description.contains("plural rules or number symbols") == true, "\(String(describing: error))")
        #expect(!bundle.string("ratio", locale: bundle.locale(name), arguments: [.double(0.5)]).hasSuffix("in \(name)"))
        // Locales that do not share the damaged record render as before.
        for l in payloads.indices where !sharers.contains(l) {
            let other = bundle.identifier(of: LocaleHandle(index: l))
            #expect(bundle.string("ratio", locale: bundle.locale(other), arguments: [.double(0.5)])
                    == intact.string("ratio", locale: intact.locale(other), arguments: [.double(0.5)]))
        }
    }
}
