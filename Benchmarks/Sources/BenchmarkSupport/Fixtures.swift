import Foundation
import LocPack
import LocPackCompiler
import LocPackFleet

/// What the benchmarks render from: the example String Catalog packed into a
/// bundle file, opened both as a plain and as a reloading catalog, with keys,
/// locales, plural rules and symbols resolved once.
public final class Fixtures: @unchecked Sendable {
    /// The opened bundle.
    public let catalog: Catalog
    /// The same bundle file served through a live-reloading catalog.
    public let reloading: ReloadingCatalog
    /// The same bundle, signed, followed through a remote catalog (from a
    /// file origin beside it).
    public let remote: RemoteCatalog
    /// Reused output storage; renders write here.
    public let buffer: UnsafeMutableRawBufferPointer
    /// The gettext peer, where glibc and msgfmt are there.
    public let gettext: GettextPeer?
    /// `Examples/MessageFormat2` (MF2 files of en, pl and fr) built into a
    /// bundle beside the example bundle (`BUNDLE.mf2`).
    public let messageFormat2: Catalog
    /// `Examples/I18next` (i18next JSON of en and es) built into a bundle
    /// beside the example bundle (`BUNDLE.i18next`).
    public let i18next: Catalog

    /// The repository root (the Benchmarks package sits inside it).
    public static let repoRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Builds `Examples/Localizable.xcstrings` (zstd level 3) into bytes, as
    /// `locpack build` does (``BundleBuilder``: the build policy applies).
    public static func exampleBundle() -> [UInt8] {
        let source = repoRoot.appendingPathComponent("Examples/Localizable.xcstrings")
        let result = try! BundleBuilder.build(inputs: [source.path], packing: .init(compression: .zstd, level: 3))
        guard let bytes = result.bundle else { fatalError("the example catalog does not build: \(result.prepared.diagnostics)") }
        return bytes
    }

    /// Writes the example bundle to `path`, and the gettext peer's `.mo`
    /// files to `path.gettext` where msgfmt is there.
    public static func writeExampleBundle(to path: String) {
        try! Data(exampleBundle()).write(to: URL(fileURLWithPath: path))
        try! Data(messageFormat2Bundle()).write(to: URL(fileURLWithPath: path + ".mf2"))
        try! Data(i18nextBundle()).write(to: URL(fileURLWithPath: path + ".i18next"))
        GettextPeer.compile(into: path + ".gettext")
    }

    /// Builds `Examples/MessageFormat2` (MF2 files of en, pl and fr) into
    /// bytes, as `locpack build` does.
    public static func messageFormat2Bundle() -> [UInt8] {
        let source = repoRoot.appendingPathComponent("Examples/MessageFormat2")
        let result = try! BundleBuilder.build(inputs: [source.path], packing: .init(compression: .zstd, level: 3))
        guard let bytes = result.bundle else { fatalError("the MessageFormat 2 example does not build: \(result.prepared.diagnostics)") }
        return bytes
    }

    /// Builds `Examples/I18next` (i18next JSON of en and es) into bytes, as
    /// `locpack build` does.
    public static func i18nextBundle() -> [UInt8] {
        let source = repoRoot.appendingPathComponent("Examples/I18next")
        let result = try! BundleBuilder.build(inputs: [source.path], packing: .init(compression: .zstd, level: 3))
        guard let bytes = result.bundle else { fatalError("the i18next example does not build: \(result.prepared.diagnostics)") }
        return bytes
    }

    /// Writes the example bundle to a fresh temporary file and returns its
    /// path. The file (and its `.gettext` folder) is removed when the process
    /// exits: the benchmark harness runs a process per benchmark, which
    /// left one bundle behind in the temporary directory each time.
    public static func temporaryExampleBundle() -> String {
        let path = temporaryExampleBundlePath
        writeExampleBundle(to: path)
        atexit { Fixtures.removeExampleBundle(at: Fixtures.temporaryExampleBundlePath) }
        return path
    }

    /// Where ``temporaryExampleBundle()`` writes in this process.
    private static var temporaryExampleBundlePath: String {
        NSTemporaryDirectory() + "locpack-benchmark-\(getpid()).locpack"
    }

    /// Removes what ``writeExampleBundle(to:)`` wrote.
    public static func removeExampleBundle(at path: String) {
        try? FileManager.default.removeItem(atPath: path)
        try? FileManager.default.removeItem(atPath: path + ".mf2")
        try? FileManager.default.removeItem(atPath: path + ".i18next")
        try? FileManager.default.removeItem(atPath: path + ".gettext")
    }

    /// Opens the bundle at `bundlePath` twice (plain and reloading) and
    /// decodes every locale up front.
    public init(bundlePath: String) {
        catalog = try! Catalog(contentsOf: bundlePath)
        try! catalog.validateAll()
        reloading = try! ReloadingCatalog(path: bundlePath)
        remote = Self.remoteCatalog(following: bundlePath)
        buffer = .allocate(byteCount: 512, alignment: 16)
        // InstructionCounts prepares the .mo files beside the bundle (msgfmt
        // cannot be spawned under valgrind); elsewhere the peer compiles its own.
        let prepared = bundlePath + ".gettext"
        gettext = FileManager.default.fileExists(atPath: prepared) ? GettextPeer(directory: prepared) : GettextPeer()
        // Written beside the bundle (by `writeExampleBundle`), so a counted run does no compiling.
        messageFormat2 = try! Catalog(contentsOf: bundlePath + ".mf2")
        try! messageFormat2.validateAll()
        i18next = try! Catalog(contentsOf: bundlePath + ".i18next")
        try! i18next.validateAll()
    }

    /// A remote catalog following the bundle at `bundlePath`, signed by a new
    /// key, from a file origin: what a fleet member renders through. The
    /// origin file and the cache are this process's own (two counted runs
    /// share one bundle path) and are removed once it serves: the mapping
    /// stays.
    static func remoteCatalog(following bundlePath: String) -> RemoteCatalog {
        let key = try! BundleSigningKey.generate()
        let signed = try! BundleSigner.sign([UInt8](Data(contentsOf: URL(fileURLWithPath: bundlePath))), with: key)
        let origin = bundlePath + ".signed-\(getpid())", cache = bundlePath + ".remote-cache-\(getpid())"
        try! Data(signed).write(to: URL(fileURLWithPath: origin))
        defer {
            try? FileManager.default.removeItem(atPath: origin)
            try? FileManager.default.removeItem(atPath: cache)
        }
        let configuration = RemoteCatalog.Configuration(origin: FileBundleOrigin(path: origin),
                                                        trustedKeys: [key.publicKey], cacheDirectory: cache)
        return try! RemoteCatalog(configuration, events: nil)
    }

    /// The handle of a key the example catalog must have.
    public func key(_ text: String) -> KeyHandle {
        guard let handle = catalog.key(text) else { fatalError("the example catalog has no key '\(text)'") }
        return handle
    }

    /// Cardinal rules of `locale` as the packer compiles them, kept alive for the process.
    public static func rules(_ locale: String) -> PluralRules {
        let program = PluralRuleCatalog.program(forLocale: locale, ordinal: false)
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(program.count, 1), alignment: 8)
        program.withUnsafeBytes { storage.copyMemory(from: $0) }
        return PluralRules(unchecked: UnsafeRawBufferPointer(rebasing: storage[0..<program.count]))
    }
}
