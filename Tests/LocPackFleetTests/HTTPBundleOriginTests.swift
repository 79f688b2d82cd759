import Foundation
@testable import LocPackFleet
import Testing

/// `HTTPBundleOrigin` against a local server (`Specs/guarantees.md`,
/// "Signed bundles from a remote origin"): what it sends, what it keeps of
/// an answer, and every answer it must refuse — a bundle announced or
/// growing past the limit, a body cut short, an error page.
@Suite struct HTTPBundleOriginTests {
    /// Bytes standing for a bundle (the origin never reads them).
    static let bundle = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
    static let tag = "\"v1\"", modified = "Tue, 01 Dec 2026 03:00:00 GMT"

    /// A download into a fresh folder, refusing more than `maximumSize` bytes.
    static func download(maximumSize: Int = 1 << 20, for url: URL) throws -> BundleDownload {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("http-origin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try BundleDownload(beside: folder.appendingPathComponent("cached.locpack").path, maximumSize: maximumSize,
                                  origin: url.absoluteString)
    }

    /// The bytes written to `download` so far.
    static func written(_ download: BundleDownload) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: download.file.path)))
    }

    /// Fetches with `validators` from a server answering `reply`; the
    /// answer or the error, and the requests the server saw.
    static func fetch(_ validators: OriginValidators = .none, maximumSize: Int = 1 << 20,
                      reply: @escaping @Sendable ([String: String]) -> LocalHTTPServer.Reply)
        throws -> (Result<OriginAnswer, BundleOriginError>, BundleDownload, [[String: String]]) {
        let server = try LocalHTTPServer(answer: reply)
        defer { server.stop() }
        let origin = HTTPBundleOrigin(url: server.url(), requestTimeout: 10, fetchTimeout: 20)
        let download = try download(maximumSize: maximumSize, for: server.url())
        let result = Result { () throws(BundleOriginError) in try origin.fetch(unlessMatching: validators, into: download) }
        return (result, download, server.requests)
    }

    @Test func aWholeAnswerIsDownloadedWithItsValidators() throws {
        let (result, download, requests) = try Self.fetch { _ in
            .init(status: 200, headers: [("Content-Length", "\(Self.bundle.count)"), ("ETag", Self.tag), ("Last-Modified", Self.modified)],
                  body: Self.bundle)
        }
        #expect(try result.get() == .downloaded(OriginValidators(entityTag: Self.tag, lastModified: Self.modified)))
        #expect(download.count == Self.bundle.count)
        #expect(try Self.written(download) == Self.bundle)
        // Unconditional, uncompressed, named.
        let request = try #require(requests.first)
        #expect(request["if-none-match"] == nil && request["if-modified-since"] == nil)
        #expect(request["accept-encoding"] == "identity")
        #expect(request["user-agent"] == "LocPackFleet")
    }

    @Test func theValidatorsMakeTheRequestConditional() throws {
        let (result, download, requests) = try Self.fetch(OriginValidators(entityTag: Self.tag, lastModified: Self.modified)) { headers in
            headers["if-none-match"] == Self.tag ? .init(status: 304) : .init(status: 200, body: Self.bundle)
        }
        #expect(try result.get() == .notModified)
        #expect(download.count == 0)
        #expect(requests.first?["if-modified-since"] == Self.modified)
    }

    @Test func aBundleAnnouncedOverTheLimitIsRefusedBeforeItsBody() throws {
        let (result, download, _) = try Self.fetch(maximumSize: 4096) { _ in
            .init(status: 200, headers: [("Content-Length", "\(Self.bundle.count)")], body: Self.bundle)
        }
        #expect(throws: BundleOriginError.self) { try result.get() }
        if case .failure(let error) = result { #expect(error.description.contains("over the limit of 4096"), "\(error)") }
        #expect(download.count == 0)
    }

    @Test func aBodyGrowingPastTheLimitIsCancelled() throws {
        // No length announced: the cap is met as the bytes arrive.
        let (result, download, _) = try Self.fetch(maximumSize: 4096) { _ in
            .init(status: 200, body: Self.bundle + Self.bundle)
        }
        #expect(throws: BundleOriginError.self) { try result.get() }
        if case .failure(let error) = result { #expect(error.description.contains("grew past the limit of 4096"), "\(error)") }
        #expect(download.count <= 4096)
    }

    @Test func aBodyCutShortIsRefused() throws {
        let (result, download, _) = try Self.fetch { _ in
            .init(status: 200, headers: [("Content-Length", "\(Self.bundle.count)")], body: Self.bundle, sentBodyBytes: 3000)
        }
        #expect(throws: BundleOriginError.self) { try result.get() }
        if case .failure(let error) = result { #expect(error.description.hasPrefix("http://127.0.0.1:"), "\(error)") }
        #expect(download.count < Self.bundle.count)
    }

    @Test func anErrorStatusIsRefusedAndItsPageIsNotWritten() throws {
        let (result, download, _) = try Self.fetch { _ in
            .init(status: 404, headers: [("Content-Length", "9")], body: Array("not found".utf8))
        }
        #expect(throws: BundleOriginError.self) { try result.get() }
        if case .failure(let error) = result { #expect(error.description.contains("HTTP 404"), "\(error)") }
        #expect(download.count == 0)
    }
}
