import Foundation

/// A target's LocPack settings file, `.locpack.json`, as the build plugin
/// passes it to `locpack build --settings FILE`: a JSON object whose `warn`
/// member maps diagnostic IDs to levels, `{"warn":
/// {"missing-plural-category": "error"}}` (`Specs/cli.md`, "Diagnostics").
/// Read when the command runs, so a change to it takes effect on the next
/// build.
public enum DiagnosticSettingsFile {
    /// The name the build plugin looks for in a target's folder.
    public static let name = ".locpack.json"

    /// The policy the file at `path` sets, with `settings` (`--warn`
    /// options, `ID=LEVEL`) applied after it.
    ///
    /// - Throws: ``CompilerError`` naming the file, and the line and column
    ///   or JSON path, when it cannot be read, is not such an object, or a
    ///   setting names no ID or level.
    public static func policy(inFile path: String, then settings: [String] = []) throws(CompilerError) -> DiagnosticPolicy {
        let file = SourceFile(URL(fileURLWithPath: path))
        let json = try file.parsedJSON()
        func failure(_ jsonPath: String, _ message: String) -> CompilerError {
            CompilerError(diagnostics: JSONNodeLocator.locate([Diagnostic(.error, .unreadableInput,
                at: SourceLocation(file: file.displayPath, jsonPath: jsonPath), message)]))
        }
        guard let object = json as? [String: Any] else {
            throw failure("$", "LocPack settings are a JSON object such as {\"warn\": {\"missing-plural-category\": \"error\"}}")
        }
        if let unknown = object.keys.sorted().first(where: { $0 != "warn" }) {
            throw failure(JSONSourcePath.root.member(unknown).description, "unknown setting '\(unknown)' (the settings are: warn)")
        }
        var policy = DiagnosticPolicy()
        if let warn = object["warn"] {
            guard let levels = warn as? [String: Any] else {
                throw failure("$.warn", "'warn' is an object of diagnostic IDs and levels (error, warning, note, off)")
            }
            for id in levels.keys.sorted() {
                let place = JSONSourcePath.root.member("warn").member(id).description
                guard let level = levels[id] as? String else { throw failure(place, "a level is a string: error, warning, note or off") }
                switch DiagnosticPolicy.setting(id: id, level: level) {
                case .success(let (kind, level)): policy.levels[kind] = level
                case .failure(let error): throw failure(place, error.message)
                }
            }
        }
        switch DiagnosticPolicy.parse(settings) {
        case .success(let given): policy.levels.merge(given.levels) { _, later in later }
        case .failure(let error): throw CompilerError(.inputs, error.message)
        }
        return policy
    }
}
