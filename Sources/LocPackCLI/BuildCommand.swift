import ArgumentParser
import Foundation
import LocPack
import LocPackCompiler

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile String Catalogs into a .locpack bundle.",
        discussion: """
            INPUT is a .xcstrings file or a directory searched recursively for them.
            The bundle is written atomically: a failed build never replaces an
            existing bundle. Errors name the file and JSON path; the exit status is 1.
            """
    )

    @ArgumentParser.Argument(help: "String Catalog files or directories that contain them.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The bundle to write.")
    var output: String

    @Option(help: "How locale sections are stored: zstd (with a trained dictionary) or none (raw, zero-copy).")
    var compression: String = "zstd"

    @Option(help: "zstd compression level, 1…22.")
    var level: Int32 = 19

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        guard BundleWriter.Compression(rawValue: compression) != nil else {
            throw ValidationError("--compression must be zstd or none, not '\(compression)'")
        }
        guard (1...22).contains(level) else { throw ValidationError("--level must be between 1 and 22") }
    }

    func run() throws {
        do {
            let files = try CatalogLoader.sourceFiles(in: inputs)
            let catalog = try CatalogLoader.load(files)
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
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
    }
}
