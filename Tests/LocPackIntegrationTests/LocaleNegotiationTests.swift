import Dispatch
import LocPack
import Testing
import LocPackTestSupport

/// `Catalog.negotiateLocale` against a bundle with
/// en (source), de, fr, pt, pt-BR, es-MX, zh-Hans, zh-Hant, ja, sr-Latn.
@Suite struct LocaleNegotiationTests {
    static let headers: [(header: String, expected: String, matched: Bool)] = [
        ("", "en", false),
        ("de", "de", true),
        ("de-DE", "de", true),
        ("de-AT,de;q=0.9", "de", true),
        ("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", "fr", true),
        ("ja;q=0.5, de;q=0.9", "de", true),
        ("ja;q=0.9, de;q=0.9", "ja", true),
        ("pt_BR", "pt-BR", true),
        ("PT-br", "pt-BR", true),
        ("pt-PT", "pt", true),
        ("pt", "pt", true),
        ("zh-CN", "zh-Hans", true),
        ("zh", "zh-Hans", true),
        ("zh-Hant-TW", "zh-Hant", true),
        ("zh_hant", "zh-Hant", true),
        ("es", "es-MX", true),
        ("es-AR", "es-MX", true),  // same language and script, another region
        ("es-AR, es;q=0.9", "es-MX", true),
        ("sr", "en", false),
        ("sr-Latn-RS", "sr-Latn", true),
        ("*", "en", true),
        ("*;q=0.5, de;q=0.4", "en", true),
        ("en;q=0, *", "en", false),
        ("en;q=0, *, de;q=0.1", "de", true),
        ("en-US;q=0, *", "en", true),
        ("xx, yy;q=0.5", "en", false),
        (";;;", "en", false),
        ("de;q=abc, fr", "fr", true),
        ("de;q=2, fr;q=0.1", "fr", true),
        ("de;q=-1, ja;q=0.2", "ja", true),
        ("de;q=0", "en", false),
        ("de;q=0.000, fr", "fr", true),
        ("de ; q = 0.5 , fr;q=0.4", "de", true),
        ("de;Q=0.5, fr;q=0.6", "fr", true),
        ("de;level=1;q=0.3, fr;q=0.2", "de", true),
        ("日本語, dé, fr", "fr", true),
        ("de-DE-x-private", "de", true),
        ("Base", "en", true),
        ("en-US", "en", true),
        ("zh-Hans-CN;q=0.1, ja;q=0.2", "ja", true),
        ("fr-CH;q=0.8, fr;q=0.9", "fr", true),
        ("\t de \t", "de", true),
        ("de,,,,fr", "de", true),
        ("de;q=0.5x", "en", false),
        ("d3", "en", false),
        ("ko, ja-JP;q=0.1", "ja", true),
        (String(repeating: "xx;q=0.1, ", count: 1000) + "de", "en", false),
        ("de, " + String(repeating: "xx;q=0.1, ", count: 1000), "de", true),
        ((0..<20).map { "x\($0 < 10 ? "a" : "b")\(UnicodeScalar(UInt8(97 + $0 % 10)))" }.joined(separator: ", ") + ", de", "en", false),
        ((0..<20).map { "x\($0 < 10 ? "a" : "b")\(UnicodeScalar(UInt8(97 + $0 % 10)));q=0.5" }.joined(separator: ", ") + ", de", "de", true),
        (String(repeating: "\u{FFFD};;==,,", count: 5000), "en", false),
    ]

    @Test func headerCases() throws {
        let catalog = try RuntimeTestBundles.negotiationCatalog()
        #expect(Self.headers.count >= 30)
        for (header, expected, matched) in Self.headers {
            let label = header.count > 80 ? String(header.prefix(80)) + "…" : header
            #expect(catalog.identifier(of: catalog.negotiateLocale(acceptLanguage: header)) == expected, "\(label.debugDescription)")
            #expect((catalog.negotiateLocaleIfPresent(acceptLanguage: header) != nil) == matched, "\(label.debugDescription)")
        }
    }

    @Test func preferredLists() throws {
        let catalog = try RuntimeTestBundles.negotiationCatalog()
        func pick(_ list: [String]) -> String { catalog.identifier(of: catalog.negotiateLocale(preferred: list)) }
        #expect(pick([]) == "en")
        #expect(pick(["de_DE.UTF-8"]) == "de")
        #expect(pick(["xx", "pt_BR"]) == "pt-BR")
        #expect(pick(["*"]) == "en")
        #expect(pick(["C"]) == "en")
        #expect(pick(["zh_Hant_TW", "ja"]) == "zh-Hant")
        #expect(pick(["sr_RS@latin", "ja"]) == "sr-Latn")    // glibc's modifier names the script
        #expect(pick(["sr_RS", "ja"]) == "ja")
        #expect(pick(["sr_RS@cyrillic", "ja"]) == "ja")
        #expect(pick(["de_DE@euro"]) == "de")
        #expect(pick(["es"]) == "es-MX")
        #expect(catalog.negotiateLocaleIfPresent(preferred: ["xx", ""]) == nil)
        let fromEnvironment = PreferredLanguages.from(environment: ["LANG": "fr_CA.UTF-8", "LANGUAGE": "ja_JP:de"])
        #expect(pick(fromEnvironment) == "ja")
    }

    /// Negotiation of a single identifier resolves exactly as `localeIfPresent`.
    @Test func agreesWithLocaleIfPresent() throws {
        let catalog = try RuntimeTestBundles.negotiationCatalog()
        let identifiers = ["de-CH", "pt-BR", "pt_PT", "zh-TW", "zh-MO", "zh-SG", "zh-Hant-HK", "sr-Latn-ME", "ja-JP",
                           "fr-FR-u-ca-gregory", "en-GB", "Base", "xx-YY", "es-419", "es-MX", "de_AT.UTF-8", "ZH-hans"]
        for identifier in identifiers {
            #expect(catalog.negotiateLocaleIfPresent(preferred: [identifier]) == catalog.localeIfPresent(identifier), "\(identifier)")
            #expect(catalog.negotiateLocaleIfPresent(acceptLanguage: identifier.contains(".") ? "" : identifier)
                    == (identifier.contains(".") ? nil : catalog.localeIfPresent(identifier)), "\(identifier)")
        }
    }

    /// SEMANTICS §9 and Specs/bundle-format.md: `zh-TW` → `zh-Hant`, through
    /// the bundle's alias table (built from CLDR's likely subtags).
    @Test func scriptAwareAliases() throws {
        let catalog = try RuntimeTestBundles.negotiationCatalog()
        for header in ["zh-TW", "zh-HK", "zh-MO", "zh-TW,zh;q=0.9,en;q=0.8"] {
            #expect(catalog.identifier(of: catalog.negotiateLocale(acceptLanguage: header)) == "zh-Hant", "\(header)")
        }
        #expect(catalog.identifier(of: catalog.negotiateLocale(preferred: ["zh_TW"])) == "zh-Hant")
        #expect(catalog.identifier(of: catalog.locale("zh_TW")) == "zh-Hant")
        #expect(catalog.identifier(of: catalog.locale("zh-CN")) == "zh-Hans")
    }

    /// The bundle's locale tags are made by the first request that names no
    /// bundle locale exactly: threads that race to make them on a fresh
    /// catalog all resolve as a catalog that made them beforehand does
    /// (and, under ThreadSanitizer in `.ci/run`, without a data race).
    @Test func tagsMadeOnFirstUseAgreeAcrossThreads() throws {
        let identifiers = ["de-CH", "pt_PT", "zh-TW", "zh-SG", "zh-Hant-HK", "sr-Latn-ME", "es-AR", "ja-JP", "xx-YY", "en-GB"]
        let warmed = try RuntimeTestBundles.negotiationCatalog()
        let expected = identifiers.map { warmed.localeIfPresent($0) }
        #expect(expected.compactMap { $0 }.count >= 8)
        // One slot per thread, written through a pointer by that thread
        // alone: no lock, so ThreadSanitizer sees every write ordered by
        // `concurrentPerform`'s return. (A `Synchronization.Mutex` here was
        // reported as a race: TSan cannot see the standard library's lock.)
        struct Slots: @unchecked Sendable { let pointer: UnsafeMutableBufferPointer<[LocaleHandle?]> }
        let slots = Slots(pointer: .allocate(capacity: 4))
        slots.pointer.initialize(repeating: [])
        defer {
            _ = slots.pointer.deinitialize()
            slots.pointer.deallocate()
        }
        for _ in 0..<20 {
            let fresh = try RuntimeTestBundles.negotiationCatalog()
            DispatchQueue.concurrentPerform(iterations: 4) { t in
                let mine = identifiers.indices.map { fresh.localeIfPresent(identifiers[($0 + t) % identifiers.count]) }
                slots.pointer[t] = identifiers.indices.map { i in mine[(i - t + identifiers.count) % identifiers.count] }
            }
            #expect(Array(slots.pointer) == Array(repeating: expected, count: 4))
        }
    }

    /// Renders in the negotiated locale end to end.
    @Test func rendersNegotiatedText() throws {
        let catalog = try RuntimeTestBundles.negotiationCatalog()
        let locale = catalog.negotiateLocale(acceptLanguage: "zh-Hant-TW,zh;q=0.9,en;q=0.8")
        #expect(catalog.string("greeting", locale: locale) == "hello:zh-Hant")
        let german = catalog.negotiateLocale(acceptLanguage: "de-CH")
        #expect(catalog.string("%lld files", locale: german, arguments: [1]) == "1 Datei")
    }
}
