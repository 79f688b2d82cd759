import Foundation
import LocPack
import LocPackCompiler

/// Bundles built on the fly for the runtime API tests: negotiation,
/// diagnostics, reloading.
enum RuntimeTestBundles {
    /// A String Catalog whose `greeting` key has `texts[locale]` in each
    /// locale (source `en`), plus a plural `%lld files` in `en` and `de`
    /// whose texts end with `suffix`, `long %@` (longer than 256 bytes), and
    /// `mac_only`, which has text for the `mac` device only.
    static func catalogJSON(greetings texts: [String: String], suffix: String = "") -> String {
        func unit(_ value: String) -> String {
            #"{ "stringUnit": { "state": "translated", "value": \#(jsonString(value)) } }"#
        }
        let greetings = texts.sorted { $0.key < $1.key }.map { "\(jsonString($0.key)): \(unit($0.value))" }
            .joined(separator: ",\n")
        return """
        {
          "sourceLanguage": "en",
          "version": "1.0",
          "strings": {
            "greeting": { "localizations": { \(greetings) } },
            "%lld files": { "localizations": {
              "en": { "variations": { "plural": {
                "one": \(unit("%lld file" + suffix)), "other": \(unit("%lld files" + suffix)) } } },
              "de": { "variations": { "plural": {
                "one": \(unit("%lld Datei" + suffix)), "other": \(unit("%lld Dateien" + suffix)) } } }
            } },
            "long %@": { "localizations": { "en": \(unit(String(repeating: "long text ", count: 40) + "%@ %d")) } },
            "mac_only": { "localizations": { "en": { "variations": { "device": { "mac": \(unit("Click")) } } } } }
          }
        }
        """
    }

    /// The bundle bytes for a String Catalog.
    static func bundle(_ json: String, compression: BundleWriter.Compression = .zstd) throws -> [UInt8] {
        let catalog = try StringCatalogImporter.importCatalog(data: Data(json.utf8), file: "Localizable.xcstrings")
        return try BundleWriter.pack(catalog, options: .init(compression: compression, level: 3))
    }

    /// The locales of the negotiation bundle.
    static let negotiationLocales = ["en", "de", "fr", "pt", "pt-BR", "es-MX", "zh-Hans", "zh-Hant", "ja", "sr-Latn"]

    /// A bundle with ``negotiationLocales``, each greeting naming its locale.
    static func negotiationCatalog(diagnostics: CatalogDiagnosticsHandler? = nil) throws -> Catalog {
        let texts = Dictionary(uniqueKeysWithValues: negotiationLocales.map { ($0, "hello:\($0)") })
        return try Catalog(bytes: bundle(catalogJSON(greetings: texts)), name: "negotiation.locpack", diagnostics: diagnostics)
    }

    /// A new empty directory under the system's temporary directory.
    static func temporaryDirectory() -> String {
        var template = Array((NSTemporaryDirectory() + "/locpack-runtime-XXXXXX").utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    private static func jsonString(_ text: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])
        let array = String(decoding: data, as: UTF8.self)
        return String(array.dropFirst().dropLast())
    }
}

/// Collects diagnostics from any thread.
final class DiagnosticsRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [CatalogDiagnostic] = []

    /// The handler to give a catalog.
    var handler: CatalogDiagnosticsHandler {
        { [self] event in lock.withLock { recorded.append(event) } }
    }

    /// Everything received so far.
    var events: [CatalogDiagnostic] { lock.withLock { recorded } }

    /// The kinds received so far.
    var kinds: [String] { events.map(\.kind.name) }

    /// Forgets everything received.
    func clear() { lock.withLock { recorded.removeAll() } }
}
