import ArgumentParser
import Foundation
import LocPack
import LocPackCompiler

/// The inputs and build policy shared by `build` and `generate-swift`, and
/// how both print what the build found.
struct BuildInputOptions: ParsableArguments {
    @ArgumentParser.Argument(help: "Translation files, or directories searched recursively.")
    var inputs: [String]

    @Option(name: .customLong("format"), help: ArgumentHelp(InputFormatAssignment.help, valueName: "FORMAT"))
    var formats: [String] = []

    @Option(help: "The development language (default: the first String Catalog's or XLIFF's, else en, or where no input has an en message, the regional variant that has them: en-US first).")
    var sourceLanguage: String?

    @Flag(help: "When two inputs define the same key for the same table and locale, let the later one win.")
    var allowOverride = false

    @Flag(help: "Make every translation left out an error: a translator's mistake fails the build.")
    var strict = false

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    @Flag(help: "Print notes too (translations that do not use every argument, overrides, …).")
    var verbose = false

    @OptionGroup var diagnostics: DiagnosticOptions

    @Option(help: ArgumentHelp(
        "How diagnostics are printed to standard error: text (file:line:column: severity: message [ID], then a summary) or json (one object per line: file, line, column, jsonPath, id, severity, message).",
        valueName: "text|json"))
    var diagnosticsFormat = "text"

    @Option(name: .customLong("mf2-bidi-isolation"), help: ArgumentHelp(
        "MessageFormat 2 placeholders: default isolates each as the specification's Default Bidi Strategy says (FSI/LRI/RLI … PDI); none writes them bare.",
        valueName: "default|none"))
    var mf2BidiIsolation: String = "default"

    @Option(name: .customLong("i18next-escape"), help: ArgumentHelp(
        "i18next values: html escapes each interpolated value as i18next's default escapeValue does (& < > \" ' /); none writes them as given (escapeValue: false, as React apps set it).",
        valueName: "html|none"))
    var i18nextEscape: String = "html"

    @Option(name: .customLong("i18next-json"), help: ArgumentHelp(
        "i18next plural keys: v4 (key_one, key_other …), v3 (compatibilityJSON 'v3': key / key_plural, key_0 … key_N), or auto, told by each namespace's keys.",
        valueName: "auto|v3|v4"))
    var i18nextJSON: String = "auto"

    @Option(name: .customLong("define"), help: ArgumentHelp(
        "A translatewiki site variable: {{NAME}} renders VALUE (repeatable).", valueName: "NAME=VALUE"))
    var defines: [String] = []

    @Option(help: ArgumentHelp(
        "Add pseudo-locales made from the source language: accented, bounded and long make en-XA, rtl makes ar-XB.",
        valueName: "accented,bounded,long,rtl"))
    var pseudo: String?

    @Option(help: ArgumentHelp("How much --pseudo long lengthens text, in percent.", valueName: "PERCENT"))
    var pseudoExpansion = 40

    func validate() throws {
        if let unknown = InputFormatAssignment.unknownFormatMessage(formats) { throw ValidationError(unknown) }
        _ = try SiteVariableDefinitions.parse(defines)
        guard mf2BidiIsolation == "default" || mf2BidiIsolation == "none" else {
            throw ValidationError("--mf2-bidi-isolation is default or none, not '\(mf2BidiIsolation)'")
        }
        guard i18nextEscape == "html" || i18nextEscape == "none" else {
            throw ValidationError("--i18next-escape is html or none, not '\(i18nextEscape)'")
        }
        guard I18nextOptions.JSONVersion(rawValue: i18nextJSON) != nil else {
            throw ValidationError("--i18next-json is auto, v3 or v4, not '\(i18nextJSON)'")
        }
        _ = try pseudoLocalization()
        if let problem = diagnostics.warnOptionsProblem { throw ValidationError(problem) }
        guard diagnosticsFormat == "text" || diagnosticsFormat == "json" else {
            throw ValidationError("--diagnostics-format is text or json, not '\(diagnosticsFormat)'")
        }
    }


    /// The i18next options asked for.
    var i18nextOptions: I18nextOptions {
        var options = I18nextOptions()
        options.escapesValues = i18nextEscape == "html"
        options.jsonVersion = I18nextOptions.JSONVersion(rawValue: i18nextJSON) ?? .automatic
        return options
    }

    /// The pseudo-locales asked for, or nil.
    func pseudoLocalization() throws -> PseudoLocalization? {
        guard let pseudo else { return nil }
        var transforms: Set<PseudoLocalization.Transform> = []
        for name in pseudo.split(separator: ",", omittingEmptySubsequences: false) {
            guard let transform = PseudoLocalization.Transform(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
                throw ValidationError("--pseudo takes accented, bounded, long and rtl, separated by commas, not '\(name)'")
            }
            transforms.insert(transform)
        }
        guard (0...400).contains(pseudoExpansion) else { throw ValidationError("--pseudo-expansion must be between 0 and 400") }
        return PseudoLocalization(transforms: transforms, expansion: pseudoExpansion)
    }

    /// Reads, checks and packs the inputs.
    func build(packing: BundleWriter.Options) throws -> BuildResult {
        var options = try BuildOptions(
            sourceLanguage: sourceLanguage, allowOverride: allowOverride, strict: strict,
            siteVariables: SiteVariableDefinitions.parse(defines), pseudo: pseudoLocalization(),
            mf2IsolatesPlaceholders: mf2BidiIsolation == "default")
        options.diagnosticPolicy = try diagnostics.policy()
        options.formats[I18nextOptions.self] = i18nextOptions
        return try BundleBuilder.build(inputs: inputPaths, options: options, packing: packing)
    }

    /// The inputs, each with the `--format` it is read as.
    var inputPaths: [InputPath] {
        InputFormatAssignment.assign(inputs: inputs, formats: formats, arguments: Array(CommandLine.arguments.dropFirst(2)))
    }

    /// Prints the diagnostics of `prepared` (errors always; warnings unless
    /// `--quiet`; notes with `--verbose`; past the limit only counted), the
    /// count of each kind and the count of translations left out; with
    /// `--diagnostics-format json`, one JSON object per diagnostic.
    func report(_ prepared: PreparedCatalog) {
        let listing = DiagnosticListing(prepared.diagnostics, limit: diagnostics.limit, shows: shows)
        if diagnosticsFormat == "json" {
            for line in listing.jsonLines { printError(line) }
            return
        }
        // --quiet: errors alone, with the notes that explain them.
        for line in quiet ? listing.diagnosticLines : listing.lines { printError(line) }
        if let summary = prepared.omissionSummary, !quiet || strict {
            printError("\(strict ? "error" : "warning"): \(summary)")
        }
    }

    private func shows(_ diagnostic: Diagnostic) -> Bool {
        switch diagnostic.severity {
        case .error: true
        case .warning: !quiet
        case .note: verbose && !quiet
        }
    }

    /// Says that `output` was not written because of `errors` errors (in
    /// text; with `--diagnostics-format json` the errors said it, and the
    /// exit status does).
    func reportNotWritten(_ output: String, errors: Int) {
        guard diagnosticsFormat != "json" else { return }
        printError("error: \(output) not written: \(errors) error\(errors == 1 ? "" : "s")")
    }

    /// Runs `body`, turning what it throws into a message (a JSON object
    /// with `--diagnostics-format json`) and exit status 1.
    func exitingOnFailure(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as ExitCode {
            throw error
        } catch let failure as CompilerError where !failure.diagnostics.isEmpty {
            // Each line reads `file:line:column: error: … [ID]`, as editors expect.
            if diagnosticsFormat == "json" {
                for line in DiagnosticListing(failure.diagnostics).jsonLines { printError(line) }
            } else {
                for diagnostic in failure.diagnostics { printError(diagnostic.printedLine) }
            }
            throw ExitCode.failure
        } catch {
            if diagnosticsFormat == "json" {
                let failure = error as? CompilerError
                let diagnostic = Diagnostic(.error, .unreadableInput, at: failure?.location ?? SourceLocation(file: ""),
                                            failure?.message ?? "\(error)")
                for line in DiagnosticListing([diagnostic]).jsonLines { printError(line) }
            } else {
                printError("error: \(error)")
            }
            throw ExitCode.failure
        }
    }
}

/// How generated Swift accessors are declared (`build --swift`, `generate-swift`).
struct SwiftAccessorOptions: ParsableArguments {
    @Option(name: .customLong("access"), help: "The access level of the generated declarations: internal or public.")
    var accessLevel = "internal"

    @Option(name: .customLong("resource"), help: ArgumentHelp(
        "Also generate Catalog.module(), opening NAME.locpack from the target's resources (Bundle.module).",
        valueName: "NAME"))
    var resourceName: String?

    func validate() throws {
        guard ["internal", "public"].contains(accessLevel) else {
            throw ValidationError("--access must be internal or public, not '\(accessLevel)'")
        }
    }

    var generatorOptions: SwiftAccessorGenerator.Options {
        SwiftAccessorGenerator.Options(accessLevel: accessLevel, resourceName: resourceName)
    }
}
