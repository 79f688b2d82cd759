import Foundation

/// String Catalogs (`.xcstrings`) in the import registry.
enum StringCatalogFormat: ImportFormat {
    static let name = "String Catalog"
    static let phase = ImportPhase.selfDescribing

    static func recognizes(_ file: SourceFile) -> Bool { file.pathExtension == "xcstrings" }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        try StringCatalogImporter.importCatalog(at: files[0].url)
    }
}
