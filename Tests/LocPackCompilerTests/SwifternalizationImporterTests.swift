import Foundation
import LocPack
@testable import LocPackCompiler
import Testing

private typealias Support = ImporterTestSupport

@Suite("SwifternalizationImporter")
struct SwifternalizationImporterTests {
    static let app = Support.fixtures("swifternalization/app")

    static func bundle() throws -> Catalog { try Support.bundle(SwifternalizationImporter.importCatalog(at: app)) }

    /// Imports in-memory files, each given as a JSON object.
    static func catalog(_ files: [String: Any], source: String = "en") throws -> MessageCatalog {
        let documents = try files.keys.sorted().map { name in
            (data: try JSONSerialization.data(withJSONObject: files[name]!), file: name)
        }
        return try SwifternalizationImporter.importCatalog(documents: documents, options: .init(sourceLanguage: source))
    }

    /// Imports in-memory files given as JSON text (member order matters).
    static func catalog(text files: [(String, String)], source: String = "en") throws -> MessageCatalog {
        try SwifternalizationImporter.importCatalog(documents: files.map { (Data($0.1.utf8), $0.0) },
                                                    options: .init(sourceLanguage: source))
    }

    // MARK: Model

    @Test func directoryOfFiles() throws {
        let catalog = try SwifternalizationImporter.importCatalog(at: Self.app)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.entries.map(\.key) == ["car-sentence", "cars", "files", "files-by-pattern", "forgot-password",
                                               "only-in-base", "scores", "seconds", "teens", "things", "tomatoes", "welcome"])
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let welcome = try #require(catalog.entries.first { $0.key == "welcome" })
        #expect(welcome.localizations == ["en": .text("Welcome!"), "pl": .text("Witaj")])
        #expect(welcome.location.description.hasSuffix(#"en.json: $["welcome"]"#))
        let onlyInBase = try #require(catalog.entries.first { $0.key == "only-in-base" })
        #expect(onlyInBase.localizations == ["en": .text("This is from base")])
        #expect(onlyInBase.location.description.hasSuffix(#"base.json: $["only-in-base"]"#))
    }

    @Test func categoriesAndExactValuesBecomeAPluralChoice() throws {
        let catalog = try Self.catalog(text: [("pl.json", #"{"k": {"ie:x=0": "zero", "one": "%d plik", "few": "%d pliki", "other": "%d pliku"}}"#)])
        let d = FormatSpec(conversion: UInt8(ascii: "d"))
        #expect(catalog.entries[0].localizations["pl"] == Message([.plural(PluralChoice(
            argumentIndex: 1, operandSpec: d, rules: .cldrCardinal, exact: [(value: "0", message: .text("zero"))],
            categories: [.one: Message([.argument(index: 1, spec: d), .text(" plik")]),
                         .few: Message([.argument(index: 1, spec: d), .text(" pliki")]),
                         .other: Message([.argument(index: 1, spec: d), .text(" pliku")])]))]))
    }

    @Test func conditionsKeepTheirWrittenOrder() throws {
        let catalog = try Self.catalog(text: [("en.json", #"{"k": {"ie:x>=2": "A", "one": "B", "exp:^1": "C", "other": "D"}}"#)])
        let bound = IntervalBound(2, inclusive: true)
        guard case .conditions(let choice) = catalog.entries[0].localizations["en"]?.nodes.first else {
            Issue.record("no condition choice")
            return
        }
        #expect(choice.argumentIndex == 1 && choice.operandSpec == SwifternalizationLowering.operandSpec(of: .string("")))
        #expect(choice.cases.map(\.condition).count == 3)
        #expect(choice.cases[0].condition == .interval(lower: bound, upper: nil))
        #expect(choice.cases[1].condition == .category(.one))
        guard case .pattern(let pattern) = choice.cases[2].condition else {
            Issue.record("no pattern")
            return
        }
        #expect(pattern.source == "^1")
        #expect(choice.other == .text("D"))
    }

    @Test func operandSpecComesFromTheFirstNumericPlaceholder() throws {
        let catalog = try Self.catalog(text: [("en.json", #"{"k": {"one": "one", "ie:x>5": {"@10": "%@ and %1$.2f"}}}"#)])
        guard case .conditions(let choice) = catalog.entries[0].localizations["en"]?.nodes.first else {
            Issue.record("no condition choice")
            return
        }
        #expect(choice.operandSpec == FormatSpec(conversion: UInt8(ascii: "f"), precision: 2))
    }

    @Test func repeatedCaseIsAWarning() throws {
        let catalog = try Self.catalog(text: [("en.json", #"{"k": {"ie:x=1": "a", "one": "b", "ie:x=1.0": "c", "other": "d"}}"#)])
        #expect(catalog.diagnostics.map(\.description) == [#"en.json: $["k"]["ie:x=1.0"]: warning: 'ie:x=1.0' repeats an earlier case of this object and is never used"#])
    }

    // MARK: Rendering every expression kind

    @Test func builtInExpressions() throws {
        let c = try Self.bundle()
        let en = c.locale("en")
        #expect(c.string("cars", locale: en, arguments: [1]) == "1 car")
        #expect(c.string("cars", locale: en, arguments: [10]) == "ten cars")
        #expect(c.string("cars", locale: en, arguments: [0]) == "0 cars")
        #expect(c.string("cars", locale: en, arguments: [1234]) == "1,234 cars")
        // `>one`, and `other` when nothing else matches.
        #expect(c.string("things", locale: en, arguments: [5]) == "5 things")
        #expect(c.string("things", locale: en, arguments: [1]) == "1 thing")
        #expect(c.string("things", locale: en, arguments: [0]) == "0 thing")
        // `two` in a language without that category means exactly 2.
        let two = try Self.catalog(text: [("en.json", #"{"k": {"two": "a pair", "one": "one", "other": "%d"}}"#)])
        let b = try Support.bundle(two)
        #expect(b.string("k", locale: b.locale("en"), arguments: [2]) == "a pair")
        #expect(b.string("k", locale: b.locale("en"), arguments: [22]) == "22")
    }

    @Test func inequalities() throws {
        let c = try Self.bundle()
        let en = c.locale("en")
        #expect(c.string("things", locale: en, arguments: [-3]) == "negative things")
        #expect(c.string("things", locale: en, arguments: [.double(-0.5)]) == "negative things")
        #expect(c.string("tomatoes", locale: en, arguments: [2]) == "2 tomatoes")
        #expect(c.string("tomatoes", locale: en, arguments: [3]) == "3 tomatoes, between 2 and 10")
        #expect(c.string("tomatoes", locale: en, arguments: [9]) == "9 tomatoes, between 2 and 10")
        #expect(c.string("tomatoes", locale: en, arguments: [10]) == "10 tomatoes, at least 10")
        #expect(c.string("tomatoes", locale: en, arguments: [.uint(UInt64.max)]).hasSuffix("tomatoes, at least 10"))
        // The interval sees 9.5 exactly; `%d` will not cut it to 9 and shows the marker.
        #expect(c.string("tomatoes", locale: en, arguments: [9.5]) == "⟦1⟧ tomatoes, between 2 and 10")
        #expect(c.string("tomatoes", locale: en, arguments: [.double(10)]) == "10 tomatoes, at least 10")
    }

    @Test func rangesAndInequalityForms() throws {
        let c = try Support.bundle(Self.catalog(text: [("en.json",
            #"{"k": {"iex:-2.5<=x<=-1": "A", "iex:0<x<1": "B", "ie:x<=-3": "C", "ie:%d=7": "D", "ie: x > 100": "E", "other": "F"}}"#)]))
        let en = c.locale("en")
        let cases: [(MessageArgument, String)] = [
            (.double(-2.5), "A"), (-1, "A"), (-2, "A"), (.double(-2.6), "F"), (-3, "C"), (-4, "C"),
            (.double(0.5), "B"), (0, "F"), (1, "F"), (7, "D"), (101, "E"), (100, "F"), (.double(.nan), "F"),
        ]
        for (argument, text) in cases {
            #expect(c.string("k", locale: en, arguments: [argument]) == text, "\(argument)")
        }
    }

    @Test func regularExpressionsOnTheDisplayedNumber() throws {
        let c = try Self.bundle()
        let en = c.locale("en"), pl = c.locale("pl")
        // `lucky` is `exp:7$` from the `base` shared expressions.
        #expect(c.string("things", locale: en, arguments: [17]) == "17 things (lucky)")
        #expect(c.string("things", locale: en, arguments: [1007]) == "1,007 things (lucky)")
        // The text is the number as `%.1f` displays it, in POSIX style.
        #expect(c.string("scores", locale: en, arguments: [2.5]) == "2.5 points, a half")
        #expect(c.string("scores", locale: en, arguments: [2.25]) == "2.2 points")
        #expect(c.string("scores", locale: en, arguments: [1500.5]) == "1,500.5 points, a half")
        // A Polish `few` written as a pattern agrees with CLDR's.
        for n: Int64 in 0...300 {
            let viaPattern = c.string("files-by-pattern", locale: pl, arguments: [.int(n)])
            let viaCategory = c.string("files", locale: pl, arguments: [.int(n)])
            #expect(viaPattern.hasSuffix(" pliki") == viaCategory.hasSuffix(" pliki"), "\(n)")
        }
    }

    @Test func sharedExpressionsByLanguageWithBaseInherited() throws {
        let c = try Self.bundle()
        let pl = c.locale("pl")
        // `teens` comes from `pl`, `dozens` from `base`, `few` is built in: tried in written order.
        #expect(c.string("teens", locale: pl, arguments: [12]) == "12, nastolatek")
        #expect(c.string("teens", locale: pl, arguments: [3]) == "3 pliki")
        #expect(c.string("teens", locale: pl, arguments: [22]) == "22 pliki")
        #expect(c.string("teens", locale: pl, arguments: [25]) == "25, dziesiątki")
        #expect(c.string("teens", locale: pl, arguments: [5]) == "5 plików")
        // A language's own definition wins over base's, and both over built-ins.
        let overridden = try Support.bundle(Self.catalog([
            "expressions.json": ["base": ["one": "ie:x=1", "x": "ie:x=5"], "pl": ["x": "ie:x=6"]],
            "pl.json": ["k": ["x": "x", "one": "one", "other": "other"]],
            "de.json": ["k": ["x": "x", "one": "one", "other": "other"]],
        ], source: "pl"))
        #expect(overridden.string("k", locale: overridden.locale("pl"), arguments: [6]) == "x")
        #expect(overridden.string("k", locale: overridden.locale("pl"), arguments: [5]) == "other")
        #expect(overridden.string("k", locale: overridden.locale("de"), arguments: [5]) == "x")
        #expect(overridden.string("k", locale: overridden.locale("pl"), arguments: [21]) == "other")
    }

    @Test func regionalLanguageUsesItsLanguagesExpressions() throws {
        let c = try Support.bundle(Self.catalog([
            "expressions.json": ["pt": ["muitos": "ie:x>=1000"]],
            "pt-BR.json": ["k": ["muitos": "muitos", "other": "poucos"]],
        ], source: "pt-BR"))
        #expect(c.string("k", locale: c.locale("pt-BR"), arguments: [1000]) == "muitos")
        #expect(c.string("k", locale: c.locale("pt-BR"), arguments: [999]) == "poucos")
    }

    // MARK: Widths

    @Test func widthRuleIsSmallestNotBelow() throws {
        let c = try Self.bundle()
        let en = c.locale("en")
        let expected: [(Int?, String)] = [
            (50, "Forgot?"), (100, "Forgot?"), (101, "Forgot password?"), (200, "Forgot password?"),
            (250, "Forgot your password? Get help."), (300, "Forgot your password? Get help."),
            // Above every key: the largest; a render without a width too.
            (1000, "Forgot your password? Get help."), (nil, "Forgot your password? Get help."),
        ]
        for (width, text) in expected {
            #expect(c.string("forgot-password", locale: en, width: width) == text, "\(String(describing: width))")
        }
    }

    @Test func expressionsAndWidthsNest() throws {
        let c = try Self.bundle()
        let pl = c.locale("pl")
        #expect(c.string("car-sentence", locale: pl, width: 150, arguments: [1]) == "tylko jeden samochód")
        #expect(c.string("car-sentence", locale: pl, width: 90, arguments: [1]) == "jeden samochód")
        #expect(c.string("car-sentence", locale: pl, width: 150, arguments: [5]) == "posiadasz 5 samochodów")
        #expect(c.string("car-sentence", locale: pl, width: 100, arguments: [5]) == "5 samochodów")
        #expect(c.string("seconds", locale: pl, width: 80, arguments: [3]) == "3 s")
        #expect(c.string("seconds", locale: pl, width: 180, arguments: [3]) == "3 sekundy")
        #expect(c.string("seconds", locale: pl, width: 180, arguments: [1]) == "1 sekunda")
        #expect(c.string("seconds", locale: pl, width: 180, arguments: [5]) == "5 sekund")
    }

    @Test func baseTextsAreTheSourceLanguageFallback() throws {
        let c = try Self.bundle()
        #expect(c.string("only-in-base", locale: c.locale("pl")) == "This is from base")
        #expect(c.string("welcome", locale: c.locale("en")) == "Welcome!")
        #expect(c.string("welcome", locale: c.locale("pl")) == "Witaj")
        #expect(c.string("welcome", locale: c.locale("de")) == "Welcome!")
    }

    // MARK: Polish categories (the plain plural is in FormatMatrixTests)

    @Test func polishCategoriesInAConditionChoice() throws {
        // The same categories mixed with a pattern: evaluated by the condition choice at run time.
        let c = try Support.bundle(Self.catalog(text: [("pl.json",
            #"{"k": {"exp:^999$": "dużo", "one": "%d plik", "few": "%d pliki", "many": "%d plików", "other": "%d pliku"}}"#)], source: "pl"))
        let pl = c.locale("pl")
        let expected: [(Int64, String)] = [(0, "0 plików"), (1, "1 plik"), (2, "2 pliki"), (5, "5 plików"), (22, "22 pliki"),
                                           (25, "25 plików"), (112, "112 plików"), (999, "dużo")]
        for (n, text) in expected {
            #expect(c.string("k", locale: pl, arguments: [.int(n)]) == text)
        }
        // Categories see the number as `%d` would display it (1.5 as 1), but
        // `%d` itself refuses to cut the fraction and shows the marker.
        #expect(c.string("k", locale: pl, arguments: [1.5]) == "⟦1⟧ plik")
    }

    // MARK: Malformed input

    @Test func malformedJSON() {
        let errors = Support.failure { try SwifternalizationImporter.importCatalog(at: Support.fixtures("swifternalization/bad-json")) }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("bad-json/pl.json:3:") == true, "\(errors)")
        #expect(errors.first?.contains("error: invalid JSON") == true, "\(errors)")
    }

    @Test func unknownExpression() {
        let errors = Support.failure { try SwifternalizationImporter.importCatalog(at: Support.fixtures("swifternalization/unknown-expression")) }
        #expect(errors.count == 1)
        #expect(errors.first?.hasSuffix(#"unknown-expression/pl.json: $["cars"]["more"]: error: unknown expression 'more': neither built in (zero, one, two, few, many, other, >one) nor defined in expressions.json for pl, base"#) == true, "\(errors)")
    }

    @Test func unsupportedRegularExpressions() {
        let errors = Support.failure { try SwifternalizationImporter.importCatalog(at: Support.fixtures("swifternalization/unsupported-regex")) }
        #expect(errors.count == 2, "\(errors)")
        #expect(errors.contains { $0.hasSuffix(#"unsupported-regex/expressions.json: $["pl"]["few"]: error: exp:(((?!1).[2-4]{1})$)|(^[2-4]$): cannot use the regular expression: negative lookahead '(?!' is not supported: a pattern must run on the number's text in one pass without backtracking (at offset 6)"#) }, "\(errors)")
        #expect(errors.contains { $0.hasSuffix(#"unsupported-regex/pl.json: $["police-cars"]["exp:\\b2"]: error: exp:\b2: cannot use the regular expression: word boundary '\b' is not supported (at offset 4)"#) }, "\(errors)")
    }

    @Test func mixedAndMistypedObjects() {
        let errors = Support.failure { try SwifternalizationImporter.importCatalog(at: Support.fixtures("swifternalization/mixed-object")) }
        let expected = [
            #"en.json: $["bad-width"]["@wide"]: error: '@wide' is not a length variation: write '@' and a width from 0 to 2147483647"#,
            #"en.json: $["empty"]: error: an object needs at least one expression or length variation"#,
            #"en.json: $["mixed"]: error: an object mixes length variations (@N) with expressions: nest one kind inside the other"#,
            #"en.json: $["number"]: error: a value must be a string, or an object of expressions or of length variations (@N), not a number"#,
        ]
        #expect(errors.count == expected.count, "\(errors)")
        for line in expected { #expect(errors.contains { $0.hasSuffix(line) }, "\(line)\n\(errors)") }
    }

    @Test func badInequalities() {
        let errors = Support.failure { try SwifternalizationImporter.importCatalog(at: Support.fixtures("swifternalization/bad-inequality")) }
        let expected = [
            #"en.json: $["a"]["ie:x=>2"]: error: ie:x=>2: a number expected (at offset 5)"#,
            #"en.json: $["b"]["iex:5<x<2"]: error: iex:5<x<2: the range '5<x<2' contains no number"#,
            #"en.json: $["c"]["iex:2>x>1"]: error: iex:2>x>1: '>' is not allowed here (use '<=' or '<') (at offset 5)"#,
            #"en.json: $["d"]["ie:y=1"]: error: ie:y=1: 'x' (the number) expected (at offset 3)"#,
        ]
        #expect(errors.count == expected.count, "\(errors)")
        for line in expected { #expect(errors.contains { $0.hasSuffix(line) }, "\(line)\n\(errors)") }
    }

    @Test func fileNamesAndDuplicates() {
        let errors = Support.failure {
            try Self.catalog(text: [("strings.json", #"{"a": "b"}"#), ("en.json", #"{"a": "b", "a": "c"}"#),
                                    ("expressions.json", #"{"base": {"few": "one"}, "klingon language": {}}"#)])
        }
        let expected = [
            #"strings.json: $: error: cannot tell the language of the file"#,
            #"en.json: $["a"]: error: 'a' is defined twice in this file"#,
            #"expressions.json: $["base"]["few"]: error: a shared expression must be written ie:, iex: or exp: (not 'one')"#,
            #"expressions.json: $["klingon language"]: error: 'klingon language' is neither 'base' nor a language code"#,
        ]
        #expect(errors.count == expected.count, "\(errors)")
        for line in expected { #expect(errors.contains { $0.contains(line) }, "\(line)\n\(errors)") }
    }

    @Test func categoryTheLanguageLacks() {
        let errors = Support.failure { try Self.catalog(text: [("en.json", #"{"k": {"few": "a", "other": "b"}}"#)]) }
        #expect(errors == [#"en.json: $["k"]["few"]: error: 'few' is not a plural category of en (it has one, other); define 'few' in expressions.json"#])
    }

    // MARK: Recognition

    @Test func recognizesSets() throws {
        let app = Self.app
        #expect(SwifternalizationImporter.recognizes(app.appendingPathComponent("pl.json")))
        #expect(SwifternalizationImporter.recognizes(app.appendingPathComponent("base.json")))
        #expect(SwifternalizationImporter.recognizes(app.appendingPathComponent("expressions.json")))
        // Without base.json or expressions.json next to it, by content.
        #expect(SwifternalizationImporter.recognizes(Support.fixtures("swifternalization/unknown-expression/pl.json")) == false)
        #expect(SwifternalizationImporter.recognizes(data: Data(#"{"a": "b", "k": {"one": "x", "ie:x>1": "y"}}"#.utf8)))
        #expect(SwifternalizationImporter.recognizes(data: Data(#"{"k": {"@100": "x"}}"#.utf8)))
        #expect(!SwifternalizationImporter.recognizes(data: Data(#"{"a": "b"}"#.utf8)))
        #expect(!SwifternalizationImporter.recognizes(data: Data(#"{"k": {"message": "x", "description": "y"}}"#.utf8)))
        #expect(!SwifternalizationImporter.recognizes(Support.fixtures("translatewiki/wiki/en.json")))
        // Stray scalars do not hide a set; the importer reports them.
        #expect(SwifternalizationImporter.recognizes(Support.fixtures("swifternalization/mixed-object/en.json")))
        #expect(!SwifternalizationImporter.recognizes(data: Data(#"{"k": {"one": "x"}, "v": [1]}"#.utf8)))
    }
}
