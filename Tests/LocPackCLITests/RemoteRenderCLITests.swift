import Foundation
import LocPackTestSupport
import Testing

/// `locpack render --url` (`Specs/cli.md`): renders from the signed bundle
/// an origin serves, answers requests from whatever bundle is current while
/// it polls, and refuses bundles no trusted key signed.
@Suite struct RemoteRenderCLITests {
    /// A `locpack` process answering requests written to it one at a time.
    final class LiveRender {
        let process = Process()
        let input = Pipe(), output = Pipe(), errors = Pipe()
        private var pending: [UInt8] = []

        init(_ arguments: [String]) throws {
            process.executableURL = CLITests.binary
            process.arguments = arguments
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            try process.run()
        }

        /// Writes one request line and returns the answer's JSON object.
        func ask(_ request: String) throws -> [String: Any] {
            input.fileHandleForWriting.write(Data((request + "\n").utf8))
            while !pending.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                guard !chunk.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
                pending += chunk
            }
            let end = pending.firstIndex(of: UInt8(ascii: "\n"))!
            let line = Data(pending[..<end])
            pending.removeSubrange(...end)
            return try JSONSerialization.jsonObject(with: line) as? [String: Any] ?? [:]
        }

        /// Closes the requests and waits; returns the exit status and standard error.
        func finish() throws -> (Int32, String) {
            try input.fileHandleForWriting.close()
            let stderr = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
        }
    }

    /// Writes `bytes` beside `path` and renames it over `path`, as a deploy would.
    static func publish(_ source: String, to path: String) throws {
        let temporary = path + ".tmp"
        try? FileManager.default.removeItem(atPath: temporary)
        try FileManager.default.copyItem(atPath: source, toPath: temporary)
        #expect(rename(temporary, path) == 0)
    }

    @Test func followsTheOriginAndRefusesWhatNoTrustedKeySigned() throws {
        try withScratchDirectory { directory in
            func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
            for name in ["release.key", "stranger.key"] {
                let made = try CLITests.run(["keygen", "-o", path(name)])
                #expect(made.status == 0, "\(made.stderr)")
            }
            let catalog = try String(contentsOfFile: CLITests.example, encoding: .utf8)
            try FileManager.default.createDirectory(atPath: path("next"), withIntermediateDirectories: true)
            #expect(catalog.contains(#""value" : "Hello!""#))
            try catalog.replacingOccurrences(of: #""value" : "Hello!""#, with: #""value" : "Hello again!""#)
                .write(toFile: path("next/Localizable.xcstrings"), atomically: true, encoding: .utf8)
            for (name, source, key) in [("v1", CLITests.example, "release.key"), ("v2", path("next/Localizable.xcstrings"), "release.key"),
                                        ("stranger", path("next/Localizable.xcstrings"), "stranger.key")] {
                usleep(5_000)  // Each signed a few milliseconds after the last.
                let built = try CLITests.run(["build", source, "-o", path(name + ".locpack"), "--sign", path(key), "--quiet"])
                #expect(built.status == 0, "\(built.stderr)")
            }
            try FileManager.default.createDirectory(atPath: path("origin"), withIntermediateDirectories: true)
            let served = path("origin/messages.locpack")
            try Self.publish(path("v1.locpack"), to: served)
            let url = URL(fileURLWithPath: served).absoluteString
            let remote = ["--url", url, "--public-key", path("release.key.pub"), "--cache", path("cache")]

            let once = try CLITests.run(["render"] + remote + ["--key", "greeting", "--locale", "en"])
            #expect(once.status == 0, "\(once.stderr)")
            #expect(once.stdout == "Hello!\n")
            #expect(once.stderr.contains("updated:"))

            let live = try LiveRender(["render"] + remote + ["--poll-interval", "0.05", "--requests", "-"])
            let request = #"{"key": "greeting", "locale": "en"}"#
            let first = try live.ask(request)
            #expect(first["text"] as? String == "Hello!")
            #expect(first["generation"] as? Int == 1)
            try Self.publish(path("v2.locpack"), to: served)
            var answer = first
            let deadline = Date().addingTimeInterval(20)
            while answer["text"] as? String != "Hello again!", Date() < deadline {
                usleep(20_000)
                answer = try live.ask(request)
            }
            #expect(answer["text"] as? String == "Hello again!")
            #expect(answer["generation"] as? Int == 2)
            try Self.publish(path("stranger.locpack"), to: served)
            usleep(400_000)
            let after = try live.ask(request)
            #expect(after["text"] as? String == "Hello again!")
            #expect(after["generation"] as? Int == 2)
            let (status, stderr) = try live.finish()
            #expect(status == 0)
            #expect(stderr.contains("refused: it is signed by a key that is not trusted"), "\(stderr)")

            // The cache serves with the origin gone; nothing to serve is an error.
            try FileManager.default.removeItem(atPath: served)
            let cached = try CLITests.run(["render"] + remote + ["--key", "greeting", "--locale", "en"])
            #expect(cached.stdout == "Hello again!\n", "\(cached.stderr)")
            #expect(cached.stderr.contains("servingCache:"))
            #expect(cached.stderr.contains("fetchFailed:"), "a one-shot render asks the origin once")
            let nothing = try CLITests.run(["render", "--url", url, "--public-key", path("release.key.pub"),
                                            "--cache", path("empty"), "--key", "greeting"])
            #expect(nothing.status == 1)
            #expect(nothing.stderr.contains("no bundle to serve"), "\(nothing.stderr)")
            let fallback = try CLITests.run(["render", path("v1.locpack"), "--url", url, "--public-key", path("release.key.pub"),
                                             "--cache", path("empty"), "--key", "greeting", "--locale", "en"])
            #expect(fallback.stdout == "Hello!\n", "\(fallback.stderr)")
            #expect(fallback.stderr.contains("servingFallback:"))
        }
    }

    @Test func aURLNeedsATrustedKeyAndACache() throws {
        let noKey = try CLITests.run(["render", "--url", "https://example.com/b.locpack", "--cache", "/tmp/x", "--key", "k"])
        #expect(noKey.status != 0)
        #expect(noKey.stderr.contains("--url needs --public-key"))
        let noCache = try CLITests.run(["render", "--url", "https://example.com/b.locpack", "--public-key",
                                        "locpack-ed25519 AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=", "--key", "k"])
        #expect(noCache.stderr.contains("--url needs --cache"))
        let stray = try CLITests.run(["render", "b.locpack", "--cache", "/tmp/x", "--key", "k"])
        #expect(stray.stderr.contains("go with --url"))
        let pollOnce = try CLITests.run(["render", "--url", "https://example.com/b.locpack", "--public-key",
                                         "locpack-ed25519 AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=", "--cache", "/tmp/x",
                                         "--poll-interval", "5", "--key", "k"])
        #expect(pollOnce.stderr.contains("--poll-interval goes with --requests"))
        let neither = try CLITests.run(["render", "--key", "k"])
        #expect(neither.stderr.contains("give the BUNDLE"))
    }
}
