import Foundation

/// gettext catalogs in the import registry: `.po` files and `.pot`
/// templates, the languages of one domain imported together
/// (`Specs/importers/gettext.md`).
enum GettextFormat: ImportFormat {
    static let id = "gettext"
    static let name = "gettext catalog"
    static let inputsSummary = "gettext catalogs (.po, .pot)"
    static let specification = "gettext.md"
    static let fileExtensions: Set<String> = ["po", "pot"]
    static let phase = ImportPhase.localeNamed

    /// A `.po` or `.pot` file: the extension is gettext's own.
    static func recognize(_ file: SourceFile) -> Recognition? {
        fileExtensions.contains(file.pathExtension) ? .named("a .\(file.pathExtension) file") : nil
    }

    static func groupKey(of file: SourceFile) -> String { GettextLayout.groupKey(of: file.url) }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        try GettextImporter.importCatalog(sources: files, options: options)
    }
}
