import Foundation
import LocPack

/// Flutter `slang` message files (`en.json`, `strings_de.i18n.json`: nested
/// JSON objects of texts) in the import registry: the languages of one
/// folder are imported together, so links and argument numbers follow the
/// source language.
enum SlangFileFormat: ImportFormat {
    static let name = "slang JSON"
    static let phase = ImportPhase.localeNamed

    /// A file beside `base.json` or `expressions.json` belongs to a
    /// Swifternalization set, whatever it holds.
    static func recognizes(_ file: SourceFile) -> Bool {
        guard file.pathExtension == "json", !SwifternalizationImporter.hasSetMarkerBeside(file.url) else { return false }
        return SlangImporter.recognizes(json: file.json, file: file.name)
    }

    /// Only a file named `….i18n.json` (slang's naming), or a `.json` named
    /// after a language CLDR has plural rules for (alone or after `strings_`),
    /// outside any `NAME.lproj` folder (slang never uses one: a nested JSON
    /// file there, like mastodon-ios's `de.lproj/app.json`, is another
    /// tool's input), and not one of slang's own reports
    /// (`_missing_translations_de.json`, `_unused_translations.json`).
    static func isTakenByDirectorySearch(_ file: SourceFile) -> Bool {
        guard !file.isInLprojFolder, !file.name.hasPrefix("_") else { return false }
        if SlangImporter.isSlangFileName(file.name) { return true }
        // A plain `.json` only when named after its locale alone (`de.json`,
        // `zh-TW.json`) or `strings_de.json`: home-assistant's test data
        // `entity_id.json` is no Indonesian file.
        let base = (file.name as NSString).deletingPathExtension
        let name = base.hasPrefix("strings_") ? String(base.dropFirst("strings_".count)) : base
        guard LocaleNamedFiles.isLocaleName(name) else { return false }
        return PluralRuleCatalog.resolvedLocaleID(for: LocaleIdentifier.canonical(name)) != "root"
    }

    static func groupKey(of file: SourceFile) -> String { file.url.deletingLastPathComponent().path }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        try SlangImporter.importCatalog(files: files.map(\.url), options: options)
    }
}
