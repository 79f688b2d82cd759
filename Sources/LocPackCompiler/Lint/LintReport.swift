import Foundation

/// Everything `locpack lint` found in its inputs: the importers'
/// diagnostics, the ``Linter`` checks, and the coverage table.
public struct LintReport: Sendable {
    /// How to lint.
    public struct Options: Sendable {
        /// The development language; nil to take it from the inputs as
        /// ``CatalogLoader/load(_:sourceLanguage:allowOverride:formats:)`` does.
        public var sourceLanguage: String?
        /// Let the later of two definitions of a key win (a note) instead of
        /// an error naming both.
        public var allowOverride: Bool
        /// Report warnings as errors.
        public var warningsAreErrors: Bool
        /// Each input format's own options (``ImportOptions/formats``).
        public var formats: FormatOptionValues
        /// The severity of each kind of diagnostic (`--warn ID=LEVEL`).
        public var diagnosticPolicy = DiagnosticPolicy()

        /// Creates options.
        public init(sourceLanguage: String? = nil, allowOverride: Bool = false, warningsAreErrors: Bool = false,
                    siteVariables: [String: String] = [:]) {
            self.sourceLanguage = sourceLanguage
            self.allowOverride = allowOverride
            self.warningsAreErrors = warningsAreErrors
            formats = FormatOptionValues()
            formats[TranslateWikiOptions.self].siteVariables = siteVariables
        }

        /// Values of translatewiki site variables (`--define SITENAME=Wikipedia`).
        public var siteVariables: [String: String] {
            get { formats[TranslateWikiOptions.self].siteVariables }
            set { formats[TranslateWikiOptions.self].siteVariables = newValue }
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

    /// Lints `inputs` (files or directories, as `locpack build` takes them),
    /// reading them as ``BuildPipeline/prepare(inputs:options:)-([String],_)`` does.
    ///
    /// When an input has errors, the checks still run on the inputs that
    /// have none, so one pass shows every problem; coverage is then left
    /// out.
    ///
    /// - Throws: ``CompilerError`` of kind ``CompilerError/Kind/inputs`` when
    ///   the inputs cannot be linted at all: a path that does not exist, an
    ///   unsupported file, no localization source found.
    public init(inputs: [String], options: Options = Options()) throws(CompilerError) {
        try self.init(inputs: inputs.map { InputPath($0) }, options: options)
    }

    /// Lints `inputs`, each read as the format it names (`--input-format`)
    /// or as the format that recognizes each of its files, as
    /// ``init(inputs:options:)-([String],_)`` does.
    ///
    /// - Throws: ``CompilerError`` of kind ``CompilerError/Kind/inputs`` as
    ///   ``init(inputs:options:)-([String],_)``.
    public init(inputs: [InputPath], options: Options = Options()) throws(CompilerError) {
        var build = BuildOptions(sourceLanguage: options.sourceLanguage, allowOverride: options.allowOverride,
                                 strict: options.warningsAreErrors)
        build.formats = options.formats
        build.diagnosticPolicy = options.diagnosticPolicy
        let prepared = try BuildPipeline.prepare(inputs: inputs, options: build)
        var diagnostics = prepared.diagnostics
        var coverage: [LocaleCoverage] = []
        var keyCount = 0
        if prepared.isComplete {
            coverage = CoverageTable.rows(prepared.catalog, omitted: prepared.omitted)
            keyCount = prepared.catalog.entries.count
        }
        if options.warningsAreErrors {
            for k in diagnostics.indices where diagnostics[k].severity == .warning { diagnostics[k].severity = .error }
        }
        self.init(diagnostics: diagnostics, coverage: coverage, keyCount: keyCount)
    }
}
