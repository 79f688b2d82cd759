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
        let file = files[0]
        // An .xcloc folder holds an XLIFF per language; a .xliff is read from the bytes already read.
        if file.pathExtension == "xcloc" { return try XLIFFImporter.importFile(at: file.url) }
        return try XLIFFImporter.importDocument(data: file.contents(), file: file.displayPath)
    }
}
