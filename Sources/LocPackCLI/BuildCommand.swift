import ArgumentParser
import Foundation
import LocPack
import LocPackCompiler

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile translations into a .locpack bundle.",
        discussion: """
            INPUT is a file or a directory searched recursively. Read: String Catalogs
            (.xcstrings), .strings and .stringsdict files inside NAME.lproj folders
            (Base.lproj is the source language), XLIFF exports (.xliff) and .xcloc
            folders, Transifex pulls (txstrings.json or a per-locale {"data": …} file),
            translatewiki message files (en.json, qqq.json, …), ICU MessageFormat
            JSON or .arb files, and Swifternalization folders (base.json, expressions.json). Several inputs merge into one bundle; a key defined
            twice for the same table and locale is an error naming both places unless
            --allow-override is given. --define NAME=VALUE (repeatable) gives
            translatewiki site variables such as {{SITENAME}} their value.

            A build never fails because of one translation: a translation whose
            arguments disagree with the message's, with an invalid specifier, a
            malformed plural or a construct LocPack does not support is left out (its
            key falls back along the locale chain) and reported as a warning with its
            file, line:column (and JSON path), key and locale; the build ends with a
            one-line count of translations left out per locale. --strict makes those
            errors. Only what makes a bundle impossible fails the build: an input that
            cannot be read or parsed, an I/O error, a key defined twice by competing
            inputs.

            The bundle is written atomically: a failed build never replaces an
            existing bundle. Errors name the file and the line:column (and JSON path);
            the exit status is 1.
            """
    )

    @ArgumentParser.Argument(help: "String Catalog files or directories that contain them.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The bundle to write.")
    var output: String

    @Option(help: "The development language (default: the first String Catalog's or XLIFF's, else en).")
    var sourceLanguage: String?

    @Flag(help: "When two inputs define the same key for the same table and locale, let the later one win.")
    var allowOverride = false

    @Option(help: "How locale sections are stored: zstd (with a trained dictionary) or none (raw, zero-copy).")
    var compression: String = "zstd"

    @Option(help: "zstd compression level, 1…22.")
    var level: Int32 = 19

    @Flag(help: "Make every translation left out an error: a translator's mistake fails the build.")
    var strict = false

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    @Flag(help: "Print notes too (translations that do not use every argument, overrides, …).")
    var verbose = false

    @Option(name: .customLong("define"), help: ArgumentHelp(
        "A translatewiki site variable: {{NAME}} renders VALUE (repeatable).", valueName: "NAME=VALUE"))
    var defines: [String] = []

    func validate() throws {
        guard BundleWriter.Compression(rawValue: compression) != nil else {
            throw ValidationError("--compression must be zstd or none, not '\(compression)'")
        }
        guard (1...22).contains(level) else { throw ValidationError("--level must be between 1 and 22") }
        _ = try SiteVariableDefinitions.parse(defines)
    }

    func run() throws {
        do {
            let packing = BundleWriter.Options(compression: BundleWriter.Compression(rawValue: compression)!, level: level)
            let result = try BundleBuilder.build(inputs: inputs, options: BuildOptions(
                sourceLanguage: sourceLanguage, allowOverride: allowOverride, strict: strict,
                siteVariables: SiteVariableDefinitions.parse(defines)), packing: packing)
            let prepared = result.prepared
            for diagnostic in prepared.diagnostics where shows(diagnostic) {
                printError(diagnostic.description)
            }
            if let summary = prepared.omissionSummary, !quiet || strict {
                printError("\(strict ? "error" : "warning"): \(summary)")
            }
            guard let bytes = result.bundle else {
                printError("error: \(output) not written: \(prepared.errorCount) error\(prepared.errorCount == 1 ? "" : "s")")
                throw ExitCode.failure
            }
            try BundleBuilder.write(result, to: output)
            if !quiet {
                print("\(output): \(result.keyCount) keys, \(result.locales.count) locales (\(result.locales.joined(separator: ", "))), \(bytes.count) bytes")
            }
        } catch let error as ExitCode {
            throw error
        } catch let failure as ImportFailure {
            // Each line already reads `file:line:column: error: …`, as editors expect.
            printError(failure.description)
            throw ExitCode.failure
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
    }

    /// Errors always; warnings unless `--quiet`; notes with `--verbose`.
    private func shows(_ diagnostic: Diagnostic) -> Bool {
        switch diagnostic.severity {
        case .error: true
        case .warning: !quiet
        case .note: verbose && !quiet
        }
    }
}
