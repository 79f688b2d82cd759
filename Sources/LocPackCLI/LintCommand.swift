import ArgumentParser
import Foundation
import LocPackCompiler

/// `locpack lint INPUT...`: the translation mistakes that crash or
/// embarrass apps, found before they ship (`Specs/lint.md`).
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check translations: argument mismatches, plural categories, import errors, coverage.",
        discussion: """
            INPUT is anything `locpack build` reads (files, or directories searched
            recursively). Reported, in the compiler form file:line:column: severity:
            message [ID] (or file: $.json.path: severity: message [ID]); --warn
            ID=error|warning|note|off changes how a kind is reported, and past
            \(DiagnosticListing.defaultLimit) warnings and notes (those that leave a translation out
            first) the rest are counted (--all-diagnostics prints every one):
              - everything the importers report (syntax, Apple's nesting rules,
                undefined or unused substitutions, %n and unknown specifiers, …);
              - warnings: a translation left out of the bundle — it reads an argument
                the message does not take (the key's specifiers define them, else the
                source language's message), reads one as another type (%@ vs %d,
                integer vs floating point; %d vs %lld is fine), or is not a valid
                format string although the message takes arguments;
              - warnings: a '%' that can only be text ('% p', '100% guaranteed') in a
                message that takes arguments;
              - notes: a translation that does not use every argument (fine);
              - warnings: a plural lacking a category its language needs for numbers
                below a million (pl: 'few');
              - notes: a plural lacking a category only numbers of a million and more
                select (fr: 'many', listing the first: 1000000, 2000000, …), or only
                decimals where the message shows integers;
              - notes: a plural category its language never uses (en: 'few').
            Then a coverage table: per locale, the keys translated and missing
            (--verbose lists the missing keys). Everything goes to standard output.

            Exit status: 0 when there is no error (warnings and notes allowed;
            with --werror warnings count as errors), 1 when there are errors, 2 for
            a usage error (an unknown option or option value, no input, an input
            that does not exist or is not a localization source). An option given
            without its value is rejected by the argument parser with status 64.
            """
    )

    @ArgumentParser.Argument(parsing: .allUnrecognized, help: "Files or directories to check.")
    var inputs: [String] = []

    @Option(help: "Output format: text or json.")
    var format: String = "text"

    @Option(name: .customLong("input-format"), help: ArgumentHelp(
        InputFormatAssignment.help.replacingOccurrences(of: "Read the inputs", with: "What build's --format does: read the inputs"),
        valueName: "FORMAT"))
    var inputFormats: [String] = []

    @Option(help: "The development language (default: the first String Catalog's or XLIFF's, else en, or where no input has an en message, the regional variant that has them: en-US first).")
    var sourceLanguage: String?

    @Flag(help: "When two inputs define the same key for the same table and locale, let the later one win.")
    var allowOverride = false

    @Flag(help: "Treat warnings as errors.")
    var werror = false

    @Flag(help: "List the missing keys of each locale after the coverage table.")
    var verbose = false

    @OptionGroup var diagnostics: DiagnosticOptions

    @Option(name: .customLong("define"), help: ArgumentHelp(
        "A translatewiki site variable: {{NAME}} renders VALUE (repeatable).", valueName: "NAME=VALUE"))
    var defines: [String] = []

    /// The exit status of usage errors (ArgumentParser's own is 64).
    static let usageExitCode = ExitCode(2)

    func run() throws {
        guard format == "text" || format == "json" else { throw usage("--format must be text or json, not '\(format)'") }
        guard !inputs.isEmpty else { throw usage("missing INPUT: give the files or directories to check") }
        // Unknown options arrive among the inputs, so that they too exit with 2.
        if let option = inputs.first(where: { $0.hasPrefix("-") && !FileManager.default.fileExists(atPath: $0) }) {
            throw usage("unknown option '\(option)'")
        }
        if let unknown = InputFormatAssignment.unknownFormatMessage(inputFormats, option: "--input-format") { throw usage(unknown) }
        let paths = InputFormatAssignment.assign(inputs: inputs, formats: inputFormats,
                                                 arguments: Array(CommandLine.arguments.dropFirst(2)), option: "--input-format")
        let variables: [String: String]
        do {
            variables = try SiteVariableDefinitions.parse(defines)
        } catch {
            throw usage(error.message)
        }
        var options = LintReport.Options(sourceLanguage: sourceLanguage, allowOverride: allowOverride,
                                         warningsAreErrors: werror, siteVariables: variables)
        do {
            options.diagnosticPolicy = try diagnostics.policy()
        } catch let failure where !failure.diagnostics.isEmpty {
            // A settings file's mistake, at its place.
            for diagnostic in failure.diagnostics { printError(diagnostic.printedLine) }
            throw Self.usageExitCode
        } catch {
            throw usage(error.message)
        }
        let report: LintReport
        do {
            report = try LintReport(inputs: paths, options: options)
        } catch {
            throw usage(error.description)
        }
        if format == "json" {
            FileHandle.standardOutput.write(report.jsonData(verbose: verbose) + Data("\n".utf8))
        } else {
            FileHandle.standardOutput.write(Data(report.text(verbose: verbose, limit: diagnostics.limit).utf8))
        }
        if report.errorCount > 0 { throw ExitCode.failure }
    }

    /// Prints `message` and the usage line; the error to throw.
    private func usage(_ message: String) -> ExitCode {
        printError("error: \(message)")
        printError("usage: locpack lint [--input-format FORMAT] INPUT... [--format text|json] [--source-language L] [--allow-override] [--werror] [--warn ID=LEVEL] [--all-diagnostics] [--verbose] [--define NAME=VALUE]")
        return Self.usageExitCode
    }
}
