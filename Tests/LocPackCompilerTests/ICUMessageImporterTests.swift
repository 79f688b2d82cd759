import Foundation
import LocPack
@testable import LocPackCompiler
import Testing

private typealias Support = ImporterTestSupport

private func parse(_ text: String, names: [String] = []) throws -> ICUMessageFormat.Parsed {
    try ICUMessageFormat.parse(text, argumentNames: names)
}

/// The error of a text that must not parse, which must be of kind `icuMessage`.
private func syntaxError(_ text: String) -> CompilerError? {
    do {
        _ = try ICUMessageFormat.parse(text)
        Issue.record("'\(text)' parsed without error")
        return nil
    } catch {
        #expect(error.kind == .icuMessage && error.location == nil, "\(text): \(error)")
        return error
    }
}

private func render(_ text: String, locale: String = "en", _ arguments: [MessageArgument]) throws -> String {
    try Support.render(parse(text).message, locale: locale, arguments)
}

@Suite("ICUMessageFormat")
struct ICUMessageFormatTests {
    // MARK: Arguments

    @Test func namedArgumentsAreNumberedByFirstAppearance() throws {
        let parsed = try parse("Hello {name}, {count, plural, one {one photo} other {{count} photos}} by {name}")
        #expect(parsed.argumentNames == ["name", "count"])
        guard case .plural(let choice) = parsed.message.nodes[3] else {
            Issue.record("no plural: \(parsed.message.nodes)")
            return
        }
        #expect(parsed.message.nodes[0] == ServiceTestNode.text("Hello "))
        #expect(parsed.message.nodes[1] == ServiceTestNode.arg(1, ServiceTestNode.object))
        #expect(choice.argumentIndex == 2 && choice.operandSpec == ServiceTestNode.lld && choice.rules == .cldrCardinal)
        // `{count}` is a plural selector, so it renders as a localized integer.
        #expect(choice.categories[.other] == Message([ServiceTestNode.arg(2), ServiceTestNode.text(" photos")]))
        #expect(try render("Hello {name}, {count, plural, one {one photo} other {{count} photos}}", ["Ann", 1234])
            == "Hello Ann, 1,234 photos")
    }

    @Test func givenNamesComeFirst() throws {
        let parsed = try parse("{count} Fotos von {name}", names: ["name", "count"])
        #expect(parsed.message.nodes == [ServiceTestNode.arg(2, ServiceTestNode.object), ServiceTestNode.text(" Fotos von "), ServiceTestNode.arg(1, ServiceTestNode.object)])
        #expect(parsed.argumentNames == ["name", "count"])
    }

    @Test func numberedArguments() throws {
        let parsed = try parse("{1} before {0}", names: ["ignored"])
        #expect(parsed.message.nodes == [ServiceTestNode.arg(2, ServiceTestNode.object), ServiceTestNode.text(" before "), ServiceTestNode.arg(1, ServiceTestNode.object)])
        #expect(parsed.argumentNames == ["ignored"])
        #expect(try render("{1} before {0}", ["a", "b"]) == "b before a")
    }

    @Test func numberStyles() throws {
        #expect(try parse("{n, number}").message.nodes == [ServiceTestNode.arg(1)])
        #expect(try parse("{n, number, integer}").message.nodes == [ServiceTestNode.arg(1)])
        let twoDecimals = FormatSpec(conversion: UInt8(ascii: "f"), precision: 2)
        #expect(try parse("{n,number,::.00}").message.nodes == [ServiceTestNode.arg(1, twoDecimals)])
        #expect(try render("{n, number}", locale: "de", [1234567]) == "1.234.567")
        #expect(try render("{n, number, ::.00}", locale: "de", [2.5]) == "2,50")
    }

    @Test func pluralOfADecimalArgumentUsesItsDigits() throws {
        let text = "{n, plural, one {# item} other {# items}} ({n, number, ::.0})"
        guard case .plural(let choice) = try parse(text).message.nodes[0] else {
            Issue.record("no plural")
            return
        }
        #expect(choice.operandSpec == FormatSpec(conversion: UInt8(ascii: "f"), precision: 1))
        // 1 shown as "1.0" is `other` in English.
        #expect(try render(text, [1]) == "1.0 items (1.0)")
    }

    // MARK: Plural, selectordinal, select

    @Test func pluralWithOffsetExactValuesAndPound() throws {
        let text = "{host} invited {guests, plural, offset:1 =0 {nobody} =1 {{guest}} one {{guest} and # other} other {{guest} and # others}}."
        let parsed = try parse(text)
        #expect(parsed.argumentNames == ["host", "guests", "guest"])
        guard case .plural(let choice) = parsed.message.nodes[2] else {
            Issue.record("no plural")
            return
        }
        #expect(choice.offset == 1)
        #expect(choice.exact.map(\.value) == ["0", "1"])
        #expect(choice.categories[.one] == Message([ServiceTestNode.arg(3, ServiceTestNode.object), ServiceTestNode.text(" and "), .pluralNumber, ServiceTestNode.text(" other")]))
        #expect(try render(text, ["Ann", 0, "Bob"]) == "Ann invited nobody.")
        #expect(try render(text, ["Ann", 1, "Bob"]) == "Ann invited Bob.")
        #expect(try render(text, ["Ann", 2, "Bob"]) == "Ann invited Bob and 1 other.")
        #expect(try render(text, ["Ann", 1002, "Bob"]) == "Ann invited Bob and 1,001 others.")
    }

    @Test func exactValuesComeBeforeCategories() throws {
        let text = "{n, plural, =0 {none} =12 {a dozen} one {# thing} other {# things}}"
        #expect(try render(text, [0]) == "none")
        #expect(try render(text, [12]) == "a dozen")
        #expect(try render(text, [1]) == "1 thing")
        #expect(try render(text, [13]) == "13 things")
    }

    @Test func selectOrdinal() throws {
        let text = "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"
        guard case .plural(let choice) = try parse(text).message.nodes[0] else {
            Issue.record("no plural")
            return
        }
        #expect(choice.rules == .cldrOrdinal)
        let rendered = try [1, 2, 3, 4, 11, 12, 21, 22, 23, 112].map { try render(text, [MessageArgument.int(Int64($0))]) }
        #expect(rendered == ["1st", "2nd", "3rd", "4th", "11th", "12th", "21st", "22nd", "23rd", "112th"])
    }

    @Test func selectAndNesting() throws {
        let text = "{gender, select, female {{n, plural, one {She has # cat} other {She has # cats}}} male {He has {n} #} other {They have {n, plural, one {# cat} other {# cats}}}}"
        let parsed = try parse(text)
        guard case .select(let select) = parsed.message.nodes[0] else {
            Issue.record("no select")
            return
        }
        #expect(select.argumentIndex == 1)
        #expect(select.cases.map(\.value) == ["female", "male"])
        // `#` outside a plural case is text; `{n}` is a number because n selects a plural elsewhere.
        #expect(select.cases[1].message == Message([ServiceTestNode.text("He has "), ServiceTestNode.arg(2), ServiceTestNode.text(" #")]))
        #expect(try render(text, ["female", 1]) == "She has 1 cat")
        #expect(try render(text, ["male", 3]) == "He has 3 #")
        #expect(try render(text, ["x", 2]) == "They have 2 cats")
    }

    @Test func poundInsideASelectNestedInAPluralIsText() throws {
        let text = "{n, plural, other {{g, select, other {# left}}}}"
        #expect(try render(text, [5, "x"]) == "# left")
    }

    // MARK: Text

    @Test func apostropheQuoting() throws {
        #expect(try parse("I''m here").message == .text("I'm here"))
        #expect(try parse("don't").message == .text("don't"))
        #expect(try parse("'{name}' is literal").message == .text("{name} is literal"))
        #expect(try parse("'{it''s}'").message == .text("{it's}"))
        #expect(try parse("a '}' b").message == .text("a } b"))
        #expect(try parse("{n, plural, other {'#' is # and '{x}'}}").message.nodes.first.map { node in
            guard case .plural(let choice) = node else { return false }
            return choice.categories[.other] == Message([ServiceTestNode.text("# is "), .pluralNumber, ServiceTestNode.text(" and {x}")])
        } == true)
        // `'#'` outside a plural: the apostrophes are text.
        #expect(try parse("'#'").message == .text("'#'"))
    }

    @Test func percentStarAndAtAreText() throws {
        let text = "100% *sure* @home {n, plural, other {%d # %@}}"
        #expect(try render(text, [3]) == "100% *sure* @home %d 3 %@")
    }

    @Test func anyScriptPassesThrough() throws {
        let text = "{n, plural, one {# café\u{301} 👩‍👩‍👧} other {# cafés 🇵🇱 ﷺ}}"
        #expect(try render(text, [1]) == "1 café\u{301} 👩‍👩‍👧")
        #expect(try render(text, [2]) == "2 cafés 🇵🇱 ﷺ")
    }

    // MARK: Errors

    @Test func syntaxErrorsHaveOffsets() {
        let cases: [(String, String, Int)] = [
            ("a } b", "unmatched '}'", 2),
            ("Hi {name", "the argument is not closed", 3),
            ("{n, plural, one {# item} other {# items}", "the plural is not closed", 0),
            ("{n, plural, one {x}}", "no 'other' case", 0),
            ("{n, plural, one {x} ohter {y}}", "unknown plural keyword 'ohter'", 20),
            ("{n, plural, one {x} one {y} other {z}}", "the case 'one' appears twice", 20),
            ("{n, plural, one {x} offset:1 other {y}}", "'offset:' must come before", 20),
            ("{n, plural, offset:x other {y}}", "expected an integer after 'offset:'", 19),
            ("{d, date, short}", "'date' arguments are not supported", 4),
            ("{d, currency}", "unknown argument type 'currency'", 4),
            ("{n, number, percent}", "unsupported number style 'percent'", 12),
            ("{user-name}", "'-' cannot be part of an argument name", 5),
            ("{}", "expected an argument name or number", 1),
            ("{0} and {name}", "mixes numbered", 9),
            ("'{unclosed", "quoted text is not closed", 0),
            ("{g, select, =1 {x} other {y}}", "select cases are words", 12),
            ("{g, select, male {x}}", "the select has no 'other' case", 0),
            ("{n, plural, one x other {y}}", "expected '{' after the case 'one'", 16),
            ("{g, select, other {{g, plural, other {x}}}}", "used both as text (select) and as a number", 20),
        ]
        for (text, fragment, offset) in cases {
            guard let error = syntaxError(text) else { continue }
            #expect(error.message.contains(fragment), "\(text): \(error)")
            #expect(error.message.hasSuffix(" (at offset \(offset))"), "\(text): \(error)")
        }
    }

    @Test func offsetsCountCharacters() {
        let text = "👩‍👩‍👧 café\u{301} }"
        #expect(syntaxError(text)?.message.hasSuffix("(at offset 7)") == true)
        var parser = ICUMessageParser(text, flavor: .messageFormat)
        let error = #expect(throws: MessageSyntaxError.self) { try parser.parseWholeMessage() }
        #expect(error?.characterOffset == 7)
        #expect(error?.utf8Offset == "👩‍👩‍👧 café\u{301} ".utf8.count)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "{n, plural, other {", count: 40) + "x" + String(repeating: "}}", count: 40)
        #expect(syntaxError(deep)?.message.contains("nested more than 16 levels") == true)
        let braces = String(repeating: "{", count: 10_000)
        #expect(syntaxError(braces) != nil)
    }
}

@Suite("ICUMessageImporter")
struct ICUMessageImporterTests {
    static let app = Support.fixtures("icu/app")

    @Test func directoryOfLocaleFiles() throws {
        let catalog = try ICUMessageImporter.importCatalog(at: Self.app)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        #expect(catalog.entries.map(\.key) == ["finish", "greeting", "party", "photos", "quoted", "reaction"])
        let photos = try #require(catalog.entries.first { $0.key == "photos" })
        #expect(photos.comment == "Number of photos in the album.")
        #expect(Set(photos.localizations.keys) == ["en", "de", "pl"])
        #expect(photos.location.description.hasSuffix(#"en.json: $["photos"].defaultMessage"#))

        let bundle = try Support.bundle(catalog)
        let en = bundle.locale("en"), de = bundle.locale("de"), pl = bundle.locale("pl")
        #expect(bundle.string("photos", locale: en, arguments: [0]) == "No photos")
        #expect(bundle.string("photos", locale: de, arguments: [1]) == "1 Foto")
        #expect(bundle.string("photos", locale: pl, arguments: [22]) == "22 zdjęcia")
        #expect(bundle.string("photos", locale: pl, arguments: [25]) == "25 zdjęć")
        // German reorders the arguments; the numbers follow the English message.
        #expect(bundle.string("party", locale: en, arguments: ["Ann", 3, "Bob"]) == "Ann invited Bob and 2 other people to the party.")
        #expect(bundle.string("party", locale: de, arguments: ["Ann", 3, "Bob"]) == "Bob und 2 weitere Personen wurden von Ann eingeladen.")
        #expect(bundle.string("finish", locale: en, arguments: [22]) == "You finished 22nd!")
        #expect(bundle.string("finish", locale: de, arguments: [22]) == "Du bist 22. geworden!")
        #expect(bundle.string("quoted", locale: en) == "I'm {not an argument} — 100% sure, *really* @home.")
        #expect(bundle.string("reaction", locale: en, arguments: ["female", 2]) == "She liked 2 posts.")
    }

    @Test func arbFiles() throws {
        let catalog = try ICUMessageImporter.importCatalog(at: Support.fixtures("icu/arb"))
        let entry = try #require(catalog.entries.first)
        #expect(entry.key == "itemsLeft")
        #expect(entry.comment == "Shown under the cart.")
        #expect(Set(entry.localizations.keys) == ["en", "pt-BR"])
        let bundle = try Support.bundle(catalog)
        #expect(bundle.string("itemsLeft", locale: bundle.locale("pt_BR"), arguments: [0]) == "Nada restante")
        #expect(bundle.string("itemsLeft", locale: bundle.locale("pt-BR"), arguments: [3]) == "3 itens restantes")
        #expect(bundle.string("itemsLeft", locale: bundle.locale("en"), arguments: [1]) == "One item left")
    }

    @Test func aTranslationAloneWarnsAboutNumbering() throws {
        let data = Data(#"{"m": "{count} Fotos von {name}"}"#.utf8)
        let catalog = try ICUMessageImporter.importCatalog(documents: [(data, "de.json")])
        #expect(catalog.diagnostics.map(\.description) == [
            #"de.json: $["m"]: warning: no en message for 'm': its named arguments are numbered by their order in this message; import the en file with it to number them as the source does"#,
        ])
    }

    @Test func malformedFilesNameFileAndPath() throws {
        let bad = Support.fixtures("icu/bad")
        // A fault inside one message leaves that translation out with a warning.
        let leftOut = Support.fixtures("icu/leftout").appendingPathComponent("en.json")
        let catalog = try ICUMessageImporter.importCatalog(at: leftOut)
        let errors = catalog.diagnostics.map(\.description)
        let file = leftOut.relativePath
        #expect(errors.allSatisfy { $0.hasPrefix(file + ": $[") && $0.contains(": warning: en: ") && $0.contains("; translation left out (key '") },
                "\(errors)")
        #expect(errors.count == 4)
        #expect(errors.contains { $0.contains(#"$["unclosed"]: warning: en: the plural is not closed with '}' (at offset 9)"#) })
        #expect(errors.contains { $0.contains(#"$["noOther"]: warning: en: the plural has no 'other' case (at offset 0)"#) })
        #expect(errors.contains { $0.contains(#"$["unknownType"]: warning: en: 'date' arguments are not supported"#) && $0.contains("(at offset 15)") })
        #expect(errors.contains { $0.contains(#"$["notText"]: warning: en: a message must be a string"#) })

        let json = Support.failure { try ICUMessageImporter.importCatalog(at: bad.appendingPathComponent("BadJSON.json")) }
        #expect(json.count == 1 && json[0].contains("BadJSON.json:4:1: error: invalid JSON"), "\(json)")

        let unnamed = Support.failure { try ICUMessageImporter.importCatalog(at: bad.appendingPathComponent("messages.json")) }
        #expect(unnamed.count == 1 && unnamed[0].contains("messages.json: $: error: cannot tell the locale"), "\(unnamed)")

        let list = Support.failure { try ICUMessageImporter.importCatalog(at: bad.appendingPathComponent("List.json")) }
        #expect(list.count == 1 && list[0].contains("List.json: $: error: an ICU message file must be a JSON object"), "\(list)")
    }

    @Test func anArgumentCountedInOneLanguageIsANumberInAll() throws {
        let en = Data(#"{"m": "{count, plural, one {# file} other {# files}} by {name}"}"#.utf8)
        let de = Data(#"{"m": "{count} Dateien von {name}"}"#.utf8)
        let catalog = try ICUMessageImporter.importCatalog(documents: [(de, "de.json"), (en, "en.json")])
        #expect(catalog.entries[0].localizations["de"] == Message([ServiceTestNode.arg(1), ServiceTestNode.text(" Dateien von "), ServiceTestNode.arg(2, ServiceTestNode.object)]))
        let c = try Support.bundle(catalog)
        #expect(c.string("m", locale: c.locale("de"), arguments: [1234, "Ann"]) == "1.234 Dateien von Ann")
    }

    @Test func duplicateLocaleAcrossFiles() {
        let a = Data(#"{"k": "one"}"#.utf8), b = Data(#"{"@@locale": "en", "k": "two"}"#.utf8)
        let errors = Support.failure { try ICUMessageImporter.importCatalog(documents: [(a, "en.json"), (b, "more.arb")]) }
        #expect(errors == [#"more.arb: $["k"]: error: 'k' is already defined for en at en.json: $["k"]"#])
    }

    @Test func recognition() {
        #expect(ICUMessageImporter.recognizes(data: Data(#"{"a": "b {n}"}"#.utf8), file: "fr.json"))
        #expect(ICUMessageImporter.recognizes(data: Data("{}".utf8), file: "app_en.arb"))
        #expect(!ICUMessageImporter.recognizes(data: Data(#"{"@metadata": {}, "a": "b"}"#.utf8), file: "fr.json"))
        #expect(!ICUMessageImporter.recognizes(data: Data(#"{"data": {"a": {"string": "b"}}}"#.utf8), file: "fr.json"))
        #expect(!ICUMessageImporter.recognizes(data: Data(#"{"fr": {"a": {"string": "b"}}}"#.utf8), file: "txstrings.json"))
        // A stray number in a file named after a locale is the importer's to report; elsewhere it is not a message file.
        let stray = Data(#"{"a": "b {n}", "n": 42, "f": false}"#.utf8)
        #expect(ICUMessageImporter.recognizes(data: stray, file: "fr.json"))
        #expect(!ICUMessageImporter.recognizes(data: stray, file: "settings.json"))
        #expect(!ICUMessageImporter.recognizes(data: Data(#"{"n": 42}"#.utf8), file: "fr.json"))
        #expect(!ICUMessageImporter.recognizes(data: Data(#"{"a": "b", "v": [1]}"#.utf8), file: "fr.json"))
    }
}
