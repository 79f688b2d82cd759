// swift-tools-version:6.1
import Foundation
import PackageDescription

// The root package is a path dependency; its identity is its folder's name,
// which depends on where the repository was cloned.
let rootIdentity = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "LocPackServerExample",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "LocPackServer",
            dependencies: [
                .product(name: "LocPack", package: rootIdentity),
                .product(name: "LocPackFleet", package: rootIdentity),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            path: "Sources/LocPackServer"
        ),
    ]
)
