import ArgumentParser
import Foundation
import LocPack

struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Describe a bundle: versions, locales and their fallback chains, keys, section sizes."
    )

    @ArgumentParser.Argument(help: "The .locpack bundle.")
    var bundle: String

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        let catalog: Catalog
        do {
            catalog = try Catalog(contentsOf: bundle)
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
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
}
