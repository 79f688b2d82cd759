import LocPack
import LocPackCompiler
import Testing
import LocPackTestSupport

/// The diagnostics handler: what is reported, and how often.
@Suite struct CatalogDiagnosticsTests {
    @Test func renderProblems() throws {
        let recorder = DiagnosticsRecorder()
        let catalog = try RuntimeTestBundles.negotiationCatalog(diagnostics: recorder.handler)
        let en = catalog.locale("en")
        let de = catalog.locale("de")

        #expect(catalog.string("greeting", locale: de) == "hello:de")
        #expect(catalog.string("%lld files", locale: de, arguments: [3]) == "3 Dateien")
        #expect(recorder.events.isEmpty, "clean renders and fallbacks report nothing")

        #expect(catalog.string("no such key", locale: de) == "no such key")
        #expect(recorder.kinds == ["missingKey"])
        #expect(recorder.events[0].key == "no such key")
        #expect(recorder.events[0].table == "Localizable")
        #expect(recorder.events[0].locale == "de")
        recorder.clear()

        #expect(catalog.string("mac_only", locale: de, device: .mac) == "Click")
        #expect(recorder.events.isEmpty)
        #expect(catalog.string("mac_only", locale: de, device: .iphone) == "mac_only")
        #expect(recorder.kinds == ["missingTranslation"])
        #expect(recorder.events[0].status.contains(.usedKey))
        recorder.clear()

        _ = catalog.string("%lld files", locale: en, arguments: [])
        #expect(recorder.kinds == ["argumentMismatch"])
        #expect(recorder.events[0].status.contains(.missingArgument))
        recorder.clear()

        _ = catalog.string("%lld files", locale: en, arguments: ["three"])
        #expect(recorder.kinds == ["argumentMismatch"])
        #expect(recorder.events[0].status.contains(.mismatchedArgument))
        recorder.clear()

        _ = catalog.string("%lld files", locale: en, arguments: ["3"])
        #expect(recorder.kinds == ["argumentMismatch"])
        #expect(recorder.events[0].status.contains(.convertedArgument))
        recorder.clear()

        // A text longer than string()'s first buffer is rendered twice but reported once.
        let long = catalog.string("long %@", locale: en, arguments: ["x"])
        #expect(long.hasSuffix("x ⟦2⟧"))
        #expect(recorder.kinds == ["argumentMismatch"])
        recorder.clear()

        var storage = [UInt8](repeating: 0, count: 32)
        let result = storage.withUnsafeMutableBytes { raw in
            var sink = UTF8Sink(raw)
            return withNoArguments { catalog.render(KeyHandle(id: 999), locale: en, arguments: $0, into: &sink) }
        }
        #expect(result.status.contains(.missingKey))
        #expect(recorder.kinds == ["missingKey"])
        #expect(recorder.events[0].key == "#999")
    }

    @Test func missingLocales() throws {
        let recorder = DiagnosticsRecorder()
        let catalog = try RuntimeTestBundles.negotiationCatalog(diagnostics: recorder.handler)
        _ = catalog.locale("de-AT")
        _ = catalog.negotiateLocale(acceptLanguage: "fr-CH, *;q=0.1")
        #expect(recorder.events.isEmpty)
        _ = catalog.locale("xx")
        _ = catalog.negotiateLocale(acceptLanguage: "ko, yy;q=0.5")
        _ = catalog.negotiateLocale(preferred: ["ko_KR.UTF-8"])
        _ = catalog.negotiateLocaleIfPresent(acceptLanguage: "ko")
        _ = catalog.negotiateLocale(acceptLanguage: "")        // no preference: not a missing locale
        _ = catalog.negotiateLocale(acceptLanguage: ";;;, q=1")
        _ = catalog.negotiateLocale(preferred: [])
        #expect(recorder.kinds == ["localeNotFound", "localeNotFound", "localeNotFound"])
        #expect(recorder.events.map(\.locale) == ["xx", "ko, yy;q=0.5", "ko_KR.UTF-8"])
    }

    @Test func corruptSection() throws {
        let bytes = try RuntimeTestBundles.bundle(RuntimeTestBundles.catalogJSON(greetings: ["en": "Hello", "de": "Hallo"]),
                                                  compression: .none)
        // Find a byte of a locale section whose corruption is caught at first use, not at open.
        var corrupt: [UInt8]? = nil
        for offset in stride(from: bytes.count - 1, to: bytes.count / 2, by: -1) {
            var copy = bytes
            copy[offset] ^= 0x5A
            guard let catalog = try? Catalog(bytes: copy) else { continue }
            if (try? catalog.validateAllLocales()) == nil { corrupt = copy; break }
        }
        let copy = try #require(corrupt)
        let recorder = DiagnosticsRecorder()
        let catalog = try Catalog(bytes: copy, name: "corrupt.locpack", diagnostics: recorder.handler)
        for locale in catalog.locales { _ = catalog.string("greeting", locale: catalog.locale(locale)) }
        #expect(recorder.kinds.contains("corruptData"))
        #expect(recorder.events.first { $0.kind == .corruptData }?.path == "corrupt.locpack")
    }

    @Test func description() {
        let event = CatalogDiagnostic(kind: .missingKey, path: "app.locpack", key: "Save", table: "Localizable",
                                      locale: "de", status: .missingKey)
        #expect(event.description == #"missingKey: app.locpack key "Save" locale "de" status [missingKey]"#)
        let failed = CatalogDiagnostic(kind: .reloadFailed, path: "app.locpack", error: CatalogError(.corrupt, "app.locpack: bad"))
        #expect(failed.description == "reloadFailed: app.locpack: app.locpack: bad")
    }
}
