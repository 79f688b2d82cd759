import Foundation
import LocPack
import LocPackCompiler

/// What the benchmarks render from: the example String Catalog packed into
/// a bundle in memory, with its keys and locales resolved once.
struct Fixtures: @unchecked Sendable {
    let catalog: Catalog
    let buffer: UnsafeMutableRawBufferPointer

    static let repoRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let shared: Fixtures = {
        let source = repoRoot.appendingPathComponent("Examples/Localizable.xcstrings")
        let messages = try! StringCatalogImporter.importCatalog(at: source)
        let bytes = try! BundleWriter.pack(messages, options: .init(compression: .zstd, level: 3))
        let catalog = try! Catalog(bytes: bytes)
        try! catalog.validateAllLocales()
        return Fixtures(catalog: catalog, buffer: .allocate(byteCount: 512, alignment: 16))
    }()

    func key(_ text: String) -> KeyHandle {
        guard let handle = catalog.key(text) else { fatalError("the example catalog has no key '\(text)'") }
        return handle
    }

    /// Rules compiled by the packer, kept alive for the process.
    static func rules(_ locale: String, ordinal: Bool = false) -> PluralRules {
        let program = PluralRuleCatalog.program(forLocale: locale, ordinal: ordinal)
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(program.count, 1), alignment: 8)
        storage.copyMemory(from: UnsafeRawBufferPointer(start: program, count: program.count))
        return PluralRules(unchecked: UnsafeRawBufferPointer(rebasing: storage[0..<program.count]))
    }
}
