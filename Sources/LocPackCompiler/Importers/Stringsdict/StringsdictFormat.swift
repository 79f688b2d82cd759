import Foundation

/// `.stringsdict` files in `NAME.lproj` folders in the import registry (a
/// directory search takes them only inside such a folder, which gives their locale;
/// one named outside any is an unlocalized table of the source language).
enum StringsdictFormat: ImportFormat {
    static let id = "stringsdict"
    static let name = ".stringsdict"
    static let inputsSummary = ".stringsdict tables in NAME.lproj folders"
    static let specification = "stringsdict.md"
    static let fileExtensions: Set<String> = ["stringsdict"]
    static let phase = ImportPhase.localeNamed
    /// Replaces the `.strings` entry of the same key and table.
    static let mergePrecedence = MergePrecedence(family: LprojTree.tableFamily, level: 1)

    static func recognize(_ file: SourceFile) -> Recognition? {
        file.pathExtension == "stringsdict" ? .named("a .stringsdict file") : nil
    }

    static func bundleFolder(of file: SourceFile) -> String? { LprojBundles.folder(ofFile: file.url.path) }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        let file = files[0]
        return try StringsdictImporter.importFile(data: file.contents(), file: file.displayPath,
                                                  locale: file.isUnlocalizedTable ? options.sourceLanguage : nil,
                                                  sourceLanguage: options.sourceLanguage)
    }
}
