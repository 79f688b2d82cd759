import Foundation
import LocPackTestSupport
import Testing

/// Lists from the command line: i18next's `{{names, list}}` rendered with a
/// list given after `--param` (`Ada,Bo` or a JSON array) and as a JSON array
/// in a request. Resources written for these tests.
@Suite struct ListArgumentCLITests {
    private static func withBundle(_ body: (String) throws -> Void) throws {
        try withScratchDirectory { directory in
            let english = directory.appendingPathComponent("locales/en"), spanish = directory.appendingPathComponent("locales/es")
            try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: spanish, withIntermediateDirectories: true)
            try Data(#"{"invited": "Invited: {{names, list}}."}"#.utf8).write(to: english.appendingPathComponent("translation.json"))
            try Data(#"{"invited": "Invitados: {{names, list}}."}"#.utf8).write(to: spanish.appendingPathComponent("translation.json"))
            let bundle = directory.appendingPathComponent("app.locpack").path
            let build = try CLITests.run(["build", directory.appendingPathComponent("locales").path, "-o", bundle])
            #expect(build.status == 0, "\(build.stderr)")
            try body(bundle)
        }
    }

    @Test func aListParameterIsCommaSeparatedOrAJSONArray() throws {
        try Self.withBundle { bundle in
            let split = try CLITests.run(["render", bundle, "--table", "translation", "--key", "invited", "--locale", "en", "--param", "names=Ada,Bo,Cy"])
            #expect(split.status == 0)
            #expect(split.stdout == "Invited: Ada, Bo, and Cy.\n")
            #expect(split.stderr.isEmpty)
            let json = try CLITests.run(["render", bundle, "--table", "translation", "--key", "invited", "--locale", "es",
                                         "--param", #"names=["Ana, la de Luis","Inés"]"#])
            #expect(json.stdout == "Invitados: Ana, la de Luis e Inés.\n")
            let positional = try CLITests.run(["render", bundle, "--table", "translation", "--key", "invited", "--locale", "en", "--arg", "Ada"])
            #expect(positional.stdout == "Invited: Ada.\n")
        }
    }

    @Test func aRequestTakesAnArrayOfStrings() throws {
        try Self.withBundle { bundle in
            let requests = """
                {"table": "translation", "key": "invited", "locale": "es", "params": {"names": ["pan", "hielo", "Iglesia"]}}
                {"table": "translation", "key": "invited", "locale": "en", "params": {"names": "abc"}}
                {"table": "translation", "key": "invited", "locale": "en", "params": {"names": ["Ada", 2]}}
                {"table": "translation", "key": "invited", "locale": "en", "args": [[]]}
                """
            let run = try CLITests.run(["render", bundle, "--requests", "-"], stdin: requests)
            let lines = run.stdout.split(separator: "\n").map { try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
            #expect(lines.count == 4)
            #expect(lines[0]["text"] as? String == "Invitados: pan, hielo e Iglesia.")
            // Text stays text in a request: Intl.ListFormat lists its characters.
            #expect(lines[1]["text"] as? String == "Invited: a, b, and c.")
            #expect((lines[2]["error"] as? String)?.contains("$.params.names must be a number, a string, a boolean or an array of strings") == true)
            #expect(lines[3]["text"] as? String == "Invited: .")
        }
    }
}
