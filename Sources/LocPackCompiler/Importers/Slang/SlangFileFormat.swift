import Foundation
import LocPack

/// Flutter `slang` message files (`en.json`, `strings_de.i18n.json`: nested
/// JSON objects of texts) in the import registry: the languages of one
/// folder are imported together, so links and argument numbers follow the
/// source language.
enum SlangFileFormat: ImportFormat {
    static let id = "slang"
    static let name = "slang JSON"
    static let inputsSummary = "Flutter slang files (nested en.json, strings_de.i18n.json)"
    static let specification = "slang.md"
    static let fileExtensions: Set<String> = ["json"]
    static let phase = ImportPhase.localeNamed

    /// Any JSON object named `….i18n.json` (slang's own naming); else an
    /// object holding a list or an object of keys (a namespace: a member
    /// named other than a plural category or a `@comment`), or, more
    /// weakly, objects of plural forms alone (which other formats write
    /// too).
    static func recognize(_ file: SourceFile) -> Recognition? {
        guard file.pathExtension == "json", let object = file.jsonObject else { return nil }
        if SlangImporter.isSlangFileName(file.name) { return .named("named ….i18n.json") }
        var holdsPluralForms = false
        for (key, value) in object where !key.hasPrefix("@") {
            switch value {
            case let member as [String: Any]:
                if member.keys.contains(where: { !$0.hasPrefix("@") && PluralCategory(name: $0) == nil }) {
                    return .shaped("nested objects of keys", strength: 50)
                }
                holdsPluralForms = true
            case is [Any]:
                return .shaped("a list of texts", strength: 50)
            default:
                continue
            }
        }
        return holdsPluralForms ? .shaped("objects of plural forms", strength: 30) : nil
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

    static func groupKey(of file: SourceFile) -> String { folderGroupKey(of: file) }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        try SlangImporter.importCatalog(sources: files, options: options)
    }
}
