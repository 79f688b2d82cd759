import Foundation
import LocPack

/// Reads Android string resources (`res/values*/strings.xml` and any other
/// file of `<resources>`) into messages (`Specs/importers/android.md`):
/// `values` holds the source language, `values-fr`, `values-pt-rBR`,
/// `values-b+sr+Latn` its translations. Each `<string>` and `<plurals>` is
/// a key of its name, each `<string-array>` item a key `name.N`; the text
/// is what aapt2 compiles and `getString()` returns, and a format string is
/// rendered as `String.format` renders it.
public enum AndroidImporter: LocaleNamedFileImporter {
    /// File extensions this importer reads.
    public static let fileExtensions: Set<String> = AndroidFormat.fileExtensions

    /// Reads resource files from memory; each `file` (the path used in
    /// diagnostics) names its locale by its folder (`res/values-de/strings.xml`);
    /// a file outside a `values` folder is read as a default one.
    ///
    /// - Returns: the catalog, with warnings and notes in its `diagnostics`.
    /// - Throws: ``CompilerError`` listing every diagnostic when a file has
    ///   at least one error.
    public static func importCatalog(documents: [(data: Data, file: String)],
                                     options: ImportOptions = ImportOptions()) throws(CompilerError) -> MessageCatalog {
        try importCatalog(sources: documents.map { SourceFile(contents: $0.data, path: $0.file) }, options: options)
    }

    /// Reads a `res` folder (every `.xml` file of its `values*` folders),
    /// or one resource file.
    ///
    /// - Throws: ``CompilerError`` listing every diagnostic when a file
    ///   cannot be read or has at least one error.
    public static func importCatalog(at url: URL, options: ImportOptions = ImportOptions()) throws(CompilerError) -> MessageCatalog {
        guard LocaleNamedFiles.isDirectory(url) else { return try importCatalog(files: [url], options: options) }
        let folders = ((try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? [])
            .filter { AndroidResourceFolder(name: $0.lastPathComponent) != nil && LocaleNamedFiles.isDirectory($0) }
        var files: [URL] = []
        for folder in folders { files += try LocaleNamedFiles.files(in: folder, extensions: fileExtensions) }
        return try importCatalog(files: files.sorted { $0.path < $1.path }, options: options)
    }

    /// Reads the resource files of one `res` folder together.
    static func importCatalog(sources: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        let diagnostics = MessageFileDiagnostics()
        var files: [(locale: String, isDefault: Bool, path: String, document: AndroidResourceDocument)] = []
        var notedFolders: Set<String> = []
        for source in sources {
            let folderName = source.url.deletingLastPathComponent().lastPathComponent
            let folder = AndroidResourceFolder(name: folderName) ?? AndroidResourceFolder(name: "values")!
            if !folder.otherQualifiers.isEmpty {
                let folderPath = source.url.deletingLastPathComponent().path
                if notedFolders.insert(folderPath).inserted {
                    diagnostics.report(.note, .ignoredContent, folderPath,
                        "\(folderName) holds resources for some devices or networks only (\(folder.otherQualifiers.joined(separator: ", "))); its strings are not read")
                }
                continue
            }
            let parser = AndroidResourceParser(file: source.displayPath)
            parser.parse(try source.contents())
            parser.diagnostics.forEach(diagnostics.report)
            files.append((folder.locale ?? options.sourceLanguage, folder.locale == nil, source.displayPath, parser.document))
        }
        // The default folder first, then the others by path: a `values-en`
        // replaces the default text for English devices.
        files.sort { ($0.isDefault ? 0 : 1, $0.path) < ($1.isDefault ? 0 : 1, $1.path) }
        var collector = AndroidEntryCollector(sourceLanguage: options.sourceLanguage, table: options.table, diagnostics: diagnostics)
        for file in files { collector.add(file.document, locale: file.locale, isDefault: file.isDefault) }
        let entries = collector.entries()
        try diagnostics.throwIfFailed()
        return MessageCatalog(sourceLanguage: options.sourceLanguage, entries: entries, diagnostics: diagnostics.nonErrors)
    }
}
