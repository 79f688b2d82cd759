import Foundation

/// `.strings` files in `NAME.lproj` folders in the import registry (a
/// directory search takes them only inside such a folder, which gives their locale;
/// one named outside any is an unlocalized table of the source language).
enum StringsFormat: ImportFormat {
    static let id = "strings"
    static let name = ".strings"
    static let inputsSummary = ".strings tables in NAME.lproj folders (Base.lproj: the source)"
    static let specification = "strings.md"
    static let fileExtensions: Set<String> = ["strings"]
    static let phase = ImportPhase.localeNamed
    /// A `.stringsdict` entry of the same key and table replaces it.
    static let mergePrecedence = MergePrecedence(family: LprojTree.tableFamily, level: 0)

    static func recognize(_ file: SourceFile) -> Recognition? {
        file.pathExtension == "strings" ? .named("a .strings file") : nil
    }

    static func bundleFolder(of file: SourceFile) -> String? { LprojBundles.folder(ofFile: file.url.path) }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        let file = files[0]
        return try StringsImporter.importFile(data: file.contents(), file: file.displayPath,
                                              locale: file.isUnlocalizedTable ? options.sourceLanguage : nil,
                                              sourceLanguage: options.sourceLanguage)
    }
}
