import Foundation
import LocPack
@testable import LocPackCompiler
import Testing

@Suite("Lint: coverage and report")
struct LintCoverageTests {
    typealias F = LintFixtures

    /// `new` units do not count; `pt-BR` shows `pt`'s text; a key marked
    /// `shouldTranslate: false` counts only for the source language.
    @Test func coverageRows() throws {
        let report = try F.report("Coverage.xcstrings")
        #expect(report.keyCount == 4)
        let rows = report.coverage.map { "\($0.locale) \($0.isSourceLanguage) \($0.translated)/\($0.total) \($0.missingKeys)" }
        #expect(rows == [
            #"en true 4/4 []"#,
            #"de false 2/3 ["Coverage:Draft"]"#,
            #"pt false 2/3 ["Coverage:Draft"]"#,
            #"pt-BR false 3/3 []"#,
        ])
        #expect(report.coverage[1].percent > 66.6 && report.coverage[1].percent < 66.7)
    }

    @Test func textReport() throws {
        let report = try F.report("Coverage.xcstrings")
        #expect(report.text() == """
            coverage of 4 keys:
              locale       translated  missing       %
              en (source)           4        0  100.0%
              de                    2        1   66.7%
              pt                    2        1   66.7%
              pt-BR                 3        0  100.0%

            0 errors, 0 warnings, 0 notes

            """)
        #expect(report.text(verbose: true).contains("missing in de (1):\n  Coverage:Draft\n"))
        #expect(!report.text().contains("missing in"))
    }

    @Test func jsonReport() throws {
        let report = try F.report("PluralsBad.xcstrings")
        let object = try #require(try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
        #expect(object["errors"] as? Int == 0)
        #expect(object["warnings"] as? Int == 2)
        #expect(object["notes"] as? Int == 3)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 5)
        #expect(diagnostics[1]["severity"] as? String == "warning")
        #expect(diagnostics[1]["jsonPath"] as? String == #"$.strings["%lld files"].localizations.ar"#)
        #expect((diagnostics[1]["file"] as? String)?.hasSuffix("PluralsBad.xcstrings") == true)
        #expect(diagnostics[1]["line"] as? Int == 30)
        #expect(diagnostics[1]["column"] as? Int == 9)
        let coverage = try #require(object["coverage"] as? [[String: Any]])
        #expect(coverage.map { $0["locale"] as? String } == ["en", "ar", "ja", "pl"])
        #expect(coverage[3]["translated"] as? Int == 1 && coverage[3]["missing"] as? Int == 2)
        #expect(coverage[3]["missingKeys"] == nil)
        let verbose = try #require(try JSONSerialization.jsonObject(with: report.jsonData(verbose: true)) as? [String: Any])
        #expect(((verbose["coverage"] as? [[String: Any]])?[3]["missingKeys"] as? [String])?.count == 2)
    }

    @Test func warningsAsErrors() throws {
        let report = try F.report("PluralsBad.xcstrings", options: .init(warningsAreErrors: true))
        #expect(report.errorCount == 2 && report.warningCount == 0 && report.noteCount == 3)
    }

    /// An input that cannot be read is an error; the others are still
    /// read and checked in the same pass, and the coverage (of a partly
    /// read catalog) is left out.
    @Test func brokenInputsDoNotHideOtherProblems() throws {
        let report = try F.report("partial")
        #expect(F.lines(report) == [
            #"partial/Broken.xcstrings:1:130: warning: en: Referencing undefined substitution 'missing'; translation left out (key 'broken', table Broken) [$.strings["broken"].localizations.en.stringUnit.value]"#,
            "partial/Unreadable.xcstrings:5:86: error: invalid JSON: Invalid value",
            #"partial/Sound.xcstrings:1:155: warning: de: reads argument 1 as %d (integer) but the message takes %@ (object); translation left out (key 'mismatch', table Sound) [$.strings["mismatch"].localizations.de]"#,
        ])
        #expect(report.errorCount == 1)
        #expect(report.coverage.isEmpty)
        #expect(report.text().contains("coverage: not computed"))
    }

    /// Translations left out count as missing; a locale whose every
    /// translation was left out still has its row.
    @Test func leftOutTranslationsAreMissing() throws {
        let report = try LintReport(inputs: [F.path("partial/Broken.xcstrings"), F.path("partial/Sound.xcstrings")])
        let rows = report.coverage.map { "\($0.locale) \($0.translated)/\($0.total) \($0.missingKeys)" }
        #expect(rows == [#"en 2/2 []"#, #"de 0/2 ["Broken:broken", "Sound:mismatch"]"#])
    }

    @Test func importerWarningsArePartOfTheReport() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/translatewiki")
        let report = try LintReport(inputs: [fixtures.appendingPathComponent("wiki").path])
        #expect(report.diagnostics.contains { $0.severity == .note && $0.message.contains("{{PLURAL}} has 3 forms but de has 2") })
        #expect(report.diagnostics.contains { $0.severity == .note && $0.message.contains("'removed-message' is documented") })
        let magic = try LintReport(inputs: [fixtures.appendingPathComponent("magic").path])
        #expect(magic.diagnostics.contains { $0.severity == .warning && $0.message.contains("is rendered as the word unchanged") },
                "\(magic.diagnostics)")
    }

    @Test func unusableInputsThrow() {
        let error = #expect(throws: CompilerError.self) { try LintReport(inputs: [F.path("no-such-file.xcstrings")]) }
        #expect(error?.kind == .inputs)
        #expect(error?.message == "\(F.path("no-such-file.xcstrings")): no such file or directory")
    }

    /// The example catalog has no errors.
    @Test func exampleCatalogHasNoErrors() throws {
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Localizable.xcstrings")
        let report = try LintReport(inputs: [example.path])
        #expect(report.errorCount == 0, "\(report.diagnostics)")
        #expect(report.keyCount == 16)
    }
}
