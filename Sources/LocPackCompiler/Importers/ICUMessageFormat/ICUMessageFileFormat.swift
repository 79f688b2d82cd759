import Foundation

/// ICU MessageFormat JSON and Flutter `.arb` files in the import registry:
/// the languages of one folder are imported together.
enum ICUMessageFileFormat: ImportFormat {
    static let name = "ICU MessageFormat"
    static let phase = ImportPhase.localeNamed

    static func recognizes(_ file: SourceFile) -> Bool {
        if file.pathExtension == "arb" { return true }
        guard file.pathExtension == "json" else { return false }
        return ICUMessageImporter.recognizes(json: file.json, file: file.name)
    }

    /// A JSON file (not an `.arb`) only when its locale is told by its
    /// `@@locale`, its `NAME.lproj` folder or its name — a name only when
    /// CLDR has plural rules for that language: a repository's other JSON
    /// objects of strings (a language-name table, a converter's input, test
    /// data such as DuckDuckGo's `atb.json`, whose name is merely shaped like
    /// a language code) are no message files.
    static func isTakenByDirectorySearch(_ file: SourceFile) -> Bool {
        if file.pathExtension == "arb" || (file.json as? [String: Any])?["@@locale"] is String { return true }
        guard let locale = LocaleNamedFiles.locale(ofFile: file.url.path) else { return false }
        return file.isInLprojFolder || PluralRuleCatalog.resolvedLocaleID(for: locale) != "root"
    }

    static func groupKey(of file: SourceFile) -> String { file.url.deletingLastPathComponent().path }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        try ICUMessageImporter.importCatalog(files: files.map(\.url), options: options)
    }
}
