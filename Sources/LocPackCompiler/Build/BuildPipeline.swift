import Foundation

/// How `locpack build` and `locpack lint` treat their inputs.
public struct BuildOptions: Sendable {
    /// The development language; nil to take it from the inputs
    /// (``CatalogLoader/load(_:sourceLanguage:allowOverride:formats:)``).
    public var sourceLanguage: String?
    /// Let the later of two definitions of a key win (a note) instead of
    /// an error naming both.
    public var allowOverride: Bool
    /// Make every translation left out an error (`--strict`).
    public var strict: Bool
    /// Each input format's own options (``ImportOptions/formats``).
    public var formats: FormatOptionValues
    /// Pseudo-locales to add from the source language (`--pseudo`), or nil.
    public var pseudo: PseudoLocalization?
    /// The severity of each kind of diagnostic (`--warn ID=LEVEL`).
    public var diagnosticPolicy = DiagnosticPolicy()

    /// Creates options; the defaults are `locpack build`'s.
    public init(sourceLanguage: String? = nil, allowOverride: Bool = false, strict: Bool = false,
                siteVariables: [String: String] = [:], pseudo: PseudoLocalization? = nil, mf2IsolatesPlaceholders: Bool = true) {
        self.sourceLanguage = sourceLanguage
        self.allowOverride = allowOverride
        self.strict = strict
        formats = FormatOptionValues()
        formats[TranslateWikiOptions.self].siteVariables = siteVariables
        formats[MF2Options.self].isolatesPlaceholders = mf2IsolatesPlaceholders
        self.pseudo = pseudo
    }

    /// Values of translatewiki site variables such as `{{SITENAME}}`
    /// (`--define SITENAME=Wikipedia`): ``TranslateWikiOptions/siteVariables``.
    public var siteVariables: [String: String] {
        get { formats[TranslateWikiOptions.self].siteVariables }
        set { formats[TranslateWikiOptions.self].siteVariables = newValue }
    }
}

/// The inputs of a build, read and checked: the catalog to pack and
/// everything found on the way, in one pass (`Specs/lint.md`, "Build policy").
public struct PreparedCatalog: Sendable {
    /// The catalog: every input that could be read, translations left out
    /// removed, messages that take no arguments as literal text.
    public var catalog: MessageCatalog
    /// Every diagnostic: the importers' in input order, then the checks', in
    /// catalog order. JSON inputs' diagnostics carry a line and column.
    public var diagnostics: [Diagnostic]
    /// The source files read.
    public var files: [URL]
    /// Whether every input could be read (when not, the catalog is partial).
    public var isComplete: Bool
    /// The translations left out, each once, in the order reported (those
    /// whose warnings `--warn ID=off` hides too).
    public var omitted: [OmittedTranslation]

    /// The number of diagnostics with severity `.error`.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }

    /// The translations `diagnostics` say are left out, each once, in order.
    static func omissions(in diagnostics: [Diagnostic]) -> [OmittedTranslation] {
        var seen: Set<OmittedTranslation> = []
        return diagnostics.compactMap(\.omitted).filter { seen.insert($0).inserted }
    }

    /// `3 translations left out (de 2, fr 1)`, or nil when none was.
    public var omissionSummary: String? {
        let all = omitted
        guard !all.isEmpty else { return nil }
        var perLocale: [String: Int] = [:]
        for item in all { perLocale[item.locale, default: 0] += 1 }
        let parts = perLocale.keys.sorted().map { "\($0) \(perLocale[$0]!)" }
        return "\(all.count) translation\(all.count == 1 ? "" : "s") left out (\(parts.joined(separator: ", ")))"
    }
}

/// Reads and checks the inputs of a build: find the source files, import
/// them all, apply the ``Linter`` (argument policy and plural checks), place
/// JSON diagnostics at their line and column, apply the diagnostic policy
/// (`--warn`), and under `strict` make translations left out errors. `locpack build` packs the result when it
/// has no error; `locpack lint` reports it.
public enum BuildPipeline {
    /// Prepares `inputs` (files or directories, as `locpack build` takes them).
    ///
    /// - Throws: ``CompilerError`` of kind ``CompilerError/Kind/inputs`` when
    ///   there is nothing to read: a path that does not exist, an unsupported
    ///   file, no localization source.
    public static func prepare(inputs: [String], options: BuildOptions = BuildOptions()) throws(CompilerError) -> PreparedCatalog {
        try prepare(inputs: inputs.map { InputPath($0) }, options: options)
    }

    /// Prepares `inputs`, each read as the format it names (`--format`) or
    /// as the format that recognizes each of its files.
    public static func prepare(inputs: [InputPath], options: BuildOptions = BuildOptions()) throws(CompilerError) -> PreparedCatalog {
        prepare(found: try CatalogLoader.sources(in: inputs), options: options)
    }

    /// Prepares the given source files.
    public static func prepare(files: [URL], options: BuildOptions = BuildOptions()) -> PreparedCatalog {
        prepare(files: files.map { InputFile($0) }, options: options)
    }

    /// Prepares the given source files, each read as the format it names, if any.
    public static func prepare(files: [InputFile], options: BuildOptions = BuildOptions()) -> PreparedCatalog {
        prepare(found: files.map(FoundSource.init), options: options)
    }

    /// Prepares files found with the `SourceFile`s that recognized them, so
    /// none is read or parsed again.
    static func prepare(found: [FoundSource], options: BuildOptions) -> PreparedCatalog {
        let loaded = CatalogLoader.loadAll(found, sourceLanguage: options.sourceLanguage, allowOverride: options.allowOverride,
                                           formats: options.formats)
        return checked(loaded.catalog, importDiagnostics: loaded.diagnostics, files: found.map(\.input.url),
                       isComplete: loaded.failedFiles.isEmpty, options: options)
    }

    /// Prepares a catalog already imported (in memory, by one importer):
    /// the same checks as for files, so that what is packed obeys the same
    /// policy however it was read.
    public static func prepare(catalog: MessageCatalog, options: BuildOptions = BuildOptions()) -> PreparedCatalog {
        checked(catalog, importDiagnostics: catalog.diagnostics, files: [], isComplete: true, options: options)
    }

    /// Lints `catalog`, leaves out what the bundle cannot hold, places JSON
    /// diagnostics and applies the diagnostic policy and `strict`.
    private static func checked(_ imported: MessageCatalog, importDiagnostics: [Diagnostic], files: [URL],
                                isComplete: Bool, options: BuildOptions) -> PreparedCatalog {
        var catalog = imported
        let checks = Linter.apply(&catalog)
        let unencodable = leaveOutUnencodable(&catalog)
        // From the checked source messages, so pseudo-locales are never linted
        // against their own (borrowed) language's plural categories.
        options.pseudo?.apply(to: &catalog)
        var located = JSONNodeLocator.locate(importDiagnostics + checks + unencodable)
        if options.strict {
            // Before the policy, which changes no error: under --strict every translation left out fails the build.
            for k in located.indices where located[k].omitted != nil { located[k].severity = .error }
        }
        let diagnostics = options.diagnosticPolicy.apply(to: located)
        catalog.diagnostics = diagnostics
        return PreparedCatalog(catalog: catalog, diagnostics: diagnostics, files: files, isComplete: isComplete,
                               omitted: PreparedCatalog.omissions(in: located))
    }

    /// Leaves out the messages the bundle cannot hold (nested deeper than
    /// the format allows, more than 255 cases in one choice, …), so the
    /// packer never fails on one translation.
    static func leaveOutUnencodable(_ catalog: inout MessageCatalog) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for e in catalog.entries.indices {
            let entry = catalog.entries[e]
            for locale in entry.localizations.keys.sorted() {
                do { _ = try ProgramEncoder.encode(entry.localizations[locale]!) } catch {
                    let subject = LintSubject(entry: entry, locale: locale)
                    found.append(subject.leftOut(.bundleLimit, "the bundle cannot hold this message: \(error.message)"))
                    catalog.entries[e].localizations[locale] = nil
                }
            }
        }
        return found
    }
}
