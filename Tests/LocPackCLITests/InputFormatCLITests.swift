import Foundation
import LocPackTestSupport
import Testing

/// `--format`: an input read as the format it names instead of the one its
/// content suggests, per input, and clear errors for a wrong name or file.
@Suite struct InputFormatCLITests {
    /// Writes `files` (path → text) under `directory`.
    private static func write(_ files: [String: String], in directory: URL) throws {
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// The text `key` renders in German with the argument `Ann`.
    private static func render(_ bundle: String, _ key: String) throws -> String {
        let run = try CLITests.run(["render", bundle, "--key", key, "--locale", "de", "--arg", "Ann"])
        return run.stdout.trimmingCharacters(in: .newlines) + run.stderr.filter { _ in run.status != 0 }
    }

    @Test func eachInputIsReadAsTheFormatBeforeIt() throws {
        try withScratchDirectory { directory in
            // By content both are translatewiki files: `$1` is MediaWiki's argument.
            try Self.write(["a/de.json": #"{"x": "A $1"}"#, "b/de.json": #"{"y": "B $1"}"#], in: directory)
            let a = directory.appendingPathComponent("a").path, b = directory.appendingPathComponent("b").path
            let bundle = directory.appendingPathComponent("out.locpack").path

            let recognized = try CLITests.run(["build", a, b, "-o", bundle])
            #expect(recognized.status == 0, "\(recognized.stderr)")
            #expect(try Self.render(bundle, "x") == "A Ann")
            #expect(try Self.render(bundle, "y") == "B Ann")

            // In ICU MessageFormat `$1` is text.
            let perInput = try CLITests.run(["build", "--format", "icu", a, "--format", "translatewiki", b, "-o", bundle])
            #expect(perInput.status == 0, "\(perInput.stderr)")
            #expect(try Self.render(bundle, "x") == "A $1")
            #expect(try Self.render(bundle, "y") == "B Ann")

            // One --format alone applies to every input, wherever it stands.
            let one = try CLITests.run(["build", a, b, "-o", bundle, "--format=icu"])
            #expect(one.status == 0, "\(one.stderr)")
            #expect(try Self.render(bundle, "x") == "A $1")
            #expect(try Self.render(bundle, "y") == "B $1")
        }
    }

    /// `lint` reads inputs as `build` does; its `--format` is the report's, so
    /// the input's is `--input-format`.
    @Test func lintTakesTheInputFormatToo() throws {
        try withScratchDirectory { directory in
            try Self.write(["wiki/de.json": #"{"x": "{{PLURAL:$1|Datei|Dateien}}"}"#], in: directory)
            let wiki = directory.appendingPathComponent("wiki").path
            let recognized = try CLITests.run(["lint", wiki])
            #expect(recognized.status == 0 && recognized.stdout.contains("0 errors, 0 warnings"), "\(recognized.stdout)\(recognized.stderr)")
            let asICU = try CLITests.run(["lint", "--input-format", "icu", wiki, "--format", "text"])
            #expect(asICU.status == 0 && asICU.stdout.contains("de.json:1:2: warning: de: '{' cannot be part of an argument name"), "\(asICU.stdout)\(asICU.stderr)")
            let unknown = try CLITests.run(["lint", "--input-format", "po", wiki])
            #expect(unknown.status == 2 && unknown.stderr.contains("--input-format takes xcstrings, xliff,"), "\(unknown.stderr)")
        }
    }

    @Test func aWrongFormatOrFileIsAnError() throws {
        try withScratchDirectory { directory in
            try Self.write(["de.json": #"{"x": "A"}"#, "Localizable.xcstrings": #"{"sourceLanguage": "en", "strings": {}}"#], in: directory)
            let bundle = directory.appendingPathComponent("out.locpack").path
            let unknown = try CLITests.run(["build", "--format", "fluent", directory.path, "-o", bundle])
            #expect(unknown.status != 0)
            #expect(unknown.stderr.contains("--format takes xcstrings, xliff, strings, stringsdict, transifex, translatewiki, slang, swifternalization, icu, mf2, gettext, android, lingo, i18next, not 'fluent'"),
                    "\(unknown.stderr)")
            let catalog = directory.appendingPathComponent("Localizable.xcstrings").path
            let mismatched = try CLITests.run(["build", "--format", "icu", catalog, "-o", bundle])
            #expect(mismatched.status == 1)
            #expect(mismatched.stderr.contains("Localizable.xcstrings: unsupported input type (ICU MessageFormat reads: .arb, .json)"),
                    "\(mismatched.stderr)")
            #expect(!FileManager.default.fileExists(atPath: bundle))
        }
    }

    @Test func helpListsEveryFormat() throws {
        let help = try CLITests.run(["build", "--help"])
        for id in ["xcstrings", "xliff", "strings", "stringsdict", "transifex", "translatewiki", "slang", "swifternalization", "icu"] {
            #expect(help.stdout.contains("\n  \(id) "), "\(id) missing from:\n\(help.stdout)")
        }
    }
}
