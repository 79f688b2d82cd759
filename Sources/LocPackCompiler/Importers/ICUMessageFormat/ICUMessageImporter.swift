import Foundation
import LocPack

/// Reads JSON message files holding ICU MessageFormat text, one file per
/// locale: flat `{KEY: "text"}` files named after their locale
/// (`en.json`, `pt-BR.json`), FormatJS-style `{KEY: {"defaultMessage": …,
/// "description": …}}`, and Flutter ARB files (`app_en.arb` with
/// `@@locale` and `@KEY` descriptions).
///
/// Import the files of all locales together (a directory, or a list of
/// files): named arguments are numbered by their order in the
/// source-language message, and every translation uses the same numbers.
/// The mapping is specified in `Specs/importers/icu-messageformat.md`.
public enum ICUMessageImporter: LocaleNamedFileImporter {
    /// File extensions this importer reads.
    public static let fileExtensions: Set<String> = ["json", "arb"]

    /// Reads message files from memory; `file` is the path used in
    /// diagnostics and, without `@@locale`, gives the locale.
    ///
    /// - Returns: the catalog, with warnings and notes in its `diagnostics`.
    /// - Throws: ``CompilerError`` listing every diagnostic when a file has
    ///   at least one error.
    public static func importCatalog(documents: [(data: Data, file: String)],
                                     options: ImportOptions = ImportOptions()) throws(CompilerError) -> MessageCatalog {
        var reader = ICUMessageFileReader(options: options)
        let arbFiles = documents.map(\.file).filter { ($0 as NSString).pathExtension.lowercased() == "arb" }
        if let first = arbFiles.first {
            // Flutter: l10n.yaml beside or above the files; the template file defines the arguments.
            reader.arbConfiguration = ARBProjectConfiguration.find(forARBFileAt: first)
            reader.arbTemplate = arbFiles.first { ($0 as NSString).lastPathComponent == reader.arbConfiguration.templateFile }
                ?? arbFiles.first { LocaleNamedFiles.locale(ofFile: $0) == LocaleIdentifier.canonical(options.sourceLanguage) }
        }
        for document in documents {
            try reader.add(LocaleNamedFiles.json(document.data, file: document.file), file: document.file)
        }
        return try reader.catalog()
    }

    /// Whether `data` looks like an ICU message file: an `.arb` file, or a
    /// JSON object of strings (or of objects with `defaultMessage` or
    /// `message`) that has no `@metadata` member (translatewiki) and no
    /// `data` object (a Transifex answer). A file named after a locale may
    /// also hold numbers, booleans and nulls among at least one message: the
    /// importer reports each at its JSON path.
    public static func recognizes(data: Data, file: String) -> Bool {
        recognizes(json: try? JSONSerialization.jsonObject(with: data), file: file)
    }

    /// ``recognizes(data:file:)`` on a document already parsed (nil: not JSON).
    static func recognizes(json: Any?, file: String) -> Bool {
        if (file as NSString).pathExtension.lowercased() == "arb" { return true }
        guard (file as NSString).pathExtension.lowercased() == "json",
              let object = json as? [String: Any],
              object["@metadata"] == nil, !(object["data"] is [String: Any]) else { return false }
        func isMessage(_ value: Any) -> Bool {
            value is String || ((value as? [String: Any]).map { $0["defaultMessage"] is String || $0["message"] is String } ?? false)
        }
        let members = object.filter { !$0.key.hasPrefix("@") }.values
        if members.allSatisfy(isMessage) { return true }
        return LocaleNamedFiles.locale(ofFile: file) != nil && members.contains(where: isMessage)
            && members.allSatisfy { isMessage($0) || JSONScalar.isScalar($0) }
    }
}
