import Foundation
import LocPack
@testable import LocPackCompiler
import Testing

@Suite("Lint: argument signatures")
struct LintArgumentTests {
    typealias F = LintFixtures

    /// A translation that reads an argument the message does not take, or
    /// reads one as another class, is left out with a warning located at
    /// its line:column (and JSON path) naming the locale and key; one that
    /// uses fewer arguments is kept, with a note.
    @Test func mismatchesLeaveTranslationsOutNamingLocaleAndKey() throws {
        let report = try F.report("ArgumentsBad.xcstrings")
        let file = "ArgumentsBad.xcstrings"
        let table = "table ArgumentsBad"
        #expect(F.lines(report) == [
            #"\#(file):7:9: warning: de: reads argument 3 (%@), which the message does not take (it takes arguments 1 (%@), 2 (%lld)); translation left out (key 'extra', \#(table)) [$.strings["extra"].localizations.de]"#,
            #"\#(file):30:9: note: fr: does not use argument 2 (%@) (fine: unused arguments are ignored) (key 'fewer', \#(table)) [$.strings["fewer"].localizations.fr]"#,
            #"\#(file):47:9: warning: ja: reads argument 1 as %d (integer) but the message takes %.1f (floating-point number); translation left out (key 'float', \#(table)) [$.strings["float"].localizations.ja]"#,
            #"\#(file):64:9: note: pl: does not use argument 2 (%@) (fine: unused arguments are ignored) (key 'gap', \#(table)) [$.strings["gap"].localizations.pl]"#,
            #"\#(file):81:9: warning: pl: reads argument 1 both as %lld (integer) and as %@ (object); translation left out (key 'plural_branch', \#(table)) [$.strings["plural_branch"].localizations.pl]"#,
            #"\#(file):116:9: warning: de: reads argument 1 as %lld (integer) but the message takes %@ (object); translation left out (key 'swapped', \#(table)) [$.strings["swapped"].localizations.de]"#,
            #"\#(file):139:9: warning: ru: reads argument 1 both as %@ (object) and as %d (integer); translation left out (key 'twice', \#(table)) [$.strings["twice"].localizations.ru]"#,
        ])
        #expect(report.diagnostics.compactMap(\.omitted).map { "\($0.locale) \($0.key)" }
            == ["de extra", "ja float", "pl plural_branch", "de swapped", "ru twice"])
        #expect(report.errorCount == 0)
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
        #expect(mixed == ["t.json: $.k: warning: de: reads argument 1 as %e (floating-point number) but the message takes %d (integer); translation left out (key 'k')"])
    }

    /// Arguments in any branch count: device cases, plural exact values,
    /// select cases, width cases; selectors count as their operand spec.
    @Test func everyBranchCounts() {
        let device = MessageNode.device(DeviceChoice(cases: [.mac: Message([F.arg(1, F.lld)]), .other: Message([F.arg(2, F.object)])]))
        let source = Message([F.arg(1, F.lld), F.arg(2, F.object)])
        #expect(F.check(F.catalog(["en": source, "de": Message([device])])).isEmpty)

        let deviceMissing = MessageNode.device(DeviceChoice(cases: [.mac: Message([F.arg(1, F.lld)])]))
        #expect(F.check(F.catalog(["en": source, "de": Message([deviceMissing])])) ==
                ["t.json: $.k: note: de: does not use argument 2 (%@) (fine: unused arguments are ignored) (key 'k')"])

        let width = MessageNode.width(WidthChoice(cases: [20: Message([F.arg(1, F.lld)]), 40: Message([F.arg(3, F.object)])]))
        #expect(F.check(F.catalog(["en": source, "de": Message([F.arg(2, F.object), width])])) ==
                ["t.json: $.k: warning: de: reads argument 3 (%@), which the message does not take (it takes arguments 1 (%lld), 2 (%@)); translation left out (key 'k')"])

        // A plural selects by argument 1 as %.1f: a source that shows it as %@ disagrees.
        let decimal = F.plural([.other], on: 1, spec: F.oneDecimal)
        #expect(F.check(F.catalog(["en": Message([F.arg(1, F.object)]), "de": Message([decimal])])) ==
                ["t.json: $.k: warning: de: reads argument 1 as %.1f (floating-point number) but the message takes %@ (object); translation left out (key 'k')"])

        // An ICU select reads its argument as text.
        let select = MessageNode.select(SelectChoice(argumentIndex: 1, cases: [("f", .text("She"))], other: .text("They")))
        #expect(F.check(F.catalog(["en": Message([F.arg(1, F.object)]), "de": Message([select])])).isEmpty)
        #expect(F.check(F.catalog(["en": Message([F.arg(1, F.lld)]), "de": Message([select])])) ==
                ["t.json: $.k: warning: de: reads argument 1 as %@ (object) but the message takes %lld (integer); translation left out (key 'k')"])

        // Arguments inside exact cases.
        let exact = MessageNode.plural(PluralChoice(argumentIndex: 1, rules: .appleCardinal, exact: [("0", Message([F.arg(2, F.d)]))],
                                                    categories: [.one: .text("one"), .other: .text("other")]))
        #expect(F.check(F.catalog(["en": Message([F.arg(1, F.lld)]), "de": Message([exact])])) ==
                ["t.json: $.k: warning: de: reads argument 2 (%d), which the message does not take (it takes argument 1 (%lld)); translation left out (key 'k')"])
    }

    @Test func withoutSourceMessageOnlyConflictsAreChecked() {
        let catalog = F.catalog(["de": Message([F.arg(1, F.object)]), "fr": Message([F.arg(1, F.d), F.arg(1, F.object)])])
        #expect(F.check(catalog) == ["t.json: $.k: warning: fr: reads argument 1 both as %d (integer) and as %@ (object); translation left out (key 'k')"])
    }

    @Test func sourceLanguageSpellingsMatch() {
        let catalog = MessageCatalog(sourceLanguage: "pt_BR", entries: [
            CatalogEntry(key: "k", localizations: ["pt-BR": Message([F.arg(1, F.object)]), "de": Message([F.arg(1, F.d)])],
                         location: SourceLocation(file: "t.strings", line: 3, column: 1)),
        ])
        #expect(F.check(catalog) == ["t.strings:3:1: warning: de: reads argument 1 as %d (integer) but the message takes %@ (object); translation left out (key 'k')"])
    }

    /// Messages of `.lproj` trees are reported in their own file and line.
    @Test func lprojMessagesAreReportedInTheirOwnFile() throws {
        let report = try F.report("lproj")
        #expect(F.lines(report) == [
            "lproj/de.lproj/Localizable.strings:1:1: note: de: does not use argument 1 (%@) (fine: unused arguments are ignored) (key 'greeting')",
            "lproj/de.lproj/Localizable.strings:3:1: warning: de: reads argument 1 as %@ (object) but the message takes %lld (integer); translation left out (key 'count')",
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
