import Foundation
import LocPack

/// Finds the source files among the inputs of `locpack build` and merges
/// what they hold into one ``MessageCatalog``.
///
/// Inputs: String Catalogs (`.xcstrings`), `.strings` and `.stringsdict`
/// files in `NAME.lproj` folders, XLIFF exports (`.xliff`), localization
/// catalogs (`.xcloc` folders), and message files pulled from services:
/// Transifex (`txstrings.json` or a per-locale `{"data": …}` answer),
/// translatewiki JSON (`en.json`, `qqq.json`, …) and ICU MessageFormat JSON
/// or `.arb` files.
public enum CatalogLoader {
    /// A problem with the inputs as a whole.
    public struct Failure: Error, CustomStringConvertible {
        /// The sentence for the user.
        public let description: String
    }

    /// File extensions the loader reads (`xcloc` is a folder).
    public static let supportedExtensions: Set<String> = ["xcstrings", "strings", "stringsdict", "xliff", "xcloc", "json", "arb"]

    /// Extensions of message files, whose format is recognized from their content.
    static let messageFileExtensions: Set<String> = ["json", "arb"]

    /// The formats of message files.
    enum MessageFileKind: String, Comparable {
        case transifex, translateWiki, icu, swifternalization
        static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }

    /// The format of a message file, or nil when it is none LocPack reads.
    static func messageFileKind(_ url: URL) -> MessageFileKind? {
        guard messageFileExtensions.contains(url.pathExtension) else { return nil }
        if url.pathExtension == "arb" { return .icu }
        guard let data = try? Data(contentsOf: url) else { return nil }
        let name = url.lastPathComponent
        if SwifternalizationImporter.recognizes(url) { return .swifternalization }
        if TransifexImporter.recognizes(data: data, file: name) { return .transifex }
        if TranslateWikiImporter.recognizes(data: data, file: name) { return .translateWiki }
        if ICUMessageImporter.recognizes(data: data, file: name) { return .icu }
        return nil
    }

    /// Whether a directory search takes the file at `url`: a message file of
    /// a known format, or one named like a message file (after a locale, or
    /// `txstrings.json`, `base.json`, `expressions.json`) that is not valid
    /// JSON — a broken translation must fail the build, not vanish from it.
    static func isMessageFile(_ url: URL) -> Bool {
        messageFileKind(url) != nil || UnrecognizedMessageFile.isBrokenMessageFile(url)
    }

    /// Extensions only read inside a `NAME.lproj` folder, which gives their locale.
    static let lprojExtensions: Set<String> = ["strings", "stringsdict"]

    /// The source files named by `inputs`, in a deterministic order.
    ///
    /// A file is taken as given (its extension must be supported). A
    /// directory is searched recursively, in sorted order, for `.xcstrings`
    /// and `.xliff` files, `.xcloc` folders (not searched further) and
    /// `.strings`/`.stringsdict` files inside `NAME.lproj` folders; folders
    /// whose names start with `.` are skipped.
    public static func sourceFiles(in inputs: [String]) throws(Failure) -> [URL] {
        var files: [URL] = []
        let manager = FileManager.default
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw Failure(description: "\(input): no such file or directory")
            }
            let url = URL(fileURLWithPath: input)
            if isDirectory.boolValue && url.pathExtension != "xcloc" {
                files += try search(directory: input)
            } else {
                guard supportedExtensions.contains(url.pathExtension) else {
                    throw Failure(description: "\(input): unsupported input type (supported: \(supportedExtensions.sorted().map { "." + $0 }.joined(separator: ", ")))")
                }
                // A message file no format recognizes is reported, with its place, by `load`.
                files.append(url)
            }
        }
        guard !files.isEmpty else {
            throw Failure(description: "no localization source (.xcstrings, .xliff, .xcloc, .strings/.stringsdict in NAME.lproj folders, or message files of Transifex, translatewiki, ICU MessageFormat or Swifternalization) found in \(inputs.joined(separator: ", "))")
        }
        return files
    }

    private static func search(directory: String) throws(Failure) -> [URL] {
        // The enumerator does not enter a directory given as a symbolic link.
        let resolved = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard let walker = FileManager.default.enumerator(atPath: resolved) else {
            throw Failure(description: "\(directory): cannot list the directory")
        }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let isDirectory = (walker.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory
            let pathExtension = (name as NSString).pathExtension
            if isDirectory {
                if name.hasPrefix(".") {
                    walker.skipDescendants()
                } else if pathExtension == "xcloc" {
                    walker.skipDescendants()
                    found.append(relative)
                }
            } else if pathExtension == "xcstrings" || pathExtension == "xliff" {
                found.append(relative)
            } else if messageFileExtensions.contains(pathExtension),
                      isMessageFile(URL(fileURLWithPath: resolved).appendingPathComponent(relative)) {
                found.append(relative)
            } else if lprojExtensions.contains(pathExtension), LprojTree.lprojFolderName(of: relative) != nil {
                found.append(relative)
            }
        }
        return found.sorted().map { URL(fileURLWithPath: directory).appendingPathComponent($0) }
    }

    /// Imports and merges `files`.
    ///
    /// - Parameters:
    ///   - sourceLanguage: the development language. When `nil`, the first
    ///     String Catalog's `sourceLanguage` is used, else the first XLIFF's
    ///     `source-language`, else `en`. `Base.lproj` stands for it.
    ///   - allowOverride: when a key is defined for the same table and locale
    ///     by two inputs, let the later one win (reported as a note) instead
    ///     of failing with an error naming both places.
    ///   - siteVariables: values of translatewiki site variables such as
    ///     `{{SITENAME}}` (`--define SITENAME=Wikipedia`).
    ///
    /// A `.stringsdict` entry overrides the `.strings` entry with the same
    /// key, table and locale without any diagnostic, whatever the order.
    /// String Catalogs must share the source language; an XLIFF whose
    /// `source-language` differs gets a warning.
    ///
    /// - Throws: ``ImportFailure`` with every diagnostic of every input when
    ///   at least one is an error.
    public static func load(_ files: [URL], sourceLanguage: String? = nil, allowOverride: Bool = false,
                            siteVariables: [String: String] = [:]) throws -> MessageCatalog {
        // Per input, so they can be reported in input order.
        var diagnostics: [[Diagnostic]] = Array(repeating: [], count: files.count)
        var imported: [MessageCatalog?] = Array(repeating: nil, count: files.count)

        func importing(_ index: Int, _ body: () throws -> MessageCatalog) {
            do {
                let catalog = try body()
                imported[index] = catalog
                diagnostics[index] += catalog.diagnostics
            } catch let failure as ImportFailure {
                diagnostics[index] += failure.diagnostics
            } catch {
                diagnostics[index].append(Diagnostic(.error, at: SourceLocation(file: files[index].relativePath), "\(error)"))
            }
        }

        // Inputs that know their own languages first; they may name the source language.
        for (index, file) in files.enumerated()
        where !lprojExtensions.contains(file.pathExtension) && !messageFileExtensions.contains(file.pathExtension) {
            importing(index) { try importSelfDescribing(file) }
        }
        let language = sourceLanguage ?? firstSourceLanguage(files, imported) ?? "en"
        for (index, file) in files.enumerated() {
            guard let catalog = imported[index], !catalog.sourceLanguage.isEmpty,
                  !LocaleIdentifierSpelling.same(catalog.sourceLanguage, language) else { continue }
            let origin = sourceLanguage != nil ? "the requested source language \(language)" : "\(language) of the earlier inputs"
            diagnostics[index].append(Diagnostic(file.pathExtension == "xcstrings" ? .error : .warning,
                                                 at: SourceLocation(file: file.relativePath),
                                                 "source language \(catalog.sourceLanguage) differs from \(origin)"))
        }
        for (index, file) in files.enumerated() where lprojExtensions.contains(file.pathExtension) {
            importing(index) { () throws(ImportFailure) -> MessageCatalog in
                file.pathExtension == "strings"
                    ? try StringsImporter.importFile(at: file, sourceLanguage: language)
                    : try StringsdictImporter.importFile(at: file, sourceLanguage: language)
            }
        }

        // Message files: Transifex pulls one by one; translatewiki and ICU files
        // one folder at a time, so comments (qqq) and argument names line up across languages.
        var groups: [String: (kind: MessageFileKind, indices: [Int])] = [:]
        for (index, file) in files.enumerated() where messageFileExtensions.contains(file.pathExtension) {
            guard let kind = messageFileKind(file) else {
                diagnostics[index].append(UnrecognizedMessageFile.diagnostic(for: file))
                continue
            }
            if kind == .transifex {
                importing(index) { try TransifexImporter.importCatalog(at: file, options: .init(sourceLanguage: language)) }
            } else {
                let folder = "\(kind.rawValue)|" + file.deletingLastPathComponent().path
                groups[folder, default: (kind, [])].indices.append(index)
            }
        }
        for (_, group) in groups.sorted(by: { $0.key < $1.key }) {
            let members = group.indices.map { files[$0] }
            importing(group.indices[0]) {
                switch group.kind {
                case .translateWiki:
                    try TranslateWikiImporter.importCatalog(files: members, options: .init(sourceLanguage: language,
                                                                                           siteVariables: siteVariables))
                case .swifternalization: try SwifternalizationImporter.importCatalog(files: members, options: .init(sourceLanguage: language))
                default: try ICUMessageImporter.importCatalog(files: members, options: .init(sourceLanguage: language))
                }
            }
        }

        var merger = CatalogMerger(sourceLanguage: language, allowOverride: allowOverride)
        for (index, file) in files.enumerated() {
            guard let catalog = imported[index] else { continue }
            merger.add(catalog, fromStringsdict: file.pathExtension == "stringsdict",
                       fromStrings: file.pathExtension == "strings")
        }
        let all = diagnostics.flatMap { $0 } + merger.diagnostics
        if all.contains(where: { $0.severity == .error }) { throw ImportFailure(diagnostics: all) }
        var catalog = merger.catalog
        catalog.diagnostics = all
        return catalog
    }

    /// The first String Catalog's source language, else the first other
    /// input's (an XLIFF's `source-language`).
    private static func firstSourceLanguage(_ files: [URL], _ imported: [MessageCatalog?]) -> String? {
        let known = files.indices.compactMap { index -> (isCatalog: Bool, language: String)? in
            guard let language = imported[index]?.sourceLanguage, !language.isEmpty else { return nil }
            return (files[index].pathExtension == "xcstrings", language)
        }
        return (known.first { $0.isCatalog } ?? known.first)?.language
    }

    /// Imports an input whose languages are written in it (String Catalog, XLIFF, `.xcloc`).
    static func importSelfDescribing(_ file: URL) throws -> MessageCatalog {
        switch file.pathExtension {
        case "xcstrings": return try StringCatalogImporter.importCatalog(at: file)
        case "xliff", "xcloc": return try XLIFFImporter.importFile(at: file)
        default: throw Failure(description: "unsupported input type '.\(file.pathExtension)'")
        }
    }
}

/// Locale spelling helpers for the compiler (the runtime's canonical form).
enum LocaleIdentifierSpelling {
    static func canonical(_ id: String) -> String { LocaleIdentifier.canonical(id) }
    static func same(_ a: String, _ b: String) -> Bool { canonical(a) == canonical(b) }
}
