import Foundation
import LocPack
@testable import LocPackFleet
import Testing

/// ``RemoteCatalog/stopPolling()`` ends a fetch under way instead of
/// waiting for its timeout (`FetchCancellation`).
extension RemoteCatalogTests {
    @Test func stoppingCancelsAFetchUnderWay() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let origin = FakeOrigin()
        origin.publish(try bundle("Hello", signedAt: 1_000))
        _ = try RemoteCatalog(makeConfiguration(origin), events: nil)

        // An origin that takes the request and answers nothing for a minute.
        let release = DispatchSemaphore(value: 0)
        let server = try LocalHTTPServer { _ in
            _ = release.wait(timeout: .now() + 60)
            return .init(status: 304)
        }
        defer {
            release.signal()
            server.stop()
        }
        let events = Events()
        let remote = try RemoteCatalog(makeConfiguration(HTTPBundleOrigin(url: server.url(), requestTimeout: 120, fetchTimeout: 120)),
                                       events: events.handler)
        remote.startPolling()  // served from the cache: the first poll is at once
        let deadline = Date().addingTimeInterval(20)
        while server.requests.isEmpty, Date() < deadline { usleep(10_000) }
        #expect(server.requests.count == 1)
        usleep(100_000)
        let stopping = Date()
        remote.stopPolling()
        #expect(Date().timeIntervalSince(stopping) < 20, "stopPolling waited for the origin's answer")
        #expect(greeting(remote) == "Hello")
        #expect(remote.status.consecutiveFailures == 0 && remote.status.lastError == nil, "a cancelled fetch is no failure")
        #expect(events.kinds == [.servingCache])
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).sorted() == Self.cacheFiles)
    }

    @Test func aCancelledDownloadTakesNoMoreBytes() throws {
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let cancellation = FetchCancellation()
        let download = try BundleDownload(beside: cache + "/current.locpack", maximumSize: 100, origin: "test://origin",
                                          cancellation: cancellation)
        let calls = Locked(0)
        download.onCancel { calls.withLock { $0 += 1 } }
        try [UInt8](repeating: 1, count: 10).withUnsafeBytes { try download.write($0) }
        #expect(!download.isCancelled)
        cancellation.cancel()
        cancellation.cancel()
        #expect(download.isCancelled && calls.withLock { $0 } == 1)
        download.onCancel { calls.withLock { $0 += 1 } }
        #expect(calls.withLock { $0 } == 2, "a handler given after the cancel runs at once")
        #expect(throws: download.cancelledError) { try [UInt8](repeating: 1, count: 10).withUnsafeBytes { try download.write($0) } }
        #expect(download.count == 10)
    }
}
