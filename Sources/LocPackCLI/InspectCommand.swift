import ArgumentParser
import Foundation
import LocPack

struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Describe a bundle: versions, locales and their fallback chains, keys, section sizes.",
        discussion: """
            --keys prints every key instead, one JSON object per line:
            {"key": K, "table": T, "arguments": [KIND or null, ...]}, where KIND
            (signedInteger, unsignedInteger, floatingPoint, string) is what the
            source language's message reads as argument 1, 2, …; null marks an
            argument no placeholder reads. Tools use it to build render requests.
            """
    )

    @ArgumentParser.Argument(help: "The .locpack bundle.")
    var bundle: String

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @Flag(help: "Print every key with its table and argument kinds, one JSON object per line.")
    var keys = false

    func run() throws {
        let catalog: Catalog
        do {
            catalog = try Catalog(contentsOf: bundle)
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
        if keys {
            try printKeys(of: catalog)
            return
        }
        let report = catalog.report
        if json {
            let data = try JSONSerialization.data(withJSONObject: report.jsonObject, options: [.prettyPrinted, .sortedKeys])
            print(String(decoding: data, as: UTF8.self))
            return
        }
        print("bundle:          \(bundle)")
        print("format version:  \(report.formatVersion)")
        print("CLDR version:    \(report.cldrVersion)")
        print("source language: \(report.sourceLocale)")
        print("keys:            \(report.keyCount)")
        print("locales:         \(report.locales.count)")
        for locale in report.locales {
            print("  \(locale.identifier.padding(toLength: 12, withPad: " ", startingAt: 0)) chain \(locale.chain.joined(separator: " → "))")
        }
        print("sections:")
        for section in report.sections {
            let name = section.locale.map { "\(section.kind) \($0)" } ?? section.kind
            print("  \(name.padding(toLength: 24, withPad: " ", startingAt: 0)) \(section.storedSize) bytes stored, \(section.rawSize) raw, \(section.compression)")
        }
    }

    /// Writes one JSON line per key: its text, table and the source language's argument kinds.
    private func printKeys(of catalog: Catalog) throws {
        var output = ""
        for id in 0..<catalog.keyCount {
            let handle = KeyHandle(id: id)
            let (key, table) = catalog.key(of: handle)
            let kinds: [Any] = catalog.argumentKinds(of: handle, locale: catalog.sourceLocale).map { kind -> Any in
                guard let kind, kind != .none else { return NSNull() }
                return "\(kind)"
            }
            let object: [String: Any] = ["key": key, "table": table, "arguments": kinds]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
            output += String(decoding: data, as: UTF8.self) + "\n"
            if output.utf8.count > 1 << 16 {
                FileHandle.standardOutput.write(Data(output.utf8))
                output = ""
            }
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }
}
