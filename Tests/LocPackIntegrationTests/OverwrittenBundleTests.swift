import Foundation
@testable import LocPack
import LocPackCompiler
import Testing
import LocPackTestSupport

/// A bundle overwritten in place while a process renders from it
/// (`Specs/guarantees.md`, "A bundle overwritten in place"): whatever
/// writes the file, renders keep the text the bundle had when it was
/// opened, and the process lives. Without the guard each of these dies of
/// SIGBUS (truncation) or renders from bytes that changed under it.
@Suite("Bundles overwritten in place", .serialized)
struct OverwrittenBundleTests {
    /// How the file is overwritten.
    enum Overwrite: String, CaseIterable, CustomTestStringConvertible {
        /// Truncated to zero bytes, nothing written.
        case truncate
        /// Replaced by a shorter, valid bundle (what `cp new old` does).
        case shorter
        /// Replaced by random bytes of the same size.
        case garbage
        /// Replaced by the first half of a longer bundle (a write cut short).
        case partial

        var testDescription: String { rawValue }
    }

    static let oldTexts = ["en": "hello, this is the bundle as it was opened", "de": "hallo, so war das Bündel beim Öffnen",
                           "fr": "bonjour, voici le paquet tel qu’il était ouvert"]

    static func oldBundle(_ compression: BundleWriter.Compression) throws -> [UInt8] {
        try RuntimeTestBundles.bundle(RuntimeTestBundles.catalogJSON(greetings: oldTexts), compression: compression)
    }

    /// The bytes `overwrite` leaves in a file that held `old`.
    static func replacement(_ overwrite: Overwrite, old: [UInt8], _ compression: BundleWriter.Compression) throws -> [UInt8] {
        switch overwrite {
        case .truncate:
            return []
        case .shorter:
            let new = try RuntimeTestBundles.bundle(RuntimeTestBundles.catalogJSON(greetings: ["en": "new"]), compression: compression)
            #expect(new.count < old.count)
            return new
        case .garbage:
            var generator = SystemRandomNumberGenerator()
            return (0..<old.count).map { _ in UInt8.random(in: 0...255, using: &generator) }
        case .partial:
            let texts = oldTexts.mapValues { String(repeating: $0, count: 40) }
            let new = try RuntimeTestBundles.bundle(RuntimeTestBundles.catalogJSON(greetings: texts), compression: .none)
            return Array(new[0..<(new.count / 2)])
        }
    }

    /// Writes `bytes` over the file at `path` in place with `cp` (open with
    /// truncation, write, close), from another process as deploy tools do.
    /// Not from this process: ThreadSanitizer defers a signal that arrives
    /// while the thread it picked is inside an intercepted call, so a test
    /// thread blocked in its own `open` would wait out the kernel's lease
    /// break time (45 s) before the handler runs.
    static func overwriteInPlace(_ path: String, with bytes: [UInt8]) throws {
        try withScratchDirectory { scratch in
            let source = scratch.appendingPathComponent("replacement").path
            try Data(bytes).write(to: URL(fileURLWithPath: source))
            try copyInPlace(source, over: path)
        }
    }

    /// Runs `cp source path`: `cp` opens `path` with truncation and writes
    /// into the same inode, as an in-place deploy does.
    static func copyInPlace(_ source: String, over path: String) throws {
        let cp = Process()
        cp.executableURL = URL(fileURLWithPath: "/bin/cp")
        cp.arguments = [source, path]
        try cp.run()
        cp.waitUntilExit()
        #expect(cp.terminationStatus == 0)
    }

    /// Writes `bytes` to the file `name` in `directory`; returns its path.
    ///
    /// The descriptor is opened close-on-exec. A read lease cannot be had
    /// while any process holds the file open for writing, and `Data.write`
    /// opens without `O_CLOEXEC`: a child another test spawned while the
    /// write was open kept a writable copy for its whole run, and the guard
    /// rightly fell back to a private copy (a CI run failed so).
    static func file(_ bytes: [UInt8], in directory: URL, named name: String = "app.locpack") throws -> String {
        let path = directory.appendingPathComponent(name).path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        #expect(descriptor >= 0, "open \(path): errno \(errno)")
        defer { close(descriptor) }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        #expect(written == bytes.count)
        return path
    }

    /// Opens the bundle at `path`, retrying for a moment while the guard's
    /// lease cannot be had. Even close-on-exec, the descriptor `file` wrote
    /// with is copied into a child spawned by a test running beside this
    /// one, until that child's `exec`. The retries are bounded: a guard that
    /// never takes its lease still fails the test's expectations.
    static func openGuarded(_ path: String) throws -> Catalog {
        #if os(Linux)
        for _ in 0..<40 {
            let catalog = try Catalog(contentsOf: path)
            if catalog.storage.isGuardedMapping { return catalog }
            Thread.sleep(forTimeInterval: 0.025)
        }
        #endif
        return try Catalog(contentsOf: path)
    }

    /// Each way of overwriting, for raw and zstd bundles: the locale read
    /// before the write and the one first read after it both keep their old
    /// text; the guard (Linux) copied the mapping before the writer went on.
    @Test(arguments: Overwrite.allCases, [BundleWriter.Compression.none, .zstd])
    func rendersKeepTheOldText(_ overwrite: Overwrite, _ compression: BundleWriter.Compression) throws {
        let old = try Self.oldBundle(compression)
        try withScratchDirectory { directory in
            let path = try Self.file(old, in: directory)
            let catalog = try Self.openGuarded(path)
            #expect(catalog.string("greeting", locale: catalog.locale("en")) == Self.oldTexts["en"])
            try Self.overwriteInPlace(path, with: try Self.replacement(overwrite, old: old, compression))
            #expect(catalog.string("greeting", locale: catalog.locale("en")) == Self.oldTexts["en"])
            #expect(catalog.string("greeting", locale: catalog.locale("de")) == Self.oldTexts["de"])
            #expect(catalog.string("%lld files", locale: catalog.locale("de"), arguments: [.int(2)]) == "2 Dateien")
            #if os(Linux)
            #expect(catalog.storage.isGuardedMapping)
            #expect(catalog.storage.wasCopiedBeforeAWrite)
            #endif
        }
    }

    /// `cp` from another process over the bundle while threads render
    /// from it: every render gives the old text.
    @Test(arguments: [BundleWriter.Compression.none, .zstd])
    func concurrentRendersSurviveCp(_ compression: BundleWriter.Compression) throws {
        let old = try Self.oldBundle(compression)
        try withScratchDirectory { directory in
            let path = try Self.file(old, in: directory)
            let newPath = try Self.file(try Self.replacement(.shorter, old: old, compression), in: directory, named: "new.locpack")
            let catalog = try Self.openGuarded(path)
            let wrong = Locked()
            let stop = Locked()
            let threads = (0..<4).map { k in
                Thread {
                    let locale = catalog.locale(["en", "de", "fr", "de"][k])
                    let expected = Self.oldTexts[catalog.identifier(of: locale)]
                    while !stop.isSet {
                        if catalog.string("greeting", locale: locale) != expected { wrong.set() }
                    }
                    stop.done()
                }
            }
            threads.forEach { $0.start() }
            try Self.copyInPlace(newPath, over: path)
            Thread.sleep(forTimeInterval: 0.05)
            stop.set()
            stop.waitForDone(threads.count)
            #expect(!wrong.isSet)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count < old.count)
            #expect(catalog.string("greeting", locale: catalog.locale("fr")) == Self.oldTexts["fr"])
        }
    }

    /// Where no lease can be had (here: the file is open for writing when
    /// the bundle is opened), the bundle is read into private memory, and
    /// an overwrite cannot touch it either.
    @Test func withoutALeaseTheBundleIsACopy() throws {
        let old = try Self.oldBundle(.zstd)
        try withScratchDirectory { directory in
            let path = try Self.file(old, in: directory)
            let writer = open(path, O_WRONLY)
            #expect(writer >= 0)
            let catalog = try Catalog(contentsOf: path)
            close(writer)
            #expect(!catalog.storage.isGuardedMapping)
            try Self.overwriteInPlace(path, with: [])
            #expect(catalog.string("greeting", locale: catalog.locale("de")) == Self.oldTexts["de"])
        }
    }

    /// A `ReloadingCatalog` keeps serving through an in-place write cut
    /// short, and takes the new bundle once the file is complete.
    @Test func reloadingTakesTheCompleteFile() throws {
        let old = try Self.oldBundle(.zstd)
        try withScratchDirectory { directory in
            let path = try Self.file(old, in: directory)
            let live = try ReloadingCatalog(path: path)
            try Self.overwriteInPlace(path, with: try Self.replacement(.partial, old: old, .zstd))
            #expect(throws: CatalogError.self) { try live.reload() }
            #expect(live.current.string("greeting", locale: live.current.locale("de")) == Self.oldTexts["de"])
            let new = try RuntimeTestBundles.bundle(RuntimeTestBundles.catalogJSON(greetings: ["en": "new", "de": "neu"]))
            try Self.overwriteInPlace(path, with: new)
            try live.reload()
            #expect(live.current.string("greeting", locale: live.current.locale("de")) == "neu")
        }
    }
}

/// A flag and a countdown shared by the render threads.
private final class Locked: @unchecked Sendable {
    private let condition = NSCondition()
    private var flag = false
    private var finished = 0

    var isSet: Bool { condition.lock(); defer { condition.unlock() }; return flag }
    func set() { condition.lock(); flag = true; condition.unlock() }
    func done() { condition.lock(); finished += 1; condition.broadcast(); condition.unlock() }
    func waitForDone(_ count: Int) {
        condition.lock()
        while finished < count { condition.wait() }
        condition.unlock()
    }
}
