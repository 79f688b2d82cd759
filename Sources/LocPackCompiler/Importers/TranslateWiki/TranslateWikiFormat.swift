import Foundation

/// translatewiki / MediaWiki message files (`en.json`, `qqq.json`, …) in the
/// import registry: the languages of one folder are imported together.
enum TranslateWikiFormat: ImportFormat {
    static let name = "translatewiki JSON"
    static let phase = ImportPhase.localeNamed

    static func recognizes(_ file: SourceFile) -> Bool {
        guard file.pathExtension == "json" else { return false }
        return TranslateWikiImporter.recognizes(json: file.json, file: file.name)
    }

    static func groupKey(of file: SourceFile) -> String { file.url.deletingLastPathComponent().path }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        try TranslateWikiImporter.importCatalog(files: files.map(\.url), options: options)
    }
}
