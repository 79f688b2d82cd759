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
        try importCatalog(sources: documents.map { SourceFile(contents: $0.data, path: $0.file) }, options: options)
    }

    /// ``importCatalog(documents:options:)`` on files each read and parsed
    /// once, with the settings of the nearest `slang.yaml` or `build.yaml`.
    static func importCatalog(sources: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        let configuration = sources.first.map { SlangConfiguration.find(forFileAt: $0.displayPath) } ?? SlangConfiguration()
        return try importCatalog(sources: sources, options: options, configuration: configuration)
    }

    /// ``importCatalog(documents:options:)`` with the slang settings given.
    static func importCatalog(documents: [(data: Data, file: String)], options: ImportOptions,
                              configuration: SlangConfiguration) throws(CompilerError) -> MessageCatalog {
        try importCatalog(sources: documents.map { SourceFile(contents: $0.data, path: $0.file) }, options: options,
                          configuration: configuration)
    }

    /// ``importCatalog(sources:options:)`` with the slang settings given.
    static func importCatalog(sources: [SourceFile], options: ImportOptions,
                              configuration: SlangConfiguration) throws(CompilerError) -> MessageCatalog {
        var reader = ICUMessageFileReader(options: options)
        var files: [(document: SlangDocument, file: String, locale: String)] = []
        for source in sources {
            let json = try source.parsedJSON()
            let file = source.displayPath
            guard let object = json as? [String: Any] else {
                reader.diagnostics.report(.error, .unreadableInput, file, .root, "a slang file must be a JSON object of messages")
                continue
            }
            guard let locale = locale(ofFile: file) ?? (isSlangFileName(file) ? configuration.baseLocale : nil) else {
                reader.diagnostics.report(.error, .unreadableInput, file, .root,
                                          "cannot tell the locale of the file: name it after the locale (de.json, strings_pt-BR.i18n.json)")
                continue
            }
            files.append((SlangDocument(object, file: file, locale: locale, table: options.table,
                                        diagnostics: reader.diagnostics), file, locale))
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
                    let parts = try texts.parts(of: entry.node, locale: locale)
                    var text = ""
                    if case let .text(written) = entry.node { text = written }
                    reader.define(key, locale: locale, .init(text: text, file: file, path: entry.path, parts: parts))
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

    /// Whether `data`, named `file`, is a slang file: whether `locpack build`
    /// reads it as one (`SlangFileFormat`'s recognition among every
    /// format's, `Specs/importers/README.md`, "Recognition").
    public static func recognizes(data: Data, file: String) -> Bool {
        ImportFormats.reads(SourceFile(contents: data, path: file), as: SlangFileFormat.self)
    }
}
