import Foundation

/// gettext catalogs in the import registry: `.po` files, `.pot`
/// templates and compiled `.mo` files, the languages of one domain imported together
/// (`Specs/importers/gettext.md`).
enum GettextFormat: ImportFormat {
    static let id = "gettext"
    static let name = "gettext catalog"
    static let inputsSummary = "gettext catalogs (.po, .pot, .mo)"
    static let specification = "gettext.md"
    static let fileExtensions: Set<String> = ["po", "pot", "mo"]
    static let phase = ImportPhase.localeNamed

    /// A `.po` or `.pot` file: the extension is gettext's own; a `.mo`
    /// file that begins with gettext's magic number (other programs use
    /// `.mo` too: Qt's translations are `.qm`, but some tools write `.mo`
    /// of their own).
    static func recognize(_ file: SourceFile) -> Recognition? {
        guard fileExtensions.contains(file.pathExtension) else { return nil }
        if file.pathExtension == "mo" {
            return GettextMOParser.hasMagic(Array(file.data?.prefix(4) ?? Data())) ? .named("a .mo file") : nil
        }
        return .named("a .\(file.pathExtension) file")
    }

    static func groupKey(of file: SourceFile) -> String { GettextLayout.groupKey(of: file.url) }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        try GettextImporter.importCatalog(sources: files, options: options)
    }
}
