import LocPack
import Testing
import LocPackTestSupport

/// Issue 12 item 6 and SEMANTICS §9: matching uses CLDR likely subtags on
/// both sides (the bundle's locale names and the request) and CLDR parent
/// locales, so scripts never mix.
@Suite struct LocaleScriptMatchingTests {
    /// A catalog whose locales are `locales` (plus the source `en`).
    static func catalog(_ locales: [String]) throws -> Catalog {
        let texts = Dictionary(uniqueKeysWithValues: (["en"] + locales).map { ($0, "hello:\($0)") })
        return try Catalog(bytes: RuntimeTestBundles.bundle(RuntimeTestBundles.catalogJSON(greetings: texts)))
    }

    /// What `expected` says when the bundle has no locale for a request
    /// (`locale(_:)` then gives the source language `en`).
    static let none = "none"

    /// Checks every request through each entry point: `locale(_:)`,
    /// `localeIfPresent(_:)`, an `Accept-Language` header, a preferred list
    /// in POSIX spelling, and a render.
    static func expect(_ catalog: Catalog, _ cases: [(request: String, expected: String)],
                       sourceLocation: SourceLocation = #_sourceLocation) {
        for (request, wanted) in cases {
            let expected = wanted == none ? "en" : wanted
            let posix = request.replacingOccurrences(of: "-", with: "_") + ".UTF-8"
            #expect(catalog.identifier(of: catalog.locale(request)) == expected, "locale(\(request))", sourceLocation: sourceLocation)
            #expect(catalog.localeIfPresent(request).map(catalog.identifier(of:)) == (wanted == none ? nil : expected),
                    "localeIfPresent(\(request))", sourceLocation: sourceLocation)
            #expect(catalog.identifier(of: catalog.negotiateLocale(acceptLanguage: "\(request), en;q=0.1")) == expected,
                    "Accept-Language \(request)", sourceLocation: sourceLocation)
            #expect(catalog.identifier(of: catalog.negotiateLocale(preferred: [posix])) == expected,
                    "preferred \(posix)", sourceLocation: sourceLocation)
            #expect(catalog.string("greeting", locale: catalog.locale(request)) == "hello:\(expected)",
                    "render \(request)", sourceLocation: sourceLocation)
        }
    }

    static let traditional = ["zh-TW", "zh-HK", "zh-MO", "zh-Hant", "zh-Hant-HK", "zh-Hant-CN", "zh_hant_mo"]
    static let simplified = ["zh", "zh-CN", "zh-SG", "zh-Hans", "zh-Hans-TW", "zh-MY"]

    @Test func chineseScriptsWithScriptNames() throws {
        let catalog = try Self.catalog(["zh-Hans", "zh-Hant-TW"])
        Self.expect(catalog, Self.traditional.map { ($0, "zh-Hant-TW") } + Self.simplified.map { ($0, "zh-Hans") })
    }

    @Test func chineseScriptsWithRegionNames() throws {
        let catalog = try Self.catalog(["zh-Hans", "zh-TW"])
        Self.expect(catalog, Self.traditional.map { ($0, "zh-TW") } + Self.simplified.map { ($0, "zh-Hans") })
        let regions = try Self.catalog(["zh-CN", "zh-TW", "zh-HK"])
        Self.expect(regions, [("zh", "zh-CN"), ("zh-SG", "zh-CN"), ("zh-Hans", "zh-CN"), ("zh-Hant", "zh-TW"),
                              ("zh-MO", "zh-HK"), ("zh-HK", "zh-HK"), ("zh-Hant-TW", "zh-TW")])
    }

    /// With only one script in the bundle, the other script's readers get
    /// the source language, never the wrong script.
    @Test func onlyOneChineseScript() throws {
        Self.expect(try Self.catalog(["zh-Hans"]), [("zh-TW", Self.none), ("zh-HK", Self.none), ("zh-Hant", Self.none),
                                                   ("zh-Hant-HK", Self.none), ("zh", "zh-Hans")])
        Self.expect(try Self.catalog(["zh"]), [("zh-TW", Self.none), ("zh-MO", Self.none), ("zh-Hant", Self.none),
                                              ("zh-CN", "zh"), ("zh-SG", "zh")])
        Self.expect(try Self.catalog(["zh-Hant"]), [("zh", Self.none), ("zh-CN", Self.none), ("zh-Hans", Self.none),
                                                   ("zh-HK", "zh-Hant")])
    }

    @Test func portuguese() throws {
        let catalog = try Self.catalog(["pt-BR", "pt-PT"])
        Self.expect(catalog, [("pt", "pt-BR"), ("pt-BR", "pt-BR"), ("pt-PT", "pt-PT"), ("pt-AO", "pt-PT"),
                              ("pt-MZ", "pt-PT"), ("pt-CH", "pt-PT"), ("pt-Latn", "pt-BR")])
        Self.expect(try Self.catalog(["pt", "pt-PT"]), [("pt-BR", "pt"), ("pt-AO", "pt-PT"), ("pt", "pt")])
    }

    @Test func serbianScriptsNeverMix() throws {
        let both = try Self.catalog(["sr-Latn", "sr-Cyrl"])
        Self.expect(both, [("sr", "sr-Cyrl"), ("sr-RS", "sr-Cyrl"), ("sr-Latn-RS", "sr-Latn"), ("sr-ME", "sr-Latn"),
                           ("sr-Cyrl-ME", "sr-Cyrl"), ("sh", "sr-Latn")])
        Self.expect(try Self.catalog(["sr"]), [("sr-Latn", Self.none), ("sr-ME", Self.none), ("sr-Cyrl-RS", "sr"),
                                              ("sh", Self.none)])
        Self.expect(try Self.catalog(["sr-Latn"]), [("sr", Self.none), ("sr-RS", Self.none), ("sr-Cyrl", Self.none),
                                                   ("sr-ME", "sr-Latn")])
    }

    /// CLDR parentLocales: `es-MX` → `es-419`, `en-IN` → `en-001`.
    @Test func parentLocales() throws {
        Self.expect(try Self.catalog(["es", "es-419"]), [("es-MX", "es-419"), ("es-AR", "es-419"), ("es-ES", "es"), ("es", "es")])
        Self.expect(try Self.catalog(["en-001", "fr"]), [("en-IN", "en-001"), ("en-GB", "en-001"), ("en-US", "en")])
        Self.expect(try Self.catalog(["no"]), [("nb", "no"), ("nb-NO", "no"), ("nn", "no")])
        Self.expect(try Self.catalog(["nb"]), [("no", "nb"), ("no-NO", "nb")])
    }

    /// The example of `Specs/runtime-api.md`, "Resolving one identifier".
    @Test func specificationExample() throws {
        let catalog = try Self.catalog(["zh-Hans", "zh-Hant-TW", "pt-BR", "pt-PT", "es-419", "sr-Latn"])
        Self.expect(catalog, [("zh-TW", "zh-Hant-TW"), ("zh-HK", "zh-Hant-TW"), ("zh-MO", "zh-Hant-TW"), ("zh-Hant", "zh-Hant-TW"),
                              ("zh", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh-SG", "zh-Hans"), ("pt", "pt-BR"),
                              ("pt-AO", "pt-PT"), ("pt-MZ", "pt-PT"), ("es", "es-419"), ("es-MX", "es-419"),
                              ("es-AR", "es-419"), ("sr-ME", "sr-Latn"), ("sh", "sr-Latn"), ("sr", Self.none),
                              ("sr-RS", Self.none)])
    }

    /// Random identifiers: resolution never traps, and negotiation of a
    /// one-item preferred list agrees with `localeIfPresent`.
    @Test func randomIdentifiers() throws {
        let catalog = try Self.catalog(["zh-Hans", "zh-TW", "pt-BR", "pt-PT", "es-419", "sr-Latn", "nb", "he"])
        let alphabet = Array("abcdehilnoprstwzABHLNTZ019-_@.")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5000 {
            let length = Int.random(in: 0...14, using: &generator)
            let identifier = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let resolved = catalog.localeIfPresent(identifier)
            #expect(catalog.negotiateLocaleIfPresent(preferred: [identifier]) == resolved, "\(identifier)")
            if let resolved { #expect(catalog.locale(identifier) == resolved) }
        }
    }

    /// Issue 12 item 7: deprecated and alias codes in requests.
    @Test func aliasesInRequests() throws {
        let catalog = try Self.catalog(["he", "id", "yi", "fil", "ro", "de", "ar", "sr-Latn", "jv"])
        Self.expect(catalog, [("iw", "he"), ("iw-IL", "he"), ("in", "id"), ("in_ID", "id"), ("ji", "yi"), ("tl", "fil"),
                              ("tl-PH", "fil"), ("mo", "ro"), ("sh", "sr-Latn"), ("deu", "de"), ("ger", "de"),
                              ("ara", "ar"), ("jw", "jv"), ("heb", "he")])
    }

    /// Bundle locale names under an alias are stored under the current code.
    @Test func aliasesInBundleNames() throws {
        let catalog = try Self.catalog(["iw", "in", "tl", "sh"])
        #expect(catalog.locales == ["de", "en", "fil", "he", "id", "sr-Latn"])
        let cases = [("iw", "iw"), ("he-IL", "iw"), ("id", "in"), ("in-ID", "in"), ("tl", "tl"), ("fil-PH", "tl"),
                     ("sr-Latn-RS", "sh"), ("sh", "sh"), ("sr", "en")]
        for (request, text) in cases {
            #expect(catalog.string("greeting", locale: catalog.locale(request)) == "hello:\(text)", "\(request)")
            #expect(catalog.string("greeting", locale: catalog.negotiateLocale(acceptLanguage: request)) == "hello:\(text)",
                    "\(request)")
        }
    }
}
