import Foundation
import LocPackTestSupport
import Testing

/// `locpack build` and `lint` on the pulled formats (translatewiki,
/// Transifex): `--define` for site variables, and translations left out
/// with a warning instead of a failed build.
@Suite struct ServiceFormatCLITests {
    static let fixtures = CLITests.repoRoot.appendingPathComponent("Tests/LocPackCompilerTests/Fixtures")

    @Test func defineResolvesSiteVariables() throws {
        try withScratchDirectory { directory in
            let bundle = directory.appendingPathComponent("wiki.locpack").path
            let input = Self.fixtures.appendingPathComponent("translatewiki/magic").path
            let build = try CLITests.run(["build", input, "-o", bundle, "--define", "SITENAME=Wikipedia", "--define", "SERVERNAME=example.org",
                                         "--define", "ns:project=Wikipedia"])
            #expect(build.status == 0, "\(build.stderr)")
            #expect(!build.stderr.contains("is not defined"), "\(build.stderr)")
            let render = try CLITests.run(["render", bundle, "--key", "welcome-site", "--locale", "de"])
            #expect(render.stdout.trimmingCharacters(in: .newlines) == "Willkommen bei Wikipedia!", "\(render.stderr)")

            let bare = try CLITests.run(["build", input, "-o", bundle])
            #expect(bare.status == 0, "\(bare.stderr)")
            #expect(bare.stderr.contains("{{SITENAME}} is not defined (pass --define SITENAME=VALUE)"), "\(bare.stderr)")

            let lint = try CLITests.run(["lint", input, "--define", "SITENAME=Wikipedia", "--define", "SERVERNAME=x", "--define", "ns:project=W"])
            #expect(!lint.stdout.contains("is not defined"), "\(lint.stdout)")
            let wrong = try CLITests.run(["lint", input, "--define", "SITENAME"])
            #expect(wrong.status == 2 && wrong.stderr.contains("--define takes NAME=VALUE"), "\(wrong.stderr)")
            let wrongBuild = try CLITests.run(["build", input, "-o", bundle, "--define", "=x"])
            #expect(wrongBuild.status != 0 && wrongBuild.stderr.contains("--define takes NAME=VALUE"), "\(wrongBuild.stderr)")
        }
    }

    /// Each fixture has faults inside single translations only: the build
    /// succeeds and names every left-out translation.
    @Test(arguments: [
        ("translatewiki/leftout", #"leftout/en.json:7:2: warning: en: the parser function {{#if:…}} cannot be evaluated outside a wiki"#),
        ("transifex/leftout/BadXML.json", #"BadXML.json:7:7: warning: en: invalid <cds-root> XML"#),
        ("transifex/leftout/fr.json", #"fr.json:10:7: warning: fr: invalid ICU plural"#),
        ("icu/leftout/en.json", #"leftout/en.json:2:3: warning: en: the plural is not closed with '}' (at offset 9); translation left out (key 'unclosed') [$["unclosed"]]"#),
    ])
    func faultsInOneTranslationDoNotFailTheBuild(_ input: String, _ warning: String) throws {
        try withScratchDirectory { directory in
            let bundle = directory.appendingPathComponent("out.locpack").path
            let run = try CLITests.run(["build", Self.fixtures.appendingPathComponent(input).path, "-o", bundle])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(FileManager.default.fileExists(atPath: bundle))
            #expect(run.stderr.contains(warning), "\(run.stderr)")
            #expect(!run.stderr.contains(": error: "), "\(run.stderr)")
        }
    }
}
