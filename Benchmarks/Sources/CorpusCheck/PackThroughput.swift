import CorpusSupport
import Foundation
import LocPack
import LocPackCompiler

/// How fast the build step turns a corpus into a bundle: import, then pack
/// (zstd level 19 with a trained dictionary, and raw), timed separately, in
/// messages (key × locale translations) per second.
enum PackThroughput {
    static func measure(_ corpus: Corpus, stringCatalog: Bool) throws {
        var sources: [(String, () throws -> MessageCatalog)] = [
            ("txstrings.json", { try TransifexImporter.importCatalog(at: corpus.transifexCache) }),
        ]
        if stringCatalog {
            sources.append(("Localizable.xcstrings", { try StringCatalogImporter.importCatalog(at: corpus.stringCatalog) }))
        }
        for (name, load) in sources {
            var start = DispatchTime.now().uptimeNanoseconds
            let catalog = try load()
            let imported = seconds(since: start)
            let messages = catalog.entries.reduce(0) { $0 + $1.localizations.count }
            print(String(format: "pack throughput, %@: %d messages imported in %.2f s (%.0f messages/s)",
                         name, messages, imported, Double(messages) / imported))
            for compression in [BundleWriter.Compression.zstd, .none] {
                start = DispatchTime.now().uptimeNanoseconds
                let bytes = try BundleWriter.pack(catalog, options: .init(compression: compression))
                let packed = seconds(since: start)
                print(String(format: "pack throughput, %@ → %@ bundle: %d messages packed in %.2f s (%.0f messages/s), %d bytes; import + pack %.0f messages/s",
                             name, compression.rawValue, messages, packed, Double(messages) / packed, bytes.count,
                             Double(messages) / (imported + packed)))
            }
        }
    }

    static func seconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
