import Foundation
import LocPack
@testable import LocPackFleet
import Testing

/// A restarted ``RemoteCatalog`` asks its origin with the validators of the
/// very bundle in its cache (`CachedValidators`), and with none when they
/// are another bundle's or cannot be read.
extension RemoteCatalogTests {
    var validatorsFile: String { cache + "/current.locpack.validators" }

    /// The tag `FakeOrigin` gives its `version`th bundle.
    static func tag(_ version: Int) -> OriginValidators { OriginValidators(entityTag: "\"v\(version)\"") }

    @Test func aRestartAsksConditionallyAndDownloadsNothingNew() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let origin = FakeOrigin()
        origin.publish(try bundle("Hello", signedAt: 1_000))
        _ = try RemoteCatalog(makeConfiguration(origin), events: nil)
        #expect(origin.downloads == 1)

        let restarted = try RemoteCatalog(makeConfiguration(origin), events: nil)
        #expect(restarted.status.source == .cache)
        #expect(restarted.poll().kind == .unchanged)
        #expect(origin.askedWith.last == Self.tag(1))
        #expect(origin.downloads == 1, "the restart downloaded the bundle it had")

        // A newer bundle still comes in, and the next restart asks with its validators.
        origin.publish(try bundle("Newer", signedAt: 2_000))
        #expect(restarted.poll().kind == .updated)
        #expect(greeting(restarted) == "Newer")
        let again = try RemoteCatalog(makeConfiguration(origin), events: nil)
        #expect(again.poll().kind == .unchanged)
        #expect(origin.askedWith.last == Self.tag(2))
        #expect(origin.downloads == 2)
    }

    @Test func validatorsAreSentOnlyForTheBundleTheyCameWith() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let origin = FakeOrigin()
        origin.publish(try bundle("Hello", signedAt: 1_000))
        _ = try RemoteCatalog(makeConfiguration(origin), events: nil)
        #expect(FileManager.default.fileExists(atPath: validatorsFile))

        // Another trusted bundle put in the cache (by hand, or another process): its first request is unconditional.
        #expect(FileManager.default.createFile(atPath: cache + "/current.locpack", contents: Data(try bundle("Other", signedAt: 5_000))))
        let restarted = try RemoteCatalog(makeConfiguration(origin), events: nil)
        #expect(greeting(restarted) == "Other")
        #expect(restarted.poll().kind == .refused, "the origin's bundle is older than the one served")
        #expect(origin.askedWith.last == OriginValidators.none)
    }

    @Test func aDamagedValidatorsFileIsIgnoredAndMended() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let origin = FakeOrigin()
        origin.publish(try bundle("Hello", signedAt: 1_000))
        _ = try RemoteCatalog(makeConfiguration(origin), events: nil)
        let good = try String(contentsOfFile: validatorsFile, encoding: .utf8)
        let lines = good.split(separator: "\n").map(String.init)
        #expect(lines.count == 3 && lines[1].hasPrefix("signature ") && lines[2] == "etag \"v1\"", "\(lines)")
        let flipped = lines[1].last == "0" ? "1" : "0"
        let damaged: [String: String] = [
            "empty": "",
            "cut short": String(good.prefix(good.count / 2)),
            "no last newline": String(good.dropLast()),
            "another header": good.replacingOccurrences(of: "locpack-origin-validators 1", with: "locpack-origin-validators 2"),
            "a signature one digit off": good.replacingOccurrences(of: lines[1], with: String(lines[1].dropLast()) + flipped),
            "an etag twice": good + "etag \"v9\"\n",
            "an unknown field": good + "expires tomorrow\n",
            "a line without a value": good + "etag\n",
            "no validators": lines[0] + "\n" + lines[1] + "\n",
            "too long": good + String(repeating: "x", count: CachedValidators.maximumSize),
        ]
        for (damage, text) in damaged.sorted(by: { $0.key < $1.key }) {
            #expect(FileManager.default.createFile(atPath: validatorsFile, contents: Data(text.utf8)))
            let restarted = try RemoteCatalog(makeConfiguration(origin), events: nil)
            #expect(restarted.poll().kind == .unchanged, "\(damage)")
            #expect(origin.askedWith.last == OriginValidators.none, "\(damage): sent validators it could not trust")
            // The same bytes came again: the file is written anew for them.
            #expect((try? String(contentsOfFile: validatorsFile, encoding: .utf8)) == good, "\(damage)")
        }
    }

    @Test func newValidatorsOfTheSameBytesAreKept() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let origin = FakeOrigin()
        let hello = try bundle("Hello", signedAt: 1_000)
        origin.publish(hello)
        let remote = try RemoteCatalog(makeConfiguration(origin), events: nil)
        origin.publish(hello)  // uploaded again: a new tag, the same bytes
        #expect(remote.poll().kind == .unchanged)
        let restarted = try RemoteCatalog(makeConfiguration(origin), events: nil)
        #expect(restarted.poll().kind == .unchanged)
        #expect(origin.askedWith.last == Self.tag(2))
    }

    @Test func theValidatorsFileReadsBackOnlyForItsSignature() throws {
        let signatures = try [1_000, 2_000].map { time in
            try #require(try bundle("Hello", signedAt: UInt64(time)).withUnsafeBytes { try BundleSignature.read(from: $0) })
        }
        let cases = [OriginValidators(entityTag: "W/\"a b\""), OriginValidators(lastModified: "Tue, 01 Dec 2026 03:00:00 GMT"),
                     OriginValidators(entityTag: "\"x\"", lastModified: "Tue, 01 Dec 2026 03:00:00 GMT")]
        for validators in cases {
            let text = try #require(CachedValidators.text(validators, for: signatures[0]))
            #expect(CachedValidators.parse(text, for: signatures[0]) == validators)
            #expect(CachedValidators.parse(text, for: signatures[1]) == nil)
        }
        #expect(CachedValidators.text(.none, for: signatures[0]) == nil)
        #expect(CachedValidators.text(OriginValidators(entityTag: "\"a\"\nsignature 00"), for: signatures[0]) == nil)
        #expect(CachedValidators.text(OriginValidators(lastModified: "a\rb"), for: signatures[0]) == nil)
    }
}
