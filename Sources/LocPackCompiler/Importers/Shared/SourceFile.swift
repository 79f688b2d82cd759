import Foundation

/// An input file, read at most once and, when it is JSON, parsed at most
/// once, however many formats look at it and whichever reads it: the
/// registry recognizes formats from it and the chosen format imports it.
/// The one place a file's read or parse failure becomes a diagnostic.
final class SourceFile {
    /// Where it is.
    let url: URL
    /// The path named in diagnostics (as given, relative when given so).
    let displayPath: String

    private var loaded: Result<Data, CompilerError>?
    private var parsed: Result<Any, CompilerError>?

    /// Creates the record of the file at `url`; nothing is read yet.
    init(_ url: URL) {
        self.url = url
        displayPath = url.isFileURL ? url.relativePath : url.absoluteString
    }

    /// Creates the record of a document already in memory; `path` is named
    /// in diagnostics and, for formats that read names, gives its locale.
    init(contents: Data, path: String) {
        url = URL(fileURLWithPath: path)
        displayPath = path
        loaded = .success(contents)
    }

    /// The extension, lower-cased (`xcstrings`, `json`).
    var pathExtension: String { url.pathExtension.lowercased() }

    /// The file name (`en.json`).
    var name: String { url.lastPathComponent }

    /// Whether the file sits in a `NAME.lproj` folder.
    var isInLprojFolder: Bool { LprojTree.lprojFolderName(of: url.path) != nil }

    /// Whether the file is a `.strings` or `.stringsdict` table outside any
    /// `NAME.lproj` folder: a bundle's unlocalized table, which Foundation
    /// reads for every language without a table of its own. Read (when named
    /// on the command line) as the source language's, ranked as `Base.lproj`
    /// (`Specs/importers/lproj-tree.md`, "Unlocalized tables").
    var isUnlocalizedTable: Bool { LprojTree.tableExtensions.contains(pathExtension) && !isInLprojFolder }

    /// Whether its definitions stand for the source language only where
    /// the source language's own files say nothing (`Base.lproj`, an
    /// unlocalized table).
    var isBaseDefinition: Bool { isUnlocalizedTable || LprojTree.lprojFolderName(of: url.path) == "Base" }

    /// The file's bytes.
    ///
    /// - Throws: ``CompilerError`` naming the file when it cannot be read.
    func contents() throws(CompilerError) -> Data {
        if loaded == nil {
            do {
                loaded = .success(try Data(contentsOf: url))
            } catch {
                loaded = .failure(CompilerError(diagnostics: [Diagnostic(.error, .unreadableInput, at: SourceLocation(file: displayPath),
                    "cannot read the file: \(error.localizedDescription)")]))
            }
        }
        return try loaded!.get()
    }

    /// The file parsed as JSON (any value at the top level: the reader says
    /// what it expected there).
    ///
    /// - Throws: ``CompilerError`` naming the file when it cannot be read,
    ///   or with the line and column of its JSON syntax error.
    func parsedJSON() throws(CompilerError) -> Any {
        if parsed == nil {
            do {
                let data = try contents()
                do {
                    parsed = .success(try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
                } catch {
                    parsed = .failure(CompilerError(diagnostics: [JSONSyntaxDiagnostic.make(for: error, in: data, file: displayPath)]))
                }
            } catch {
                parsed = .failure(error)
            }
        }
        return try parsed!.get()
    }

    /// The file's bytes, or nil when it cannot be read.
    var data: Data? { try? contents() }

    /// The file parsed as JSON, or nil when it cannot be read or parsed.
    var json: Any? { try? parsedJSON() }

    /// The file's top-level JSON object, or nil.
    var jsonObject: [String: Any]? { json as? [String: Any] }

    /// Reads the file at `url`, or throws a ``CompilerError`` naming it:
    /// for importers' entry points that take a URL.
    static func read(_ url: URL) throws(CompilerError) -> Data { try SourceFile(url).contents() }
}
