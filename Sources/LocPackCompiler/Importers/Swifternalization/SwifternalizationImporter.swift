import Foundation
import LocPack

/// Reads Swifternalization's JSON files: `base.json` (default texts),
/// one file per language (`en.json`, `pl.json`, …) and `expressions.json`
/// (shared expressions by language, `base` inherited by every language).
///
/// A key maps to a string, or to an object whose members are expressions
/// on the number (argument 1) — built-in names (`one`, `>one`, `few`…),
/// shared names, `ie:x>=2`, `iex:2<x<10`, `exp:REGEX` — or length
/// variations (`@200`), nested either way. Regular expressions are compiled
/// at import into pattern programs the runtime runs in linear time without
/// allocating; what cannot be compiled that way is an error naming the
/// construct. The mapping is specified in
/// `Specs/importers/swifternalization.md`.
///
/// Import the files of a set together (a directory, or a list of files), so
/// that `expressions.json` and `base.json` apply to every language.
public enum SwifternalizationImporter: LocaleNamedFileImporter {
    /// The file of shared expressions.
    public static let expressionsFileName = "expressions.json"
    /// The file of default texts.
    public static let baseFileName = "base.json"

    /// File extensions this importer reads.
    public static let fileExtensions: Set<String> = ["json"]

    /// Reads files from memory; each `file` (the path used in diagnostics)
    /// is named `base.json`, `expressions.json` or after its language.
    ///
    /// - Returns: the catalog, with warnings in its `diagnostics`.
    /// - Throws: ``CompilerError`` listing every diagnostic when a file has
    ///   at least one error.
    public static func importCatalog(documents: [(data: Data, file: String)], options: ImportOptions = ImportOptions()) throws(CompilerError) -> MessageCatalog {
        try importCatalog(sources: documents.map { SourceFile(contents: $0.data, path: $0.file) }, options: options)
    }

    /// ``importCatalog(documents:options:)`` on files each read and parsed once.
    static func importCatalog(sources: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        var reader = SwifternalizationFileReader(options: options)
        for source in sources {
            try reader.add(source)
        }
        return try reader.catalog()
    }

    /// Whether the `.json` file at `url` belongs to a Swifternalization set:
    /// whether `locpack build` reads it as one (`Specs/importers/README.md`,
    /// "Recognition"; `SwifternalizationFormat`).
    public static func recognizes(_ url: URL) -> Bool {
        ImportFormats.reads(SourceFile(url), as: SwifternalizationFormat.self)
    }

    /// Whether `expressions.json` or `base.json` lies in the folder of `url`.
    static func hasSetMarkerBeside(_ url: URL) -> Bool {
        let folder = url.deletingLastPathComponent().path
        let siblings = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).map { $0.lowercased() }
        return siblings.contains { $0 == expressionsFileName || $0 == baseFileName }
    }

    /// Whether `data` has the shape of a Swifternalization file, whatever its
    /// name: a JSON object of strings and objects in which some object's
    /// members all look like Swifternalization cases (`ie:…`, `iex:…`,
    /// `exp:…`, `@N`, or a built-in name) and no object holds other keys.
    /// Numbers, booleans and nulls among its values are allowed: the
    /// importer reports each at its JSON path.
    public static func recognizes(data: Data) -> Bool {
        SwifternalizationFormat.shape(of: try? JSONSerialization.jsonObject(with: data)) != nil
    }

    /// Whether `name` looks like a case of a Swifternalization object: an
    /// expression (`ie:…`, `iex:…`, `exp:…`), a built-in name or a length
    /// variation (`@N`).
    static func isCaseName(_ name: String) -> Bool {
        SwifternalizationExpression.isExpression(name) || SwifternalizationBuiltins.names.contains(name)
            || (name.hasPrefix("@") && name.count > 1 && name.dropFirst().allSatisfy { $0.isASCII && $0.isNumber })
    }
}
