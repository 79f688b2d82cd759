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

            The bundle is written atomically: a failed build never replaces an
            existing bundle. Errors name the file and the line:column or JSON path;
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

    @Flag(help: "Print nothing but errors.")
    var quiet = false

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
            let files = try CatalogLoader.sourceFiles(in: inputs)
            var catalog = try CatalogLoader.load(files, sourceLanguage: sourceLanguage, allowOverride: allowOverride,
                                                 siteVariables: SiteVariableDefinitions.parse(defines))
            try Linter.validate(&catalog, files: files)
            for diagnostic in catalog.diagnostics where !quiet || diagnostic.severity == .error {
                printError(diagnostic.description)
            }
            let options = BundleWriter.Options(compression: BundleWriter.Compression(rawValue: compression)!, level: level)
            let bytes = try BundleWriter.pack(catalog, options: options)
            // Read the bundle back before it replaces anything.
            let check = try Catalog(bytes: bytes, name: output)
            try check.validateAllLocales()
            try AtomicFileWriter.write(bytes, to: output)
            if !quiet {
                print("\(output): \(check.keyCount) keys, \(check.locales.count) locales (\(check.locales.joined(separator: ", "))), \(bytes.count) bytes")
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
}
