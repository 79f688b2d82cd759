import Foundation

/// Reads an Apple `.stringsdict` file (an XML, binary or OpenStep property
/// list) into the message model: plural variables, device rules (whose cases
/// may be format dictionaries with plural variables of their own) and
/// variable-width rules.
///
/// The mapping is specified in `Specs/importers/stringsdict.md`. A problem
/// inside one entry leaves that entry out of the bundle with a warning
/// naming the file and the key path
/// (`Localizable.stringsdict: $["%d files"].files.few: warning: pl: unknown plural category 'fews' …; translation left out (key '%d files')`);
/// a file that is not a property list of entries is an error, with its line
/// when it is XML.
public enum StringsdictImporter {
    /// Reads the `.stringsdict` file at `url`.
    ///
    /// - Parameters:
    ///   - url: the file.
    ///   - locale: the locale of the file; `nil` takes it from the enclosing
    ///     `NAME.lproj` folder (``LprojTree``).
    ///   - sourceLanguage: the catalog's source language, which `Base.lproj` stands for.
    ///   - table: the table; `nil` takes the file's base name (`Localizable`).
    /// - Returns: one entry per key (sorted by key) except those left out,
    ///   with warnings in `diagnostics`.
    /// - Throws: ``CompilerError`` listing every diagnostic when the file
    ///   cannot be read or parsed, or its locale is unknown.
    public static func importFile(at url: URL, locale: String? = nil, sourceLanguage: String = "en",
                                  table: String? = nil) throws(CompilerError) -> MessageCatalog {
        let (data, file) = try StringsSourceFile.read(url)
        return try importFile(data: data, file: file, locale: locale, sourceLanguage: sourceLanguage, table: table)
    }

    /// Reads a `.stringsdict` property list from `data`; `file` is the path
    /// named in diagnostics, and gives the locale (from its `.lproj` folder)
    /// and the table (its base name) unless they are passed.
    public static func importFile(data: Data, file: String, locale: String? = nil, sourceLanguage: String = "en",
                                  table: String? = nil) throws(CompilerError) -> MessageCatalog {
        let locale = try LprojTree.locale(ofTable: file, given: locale, sourceLanguage: sourceLanguage)
        let plist = try PropertyListDocument.read(data, file: file)
        let reader = StringsdictReader(file: file)
        guard let root = plist as? [String: Any] else {
            reader.error(.root, "a .stringsdict file must be a dictionary of entries")
            throw CompilerError(diagnostics: reader.diagnostics)
        }
        let tableName = table ?? LprojTree.tableName(ofFile: file)
        var entries: [CatalogEntry] = []
        for key in root.keys.sorted() {
            let path = JSONSourcePath.root.quoted(key)
            let start = reader.diagnostics.count
            let message = reader.readEntry(key: key, root[key]!, at: path)
            if let message, !reader.hasErrors(since: start) {
                var entry = CatalogEntry(key: key, table: tableName, localizations: [locale: message],
                                         location: SourceLocation(file: file, jsonPath: path.description))
                entry.arguments = reader.declaredArguments
                entries.append(entry)
            }
            // A broken entry is one translation: it is left out, the build goes on.
            reader.leaveOut(since: start, OmittedTranslation(key: key, table: tableName, locale: locale))
        }
        try StringsSourceFile.throwIfFailed(reader.diagnostics)
        return MessageCatalog(sourceLanguage: sourceLanguage, entries: entries, diagnostics: reader.diagnostics)
    }
}
