import Foundation

/// What `locpack build` says about a `.json` message file that no format
/// recognizes: the format is told from the content, so a file that is not
/// valid JSON, or not a JSON object, can only be reported as such — but at
/// the line and column, or the JSON path, that shows why.
enum UnrecognizedMessageFile {
    /// File names that mark a message file whatever their content.
    static let markerNames: Set<String> = ["txstrings.json", SwifternalizationImporter.baseFileName,
                                           SwifternalizationImporter.expressionsFileName]

    /// Whether `url` is named like a message file (after a locale, or a
    /// marker name) yet does not parse as JSON.
    static func isBrokenMessageFile(_ url: URL) -> Bool {
        let name = url.lastPathComponent.lowercased()
        guard url.pathExtension.lowercased() == "json",
              markerNames.contains(name) || LocaleNamedFiles.locale(ofFile: name) != nil,
              let data = try? Data(contentsOf: url) else { return false }
        return (try? JSONSerialization.jsonObject(with: data)) == nil
    }

    /// The error for the unrecognized message file at `url`: its JSON syntax
    /// error at a line and column; else, at `$`, what its top level is; else
    /// the formats it is not.
    static func diagnostic(for url: URL) -> Diagnostic {
        let file = url.relativePath
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return Diagnostic(.error, at: SourceLocation(file: file), "cannot read the file: \(error.localizedDescription)")
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            return JSONSyntaxDiagnostic.make(for: error, in: data, file: file)
        }
        let root = SourceLocation(file: file, jsonPath: "$")
        guard json is [String: Any] else {
            return Diagnostic(.error, at: root, "a message file holds a JSON object of messages, not \(JSONScalar.kind(of: json))")
        }
        return Diagnostic(.error, at: root, "not a localization file LocPack recognizes (a Transifex pull, "
            + "translatewiki messages, ICU MessageFormat messages or a Swifternalization set)")
    }
}
