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
        try importCatalog(sources: documents.map { SourceFile(contents: $0.data, path: $0.file) }, options: options)
    }

    /// ``importCatalog(documents:options:)`` on files each read and parsed once.
    static func importCatalog(sources: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        var reader = TranslateWikiFileReader(options: options)
        for source in sources {
            try reader.add(source.parsedJSON(), file: source.displayPath)
        }
        return try reader.catalog()
    }

    /// Whether `data`, named `file`, is a translatewiki message file: whether `locpack build` reads
    /// it as one (TranslateWikiFormat's recognition among every format's,
    /// `Specs/importers/README.md`, "Recognition").
    public static func recognizes(data: Data, file: String) -> Bool {
        ImportFormats.reads(SourceFile(contents: data, path: file), as: TranslateWikiFormat.self)
    }
}
