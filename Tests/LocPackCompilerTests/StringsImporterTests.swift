import Foundation
import LocPack
@testable import LocPackCompiler
import Testing

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/strings")

private let d = FormatSpec(conversion: UInt8(ascii: "d"))

private func load(_ name: String) throws -> MessageCatalog {
    let data = try Data(contentsOf: fixtures.appendingPathComponent(name))
    return try StringsImporter.importFile(data: data, file: name, locale: "en")
}

/// The printed diagnostics of data that must fail to import.
private func failure(_ data: Data, file: String) -> [String] {
    do {
        _ = try StringsImporter.importFile(data: data, file: file, locale: "en")
        Issue.record("\(file) imported without error")
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

private func failure(_ name: String) throws -> [String] {
    failure(try Data(contentsOf: fixtures.appendingPathComponent(name)), file: name)
}

/// The text of a message that has no arguments.
private func plainText(_ catalog: MessageCatalog, _ key: String) -> String? {
    guard let nodes = catalog.entries.first(where: { $0.key == key })?.localizations["en"]?.nodes else { return nil }
    var text = ""
    for node in nodes {
        guard case let .text(piece) = node else { return nil }
        text += piece
    }
    return text
}

/// `text` encoded as UTF-16 with a byte order mark.
private func utf16(_ text: String, bigEndian: Bool) -> Data {
    var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in text.utf16 {
        let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
        bytes += bigEndian ? [high, low] : [low, high]
    }
    return Data(bytes)
}

@Suite("StringsImporter")
struct StringsImporterTests {
    // MARK: Grammar

    @Test(arguments: [
        ("newline", "a\nb"),
        ("tab", "a\tb"),
        ("cr", "a\rb"),
        ("quote", "say \"hi\""),
        ("backslash", "back\\slash"),
        ("controls", "\u{07}\u{08}\u{0C}\u{0B}"),
        ("unicode", "café A"),
        ("surrogates", "smile 😀"),
        ("octal", "ABC \u{08}1"),
        ("other", "q'\n"),
        ("unquoted_key", "unquoted/value:1.0-$"),
        ("same", "same"),
        ("multi\nline", "value"),
        ("packed", "tight"),
    ])
    func escapes(_ key: String, _ expected: String) throws {
        let catalog = try load("Escapes.strings")
        #expect(plainText(catalog, key) == expected)
    }

    @Test func fileOrderTableCommentsAndLocations() throws {
        let catalog = try load("Escapes.strings")
        #expect(catalog.diagnostics.isEmpty)
        #expect(catalog.entries.map(\.key) == [
            "newline", "tab", "cr", "quote", "backslash", "controls", "unicode", "surrogates", "octal", "other",
            "percent", "unquoted_key", "same", "multi\nline", "packed",
        ])
        let first = try #require(catalog.entries.first)
        #expect(first.table == "Escapes")
        #expect(first.comment == "Every escape of a quoted string.")
        #expect(first.location.description == "Escapes.strings:2:1")
        #expect(catalog.entries.first { $0.key == "multi\nline" }?.comment == "two lines.")
        #expect(catalog.entries.first { $0.key == "packed" }?.location.description == "Escapes.strings:19:15")
    }

    @Test func valuesAreFormatStrings() throws {
        let catalog = try load("Escapes.strings")
        #expect(catalog.entries.first { $0.key == "percent" }?.localizations["en"]?.nodes == [
            .text("100% sure, "), .argument(index: 1, spec: d), .text("%"),
        ])
        let bundle = try Catalog(bytes: BundleWriter.pack(catalog, options: .init(compression: .none)))
        let en = bundle.locale("en")
        #expect(bundle.string("percent", table: "Escapes", locale: en, arguments: [42]) == "100% sure, 42%")
        #expect(bundle.string("surrogates", table: "Escapes", locale: en) == "smile 😀")
    }

    @Test func substitutionTokensAreNotSpecialInStrings() throws {
        let catalog = try StringsImporter.importFile(data: Data(#""k" = "%#@n@ items";"#.utf8), file: "x.strings",
                                                     locale: "en")
        let nodes = try #require(catalog.entries.first?.localizations["en"]?.nodes)
        #expect(nodes.count == 2)
        guard case let .argument(1, spec) = nodes[0] else {
            Issue.record("expected argument 1, got \(nodes)")
            return
        }
        #expect(spec.conversion == UInt8(ascii: "@") && spec.flags.contains(.alternate))
    }

    @Test func duplicateKeyLastWinsWithANote() throws {
        let data = Data("\"k\" = \"one\";\n\"j\" = \"x\";\n  \"k\" = \"two\";\n".utf8)
        let catalog = try StringsImporter.importFile(data: data, file: "Dup.strings", locale: "en")
        #expect(catalog.entries.map(\.key) == ["k", "j"])
        #expect(plainText(catalog, "k") == "two")
        #expect(catalog.diagnostics.map(\.description) == [
            "Dup.strings:3:3: note: key 'k' is defined again; this definition replaces the one at line 1, column 1",
        ])
    }

    @Test func emptyFileAndCommentsOnly() throws {
        #expect(try StringsImporter.importFile(data: Data(), file: "e.strings", locale: "en").entries.isEmpty)
        let comments = Data("/* nothing */\n// here\n".utf8)
        #expect(try StringsImporter.importFile(data: comments, file: "c.strings", locale: "en").entries.isEmpty)
    }

    // MARK: Encodings

    @Test(arguments: [false, true])
    func utf16WithByteOrderMark(_ bigEndian: Bool) throws {
        let text = "/* UTF-16 */\n\"greeting\" = \"Grüß dich 👋\";\n\"bad\" = \"x\" \"y\";\n"
        let errors = failure(utf16(text, bigEndian: bigEndian), file: "de.strings")
        // Positions count characters, not bytes, in UTF-16 files too.
        #expect(errors == [#"de.strings:3:13: error: expected ';' after the value, found '"'"#])
        let good = utf16("\"greeting\" = \"Grüß dich 👋\";", bigEndian: bigEndian)
        let catalog = try StringsImporter.importFile(data: good, file: "de.lproj/Localizable.strings")
        #expect(catalog.entries.first?.localizations["de"] == .text("Grüß dich 👋"))
    }

    @Test func utf8WithByteOrderMark() throws {
        let data = Data([0xEF, 0xBB, 0xBF] + Array("\"k\" = \"Straße\";".utf8))
        let catalog = try StringsImporter.importFile(data: data, file: "k.strings", locale: "de")
        #expect(catalog.entries.first?.localizations["de"] == .text("Straße"))
    }

    @Test func invalidEncodings() {
        let badUTF8 = Data(Array("\"a\" = \"ok\";\n\"b\" = \"".utf8) + [0xFF] + Array("\";".utf8))
        #expect(failure(badUTF8, file: "u8.strings") == ["u8.strings:2:8: error: invalid UTF-8"])
        let odd = Data([0xFF, 0xFE, 0x22])
        #expect(failure(odd, file: "odd.strings") == ["odd.strings:1:1: error: the UTF-16 text has an odd number of bytes"])
        let lone = Data([0xFF, 0xFE, 0x41, 0x00, 0x00, 0xD8, 0x41, 0x00])
        #expect(failure(lone, file: "lone.strings") == ["lone.strings:1:2: error: invalid UTF-16 (an unpaired surrogate)"])
        let noBOM = Data([0x22, 0x00, 0x61, 0x00, 0x22, 0x00, 0x3B, 0x00])
        #expect(failure(noBOM, file: "nobom.strings") == [
            "nobom.strings:1:1: error: the file looks like UTF-16 without a byte order mark; save it as UTF-8, or as UTF-16 with a BOM",
        ])
    }

    // MARK: Malformed files

    @Test func missingSemicolon() throws {
        #expect(try failure("MissingSemicolon.strings") == [
            #"MissingSemicolon.strings:2:1: error: expected ';' after the value, found '"'"#,
        ])
    }

    @Test func unterminatedString() throws {
        #expect(try failure("UnterminatedString.strings") == [
            #"UnterminatedString.strings:2:7: error: unterminated string: the '"' here has no closing '"'"#,
        ])
    }

    @Test func badEscapes() throws {
        #expect(try failure("BadEscape.strings") == [
            #"BadEscape.strings:1:8: error: unpaired surrogate \UD83D: a high surrogate must be followed by a \U low surrogate (\UDC00–\UDFFF)"#,
            #"BadEscape.strings:2:8: error: '\U' must be followed by one to four hexadecimal digits"#,
            #"BadEscape.strings:3:8: error: unpaired surrogate \UDE00: a low surrogate must follow a high surrogate"#,
        ])
    }

    @Test func unterminatedComment() throws {
        #expect(try failure("UnterminatedComment.strings") == [
            "UnterminatedComment.strings:1:12: error: unterminated comment: '/*' has no closing '*/'",
        ])
    }

    @Test func badTokens() throws {
        #expect(try failure("BadToken.strings") == [
            "BadToken.strings:1:7: error: expected a value after '=' (a quoted string or a token of letters, digits and _$/:.-), found '='",
            "BadToken.strings:2:1: error: expected a key (a quoted string or a token of letters, digits and _$/:.-), found '{'",
            "BadToken.strings:2:14: error: expected a key (a quoted string or a token of letters, digits and _$/:.-), found '}'",
            #"BadToken.strings:3:5: error: expected '=' or ';' after the key, found '"'"#,
        ])
    }

    /// A value that is no valid format string is kept as its text until the
    /// key's arguments are known; a trailing `%` is text. The build then
    /// leaves out only what reads arguments wrongly, at the `%` (`Specs/lint.md`).
    @Test func badFormatStringsAreJudgedByTheBuildAtThePercentSign() throws {
        let catalog = try load("LeftOutFormats.strings")
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        #expect(catalog.entries.map(\.key) == ["a", "b", "c"])
        #expect(catalog.entries[0].localizations["en"]?.formatSource?.problem == "'%n' is not allowed")
        #expect(catalog.entries[0].localizations["en"]?.formatSource?.problemLocation?.description == "LeftOutFormats.strings:1:8")
        #expect(catalog.entries[1].localizations["en"]?.nodes == [.text("\t100%")])
        // A message that takes no arguments is literal text: `%n items` is shown as written.
        var literal = catalog
        #expect(Linter.apply(&literal).isEmpty)
        #expect(literal.entries[0].localizations["en"]?.nodes == [.text("%n items")])
        // With a source that takes an argument, the German `%n` leaves that translation out, at the `%`.
        let german = try StringsImporter.importFile(data: Data(#""a" = "%n Dinge";"#.utf8), file: "de.lproj/T.strings")
        var mixed = MessageCatalog(sourceLanguage: "en", entries: [
            CatalogEntry(key: "a", table: "T", localizations: ["en": FormatStringSplitter.plainMessage("%d items"),
                                                               "de": german.entries[0].localizations["de"]!],
                         location: SourceLocation(file: "en.lproj/T.strings", line: 1, column: 1)),
        ])
        #expect(Linter.apply(&mixed).map(\.description) == [
            "de.lproj/T.strings:1:8: warning: de: not a valid format string: '%n' is not allowed; translation left out (key 'a', table T)",
        ])
        #expect(mixed.entries[0].localizations.keys.sorted() == ["en"])
    }

    @Test func localeFromTheLprojFolder() throws {
        let data = Data(#""k" = "v";"#.utf8)
        #expect(try StringsImporter.importFile(data: data, file: "App/pt-BR.lproj/Main.strings")
            .entries.first?.localizations.keys.sorted() == ["pt-BR"])
        #expect(try StringsImporter.importFile(data: data, file: "App/Base.lproj/Main.strings", sourceLanguage: "fr")
            .entries.first?.localizations.keys.sorted() == ["fr"])
        #expect(try StringsImporter.importFile(data: data, file: "English.lproj/Main.strings")
            .entries.first?.localizations.keys.sorted() == ["en"])
        do {
            _ = try StringsImporter.importFile(data: data, file: "Main.strings")
            Issue.record("imported without a locale")
        } catch {
            #expect(error.description == "Main.strings: error: cannot tell the locale of the file: it is not inside a NAME.lproj folder")
        }
        do {
            _ = try StringsImporter.importFile(data: data, file: "Resources.lproj/Main.strings")
            Issue.record("imported with a bad folder name")
        } catch {
            #expect(error.description.hasPrefix("Resources.lproj/Main.strings: error: the folder 'Resources.lproj' does not name a locale"))
        }
    }
}
