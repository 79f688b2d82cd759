import Foundation
import LocPackTestSupport
@testable import LocPackCompiler
import Testing

/// `--warn ID=LEVEL` as a policy (`Specs/cli.md`, "Diagnostics") and the
/// listing that prints diagnostics with a limit and per-kind counts.
@Suite struct DiagnosticPolicyTests {
    private func diagnostic(_ severity: Diagnostic.Severity, _ id: DiagnosticID, _ line: Int = 1) -> Diagnostic {
        Diagnostic(severity, id, at: SourceLocation(file: "f.json", line: line, column: 2), "message \(line)")
    }

    @Test func settingsParseIntoLevelsAndBadOnesSayWhy() throws {
        let policy = try DiagnosticPolicy.parse(["missing-plural-category=error", "unused-argument=off",
                                                 "missing-plural-category=note"]).get()
        #expect(policy.levels == [.missingPluralCategory: .note, .unusedArgument: .off])
        #expect(throws: DiagnosticPolicy.PolicyError.self) { try DiagnosticPolicy.parse(["nope=off"]).get() }
        #expect(throws: DiagnosticPolicy.PolicyError.self) { try DiagnosticPolicy.parse(["unused-argument"]).get() }
        #expect(throws: DiagnosticPolicy.PolicyError.self) { try DiagnosticPolicy.parse(["duplicate-key=warning"]).get() }
    }

    @Test func aPolicyChangesTheKindsItNamesAndNeverAnError() {
        let policy = DiagnosticPolicy(levels: [.missingPluralCategory: .error, .unusedArgument: .off, .literalPercent: .note])
        let applied = policy.apply(to: [
            diagnostic(.warning, .missingPluralCategory, 1), diagnostic(.note, .unusedArgument, 2),
            diagnostic(.warning, .literalPercent, 3), diagnostic(.error, .unreadableInput, 4), diagnostic(.warning, .ignoredContent, 5),
        ])
        #expect(applied.map(\.severity) == [.error, .note, .error, .warning])
        #expect(applied.map(\.id) == [.missingPluralCategory, .literalPercent, .unreadableInput, .ignoredContent])
    }

    @Test func everyKnownIDIsOneNameOfLowerCaseWords() {
        let names = DiagnosticID.known.map(\.id.rawValue)
        #expect(Set(names).count == names.count)
        for name in names { #expect(name.allSatisfy { $0.isLowercase || $0 == "-" }, "\(name)") }
    }

    @Test func theListingPrintsUpToTheLimitThenCountsTheRest() {
        var diagnostics = (1...5).map { diagnostic(.warning, .ignoredContent, $0) }
        diagnostics.insert(diagnostic(.error, .unreadableInput, 9), at: 4)
        diagnostics.append(diagnostic(.note, .unusedArgument, 7))
        let listing = DiagnosticListing(diagnostics, limit: 2)
        #expect(listing.lines == [
            "f.json:1:2: warning: message 1 [ignored-content]",
            "f.json:2:2: warning: message 2 [ignored-content]",
            "f.json:9:2: error: message 9 [unreadable-input]",
            "… 3 warnings and 1 note more not printed (--all-diagnostics prints every one)",
            "errors by kind: unreadable-input 1",
            "warnings by kind: ignored-content 5",
            "notes by kind: unused-argument 1",
        ])
        #expect(DiagnosticListing(diagnostics, limit: nil).diagnosticLines.count == 7)
        // When the limit bites, a warning that leaves a translation out is printed before the others, where it stands.
        var leftOut = Diagnostic.leftOut(OmittedTranslation(key: "k", locale: "de"), at: SourceLocation(file: "f.json", line: 8, column: 1), "bad")
        leftOut.location.column = 2
        let ranked = DiagnosticListing(diagnostics + [leftOut], limit: 2).diagnosticLines
        #expect(ranked.prefix(3) == [
            "f.json:1:2: warning: message 1 [ignored-content]",
            "f.json:9:2: error: message 9 [unreadable-input]",
            "f.json:8:2: warning: de: bad; translation left out (key 'k') [malformed-translation]",
        ])
        // Notes a build does not print are counted all the same.
        let quietNotes = DiagnosticListing(diagnostics, limit: nil) { $0.severity != .note }
        #expect(quietNotes.diagnosticLines.count == 6)
        #expect(quietNotes.kindCounts.last == "notes by kind: unused-argument 1")
    }
}

/// The kinds importers give the problems real trees have most
/// (`Specs/cli.md`, "Diagnostics"): each is its own ID, so `--warn` can
/// single it out.
@Suite struct DiagnosticKindTests {
    @Test func translatewikiProblemsHaveTheirOwnKinds() throws {
        try withScratchDirectory { folder in
            let files = [
                "en.json": #"{"@metadata": {}, "a": "$1 new {{PLURAL:$1|item|items}}", "b": "Hi {{GENDER:$2|he|she}}", "c": "{{GRAMMAR:genitive|Wiki}}"}"#,
                "de.json": #"{"@metadata": {}, "a": "$1 neue {{PLURAL:$x|Sache|Sachen}}", "b": "Hallo $3 {{GENDER:$2|er|sie}}", "c": "{{ucfirst:wiki}}"}"#,
            ]
            for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
            let kinds = Dictionary(try TranslateWikiImporter.importCatalog(at: folder).diagnostics.map { ($0.message, $0.id) },
                                   uniquingKeysWith: { first, _ in first })
            #expect(kinds.first { $0.key.contains("the PLURAL selector must be") }?.value == .invalidSelector, "\(kinds)")
            #expect(kinds.first { $0.key.contains("reads $3, which the en message does not take") }?.value == .unknownArgument, "\(kinds)")
            #expect(kinds.first { $0.key.contains("{{ucfirst:…}} is not supported") }?.value == .unsupportedConstruct, "\(kinds)")
            #expect(kinds.first { $0.key.contains("{{GRAMMAR:genitive|…}} is rendered as the word unchanged") }?.value == .platformDifference,
                    "\(kinds)")
        }
    }

    @Test func stringsdictFormatProblemsHaveTheirOwnKinds() throws {
        try withScratchDirectory { folder in
            let lproj = folder.appendingPathComponent("de.lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            func entry(_ key: String, _ format: String, _ one: String) -> String {
                """
                <key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>lld</string><key>one</key><string>\(one)</string>
                <key>other</key><string>%lld Dinge</string></dict></dict>
                """
            }
            let plist = """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                \(entry("width", "%1#@n@", "ein Ding"))
                \(entry("broken", "%#@n@ %n", "ein Ding"))
                </dict></plist>
                """
            try Data(plist.utf8).write(to: lproj.appendingPathComponent("Localizable.stringsdict"))
            let prepared = try BuildPipeline.prepare(inputs: [folder.path])
            let kinds = prepared.diagnostics.map { "\($0.id): \($0.message)" }
            #expect(prepared.diagnostics.contains { $0.id == .suspiciousFormat && $0.message.contains("'%1#@n@' is read as '%#@n@'") }, "\(kinds)")
            #expect(prepared.diagnostics.contains { $0.id == .invalidFormatString && $0.omitted?.key == "broken" }, "\(kinds)")
        }
    }
}
