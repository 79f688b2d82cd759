import Foundation

/// A file offered to the importers, read at most once and, when it is
/// JSON, parsed at most once however many formats look at it.
final class SourceFile {
    /// Where it is.
    let url: URL

    /// Creates the record of the file at `url`; nothing is read yet.
    init(_ url: URL) { self.url = url }

    /// The extension, lower-cased (`xcstrings`, `json`).
    var pathExtension: String { url.pathExtension.lowercased() }

    /// The file name (`en.json`).
    var name: String { url.lastPathComponent }

    /// The path used in diagnostics.
    var displayPath: String { url.relativePath }

    /// Whether the file sits in a `NAME.lproj` folder.
    var isInLprojFolder: Bool { LprojTree.lprojFolderName(of: url.path) != nil }

    /// Whether the file is a `.strings` or `.stringsdict` table outside any
    /// `NAME.lproj` folder: a bundle's unlocalized table, which Foundation
    /// reads for every language without a table of its own. Read (when named
    /// on the command line) as the source language's, ranked as `Base.lproj`
    /// (`Specs/importers/lproj-tree.md`, "Unlocalized tables").
    var isUnlocalizedTable: Bool { LprojTree.tableExtensions.contains(pathExtension) && !isInLprojFolder }

    private var loadedData: Data??
    private var parsedJSON: Any??

    /// The file's bytes, or nil when it cannot be read.
    var data: Data? {
        if let loadedData { return loadedData }
        let read = try? Data(contentsOf: url)
        loadedData = .some(read)
        return read
    }

    /// The file parsed as JSON, or nil when it cannot be read or parsed.
    var json: Any? {
        if let parsedJSON { return parsedJSON }
        let parsed = data.flatMap { try? JSONSerialization.jsonObject(with: $0) }
        parsedJSON = .some(parsed)
        return parsed
    }
}
