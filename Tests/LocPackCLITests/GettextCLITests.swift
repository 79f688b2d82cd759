import Foundation
import LocPackTestSupport
import Testing

/// gettext catalogs from the command line: `locpack build` finds them, and
/// `locpack render --context` (or `"context"` in a request) finds a message
/// in its `msgctxt`.
struct GettextCLITests {
    static let catalog = """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

        msgctxt "menu"
        msgid "Open"
        msgstr "Otwórz"

        msgctxt "state"
        msgid "Open"
        msgstr "Otwarte"

        #, c-format
        msgid "%d file"
        msgid_plural "%d files"
        msgstr[0] "%d plik"
        msgstr[1] "%d pliki"
        msgstr[2] "%d plików"
        """

    @Test func aContextChoosesTheMessage() throws {
        try withScratchDirectory { directory in
            let folder = directory.appendingPathComponent("locale/pl/LC_MESSAGES")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(Self.catalog.utf8).write(to: folder.appendingPathComponent("app.po"))
            let bundle = directory.appendingPathComponent("app.locpack").path
            let build = try CLITests.run(["build", directory.appendingPathComponent("locale").path, "-o", bundle])
            #expect(build.status == 0, "\(build.stderr)")
            let menu = try CLITests.run(["render", bundle, "--table", "app", "--key", "Open", "--context", "menu", "--locale", "pl"])
            #expect(menu.stdout == "Otwórz\n", "\(menu.stderr)")
            let requests = """
                {"key": "Open", "context": "state", "locale": "pl", "table": "app"}
                {"key": "%d file", "locale": "pl", "table": "app", "args": [22]}
                {"key": "Open", "context": 7, "locale": "pl", "table": "app"}
                """
            let answers = try CLITests.run(["render", bundle, "--requests", "-"], stdin: requests)
            #expect(answers.stdout.split(separator: "\n") == [
                #"{"locale":"pl","text":"Otwarte"}"#,
                #"{"locale":"pl","text":"22 pliki"}"#,
                #"{"error":"-:3: $.context must be a string"}"#,
            ], "\(answers.stdout)")
        }
    }

    @Test func aContextNeedsAKey() throws {
        let run = try CLITests.run(["render", "x.locpack", "--requests", "-", "--context", "menu"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("--context goes with --key"), "\(run.stderr)")
    }
}
