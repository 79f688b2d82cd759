import Foundation
import LocPack
@testable import LocPackCompiler
import Testing

@Suite("Lint: plural categories")
struct LintPluralTests {
    typealias F = LintFixtures

    @Test func lackingCategoriesWarnAndDeadOnesAreNotes() throws {
        let report = try F.report("PluralsBad.xcstrings")
        let file = "PluralsBad.xcstrings"
        #expect(F.lines(report) == [
            #"\#(file):7:9: note: en: plural for argument 1 has 'one', which en never uses with %.1f (key '%.1f km', table PluralsBad) [$.strings["%.1f km"].localizations.en]"#,
            #"\#(file):30:9: warning: ar: plural for argument 1 lacks 'zero', 'two', 'few', 'many' (key '%lld files', table PluralsBad) [$.strings["%lld files"].localizations.ar]"#,
            #"\#(file):66:9: warning: pl: plural for argument 1 lacks 'few', 'many' (key '%lld files', table PluralsBad) [$.strings["%lld files"].localizations.pl]"#,
            #"\#(file):89:9: note: en: plural for argument 1 has 'few', which en never uses (key '%lld songs', table PluralsBad) [$.strings["%lld songs"].localizations.en]"#,
            #"\#(file):113:9: note: ja: plural for argument 1 has 'one', which ja never uses (key '%lld songs', table PluralsBad) [$.strings["%lld songs"].localizations.ja]"#,
        ])
        // A lacking category is a warning, never a reason to leave the translation out.
        #expect(report.diagnostics.allSatisfy { $0.omitted == nil })
    }

    @Test func completePluralsPass() throws {
        let report = try F.report("PluralsGood.xcstrings")
        #expect(report.diagnostics.isEmpty, "\(F.lines(report))")
    }

    /// Apple's `zero` is live in every language; ICU's `zero` keyword is not.
    @Test func zeroUnderAppleRuleIsAllowedEverywhere() {
        #expect(F.check(F.catalog(["en": Message([F.plural([.zero, .one, .other])])])).isEmpty)
        #expect(F.check(F.catalog(["en": Message([F.plural([.zero, .one, .other], appleZero: false)])])) ==
                ["t.json: $.k: note: en: plural for argument 1 has 'zero', which en never uses (key 'k')"])
    }

    /// `=1` stands for English `one`, `=0` and `=1` for French `one`, but
    /// nothing can stand for an unbounded category such as Polish `few`.
    @Test func exactValuesCoverFiniteCategories() {
        #expect(F.check(F.catalog(["en": Message([F.plural([.other], exact: ["1"], appleZero: false)])])).isEmpty)
        #expect(F.check(F.catalog(["en": Message([F.plural([.other], exact: ["2"], appleZero: false)])])) ==
                ["t.json: $.k: warning: en: plural for argument 1 lacks 'one' (key 'k')"])
        let french = F.catalog(["en": Message([F.plural([.one, .other])]),
                                "fr": Message([F.plural([.many, .other], exact: ["0", "1"], appleZero: false)])])
        #expect(F.check(french).isEmpty)
        let onlyOne = F.catalog(["en": Message([F.plural([.one, .other])]),
                                 "fr": Message([F.plural([.many, .other], exact: ["1"], appleZero: false)])])
        #expect(F.check(onlyOne) == ["t.json: $.k: warning: fr: plural for argument 1 lacks 'one' (key 'k')"])
        // Apple's zero case covers 0.
        let appleFrench = F.catalog(["en": Message([F.plural([.one, .other])]),
                                     "fr": Message([F.plural([.zero, .many, .other], exact: ["1"])])])
        #expect(F.check(appleFrench).isEmpty)
        let polish = F.catalog(["en": Message([F.plural([.one, .other])]),
                                "pl": Message([F.plural([.one, .many, .other], exact: ["2", "3", "4"], appleZero: false)])])
        #expect(F.check(polish) == ["t.json: $.k: warning: pl: plural for argument 1 lacks 'few' (key 'k')"])
    }

    /// With `offset:1`, `one` is the number 2 before the offset.
    @Test func offsetShiftsExactCoverage() {
        #expect(F.check(F.catalog(["en": Message([F.plural([.other], offset: 1, exact: ["2"], appleZero: false)])])).isEmpty)
        #expect(F.check(F.catalog(["en": Message([F.plural([.other], offset: 1, exact: ["1"], appleZero: false)])])) ==
                ["t.json: $.k: warning: en: plural for argument 1 lacks 'one' (key 'k')"])
    }

    @Test func ordinalsUseOrdinalRules() {
        let complete = F.plural([.one, .two, .few, .other], ordinal: true, appleZero: false)
        #expect(F.check(F.catalog(["en": Message([complete])])).isEmpty)
        let lacking = F.plural([.one, .other], ordinal: true, appleZero: false)
        #expect(F.check(F.catalog(["en": Message([lacking])])) ==
                ["t.json: $.k: warning: en: ordinal plural for argument 1 lacks 'two', 'few' (key 'k')"])
        // French ordinals: 'one' (1er) and 'other'; 'few' is never selected.
        let french = F.plural([.one, .few, .other], ordinal: true, appleZero: false)
        #expect(F.check(F.catalog(["fr": Message([french])])) ==
                ["t.json: $.k: note: fr: ordinal plural for argument 1 has 'few', which fr never uses (key 'k')"])
    }

    /// The operands come from the number as displayed: `%.1f` never shows an
    /// integer, so Polish selects only `other` and French still `one` (1.0).
    @Test func decimalSpecsChangeTheCategoriesNeeded() {
        let polish = F.catalog(["pl": Message([F.plural([.one, .few, .other], spec: F.oneDecimal)])])
        #expect(F.check(polish) == ["t.json: $.k: note: pl: plural for argument 1 has 'one', 'few', which pl never uses with %.1f (key 'k')"])
        let french = F.catalog(["fr": Message([F.plural([.other], spec: F.oneDecimal)])])
        #expect(F.check(french) == ["t.json: $.k: warning: fr: plural for argument 1 lacks 'one' with %.1f (key 'k')"])
        let ofDefault = FormatSpec(conversion: UInt8(ascii: "f"))
        #expect(F.check(F.catalog(["ru": Message([F.plural([.other], spec: ofDefault)])])).isEmpty)
    }

    /// Plurals nested in device cases and in other plurals are checked; a
    /// finding repeated in several branches is reported once.
    @Test func nestedPluralsAreCheckedOnce() {
        let inner = F.plural([.one, .other], on: 2)
        let device = MessageNode.device(DeviceChoice(cases: [.mac: Message([inner]), .iphone: Message([inner])]))
        #expect(F.check(F.catalog(["pl": Message([device])])) ==
                ["t.json: $.k: warning: pl: plural for argument 2 lacks 'few', 'many' (key 'k')"])
        var outer = PluralChoice(argumentIndex: 1, rules: .appleCardinal, categories: [:])
        for category in [PluralCategory.one, .few, .many, .other] { outer.categories[category] = Message([inner]) }
        #expect(F.check(F.catalog(["pl": Message([.plural(outer)])])) ==
                ["t.json: $.k: warning: pl: plural for argument 2 lacks 'few', 'many' (key 'k')"])
    }

    /// ICU: `=1` covers English `one`; ordinals are checked with ordinal rules.
    @Test func icuMessages() throws {
        let report = try F.report("icu")
        #expect(F.lines(report) == [
            #"icu/fr.json:2:3: note: fr: plural for argument 1 lacks 'many', which only some numbers of a million and more select: 1000000, 2000000, 10000000, … (key 'files') [$["files"]]"#,
            #"icu/en.json:4:3: warning: en: ordinal plural for argument 1 lacks 'few' (key 'rank') [$["rank"]]"#,
        ])
    }

    /// translatewiki's last form serves the categories after it: three
    /// Polish forms are complete.
    @Test func translateWikiPluralsFollowMediaWiki() throws {
        let report = try F.report("wiki")
        #expect(report.diagnostics.isEmpty, "\(F.lines(report))")
    }

    /// Severity by consequence: a category only numbers of a million and
    /// more select (French `many`), or under an integer spec only decimals
    /// (Polish `other`), lacking is a note; everyday ones stay warnings.
    @Test func rareCategoriesAreNotes() {
        let french = F.catalog(["fr": Message([F.plural([.one, .other], appleZero: false)])])
        #expect(F.check(french) == [
            "t.json: $.k: note: fr: plural for argument 1 lacks 'many', which only some numbers of a million and more select: 1000000, 2000000, 10000000, … (key 'k')",
        ])
        let polish = F.catalog(["pl": Message([F.plural([.one, .few, .many], appleZero: false)])])
        #expect(F.check(polish) == ["t.json: $.k: note: pl: plural for argument 1 lacks 'other', which no integer selects, only decimals (key 'k')"])
        // Both at once: the everyday category is the warning, the rare one a note of its own.
        let frenchOne = F.catalog(["fr": Message([F.plural([.other], appleZero: false)])])
        #expect(F.check(frenchOne) == [
            "t.json: $.k: warning: fr: plural for argument 1 lacks 'one' (key 'k')",
            "t.json: $.k: note: fr: plural for argument 1 lacks 'many', which only some numbers of a million and more select: 1000000, 2000000, 10000000, … (key 'k')",
        ])
        // Spanish, Italian, Portuguese and Catalan `many` too, from their own rules; Russian `many` is everyday.
        for locale in ["es", "it", "pt", "ca"] {
            let profile = PluralCategorySampler().profile(locale: locale, ordinal: false, spec: F.lld)
            #expect(profile.reachable.contains(.many) && !profile.everyday.contains(.many), "\(locale)")
        }
        let russian = PluralCategorySampler().profile(locale: "ru", ordinal: false, spec: F.lld)
        #expect(russian.everyday == [.one, .few, .many])
    }

    /// A decimal spec (MF2 `:integer`, `:number`) packs its style into the
    /// spec's fields: the sampler reads its fewest fraction digits, not the
    /// packed precision as a printf precision.
    @Test func decimalSpecsAreSampledByTheirFractionDigits() {
        let sampler = PluralCategorySampler()
        var integer = DecimalStyle(maximumFractionDigits: 0)
        integer.grouping = .never
        #expect(sampler.profile(locale: "pl", ordinal: false, spec: integer.spec).reachable == [.one, .few, .many])
        let oneDigit = DecimalStyle(minimumFractionDigits: 1, maximumFractionDigits: 2)
        #expect(sampler.profile(locale: "pl", ordinal: false, spec: oneDigit.spec).reachable == [.other])
    }

    @Test func samplerFindsCLDRCategories() {
        let sampler = PluralCategorySampler()
        #expect(sampler.profile(locale: "pl", ordinal: false, spec: F.lld).reachable == [.one, .few, .many])
        #expect(sampler.profile(locale: "pl", ordinal: false, spec: F.oneDecimal).reachable == [.other])
        #expect(sampler.profile(locale: "fr", ordinal: false, spec: F.lld).reachable == [.one, .many, .other])
        #expect(sampler.profile(locale: "ar", ordinal: false, spec: F.lld).reachable == Set(PluralCategory.allCases))
        #expect(sampler.profile(locale: "en", ordinal: false, spec: F.lld).finiteMembers[.one] == [1])
        #expect(sampler.profile(locale: "fr", ordinal: false, spec: F.lld).finiteMembers[.one] == [0, 1])
        #expect(sampler.profile(locale: "pl", ordinal: false, spec: F.lld).finiteMembers[.few] == nil)
        #expect(sampler.profile(locale: "ja", ordinal: false, spec: F.lld).reachable == [.other])
    }
}
