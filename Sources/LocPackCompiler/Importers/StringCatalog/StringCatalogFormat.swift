import Foundation

/// String Catalogs (`.xcstrings`) in the import registry.
enum StringCatalogFormat: ImportFormat {
    static let id = "xcstrings"
    static let name = "String Catalog"
    static let inputsSummary = "String Catalogs (.xcstrings)"
    static let specification = "string-catalog.md"
    static let fileExtensions: Set<String> = ["xcstrings"]
    static let phase = ImportPhase.selfDescribing
    static let sourceLanguageClaim = SourceLanguageClaim.binding

    static func recognize(_ file: SourceFile) -> Recognition? {
        file.pathExtension == "xcstrings" ? .named("a .xcstrings file") : nil
    }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        try StringCatalogImporter.importCatalog(source: files[0])
    }
}
