import Foundation
import LocPack

/// Reads translations pulled from Transifex Native into the message model:
/// the SDK's cache file `txstrings.json` (`{LOCALE: {KEY: {"string":
/// TEXT}}}`) and the content service's answer for one locale
/// (`{"data": {KEY: {"string": TEXT}}, "meta": …}`, e.g. `fr.json`).
///
/// A TEXT is printf-style text, an ICU plural (`{???, plural, one {%d
/// minute} other {%d minutes}}`) or a `<cds-root>` XML value with device
/// variations and substitutions. The mapping, and how each fault of the
/// Transifex iOS SDK is avoided, is specified in
/// `Specs/importers/transifex.md`. Every diagnostic names the file and the
/// JSON path of the value (`txstrings.json: $.fr["key"].string: error: …`).
public enum TransifexImporter {
    /// Reads the pull at `url`.
    ///
    /// - Throws: ``CompilerError`` listing every diagnostic when the file
    ///   cannot be read or has at least one error.
    public static func importCatalog(at url: URL, options: ImportOptions = ImportOptions()) throws(CompilerError) -> MessageCatalog {
        try importCatalog(source: SourceFile(url), options: options)
    }

    /// Reads a pull from memory; `file` is the path used in diagnostics (and
    /// gives the locale of a per-locale answer when ``TransifexOptions/locale`` is nil).
    ///
    /// - Returns: the catalog, with warnings and notes in its `diagnostics`.
    /// - Throws: ``CompilerError`` listing every diagnostic when the data has
    ///   at least one error.
    public static func importCatalog(data: Data, file: String, options: ImportOptions = ImportOptions()) throws(CompilerError) -> MessageCatalog {
        try importCatalog(source: SourceFile(contents: data, path: file), options: options)
    }

    /// Reads a pull read and parsed once.
    static func importCatalog(source: SourceFile, options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        var reader = TransifexPullReader(file: source.displayPath, options: options)
        reader.read(try source.parsedJSON())
        return try reader.catalog()
    }

    /// Whether `data`, named `file`, is a Transifex pull: whether `locpack build` reads
    /// it as one (TransifexFormat's recognition among every format's,
    /// `Specs/importers/README.md`, "Recognition").
    public static func recognizes(data: Data, file: String) -> Bool {
        ImportFormats.reads(SourceFile(contents: data, path: file), as: TransifexFormat.self)
    }
}
