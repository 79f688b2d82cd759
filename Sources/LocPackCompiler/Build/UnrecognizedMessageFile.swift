import Foundation

/// What `locpack build` says about a `.json` message file that no format
/// recognizes: the format is told from the content, so a file that is not
/// valid JSON, or not a JSON object, can only be reported as such — but at
/// the line and column, or the JSON path, that shows why.
enum UnrecognizedMessageFile {
    /// Whether `file` is named like a message file (after a locale, or a
    /// name some format marks its files with) yet does not parse as JSON.
    static func isBrokenMessageFile(_ file: SourceFile) -> Bool {
        guard file.pathExtension == "json",
              ImportFormats.markerFileNames.contains(file.name.lowercased()) || LocaleNamedFiles.locale(ofFile: file.name) != nil,
              file.data != nil else { return false }
        return file.json == nil
    }

    /// The error for the unrecognized message file `file`: its JSON syntax
    /// error at a line and column; else, at `$`, what its top level is; else
    /// the formats it is not.
    static func diagnostic(for file: SourceFile) -> Diagnostic {
        let formats = ImportFormats.all.filter { $0.fileExtensions.contains(file.pathExtension) }
        guard file.pathExtension == "json" else {
            return Diagnostic(.error, .unreadableInput, at: SourceLocation(file: file.displayPath),
                "not a localization file LocPack recognizes (it is none of: " + formats.map { $0.name }.joined(separator: ", ")
                + "); if it is one of them, name its format before it: " + ListPhrase.joined(formats.map { "--format \($0.id)" }, conjunction: "or"))
        }
        let json: Any
        do {
            json = try file.parsedJSON()
        } catch {
            return error.diagnostics.first ?? Diagnostic(.error, .unreadableInput, at: SourceLocation(file: file.displayPath), error.message)
        }
        let root = SourceLocation(file: file.displayPath, jsonPath: "$")
        guard json is [String: Any] else {
            return Diagnostic(.error, .unreadableInput, at: root, "a message file holds a JSON object of messages, not \(JSONScalar.kind(of: json))")
        }
        return Diagnostic(.error, .unreadableInput, at: root, "not a localization file LocPack recognizes (it is none of: "
            + formats.map { $0.name }.joined(separator: ", ") + "); if it is one of them, name its format before it: "
            + ListPhrase.joined(formats.map { "--format \($0.id)" }, conjunction: "or"))
    }
}
