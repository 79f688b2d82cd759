import Foundation

/// Xcode's XLIFF exports (`.xliff` files, `.xcloc` folders) in the import registry.
enum XLIFFFormat: ImportFormat {
    static let name = "XLIFF"
    static let phase = ImportPhase.selfDescribing

    static func recognizes(_ file: SourceFile) -> Bool { file.pathExtension == "xliff" || file.pathExtension == "xcloc" }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        try XLIFFImporter.importFile(at: files[0].url)
    }
}
