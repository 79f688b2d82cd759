import Foundation

/// Transifex pulls (`txstrings.json`, per-locale `{"data": …}` answers) in the import registry.
enum TransifexFormat: ImportFormat {
    static let name = "Transifex pull"
    static let phase = ImportPhase.localeNamed

    static func recognizes(_ file: SourceFile) -> Bool {
        guard file.pathExtension == "json" else { return false }
        return TransifexImporter.recognizes(json: file.json, file: file.name)
    }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        try TransifexImporter.importCatalog(at: files[0].url, options: options)
    }
}
