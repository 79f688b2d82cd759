import LocPack
@testable import LocPackCompiler
import Testing

/// MessageFormat 2 messages compiled into a bundle and rendered by the
/// runtime, by name: texts, fallbacks, errors in order and bidi isolation
/// (`Specs/importers/mf2.md`, "Lowering"). Messages written for these tests.
@Suite struct MF2RenderTests {
    private typealias Rendered = MF2Render.Rendered

    @Test func placeholdersFormatTheirValues() throws {
        #expect(try MF2Render.render("Hi {$who}, {$n} new", ["who": "Ada", "n": 1234]) == Rendered(text: "Hi Ada, 1,234 new", errors: []))
        #expect(try MF2Render.render("{$a} i {$b}", locale: "pl", ["a": 1.5, "b": 12345]) == Rendered(text: "1,5 i 12\u{A0}345", errors: []))
        #expect(try MF2Render.render("{$x :number minimumFractionDigits=2} / {|7| :integer} / {|-0.5e1| :number}", ["x": 3])
                == Rendered(text: "3.00 / 7 / -5", errors: []))
        #expect(try MF2Render.render(".local $p = {$price :number maximumFractionDigits=1} {{{$p :number signDisplay=always}}}", ["price": 2.25])
                == Rendered(text: "+2.3", errors: []))
        #expect(try MF2Render.render("{{a {#b}bold{/b} {|lit| @note} {#img/}}}") == Rendered(text: "a bold lit ", errors: []))
        // Digit options from variables: an argument read at render time, or a local's literal.
        let digits = "{$x :number minimumFractionDigits=$d}"
        #expect(try MF2Render.render(digits, ["x": 4.2, "d": 2]) == Rendered(text: "4.20", errors: []))
        #expect(try MF2Render.render(digits, ["x": 4.2, "d": "3"]) == Rendered(text: "4.200", errors: []))
        #expect(try MF2Render.render(digits, ["x": 4.2, "d": "lots"]) == Rendered(text: "4.2", errors: ["bad-option"]))
        #expect(try MF2Render.render(digits, ["x": 4.2]) == Rendered(text: "4.2", errors: ["unresolved-variable", "bad-option"]))
        #expect(try MF2Render.render(".local $d = {1} {{{5 :number minimumFractionDigits=$d}}}") == Rendered(text: "5.0", errors: []))
        #expect(try MF2Render.render("{1 :number select=$s}", ["s": "exact"]) == Rendered(text: "1", errors: ["bad-option"]))
        // Keyword options from arguments: text naming one of the option's values.
        let keywords = "{$x :number signDisplay=$sign useGrouping=$grouping roundingMode=$mode}"
        #expect(try MF2Render.render(keywords, ["x": 1234.5675, "sign": "always", "grouping": "never", "mode": "floor"])
                == Rendered(text: "+1234.567", errors: []))
        #expect(try MF2Render.render(keywords, ["x": 1234.5, "sign": "sometimes", "grouping": 2, "mode": "halfEven"])
                == Rendered(text: "1,234.5", errors: ["bad-option", "bad-option"]))
        #expect(try MF2Render.render("{$x :number minimumFractionDigits=2 trailingZeroDisplay=$t}", ["x": 3, "t": "stripIfInteger"])
                == Rendered(text: "3", errors: []))
        #expect(try MF2Render.render("{$x :integer signDisplay=$sign}", ["x": 3])
                == Rendered(text: "3", errors: ["unresolved-variable", "bad-option"]))
    }

    @Test func failuresRenderFallbacksAndReportErrorsInOrder() throws {
        #expect(try MF2Render.render("a {$gone} b") == Rendered(text: "a {$gone} b", errors: ["unresolved-variable"]))
        #expect(try MF2Render.render("{$gone :number}") == Rendered(text: "{$gone}", errors: ["unresolved-variable", "bad-operand"]))
        #expect(try MF2Render.render("{$x :nope}", ["x": 1]) == Rendered(text: "{$x}", errors: ["unknown-function"]))
        #expect(try MF2Render.render("{|a\\|b| :ns:f}") == Rendered(text: "{|a\\|b|}", errors: ["unknown-function"]))
        #expect(try MF2Render.render("{:number}") == Rendered(text: "{:number}", errors: ["bad-operand"]))
        #expect(try MF2Render.render("{$w :number}", ["w": "many"]) == Rendered(text: "{$w}", errors: ["bad-operand"]))
        #expect(try MF2Render.render("{$w :number}", ["w": "2.50"]) == Rendered(text: "2.5", errors: []))
        #expect(try MF2Render.render("{1 :number minimumFractionDigits=lots}") == Rendered(text: "1", errors: ["bad-option"]))
        // A declaration resolves once: a missing argument or a rejected operand is reported at its
        // first use; a later use writes the fallback silently, and a function of its own rejects it again.
        #expect(try MF2Render.render(".input {$n :number} {{{$n} {$n}}}") == Rendered(text: "{$n} {$n}", errors: ["unresolved-variable", "bad-operand"]))
        #expect(try MF2Render.render(".input {$n :number} {{{$n} {$n}}}", ["n": "x"]) == Rendered(text: "{$n} {$n}", errors: ["bad-operand"]))
        #expect(try MF2Render.render(".local $m = {$n :number} {{{$m} {$m :integer}}}")
                == Rendered(text: "{$m} {$m}", errors: ["unresolved-variable", "bad-operand", "bad-operand"]))
        #expect(try MF2Render.render("{$n} {$n}") == Rendered(text: "{$n} {$n}", errors: ["unresolved-variable", "unresolved-variable"]))
        // A local's errors are reported at its first use only.
        #expect(try MF2Render.render(".local $v = {x :undefined} {{{$v} {$v}}}") == Rendered(text: "{$v} {$v}", errors: ["unknown-function"]))
        // An unused declaration is never evaluated.
        #expect(try MF2Render.render(".input {$unused :number} .local $l = {q :nope} {{ok}}") == Rendered(text: "ok", errors: []))
    }

    @Test func selectionPrefersExactKeysThenCategoriesThenCatchAll() throws {
        let files = ".input {$n :number} .match $n 0 {{brak plików}} one {{{$n} plik}} few {{{$n} pliki}} * {{{$n} plików}}"
        let expected = [0: "brak plików", 1: "1 plik", 3: "3 pliki", 5: "5 plików", 22: "22 pliki", 25: "25 plików"]
        for (n, text) in expected {
            #expect(try MF2Render.render(files, locale: "pl", ["n": .int(Int64(n))]).text == text)
        }
        // A category the message has no key for takes `*`, not another category's variant.
        let enOnly = ".input {$n :number} .match $n one {{one}} other {{other}} * {{star}}"
        #expect(try MF2Render.render(enOnly, locale: "pl", ["n": 5]).text == "star")
        #expect(try MF2Render.render(enOnly, locale: "pl", ["n": 1]).text == "one")
        let ordinal = ".input {$n :number select=ordinal} .match $n one {{{$n}st}} two {{{$n}nd}} few {{{$n}rd}} * {{{$n}th}}"
        #expect(try MF2Render.render(ordinal, ["n": 22]).text == "22nd")
        #expect(try MF2Render.render(ordinal, ["n": 11]).text == "11th")
        // `:integer` selects on the integer it shows: 1.4 is the key 1.
        #expect(try MF2Render.render(".input {$n :integer} .match $n 1 {{=1}} one {{one}} * {{other}}", ["n": 1.4]).text == "=1")
        #expect(try MF2Render.render(".input {$n :number maximumFractionDigits=1} .match $n 2.5 {{=2.5}} * {{other}}", ["n": 2.54]).text == "=2.5")
        let exact = ".input {$n :integer select=exact} .match $n 1 {{single}} * {{{$n}}}"
        #expect(try MF2Render.render(exact, ["n": 1]).text == "single")
        #expect(try MF2Render.render(exact, ["n": 21]).text == "21")
    }

    @Test func offsetShiftsTheNumberForFormattingAndSelection() throws {
        let others = ".input {$n :integer} .local $m = {$n :offset subtract=1} .match $m 0 {{only you}} one {{you and {$m} other}} * {{you and {$m} others}}"
        #expect(try MF2Render.render(others, ["n": 1]).text == "only you")
        #expect(try MF2Render.render(others, ["n": 2]).text == "you and 1 other")
        #expect(try MF2Render.render(others, ["n": 5]).text == "you and 4 others")
        #expect(try MF2Render.render("{$x :offset add=1}", ["x": 41]) == Rendered(text: "42", errors: []))
        #expect(try MF2Render.render(".local $x = {41 :integer signDisplay=always} {{{$x :offset add=1}}}").text == "+42")
        #expect(try MF2Render.render(".local $x = {1 :offset add=1} .match $x 1 {{=1}} 2 {{=2}} * {{other}}").text == "=2")
        #expect(try MF2Render.render("{42 :offset}").errors == ["bad-option"])
        #expect(try MF2Render.render("{42 :offset add=1 subtract=1}").errors == ["bad-option"])
        #expect(try MF2Render.render("{foo :offset add=1}") == Rendered(text: "{|foo|}", errors: ["bad-operand"]))
    }

    /// Every selector is resolved, so a missing or unfit argument is
    /// reported, in selector order, even where the variants left have only
    /// `*` for it (`spec/formatting.md`, "Resolve Selectors").
    @Test func everySelectorReportsItsArgumentWhateverItsKeys() throws {
        let textLast = ".input {$n :integer} .input {$s :string} .match $n $s\none * {{a}}\n* * {{b}}"
        #expect(try MF2Render.render(textLast, ["n": 1]) == Rendered(text: "a", errors: ["unresolved-variable"]))
        #expect(try MF2Render.render(textLast, ["n": 1, "s": "x"]) == Rendered(text: "a", errors: []))
        #expect(try MF2Render.render(textLast, [:])
                == Rendered(text: "b", errors: ["unresolved-variable", "bad-operand", "bad-selector", "unresolved-variable"]))
        let numberLast = ".input {$n :integer} .input {$m :integer} .match $n $m\none * {{a}}\n* * {{b}}"
        #expect(try MF2Render.render(numberLast, ["n": 1, "m": "z"]) == Rendered(text: "a", errors: ["bad-operand", "bad-selector"]))
        #expect(try MF2Render.render(numberLast, ["n": 1, "m": 5]) == Rendered(text: "a", errors: []))
        let textFirst = ".input {$s :string} .input {$n :integer} .match $s $n\nada * {{a}}\n* * {{b}}"
        #expect(try MF2Render.render(textFirst, ["s": "ada"]) == Rendered(text: "a", errors: ["unresolved-variable", "bad-operand", "bad-selector"]))
        #expect(try MF2Render.render(textFirst, [:])
                == Rendered(text: "b", errors: ["unresolved-variable", "unresolved-variable", "bad-operand", "bad-selector"]))
    }

    @Test func twoSelectorsPreferTheFirstSelectorsBetterKey() throws {
        let message = """
            .input {$photos :number} .input {$host :string}
            .match $photos $host
            1 ada {{one photo by Ada}}
            one * {{{$photos} photo by {$host}}}
            * ada {{{$photos} photos by Ada}}
            * * {{{$photos} photos by {$host}}}
            """
        #expect(try MF2Render.render(message, ["photos": 1, "host": "ada"]).text == "one photo by Ada")
        #expect(try MF2Render.render(message, ["photos": 1, "host": "bo"]).text == "1 photo by bo")
        #expect(try MF2Render.render(message, ["photos": 4, "host": "ada"]).text == "4 photos by Ada")
        #expect(try MF2Render.render(message, ["photos": 4, "host": "bo"]).text == "4 photos by bo")
        // `:string` reads a missing argument as empty text: `*`, and only the missing value is reported.
        #expect(try MF2Render.render(".input {$s :string} .match $s a {{A}} * {{star}}") == Rendered(text: "star", errors: ["unresolved-variable"]))
        // A :number selector on a missing or non-numeric argument fails: `*`, three errors.
        let counted = ".input {$n :number} .match $n one {{one}} * {{star}}"
        #expect(try MF2Render.render(counted) == Rendered(text: "star", errors: ["unresolved-variable", "bad-operand", "bad-selector"]))
        #expect(try MF2Render.render(counted, ["n": "many"]) == Rendered(text: "star", errors: ["bad-operand", "bad-selector"]))
        #expect(try MF2Render.render(counted, ["n": "1"]) == Rendered(text: "one", errors: []))
        // A selector that cannot select reports it and only `*` keys match.
        let failed = try MF2Render.render(".local $s = {x :nope} .match $s x {{x}} * {{star}}")
        #expect(failed == Rendered(text: "star", errors: ["unknown-function", "bad-selector"]))
    }

    @Test func theDefaultBidiStrategyIsolatesByDirection() throws {
        #expect(try MF2Render.render("{$s} {$n}", isolates: true, ["s": "abc", "n": 5]).text == "\u{2068}abc\u{2069} 5")
        #expect(try MF2Render.render("{$n}", locale: "ar", isolates: true, ["n": 5]).text.hasPrefix("\u{2067}"))
        #expect(try MF2Render.render("{$s :string u:dir=ltr}", isolates: true, ["s": "abc"]).text == "\u{2066}abc\u{2069}")
        #expect(try MF2Render.render("{$gone}", isolates: true).text == "\u{2068}{$gone}\u{2069}")
    }

    @Test func selectorsReportTheirErrorsInOrderAndLiteralsSelectAsTheyShow() throws {
        // The first selector's errors (a render's) come before the second's (the compiler's).
        let message = ".input {$a :number} .local $b = {|x| :foo} .match $a $b 1 x {{A}} * * {{B}}"
        #expect(try MF2Render.render(message) == Rendered(text: "B", errors: ["unresolved-variable", "bad-operand", "bad-selector",
                                                                          "unknown-function", "bad-selector"]))
        #expect(try MF2Render.render(".local $n = {1.4 :integer} .match $n 1 {{=1}} * {{other}}").text == "=1")
        #expect(try MF2Render.render(".local $n = {1 :number minimumFractionDigits=1} .match $n one {{one}} * {{other}}").text == "other")
        #expect(try MF2Render.render(".local $n = {abc :number} .match $n abc {{A}} * {{B}}") == Rendered(text: "B", errors: ["bad-operand", "bad-selector"]))
        #expect(try MF2Render.render("{1.55 :integer maximumSignificantDigits=3}").text == "2")
    }

    @Test func hugeSelectionsAndDeepDeclarationsCompileQuicklyOrNotAtAll() throws {
        // Twelve selectors, each with one key and `*` elsewhere: 8^12 branches in ar, refused at once.
        let names = (0..<12).map { "s\($0)" }
        let inputs = names.map { ".input {$\($0) :number}" }.joined(separator: " ")
        let rows = (0..<12).map { row in names.indices.map { $0 == row ? "1" : "*" }.joined(separator: " ") + " {{v\(row)}}" }
        let big = "\(inputs) .match \(names.map { "$" + $0 }.joined(separator: " ")) \(rows.joined(separator: " ")) \(names.map { _ in "*" }.joined(separator: " ")) {{all}}"
        do {
            _ = try MessageFormat2.compile(big, locale: "ar")
            Issue.record("compiled")
        } catch {
            #expect(error.kind == "unsupported-operation")
        }
        // A chain of locals each using the one before twice is resolved once per declaration.
        let chain = (1..<60).map { ".local $a\($0) = {$a\($0 - 1) :number minimumFractionDigits=$a\($0 - 1)}" }.joined(separator: " ")
        let deep = try MF2Render.render(".local $a0 = {1 :number} \(chain) {{{$a59}}}")
        #expect(deep.text == "1")
    }

    @Test func aMissingStringSelectorArgumentMarksTheStatus() throws {
        let compiled = try MessageFormat2.compile(".input {$s :string} .match $s a {{A}} * {{B}}", locale: "en", isolates: false)
        let entry = CatalogEntry(key: "k", localizations: ["en": compiled.message], location: SourceLocation(file: "t"))
        let bytes = try BundleWriter.pack(MessageCatalog(sourceLanguage: "en", entries: [entry]))
        let catalog = try Catalog(bytes: bytes)
        var storage = [UInt8](repeating: 0, count: 64)
        let result = storage.withUnsafeMutableBytes { raw in
            var sink = UTF8Sink(raw)
            return withArguments(.missing) { catalog.render("k", locale: catalog.locale("en"), arguments: $0, into: &sink) }
        }
        #expect(result.status.contains(.formatErrors))
        #expect(!result.status.isClean)
    }

    /// `:percent`: shown and selected times 100, with the locale's percent pattern; the value itself is not scaled.
    @Test func percentagesShowAndSelectTimesAHundred() throws {
        #expect(try MF2Render.render("{0.4257 :percent} {$n :percent maximumFractionDigits=1} {-12 :percent}", ["n": 0.12345])
                == Rendered(text: "43% 12.3% -1,200%", errors: []))
        #expect(try MF2Render.render("{0.4257 :percent} {-12 :percent}", locale: "fr") == Rendered(text: "43\u{A0}% -1\u{202F}200\u{A0}%", errors: []))
        #expect(try MF2Render.render("{0.05 :percent}", locale: "tr") == Rendered(text: "%5", errors: []))
        #expect(try MF2Render.render(".local $n = {0.01 :percent} {{{$n :percent} {$n :number}}}") == Rendered(text: "1% 0.01", errors: []))
        #expect(try MF2Render.render(".local $n = {42 :integer} {{{$n :percent}}}") == Rendered(text: "4,200%", errors: []))
        let match = ".input {$n :percent} .match $n 5 {{five}} one {{one}} * {{other}}"
        #expect(try MF2Render.render(match, ["n": 0.01]) == Rendered(text: "one", errors: []))
        #expect(try MF2Render.render(match, ["n": 0.05]) == Rendered(text: "five", errors: []))
        #expect(try MF2Render.render(match, ["n": 1]) == Rendered(text: "other", errors: []))
        #expect(try MF2Render.render("{foo :percent}") == Rendered(text: "{|foo|}", errors: ["bad-operand"]))
    }

    /// `roundingMode` on `:number` and `:integer` (ECMA-402's modes).
    @Test func roundingModesAreOptions() throws {
        #expect(try MF2Render.render("{2.5 :integer roundingMode=halfEven} {2.5 :integer roundingMode=trunc} {2.1 :integer roundingMode=ceil}")
                == Rendered(text: "2 2 3", errors: []))
        #expect(try MF2Render.render("{2.5 :integer roundingMode=sideways}") == Rendered(text: "3", errors: ["bad-option"]))
    }

    /// `=N` keys compare the number as its options show it: rounded by the
    /// rounding mode, the fraction and significant digits, and as a
    /// percentage; in a plural of texts and in the general plural alike.
    @Test func exactKeysCompareTheShownNumber() throws {
        for body in ["{{one}}", "{{{$n} is one, {$n}}}"] {
            func chosen(_ annotation: String, _ n: Double) throws -> Bool {
                let source = ".input {$n \(annotation)} .match $n 1 \(body) 20 {{twenty}} 50 {{fifty}} * {{other}}"
                let text = try MF2Render.render(source, ["n": .double(n)]).text
                return text.hasPrefix("one") || text.hasPrefix("1 is one")
            }
            #expect(try chosen(":integer roundingMode=floor", 1.7))
            #expect(try !chosen(":integer", 1.7))
            #expect(try !chosen(":number maximumFractionDigits=2", 1.005))  // shows 1.01
            #expect(try chosen(":number maximumFractionDigits=2", 1.004))
            #expect(try MF2Render.render(".input {$n :number maximumSignificantDigits=1} .match $n 1 \(body) 20 {{twenty}} * {{other}}",
                                    ["n": .int(17)]).text == "twenty")
            #expect(try MF2Render.render(".input {$n :percent} .match $n 1 \(body) 50 {{fifty}} * {{other}}",
                                    ["n": .double(0.5)]).text == "fifty")
            #expect(try MF2Render.render(".input {$n :number} .match $n 0 {{zero}} * {{other}}", ["n": .double(.nan)]).text == "other")
        }
        // A fraction key is the double its text reads as, and so is the shown number (1 + 0.14 is not 1.14).
        for n in [1.14, 0.29, 1234.567, 17.13] {
            #expect(try MF2Render.render(".input {$n :number} .match $n \(n) {{key}} * {{other}}", ["n": .double(n)]).text == "key")
        }
        // Numbers too long for the operands do not wrap onto small keys.
        #expect(try MF2Render.render(".input {$n :number} .match $n 0 {{zero}} * {{other}}", ["n": .double(1e20)]).text == "other")
        #expect(try MF2Render.render(".input {$n :number minimumFractionDigits=20} .match $n 0 {{zero}} * {{other}}",
                                     ["n": .double(0.5)]).text == "other")
        // A negative literal keeps its sign when compared at build time.
        #expect(try MF2Render.render(".local $n = {-1 :number} .match $n 1 {{one}} -1 {{minus}} * {{other}}").text == "minus")
    }

    /// The suite's test functions (`--test-functions`), from its README; unknown functions without the flag.
    @Test func testFunctionsSelectFormatAndFailAsTheSuiteDefines() throws {
        func test(_ source: String, _ params: [String: MessageArgument] = [:]) throws -> Rendered {
            try MF2Render.render(source, testFunctions: true, params)
        }
        let keys = "1.0 {{1.0}} 1 {{1}} * {{other}}"
        #expect(try test(".local $x = {1 :test:select} .match $x \(keys)").text == "1")
        #expect(try test(".local $x = {1 :test:select decimalPlaces=1} .match $x \(keys)").text == "1.0")
        #expect(try test(".local $x = {0 :test:select} .match $x \(keys)").text == "other")
        #expect(try test(".input {$x :test:select} .match $x \(keys)", ["x": 1]).text == "1")
        #expect(try test(".input {$x :test:select decimalPlaces=1} .match $x \(keys)", ["x": 1]).text == "1.0")
        #expect(try test(".input {$x :test:select} .match $x \(keys)", ["x": 2]).text == "other")
        #expect(try test(".input {$x :test:select} .match $x \(keys)")
                == Rendered(text: "other", errors: ["unresolved-variable", "bad-operand", "bad-selector"]))
        // Settings are inherited from a test value; a failed one is a bad operand.
        #expect(try test(".input {$x :test:select decimalPlaces=1} .local $y = {$x :test:select} .match $y \(keys)", ["x": 1]).text == "1.0")
        #expect(try test(".local $x = {1 :test:select decimalPlaces=9} .match $x \(keys)")
                == Rendered(text: "other", errors: ["bad-option", "bad-selector"]))
        #expect(try test(".local $x = {1 :test:select fails=select} .match $x \(keys)") == Rendered(text: "other", errors: ["bad-selector"]))
        #expect(try test(".local $x = {1 :test:format} .match $x \(keys)") == Rendered(text: "other", errors: ["bad-selector"]))
        // Formatting: truncated, no grouping; failing to format is a bad option; an operand no number is a bad operand.
        #expect(try test("{-1.27 :test:function decimalPlaces=1} {12345.9 :test:format} {$x :test:function}", ["x": 0.5])
                == Rendered(text: "-1.2 12345 0", errors: []))
        #expect(try test("{42 :test:function fails=format}") == Rendered(text: "{|42|}", errors: ["bad-option"]))
        #expect(try test(#"{|C:\\| :test:function fails=format}"#) == Rendered(text: #"{|C:\\|}"#, errors: ["bad-operand"]))
        #expect(try test("{1 :test:function fails=sometimes}") == Rendered(text: "1", errors: ["bad-option"]))
        #expect(try MF2Render.render("{1 :test:function}") == Rendered(text: "{|1|}", errors: ["unknown-function"]))
    }

    @Test func invalidMessagesDoNotCompile() {
        #expect(throws: MessageFormat2.Failure.self) { try MessageFormat2.compile("{$x", locale: "en") }
        do {
            _ = try MessageFormat2.compile(".match $x * {{a}}", locale: "en")
            Issue.record("compiled")
        } catch {
            #expect(error.kind == "missing-selector-annotation")
        }
    }
}
