import Baseline
import CorpusSupport
import Foundation
import LocPack

/// What the baseline benchmarks share: the corpus named by the environment
/// (`LOCPACK_CORPUS`, or `Benchmarks/.corpus/<LOCPACK_CORPUS_SIZE or small>`,
/// generated on first use), its two bundles, a baseline instance and the
/// render cases. Built on first use, in a benchmark's setup, never while
/// measuring; package-benchmark runs every benchmark in its own process.
final class CorpusFixture: @unchecked Sendable {
    /// The corpus (read when the benchmarks are registered: manifest only).
    static let corpus: Corpus = {
        do { return try Corpus.fromEnvironment() } catch { fatalError("cannot open the benchmark corpus: \(error)") }
    }()

    /// The fixture, built on first use.
    static let shared = CorpusFixture(corpus: corpus)

    let corpus: Corpus
    let zstdPath: String
    let rawPath: String
    /// The device the baseline resolves its `<cds-root>` values for: the
    /// device of the corpus's device→plural sample.
    let device: String
    /// Reused output storage for LocPack renders.
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 16)

    init(corpus: Corpus) {
        self.corpus = corpus
        do {
            zstdPath = try corpus.packBundle(.zstd).path
            rawPath = try corpus.packBundle(.none).path
        } catch {
            fatalError("cannot pack the benchmark corpus: \(error)")
        }
        device = corpus.manifest.samples["devicePlural"]?.device ?? "other"
    }

    /// The zstd bundle, opened and fully decoded (made on first use, so a
    /// baseline benchmark's process never holds it, and the other way round).
    static let catalog: Catalog = {
        do {
            let catalog = try Catalog(contentsOf: shared.zstdPath)
            try catalog.validateAllLocales()
            return catalog
        } catch {
            fatalError("cannot open the benchmark bundle: \(error)")
        }
    }()

    /// The baseline initialized from the whole `txstrings.json` (made on first use).
    nonisolated(unsafe) static let baseline: TransifexBaseline = {
        do {
            return try TransifexBaseline(contentsOf: shared.corpus.transifexCache, device: shared.device)
        } catch {
            fatalError("cannot initialize the baseline: \(error)")
        }
    }()

    /// The first render of the initialization benchmarks: the corpus's
    /// sample plural, in the one-locale locale, for 5.
    var firstRequest: (key: String, locale: String, txLocale: String) {
        let manifest = corpus.manifest
        return (manifest.samples["plural"]!.key, manifest.oneLocale, manifest.oneLocaleTx)
    }
}

/// One render measured through both engines.
struct RenderCase: @unchecked Sendable {
    /// The name shared by both benchmarks, e.g. `Render plural (pl)`.
    var name: String
    var key: String
    var locale: String
    var device: String
    var arguments: [CorpusArgument]

    /// The render cases of a corpus (from its sample keys).
    static func all(_ manifest: CorpusManifest) -> [RenderCase] {
        let locale = manifest.oneLocale
        func sample(_ kind: String) -> CorpusManifest.Sample {
            guard let sample = manifest.samples[kind] else { fatalError("the corpus has no \(kind) sample") }
            return sample
        }
        return [
            RenderCase(name: "Render plain (\(locale))", key: sample("plain").key, locale: locale, device: "other", arguments: []),
            RenderCase(name: "Render plain with argument (\(locale))", key: sample("plainWithArgument").key,
                       locale: locale, device: "other", arguments: [.string("Łukasz")]),
            RenderCase(name: "Render plural (\(manifest.sourceLocale))", key: sample("plural").key,
                       locale: manifest.sourceLocale, device: "other", arguments: [.int(5)]),
            RenderCase(name: "Render plural (\(locale))", key: sample("plural").key, locale: locale, device: "other",
                       arguments: [.int(22)]),
            RenderCase(name: "Render two-argument substitution (\(locale))", key: sample("substitution").key,
                       locale: locale, device: "other", arguments: [.int(3), .int(25)]),
            RenderCase(name: "Render device plural (\(locale))", key: sample("devicePlural").key, locale: locale,
                       device: sample("devicePlural").device ?? "other", arguments: [.int(22)]),
        ]
    }

    var request: CorpusRequest {
        CorpusRequest(key: key, locale: locale, txLocale: "", device: device, args: arguments, kind: "")
    }
}
