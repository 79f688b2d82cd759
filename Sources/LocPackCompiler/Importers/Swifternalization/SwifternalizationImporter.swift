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
        var reader = SwifternalizationFileReader(options: options)
        for document in documents {
            try reader.add(document.data, file: document.file)
        }
        return try reader.catalog()
    }

    /// Whether the `.json` file at `url` belongs to a Swifternalization set:
    /// it is `expressions.json` or `base.json` holding a JSON object, or it
    /// is named after a language and either sits next to one of those two
    /// files or maps some key to an object of expressions or length
    /// variations (``recognizes(data:)``).
    public static func recognizes(_ url: URL) -> Bool {
        recognizes(url, json: { (try? Data(contentsOf: url)).flatMap { try? JSONSerialization.jsonObject(with: $0) } })
    }

    /// ``recognizes(_:)`` with the file's parsed JSON given by `json`
    /// (nil: unreadable or not JSON), asked for only when the name cannot tell.
    static func recognizes(_ url: URL, json: () -> Any?) -> Bool {
        guard url.pathExtension.lowercased() == "json" else { return false }
        let name = url.lastPathComponent.lowercased()
        let markers = [expressionsFileName, baseFileName]
        if markers.contains(name) { return json() is [String: Any] }
        guard LocaleNamedFiles.locale(ofFile: name) != nil else { return false }
        if hasSetMarkerBeside(url) { return true }
        return recognizes(json: json())
    }

    /// Whether `expressions.json` or `base.json` lies in the folder of `url`.
    static func hasSetMarkerBeside(_ url: URL) -> Bool {
        let folder = url.deletingLastPathComponent().path
        let siblings = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).map { $0.lowercased() }
        return siblings.contains { $0 == expressionsFileName || $0 == baseFileName }
    }

    /// Whether `data` is a JSON object of strings and objects in which some
    /// object's members all look like Swifternalization expressions
    /// (`ie:…`, `iex:…`, `exp:…`, `@N`, or a built-in name). Numbers,
    /// booleans and nulls among its values are allowed: the importer
    /// reports each at its JSON path.
    public static func recognizes(data: Data) -> Bool {
        recognizes(json: try? JSONSerialization.jsonObject(with: data))
    }

    /// ``recognizes(data:)`` on a document already parsed (nil: not JSON).
    static func recognizes(json: Any?) -> Bool {
        guard let object = json as? [String: Any],
              object.values.allSatisfy({ $0 is String || $0 is [String: Any] || JSONScalar.isScalar($0) }) else { return false }
        return object.values.contains { value in
            guard let cases = value as? [String: Any], !cases.isEmpty else { return false }
            return cases.keys.allSatisfy(isCaseName)
        }
    }

    /// Whether `name` looks like a case of a Swifternalization object: an
    /// expression (`ie:…`, `iex:…`, `exp:…`), a built-in name or a length
    /// variation (`@N`).
    static func isCaseName(_ name: String) -> Bool {
        SwifternalizationExpression.isExpression(name) || SwifternalizationBuiltins.names.contains(name)
            || (name.hasPrefix("@") && name.count > 1 && name.dropFirst().allSatisfy { $0.isASCII && $0.isNumber })
    }
}
