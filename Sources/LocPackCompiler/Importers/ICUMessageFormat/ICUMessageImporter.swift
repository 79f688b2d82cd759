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
        try importCatalog(sources: documents.map { SourceFile(contents: $0.data, path: $0.file) }, options: options)
    }

    /// ``importCatalog(documents:options:)`` on files each read and parsed once.
    static func importCatalog(sources: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        var reader = ICUMessageFileReader(options: options)
        let arbFiles = sources.map(\.displayPath).filter { ($0 as NSString).pathExtension.lowercased() == "arb" }
        if let first = arbFiles.first {
            // Flutter: l10n.yaml beside or above the files; the template file defines the arguments.
            reader.arbConfiguration = ARBProjectConfiguration.find(forARBFileAt: first)
            reader.arbTemplate = arbFiles.first { ($0 as NSString).lastPathComponent == reader.arbConfiguration.templateFile }
                ?? arbFiles.first { LocaleNamedFiles.locale(ofFile: $0) == LocaleIdentifier.canonical(options.sourceLanguage) }
        }
        for source in sources {
            try reader.add(source.parsedJSON(), file: source.displayPath)
        }
        return try reader.catalog()
    }

    /// Whether `data`, named `file`, is an ICU message file: whether `locpack build` reads
    /// it as one (ICUMessageFileFormat's recognition among every format's,
    /// `Specs/importers/README.md`, "Recognition").
    public static func recognizes(data: Data, file: String) -> Bool {
        ImportFormats.reads(SourceFile(contents: data, path: file), as: ICUMessageFileFormat.self)
    }
}
