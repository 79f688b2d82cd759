import Foundation
import LocPack
@testable import LocPackFleet
import Testing

/// Processes sharing one cache folder (`CacheFolderLock`): none puts back a
/// bundle older than the one another put there.
extension RemoteCatalogTests {
    @Test func aLaggingOriginsBundleDoesNotReplaceANewerCachedOne() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        // Two servers on one machine, one cache folder, each behind its own CDN edge.
        let (edgeA, edgeB) = (FakeOrigin(), FakeOrigin())
        let first = try bundle("First", signedAt: 1_000)
        edgeA.publish(first)
        edgeB.publish(first)
        let a = try RemoteCatalog(makeConfiguration(edgeA), events: nil)
        let b = try RemoteCatalog(makeConfiguration(edgeB), events: nil)
        let third = try bundle("Third", signedAt: 3_000)
        edgeA.publish(third)
        edgeB.publish(try bundle("Second", signedAt: 2_000))  // the lagging edge

        #expect(a.poll().kind == .updated)
        let behind = b.poll()
        #expect(behind.kind == .updated && behind.message.contains("the cache keeps the newer bundle"), "\(behind)")
        #expect(greeting(a) == "Third" && greeting(b) == "Second", "each serves what it accepted")
        #expect(FileManager.default.contents(atPath: cache + "/current.locpack").map { [UInt8]($0) } == third)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).sorted() == Self.cacheFiles)

        // The validators kept are the cached bundle's: a restart from it asks A's edge conditionally.
        let restarted = try RemoteCatalog(makeConfiguration(edgeA), events: nil)
        #expect(greeting(restarted) == "Third")
        #expect(restarted.poll().kind == .unchanged)
        #expect(edgeA.askedWith.last == Self.tag(2))
    }

    @Test func theCacheFolderLockExcludesAnotherHolder() throws {
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let bundlePath = cache + "/current.locpack"
        let (held, release, done) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        let entered = Locked(false)
        Thread {
            CacheFolderLock.withLock(beside: bundlePath) {
                held.signal()
                release.wait()
            }
        }.start()
        held.wait()
        Thread {
            CacheFolderLock.withLock(beside: bundlePath) { entered.withLock { $0 = true } }
            done.signal()
        }.start()
        usleep(300_000)
        #expect(!entered.withLock { $0 }, "a second holder got in while the first held the lock")
        release.signal()
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(entered.withLock { $0 })
    }
}
