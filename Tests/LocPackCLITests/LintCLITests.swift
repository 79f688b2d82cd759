import Foundation
import LocPackTestSupport
import Testing

/// `locpack lint` as scripts and CI use it: exit statuses, text and JSON.
@Suite struct LintCLITests {
    static let fixtures = CLITests.repoRoot.appendingPathComponent("Tests/LocPackCompilerTests/Fixtures/lint")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    @Test func exampleCatalogLintsWithoutErrors() throws {
        let run = try CLITests.run(["lint", CLITests.example])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("coverage of 16 keys:"), "\(run.stdout)")
        #expect(run.stdout.contains("  en (source)          16        0  100.0%"), "\(run.stdout)")
        #expect(run.stdout.contains("  pl                   14        1   93.3%"), "\(run.stdout)")
        // French `many` (multiples of a million) lacking is a note, not a warning a person must act on.
        #expect(run.stdout.hasSuffix("0 errors, 0 warnings, 9 notes\n"), "\(run.stdout)")
        #expect(run.stdout.contains("note: fr: plural for argument 1 lacks 'many', which only some numbers of a million and more select: 1000000, 2000000, 10000000, …"),
                "\(run.stdout)")
        #expect(!run.stdout.contains("missing in"))
    }

    /// Translations left out are warnings (exit 0); `--werror` makes them
    /// errors (exit 1); an input that cannot be read is an error.
    @Test func errorsExitOne() throws {
        let run = try CLITests.run(["lint", Self.fixture("ArgumentsBad.xcstrings")])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains(#"ArgumentsBad.xcstrings:7:9: warning: de: reads argument 3 (%@), which the message does not take (it takes arguments 1 (%@), 2 (%lld)); translation left out (key 'extra', table ArgumentsBad) [$.strings["extra"].localizations.de]"#),
                "\(run.stdout)")
        #expect(run.stdout.hasSuffix("0 errors, 5 warnings, 2 notes\n"), "\(run.stdout)")
        let strict = try CLITests.run(["lint", Self.fixture("ArgumentsBad.xcstrings"), "--werror"])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains(#"ArgumentsBad.xcstrings:7:9: error: de: reads argument 3 (%@)"#), "\(strict.stdout)")
        #expect(strict.stdout.hasSuffix("5 errors, 0 warnings, 2 notes\n"), "\(strict.stdout)")
        let unreadable = try CLITests.run(["lint", Self.fixture("partial/Unreadable.xcstrings")])
        #expect(unreadable.status == 1)
        #expect(unreadable.stdout.contains("partial/Unreadable.xcstrings:5:86: error: invalid JSON"), "\(unreadable.stdout)")
        let clean = try CLITests.run(["lint", Self.fixture("ArgumentsGood.xcstrings")])
        #expect(clean.status == 0, "\(clean.stdout)")
    }

    @Test func warningsPassUnlessWerror() throws {
        let plain = try CLITests.run(["lint", Self.fixture("PluralsBad.xcstrings")])
        #expect(plain.status == 0, "\(plain.stdout)")
        #expect(plain.stdout.contains("warning: pl: plural for argument 1 lacks 'few', 'many'"), "\(plain.stdout)")
        let strict = try CLITests.run(["lint", Self.fixture("PluralsBad.xcstrings"), "--werror"])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("error: pl: plural for argument 1 lacks 'few', 'many'"), "\(strict.stdout)")
        let notesOnly = try CLITests.run(["lint", Self.fixture("PluralsGood.xcstrings"), "--werror"])
        #expect(notesOnly.status == 0, "\(notesOnly.stdout)")
    }

    @Test func usageErrorsExitTwo() throws {
        try withScratchDirectory { dir in
            let text = dir.appendingPathComponent("notes.txt")
            try Data("hello".utf8).write(to: text)
            let cases: [[String]] = [
                ["lint"],
                ["lint", CLITests.example, "--format", "xml"],
                ["lint", dir.appendingPathComponent("missing.xcstrings").path],
                ["lint", text.path],
                ["lint", CLITests.example, "--no-such-option"],
            ]
            for arguments in cases {
                let run = try CLITests.run(arguments)
                #expect(run.status == 2, "\(arguments): \(run.status) \(run.stderr)")
                #expect(run.stderr.contains("error:"), "\(arguments): \(run.stderr)")
                #expect(run.stdout.isEmpty, "\(arguments): \(run.stdout)")
            }
        }
    }

    @Test func jsonFormatParses() throws {
        let run = try CLITests.run(["lint", Self.fixture("ArgumentsBad.xcstrings"), "--format", "json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["errors"] as? Int == 0)
        #expect(object["warnings"] as? Int == 5)
        #expect(object["notes"] as? Int == 2)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 7)
        for key in ["file", "line", "column", "jsonPath", "severity", "message"] { #expect(diagnostics[0][key] != nil, "\(key)") }
        #expect(diagnostics[0]["jsonPath"] as? String == #"$.strings["extra"].localizations.de"#)
        #expect(diagnostics[0]["line"] as? Int == 7 && diagnostics[0]["column"] as? Int == 9)
        #expect(diagnostics[0]["severity"] as? String == "warning")
        let coverage = try #require(object["coverage"] as? [[String: Any]])
        #expect(coverage.first?["locale"] as? String == "en")

        let example = try CLITests.run(["lint", CLITests.example, "--format", "json", "--verbose"])
        #expect(example.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(example.stdout.utf8)) as? [String: Any])
        let rows = try #require(report["coverage"] as? [[String: Any]])
        #expect(rows.count == 9)
        let pt = try #require(rows.first { $0["locale"] as? String == "pt" })
        #expect(pt["translated"] as? Int == 2 && pt["missing"] as? Int == 13)
        #expect((pt["missingKeys"] as? [String])?.contains("greeting") == true)
    }

    @Test func verboseListsMissingKeys() throws {
        let run = try CLITests.run(["lint", Self.fixture("Coverage.xcstrings"), "--verbose"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("missing in de (1):\n  Coverage:Draft\n"), "\(run.stdout)")
    }

    @Test func lintHelpExplainsExitStatus() throws {
        let run = try CLITests.run(["lint", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE"))
        #expect(run.stdout.contains("Exit status"))
    }

    /// `locpack build` runs the argument check: a translation that reads an
    /// argument of another type or position is left out (its key falls
    /// back), with the same located warnings as lint and a summary line.
    @Test func buildLeavesOutArgumentMismatches() throws {
        try withScratchDirectory { dir in
            let bundle = dir.appendingPathComponent("bad.locpack").path
            let run = try CLITests.run(["build", Self.fixture("ArgumentsBad.xcstrings"), "-o", bundle])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.contains(#"ArgumentsBad.xcstrings:116:9: warning: de: reads argument 1 as %lld (integer) but the message takes %@ (object); translation left out (key 'swapped', table ArgumentsBad) [$.strings["swapped"].localizations.de]"#), "\(run.stderr)")
            #expect(run.stderr.hasSuffix("warning: 5 translations left out (de 2, ja 1, pl 1, ru 1)\n"), "\(run.stderr)")
            #expect(!run.stderr.contains("note:"), "notes only with --verbose: \(run.stderr)")
            #expect(FileManager.default.fileExists(atPath: bundle))
            // de falls back to the source text, with the arguments read as the message takes them.
            let swapped = try CLITests.run(["render", bundle, "--key", "swapped", "--table", "ArgumentsBad", "--locale", "de",
                                            "--arg", "Ann", "--arg", "3"])
            #expect(swapped.stdout == "Ann has 3 points\n", "\(swapped.stderr)")
            // fr does not use argument 2: kept.
            let fewer = try CLITests.run(["render", bundle, "--key", "fewer", "--table", "ArgumentsBad", "--locale", "fr",
                                          "--arg", "Ann", "--arg", "Bob"])
            #expect(fewer.stdout == "Ann aime ça\n", "\(fewer.stderr)")
            let good = try CLITests.run(["build", Self.fixture("ArgumentsGood.xcstrings"), "-o", bundle])
            #expect(good.status == 0, "\(good.stderr)")
            #expect(good.stderr.isEmpty, "\(good.stderr)")
        }
    }
}
