import Foundation
import LocPack
import LocPackCompiler

/// Bundles built on the fly for the runtime API tests: negotiation,
/// diagnostics, reloading.
public enum RuntimeTestBundles {
    /// The seed String Catalog the spine tests and the corruption sweeps use:
    /// every message shape of the Transifex seed examples.
    public static let seedCatalog = #"""
    {
      "sourceLanguage": "en",
      "version": "1.0",
      "strings": {
        "found_users_devices": {
          "localizations": {
            "en": {
              "stringUnit": { "state": "translated", "value": "Found %1$#@arg1@ having %2$#@arg2@" },
              "substitutions": {
                "arg1": { "argNum": 1, "formatSpecifier": "lld", "variations": { "plural": {
                  "one": { "stringUnit": { "state": "translated", "value": "%arg user" } },
                  "other": { "stringUnit": { "state": "translated", "value": "%arg users" } } } } },
                "arg2": { "argNum": 2, "formatSpecifier": "lld", "variations": { "plural": {
                  "one": { "stringUnit": { "state": "translated", "value": "%arg device" } },
                  "other": { "stringUnit": { "state": "translated", "value": "%arg devices" } } } } }
              }
            }
          }
        },
        "mac_contents": {
          "localizations": {
            "en": {
              "variations": { "device": {
                "mac": { "stringUnit": { "state": "translated", "value": "This Mac contains %1$#@user_mac@ with %2$#@folder_mac@" } },
                "other": { "stringUnit": { "state": "translated", "value": "This device contains %1$#@user_mac@ with %2$#@folder_mac@" } }
              } },
              "substitutions": {
                "user_mac": { "formatSpecifier": "lld", "variations": { "plural": {
                  "one": { "stringUnit": { "state": "translated", "value": "%arg user" } },
                  "other": { "stringUnit": { "state": "translated", "value": "%arg users" } } } } },
                "folder_mac": { "formatSpecifier": "lld", "variations": { "plural": {
                  "one": { "stringUnit": { "state": "translated", "value": "%arg folder" } },
                  "other": { "stringUnit": { "state": "translated", "value": "%arg folders" } } } } }
              }
            }
          }
        },
        "%lld photos": {
          "localizations": {
            "en": { "variations": { "plural": {
              "zero": { "stringUnit": { "state": "translated", "value": "No photos" } },
              "one": { "stringUnit": { "state": "translated", "value": "%lld photo" } },
              "other": { "stringUnit": { "state": "translated", "value": "%lld photos" } } } } },
            "pl": { "variations": { "plural": {
              "one": { "stringUnit": { "state": "translated", "value": "%lld zdjęcie" } },
              "few": { "stringUnit": { "state": "translated", "value": "%lld zdjęcia" } },
              "many": { "stringUnit": { "state": "translated", "value": "%lld zdjęć" } },
              "other": { "stringUnit": { "state": "translated", "value": "%lld zdjęcia (ułamek)" } } } } },
            "pt": { "variations": { "plural": {
              "one": { "stringUnit": { "state": "translated", "value": "%lld foto" } },
              "other": { "stringUnit": { "state": "translated", "value": "%lld fotos" } } } } },
            "de": { "variations": { "plural": {
              "one": { "stringUnit": { "state": "new", "value": "%lld Foto" } },
              "other": { "stringUnit": { "state": "new", "value": "%lld Fotos" } } } } }
          }
        },
        "greeting": {
          "localizations": {
            "en": { "stringUnit": { "state": "translated", "value": "Hello" } },
            "pt": { "stringUnit": { "state": "translated", "value": "Olá" } },
            "pt-BR": { "stringUnit": { "state": "translated", "value": "Oi" } },
            "de": { "stringUnit": { "state": "new", "value": "Hallo" } }
          }
        },
        "only_english": {
          "localizations": { "en": { "stringUnit": { "state": "translated", "value": "Only in English" } } }
        },
        "total": {
          "localizations": {
            "en": { "stringUnit": { "state": "translated", "value": "Total: %d" } },
            "de": { "stringUnit": { "state": "translated", "value": "Summe: %d" } }
          }
        }
      }
    }
    """#

    /// A String Catalog whose `greeting` key has `texts[locale]` in each
    /// locale (source `en`), plus a plural `%lld files` in `en` and `de`
    /// whose texts end with `suffix`, `long %@` (longer than 256 bytes), and
    /// `mac_only`, which has text for the `mac` device only.
    public static func catalogJSON(greetings texts: [String: String], suffix: String = "") -> String {
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
    public static func bundle(_ json: String, compression: BundleWriter.Compression = .zstd) throws -> [UInt8] {
        let catalog = try StringCatalogImporter.importCatalog(data: Data(json.utf8), file: "Localizable.xcstrings")
        return try BundleWriter.pack(catalog, options: .init(compression: compression, level: 3))
    }

    /// The locales of the negotiation bundle.
    public static let negotiationLocales = ["en", "de", "fr", "pt", "pt-BR", "es-MX", "zh-Hans", "zh-Hant", "ja", "sr-Latn"]

    /// A bundle with ``negotiationLocales``, each greeting naming its locale.
    public static func negotiationCatalog(diagnostics: CatalogDiagnosticsHandler? = nil) throws -> Catalog {
        let texts = Dictionary(uniqueKeysWithValues: negotiationLocales.map { ($0, "hello:\($0)") })
        return try Catalog(bytes: bundle(catalogJSON(greetings: texts)), name: "negotiation.locpack", diagnostics: diagnostics)
    }

    private static func jsonString(_ text: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])
        let array = String(decoding: data, as: UTF8.self)
        return String(array.dropFirst().dropLast())
    }
}

/// Collects diagnostics from any thread.
public final class DiagnosticsRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [CatalogDiagnostic] = []

    /// A recorder that has received nothing yet.
    public init() {}

    /// The handler to give a catalog.
    public var handler: CatalogDiagnosticsHandler {
        { [self] event in lock.withLock { recorded.append(event) } }
    }

    /// Everything received so far.
    public var events: [CatalogDiagnostic] { lock.withLock { recorded } }

    /// The kinds received so far.
    public var kinds: [String] { events.map(\.kind.name) }

    /// Forgets everything received.
    public func clear() { lock.withLock { recorded.removeAll() } }
}
