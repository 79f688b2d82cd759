import Foundation

/// Swifternalization folders (`base.json`, `expressions.json`, one file
/// per language) in the import registry: one folder is imported together.
enum SwifternalizationFormat: ImportFormat {
    static let name = "Swifternalization"
    static let phase = ImportPhase.localeNamed

    static func recognizes(_ file: SourceFile) -> Bool { SwifternalizationImporter.recognizes(file.url, json: { file.json }) }

    static func groupKey(of file: SourceFile) -> String { file.url.deletingLastPathComponent().path }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        try SwifternalizationImporter.importCatalog(files: files.map(\.url), options: options)
    }
}
