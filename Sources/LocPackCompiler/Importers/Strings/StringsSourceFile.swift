import Foundation

/// Reads the bytes of an input file for the `.strings`, `.stringsdict` and
/// XLIFF importers' entry points that take a URL (``SourceFile`` says what
/// cannot be read).
enum StringsSourceFile {
    /// The file's bytes and the path to name in diagnostics.
    static func read(_ url: URL) throws(CompilerError) -> (data: Data, file: String) {
        let source = SourceFile(url)
        return (try source.contents(), source.displayPath)
    }

    /// Throws the collected diagnostics when one of them is an error.
    static func throwIfFailed(_ diagnostics: [Diagnostic]) throws(CompilerError) {
        if diagnostics.contains(where: { $0.severity == .error }) { throw CompilerError(diagnostics: diagnostics) }
    }
}
