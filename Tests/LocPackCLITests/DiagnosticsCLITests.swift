import Foundation
import LocPackTestSupport
import Testing

/// What `locpack build` and `lint` print of their diagnostics
/// (`Specs/cli.md`, "Diagnostics"): each with its ID, `--warn ID=LEVEL`,
/// the print limit with the count of each kind, and JSON lines.
@Suite struct DiagnosticsCLITests {
    /// Writes `Localizable.xcstrings` with a Polish plural lacking 'few' and
    /// 'many' (a warning) and `extra` German translations that each read the
    /// count as text (each left out); returns its path.
    static func catalog(in folder: URL, leftOut extra: Int = 1) throws -> String {
        let file = folder.appendingPathComponent("Localizable.xcstrings")
        var strings: [String] = []
        for k in 0..<extra {
            strings.append("""
                "item\(k) %lld": {"localizations": {
                  "de": {"stringUnit": {"state": "translated", "value": "%@ Sachen"}},
                  "en": {"stringUnit": {"state": "translated", "value": "%lld things"}}}}
                """)
        }
        strings.append("""
            "photos %lld": {"localizations": {"pl": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld zdjęcie"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld zdjęcia"}}}}}}}
            """)
        try Data(("{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\n" + strings.joined(separator: ",\n") + "\n}}\n").utf8)
            .write(to: file)
        return file.path
    }

    @Test func eachDiagnosticEndsWithItsIDAndTheKindsAreCounted() throws {
        try withScratchDirectory { folder in
            let file = try Self.catalog(in: folder)
            let run = try CLITests.run(["build", file, "-o", folder.appendingPathComponent("a.locpack").path])
            #expect(run.status == 0, "\(run.stderr)")
            let lines = run.stderr.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.contains(": warning: de: reads argument 1 as %@") && $0.hasSuffix(" [argument-type-mismatch]") }, "\(run.stderr)")
            #expect(lines.contains { $0.contains(": warning: pl: ") && $0.hasSuffix(" [missing-plural-category]") }, "\(run.stderr)")
            #expect(lines.contains("warnings by kind: argument-type-mismatch 1, missing-plural-category 1"), "\(run.stderr)")
            #expect(lines.last == "warning: 1 translation left out (de 1)")
        }
    }

    @Test func warnRaisesAKindToAnErrorThatFailsTheBuild() throws {
        try withScratchDirectory { folder in
            let file = try Self.catalog(in: folder)
            let bundle = folder.appendingPathComponent("a.locpack").path
            let run = try CLITests.run(["build", file, "-o", bundle, "--warn", "missing-plural-category=error"])
            #expect(run.status == 1)
            #expect(run.stderr.contains(": error: pl: "), "\(run.stderr)")
            #expect(run.stderr.contains("errors by kind: missing-plural-category 1"), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: bundle))
        }
    }

    @Test func warnOffHidesAKindButWhatItLeavesOutIsStillCounted() throws {
        try withScratchDirectory { folder in
            let file = try Self.catalog(in: folder)
            let run = try CLITests.run(["build", file, "-o", folder.appendingPathComponent("a.locpack").path,
                                        "--warn", "argument-type-mismatch=off", "--warn", "missing-plural-category=note"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(!run.stderr.contains("argument-type-mismatch"), "\(run.stderr)")
            #expect(!run.stderr.contains(": warning:"), "\(run.stderr)")
            #expect(run.stderr.contains("notes by kind: missing-plural-category 1"), "\(run.stderr)")
            #expect(run.stderr.hasSuffix("warning: 1 translation left out (de 1)\n"), "\(run.stderr)")
        }
    }

    @Test func strictFailsWhateverWarnHides() throws {
        try withScratchDirectory { folder in
            let file = try Self.catalog(in: folder)
            let bundle = folder.appendingPathComponent("a.locpack").path
            let run = try CLITests.run(["build", file, "-o", bundle, "--strict", "--warn", "argument-type-mismatch=off"])
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stderr.contains(": error: de: reads argument 1 as %@"), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: bundle))
        }
    }

    @Test func jsonModeSaysFailuresInJSONToo() throws {
        try withScratchDirectory { folder in
            let file = try Self.catalog(in: folder)
            let bundle = folder.appendingPathComponent("a.locpack").path
            for arguments in [[file, "--strict"], [folder.appendingPathComponent("missing").path]] {
                let run = try CLITests.run(["build"] + arguments + ["-o", bundle, "--diagnostics-format", "json"])
                #expect(run.status == 1, "\(run.stderr)")
                // Every line is a JSON object (no "not written" text), and the errors are among them.
                let objects = try run.stderr.split(separator: "\n").map {
                    try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], "\($0)")
                }
                #expect(objects.contains { $0["severity"] as? String == "error" }, "\(run.stderr)")
                // A file is named, or null (an error about no one file): never an empty name.
                #expect(objects.allSatisfy { ($0["file"] as? String).map { !$0.isEmpty } ?? ($0["file"] is NSNull) }, "\(run.stderr)")
            }
        }
    }

    @Test func aWarnSettingThatNamesNoKindIsAUsageError() throws {
        try withScratchDirectory { folder in
            let file = try Self.catalog(in: folder)
            let out = folder.appendingPathComponent("a.locpack").path
            let unknown = try CLITests.run(["build", file, "-o", out, "--warn", "missing-plural=off"])
            #expect(unknown.status == 64)
            #expect(unknown.stderr.contains("'missing-plural' is no diagnostic ID; the IDs are "), "\(unknown.stderr)")
            let level = try CLITests.run(["build", file, "-o", out, "--warn", "missing-plural-category=loud"])
            #expect(level.status == 64)
            #expect(level.stderr.contains("--warn: 'loud' is no level (error, warning, note, off)"), "\(level.stderr)")
            let error = try CLITests.run(["build", file, "-o", out, "--warn", "unreadable-input=off"])
            #expect(error.status == 64)
            #expect(error.stderr.contains("unreadable-input is an error that makes a bundle impossible"), "\(error.stderr)")
            let lint = try CLITests.run(["lint", file, "--warn", "nonsense=off"])
            #expect(lint.status == 2)
        }
    }

    @Test func aSettingsFileSetsLevelsAndItsMistakesAreLocated() throws {
        try withScratchDirectory { folder in
            let file = try Self.catalog(in: folder)
            let bundle = folder.appendingPathComponent("a.locpack").path
            let settings = folder.appendingPathComponent(".locpack.json")
            try Data(#"{"warn": {"missing-plural-category": "error", "argument-type-mismatch": "off"}}"#.utf8).write(to: settings)
            let run = try CLITests.run(["build", folder.path, "-o", bundle, "--settings", settings.path])
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stderr.contains("errors by kind: missing-plural-category 1"), "\(run.stderr)")
            #expect(!run.stderr.contains("argument-type-mismatch"), "\(run.stderr)")
            // --warn applies after the file; the directory build does not read the file as translations.
            let later = try CLITests.run(["build", folder.path, "-o", bundle, "--settings", settings.path,
                                          "--warn", "missing-plural-category=warning"])
            #expect(later.status == 0, "\(later.stderr)")
            #expect(later.stderr.contains("warnings by kind: missing-plural-category 1"), "\(later.stderr)")
            try Data("{\n  \"warn\": {\n    \"missing-plural\": \"off\"\n  }\n}\n".utf8).write(to: settings)
            let bad = try CLITests.run(["build", file, "-o", bundle, "--settings", settings.path])
            #expect(bad.status == 1)
            #expect(bad.stderr.hasPrefix(settings.path + ":3:5: error: 'missing-plural' is no diagnostic ID;"), "\(bad.stderr)")
            #expect(bad.stderr.contains("[$.warn[\"missing-plural\"]] [unreadable-input]") || bad.stderr.contains("[$.warn.missing-plural] [unreadable-input]"),
                    "\(bad.stderr)")
        }
    }

    @Test func pastFiftyWarningsTheRestAreCountedNotPrinted() throws {
        try withScratchDirectory { folder in
            let file = try Self.catalog(in: folder, leftOut: 60)
            let out = folder.appendingPathComponent("a.locpack").path
            let run = try CLITests.run(["build", file, "-o", out])
            #expect(run.status == 0, "\(run.stderr)")
            let lines = run.stderr.split(separator: "\n").map(String.init)
            #expect(lines.count { $0.contains(": warning: ") } == 50, "\(run.stderr)")
            #expect(lines.contains("… 11 warnings more not printed (--all-diagnostics prints every one)"), "\(run.stderr)")
            #expect(lines.contains("warnings by kind: argument-type-mismatch 60, missing-plural-category 1"), "\(run.stderr)")
            #expect(lines.last == "warning: 60 translations left out (de 60)")
            let all = try CLITests.run(["build", file, "-o", out, "--all-diagnostics"])
            #expect(all.stderr.split(separator: "\n").count { $0.contains(": warning: ") } == 61, "\(all.stderr)")
            #expect(!all.stderr.contains("more not printed"))
            // lint prints the same way.
            let lint = try CLITests.run(["lint", file])
            #expect(lint.stdout.split(separator: "\n").count { $0.contains(": warning: ") } == 50, "\(lint.stdout)")
            #expect(lint.stdout.contains("… 11 warnings more not printed"), "\(lint.stdout)")
        }
    }

    @Test func jsonDiagnosticsAreOneObjectPerLine() throws {
        try withScratchDirectory { folder in
            let file = try Self.catalog(in: folder)
            let run = try CLITests.run(["build", file, "-o", folder.appendingPathComponent("a.locpack").path, "--diagnostics-format", "json"])
            #expect(run.status == 0, "\(run.stderr)")
            let objects = try run.stderr.split(separator: "\n").map {
                try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], "\($0)")
            }
            #expect(objects.count == 2, "\(run.stderr)")
            let ids = objects.compactMap { $0["id"] as? String }.sorted()
            #expect(ids == ["argument-type-mismatch", "missing-plural-category"])
            for object in objects {
                #expect(object["file"] as? String == file)
                #expect((object["line"] as? Int ?? 0) > 0 && (object["column"] as? Int ?? 0) > 0)
                #expect((object["jsonPath"] as? String)?.hasPrefix("$.strings[") == true)
                #expect(object["severity"] as? String == "warning")
                #expect((object["message"] as? String)?.isEmpty == false)
            }
            let bad = try CLITests.run(["build", file, "-o", folder.appendingPathComponent("a.locpack").path, "--diagnostics-format", "xml"])
            #expect(bad.status == 64)
        }
    }
}
