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
                .product(name: "LocPack", package: rootIdentity),
                .product(name: "LocPackCompiler", package: rootIdentity),
            ]
        ),
        .executableTarget(name: "InstructionCounts", dependencies: ["BenchmarkSupport"]),
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
    ]
)
