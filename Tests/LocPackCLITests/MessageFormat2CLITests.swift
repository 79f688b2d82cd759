import Foundation
import LocPackTestSupport
import Testing

/// MessageFormat 2 from the command line: `render` with arguments by name
/// (`--param`, `"params"`) from a bundle built from `.mf2.json` files, and
/// `format` for one message. Messages written for these tests.
@Suite struct MessageFormat2CLITests {
    static let files = [
        "en.mf2.json": #"{"inbox": {"unread": ".input {$count :number}\n.match $count\n0 {{No messages for {$host}}}\none {{{$count} message for {$host}}}\n* {{{$count} messages for {$host}}}"}}"#,
        "pl.mf2.json": #"{"inbox": {"unread": ".input {$count :number}\n.match $count\n0 {{Brak wiadomości dla {$host}}}\none {{{$count} wiadomość dla {$host}}}\nfew {{{$count} wiadomości dla {$host}}}\n* {{{$count} wiadomości dla {$host}}}"}}"#,
    ]

    /// Builds the two files above (without bidi isolates, to compare plain text) and runs `body` with the bundle.
    private static func withBundle(_ body: (String) throws -> Void) throws {
        try withScratchDirectory { directory in
            for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
            let bundle = directory.appendingPathComponent("app.locpack").path
            let build = try CLITests.run(["build", directory.path, "-o", bundle, "--mf2-bidi-isolation", "none"])
            #expect(build.status == 0, "\(build.stderr)")
            try body(bundle)
        }
    }

    @Test func renderTakesArgumentsByName() throws {
        try Self.withBundle { bundle in
            let pl = try CLITests.run(["render", bundle, "--key", "inbox.unread", "--locale", "pl", "--param", "host=Ada", "--param", "count=3"])
            #expect(pl.status == 0)
            #expect(pl.stdout == "3 wiadomości dla Ada\n")
            #expect(pl.stderr.isEmpty)
            let en = try CLITests.run(["render", bundle, "--key", "inbox.unread", "--locale", "en", "--param", "count=1", "--param", "host=Bo"])
            #expect(en.stdout == "1 message for Bo\n")

            // A misspelled parameter: the text keeps MF2's fallback, and both problems are warnings.
            let typo = try CLITests.run(["render", bundle, "--key", "inbox.unread", "--locale", "en", "--param", "count=2", "--param", "hots=Bo"])
            #expect(typo.status == 0)
            #expect(typo.stdout == "2 messages for {$host}\n")
            #expect(typo.stderr.contains("warning: parameter 'hots' is not used: the message takes 'count', 'host'"))
            #expect(typo.stderr.contains("warning: no parameter 'host' was given"))
            #expect(typo.stderr.contains("warning: MessageFormat 2 errors: unresolved-variable"))

            let mixed = try CLITests.run(["render", bundle, "--key", "inbox.unread", "--arg", "1", "--param", "host=Bo"])
            #expect(mixed.status != 0)
            #expect(mixed.stderr.contains("either by position (--arg) or by name (--param)"))
            let malformed = try CLITests.run(["render", bundle, "--key", "inbox.unread", "--param", "host"])
            #expect(malformed.status != 0)
            #expect(malformed.stderr.contains("--param 'host' is not NAME=VALUE"))
        }
    }

    @Test func requestsTakeParamsByName() throws {
        try Self.withBundle { bundle in
            let requests = """
                {"key": "inbox.unread", "locale": "pl", "params": {"count": 22, "host": "Ola"}}
                {"key": "inbox.unread", "locale": "en", "params": {"count": 0, "host": "Ola"}}
                {"key": "inbox.unread", "locale": "en", "params": {"count": true, "host": "Ola"}}
                {"key": "inbox.unread", "locale": "en", "params": [1]}
                """
            let run = try CLITests.run(["render", bundle, "--requests", "-"], stdin: requests)
            let lines = run.stdout.split(separator: "\n").map { try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
            #expect(lines.count == 4)
            #expect(lines[0]["text"] as? String == "22 wiadomości dla Ola")
            #expect(lines[1]["text"] as? String == "No messages for Ola")
            // A boolean is the text `true`, which :number rejects.
            #expect(lines[2]["text"] as? String == "{$count} messages for Ola")
            #expect((lines[2]["warnings"] as? [String])?.contains("MessageFormat 2 errors: bad-operand, bad-selector") == true)
            #expect((lines[3]["error"] as? String)?.contains("$.params must be an object") == true)
        }
    }

    @Test func formatRendersOneMessage() throws {
        let run = try CLITests.run(["format", "--locale", "fr", "--message", "{$n} / {$n :number minimumFractionDigits=2}",
                                    "--param", "n=1.3", "--bidi-isolation", "none"])
        #expect(run.status == 0)
        #expect(run.stdout == "1,3 / 1,30\n")
        let requests = #"{"src": "{$x :number}", "locale": "en", "params": {}, "bidiIsolation": "none"}"# + "\n"
        let answered = try CLITests.run(["format", "--requests", "-"], stdin: requests)
        #expect(answered.stdout.contains(#""text":"{$x}""#))
        #expect(answered.stdout.contains(#"{"type":"unresolved-variable"},{"type":"bad-operand"}"#))
    }
}
