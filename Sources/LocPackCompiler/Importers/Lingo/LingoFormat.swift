import Foundation

/// Lingo's JSON files (`Localizations/<locale>.json`, the format Vapor apps
/// use through Lingo-Vapor) in the import registry: the languages of one
/// folder are imported together, so a key's arguments line up.
enum LingoFormat: ImportFormat {
    static let id = "lingo"
    static let name = "Lingo JSON"
    static let inputsSummary = "Lingo JSON files (Localizations/<locale>.json)"
    static let specification = "lingo.md"
    static let fileExtensions: Set<String> = ["json"]
    static let phase = ImportPhase.localeNamed

    /// A file named after a locale in a `Localizations` folder (Lingo-Vapor's
    /// default) with a text or an object of plural forms among its members
    /// (the importer reports any other member); elsewhere, one holding only
    /// texts and objects of plural forms with a `%{name}` interpolation in
    /// a text — a mark few formats write.
    static func recognize(_ file: SourceFile) -> Recognition? {
        guard file.pathExtension == "json", let object = file.jsonObject,
              LingoFileReader.locale(ofFile: file.name) != nil else { return nil }
        let isEntry = { (value: Any) in value is String || LingoFileReader.isPluralObject(value) }
        if file.url.deletingLastPathComponent().lastPathComponent == "Localizations", object.values.contains(where: isEntry) {
            return .shaped("texts in a Localizations folder", strength: 70)
        }
        guard !object.isEmpty, object.values.allSatisfy(isEntry) else { return nil }
        let texts = object.values.flatMap { value in (value as? String).map { [$0] } ?? ((value as? [String: Any])?.values.compactMap { $0 as? String } ?? []) }
        if texts.contains(where: { !LingoText.nodes(of: $0, names: []).names.isEmpty }) {
            return .shaped("texts using %{name}", strength: 48)
        }
        return nil
    }

    static func groupKey(of file: SourceFile) -> String { folderGroupKey(of: file) }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        var reader = LingoFileReader(options: options)
        for file in files { try reader.add(file) }
        return try reader.catalog()
    }
}

/// Reads Lingo's JSON files (`Localizations/en.json`, `pt-BR.json`): one
/// flat JSON object per locale of texts with `%{name}` interpolations and
/// objects of plural forms chosen by `count`
/// (`Specs/importers/lingo.md`). Import the files of all locales together
/// (a directory, or a list of files): arguments are numbered by the source
/// language's message.
public enum LingoImporter: LocaleNamedFileImporter {
    /// File extensions this importer reads.
    public static let fileExtensions: Set<String> = ["json"]

    /// Reads Lingo files from memory; each `file` is the path used in
    /// diagnostics and names the file's locale (`de.json`).
    ///
    /// - Returns: the catalog, with warnings in its `diagnostics` (each
    ///   translation Lingo would refuse is left out with one, at its JSON
    ///   path).
    /// - Throws: ``CompilerError`` listing every diagnostic when a file
    ///   cannot be read or named after no locale.
    public static func importCatalog(documents: [(data: Data, file: String)],
                                     options: ImportOptions = ImportOptions()) throws(CompilerError) -> MessageCatalog {
        var reader = LingoFileReader(options: options)
        for document in documents { try reader.add(SourceFile(contents: document.data, path: document.file)) }
        return try reader.catalog()
    }
}
