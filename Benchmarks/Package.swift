// swift-tools-version:6.1
import Foundation
import PackageDescription

// The root package is a path dependency; its identity is its folder's name,
// which depends on where the repository was cloned.
let rootIdentity = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "LocPackBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                "CICUPeer",
                "CGettextPeer",
                .product(name: "LocPack", package: rootIdentity),
                .product(name: "LocPackCompiler", package: rootIdentity),
                .product(name: "LocPackFleet", package: rootIdentity),
            ]
        ),
        .executableTarget(name: "InstructionCounts", dependencies: ["BenchmarkSupport"]),
        // The ICU4C peer: a pre-built MessageFormat through ICU's C API
        // (libicu-dev; Tools/ensure-icu.sh installs it).
        .target(
            name: "CICUPeer",
            // valgrind 3.19 (callgrind counts instructions) cannot read clang's DWARF 5.
            cSettings: [.unsafeFlags(["-gdwarf-4"])],
            linkerSettings: [
                .linkedLibrary("icui18n", .when(platforms: [.linux])),
                .linkedLibrary("icuuc", .when(platforms: [.linux])),
                .linkedLibrary("icudata", .when(platforms: [.linux])),
            ]
        ),
        // The gettext peer: glibc's dngettext + snprintf on .mo files from
        // msgfmt (Debian's gettext package; benchmark-smoke installs it).
        .target(name: "CGettextPeer", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        // Hostile input sizes: built or refused, in time linear in the size.
        .executableTarget(
            name: "HostileSizes",
            dependencies: [
                .product(name: "LocPack", package: rootIdentity),
                .product(name: "LocPackCompiler", package: rootIdentity),
            ]
        ),
        // The XML-parsing baseline (the Transifex Native SDK's way), rebuilt
        // from ../shared/BASELINE.md; Foundation on purpose.
        .target(
            name: "Baseline",
            dependencies: [
                .product(name: "LocPack", package: rootIdentity),
                .product(name: "LocPackCompiler", package: rootIdentity),
            ]
        ),
        // Reads the corpora of Tools/generate_corpus.py and packs their bundles.
        .target(
            name: "CorpusSupport",
            dependencies: [
                .product(name: "LocPack", package: rootIdentity),
                .product(name: "LocPackCompiler", package: rootIdentity),
            ]
        ),
        // Renders a corpus's requests through LocPack and the baseline; fails on any difference.
        .executableTarget(
            name: "CorpusCheck",
            dependencies: [
                "Baseline", "CorpusSupport", "CGettextPeer",
                .product(name: "LocPack", package: rootIdentity),
                .product(name: "LocPackCompiler", package: rootIdentity),
            ]
        ),
        .executableTarget(
            name: "LocPackBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                "BenchmarkSupport",
                .product(name: "LocPack", package: rootIdentity),
            ],
            path: "Benchmarks/LocPackBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        // LocPack against the baseline on a generated corpus (Specs/benchmarks.md).
        .executableTarget(
            name: "BaselineBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                "Baseline", "CorpusSupport", "CGettextPeer",
                .product(name: "LocPack", package: rootIdentity),
            ],
            path: "Benchmarks/BaselineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ]
)
