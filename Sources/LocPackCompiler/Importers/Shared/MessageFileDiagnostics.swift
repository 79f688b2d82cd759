import Foundation

/// Collects the diagnostics of one import, each naming a file and a JSON
/// path, and reports the same one once.
final class MessageFileDiagnostics {
    private(set) var all: [Diagnostic] = []
    private var seen: Set<String> = []

    /// Records a diagnostic of kind `id` at `path` of `file`.
    func report(_ severity: Diagnostic.Severity, _ id: DiagnosticID, _ file: String, _ path: JSONSourcePath, _ message: String) {
        let diagnostic = Diagnostic(severity, id, at: SourceLocation(file: file, jsonPath: path.description), message)
        if seen.insert(diagnostic.description).inserted { all.append(diagnostic) }
    }

    /// Records that one translation is left out of the bundle because of
    /// `problem` (a warning naming the key and locale; `Specs/lint.md`,
    /// "Build policy"), of kind `id`: by default, the translation does not
    /// read in its format.
    func leftOut(_ omitted: OmittedTranslation, _ file: String, _ path: JSONSourcePath, _ problem: String,
                 _ id: DiagnosticID = .malformedTranslation) {
        let diagnostic = Diagnostic.leftOut(omitted, at: SourceLocation(file: file, jsonPath: path.description), problem, id)
        if seen.insert(diagnostic.description).inserted { all.append(diagnostic) }
    }

    /// Records `diagnostic`, made by the caller (a place given by line and column).
    func report(_ diagnostic: Diagnostic) {
        if seen.insert(diagnostic.description).inserted { all.append(diagnostic) }
    }

    /// Records a diagnostic of kind `id` about a whole file.
    func report(_ severity: Diagnostic.Severity, _ id: DiagnosticID, _ file: String, _ message: String) {
        let diagnostic = Diagnostic(severity, id, at: SourceLocation(file: file), message)
        if seen.insert(diagnostic.description).inserted { all.append(diagnostic) }
    }

    /// Whether any error was recorded.
    var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// The warnings and notes, for `MessageCatalog.diagnostics`.
    var nonErrors: [Diagnostic] { all.filter { $0.severity != .error } }

    /// Throws a ``CompilerError`` with everything when there is an error.
    func throwIfFailed() throws(CompilerError) {
        if hasErrors { throw CompilerError(diagnostics: all) }
    }
}
