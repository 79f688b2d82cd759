import Benchmark
import BenchmarkSupport
import LocPack

/// Wall clock and mallocs of every workload (instructions too, on machines
/// whose CPU counters are readable; elsewhere `Tools/benchmark-smoke.sh`
/// counts them with callgrind). Render workloads must not allocate; the
/// witness must, which proves the malloc counter is live; the control loop
/// shows the harness's own allocations, which the smoke check subtracts.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .instructions, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 200
    )
    let fixtures = Fixtures(bundlePath: Fixtures.temporaryExampleBundle())
    for workload in Workload.all(fixtures) {
        Benchmark(workload.name) { benchmark in
            workload.run(benchmark.scaledIterations.count)
        }
    }

    Benchmark("Control: empty loop") { benchmark in
        for i in benchmark.scaledIterations { blackHole(i) }
    }

    let en = fixtures.catalog.locale("en")
    Benchmark("Witness: String render allocates") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(fixtures.catalog.string("Found %lld users having %lld devices", locale: en, arguments: [.int(1), .int(10)]))
        }
    }
}
