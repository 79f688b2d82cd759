import Foundation
import LocPack

/// Reads translatewiki / MediaWiki JSON message files (the format of
/// Wikipedia's apps and of MediaWiki extensions): one file per language
/// code (`en.json`, `de.json`, `pt-br.json`), `qqq.json` holding the
/// message documentation, and an ignored `@metadata` member in each.
///
/// Messages may use `$1` and `%1$d` placeholders, `{{PLURAL:$1|…}}` with
/// `N=` forms for any N, `{{GENDER:$1|…}}`, `{{formatnum:$1}}`,
/// `{{GRAMMAR:…}}`, `{{int:…}}` and site variables (`{{SITENAME}}`). Import the files of all languages together (a
/// directory or a list of files) so that `qqq.json` documents the others.
/// The mapping is specified in `Specs/importers/translatewiki.md`.
public enum TranslateWikiImporter: LocaleNamedFileImporter {
    /// The pseudo language code of the documentation file (`qqq.json`).
    public static let documentationCode = "qqq"

    /// Language codes translatewiki spells differently from BCP 47, and the
    /// locale they are stored as.
    public static let codeAliases: [String: String] = ["sr-ec": "sr-Cyrl", "sr-el": "sr-Latn"]

    /// File extensions this importer reads.
    public static let fileExtensions: Set<String> = ["json"]

    /// Reads message files from memory; each `file` (the path used in
    /// diagnostics) is named after its language code.
    ///
    /// - Returns: the catalog, with warnings and notes in its `diagnostics`.
    /// - Throws: ``CompilerError`` listing every diagnostic when a file has
    ///   at least one error.
    public static func importCatalog(documents: [(data: Data, file: String)],
                                     options: ImportOptions = ImportOptions()) throws(CompilerError) -> MessageCatalog {
        var reader = TranslateWikiFileReader(options: options)
        for document in documents {
            try reader.add(LocaleNamedFiles.json(document.data, file: document.file), file: document.file)
        }
        return try reader.catalog()
    }

    /// Whether `data` looks like a translatewiki file: a `.json` object with
    /// an `@metadata` member, or named `qqq.json`, or whose strings use
    /// `{{PLURAL:`, `{{GENDER:` or `$1`-style placeholders.
    public static func recognizes(data: Data, file: String) -> Bool {
        recognizes(json: try? JSONSerialization.jsonObject(with: data), file: file)
    }

    /// ``recognizes(data:file:)`` on a document already parsed (nil: not JSON).
    static func recognizes(json: Any?, file: String) -> Bool {
        guard (file as NSString).pathExtension.lowercased() == "json",
              let object = json as? [String: Any] else { return false }
        if object["@metadata"] != nil { return true }
        if ((file as NSString).lastPathComponent as NSString).deletingPathExtension == documentationCode { return true }
        return object.values.contains { value in
            guard let text = value as? String else { return false }
            return text.range(of: "{{PLURAL:", options: .caseInsensitive) != nil
                || text.range(of: "{{GENDER:", options: .caseInsensitive) != nil
                || text.range(of: #"\$[1-9]"#, options: .regularExpression) != nil
        }
    }
}
