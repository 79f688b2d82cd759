import Foundation
import LocPack
import LocPackCompiler
import Synchronization
import Testing
import LocPackTestSupport

/// `ReloadingCatalog`: swaps on change, rejects bad bundles, keeps renders
/// in flight on the old bundle, and frees old bundles. Serialized: the tests
/// write files and time threads on a 2-core machine. Shared test state uses
/// `NSLock`, which ThreadSanitizer understands (it cannot see
/// `Synchronization.Mutex` on Linux).
@Suite(.serialized) struct ReloadingCatalogTests {
    /// Bundle bytes whose `greeting` is `Hello <version>` / `Hallo <version>`.
    static func version(_ name: String) throws -> [UInt8] {
        try RuntimeTestBundles.bundle(RuntimeTestBundles.catalogJSON(
            greetings: ["en": "Hello \(name)", "de": "Hallo \(name)", "fr": "Bonjour \(name)"], suffix: " (\(name))"))
    }

    /// The bundle file `app.locpack` in a test's scratch directory, and the
    /// diagnostics of the catalogs opened from it.
    struct Fixture {
        let path: String
        let recorder = DiagnosticsRecorder()

        init(in directory: URL) {
            path = directory.appendingPathComponent("app.locpack").path
        }

        func write(_ bytes: [UInt8]) throws { try AtomicFileWriter.write(bytes, to: path) }

        func open() throws -> ReloadingCatalog {
            try ReloadingCatalog(path: path, diagnostics: recorder.handler)
        }
    }

    @Test func goodBundle() throws {
        try withScratchDirectory { directory in
            let fixture = Fixture(in: directory)
            try fixture.write(Self.version("v1"))
            let live = try fixture.open()
            #expect(live.generation == 1)
            #expect(live.string("greeting", locale: "de") == "Hallo v1")
            #expect(live.checkForChanges() == false)

            try fixture.write(Self.version("v2"))
            #expect(live.checkForChanges() == true)
            #expect(live.generation == 2)
            #expect(live.string("greeting", locale: "de_AT") == "Hallo v2")
            #expect(live.string("greeting", acceptLanguage: "fr-CH, de;q=0.5") == ("Bonjour v2", "fr"))
            #expect(live.checkForChanges() == false)
            #expect(fixture.recorder.kinds == ["reloaded"])
            #expect(fixture.recorder.events[0].generation == 2)

            // An explicit reload of the same file swaps too.
            try live.reload()
            #expect(live.generation == 3)
            #expect(live.string("greeting", locale: "en") == "Hello v2")

            // Render into caller storage through the reloading catalog.
            var storage = [UInt8](repeating: 0, count: 64)
            let status = storage.withUnsafeMutableBytes { raw in
                var sink = UTF8Sink(raw)
                let status = withArguments(2) { live.render("%lld files", locale: "de", arguments: $0, into: &sink) }
                #expect(String(decoding: raw[0..<sink.writtenCount], as: UTF8.self) == "2 Dateien (v2)")
                return status
            }
            #expect(status.isClean)
        }
    }

    @Test func aCatalogTheCallerCheckedIsServedAndSwappedIn() throws {
        try withScratchDirectory { directory in
            let fixture = Fixture(in: directory)
            try fixture.write(Self.version("v1"))
            let first = try Catalog(contentsOf: fixture.path)
            let live = ReloadingCatalog(path: fixture.path, serving: first, diagnostics: fixture.recorder.handler)
            #expect(live.generation == 1)
            #expect(live.string("greeting", locale: "de") == "Hallo v1")
            // The file it was opened from counts as loaded.
            #expect(live.checkForChanges() == false)
            // The bytes checked are the bytes served: the file's, whole.
            #expect(first.withUnsafeBundleBytes { Array($0) } == (try Self.version("v1")))

            try fixture.write(Self.version("v2"))
            let second = try Catalog(contentsOf: fixture.path)
            #expect(live.replace(with: second) == 2)
            #expect(live.string("greeting", locale: "de") == "Hallo v2")
            #expect(live.checkForChanges() == false, "the file it replaced with counts as loaded")
            #expect(fixture.recorder.events.contains { $0.kind == .reloaded && $0.generation == 2 })
            #expect(first.string("greeting", locale: first.locale("de")) == "Hallo v1", "a held catalog stays valid")
        }
    }

    @Test func badBundleKeepsServing() throws {
        try withScratchDirectory { directory in
            let fixture = Fixture(in: directory)
            let good = try Self.version("v1")
            try fixture.write(good)
            let live = try fixture.open()

            // Not a bundle.
            try fixture.write(Array("not a bundle at all, just some text that is long enough".utf8) + [UInt8](repeating: 0, count: 200))
            #expect(live.checkForChanges() == false)
            #expect(live.string("greeting", locale: "de") == "Hallo v1")
            #expect(fixture.recorder.kinds == ["reloadFailed"])
            #expect(fixture.recorder.events[0].error?.kind == .notABundle)
            // The same rejected file is not tried (or reported) again…
            #expect(live.checkForChanges() == false)
            #expect(fixture.recorder.kinds == ["reloadFailed"])
            // …but an explicit reload tries and throws.
            #expect(throws: CatalogError.self) { try live.reload() }
            #expect(fixture.recorder.kinds == ["reloadFailed", "reloadFailed"])
            fixture.recorder.clear()

            // Truncated.
            try fixture.write(Array(good.prefix(good.count / 2)))
            #expect(live.checkForChanges() == false)
            #expect(fixture.recorder.events.map(\.error?.kind) == [.corrupt])
            fixture.recorder.clear()

            // A corrupt locale section (caught by validating every locale before the swap).
            let raw = try RuntimeTestBundles.bundle(RuntimeTestBundles.catalogJSON(greetings: ["en": "Hello v3", "de": "Hallo v3"]),
                                                    compression: .none)
            var corrupt: [UInt8]? = nil
            for offset in stride(from: raw.count - 1, to: raw.count / 2, by: -1) {
                var copy = raw
                copy[offset] ^= 0x5A
                if (try? Catalog(bytes: copy)) != nil, (try? Catalog(bytes: copy).validateAllLocales()) == nil { corrupt = copy; break }
            }
            try fixture.write(try #require(corrupt))
            #expect(live.checkForChanges() == false)
            #expect(fixture.recorder.kinds == ["reloadFailed"])
            #expect(live.string("greeting", locale: "de") == "Hallo v1")
            fixture.recorder.clear()

            // The file disappears: reported once, still serving.
            try FileManager.default.removeItem(atPath: fixture.path)
            #expect(live.checkForChanges() == false)
            #expect(live.checkForChanges() == false)
            #expect(fixture.recorder.events.map(\.error?.kind) == [.io])
            #expect(live.string("greeting", locale: "de") == "Hallo v1")

            // A good file again.
            try fixture.write(Self.version("v4"))
            #expect(live.checkForChanges() == true)
            #expect(live.string("greeting", locale: "de") == "Hallo v4")
            #expect(live.generation == 2)
        }
    }

    @Test func firstOpenFails() throws {
        try withScratchDirectory { directory in
            let fixture = Fixture(in: directory)
            #expect(throws: CatalogError.self) { try fixture.open() }
            try fixture.write([1, 2, 3])
            #expect(throws: CatalogError.self) { try fixture.open() }
        }
    }

    /// A render in flight keeps its bundle mapped across a reload; nested
    /// calls see the new bundle; the old bundle is freed afterwards.
    @Test func rendersInFlightAndReclamation() throws {
        try withScratchDirectory { directory in
            let fixture = Fixture(in: directory)
            try fixture.write(Self.version("v1"))
            let live = try fixture.open()
            weak var first: Catalog?
            try live.withCatalog { outer in
                first = outer
                try fixture.write(Self.version("v2"))
                try live.reload()
                // The nested call sees the new bundle without disturbing the outer one.
                #expect(live.withCatalog { $0.string("greeting", locale: $0.locale("de")) } == "Hallo v2")
                #expect(live.current !== outer)
                // Replace the file again so the old mapping's file is long gone.
                try fixture.write(Self.version("v3"))
                try live.reload()
                #expect(outer.string("greeting", locale: outer.locale("de")) == "Hallo v1")
            }
            #expect(first != nil, "this thread's cache still holds the catalog it last used")
            #expect(live.string("greeting", locale: "de") == "Hallo v3")
            #expect(first == nil, "the next render on this thread released the old catalog")
        }
    }

    /// Deinitializing a reloading catalog releases the catalogs cached by threads.
    @Test func deinitReleasesCaches() throws {
        try withScratchDirectory { directory in
            let fixture = Fixture(in: directory)
            try fixture.write(Self.version("v1"))
            weak var catalog: Catalog?
            weak var weakLive: ReloadingCatalog?
            let release = DispatchSemaphore(value: 0)
            do {
                let live = try fixture.open()
                weakLive = live
                #expect(live.string("greeting", locale: "en") == "Hello v1")
                // Another thread renders and stays alive, its cache holding the catalog.
                let rendered = DispatchSemaphore(value: 0)
                let handOver = HandOver(live)
                let thread = Thread {
                    do {
                        let borrowed = handOver.take()
                        _ = borrowed?.string("greeting", locale: "de")
                    }
                    rendered.signal()
                    release.wait()
                }
                thread.start()
                rendered.wait()
                catalog = live.current
            }
            #expect(weakLive == nil)
            #expect(catalog == nil)
            release.signal()
        }
    }

    @Test func watcherPicksUpChanges() throws {
        try withScratchDirectory { directory in
            let fixture = Fixture(in: directory)
            try fixture.write(Self.version("v1"))
            let live = try fixture.open()
            live.startWatching(interval: .milliseconds(10))
            defer { live.stopWatching() }
            try fixture.write(Self.version("v2"))
            var text = ""
            for _ in 0..<500 {
                text = live.string("greeting", locale: "de")
                if text == "Hallo v2" { break }
                usleep(10_000)
            }
            #expect(text == "Hallo v2")
            // The watcher reports the swap after making it, so a render can
            // see the new text a moment before the report arrives.
            for _ in 0..<500 where fixture.recorder.kinds.isEmpty { usleep(10_000) }
            #expect(fixture.recorder.kinds == ["reloaded"])
            live.stopWatching()
            try fixture.write(Self.version("v3"))
            usleep(100_000)
            #expect(live.string("greeting", locale: "de") == "Hallo v2", "a stopped watcher reloads nothing")
        }
    }

    /// Several threads render in a loop while another rebuilds the bundle
    /// and reloads it again and again: every text is one of the two
    /// versions' texts, and both versions are seen. Run under TSan too.
    @Test func bundleReplacedDuringConcurrentRenders() throws {
        try withScratchDirectory { directory in
            let fixture = Fixture(in: directory)
            let versions = [try Self.version("A"), try Self.version("B")]
            try fixture.write(versions[0])
            let live = try fixture.open()
            let allowed: Set<String> = ["Hallo A|3 Dateien (A)|Bonjour A", "Hallo B|3 Dateien (B)|Bonjour B"]
            let stop = StopFlag()
            let readers = 4
            let results = ReaderResults()
            var threads: [Thread] = []
            for index in 0..<readers {
                let thread = Thread {
                    var renders = 0
                    var seen = Set<String>()
                    var bad: [String] = []
                    var storage = [UInt8](repeating: 0, count: 128)
                    while !stop.value.load(ordering: .relaxed) || renders < 100 {
                        let text: String = live.withCatalog { catalog in
                            let locale = catalog.negotiateLocale(acceptLanguage: index % 2 == 0 ? "de-CH, fr;q=0.5" : "de")
                            let greeting = catalog.string("greeting", locale: locale)
                            let files: String = storage.withUnsafeMutableBytes { raw in
                                var sink = UTF8Sink(raw)
                                let key = catalog.key("%lld files")!
                                _ = withArguments(3) { catalog.render(key, locale: locale, arguments: $0, into: &sink) }
                                return String(decoding: raw[0..<sink.writtenCount], as: UTF8.self)
                            }
                            let french = catalog.string("greeting", locale: catalog.locale("fr"))
                            return "\(greeting)|\(files)|\(french)"
                        }
                        if allowed.contains(text) { seen.insert(text) } else if bad.count < 5 { bad.append(text) }
                        renders += 1
                    }
                    results.append((renders, seen, bad))
                }
                thread.start()
                threads.append(thread)
            }
            for round in 1...40 {
                try fixture.write(versions[round % 2])
                try live.reload()
            }
            stop.value.store(true, ordering: .relaxed)
            while results.all.count < readers { usleep(1000) }
            let all = results.all
            #expect(all.allSatisfy { $0.bad.isEmpty }, "\(all.flatMap(\.bad))")
            #expect(all.reduce(0) { $0 + $1.renders } >= readers * 100)
            #expect(all.reduce(into: Set<String>()) { $0.formUnion($1.seen) } == allowed)
            #expect(live.generation == 41)
        }
    }
}


/// A flag shared with reader threads.
private final class StopFlag: Sendable {
    let value = Atomic(false)
}

/// What each reader thread saw: renders, distinct allowed texts, bad texts.
private final class ReaderResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [(renders: Int, seen: Set<String>, bad: [String])] = []
    func append(_ result: (renders: Int, seen: Set<String>, bad: [String])) { lock.withLock { results.append(result) } }
    var all: [(renders: Int, seen: Set<String>, bad: [String])] { lock.withLock { results } }
}

/// Gives a reloading catalog to another thread, which takes it (so the
/// thread's closure does not keep it alive).
private final class HandOver: @unchecked Sendable {
    private let lock = NSLock()
    private var value: ReloadingCatalog?
    init(_ value: ReloadingCatalog) { self.value = value }
    func take() -> ReloadingCatalog? { lock.withLock { defer { value = nil }; return value } }
}
