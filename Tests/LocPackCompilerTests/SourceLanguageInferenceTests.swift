import Foundation
import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

/// A tree that names no source language and has no `en` message, but has
/// them in a regional variant (`locales/en_US/`, as Outline's i18next tree),
/// takes that variant as its source language (`SourceLanguageInference`).
struct SourceLanguageInferenceTests {
    /// Writes `files` (path → text) under a scratch folder and prepares them
    /// as `locpack build FOLDER [--source-language L]` does.
    static func prepare(_ files: [String: String], sourceLanguage: String? = nil) throws -> PreparedCatalog {
        try withScratchDirectory { folder in
            for (path, text) in files {
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            return try BuildPipeline.prepare(inputs: [folder.path], options: BuildOptions(sourceLanguage: sourceLanguage))
        }
    }

    static let outlineShaped = [
        "locales/en_US/translation.json": #"{"greeting": "Hello {{name}}, you have {{count}} new", "only": "Only in English"}"#,
        "locales/de_DE/translation.json": #"{"greeting": "{{count}} neue für {{name}}"}"#,
        "locales/en_GB/translation.json": #"{"greeting": "Hello {{name}}, you've {{count}} new"}"#,
    ]

    @Test func aRegionalEnglishIsTheSourceWhenEnHasNoMessage() throws {
        let prepared = try Self.prepare(Self.outlineShaped)
        #expect(prepared.catalog.sourceLanguage == "en-US")
        let notes = prepared.diagnostics.filter { $0.id == .inferredSourceLanguage }
        #expect(notes.map(\.message) == ["no en message: en-US is taken as the source language (--source-language names another)"])
        #expect(notes.first?.location.file.hasSuffix("locales/en_US/translation.json") == true)
        #expect(!prepared.diagnostics.contains { $0.id == .missingSourceMessage })

        let bundle = try packAndOpen(prepared)
        #expect(bundle.identifier(of: bundle.sourceLocale) == "en-US")
        func render(_ key: String, _ locale: String) -> String {
            bundle.string(bundle.key(key, table: "translation")!, locale: bundle.locale(locale),
                          namedArguments: [NamedArgument("name", "Ann"), NamedArgument("count", 3)])
        }
        // Arguments are numbered by the en-US message, so a translation that orders them otherwise renders right.
        #expect(render("greeting", "de-DE") == "3 neue für Ann")
        #expect(render("greeting", "en-GB") == "Hello Ann, you've 3 new")
        // A key German lacks falls back to en-US, the end of every chain.
        #expect(render("only", "de-DE") == "Only in English")
    }

    @Test func theLikelyRegionWinsElseTheVariantWithMostMessages() throws {
        func catalog(_ counts: [String: Int]) -> MessageCatalog {
            var entries: [CatalogEntry] = []
            for index in 0..<(counts.values.max() ?? 0) {
                var entry = CatalogEntry(key: "k\(index)", location: SourceLocation(file: "f"))
                for (locale, count) in counts where index < count { entry.localizations[locale] = .text("t") }
                entries.append(entry)
            }
            return MessageCatalog(sourceLanguage: "", entries: entries)
        }
        func inferred(_ counts: [String: Int], _ language: String = "en") -> String? {
            SourceLanguageInference.regionalSource(for: language, in: [catalog(counts)])
        }
        #expect(inferred(["en-GB": 9, "en-US": 2, "de": 9]) == "en-US")
        #expect(inferred(["en-GB": 2, "en-AU": 5]) == "en-AU")
        #expect(inferred(["en-GB": 3, "en-AU": 3]) == "en-AU", "a tie goes to the first by name")
        #expect(inferred(["pt-PT": 4, "pt-BR": 1], "pt") == "pt-BR")
        #expect(inferred(["en": 1, "en-US": 9]) == nil, "en has a message")
        #expect(inferred(["de": 9, "fr": 9]) == nil, "no variant of en")
        #expect(inferred(["eng-US": 9]) == nil, "another language that begins alike")
    }

    @Test func aNamedSourceLanguageIsNeverReplaced() throws {
        let prepared = try Self.prepare(Self.outlineShaped, sourceLanguage: "en")
        #expect(prepared.catalog.sourceLanguage == "en")
        #expect(!prepared.diagnostics.contains { $0.id == .inferredSourceLanguage })
        #expect(prepared.diagnostics.contains { $0.id == .missingSourceMessage })
    }

    @Test func aTreeWithEnglishKeepsEn() throws {
        var files = Self.outlineShaped
        files["locales/en/translation.json"] = #"{"greeting": "Hi {{name}} ({{count}})"}"#
        let prepared = try Self.prepare(files)
        #expect(prepared.catalog.sourceLanguage == "en")
        #expect(!prepared.diagnostics.contains { $0.id == .inferredSourceLanguage })
    }
}
