import Foundation
import LocPack

/// Finds the source files among the inputs of `locpack build` and merges
/// what they hold into one ``MessageCatalog``.
///
/// Inputs: String Catalogs (`.xcstrings`), `.strings` and `.stringsdict`
/// files in `NAME.lproj` folders, XLIFF exports (`.xliff`), localization
/// catalogs (`.xcloc` folders), and message files pulled from services:
/// Transifex (`txstrings.json` or a per-locale `{"data": …}` answer),
/// translatewiki JSON (`en.json`, `qqq.json`, …), Flutter slang files
/// (nested JSON named after the locale) and ICU MessageFormat JSON or
/// `.arb` files.
public enum CatalogLoader {
    /// File extensions the loader reads (`xcloc` is a folder).
    public static let supportedExtensions: Set<String> = ["xcstrings", "strings", "stringsdict", "xliff", "xcloc", "json", "arb"]

    /// Whether a directory search takes the file at `url`: a file of a
    /// format in ``ImportFormats`` that the format can place
    /// (``ImportFormat/isTakenByDirectorySearch(_:)``), or one named like a message file (after
    /// a locale, or `txstrings.json`, `base.json`, `expressions.json`) that
    /// is not valid JSON — a broken file must be reported, not vanish.
    static func isSourceFile(_ url: URL) -> Bool {
        let file = SourceFile(url)
        if file.isUnlocalizedTable { return false }
        guard let format = ImportFormats.format(of: file) else { return UnrecognizedMessageFile.isBrokenMessageFile(url) }
        return format.isTakenByDirectorySearch(file)
    }

    /// The source files named by `inputs`, in a deterministic order.
    ///
    /// A file is taken as given (its extension must be supported). A
    /// directory is searched recursively, in sorted order, for `.xcstrings`
    /// and `.xliff` files, `.xcloc` folders (not searched further) and
    /// `.strings`/`.stringsdict` files inside `NAME.lproj` folders; folders
    /// whose names start with `.` are skipped.
    ///
    /// - Throws: ``CompilerError`` of kind ``CompilerError/Kind/inputs`` for
    ///   a path that does not exist, an unsupported file, a directory that
    ///   cannot be listed, or no localization source at all.
    public static func sourceFiles(in inputs: [String]) throws(CompilerError) -> [URL] {
        var files: [URL] = []
        var unlocalizedTables: [String] = []
        let manager = FileManager.default
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw CompilerError(.inputs, "\(input): no such file or directory", at: SourceLocation(file: input))
            }
            let url = URL(fileURLWithPath: input)
            if isDirectory.boolValue && url.pathExtension != "xcloc" {
                let found = try search(directory: input)
                files += found.sources
                unlocalizedTables += found.unlocalizedTables
            } else {
                guard supportedExtensions.contains(url.pathExtension) else {
                    throw CompilerError(.inputs, "\(input): unsupported input type (supported: \(supportedExtensions.sorted().map { "." + $0 }.joined(separator: ", ")))",
                                        at: SourceLocation(file: input))
                }
                // A message file no format recognizes is reported, with its place, by `load`.
                files.append(url)
            }
        }
        guard !files.isEmpty else {
            var message = "no localization source (.xcstrings, .xliff, .xcloc, .strings/.stringsdict in NAME.lproj folders, or message files of Transifex, translatewiki, Flutter slang, ICU MessageFormat or Swifternalization) found in \(inputs.joined(separator: ", "))"
            if !unlocalizedTables.isEmpty {
                let shown = unlocalizedTables.prefix(3).joined(separator: ", ") + (unlocalizedTables.count > 3 ? ", …" : "")
                message += "; skipped \(unlocalizedTables.count) .strings/.stringsdict file\(unlocalizedTables.count == 1 ? "" : "s") outside any NAME.lproj folder (\(shown)): name one on the command line to read it as an unlocalized table of the source language (--source-language)"
            }
            throw CompilerError(.inputs, message)
        }
        return files
    }

    /// The source files under `directory`, and the `.strings`/`.stringsdict`
    /// files it skipped for lying outside any `NAME.lproj` folder (paths as
    /// given, for the error when nothing else is found).
    private static func search(directory: String) throws(CompilerError) -> (sources: [URL], unlocalizedTables: [String]) {
        // The enumerator does not enter a directory given as a symbolic link.
        let resolved = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard let walker = FileManager.default.enumerator(atPath: resolved) else {
            throw CompilerError(.inputs, "\(directory): cannot list the directory", at: SourceLocation(file: directory))
        }
        var found: [String] = []
        var unlocalized: [String] = []
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
            } else if supportedExtensions.contains(pathExtension) {
                let url = URL(fileURLWithPath: resolved).appendingPathComponent(relative)
                if isSourceFile(url) {
                    found.append(relative)
                } else if SourceFile(url).isUnlocalizedTable {
                    unlocalized.append(relative)
                }
            }
        }
        let base = URL(fileURLWithPath: directory)
        return (found.sorted().map { base.appendingPathComponent($0) },
                unlocalized.sorted().map { base.appendingPathComponent($0).relativePath })
    }

    /// Imports and merges `files`.
    ///
    /// - Parameters:
    ///   - files: the input files, in the order they are merged.
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
    /// - Throws: ``CompilerError`` with every diagnostic of every input when
    ///   at least one is an error.
    public static func load(_ files: [URL], sourceLanguage: String? = nil, allowOverride: Bool = false,
                            siteVariables: [String: String] = [:]) throws(CompilerError) -> MessageCatalog {
        let loaded = loadAll(files, sourceLanguage: sourceLanguage, allowOverride: allowOverride, siteVariables: siteVariables)
        if loaded.diagnostics.contains(where: { $0.severity == .error }) { throw CompilerError(diagnostics: loaded.diagnostics) }
        return loaded.catalog
    }

    /// Imports and merges `files` like ``load(_:sourceLanguage:allowOverride:siteVariables:)``
    /// but never throws: an input that has an error is left out of the
    /// catalog (`failedFiles`), and every input's diagnostics are returned,
    /// so one pass reports everything.
    public static func loadAll(_ files: [URL], sourceLanguage: String? = nil, allowOverride: Bool = false,
                               siteVariables: [String: String] = [:])
        -> (catalog: MessageCatalog, diagnostics: [Diagnostic], failedFiles: [URL]) {
        // Per input, so they can be reported in input order.
        var diagnostics: [[Diagnostic]] = Array(repeating: [], count: files.count)
        var imported: [MessageCatalog?] = Array(repeating: nil, count: files.count)
        let sources = files.map(SourceFile.init)
        let formats = sources.map(ImportFormats.format(of:))
        for (index, file) in files.enumerated() where formats[index] == nil {
            diagnostics[index].append(file.pathExtension == "json" || file.pathExtension == "arb"
                ? UnrecognizedMessageFile.diagnostic(for: file)
                : Diagnostic(.error, at: SourceLocation(file: file.relativePath), "not a localization source LocPack reads"))
        }

        /// Imports each group of files of `phase`; a group's catalog is kept
        /// at its first file's index, its diagnostics too.
        func importPhase(_ phase: ImportPhase, options: ImportOptions) {
            var groups: [String: [Int]] = [:]
            for index in files.indices {
                guard let format = formats[index], format.phase == phase else { continue }
                groups[format.name + "|" + format.groupKey(of: sources[index]), default: []].append(index)
            }
            for (_, members) in groups.sorted(by: { $0.key < $1.key }) {
                let first = members[0]
                do {
                    let catalog = try formats[first]!.importGroup(members.map { sources[$0] }, options: options)
                    imported[first] = catalog
                    diagnostics[first] += catalog.diagnostics
                } catch {
                    // An importer's error lists its diagnostics; any other is placed at the file.
                    diagnostics[first] += error.diagnostics.isEmpty
                        ? [Diagnostic(.error, at: error.location ?? SourceLocation(file: files[first].relativePath), error.message)]
                        : error.diagnostics
                }
            }
        }

        // Inputs that know their own languages first; they may name the source language.
        importPhase(.selfDescribing, options: ImportOptions(sourceLanguage: sourceLanguage ?? "en", siteVariables: siteVariables))
        let language = sourceLanguage ?? firstSourceLanguage(files, imported) ?? "en"
        for (index, file) in files.enumerated() {
            guard let catalog = imported[index], !catalog.sourceLanguage.isEmpty,
                  !LocaleIdentifierSpelling.same(catalog.sourceLanguage, language) else { continue }
            let origin = sourceLanguage != nil ? "the requested source language \(language)" : "\(language) of the earlier inputs"
            diagnostics[index].append(Diagnostic(file.pathExtension == "xcstrings" ? .error : .warning,
                                                 at: SourceLocation(file: file.relativePath),
                                                 "source language \(catalog.sourceLanguage) differs from \(origin)"))
        }
        importPhase(.localeNamed, options: ImportOptions(sourceLanguage: language, siteVariables: siteVariables))

        var merger = CatalogMerger(sourceLanguage: language, allowOverride: allowOverride)
        for index in files.indices {
            guard let catalog = imported[index], let format = formats[index] else { continue }
            let role = format.mergeRole
            let unlocalized = sources[index].isUnlocalizedTable
            merger.add(catalog, fromStringsdict: role == .stringsdict, fromStrings: role == .strings,
                       inBaseFolder: unlocalized || LprojTree.lprojFolderName(of: files[index].path) == "Base",
                       bundle: role == .stringsdict || role == .strings ? LprojBundles.folder(ofFile: files[index].path) : nil)
        }
        merger.keepBundlesApart()
        let all = diagnostics.flatMap { $0 } + merger.diagnostics
        var catalog = merger.catalog
        catalog.diagnostics = all
        let failed = files.indices.filter { diagnostics[$0].contains { $0.severity == .error } }.map { files[$0] }
        return (catalog, all, failed)
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
}

/// Locale spelling helpers for the compiler: the runtime's canonical form
/// with CLDR's language aliases applied, so `iw` and `he` inputs are one locale.
enum LocaleIdentifierSpelling {
    static func canonical(_ id: String) -> String { LocaleIdentifier.replacingAliases(id) }
    static func same(_ a: String, _ b: String) -> Bool { canonical(a) == canonical(b) }
}
