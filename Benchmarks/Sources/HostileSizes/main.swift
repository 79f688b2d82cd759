import Foundation
import LocPack
import LocPackCompiler

// Hostile input sizes (issue #7): each input is imported and packed (or
// refused) at a size n and at 4n, and the time of 4n is compared with the
// time of n. Linear work takes about 4×; quadratic work 16×. The run fails
// when any case takes more than 8× (or when a case is built where it must be
// refused, or refused where it must be built). A message nested too deep for
// a bundle is one translation left out with a warning, not a failed build.
// Prints one Markdown table.
//
//   HostileSizes            — every case at its full size (a million keys …)
//   HostileSizes --quick    — every case at a quarter of it

/// One hostile input family.
struct HostileCase {
    let name: String
    /// The full size, in the case's own unit.
    let size: Int
    let unit: String
    /// Whether the input must be refused (true) or built (false).
    let refused: Bool
    /// Imports and packs the input of a size; returns the error text if refused.
    let run: (Int) -> String?
}

func stringsFile(_ body: String) -> Data { Data(body.utf8) }

func pack(_ catalog: MessageCatalog) throws -> [UInt8] {
    try BundleWriter.pack(catalog, options: .init(compression: .zstd, level: 3))
}

/// Packs `catalog`, which must have left out `key` (with a warning saying
/// so) and kept every other key.
func packLeavingOut(_ key: String, _ catalog: MessageCatalog) throws {
    guard catalog.entries.allSatisfy({ $0.key != key || $0.localizations.isEmpty }),
          catalog.entries.contains(where: { $0.key != key && !$0.localizations.isEmpty }),
          catalog.diagnostics.contains(where: { $0.omitted?.key == key }) else { throw CocoaError(.coderInvalidValue) }
    _ = try pack(catalog)
}

func outcome(_ body: () throws -> Void) -> String? {
    do { try body(); return nil } catch { return String(describing: error) }
}

let cases: [HostileCase] = [
    HostileCase(name: "keys in one .strings file", size: 1_000_000, unit: "keys", refused: false) { n in
        var text = ""
        text.reserveCapacity(n * 48)
        for i in 0..<n { text += "\"key.\(i)\" = \"Value number \(i) with %d items\";\n" }
        return outcome {
            let catalog = try StringsImporter.importFile(data: stringsFile(text), file: "en.lproj/Localizable.strings", locale: "en")
            let bundle = try Catalog(bytes: pack(catalog))
            guard bundle.keyCount == n else { throw CocoaError(.coderInvalidValue) }
        }
    },
    HostileCase(name: "one long message", size: 10 << 20, unit: "bytes", refused: false) { n in
        let text = String(repeating: "Zażółć gęślą jaźń — ", count: n / 28) + "%d"
        return outcome {
            let catalog = try StringsImporter.importFile(data: stringsFile("\"big\" = \"\(text)\";\n"),
                                                         file: "en.lproj/Localizable.strings", locale: "en")
            _ = try pack(catalog)
        }
    },
    HostileCase(name: "one long key", size: 1 << 20, unit: "bytes", refused: false) { n in
        let key = String(repeating: "k", count: n)
        return outcome {
            let catalog = try StringsImporter.importFile(data: stringsFile("\"\(key)\" = \"found\";\n"),
                                                         file: "en.lproj/Localizable.strings", locale: "en")
            let bundle = try Catalog(bytes: pack(catalog))
            guard bundle.key(key) != nil else { throw CocoaError(.coderInvalidValue) }
        }
    },
    // Too deep for a bundle: the one translation is left out with a warning
    // (Specs/lint.md, "Build policy") and the rest builds.
    HostileCase(name: "nested ICU braces (left out)", size: 100_000, unit: "levels", refused: false) { n in
        let text = String(repeating: "{a, select, x {", count: n) + "y" + String(repeating: "}}", count: n)
        let data = try! JSONSerialization.data(withJSONObject: ["k": text, "fine": "z"])
        return outcome { try packLeavingOut("k", ICUMessageImporter.importCatalog(documents: [(data, "en.json")])) }
    },
    HostileCase(name: "nested {{PLURAL}} (left out)", size: 100_000, unit: "levels", refused: false) { n in
        let text = String(repeating: "{{PLURAL:$1|", count: n) + "x" + String(repeating: "}}", count: n)
        let data = try! JSONSerialization.data(withJSONObject: ["k": text, "fine": "z"])
        return outcome { try packLeavingOut("k", TranslateWikiImporter.importCatalog(documents: [(data, "en.json")])) }
    },
    HostileCase(name: "nested JSON in a String Catalog", size: 100_000, unit: "levels", refused: true) { n in
        let nested = String(repeating: "[", count: n) + String(repeating: "]", count: n)
        let data = Data(#"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":\#(nested)}}}}"#.utf8)
        return outcome { _ = try pack(StringCatalogImporter.importCatalog(data: data, file: "Deep.xcstrings")) }
    },
]

func seconds(_ body: () -> String?) -> (Double, String?) {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = body()
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, result)
}

let quick = CommandLine.arguments.contains("--quick")
var failures: [String] = []
print("| input | size | outcome | time at size/4 | time at size | ratio |")
print("|---|---:|---|---:|---:|---:|")
for c in cases {
    let full = quick ? c.size / 4 : c.size
    _ = c.run(max(full / 64, 1))  // warm up
    let (small, _) = seconds { c.run(full / 4) }
    let (large, error) = seconds { c.run(full) }
    let ratio = large / max(small, 1e-6)
    let what = error.map { "refused: " + String($0.prefix(90)).replacingOccurrences(of: "|", with: "\\|") } ?? "built"
    print("| \(c.name) | \(full) \(c.unit) | \(what) | \(String(format: "%.3f", small)) s | \(String(format: "%.3f", large)) s | \(String(format: "%.1f", ratio))× |")
    if (error != nil) != c.refused { failures.append("\(c.name): expected \(c.refused ? "a refusal" : "a build"), got \(what)") }
    // Refusals that take under 20 ms are too quick to time meaningfully.
    if ratio > 8, large > 0.02 { failures.append("\(c.name): 4× the input took \(String(format: "%.1f", ratio))× the time (not linear)") }
}
if !failures.isEmpty {
    FileHandle.standardError.write(Data(("\nhostile sizes FAILED:\n" + failures.map { "  - " + $0 }.joined(separator: "\n") + "\n").utf8))
    exit(1)
}
print("\nhostile sizes: every input built or refused in linear time")
