import Foundation
import LocPack

/// Finds the source files among the inputs of `locpack build` and merges
/// what they hold into one ``MessageCatalog``.
///
/// Inputs: the files of every format of the import registry
/// (``InputFormatDescription/all``; `Specs/importers/README.md`), each read
/// as the format that recognizes it or as the one its input names.
public enum CatalogLoader {
    /// File extensions the loader reads, of every ``InputFormatDescription`` (`xcloc` is a folder).
    public static var supportedExtensions: Set<String> { ImportFormats.fileExtensions.union(ImportFormats.folderExtensions) }

    /// Whether a directory search takes `file`: with no format named, a
    /// file that the format recognizing it can place
    /// (``ImportFormat/isTakenByDirectorySearch(_:)``), one two formats
    /// claim alike (to be reported), or one named like a message file (after
    /// a locale, or `txstrings.json`, `base.json`, `expressions.json`) that
    /// is not valid JSON — a broken file must be reported, not vanish. With
    /// a format named (`--format`), a file with one of its extensions that
    /// it can place, whatever its content.
    static func isSourceFile(_ file: SourceFile, format named: (any ImportFormat.Type)?) -> Bool {
        if file.isUnlocalizedTable { return false }
        if let named {
            return named.fileExtensions.union(named.folderExtensions).contains(file.pathExtension) && named.isTakenByDirectorySearch(file)
        }
        switch ImportFormats.choice(for: file) {
        case .none: return UnrecognizedMessageFile.isBrokenMessageFile(file)
        case let .format(format): return format.isTakenByDirectorySearch(file)
        case let .ambiguous(claims): return claims.contains { $0.format.isTakenByDirectorySearch(file) }
        }
    }

    /// The source files named by `inputs`, in a deterministic order.
    ///
    /// ``inputFiles(in:)`` with no format named.
    public static func sourceFiles(in inputs: [String]) throws(CompilerError) -> [URL] {
        try inputFiles(in: inputs.map { InputPath($0) }).map(\.url)
    }

    /// The source files named by `inputs`, in a deterministic order, each
    /// with the format its input names.
    ///
    /// A file is taken as given (its extension must be one some format
    /// reads). A directory is searched recursively, in sorted order: for
    /// files some format recognizes and places, and for folders a format
    /// reads whole (`.xcloc`, not searched further); folders whose names
    /// start with `.` are skipped. An input that names a format takes only
    /// that format's files.
    ///
    /// - Throws: ``CompilerError`` of kind ``CompilerError/Kind/inputs`` for
    ///   a path that does not exist, an unknown format, an unsupported file,
    ///   a directory that cannot be listed, or no localization source at all.
    public static func inputFiles(in inputs: [InputPath]) throws(CompilerError) -> [InputFile] {
        try sources(in: inputs).map(\.input)
    }

    /// ``inputFiles(in:)`` with each file's `SourceFile`: the one a directory
    /// search recognized it by, so that loading reads and parses it no more.
    static func sources(in inputs: [InputPath]) throws(CompilerError) -> [FoundSource] {
        var files: [FoundSource] = []
        var unlocalizedTables: [String] = []
        let manager = FileManager.default
        for input in inputs {
            var format: (any ImportFormat.Type)? = nil
            if let name = input.format { format = try Self.format(named: name) }
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: input.path, isDirectory: &isDirectory) else {
                throw CompilerError(.inputs, "\(input.path): no such file or directory", at: SourceLocation(file: input.path))
            }
            let url = URL(fileURLWithPath: input.path)
            var extensions = supportedExtensions, reader = "supported"
            if let format {
                extensions = format.fileExtensions.union(format.folderExtensions)
                reader = "\(format.name) reads"
            }
            if isDirectory.boolValue && !ImportFormats.folderExtensions.contains(url.pathExtension.lowercased()) {
                let found = try search(directory: input.path, format: format)
                files += found.sources.map { FoundSource(input: InputFile($0.url, format: input.format), source: $0) }
                unlocalizedTables += found.unlocalizedTables
            } else {
                guard extensions.contains(url.pathExtension.lowercased()) else {
                    throw CompilerError(.inputs, "\(input.path): unsupported input type (\(reader): \(extensions.sorted().map { "." + $0 }.joined(separator: ", ")))",
                                        at: SourceLocation(file: input.path))
                }
                // A message file no format recognizes is reported, with its place, by `load`.
                files.append(FoundSource(input: InputFile(url, format: input.format), source: SourceFile(url)))
            }
        }
        guard !files.isEmpty else {
            var message = "no localization source (\(ImportFormats.all.map { $0.inputsSummary }.joined(separator: "; "))) found in \(inputs.map(\.path).joined(separator: ", "))"
            if !unlocalizedTables.isEmpty {
                let shown = unlocalizedTables.prefix(3).joined(separator: ", ") + (unlocalizedTables.count > 3 ? ", …" : "")
                message += "; skipped \(unlocalizedTables.count) .strings/.stringsdict file\(unlocalizedTables.count == 1 ? "" : "s") outside any NAME.lproj folder (\(shown)): name one on the command line to read it as an unlocalized table of the source language (--source-language)"
            }
            throw CompilerError(.inputs, message)
        }
        return files
    }

    /// The format `--format` calls `name`.
    ///
    /// - Throws: ``CompilerError`` of kind ``CompilerError/Kind/inputs``
    ///   listing the names there are.
    static func format(named name: String) throws(CompilerError) -> any ImportFormat.Type {
        guard let format = ImportFormats.format(named: name) else {
            throw CompilerError(.inputs, "unknown format '\(name)' (formats: \(ImportFormats.ids.joined(separator: ", ")))")
        }
        return format
    }

    /// The source files under `directory` (of `format` alone when given),
    /// and the `.strings`/`.stringsdict` files it skipped for lying outside
    /// any `NAME.lproj` folder (paths as given, for the error when nothing
    /// else is found).
    private static func search(directory: String, format: (any ImportFormat.Type)?) throws(CompilerError)
        -> (sources: [SourceFile], unlocalizedTables: [String]) {
        // The enumerator does not enter a directory given as a symbolic link.
        let resolved = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard let walker = FileManager.default.enumerator(atPath: resolved) else {
            throw CompilerError(.inputs, "\(directory): cannot list the directory", at: SourceLocation(file: directory))
        }
        var folderExtensions = ImportFormats.folderExtensions, fileExtensions = ImportFormats.fileExtensions
        if let format {
            folderExtensions = format.folderExtensions
            fileExtensions = format.fileExtensions
        }
        let base = URL(fileURLWithPath: directory)
        var found: [(relative: String, source: SourceFile)] = []
        var unlocalized: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let isDirectory = (walker.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory
            let pathExtension = (name as NSString).pathExtension.lowercased()
            if isDirectory {
                if name.hasPrefix(".") {
                    walker.skipDescendants()
                } else if ImportFormats.folderExtensions.contains(pathExtension) {
                    walker.skipDescendants()
                    if folderExtensions.contains(pathExtension) { found.append((relative, SourceFile(base.appendingPathComponent(relative)))) }
                }
            } else if fileExtensions.contains(pathExtension) {
                let file = SourceFile(base.appendingPathComponent(relative))
                if isSourceFile(file, format: format) {
                    found.append((relative, file))
                } else if file.isUnlocalizedTable {
                    unlocalized.append(relative)
                }
            }
        }
        return (found.sorted { $0.relative < $1.relative }.map(\.source),
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
    ///   - formats: each format's own options (translatewiki's site
    ///     variables, `--define SITENAME=Wikipedia`; ``ImportOptions/formats``).
    ///
    /// A `.stringsdict` entry overrides the `.strings` entry with the same
    /// key, table and locale without any diagnostic, whatever the order.
    /// String Catalogs must share the source language; an XLIFF whose
    /// `source-language` differs gets a warning.
    ///
    /// - Throws: ``CompilerError`` with every diagnostic of every input when
    ///   at least one is an error.
    public static func load(_ files: [URL], sourceLanguage: String? = nil, allowOverride: Bool = false,
                            formats: FormatOptionValues = FormatOptionValues()) throws(CompilerError) -> MessageCatalog {
        let loaded = loadAll(files.map { InputFile($0) }, sourceLanguage: sourceLanguage, allowOverride: allowOverride,
                             formats: formats)
        if loaded.diagnostics.contains(where: { $0.severity == .error }) { throw CompilerError(diagnostics: loaded.diagnostics) }
        return loaded.catalog
    }

    /// ``loadAll(_:sourceLanguage:allowOverride:formats:)`` of files
    /// with no format named.
    public static func loadAll(_ files: [URL], sourceLanguage: String? = nil, allowOverride: Bool = false,
                               formats: FormatOptionValues = FormatOptionValues())
        -> (catalog: MessageCatalog, diagnostics: [Diagnostic], failedFiles: [URL]) {
        loadAll(files.map { InputFile($0) }, sourceLanguage: sourceLanguage, allowOverride: allowOverride, formats: formats)
    }

    /// Imports and merges `files` like ``load(_:sourceLanguage:allowOverride:formats:)``
    /// but never throws: an input that has an error is left out of the
    /// catalog (`failedFiles`), and every input's diagnostics are returned,
    /// so one pass reports everything. A file whose input names a format is
    /// read as that format; any other as the format that recognizes it
    /// (`ImportFormats.choice(for:among:)`), an error when none or two
    /// alike do.
    public static func loadAll(_ files: [InputFile], sourceLanguage: String? = nil, allowOverride: Bool = false,
                               formats formatOptions: FormatOptionValues = FormatOptionValues())
        -> (catalog: MessageCatalog, diagnostics: [Diagnostic], failedFiles: [URL]) {
        loadAll(files, sourceLanguage: sourceLanguage, allowOverride: allowOverride, formats: formatOptions,
                registry: ImportFormats.all)
    }

    /// `loadAll` recognizing files among `registry` (tests give their own formats).
    static func loadAll(_ files: [InputFile], sourceLanguage: String?, allowOverride: Bool,
                        formats formatOptions: FormatOptionValues, registry: [any ImportFormat.Type])
        -> (catalog: MessageCatalog, diagnostics: [Diagnostic], failedFiles: [URL]) {
        loadAll(files.map(FoundSource.init), sourceLanguage: sourceLanguage,
                allowOverride: allowOverride, formats: formatOptions, registry: registry)
    }

    /// `loadAll` of files found with their `SourceFile`s (``sources(in:)``).
    static func loadAll(_ found: [FoundSource], sourceLanguage: String?, allowOverride: Bool,
                        formats formatOptions: FormatOptionValues, registry: [any ImportFormat.Type] = ImportFormats.all)
        -> (catalog: MessageCatalog, diagnostics: [Diagnostic], failedFiles: [URL]) {
        let files = found.map(\.input), sources = found.map(\.source)
        // Per input, so they can be reported in input order.
        var diagnostics: [[Diagnostic]] = Array(repeating: [], count: files.count)
        var imported: [MessageCatalog?] = Array(repeating: nil, count: files.count)
        var formats: [(any ImportFormat.Type)?] = []
        for (index, file) in files.enumerated() {
            let (format, problem) = Self.format(of: sources[index], named: file.format, among: registry)
            formats.append(format)
            if let problem { diagnostics[index].append(problem) }
        }

        /// Imports each group of files of `phase`; a group's catalog is kept
        /// at its first file's index, its diagnostics too.
        func importPhase(_ phase: ImportPhase, options: ImportOptions) {
            var groups: [String: [Int]] = [:]
            for index in files.indices {
                guard let format = formats[index], format.phase == phase else { continue }
                groups[format.id + "|" + format.groupKey(of: sources[index]), default: []].append(index)
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
                        ? [Diagnostic(.error, .unreadableInput, at: error.location ?? SourceLocation(file: sources[first].displayPath), error.message)]
                        : error.diagnostics
                }
            }
        }

        // Inputs that know their own languages first; they may name the source language.
        importPhase(.selfDescribing, options: ImportOptions(sourceLanguage: sourceLanguage ?? "en", formats: formatOptions))
        let named = sourceLanguage ?? firstSourceLanguage(formats, imported)
        var language = named ?? "en"
        for index in files.indices {
            guard let catalog = imported[index], let format = formats[index], !catalog.sourceLanguage.isEmpty,
                  !LocaleIdentifierSpelling.same(catalog.sourceLanguage, language) else { continue }
            let origin = sourceLanguage != nil ? "the requested source language \(language)" : "\(language) of the earlier inputs"
            let binding = format.sourceLanguageClaim == .binding
            diagnostics[index].append(Diagnostic(binding ? .error : .warning, .sourceLanguageMismatch,
                                                 at: SourceLocation(file: sources[index].displayPath),
                                                 "source language \(catalog.sourceLanguage) differs from \(origin)"))
        }
        importPhase(.localeNamed, options: ImportOptions(sourceLanguage: language, formats: formatOptions))
        if named == nil, let regional = SourceLanguageInference.regionalSource(for: language, in: imported.compactMap { $0 }) {
            // Imported again: the source language numbers named arguments and ends the fallback chains.
            for index in files.indices where formats[index]?.phase == .localeNamed {
                imported[index] = nil
                diagnostics[index] = []
            }
            importPhase(.localeNamed, options: ImportOptions(sourceLanguage: regional, formats: formatOptions))
            // Reported at the file of the first message in it, with that file's catalog.
            let holder = files.indices.first { imported[$0]?.entries.contains { $0.localizations[regional] != nil } == true } ?? 0
            let file = imported[holder]?.entries.first { $0.localizations[regional] != nil }?.location(of: regional).file
            diagnostics[holder].append(Diagnostic(.note, .inferredSourceLanguage, at: SourceLocation(file: file ?? sources[holder].displayPath),
                "no \(language) message: \(regional) is taken as the source language (--source-language names another)"))
            language = regional
        }

        var merger = CatalogMerger(sourceLanguage: language, allowOverride: allowOverride)
        for index in files.indices {
            guard let catalog = imported[index], let format = formats[index] else { continue }
            merger.add(catalog, precedence: format.mergePrecedence, inBaseFolder: sources[index].isBaseDefinition,
                       bundle: format.bundleFolder(of: sources[index]))
        }
        merger.keepBundlesApart()
        let all = diagnostics.flatMap { $0 } + merger.diagnostics
        var catalog = merger.catalog
        catalog.diagnostics = all
        let failed = files.indices.filter { diagnostics[$0].contains { $0.severity == .error } }.map { files[$0].url }
        return (catalog, all, failed)
    }

    /// The format `file` is read as — the one its input names, else the one
    /// that recognizes it — or the error saying why there is none.
    private static func format(of file: SourceFile, named name: String?, among registry: [any ImportFormat.Type])
        -> (format: (any ImportFormat.Type)?, problem: Diagnostic?) {
        let location = SourceLocation(file: file.displayPath)
        if let name {
            do { return (try format(named: name), nil) } catch {
                return (nil, Diagnostic(.error, .unreadableInput, at: location, error.message))
            }
        }
        switch ImportFormats.choice(for: file, among: registry) {
        case let .format(format):
            return (format, nil)
        case let .ambiguous(claims):
            return (nil, FormatChoice.ambiguityDiagnostic(claims, at: location))
        case .none:
            return (nil, ImportFormats.fileExtensions.subtracting(LprojTree.tableExtensions).contains(file.pathExtension)
                ? UnrecognizedMessageFile.diagnostic(for: file)
                : Diagnostic(.error, .unreadableInput, at: location, "not a localization source LocPack reads"))
        }
    }

    /// The source language of the first file whose format's claim is
    /// binding (a String Catalog's), else of the first other file that
    /// names one (an XLIFF's `source-language`).
    private static func firstSourceLanguage(_ formats: [(any ImportFormat.Type)?], _ imported: [MessageCatalog?]) -> String? {
        let known = formats.indices.compactMap { index -> (claim: SourceLanguageClaim, language: String)? in
            guard let language = imported[index]?.sourceLanguage, !language.isEmpty, let format = formats[index] else { return nil }
            return (format.sourceLanguageClaim, language)
        }
        return (known.first { $0.claim == .binding } ?? known.first)?.language
    }
}

/// An input as the command line gives it: a file or a directory, and the
/// format its files are read as (`--format NAME` before it), if named.
public struct InputPath: Sendable, Hashable {
    /// The path, as given.
    public var path: String
    /// The `--format` name (`icu`, `slang`, …), or nil to recognize each file.
    public var format: String?

    /// Creates an input.
    public init(_ path: String, format: String? = nil) {
        self.path = path
        self.format = format
    }
}

/// A file found among the inputs, with the `SourceFile` it was recognized
/// by (read and parsed at most once from discovery to import).
struct FoundSource {
    /// The file and the format its input names.
    let input: InputFile
    /// Its contents, as read so far.
    let source: SourceFile

    /// A file found with its `SourceFile`.
    init(input: InputFile, source: SourceFile) {
        self.input = input
        self.source = source
    }

    /// A file named by its URL, nothing read yet.
    init(_ input: InputFile) { self.init(input: input, source: SourceFile(input.url)) }
}

/// A source file found among the inputs, with the format its input names.
public struct InputFile: Sendable, Hashable {
    /// Where it is.
    public var url: URL
    /// The `--format` name, or nil to recognize the file.
    public var format: String?

    /// Creates the record of a file.
    public init(_ url: URL, format: String? = nil) {
        self.url = url
        self.format = format
    }
}

/// Locale spelling helpers for the compiler: the runtime's canonical form
/// with CLDR's language aliases applied, so `iw` and `he` inputs are one locale.
enum LocaleIdentifierSpelling {
    static func canonical(_ id: String) -> String { LocaleIdentifier.replacingAliases(id) }
    static func same(_ a: String, _ b: String) -> Bool { canonical(a) == canonical(b) }
}
