import Foundation

/// Xcode's XLIFF exports (`.xliff` files, `.xcloc` folders) in the import registry.
enum XLIFFFormat: ImportFormat {
    static let id = "xliff"
    static let name = "XLIFF"
    static let inputsSummary = "XLIFF exports (.xliff) and .xcloc folders"
    static let specification = "xliff.md"
    static let fileExtensions: Set<String> = ["xliff"]
    static let folderExtensions: Set<String> = ["xcloc"]
    static let phase = ImportPhase.selfDescribing
    static let sourceLanguageClaim = SourceLanguageClaim.advisory

    static func recognize(_ file: SourceFile) -> Recognition? {
        switch file.pathExtension {
        case "xliff": .named("a .xliff file")
        case "xcloc": .named("an .xcloc folder")
        default: nil
        }
    }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        try XLIFFImporter.importFile(at: files[0].url)
    }
}
