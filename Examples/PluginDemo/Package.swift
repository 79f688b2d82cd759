// swift-tools-version:6.1
import PackageDescription

// A command-line tool whose translations (a String Catalog and an .lproj
// tree) are built into a bundle and typed accessors by LocPackPlugin on
// every `swift build`.
let package = Package(
    name: "PluginDemo",
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    dependencies: [
        // In your package: .package(url: "https://…/LocPack.git", from: "…")
        .package(name: "LocPack", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "PluginDemo",
            dependencies: [.product(name: "LocPack", package: "LocPack")],
            plugins: [.plugin(name: "LocPackPlugin", package: "LocPack")]
        ),
    ]
)
