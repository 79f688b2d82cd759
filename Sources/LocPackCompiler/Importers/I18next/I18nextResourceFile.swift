import Foundation
import LocPack

/// Where an i18next resource file sits and what it holds: its locale and
/// namespace from its path (`locales/de/common.json`: `de`, `common`;
/// `locales/de.json`: `de`, the build's table), and its texts by key, nested
/// objects joined with `.` and array items by index (`Specs/importers/i18next.md`,
/// "Files").
struct I18nextResourceFile {
    /// The canonical locale.
    var locale: String
    /// The namespace (the entries' table).
    var namespace: String
    /// The file's path in diagnostics.
    var file: String
    /// Each text by its flat key, with its JSON path.
    var texts: [String: (text: String, path: JSONSourcePath)] = [:]

    /// The locale and namespace of a file at `path`, or nil when neither
    /// its folder nor its name is a locale. `defaultNamespace` names the
    /// namespace of a file named after its locale.
    static func placement(ofFile path: String, defaultNamespace: String) -> (locale: String, namespace: String, root: String)? {
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        let folder = url.deletingLastPathComponent()
        if let locale = locale(named: folder.lastPathComponent) {
            return (locale, stem, folder.deletingLastPathComponent().path)
        }
        if let locale = locale(named: stem) { return (locale, defaultNamespace, folder.path) }
        return nil
    }

    /// The canonical locale a folder or file name spells (`de`, `pt-BR`,
    /// `pt_BR`), or nil: only a language CLDR has plural rules for, so
    /// that `web/`, `app/` or `src/` (spelled like language codes) and
    /// i18next's `dev` pseudo-language are no locales.
    static func locale(named name: String) -> String? {
        guard LocaleNamedFiles.isLocaleName(name) else { return nil }
        let locale = LocaleIdentifier.canonical(name)
        return PluralRuleCatalog.resolvedLocaleID(for: locale) == "root" ? nil : locale
    }

    /// Reads `file`'s texts; a value that is no text is left out with a
    /// warning through `diagnostics`.
    static func read(_ file: SourceFile, locale: String, namespace: String,
                     diagnostics: MessageFileDiagnostics) throws(CompilerError) -> I18nextResourceFile? {
        let name = file.displayPath
        guard let object = try file.parsedJSON() as? [String: Any] else {
            diagnostics.report(.error, .unreadableInput, name, JSONSourcePath.root,
                               "an i18next resource file must be a JSON object of texts")
            return nil
        }
        var resource = I18nextResourceFile(locale: locale, namespace: namespace, file: name)
        resource.collect(object, prefix: "", path: .root, diagnostics: diagnostics)
        return resource
    }

    private mutating func collect(_ value: Any, prefix: String, path: JSONSourcePath, diagnostics: MessageFileDiagnostics) {
        switch value {
        case let text as String:
            texts[prefix] = (text, path)
        case let object as [String: Any]:
            for member in object.keys.sorted() {
                collect(object[member]!, prefix: prefix.isEmpty ? member : prefix + "." + member, path: path.quoted(member),
                        diagnostics: diagnostics)
            }
        case let array as [Any]:
            for (index, item) in array.enumerated() {
                collect(item, prefix: prefix + "." + String(index), path: path.element(index), diagnostics: diagnostics)
            }
        default:
            diagnostics.leftOut(OmittedTranslation(key: prefix, table: namespace, locale: locale), file, path,
                                "an i18next value must be a text (or an object or array of texts), not \(JSONScalar.kind(of: value))")
        }
    }
}
