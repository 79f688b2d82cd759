import Foundation
import LocPackTestSupport
import Testing

/// `locpack build` under the build policy (`Specs/lint.md`, "Build policy"):
/// translators' mistakes are warnings and a summary line, `--strict` makes
/// them fail the build, `--quiet` prints errors only, `--verbose` adds notes.
@Suite struct BuildPolicyCLITests {
    /// Writes `Localizable.xcstrings` into `folder`, with a translation left
    /// out (de reads the count as text), a translation that does not use the
    /// count (en, a note) and one that builds as it is (pl); returns its path.
    static func catalog(in folder: URL) throws -> String {
        let file = folder.appendingPathComponent("Localizable.xcstrings")
        try Data("""
            {
              "sourceLanguage": "en",
              "version": "1.0",
              "strings": {
                "label.favorite %lld": {
                  "localizations": {
                    "de": {"stringUnit": {"state": "translated", "value": "%@ Favoriten"}},
                    "en": {"stringUnit": {"state": "translated", "value": "starred"}},
                    "pl": {"stringUnit": {"state": "translated", "value": "%lld ulubionych"}}
                  }
                }
              }
            }

            """.utf8).write(to: file)
        return file.path
    }

    static let warning = #":7:9: warning: de: reads argument 1 as %@ (object) but the message takes %lld (integer); translation left out (key 'label.favorite %lld') [$.strings["label.favorite %lld"].localizations.de] [argument-type-mismatch]"#
    static let note = #":8:9: note: en: does not use argument 1 (%lld) (fine: unused arguments are ignored) (key 'label.favorite %lld') [$.strings["label.favorite %lld"].localizations.en] [unused-argument]"#

    @Test func warningsAndSummaryThenTheBundle() throws {
        try withScratchDirectory { folder in
            let file = try Self.catalog(in: folder)
            let bundle = folder.appendingPathComponent("app.locpack").path
            let run = try CLITests.run(["build", file, "-o", bundle])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr == file + Self.warning + "\nwarnings by kind: argument-type-mismatch 1\nnotes by kind: unused-argument 1\n"
                    + "warning: 1 translation left out (de 1)\n")
            #expect(run.stdout.hasPrefix("\(bundle): 1 keys, 2 locales (en, pl), "), "\(run.stdout)")
            let de = try CLITests.run(["render", bundle, "--key", "label.favorite %lld", "--locale", "de", "--arg", "3"])
            #expect(de.stdout == "starred\n", "\(de.stderr)")
            let pl = try CLITests.run(["render", bundle, "--key", "label.favorite %lld", "--locale", "pl", "--arg", "3"])
            #expect(pl.stdout == "3 ulubionych\n", "\(pl.stderr)")
        }
    }

    @Test func strictFailsAndWritesNoBundle() throws {
        try withScratchDirectory { folder in
            let file = try Self.catalog(in: folder)
            let bundle = folder.appendingPathComponent("app.locpack").path
            let run = try CLITests.run(["build", file, "-o", bundle, "--strict"])
            #expect(run.status == 1)
            #expect(run.stderr == file + Self.warning.replacingOccurrences(of: ": warning: ", with: ": error: ") + "\n"
                    + "errors by kind: argument-type-mismatch 1\nnotes by kind: unused-argument 1\n"
                    + "error: 1 translation left out (de 1)\nerror: \(bundle) not written: 1 error\n")
            #expect(run.stdout.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: bundle))
        }
    }

    @Test func quietPrintsErrorsOnly() throws {
        try withScratchDirectory { folder in
            let file = try Self.catalog(in: folder)
            let bundle = folder.appendingPathComponent("app.locpack").path
            let run = try CLITests.run(["build", file, "-o", bundle, "--quiet"])
            #expect(run.status == 0)
            #expect(run.stderr.isEmpty, "\(run.stderr)")
            #expect(run.stdout.isEmpty, "\(run.stdout)")
            #expect(FileManager.default.fileExists(atPath: bundle))

            let broken = folder.appendingPathComponent("Broken.xcstrings")
            try Data("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {,}\n}".utf8).write(to: broken)
            let failed = try CLITests.run(["build", file, broken.path, "-o", bundle, "--quiet"])
            #expect(failed.status == 1)
            let lines = failed.stderr.split(separator: "\n")
            #expect(lines.count == 2, "\(failed.stderr)")
            #expect(lines.first?.hasPrefix(broken.path + ":3:") == true, "\(failed.stderr)")
            #expect(lines.allSatisfy { $0.contains("error: ") }, "\(failed.stderr)")
            #expect(lines.last == "error: \(bundle) not written: 1 error")
        }
    }

    @Test func verboseAddsNotes() throws {
        try withScratchDirectory { folder in
            let file = try Self.catalog(in: folder)
            let run = try CLITests.run(["build", file, "-o", folder.appendingPathComponent("app.locpack").path, "--verbose"])
            #expect(run.status == 0)
            // The source language first, then the other locales.
            #expect(run.stderr == file + Self.note + "\n" + file + Self.warning + "\nwarnings by kind: argument-type-mismatch 1\n"
                    + "notes by kind: unused-argument 1\nwarning: 1 translation left out (de 1)\n")
        }
    }
}
