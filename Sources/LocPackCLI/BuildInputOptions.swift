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

    @Option(help: "The development language (default: the first String Catalog's or XLIFF's, else en).")
    var sourceLanguage: String?

    @Flag(help: "When two inputs define the same key for the same table and locale, let the later one win.")
    var allowOverride = false

    @Flag(help: "Make every translation left out an error: a translator's mistake fails the build.")
    var strict = false

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    @Flag(help: "Print notes too (translations that do not use every argument, overrides, …).")
    var verbose = false

    @Option(name: .customLong("mf2-bidi-isolation"), help: ArgumentHelp(
        "MessageFormat 2 placeholders: default isolates each as the specification's Default Bidi Strategy says (FSI/LRI/RLI … PDI); none writes them bare.",
        valueName: "default|none"))
    var mf2BidiIsolation: String = "default"

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
        _ = try pseudoLocalization()
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
        try BundleBuilder.build(inputs: inputPaths, options: BuildOptions(
            sourceLanguage: sourceLanguage, allowOverride: allowOverride, strict: strict,
            siteVariables: SiteVariableDefinitions.parse(defines), pseudo: pseudoLocalization(),
            mf2IsolatesPlaceholders: mf2BidiIsolation == "default"), packing: packing)
    }

    /// The inputs, each with the `--format` it is read as.
    var inputPaths: [InputPath] {
        InputFormatAssignment.assign(inputs: inputs, formats: formats, arguments: Array(CommandLine.arguments.dropFirst(2)))
    }

    /// Prints the diagnostics of `prepared` (errors always; warnings unless
    /// `--quiet`; notes with `--verbose`) and the count of translations left out.
    func report(_ prepared: PreparedCatalog) {
        var previous: Diagnostic? = nil
        for diagnostic in prepared.diagnostics {
            if shows(diagnostic) || Self.isAttached(diagnostic, to: previous) { printError(diagnostic.description) }
            previous = diagnostic
        }
        if let summary = prepared.omissionSummary, !quiet || strict {
            printError("\(strict ? "error" : "warning"): \(summary)")
        }
    }

    /// Whether `diagnostic` is a note that follows an error at the same
    /// place and says what to do about it: shown with its error, as a
    /// compiler shows the notes of an error, even without --verbose.
    private static func isAttached(_ diagnostic: Diagnostic, to previous: Diagnostic?) -> Bool {
        guard let previous else { return false }
        return diagnostic.severity == .note && previous.severity == .error && diagnostic.location == previous.location
    }

    private func shows(_ diagnostic: Diagnostic) -> Bool {
        switch diagnostic.severity {
        case .error: true
        case .warning: !quiet
        case .note: verbose && !quiet
        }
    }

    /// Runs `body`, turning what it throws into a message and exit status 1.
    static func exitingOnFailure(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as ExitCode {
            throw error
        } catch let failure as CompilerError where !failure.diagnostics.isEmpty {
            // Each line already reads `file:line:column: error: …`, as editors expect.
            printError(failure.description)
            throw ExitCode.failure
        } catch {
            printError("error: \(error)")
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
