import ArgumentParser
import Foundation
import LocPack
import LocPackCompiler
import LocPackFleet

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile translations into a .locpack bundle.",
        discussion: """
            INPUT is a file or a directory searched recursively for the files of these
            formats (FORMAT is what --format takes):

            \(InputFormatAssignment.formatList)

            Each file's format is told by its name or, for JSON, its content; a file that
            two formats claim alike is an error that names them: put --format FORMAT
            before the input to say which (each --format applies to the inputs after it;
            one alone applies to every input). A .strings or .stringsdict file named
            outside any NAME.lproj folder is an unlocalized table of the source language.
            Several inputs merge into one bundle; a key defined twice for the same table
            and locale is an error naming both places unless --allow-override is given.
            --define NAME=VALUE (repeatable) gives translatewiki site variables such as
            {{SITENAME}} their value.

            A build never fails because of one translation: a translation whose
            arguments disagree with the message's, with an invalid specifier, a
            malformed plural or a construct LocPack does not support is left out (its
            key falls back along the locale chain) and reported as a warning with its
            file, line:column (and JSON path), key and locale; the build ends with a
            one-line count of translations left out per locale. --strict makes those
            errors. Only what makes a bundle impossible fails the build: an input that
            cannot be read or parsed, an I/O error, a key defined twice by competing
            inputs.

            Each diagnostic ends with its kind, a stable ID (file:3:7: warning: …
            [missing-plural-category]; the IDs are listed in Specs/cli.md). --warn
            ID=error|warning|note|off (repeatable) reports a kind otherwise: as an error
            that fails the build, or not at all (a translation it leaves out is still
            left out, and counted). At most \(DiagnosticListing.defaultLimit) warnings and notes are printed,
            those that leave a translation out first, and the rest counted
            (--all-diagnostics prints every one), then the count of each kind. --diagnostics-format json prints one JSON object per diagnostic
            instead, for editors and CI annotations.

            The bundle is written atomically: a failed build never replaces an
            existing bundle. Errors name the file and the line:column (and JSON path);
            the exit status is 1.
            """
    )

    @OptionGroup var build: BuildInputOptions

    @Option(name: .shortAndLong, help: "The bundle to write.")
    var output: String

    @Option(help: "How locale sections are stored: zstd (with a trained dictionary) or none (raw, zero-copy).")
    var compression: String = "zstd"

    @Option(help: "zstd compression level, 1…22.")
    var level: Int32 = 19

    @Option(help: ArgumentHelp(
        "Also write typed Swift accessors for the bundle's keys to FILE (see generate-swift).", valueName: "FILE"))
    var swift: String?

    @OptionGroup(title: "Generated Swift") var swiftOptions: SwiftAccessorOptions

    @Option(help: ArgumentHelp("Sign the bundle with this private key (from locpack keygen); see sign.", valueName: "key"))
    var sign: String?

    func validate() throws {
        guard BundleWriter.Compression(rawValue: compression) != nil else {
            throw ValidationError("--compression must be zstd or none, not '\(compression)'")
        }
        guard (1...22).contains(level) else { throw ValidationError("--level must be between 1 and 22") }
    }

    func run() throws {
        try build.exitingOnFailure {
            // Read before building, so a wrong key path fails fast and writes nothing.
            let signingKey = try sign.map { path throws in try BundleSigningKey(contentsOf: path) }
            let packing = BundleWriter.Options(compression: BundleWriter.Compression(rawValue: compression)!, level: level)
            let result = try build.build(packing: packing)
            let prepared = result.prepared
            build.report(prepared)
            guard var bytes = result.bundle else {
                build.reportNotWritten(output, errors: prepared.errorCount)
                throw ExitCode.failure
            }
            if let swift {
                // An unchanged file is not rewritten, so a translation-only change
                // recompiles nothing. (Were only one file written, code and bundle
                // from different builds still render right, by key text.)
                try AtomicFileWriter.writeIfChanged(Array(SwiftAccessorGenerator.source(for: result, options: swiftOptions.generatorOptions).utf8),
                                           to: swift)
            }
            if let signingKey {
                bytes = try BundleSigner.sign(bytes, with: signingKey)
                try AtomicFileWriter.write(bytes, to: output)
            } else {
                try BundleBuilder.write(result, to: output)
            }
            if !build.quiet {
                print("\(output): \(result.keyCount) keys, \(result.locales.count) locales (\(result.locales.joined(separator: ", "))), \(bytes.count) bytes")
            }
        }
    }
}
