import Foundation
import LocPack
import LocPackFleet
import LocPackTestSupport
import Testing

/// An origin in memory: what it serves can be changed, or made to fail; it
/// answers "not modified" to the entity tag of what it serves.
final class FakeOrigin: BundleOrigin, @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8]?
    private var version = 0
    private var requestCount = 0
    private var asked: [OriginValidators] = []
    private var downloadCount = 0
    var requests: Int { lock.withLock { requestCount } }
    /// The validators of each request, in order.
    var askedWith: [OriginValidators] { lock.withLock { asked } }
    /// The requests answered with the whole bundle.
    var downloads: Int { lock.withLock { downloadCount } }

    var description: String { "fake://origin" }

    /// Serves `bytes` from now on (nil: fails as an unreachable origin).
    func publish(_ bytes: [UInt8]?) {
        lock.withLock {
            self.bytes = bytes
            version += 1
        }
    }

    func fetch(unlessMatching validators: OriginValidators, into download: BundleDownload) throws(BundleOriginError) -> OriginAnswer {
        let (bytes, tag) = lock.withLock { () -> ([UInt8]?, String) in
            requestCount += 1
            asked.append(validators)
            return (self.bytes, "\"v\(version)\"")
        }
        guard let bytes else { throw BundleOriginError("fake://origin: connection refused") }
        if validators.entityTag == tag { return .notModified }
        lock.withLock { downloadCount += 1 }
        // In two parts, as a network delivers them.
        let half = bytes.count / 2
        for part in [bytes[..<half], bytes[half...]] {
            try part.withUnsafeBytes { raw in Result { () throws(BundleOriginError) in try download.write(raw) } }.get()
        }
        return .downloaded(OriginValidators(entityTag: tag))
    }
}

/// ``RemoteCatalog``: serves only trusted, newer, whole bundles; starts from
/// its cache; reports and keeps the served bundle on every refusal.
@Suite struct RemoteCatalogTests {
    let key: BundleSigningKey
    let cache: String

    init() throws {
        key = try BundleSigningKey.generate()
        cache = FileManager.default.temporaryDirectory.appendingPathComponent("locpack-remote-\(UUID().uuidString)").path
    }

    /// A bundle whose English greeting is `text`, signed by `signer` (default: the trusted key) at `time` ms.
    func bundle(_ text: String, signedAt time: UInt64, by signer: BundleSigningKey? = nil) throws -> [UInt8] {
        let bytes = try RuntimeTestBundles.bundle(RuntimeTestBundles.catalogJSON(greetings: ["en": text, "de": text + " (de)"]))
        return try BundleSigner.sign(bytes, with: signer ?? key, at: time)
    }

    /// What a cache folder holds after good bundles came in: the bundle,
    /// its origin's validators, and the lock its writers share.
    static let cacheFiles = [".current.locpack.lock", "current.locpack", "current.locpack.validators"]

    func greeting(_ remote: RemoteCatalog) -> String {
        remote.withCatalog { $0.string("greeting", locale: $0.locale("en")) }
    }

    func makeConfiguration(_ origin: any BundleOrigin) -> RemoteCatalog.Configuration {
        RemoteCatalog.Configuration(origin: origin, trustedKeys: [key.publicKey], cacheDirectory: cache)
    }

    /// Collects events.
    final class Events: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [RemoteCatalogEvent] = []
        var handler: RemoteCatalogEventHandler { { event in self.lock.withLock { self.seen.append(event) } } }
        var kinds: [RemoteCatalogEvent.Kind] { lock.withLock { seen.map(\.kind) } }
    }

    @Test func startsFromTheOriginThenFromTheCacheWhenTheOriginIsDown() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let origin = FakeOrigin()
        origin.publish(try bundle("Hello", signedAt: 1_000))
        let events = Events()
        let first = try RemoteCatalog(makeConfiguration(origin), events: events.handler)
        #expect(greeting(first) == "Hello")
        #expect(first.status.source == .origin)
        #expect(first.status.signer == key.publicKey)
        #expect(events.kinds == [.updated])

        origin.publish(nil)
        let restarted = try RemoteCatalog(makeConfiguration(origin), events: nil)
        #expect(greeting(restarted) == "Hello")
        #expect(restarted.status.source == .cache)
        #expect(restarted.status.signedAt == Date(timeIntervalSince1970: 1))
        #expect(restarted.poll().kind == .fetchFailed)
        #expect(greeting(restarted) == "Hello")
        #expect(restarted.status.consecutiveFailures == 1)
        #expect(restarted.status.lastError?.contains("connection refused") == true)
    }

    @Test func aNewerSignedBundleIsSwappedInAndCached() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let origin = FakeOrigin()
        origin.publish(try bundle("Hello", signedAt: 1_000))
        let remote = try RemoteCatalog(makeConfiguration(origin), events: nil)
        let held = remote.current
        #expect(remote.poll().kind == .unchanged)
        origin.publish(try bundle("Hello again", signedAt: 2_000))
        let event = remote.poll()
        #expect(event.kind == .updated, "\(event)")
        #expect(greeting(remote) == "Hello again")
        #expect(remote.generation == 2)
        // A catalog held across the swap still renders the old bundle.
        #expect(held.string("greeting", locale: held.locale("en")) == "Hello")
        // The same bytes again (a restart, a cache-busting origin) change nothing.
        origin.publish(remote.current.withUnsafeBundleBytes { Array($0) })
        #expect(remote.poll().kind == .unchanged)
        #expect(remote.generation == 2)
        // The cache holds the new bundle: a restart serves it.
        origin.publish(nil)
        #expect(greeting(try RemoteCatalog(makeConfiguration(origin), events: nil)) == "Hello again")
    }

    /// Where the first section of `kind` starts in `bundle`, read from its
    /// section table (`Specs/bundle-format.md`, "Section table").
    static func firstByte(ofSectionKind kind: UInt32, in bundle: [UInt8]) throws -> Int {
        func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bundle[at + $1]) << (8 * $1) } }
        let count = u32(BundleFormat.Header.sectionCount), table = u32(BundleFormat.Header.sectionTableOffset)
        let entry = try #require((0..<count).map { table + $0 * BundleFormat.sectionEntrySize }
            .first { u32($0 + BundleFormat.SectionEntryField.kind) == Int(kind) })
        return u32(entry + BundleFormat.SectionEntryField.offset)
    }

    @Test func everyUntrustworthyBundleIsRefusedAndReported() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let origin = FakeOrigin()
        let good = try bundle("Hello", signedAt: 5_000)
        origin.publish(good)
        let events = Events()
        var configuration = makeConfiguration(origin)
        configuration.maximumBundleSize = good.count + 10_000
        let remote = try RemoteCatalog(configuration, events: events.handler)
        let stranger = try BundleSigningKey.generate()
        let newer = try bundle("Changed", signedAt: 9_000)
        var flipped = newer
        flipped[flipped.count / 2] ^= 0x20
        // The first byte of the strings section, which opening verifies (the CLDR version).
        var flippedAtOpen = newer
        flippedAtOpen[try Self.firstByte(ofSectionKind: BundleFormat.SectionKind.strings.rawValue, in: newer)] ^= 0x20
        let unsigned = try RuntimeTestBundles.bundle(RuntimeTestBundles.catalogJSON(greetings: ["en": "Unsigned"]))
        let big = try BundleSigner.sign(RuntimeTestBundles.bundle(RuntimeTestBundles.catalogJSON(
            greetings: ["en": String(repeating: "x", count: 40_000)]), compression: .none), with: key, at: 9_000)
        let cases: [(String, [UInt8], String)] = [
            ("unsigned", unsigned, "not signed"),
            ("untrusted", try bundle("Stranger", signedAt: 9_000, by: stranger), "not trusted"),
            ("tampered", flipped, "changed after it was signed"),
            ("tampered where opening reads", flippedAtOpen, "changed after it was signed"),
            ("truncated", Array(newer.prefix(newer.count - 7)), "truncated"),
            ("garbage", Array("<html><head><title>502 Bad Gateway</title></head><body>Bad Gateway</body></html>".utf8),
             "the runtime refuses it: not a LocPack bundle"),
            ("short", Array("Bad Gateway".utf8), "the runtime refuses it: 11 bytes is too short"),
            ("older", try bundle("Old", signedAt: 4_000), "replay or a downgrade"),
            ("same time", try bundle("Same time", signedAt: 5_000), "replay or a downgrade"),
            ("future", try bundle("Future", signedAt: UInt64(Date().timeIntervalSince1970 * 1000) + 2 * 86_400_000),
             "more than a day ahead of this clock"),
        ]
        for (name, bytes, reason) in cases {
            origin.publish(bytes)
            let event = remote.poll()
            #expect(event.kind == .refused, "\(name): \(event)")
            #expect(event.message.contains(reason), "\(name): \(event.message)")
            #expect(greeting(remote) == "Hello", "\(name)")
            #expect(remote.status.consecutiveFailures == 1)
            #expect(remote.status.lastError == event.message)
            // The same refused file is not fetched again: "not modified", a
            // good answer (no backoff); the last error stays for health checks.
            #expect(remote.poll().kind == .unchanged)
            #expect(remote.status.consecutiveFailures == 0)
            #expect(remote.status.lastError == event.message)
        }
        origin.publish(big)
        let oversized = remote.poll()
        #expect(oversized.kind == .fetchFailed && oversized.message.contains("grew past the limit"), "\(oversized)")
        #expect(remote.generation == 1)
        #expect(events.kinds == [.updated] + Array(repeating: .refused, count: cases.count) + [.fetchFailed])
        // No refused bytes were left in the cache folder, and the cached bundle is the good one.
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).sorted() == Self.cacheFiles)
        #expect(FileManager.default.contents(atPath: cache + "/current.locpack").map { [UInt8]($0) } == good)
        origin.publish(newer)
        #expect(remote.poll().kind == .updated)
        #expect(greeting(remote) == "Changed")
        #expect(remote.status.consecutiveFailures == 0)
    }

    @Test func aCacheThatCannotBeWrittenIsNoRefusalOfTheBundle() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let origin = FakeOrigin()
        origin.publish(try bundle("Hello", signedAt: 1_000))
        let remote = try RemoteCatalog(makeConfiguration(origin), events: nil)
        // The cache folder gone, a file in its place (even root cannot write into that).
        try FileManager.default.removeItem(atPath: cache)
        #expect(FileManager.default.createFile(atPath: cache, contents: Data("not a folder".utf8)))
        origin.publish(try bundle("Hello again", signedAt: 2_000))
        let failed = remote.poll()
        #expect(failed.kind == .fetchFailed && failed.message.contains("the cache cannot take"), "\(failed)")
        #expect(greeting(remote) == "Hello")
        // Once the cache can be written, the same bundle is fetched again and served.
        try FileManager.default.removeItem(atPath: cache)
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        #expect(remote.poll().kind == .updated)
        #expect(greeting(remote) == "Hello again")
    }

    @Test func startingFromTheCacheThePollingThreadAsksTheOriginAtOnce() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let origin = FakeOrigin()
        origin.publish(try bundle("Hello", signedAt: 1_000))
        _ = try RemoteCatalog(makeConfiguration(origin), events: nil)
        origin.publish(try bundle("Newer", signedAt: 2_000))
        var configuration = makeConfiguration(origin)
        configuration.pollInterval = .seconds(3_600)
        let restarted = try RemoteCatalog(configuration, events: nil)
        #expect(restarted.status.source == .cache)
        #expect(greeting(restarted) == "Hello")
        restarted.startPolling()
        let deadline = Date().addingTimeInterval(30)
        while greeting(restarted) != "Newer", Date() < deadline { usleep(10_000) }
        restarted.stopPolling()
        #expect(greeting(restarted) == "Newer", "a cached bundle may be stale: the first poll is not an hour away")
    }

    @Test func downloadsLeftByAProcessThatDiedAreRemovedAtStart() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/sh")
        ended.arguments = ["-c", "exit 0"]
        try ended.run()
        ended.waitUntilExit()
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        let abandoned = cache + "/.current.locpack.incoming-\(ended.processIdentifier)-7"
        let ours = cache + "/.current.locpack.incoming-\(getpid())-7"
        let abandonedValidators = cache + "/.current.locpack.validators.incoming-\(ended.processIdentifier)-9"
        #expect(FileManager.default.createFile(atPath: abandoned, contents: Data("half a bundle".utf8)))
        #expect(FileManager.default.createFile(atPath: abandonedValidators, contents: Data("locpack-origin".utf8)))
        #expect(FileManager.default.createFile(atPath: ours, contents: Data("this process's".utf8)))
        let origin = FakeOrigin()
        origin.publish(try bundle("Hello", signedAt: 1_000))
        _ = try RemoteCatalog(makeConfiguration(origin), events: nil)
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        #expect(!FileManager.default.fileExists(atPath: abandonedValidators))
        #expect(FileManager.default.fileExists(atPath: ours), "a live process's download is left alone")
    }

    @Test func aTamperedCacheIsRefusedAtStart() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let origin = FakeOrigin()
        let good = try bundle("Hello", signedAt: 1_000)
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        var tampered = try bundle("Cached", signedAt: 3_000)
        tampered[200] ^= 1
        #expect(FileManager.default.createFile(atPath: cache + "/current.locpack", contents: Data(tampered)))
        origin.publish(good)
        let events = Events()
        let remote = try RemoteCatalog(makeConfiguration(origin), events: events.handler)
        #expect(events.kinds == [.refused, .updated])
        #expect(greeting(remote) == "Hello")
        #expect(remote.status.source == .origin)
    }

    @Test func withNothingToServeItThrowsUnlessAFallbackIsGiven() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let origin = FakeOrigin()
        #expect(throws: RemoteCatalogError.self) { try RemoteCatalog(makeConfiguration(origin), events: nil) }
        let fallback = cache + "-fallback.locpack"
        defer { try? FileManager.default.removeItem(atPath: fallback) }
        let unsigned = try RuntimeTestBundles.bundle(RuntimeTestBundles.catalogJSON(greetings: ["en": "Shipped"]))
        #expect(FileManager.default.createFile(atPath: fallback, contents: Data(unsigned)))
        var configuration = makeConfiguration(origin)
        configuration.fallbackBundle = fallback
        let remote = try RemoteCatalog(configuration, events: nil)
        #expect(greeting(remote) == "Shipped")
        #expect(remote.status.source == .fallback)
        #expect(remote.status.signer == nil)
        #expect(remote.status.lastError?.contains("connection refused") == true)
        // Any trusted bundle replaces the fallback.
        origin.publish(try bundle("Fetched", signedAt: 1))
        #expect(remote.poll().kind == .updated)
        #expect(greeting(remote) == "Fetched")
        #expect(throws: RemoteCatalogError.self) {
            try RemoteCatalog(RemoteCatalog.Configuration(origin: origin, trustedKeys: [], cacheDirectory: cache), events: nil)
        }
    }

    @Test func thePollingThreadPicksUpANewBundleAndStops() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let origin = FakeOrigin()
        origin.publish(try bundle("Hello", signedAt: 1_000))
        var configuration = makeConfiguration(origin)
        configuration.pollInterval = .milliseconds(20)
        let remote = try RemoteCatalog(configuration, events: nil)
        remote.startPolling()
        origin.publish(try bundle("Polled", signedAt: 2_000))
        let deadline = Date().addingTimeInterval(30)
        while greeting(remote) != "Polled", Date() < deadline { usleep(10_000) }
        remote.stopPolling()
        #expect(greeting(remote) == "Polled")
        let requests = origin.requests
        usleep(100_000)
        #expect(origin.requests == requests, "no poll after stopPolling")
    }

    @Test func theWaitDoublesAfterEachFailureUpToTheMaximum() {
        var configuration = makeConfiguration(FakeOrigin())
        configuration.pollInterval = .seconds(10)
        configuration.maximumBackoff = .seconds(60)
        let waits = (0...5).map { configuration.wait(afterFailures: $0) }
        #expect(waits == [.seconds(10), .seconds(20), .seconds(40), .seconds(60), .seconds(60), .seconds(60)])
        configuration.maximumBackoff = .seconds(1)
        #expect(configuration.wait(afterFailures: 3) == .seconds(10))
    }

    @Test func statusIsOneJSONObjectForHealthChecks() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let origin = FakeOrigin()
        origin.publish(try bundle("Hello", signedAt: 1_764_000_000_000))
        let remote = try RemoteCatalog(makeConfiguration(origin), events: nil)
        let object = try JSONSerialization.jsonObject(with: Data(remote.status.json.utf8)) as? [String: Any]
        #expect(object?["source"] as? String == "origin")
        #expect(object?["generation"] as? Int == 1)
        #expect(object?["signer"] as? String == key.publicKey.line)
        #expect(object?["signedAt"] as? String == "2025-11-24T16:00:00Z")
        #expect(object?["lastError"] is NSNull)
    }

    @Test func aFileOriginAnswersNotModifiedUntilTheFileChanges() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        let path = cache + "/origin.locpack"
        let first = try bundle("Hello", signedAt: 1_000)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(first)))
        var configuration = RemoteCatalog.Configuration(origin: FileBundleOrigin(path: path), trustedKeys: [key.publicKey],
                                                        cacheDirectory: cache + "/cache")
        configuration.maximumBundleSize = first.count + 100
        let remote = try RemoteCatalog(configuration, events: nil)
        #expect(greeting(remote) == "Hello")
        let same = remote.poll()
        #expect(same.kind == .unchanged && same.message.hasSuffix("not modified"), "\(same)")
        let replacement = cache + "/next"
        #expect(FileManager.default.createFile(atPath: replacement, contents: Data(try bundle("Hello again", signedAt: 2_000))))
        #expect(rename(replacement, path) == 0)
        #expect(remote.poll().kind == .updated)
        #expect(greeting(remote) == "Hello again")
        let big = try BundleSigner.sign(RuntimeTestBundles.bundle(RuntimeTestBundles.catalogJSON(
            greetings: ["en": String(repeating: "x", count: 500)]), compression: .none), with: key, at: 3_000)
        #expect(FileManager.default.createFile(atPath: replacement, contents: Data(big)))
        #expect(rename(replacement, path) == 0)
        let tooBig = remote.poll()
        #expect(tooBig.kind == .fetchFailed && tooBig.message.contains("over the limit"), "\(tooBig)")
        #expect(greeting(remote) == "Hello again")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache + "/cache").sorted() == Self.cacheFiles)
        #expect(throws: RemoteCatalogError.self) {
            try RemoteCatalog.Configuration(url: URL(string: "ftp://example.com/b.locpack")!, trustedKeys: [key.publicKey],
                                            cacheDirectory: cache)
        }
    }
}
