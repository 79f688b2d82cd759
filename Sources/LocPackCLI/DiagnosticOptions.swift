import ArgumentParser
import LocPackCompiler

/// How `build`, `generate-swift` and `lint` report each kind of diagnostic:
/// `--warn ID=LEVEL` and `--all-diagnostics` (`Specs/cli.md`, "Diagnostics").
struct DiagnosticOptions: ParsableArguments {
    @Option(name: .customLong("warn"), help: ArgumentHelp(
        "Report the diagnostics of kind ID (printed after each message, listed in Specs/cli.md) as an error (which fails the build), a warning, a note, or not at all (repeatable).",
        valueName: "ID=error|warning|note|off"))
    var warnings: [String] = []

    @Flag(help: "Print every warning and note; by default the first \(DiagnosticListing.defaultLimit) are printed and the rest counted.")
    var allDiagnostics = false

    /// The severities `--warn` sets, or what is wrong with a setting.
    var policy: Result<DiagnosticPolicy, DiagnosticPolicy.PolicyError> { DiagnosticPolicy.parse(warnings) }

    /// The most warnings and notes printed; nil with `--all-diagnostics`.
    var limit: Int? { allDiagnostics ? nil : DiagnosticListing.defaultLimit }
}
