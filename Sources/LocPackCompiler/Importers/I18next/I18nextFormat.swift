import Foundation

/// i18next JSON resources in the import registry: every resource file of one
/// `locales` folder (all languages and namespaces) is imported together,
/// so `$t(ns:key)` finds other namespaces and arguments line up.
enum I18nextFormat: ImportFormat {
    static let id = "i18next"
    static let name = "i18next JSON"
    static let inputsSummary = "i18next JSON (locales/<lng>/<ns>.json, <lng>.json)"
    static let specification = "i18next.md"
    static let fileExtensions: Set<String> = ["json"]
    static let phase = ImportPhase.localeNamed

    /// A JSON object of texts (nested objects and arrays of texts too) in
    /// a folder named after a locale (`locales/de/common.json`); or one
    /// named after a locale that shows an i18next mark: `{{name}}`, `$t(`,
    /// or keys `name_one` and `name_other`.
    static func recognize(_ file: SourceFile) -> Recognition? {
        guard file.pathExtension == "json", let object = file.jsonObject,
              let placement = I18nextResourceFile.placement(ofFile: file.url.path, defaultNamespace: "") else { return nil }
        if !placement.namespace.isEmpty, containsText(object) {
            return .shaped("texts in a folder named after a locale", strength: 55)
        }
        guard isTexts(object), let mark = mark(in: object) else { return nil }
        return .shaped(mark, strength: 55)
    }

    /// Whether every leaf of `value` is a text.
    private static func isTexts(_ value: Any) -> Bool {
        switch value {
        case is String: true
        case let object as [String: Any]: !object.isEmpty && object.values.allSatisfy(isTexts)
        case let array as [Any]: !array.isEmpty && array.allSatisfy(isTexts)
        default: false
        }
    }

    /// Whether some leaf of `value` is a text (the importer reports the others).
    private static func containsText(_ value: Any) -> Bool {
        switch value {
        case is String: true
        case let object as [String: Any]: object.values.contains(where: containsText)
        case let array as [Any]: array.contains(where: containsText)
        default: false
        }
    }

    /// What in `object` only i18next writes, or nil.
    private static func mark(in object: [String: Any]) -> String? {
        for (key, value) in object {
            if let nested = value as? [String: Any], let found = mark(in: nested) { return found }
            if key.hasSuffix("_other"), object[String(key.dropLast("_other".count)) + "_one"] != nil {
                return "keys ending in _one and _other"
            }
            guard let text = value as? String else { continue }
            if text.contains("$t(") { return "$t( nesting" }
            for part in I18nextText.parts(of: text) {
                // `{{PLURAL:…}}` is translatewiki's: a name has no colon.
                if case let .value(name, _, _) = part, !name.contains(":"), !name.isEmpty { return "{{name}} interpolations" }
            }
        }
        return nil
    }

    /// Only a file whose folder or name is a locale: a directory search
    /// passes over the others (`zhtw/translation.json`, `package.json`).
    static func isTakenByDirectorySearch(_ file: SourceFile) -> Bool {
        I18nextResourceFile.placement(ofFile: file.url.path, defaultNamespace: "") != nil
    }

    static func groupKey(of file: SourceFile) -> String {
        I18nextResourceFile.placement(ofFile: file.url.path, defaultNamespace: "")?.root ?? folderGroupKey(of: file)
    }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        var reader = I18nextFileReader(options: options)
        for file in files { try reader.add(file) }
        return try reader.catalog()
    }
}

/// Reads i18next JSON resources (`locales/de/common.json`, `de.json`): nested
/// keys, plural and context suffixes, `{{name}}` interpolation and `$t()`
/// nesting, as i18next's `t()` renders them (`Specs/importers/i18next.md`).
/// Import every language and namespace of an app together.
public enum I18nextImporter: LocaleNamedFileImporter {
    /// File extensions this importer reads.
    public static let fileExtensions: Set<String> = ["json"]

    /// Reads a resource file, or every `.json` file under a directory
    /// (`locales/`, its language folders included) whose folder or name is
    /// a locale.
    ///
    /// - Throws: ``CompilerError`` listing every diagnostic when a file
    ///   cannot be read or placed.
    public static func importCatalog(at url: URL, options: ImportOptions = ImportOptions()) throws(CompilerError) -> MessageCatalog {
        guard LocaleNamedFiles.isDirectory(url) else { return try importCatalog(files: [url], options: options) }
        let found = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        let placeable = found.filter {
            $0.pathExtension.lowercased() == "json" && I18nextResourceFile.placement(ofFile: $0.path, defaultNamespace: "") != nil
        }
        return try importCatalog(files: placeable.sorted { $0.path < $1.path }, options: options)
    }

    /// Reads resource files from memory; each `file` is the path used in
    /// diagnostics and tells the file's locale and namespace
    /// (`locales/de/common.json`).
    ///
    /// - Returns: the catalog, with warnings in its `diagnostics` (a text
    ///   LocPack cannot render as i18next does is left out with one, at its
    ///   JSON path).
    /// - Throws: ``CompilerError`` listing every diagnostic when a file
    ///   cannot be read or placed.
    public static func importCatalog(documents: [(data: Data, file: String)],
                                     options: ImportOptions = ImportOptions()) throws(CompilerError) -> MessageCatalog {
        var reader = I18nextFileReader(options: options)
        for document in documents { try reader.add(SourceFile(contents: document.data, path: document.file)) }
        return try reader.catalog()
    }
}
