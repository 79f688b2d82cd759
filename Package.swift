// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "LocPack",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "LocPack", targets: ["LocPack"]),
        .library(name: "LocPackCompiler", targets: ["LocPackCompiler"]),
        .executable(name: "locpack", targets: ["LocPackCLI"]),
        // Signed bundles for fleets: signing and verifying (libsodium).
        .library(name: "LocPackFleet", targets: ["LocPackFleet"]),
        // Builds a target's translations into a bundle and typed accessors on every `swift build`.
        .plugin(name: "LocPackPlugin", targets: ["LocPackPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation` (DocC); used by no target.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CZstd",
            pkgConfig: "libzstd",
            providers: [.apt(["libzstd-dev"]), .brew(["zstd"])]
        ),
        .systemLibrary(
            name: "CSodium",
            pkgConfig: "libsodium",
            providers: [.apt(["libsodium-dev"]), .brew(["libsodium"])]
        ),
        // Keeps a mapped bundle intact when its file is overwritten in place (Specs/guarantees.md).
        .target(name: "CBundleGuard"),
        .target(name: "LocPack", dependencies: ["CZstd", "CBundleGuard"]),
        .target(name: "LocPackCompiler", dependencies: ["LocPack", "CZstd"]),
        .target(name: "LocPackFleet", dependencies: ["LocPack", "CSodium"]),
        .executableTarget(
            name: "LocPackCLI",
            dependencies: [
                "LocPack", "LocPackCompiler", "LocPackFleet",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(name: "LocPackPlugin", capability: .buildTool(), dependencies: ["LocPackCLI"]),
        .testTarget(name: "LocPackTests", dependencies: ["LocPack", "LocPackTestSupport"]),
        // What the test targets share: packing a catalog and opening the bundle.
        .target(name: "LocPackTestSupport", dependencies: ["LocPack", "LocPackCompiler"], path: "Tests/LocPackTestSupport"),
        .testTarget(name: "LocPackCompilerTests", dependencies: ["LocPackCompiler", "LocPack", "LocPackTestSupport"],
                    exclude: ["Fixtures"]),
        // The runtime's behaviour on real bundles (reloading, negotiation, diagnostics,
        // corruption, conformance): bundles are packed with the compiler.
        .testTarget(name: "LocPackIntegrationTests", dependencies: ["LocPack", "LocPackCompiler", "LocPackTestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "LocPackCLITests", dependencies: ["LocPackCLI", "LocPackTestSupport"]),
        .testTarget(name: "LocPackFleetTests", dependencies: ["LocPackFleet", "LocPack", "LocPackCompiler", "LocPackTestSupport"]),
    ]
)
