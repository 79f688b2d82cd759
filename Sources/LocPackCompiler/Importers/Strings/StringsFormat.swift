import Foundation

/// `.strings` files in `NAME.lproj` folders in the import registry (a
/// directory search takes them only inside such a folder, which gives their locale;
/// one named outside any is an unlocalized table of the source language).
enum StringsFormat: ImportFormat {
    static let name = ".strings"
    static let phase = ImportPhase.localeNamed
    static let mergeRole = MergeRole.strings

    static func recognizes(_ file: SourceFile) -> Bool { file.pathExtension == "strings" }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        try StringsImporter.importFile(at: files[0].url, locale: files[0].isUnlocalizedTable ? options.sourceLanguage : nil,
                                       sourceLanguage: options.sourceLanguage)
    }
}
