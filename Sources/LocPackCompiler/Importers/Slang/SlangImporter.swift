import Foundation
import LocPack

/// Reads Flutter `slang` message files: one nested JSON object of texts per
/// locale (`en.json`, `strings_de.json`, `pt-BR.i18n.json`), with `{name}`
/// arguments, plurals as objects of CLDR categories, `@:path` links to other
/// messages and key modifiers such as `(plural, param=count)`.
///
/// Import the files of all locales together (a directory, or a list of
/// files): links fall back to the source language's message, and named
/// arguments are numbered by their order in the source-language message.
/// The mapping is specified in `Specs/importers/slang.md`.
public enum SlangImporter: LocaleNamedFileImporter {
    /// File extensions this importer reads.
    public static let fileExtensions: Set<String> = ["json"]

    /// Reads slang files from memory; `file` is the path used in
    /// diagnostics and gives the locale.
    ///
    /// - Returns: the catalog, with warnings and notes in its `diagnostics`.
    /// - Throws: ``CompilerError`` listing every diagnostic when a file has
    ///   at least one error.
    ///
    /// Texts are read with the settings of the nearest `slang.yaml` or
    /// `build.yaml` above the first file (`SlangConfiguration`).
    public static func importCatalog(documents: [(data: Data, file: String)],
                                     options: ImportOptions = ImportOptions()) throws(CompilerError) -> MessageCatalog {
        let configuration = documents.first.map { SlangConfiguration.find(forFileAt: $0.file) } ?? SlangConfiguration()
        return try importCatalog(documents: documents, options: options, configuration: configuration)
    }

    /// ``importCatalog(documents:options:)`` with the slang settings given.
    static func importCatalog(documents: [(data: Data, file: String)], options: ImportOptions,
                              configuration: SlangConfiguration) throws(CompilerError) -> MessageCatalog {
        var reader = ICUMessageFileReader(options: options)
        var files: [(document: SlangDocument, file: String, locale: String)] = []
        for document in documents {
            let json = try LocaleNamedFiles.json(document.data, file: document.file)
            guard let object = json as? [String: Any] else {
                reader.diagnostics.report(.error, document.file, .root, "a slang file must be a JSON object of messages")
                continue
            }
            guard let locale = locale(ofFile: document.file) ?? (isSlangFileName(document.file) ? configuration.baseLocale : nil) else {
                reader.diagnostics.report(.error, document.file, .root,
                                          "cannot tell the locale of the file: name it after the locale (de.json, strings_pt-BR.i18n.json)")
                continue
            }
            files.append((SlangDocument(object, file: document.file, locale: locale, table: options.table,
                                        diagnostics: reader.diagnostics), document.file, locale))
        }
        // Links fall back to the base locale's message (slang's base_locale,
        // when its file is among these), else the source language's.
        let fallback = files.contains { $0.locale == configuration.baseLocale } && configuration.source != nil
            ? configuration.baseLocale : reader.sourceLanguage
        let texts = SlangMessageText(documents: files.map { ($0.locale, $0.document) }, fallbackLocale: fallback,
                                     interpolation: configuration.interpolation)
        for (document, file, locale) in files {
            for key in document.order {
                let entry = document.entries[key]!
                do {
                    let text = try texts.icu(of: entry.node, locale: locale)
                    reader.define(key, locale: locale, .init(text: text, file: file, path: entry.path))
                } catch {
                    reader.diagnostics.leftOut(OmittedTranslation(key: key, table: options.table, locale: locale), file,
                                               entry.path, error.reason)
                }
            }
            for (key, comment) in document.comments.sorted(by: { $0.key < $1.key }) {
                reader.readDescription(of: key, comment, locale: locale, file: file, at: .root.quoted("@" + key))
            }
        }
        return try reader.catalog()
    }

    /// The canonical locale a slang file is named after: its name without
    /// `.json` and a `.i18n` before it, whole or after its first `_` or `-`
    /// (`strings_pt_BR.i18n.json` → `pt-BR`, `strings-de.i18n.json` → `de`).
    static func locale(ofFile file: String) -> String? {
        var base = (file as NSString).deletingPathExtension
        if base.hasSuffix(".i18n") { base.removeLast(".i18n".count) }
        if let locale = LocaleNamedFiles.locale(ofFile: base + ".json") { return locale }
        // slang also writes `strings-de.i18n.json`.
        let name = (base as NSString).lastPathComponent
        guard let dash = name.firstIndex(of: "-") else { return nil }
        let candidate = String(name[name.index(after: dash)...])
        return LocaleNamedFiles.isLocaleName(candidate) ? LocaleIdentifier.canonical(candidate) : nil
    }

    /// Whether `file` ends in `.i18n.json`, slang's own naming
    /// (`strings.i18n.json` is the base locale's, `strings_de.i18n.json` German).
    static func isSlangFileName(_ file: String) -> Bool { file.lowercased().hasSuffix(".i18n.json") }

    /// Whether `json`, the content of `file`, is a slang file: any JSON
    /// object (but translatewiki's or an ARB file's) when the name ends in
    /// `.i18n.json`; otherwise one holding a list or a nested object of keys — an object with a
    /// member that is neither a plural category nor any other name a
    /// Swifternalization case can have (an expression, a built-in name,
    /// `@N`), nor a `@comment`, nor a FormatJS message (`defaultMessage`) —
    /// and none of the marks of the other JSON formats (`@metadata`, a
    /// `data` object, `@@locale`). A flat object of texts is an ICU message file; one
    /// whose objects hold only plural categories or expressions, a
    /// Swifternalization file.
    public static func recognizes(json: Any?, file: String) -> Bool {
        guard let object = json as? [String: Any], object["@metadata"] == nil, object["@@locale"] == nil else { return false }
        if isSlangFileName(file) { return true }
        guard !(object["data"] is [String: Any]) else { return false }
        var nested = false
        for (key, value) in object where !key.hasPrefix("@") {
            switch value {
            case let member as [String: Any]:
                // A FormatJS message ({"defaultMessage": …}) is no namespace.
                if member["defaultMessage"] is String || member["message"] is String { continue }
                if member.keys.contains(where: { !$0.hasPrefix("@") && !SwifternalizationImporter.isCaseName($0) }) { nested = true }
            case is [Any]:
                nested = true
            default:
                continue
            }
        }
        return nested
    }
}
