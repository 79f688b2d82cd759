import Foundation

/// MessageFormat 2 JSON files (`en.mf2.json`) in the import registry: the
/// languages of one folder are imported together, so a key's variables
/// are numbered by its source-language message.
enum MF2FileFormat: ImportFormat {
    static let id = "mf2"
    static let name = "MessageFormat 2"
    static let inputsSummary = "MessageFormat 2 JSON files (<locale>.mf2.json)"
    static let specification = "mf2.md"
    static let fileExtensions: Set<String> = ["json"]
    static let phase = ImportPhase.localeNamed

    /// A file named `<locale>.mf2.json`.
    static func recognize(_ file: SourceFile) -> Recognition? {
        file.name.lowercased().hasSuffix(".mf2.json") ? .named("a .mf2.json file") : nil
    }

    static func groupKey(of file: SourceFile) -> String { folderGroupKey(of: file) }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        var reader = MF2FileReader(options: options)
        for file in files { try reader.add(file) }
        return try reader.catalog()
    }
}


/// Reads MessageFormat 2 JSON files (`en.mf2.json`, `pt-BR.mf2.json`): one
/// JSON object per locale whose strings are MF2 messages, nested objects
/// making dotted keys (`Specs/importers/mf2.md`). Import the files of all
/// locales together (a directory, or a list of files): variables are
/// numbered by their order in the source-language message, and every
/// translation uses the same numbers.
public enum MF2Importer: LocaleNamedFileImporter {
    /// File extensions this importer reads (of `NAME.mf2.json` files).
    public static let fileExtensions: Set<String> = ["json"]

    /// Reads MF2 files from memory; each `file` is the path used in
    /// diagnostics and names the file's locale (`fr.mf2.json`).
    ///
    /// - Returns: the catalog, with warnings in its `diagnostics` (each
    ///   message that does not compile is left out with one, placed at its
    ///   line and column inside the file).
    /// - Throws: ``CompilerError`` listing every diagnostic when a file
    ///   cannot be read.
    public static func importCatalog(documents: [(data: Data, file: String)],
                                     options: ImportOptions = ImportOptions()) throws(CompilerError) -> MessageCatalog {
        var reader = MF2FileReader(options: options)
        for document in documents where document.file.lowercased().hasSuffix(".mf2.json") {
            try reader.add(SourceFile(contents: document.data, path: document.file))
        }
        return try reader.catalog()
    }
}
