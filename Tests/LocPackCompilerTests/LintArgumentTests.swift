import Foundation
import LocPack
@testable import LocPackCompiler
import Testing

@Suite("Lint: argument signatures")
struct LintArgumentTests {
    typealias F = LintFixtures

    @Test func mismatchesAreErrorsNamingLocaleAndKey() throws {
        let report = try F.report("ArgumentsBad.xcstrings")
        let file = "ArgumentsBad.xcstrings: $.strings"
        #expect(F.lines(report) == [
            #"\#(file)["extra"].localizations.de: error: de: reads argument 3 (%@) but the source (en) has 2 arguments (key 'extra', table ArgumentsBad)"#,
            #"\#(file)["fewer"].localizations.fr: error: fr: has 1 argument but the source (en) has 2: argument 2 (%@) is missing (key 'fewer', table ArgumentsBad)"#,
            #"\#(file)["float"].localizations.ja: error: ja: argument 1 is %d (integer) but %.1f (floating-point number) in the source (en) (key 'float', table ArgumentsBad)"#,
            #"\#(file)["gap"].localizations.pl: error: pl: does not use argument 2 (%@) of the source (en) (key 'gap', table ArgumentsBad)"#,
            #"\#(file)["plural_branch"].localizations.pl: error: pl: argument 1 is read both as %lld (integer) and as %@ (object) (key 'plural_branch', table ArgumentsBad)"#,
            #"\#(file)["swapped"].localizations.de: error: de: argument 1 is %lld (integer) but %@ (object) in the source (en) (key 'swapped', table ArgumentsBad)"#,
            #"\#(file)["swapped"].localizations.de: error: de: argument 2 is %@ (object) but %lld (integer) in the source (en) (key 'swapped', table ArgumentsBad)"#,
            #"\#(file)["twice"].localizations.ru: error: ru: argument 1 is read both as %@ (object) and as %d (integer) (key 'twice', table ArgumentsBad)"#,
        ])
    }

    @Test func agreeingTranslationsPass() throws {
        let report = try F.report("ArgumentsGood.xcstrings")
        #expect(report.diagnostics.isEmpty, "\(F.lines(report))")
    }

    @Test func integerLengthsAndSignsAgreeButClassesDoNot() {
        let u = FormatSpec(conversion: UInt8(ascii: "u"), length: .l)
        let x = FormatSpec(conversion: UInt8(ascii: "x"))
        #expect(F.check(F.catalog(["en": Message([F.arg(1, F.d)]), "de": Message([F.arg(1, u)]), "fr": Message([F.arg(1, x)])])).isEmpty)
        let e = FormatSpec(conversion: UInt8(ascii: "e"))
        let s = FormatSpec(conversion: UInt8(ascii: "s"))
        #expect(F.check(F.catalog(["en": Message([F.arg(1, F.oneDecimal)]), "de": Message([F.arg(1, e)])])).isEmpty)
        #expect(F.check(F.catalog(["en": Message([F.arg(1, F.object)]), "de": Message([F.arg(1, s)])])).isEmpty)
        let mixed = F.check(F.catalog(["en": Message([F.arg(1, F.d)]), "de": Message([F.arg(1, e)])]))
        #expect(mixed == ["t.json: $.k: error: de: argument 1 is %e (floating-point number) but %d (integer) in the source (en) (key 'k')"])
    }

    /// Arguments in any branch count: device cases, plural exact values,
    /// select cases, width cases; selectors count as their operand spec.
    @Test func everyBranchCounts() {
        let device = MessageNode.device(DeviceChoice(cases: [.mac: Message([F.arg(1, F.lld)]), .other: Message([F.arg(2, F.object)])]))
        let source = Message([F.arg(1, F.lld), F.arg(2, F.object)])
        #expect(F.check(F.catalog(["en": source, "de": Message([device])])).isEmpty)

        let deviceMissing = MessageNode.device(DeviceChoice(cases: [.mac: Message([F.arg(1, F.lld)])]))
        #expect(F.check(F.catalog(["en": source, "de": Message([deviceMissing])])) ==
                ["t.json: $.k: error: de: has 1 argument but the source (en) has 2: argument 2 (%@) is missing (key 'k')"])

        let width = MessageNode.width(WidthChoice(cases: [20: Message([F.arg(1, F.lld)]), 40: Message([F.arg(3, F.object)])]))
        #expect(F.check(F.catalog(["en": source, "de": Message([F.arg(2, F.object), width])])) ==
                ["t.json: $.k: error: de: reads argument 3 (%@) but the source (en) has 2 arguments (key 'k')"])

        // A plural selects by argument 1 as %.1f: a source that shows it as %@ disagrees.
        let decimal = F.plural([.other], on: 1, spec: F.oneDecimal)
        #expect(F.check(F.catalog(["en": Message([F.arg(1, F.object)]), "de": Message([decimal])])) ==
                ["t.json: $.k: error: de: argument 1 is %.1f (floating-point number) but %@ (object) in the source (en) (key 'k')"])

        // An ICU select reads its argument as text.
        let select = MessageNode.select(SelectChoice(argumentIndex: 1, cases: [("f", .text("She"))], other: .text("They")))
        #expect(F.check(F.catalog(["en": Message([F.arg(1, F.object)]), "de": Message([select])])).isEmpty)
        #expect(F.check(F.catalog(["en": Message([F.arg(1, F.lld)]), "de": Message([select])])) ==
                ["t.json: $.k: error: de: argument 1 is %@ (object) but %lld (integer) in the source (en) (key 'k')"])

        // Arguments inside exact cases.
        let exact = MessageNode.plural(PluralChoice(argumentIndex: 1, exact: [("0", Message([F.arg(2, F.d)]))],
                                                    categories: [.one: .text("one"), .other: .text("other")]))
        #expect(F.check(F.catalog(["en": Message([F.arg(1, F.lld)]), "de": Message([exact])])) ==
                ["t.json: $.k: error: de: reads argument 2 (%d) but the source (en) has 1 argument (key 'k')"])
    }

    @Test func withoutSourceMessageOnlyConflictsAreChecked() {
        let catalog = F.catalog(["de": Message([F.arg(1, F.object)]), "fr": Message([F.arg(1, F.d), F.arg(1, F.object)])])
        #expect(F.check(catalog) == ["t.json: $.k: error: fr: argument 1 is read both as %d (integer) and as %@ (object) (key 'k')"])
    }

    @Test func sourceLanguageSpellingsMatch() {
        let catalog = MessageCatalog(sourceLanguage: "pt_BR", entries: [
            CatalogEntry(key: "k", localizations: ["pt-BR": Message([F.arg(1, F.object)]), "de": Message([F.arg(1, F.d)])],
                         location: SourceLocation(file: "t.strings", line: 3, column: 1)),
        ])
        #expect(F.check(catalog) == ["t.strings:3:1: error: de: argument 1 is %d (integer) but %@ (object) in the source (pt-BR) (key 'k')"])
    }

    /// Messages of `.lproj` trees are reported in their own file and line.
    @Test func lprojMessagesAreReportedInTheirOwnFile() throws {
        let report = try F.report("lproj")
        #expect(F.lines(report) == [
            "lproj/de.lproj/Localizable.strings:1:1: error: de: has 0 arguments but the source (en) has 1: argument 1 (%@) is missing (key 'greeting')",
            "lproj/de.lproj/Localizable.strings:3:1: error: de: argument 1 is %@ (object) but %lld (integer) in the source (en) (key 'count')",
        ])
    }

    /// `Linter.apply` leaves out what the argument policy refuses and keeps
    /// the rest with its warnings.
    @Test func applyLeavesOutMismatchesAndKeepsWarnings() throws {
        var bad = F.catalog(["en": Message([F.arg(1, F.object)]), "de": Message([F.arg(1, F.d)])])
        let found = Linter.apply(&bad)
        #expect(bad.entries[0].localizations["de"] == nil)
        #expect(bad.entries[0].localizations["en"] != nil)
        #expect(found.map(\.omitted) == [OmittedTranslation(key: "k", locale: "de")])
        var fine = F.catalog(["en": Message([F.arg(1, F.lld)]), "pl": Message([F.plural([.one, .other])])])
        #expect(Linter.apply(&fine).map(\.description) == ["t.json: $.k: warning: pl: plural for argument 1 lacks 'few', 'many' (key 'k')"])
        #expect(fine.entries[0].localizations.count == 2)
    }
}
