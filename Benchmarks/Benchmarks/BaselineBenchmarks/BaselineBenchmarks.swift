import Baseline
import Benchmark
import CorpusSupport
import Foundation
import LocPack

/// LocPack against the XML-parsing baseline on a generated corpus
/// (Specs/benchmarks.md). Wall clock and mallocs; instructions are counted
/// by callgrind elsewhere (CPU counters are not readable on the CI VMs).
///
/// Every iteration of a `Render …` benchmark performs 1000 renders; every
/// iteration of an `Init …` benchmark performs one initialization, from
/// nothing to the first rendered string, measured between
/// `startMeasurement()` and `stopMeasurement()`: what the engine holds is
/// released after the measurement (gettext never releases a catalog, so
/// the three are measured alike). Times are reported in nanoseconds
/// per iteration; `Tools/benchmark-report.sh` divides by the operation count.
/// A pair's baseline benchmark fails in its setup unless both engines render
/// the same text.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        units: [.mallocCountTotal: .count],
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )
    let corpus = CorpusFixture.corpus
    let manifest = corpus.manifest
    let rendersPerIteration = 1_000

    // MARK: Initialization to the first rendered string

    let first = { CorpusFixture.shared.firstRequest }
    func locPackInit(_ name: String, bundle: @escaping @Sendable () -> String, allLocales: Bool) {
        Benchmark(name, closure: { benchmark in
            let (key, locale, _) = first()
            let path = bundle()
            let buffer = CorpusFixture.shared.buffer
            precondition(benchmark.scaledIterations.count == 1, "one initialization per measurement")
            benchmark.startMeasurement()
            let catalog = try! Catalog(contentsOf: path)
            if allLocales { try! catalog.validateAllLocales() }
            var sink = UTF8Sink(buffer)
            withArguments([.int(5)]) { args in
                blackHole(catalog.render(key, locale: catalog.locale(locale), arguments: args, into: &sink).status)
            }
            blackHole(sink.requiredCount)
            benchmark.stopMeasurement()
            withExtendedLifetime(catalog) {}
        }, setup: { _ = CorpusFixture.shared })
    }
    func baselineInit(_ name: String, cache: @escaping @Sendable () -> URL) {
        Benchmark(name, closure: { benchmark in
            let (key, _, txLocale) = first()
            let url = cache()
            let device = CorpusFixture.shared.device
            precondition(benchmark.scaledIterations.count == 1, "one initialization per measurement")
            benchmark.startMeasurement()
            let baseline = try! TransifexBaseline(contentsOf: url, device: device)
            blackHole(baseline.render(key, locale: txLocale, arguments: [5]))
            benchmark.stopMeasurement()
            withExtendedLifetime(baseline) {}
        }, setup: { _ = CorpusFixture.shared })
    }
    locPackInit("Init all locales · LocPack zstd", bundle: { CorpusFixture.shared.zstdPath }, allLocales: true)
    locPackInit("Init all locales · LocPack raw", bundle: { CorpusFixture.shared.rawPath }, allLocales: true)
    baselineInit("Init all locales · baseline", cache: { CorpusFixture.shared.corpus.transifexCache })
    locPackInit("Init one locale · LocPack zstd", bundle: { CorpusFixture.shared.zstdPath }, allLocales: false)
    locPackInit("Init one locale · LocPack raw", bundle: { CorpusFixture.shared.rawPath }, allLocales: false)
    baselineInit("Init one locale · baseline", cache: { CorpusFixture.shared.corpus.transifexOneLocaleCache })
    // The gettext peer: bind a new domain, first lookup (loads the .mo), snprintf.
    Benchmark("Init one locale · gettext",
              configuration: .init(warmupIterations: 0, maxIterations: GettextInitFixture.iterations),
              closure: { benchmark in
                  guard let fixture = GettextInitFixture.shared else { return }
                  precondition(benchmark.scaledIterations.count == 1, "one initialization per measurement")
                  benchmark.startMeasurement()
                  blackHole(fixture.initializeNextDomain())
                  benchmark.stopMeasurement()
              }, setup: { _ = GettextInitFixture.shared })

    // MARK: Renders

    for render in RenderCase.all(manifest) {
        let request = render.request
        let txLocale = manifest.transifexCode(of: render.locale)!
        // Resolved in setup, so an iteration does nothing but render.
        let locPack = Prepared<(Catalog, LocaleHandle, Device, UnsafeMutableBufferPointer<MessageArgument>)>()
        Benchmark("\(render.name) · LocPack", closure: { benchmark in
            let (catalog, locale, device, storage) = locPack.value!
            let args = UnsafeBufferPointer(storage)
            let buffer = CorpusFixture.shared.buffer
            for _ in benchmark.scaledIterations {
                for _ in 0..<rendersPerIteration {
                    var sink = UTF8Sink(buffer)
                    blackHole(catalog.render(render.key, locale: locale, device: device, arguments: args, into: &sink).status)
                    blackHole(sink.requiredCount)
                }
            }
        }, setup: {
            let catalog = CorpusFixture.catalog
            let arguments = request.messageArguments
            let storage = UnsafeMutableBufferPointer<MessageArgument>.allocate(capacity: max(arguments.count, 1))
            _ = storage.initialize(from: arguments)
            locPack.value = (catalog, catalog.locale(render.locale), request.locPackDevice,
                             UnsafeMutableBufferPointer(rebasing: storage[0..<arguments.count]))
        })
        let baseline = Prepared<(TransifexBaseline, [CVarArg])>()
        Benchmark("\(render.name) · baseline", closure: { benchmark in
            let (engine, arguments) = baseline.value!
            for _ in benchmark.scaledIterations {
                for _ in 0..<rendersPerIteration {
                    blackHole(engine.render(render.key, locale: txLocale, arguments: arguments))
                }
            }
        }, setup: {
            try checkSameText(render, txLocale: txLocale)
            baseline.value = (CorpusFixture.baseline, request.formatArguments)
        })
    }

    // MARK: Calibration against the SDK's own figures (../shared/BASELINE.md)

    // The SDK, compiled for Linux, takes about 38 µs to render a string with
    // two plural rules and 0.45 µs for a plain string. Its seed example
    // (SEMANTICS.md §4), in English, through this baseline:
    let seed = Prepared<TransifexBaseline>()
    Benchmark("Calibration · baseline, SDK seed example with two plural rules (en)", configuration: .init(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, units: [.mallocCountTotal: .count],
        scalingFactor: .one,
        maxDuration: .seconds(1), maxIterations: 1_000
    ), closure: { benchmark in
        let engine = seed.value!
        let arguments: [CVarArg] = [1, 10]
        for _ in benchmark.scaledIterations {
            for _ in 0..<rendersPerIteration {
                blackHole(engine.render("found", locale: "en", arguments: arguments))
            }
        }
    }, setup: {
        seed.value = try TransifexBaseline(data: Data(seedCache.utf8), device: "other")
        let text = seed.value!.render("found", locale: "en", arguments: [1, 10])
        guard text == "Found 1 user having 10 devices" else { throw CorpusError("seed example renders \"\(text)\"") }
    })

    // MARK: Harness checks

    Benchmark("Render control · empty loop") { benchmark in
        for i in benchmark.scaledIterations {
            for j in 0..<rendersPerIteration { blackHole(i &+ j) }
        }
    }
    Benchmark("Render witness · LocPack String allocates", closure: { benchmark in
        let catalog = CorpusFixture.catalog
        let key = manifest.samples["plural"]!.key
        let locale = catalog.locale(manifest.oneLocale)
        for _ in benchmark.scaledIterations {
            for _ in 0..<rendersPerIteration {
                blackHole(catalog.string(key, locale: locale, arguments: [.int(22)]))
            }
        }
    }, setup: { _ = CorpusFixture.catalog })
}

/// A value made in a benchmark's setup and read while measuring.
final class Prepared<Value>: @unchecked Sendable {
    var value: Value?
}

/// The seed example of SEMANTICS.md §4 as a pulled `txstrings.json`.
let seedCache = #"{"en":{"found":{"string":"<cds-root><cds-unit id=\"substitutions\">Found %1$#@arg1@ having %2$#@arg2@</cds-unit><cds-unit id=\"substitutions.arg1.plural.one\">%1$ld user</cds-unit><cds-unit id=\"substitutions.arg1.plural.other\">%1$ld users</cds-unit><cds-unit id=\"substitutions.arg2.plural.one\">%2$ld device</cds-unit><cds-unit id=\"substitutions.arg2.plural.other\">%2$ld devices</cds-unit></cds-root>"}}}"#

/// Runs `body` with `arguments` in stable storage (no array per render).
func withArguments<R>(_ arguments: [MessageArgument], _ body: (UnsafeBufferPointer<MessageArgument>) -> R) -> R {
    arguments.withUnsafeBufferPointer(body)
}

/// Fails the benchmark when LocPack and the baseline render different text.
/// Runs in the setup of each pair's baseline benchmark (LocPack's side
/// renders from a bundle opened just for this), so a LocPack benchmark's
/// process never holds the baseline's dictionaries.
func checkSameText(_ render: RenderCase, txLocale: String) throws {
    let f = CorpusFixture.shared
    let request = render.request
    let catalog = try Catalog(contentsOf: f.zstdPath)
    let locPack = catalog.string(render.key, locale: catalog.locale(render.locale), device: request.locPackDevice,
                                 arguments: request.messageArguments)
    guard render.device == "other" || render.device == f.device else {
        throw CorpusError("\(render.name): the baseline is resolved for \(f.device), not \(render.device)")
    }
    let expected = CorpusFixture.baseline.render(render.key, locale: txLocale, arguments: request.formatArguments)
    guard locPack == expected else {
        throw CorpusError("\(render.name): LocPack \"\(locPack)\" but baseline \"\(expected)\"")
    }
}
