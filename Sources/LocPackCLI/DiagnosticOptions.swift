import ArgumentParser
import LocPackCompiler

/// How `build`, `generate-swift` and `lint` report each kind of diagnostic:
/// `--warn ID=LEVEL`, `--settings FILE` and `--all-diagnostics`
/// (`Specs/cli.md`, "Diagnostics").
struct DiagnosticOptions: ParsableArguments {
    @Option(name: .customLong("warn"), help: ArgumentHelp(
        "Report the diagnostics of kind ID (printed after each message, listed in Specs/cli.md) as an error (which fails the build), a warning, a note, or not at all (repeatable).",
        valueName: "ID=error|warning|note|off"))
    var warnings: [String] = []

    @Option(name: .customLong("settings"), help: ArgumentHelp(
        "Read the levels of diagnostic kinds from FILE, a JSON object such as {\"warn\": {\"missing-plural-category\": \"error\"}} (the build plugin passes a target's .locpack.json); --warn options apply after it.",
        valueName: "FILE"))
    var settingsFile: String?

    @Flag(help: "Print every warning and note; by default at most \(DiagnosticListing.defaultLimit) are printed (those that leave a translation out first) and the rest counted.")
    var allDiagnostics = false

    /// What is wrong with a `--warn` option, if anything (checked before
    /// the command runs; the settings file is read when it runs).
    var warnOptionsProblem: String? {
        if case .failure(let error) = DiagnosticPolicy.parse(warnings) { return error.message }
        return nil
    }

    /// The severities the settings file and the `--warn` options set.
    ///
    /// - Throws: ``CompilerError`` naming the settings file and the place
    ///   when it cannot be read or holds a setting that cannot be taken.
    func policy() throws(CompilerError) -> DiagnosticPolicy {
        if let settingsFile { return try DiagnosticSettingsFile.policy(inFile: settingsFile, then: warnings) }
        switch DiagnosticPolicy.parse(warnings) {
        case .success(let policy): return policy
        case .failure(let error): throw CompilerError(.inputs, error.message)
        }
    }

    /// The most warnings and notes printed; nil with `--all-diagnostics`.
    var limit: Int? { allDiagnostics ? nil : DiagnosticListing.defaultLimit }
}
