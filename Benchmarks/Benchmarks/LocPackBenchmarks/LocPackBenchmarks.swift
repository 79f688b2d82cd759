import Benchmark
import LocPack
import LocPackCompiler

/// Render, plural selection and number formatting benchmarks. Every render
/// benchmark must report 0 mallocs; "Witness" must allocate, which proves the
/// malloc counter is live. `Tools/benchmark-smoke.sh` gates CI on these.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .instructions, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 200
    )
    let f = Fixtures.shared
    let en = f.catalog.locale("en"), pl = f.catalog.locale("pl")

    func renderBenchmark(_ name: String, key: String, locale: LocaleHandle, device: Device = .other,
                         arguments: [MessageArgument]) {
        let handle = f.key(key)
        let args = UnsafeMutableBufferPointer<MessageArgument>.allocate(capacity: max(arguments.count, 1))
        _ = args.initialize(from: arguments)
        let view = UnsafeBufferPointer(rebasing: args[0..<arguments.count])
        Benchmark(name) { benchmark in
            for _ in benchmark.scaledIterations {
                var sink = UTF8Sink(f.buffer)
                blackHole(f.catalog.render(handle, locale: locale, device: device, arguments: view, into: &sink))
                blackHole(sink.requiredCount)
            }
        }
    }

    renderBenchmark("Render plain", key: "greeting", locale: en, arguments: [])
    renderBenchmark("Render plural (en)", key: "%lld photos", locale: en, arguments: [.int(5)])
    renderBenchmark("Render plural (pl)", key: "%lld photos", locale: pl, arguments: [.int(22)])
    renderBenchmark("Render two substitutions", key: "Found %lld users having %lld devices", locale: en,
                    arguments: [.int(1), .int(10)])
    renderBenchmark("Render device plural", key: "This device contains %lld users with %lld folders", locale: en,
                    device: .mac, arguments: [.int(1), .int(5)])

    for locale in ["en", "pl", "ar", "ru"] {
        let rules = Fixtures.rules(locale)
        Benchmark("Plural select (\(locale))") { benchmark in
            var n: Int64 = 0
            for _ in benchmark.scaledIterations {
                blackHole(rules.select(PluralOperands(n)))
                n = n == 999 ? 0 : n + 1
            }
        }
    }

    let fr = NumberSymbolsCatalog.symbols(forLocale: "fr")
    Benchmark("Format %d localized (fr)") { benchmark in
        let spec = FormatSpec(conversion: UInt8(ascii: "d"))
        for _ in benchmark.scaledIterations {
            var sink = UTF8Sink(f.buffer)
            PrintfFormatter.formatSigned(1_234_567, spec: spec, symbols: fr, into: &sink)
            blackHole(sink.requiredCount)
        }
    }

    Benchmark("Witness: String render allocates") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(f.catalog.string("%lld photos", locale: en, arguments: [.int(5)]))
        }
    }
}
