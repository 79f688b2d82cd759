import LocPack
@testable import LocPackCompiler
import Testing

/// MessageFormat 2's `:currency` (`spec/functions/number.md`), compiled
/// with the locale's CLDR currency pattern and symbols and rendered by the
/// runtime (`Specs/importers/mf2.md`, ":currency"). The expected texts are
/// CLDR 47's patterns and symbols as ICU applies them (checked against
/// `Intl.NumberFormat` for these cases); U+00A0 is written `\u{A0}`.
@Suite struct MF2CurrencyTests {
    private typealias Rendered = MF2Render.Rendered

    private func text(_ source: String, _ locale: String = "en", _ x: MessageArgument = .missing) throws -> String {
        let rendered = try MF2Render.render(source, locale: locale, ["x": x])
        #expect(rendered.errors.isEmpty, "\(source) in \(locale): \(rendered.errors)")
        return rendered.text
    }

    @Test func theLocalePatternPlacesSymbolAndSign() throws {
        let euro = "{$x :currency currency=EUR}"
        #expect(try text(euro, "en", 42) == "€42.00")
        #expect(try text(euro, "en", -42) == "-€42.00")
        #expect(try text(euro, "fr", 1234.5) == "1\u{202F}234,50\u{A0}€")
        #expect(try text(euro, "nl", -42) == "€\u{A0}-42,00")
        #expect(try text(euro, "de-CH", -42) == "EUR-42.00")
        // The currency's own fraction digits: none for the yen, three for the Bahraini dinar.
        #expect(try text("{$x :currency currency=JPY}", "ja", 1234.5) == "￥1,235")
        #expect(try text("{$x :currency currency=bhd}", "en", 1) == "BHD\u{A0}1.000")
        // A code the locale has no symbol for, with CLDR's currency spacing between a letter and a digit.
        #expect(try text("{$x :currency currency=XYZ}", "en", 5) == "XYZ\u{A0}5.00")
        #expect(try text("{$x :currency currency=USD}", "en", 5) == "$5.00")
        #expect(try text("{$x :currency currency=USD}", "en-CA", 5) == "US$5.00")
        // Text in JSON number syntax is read exactly.
        #expect(try text(euro, "en", "0.125") == "€0.13")
    }

    @Test func optionsChangeDisplaySignAndDigits() throws {
        #expect(try text("{$x :currency currency=USD currencySign=accounting}", "en", -42) == "($42.00)")
        #expect(try text("{$x :currency currency=USD currencySign=accounting}", "en", 42) == "$42.00")
        #expect(try text("{$x :currency currency=EUR currencyDisplay=code}", "en", 42) == "EUR\u{A0}42.00")
        #expect(try text("{$x :currency currency=EUR currencyDisplay=never}", "fr", 42) == "42,00")
        #expect(try text("{$x :currency currency=EUR currencyDisplay=never}", "en", -42) == "-42.00")
        #expect(try text("{$x :currency currency=EUR signDisplay=always}", "nl", 42) == "€\u{A0}+42,00")
        #expect(try text("{$x :currency currency=EUR fractionDigits=0}", "en", 41.5) == "€42")
        #expect(try text("{$x :currency currency=JPY fractionDigits=2}", "en", 42) == "¥42.00")
        #expect(try text("{$x :currency currency=USD trailingZeroDisplay=stripIfInteger} {$x :currency currency=USD}", "en", 5)
                == "$5 $5.00")
        #expect(try text("{$x :currency currency=USD trailingZeroDisplay=stripIfInteger}", "en", 5.01) == "$5.01")
        #expect(try text("{$x :currency currency=EUR useGrouping=never}", "en", 1234) == "€1234.00")
        // Options of a currency declaration carry into a later :currency, which may add its own.
        #expect(try text(".local $n = {$x :currency currency=USD} {{{$n :currency currencySign=accounting}}}", "en", -1)
                == "($1.00)")
    }

    @Test func errorsAreTheSpecificationKinds() throws {
        #expect(try MF2Render.render("{42 :currency}") == Rendered(text: "{|42|}", errors: ["bad-operand"]))
        #expect(try MF2Render.render("{:currency}") == Rendered(text: "{:currency}", errors: ["bad-operand"]))
        #expect(try MF2Render.render(".local $n = {42 :number} {{{$n :currency}}}") == Rendered(text: "{$n}", errors: ["bad-operand"]))
        #expect(try MF2Render.render("{42 :currency currency=EURO}") == Rendered(text: "{|42|}", errors: ["bad-option"]))
        #expect(try MF2Render.render("{42 :currency currency=EUR currencySign=red}") == Rendered(text: "€42.00", errors: ["bad-option"]))
        #expect(try MF2Render.render("{foo :currency currency=EUR}") == Rendered(text: "{|foo|}", errors: ["bad-operand"]))
        // A currency does not select.
        #expect(try MF2Render.render(".local $n = {42 :currency currency=EUR} .match $n 42 {{42}} * {{other}}")
                == Rendered(text: "other", errors: ["bad-selector"]))
        // A currency value's currency cannot be overridden; a number's unknown `currency` option names none.
        #expect(try MF2Render.render(".local $n = {$x :currency currency=USD} {{{$n :currency currency=EUR}}}", ["x": 1])
                == Rendered(text: "$1.00", errors: ["bad-option"]))
        #expect(try MF2Render.render(".local $n = {42 :number currency=USD} {{{$n :currency}}}") == Rendered(text: "{$n}", errors: ["bad-operand"]))
        // Infinities keep the currency and its sign texts.
        #expect(try MF2Render.render("{$x :currency currency=USD}", ["x": .double(.infinity)]) == Rendered(text: "$∞", errors: []))
        #expect(try MF2Render.render("{$x :currency currency=USD currencySign=accounting}", ["x": .double(-.infinity)])
                == Rendered(text: "($∞)", errors: []))
    }

    @Test func anArgumentNamesTheCurrencyAsALiteralWould() throws {
        // The currency an argument names shows exactly as the same code written in the message.
        let locales = ["en", "fr", "de-CH", "nl", "ja", "ar", "hi", "sv"]
        let codes = ["EUR", "USD", "JPY", "BHD", "XYZ", "CHF", "INR"]
        let options = ["", " currencySign=accounting", " currencyDisplay=code", " currencyDisplay=never", " fractionDigits=1"]
        let values: [MessageArgument] = [-1234.5, 7]
        var compared = 0
        for locale in locales {
            for code in codes {
                for option in options {
                    for value in values {
                        let named = try MF2Render.render("{$x :currency currency=$c\(option)}", locale: locale, ["x": value, "c": .string(code)])
                        let written = try MF2Render.render("{$x :currency currency=\(code)\(option)}", locale: locale, ["x": value])
                        #expect(named == written, "\(code)\(option) in \(locale)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared == 560)
    }

    @Test func aCurrencyFromAnArgumentTakesItsSymbolDigitsAndSpacing() throws {
        let named = "{$x :currency currency=$c}"
        #expect(try MF2Render.render(named, ["x": -12.345, "c": "jpy"]) == Rendered(text: "-¥12", errors: []))
        #expect(try MF2Render.render(named, ["x": 1, "c": "BHD"]) == Rendered(text: "BHD\u{A0}1.000", errors: []))
        #expect(try MF2Render.render(named, ["x": 5, "c": "XYZ"]) == Rendered(text: "XYZ\u{A0}5.00", errors: []))
        #expect(try MF2Render.render(named, locale: "fr", ["x": 1234.5, "c": "USD"]) == Rendered(text: "1\u{202F}234,50\u{A0}$US", errors: []))
        // A declaration's currency carries into a later :currency, whose own options apply.
        #expect(try MF2Render.render(".local $p = {$x :currency currency=$c} {{{$p :currency currencySign=accounting}}}",
                                     ["x": -12.345, "c": "USD"]) == Rendered(text: "($12.35)", errors: []))
        // A currency written on a currency value keeps it, whatever a later argument says.
        #expect(try MF2Render.render(".local $p = {$x :currency currency=USD} {{{$p :currency currency=$c}}}",
                                     ["x": -12.345, "c": "JPY"]) == Rendered(text: "-$12.35", errors: []))
    }

    @Test func aCurrencyArgumentThatNamesNoneIsABadOperand() throws {
        // As option resolution says: the option is dropped, and a currency without one is a bad operand (messageformat 4.0 agrees).
        let named = "{$x :currency currency=$c}"
        #expect(try MF2Render.render(named, ["x": 1]) == Rendered(text: "{$x}", errors: ["unresolved-variable", "bad-operand"]))
        #expect(try MF2Render.render(named, ["x": 1, "c": 7]) == Rendered(text: "{$x}", errors: ["bad-option", "bad-operand"]))
        #expect(try MF2Render.render(named, ["x": 1, "c": "EURO"]) == Rendered(text: "{$x}", errors: ["bad-option", "bad-operand"]))
        #expect(try MF2Render.render(named, ["x": 1, "c": "E1R"]) == Rendered(text: "{$x}", errors: ["bad-option", "bad-operand"]))
        // A declaration resolves once: its second use reports nothing again.
        #expect(try MF2Render.render(".local $p = {$x :currency currency=$c} {{{$p} {$p}}}", ["x": 1])
                == Rendered(text: "{$p} {$p}", errors: ["unresolved-variable", "bad-operand"]))
        // :number has no currency option: the argument is not read.
        #expect(try MF2Render.render("{$x :number currency=$c}", ["x": 1]) == Rendered(text: "1", errors: []))
    }

    @Test func toolsStepOverTheCurrencyTableOfACurrencyFromAnArgument() throws {
        let compiled = try MessageFormat2.compile("{$x :currency currency=$c} for {$n :integer} items", locale: "en")
        var entry = CatalogEntry(key: "k", localizations: ["en": compiled.message], location: SourceLocation(file: "t"))
        entry.arguments = compiled.argumentNames.enumerated().map { DeclaredArgument(number: $0.offset + 1, name: $0.element) }
        let bytes = try BundleWriter.pack(MessageCatalog(sourceLanguage: "en", entries: [entry]))
        // Tools that walk the program step over the currency table to the next placeholder; the code is text.
        let catalog = try Catalog(bytes: bytes)
        let kinds = catalog.argumentKinds(of: try #require(catalog.key("k")), locale: catalog.locale("en"))
        #expect(compiled.argumentNames == ["x", "c", "n"])
        #expect(kinds == [.floatingPoint, .string, .signedInteger])
    }

    @Test func toolsStepOverTheTextsOfACurrency() throws {
        let compiled = try MessageFormat2.compile("{$x :currency currency=JPY} for {$n :integer} items", locale: "en")
        let entry = CatalogEntry(key: "k", localizations: ["en": compiled.message], location: SourceLocation(file: "t"))
        let bytes = try BundleWriter.pack(MessageCatalog(sourceLanguage: "en", entries: [entry]))
        // Tools that walk the program step over the currency's texts to the next placeholder.
        let catalog = try Catalog(bytes: bytes)
        let kinds = catalog.argumentKinds(of: try #require(catalog.key("k")), locale: catalog.locale("en"))
        #expect(kinds == [.floatingPoint, .signedInteger])
    }
}
