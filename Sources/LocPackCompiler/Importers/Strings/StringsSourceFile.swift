import Foundation

/// Reads the bytes of an input file for the `.strings`, `.stringsdict` and
/// XLIFF importers, turning a read failure into a ``CompilerError`` that
/// names the file.
enum StringsSourceFile {
    /// The file's bytes and the path to name in diagnostics.
    static func read(_ url: URL) throws(CompilerError) -> (data: Data, file: String) {
        let file = url.isFileURL ? url.relativePath : url.absoluteString
        do {
            return (try Data(contentsOf: url), file)
        } catch {
            throw CompilerError(diagnostics: [
                Diagnostic(.error, at: SourceLocation(file: file), "cannot read the file: \(error.localizedDescription)"),
            ])
        }
    }

    /// Throws the collected diagnostics when one of them is an error.
    static func throwIfFailed(_ diagnostics: [Diagnostic]) throws(CompilerError) {
        if diagnostics.contains(where: { $0.severity == .error }) { throw CompilerError(diagnostics: diagnostics) }
    }
}
