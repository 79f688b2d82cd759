import Foundation

/// Everything `locpack lint` found in its inputs: the importers'
/// diagnostics, the ``Linter`` checks, and the coverage table.
public struct LintReport: Sendable {
    /// How to lint.
    public struct Options: Sendable {
        /// The development language; nil to take it from the inputs as
        /// ``CatalogLoader/load(_:sourceLanguage:allowOverride:)`` does.
        public var sourceLanguage: String?
        /// Let the later of two definitions of a key win (a note) instead of
        /// an error naming both.
        public var allowOverride: Bool
        /// Report warnings as errors.
        public var warningsAreErrors: Bool
        /// Values of translatewiki site variables (`--define SITENAME=Wikipedia`).
        public var siteVariables: [String: String]

        /// Creates options.
        public init(sourceLanguage: String? = nil, allowOverride: Bool = false, warningsAreErrors: Bool = false,
                    siteVariables: [String: String] = [:]) {
            self.sourceLanguage = sourceLanguage
            self.allowOverride = allowOverride
            self.warningsAreErrors = warningsAreErrors
            self.siteVariables = siteVariables
        }
    }

    /// Every diagnostic: the importers' first, in input order, then the
    /// checks', in catalog order.
    public var diagnostics: [Diagnostic]
    /// One row per locale; empty when an input has errors (the coverage of
    /// a partly read catalog would mislead).
    public var coverage: [LocaleCoverage]
    /// How many keys the catalog has (0 when an input has errors).
    public var keyCount: Int

    /// The number of diagnostics with severity `.error`.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// The number of diagnostics with severity `.warning`.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    /// The number of diagnostics with severity `.note`.
    public var noteCount: Int { diagnostics.count { $0.severity == .note } }

    /// Creates a report from its parts.
    public init(diagnostics: [Diagnostic], coverage: [LocaleCoverage], keyCount: Int) {
        self.diagnostics = diagnostics
        self.coverage = coverage
        self.keyCount = keyCount
    }

    /// Lints `inputs` (files or directories, as `locpack build` takes them).
    ///
    /// When an input has errors, the checks still run on the inputs that
    /// have none, so one pass shows every problem; coverage is then left
    /// out.
    ///
    /// - Throws: ``CatalogLoader/Failure`` when the inputs cannot be linted
    ///   at all: a path that does not exist, an unsupported file, no
    ///   localization source found.
    public init(inputs: [String], options: Options = Options()) throws(CatalogLoader.Failure) {
        let files = try CatalogLoader.sourceFiles(in: inputs)
        let loaded = Self.load(files, options)
        var diagnostics = loaded.diagnostics
        var coverage: [LocaleCoverage] = []
        var keyCount = 0
        if let catalog = loaded.catalog {
            diagnostics += Linter.check(catalog, files: loaded.files)
            if loaded.isComplete {
                coverage = CoverageTable.rows(catalog, untranslatable: UntranslatableKeys(files: files))
                keyCount = catalog.entries.count
            }
        }
        if options.warningsAreErrors {
            for k in diagnostics.indices where diagnostics[k].severity == .warning { diagnostics[k].severity = .error }
        }
        self.init(diagnostics: diagnostics, coverage: coverage, keyCount: keyCount)
    }

    /// The importers' diagnostics and the catalog to check: all of `files`,
    /// or, when some have errors, the others (`isComplete` false).
    private static func load(_ files: [URL], _ options: Options)
        -> (diagnostics: [Diagnostic], catalog: MessageCatalog?, files: [URL], isComplete: Bool) {
        func attempt(_ files: [URL]) throws -> MessageCatalog {
            try CatalogLoader.load(files, sourceLanguage: options.sourceLanguage, allowOverride: options.allowOverride,
                                   siteVariables: options.siteVariables)
        }
        do {
            let catalog = try attempt(files)
            return (catalog.diagnostics, catalog, files, true)
        } catch let failure as ImportFailure {
            // An error inside a folder input (an .xcloc) fails the folder.
            let failed = failure.errors.map(\.location.file)
            let sound = files.filter { file in
                !failed.contains { $0 == file.relativePath || $0.hasPrefix(file.relativePath + "/") }
            }
            guard !sound.isEmpty, sound.count < files.count, let partial = try? attempt(sound) else {
                return (failure.diagnostics, nil, [], false)
            }
            return (failure.diagnostics, partial, sound, false)
        } catch {
            return ([Diagnostic(.error, at: SourceLocation(file: files.map(\.relativePath).joined(separator: ", ")), "\(error)")],
                    nil, [], false)
        }
    }
}
