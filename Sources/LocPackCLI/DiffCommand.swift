import ArgumentParser
import Foundation
import LocPack
import LocPackCompiler

/// `locpack diff OLD NEW`: what a translation pull or a rebuild changed.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two bundles or two sets of translations.",
        discussion: """
            OLD and NEW are each a .locpack bundle, or inputs `locpack build` reads (a file
            or a directory), built in memory under the same policy. Reported: locales
            added and removed, keys added and removed, and for each locale both have the
            keys whose own text changed (~), was added (+) or removed (-), with coverage
            (keys with the locale's own text) before and after. Messages are compared as
            compiled, every plural, device and width case included.

            Exit status: 0 when the two are equal, 1 when they differ, 2 when one cannot
            be read or built — so CI can gate a translation pull:
              locpack diff app.locpack Translations/ || echo "translations changed"
            """
    )

    @ArgumentParser.Argument(help: "The old bundle, file or directory.")
    var old: String

    @ArgumentParser.Argument(help: "The new bundle, file or directory.")
    var new: String

    @Option(help: "Output format: text or json.")
    var format: String = "text"

    func validate() throws {
        guard format == "text" || format == "json" else { throw ValidationError("--format must be text or json, not '\(format)'") }
    }

    func run() throws {
        let diff: BundleDiff
        do {
            let before = try Self.open(old), after = try Self.open(new)
            if let older = Self.olderEncoding(old: (old, before), new: (new, after)) {
                printError("warning: \(old) is bundle format \(before.formatVersion) and \(new) is \(after.formatVersion), "
                    + "which encode messages differently: equal messages may show as changed; "
                    + "rebuild \(older) with this locpack to compare them")
            }
            diff = try BundleDiff(old: before, new: after)
        } catch let error as ExitCode {
            throw error
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        if format == "json" {
            FileHandle.standardOutput.write(diff.json + Data("\n".utf8))
        } else {
            print(diff.text, terminator: "")
        }
        if !diff.isEqual { throw ExitCode.failure }
    }

    /// The side whose bundle encodes messages the older way, when the two
    /// differ. Format 2.2 added instructions (`Specs/programs.md`), and 2.3's
    /// writer folds the text around a plural into the plural, so a message
    /// packed by 2.0 or 2.1, by 2.2 and by 2.3 differs in bytes; 2.0 and 2.1
    /// encode alike. A source folder is built in the current format.
    static func olderEncoding(old: (path: String, catalog: Catalog), new: (path: String, catalog: Catalog)) -> String? {
        /// Which way a bundle's writer encoded messages: 0 for 2.0 and 2.1,
        /// 1 for 2.2, 2 from 2.3 on.
        func encoding(_ catalog: Catalog) -> Int {
            let minor = Int(catalog.formatVersion.split(separator: ".").last ?? "") ?? 0
            return minor < 2 ? 0 : minor == 2 ? 1 : 2
        }
        let (before, after) = (encoding(old.catalog), encoding(new.catalog))
        if before < after { return old.path }
        if after < before { return new.path }
        return nil
    }

    /// A bundle file as is; anything else built in memory as `locpack build` would.
    static func open(_ path: String) throws -> Catalog {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
           path.hasSuffix(".locpack") {
            return try Catalog(contentsOf: path)
        }
        let result = try BundleBuilder.build(inputs: [path], packing: BundleWriter.Options(compression: .none, level: 1))
        guard let bytes = result.bundle else {
            for diagnostic in result.prepared.diagnostics where diagnostic.severity == .error { printError(diagnostic.description) }
            printError("error: \(path) does not build: \(result.prepared.errorCount) error\(result.prepared.errorCount == 1 ? "" : "s")")
            throw ExitCode(2)
        }
        return try Catalog(bytes: bytes, name: path)
    }
}
