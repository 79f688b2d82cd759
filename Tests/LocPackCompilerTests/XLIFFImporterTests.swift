import Foundation
import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/xliff")

private let lld = FormatSpec(conversion: UInt8(ascii: "d"), length: .ll)

private func load(_ name: String) throws -> MessageCatalog {
    let data = try Data(contentsOf: fixtures.appendingPathComponent(name))
    return try XLIFFImporter.importDocument(data: data, file: name)
}

/// The printed diagnostics of a fixture that must fail to import.
private func failure(_ name: String) throws -> [String] {
    let data = try Data(contentsOf: fixtures.appendingPathComponent(name))
    do {
        _ = try XLIFFImporter.importDocument(data: data, file: name)
        Issue.record("\(name) imported without error")
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

/// The String Catalog and the XLIFF export of the same messages, as bundles.
private func bundles() throws -> (catalog: Catalog, xliff: Catalog) {
    let fromCatalog = try StringCatalogImporter.importCatalog(at: fixtures.appendingPathComponent("Localizable.xcstrings"))
    let fromXLIFF = try CatalogLoader.load([fixtures.appendingPathComponent("en.xliff"),
                                            fixtures.appendingPathComponent("pl.xcloc")])
    return (try packAndOpen(fromCatalog), try packAndOpen(fromXLIFF))
}

@Suite("XLIFFImporter")
struct XLIFFImporterTests {
    // MARK: Same messages as the String Catalog

    @Test func seedExamples() throws {
        let (_, x) = try bundles()
        let en = x.locale("en"), pl = x.locale("pl")
        #expect(x.string("found_users_devices", locale: en, arguments: [1, 10]) == "Found 1 user having 10 devices")
        #expect(x.string("found_users_devices", locale: en, arguments: [2, 1]) == "Found 2 users having 1 device")
        #expect(x.string("mac_contents", locale: en, device: .mac, arguments: [1, 5]) == "This Mac contains 1 user with 5 folders")
        #expect(x.string("%lld photos", locale: pl, arguments: [22]) == "22 zdjęcia")
        #expect(x.string("%lld photos", locale: pl, arguments: [25]) == "25 zdjęć")
        #expect(x.string("found_users_devices", locale: pl, arguments: [22, 22]) == "Znaleziono 22 użytkownicy z 22 urządzeniami")
        // A unit without a target, or with state "new", contributes nothing.
        #expect(x.string("%lld photos", locale: pl, arguments: [0]) == "0 zdjęć")
        #expect(x.string("only_english", locale: pl) == "Only in English")
        #expect(x.string("greeting", locale: pl) == "Cześć")
    }

    @Test func rendersLikeTheStringCatalog() throws {
        let (c, x) = try bundles()
        let keys = ["found_users_devices", "mac_contents", "%lld songs", "%lld photos", "greeting", "only_english"]
        let arguments: [[MessageArgument]] = [[0, 0], [1, 10], [2, 1], [22, 5], [25, 1], [1234, 101]]
        var compared = 0
        for key in keys {
            for locale in ["en", "pl", "pl-PL", "de"] {
                for device in [Device.iphone, .mac, .ipad, .other] {
                    for args in arguments {
                        let expected = c.string(key, locale: c.locale(locale), device: device, arguments: args)
                        let actual = x.string(key, locale: x.locale(locale), device: device, arguments: args)
                        #expect(actual == expected, "\(key) \(locale) \(device) \(args)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared == 576)
    }

    @Test func substitutionsGetTheArgumentAndSpecifierTheirCasesShow() throws {
        let catalog = try load("en.xliff")
        let nodes = try #require(catalog.entries.first { $0.key == "found_users_devices" }?.localizations["en"]?.nodes)
        #expect(nodes == [
            .text("Found "),
            .plural(PluralChoice(argumentIndex: 1, operandSpec: lld, rules: .appleCardinal, categories: [
                .one: Message([.argument(index: 1, spec: lld), .text(" user")]),
                .other: Message([.argument(index: 1, spec: lld), .text(" users")]),
            ])),
            .text(" having "),
            .plural(PluralChoice(argumentIndex: 2, operandSpec: lld, rules: .appleCardinal, categories: [
                .one: Message([.argument(index: 2, spec: lld), .text(" device")]),
                .other: Message([.argument(index: 2, spec: lld), .text(" devices")]),
            ])),
        ])
    }

    // MARK: Tables, stringsdict paths, notes

    @Test func tablesStringsdictPathsAndOverride() throws {
        let catalog = try load("en.xliff")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let found = try #require(catalog.entries.first { $0.key == "found_users_devices" })
        #expect(found.table == "Localizable")
        #expect(found.comment == "Seed example 1")
        #expect(found.location.description == "en.xliff:8:7")
        let display = try #require(catalog.entries.first { $0.key == "CFBundleDisplayName" })
        #expect(display.table == "InfoPlist")
        #expect(display.comment == "Bundle display name")
        #expect(catalog.entries.filter { $0.key == "overridden" }.count == 1)

        let x = try packAndOpen(catalog)
        let en = x.locale("en")
        #expect(x.string("people_in_rooms", locale: en, arguments: [3, 4]) == "Some people in 4 rooms")
        #expect(x.string("people_in_rooms", locale: en, arguments: [0, 1]) == "No people in 1 room")
        #expect(x.string("CFBundleDisplayName", table: "InfoPlist", locale: en) == "Seeds")
        // The .stringsdict <file> wins over the .strings <file> of the same table.
        #expect(x.string("overridden", locale: en, arguments: [2]) == "2 from the stringsdict")
        #expect(x.string("welcome", locale: en, width: 30) == "Hi")
        #expect(x.string("welcome", locale: en) == "Welcome!")
    }

    @Test func stringsdictUnitsWithoutAnOtherTargetFallBack() throws {
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2"><file original="de.lproj/Localizable.stringsdict" source-language="en" target-language="de"><body>
            <trans-unit id="/k:dict/NSStringLocalizedFormatKey:dict/:string"><source>%#@n@</source><target>%#@n@</target></trans-unit>
            <trans-unit id="/k:dict/n:dict/one:dict/:string"><source>%d item</source><target>%d Ding</target></trans-unit>
            <trans-unit id="/k:dict/n:dict/other:dict/:string"><source>%d items</source></trans-unit>
            </body></file></xliff>
            """
        let catalog = try XLIFFImporter.importDocument(data: Data(xliff.utf8), file: "de.xliff")
        #expect(catalog.diagnostics.isEmpty)
        // German is untranslated (its `other` is); the key stays, with the development language's text.
        #expect(catalog.entries.map(\.key) == ["k"])
        #expect(catalog.entries.first?.localizations.keys.sorted() == ["en"])
        let x = try packAndOpen(catalog)
        #expect(x.string("k", locale: x.locale("de"), arguments: [1]) == "1 item")
        #expect(x.string("k", locale: x.locale("de"), arguments: [4]) == "4 items")
    }

    @Test func stringsUnitsAreReadAsStringsValues() throws {
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2"><file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de"><body>
            <trans-unit id="%d files"><source>%#@files@</source><target>%#@files@</target></trans-unit>
            <trans-unit id="empty"><source>Empty</source><target/></trans-unit>
            <trans-unit id="skipped" translate="no"><source>Logo</source><target>Logo</target></trans-unit>
            <trans-unit id="bad"><source>50 %%</source>
            <target state="translated">50%</target></trans-unit>
            </body></file></xliff>
            """
        // A `%` at the end can only be text: `50%` is shown as written
        // (`Specs/lint.md`, "`%` in text"). `%#@files@` is `%@` with the `#`
        // flag in a .strings value: no warning for it either.
        let lone = try XLIFFImporter.importDocument(data: Data(xliff.utf8), file: "de.xliff")
        #expect(lone.entries.first { $0.key == "bad" }?.localizations["de"]?.nodes == [.text("50%")])
        #expect(lone.diagnostics.isEmpty, "\(lone.diagnostics)")
        let good = xliff.replacingOccurrences(of: ">50%<", with: ">50 %%<")
        let catalog = try XLIFFImporter.importDocument(data: Data(good.utf8), file: "de.xliff")
        #expect(catalog.entries.map(\.key) == ["%d files", "bad", "empty", "skipped"])
        // An empty target and translate="no" give German nothing; the source texts are English.
        #expect(catalog.entries.map { $0.localizations.keys.sorted() } == [["de", "en"], ["de", "en"], ["en"], ["en"]])
        let nodes = try #require(catalog.entries.first?.localizations["de"]?.nodes)
        guard case let .argument(1, spec) = nodes.first else {
            Issue.record("expected an argument, got \(nodes)")
            return
        }
        #expect(spec.conversion == UInt8(ascii: "@"))
        let x = try packAndOpen(catalog)
        #expect(x.string("empty", locale: x.locale("de")) == "Empty")
        #expect(x.string("skipped", locale: x.locale("de")) == "Logo")
        #expect(x.string("bad", locale: x.locale("de")) == "50 %")
    }

    @Test func xclocNeedsLocalizedContents() throws {
        try withScratchDirectory { scratch in
            let folder = scratch.appendingPathComponent("Empty.xcloc")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            do throws(CompilerError) {
                _ = try XLIFFImporter.importFile(at: folder)
                Issue.record("an empty .xcloc imported")
            } catch {
                #expect(error.description.hasSuffix("error: the localization catalog has no 'Localized Contents/*.xliff'"))
            }
        }
    }

    // MARK: Malformed documents

    @Test func malformedXML() throws {
        let errors = try failure("BadXML.xliff")
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("BadXML.xliff:7:") == true, "\(errors)")
        #expect(errors.first?.contains("error: malformed XML") == true)
    }

    @Test func unknownVariationAndBadStringsdictPathAreIgnoredWithAWarning() throws {
        let catalog = try load("UnknownVariation.xliff")
        #expect(catalog.diagnostics.map(\.description) == [
            "UnknownVariation.xliff:5:7: warning: trans-unit id 'greeting|==|gender.female': unknown variation 'gender.female' (expected plural.CATEGORY, device.DEVICE, device.DEVICE.plural.CATEGORY or substitutions.NAME.plural.CATEGORY); the unit is ignored",
            "UnknownVariation.xliff:9:7: warning: trans-unit id '/count:dict/NSStringLocalizedFormatKey:dict/' is not a stringsdict path (expected /KEY:dict/…:dict/:string); the unit is ignored",
        ])
        #expect(catalog.entries.isEmpty)
    }

    /// Without a `target-language` a `<file>` still gives the development language its texts.
    @Test func missingTargetLanguage() throws {
        let catalog = try load("NoTargetLanguage.xliff")
        #expect(catalog.diagnostics.map(\.description) == [
            "NoTargetLanguage.xliff:3:3: warning: <file> has no 'target-language'; only its <source> texts (en) are read",
        ])
        #expect(catalog.entries.first?.localizations.keys.sorted() == ["en"])
    }

    /// A unit the String Catalog rules reject leaves its key's translation
    /// out, in the target language and (from `<source>`) in the development language.
    @Test func catalogRulesApplyToUnits() throws {
        let catalog = try load("CatalogErrors.xliff")
        #expect(catalog.diagnostics.map(\.description) == [
            "CatalogErrors.xliff:7:9: warning: de: Referencing undefined substitution 'dateien' (trans-unit '%lld files'); translation left out (key '%lld files')",
            "CatalogErrors.xliff:11:9: warning: unused substitution 'files' (trans-unit '%lld files|==|substitutions.files.plural.one')",
            "CatalogErrors.xliff:19:9: warning: de: Fallback value cannot be further varied (trans-unit '%lld songs|==|device.other.plural.one'); translation left out (key '%lld songs')",
            "CatalogErrors.xliff:18:9: warning: en: Fallback value cannot be further varied (trans-unit '%lld songs|==|device.other.plural.one'); translation left out (key '%lld songs')",
        ])
        // Unit 'broken' (`100 %`, a `%` at the end) is text, not a mistake.
        let x = try packAndOpen(catalog)
        #expect(x.string("%lld files", locale: x.locale("de"), arguments: [2]) == "2 files")
    }

    @Test func processingInstructionWithoutDataIsAnErrorNotACrash() throws {
        // Found by the xliff fuzz target: FoundationXML read the null data of
        // `<?xm?>` as a C string (SEGV in strlen).
        let found = Data("<?xm?>\n<xliff xmlns=LLLLLLLHL.xlyff>\n".utf8)
        #expect(failures(found, file: "f.xliff") == [
            "f.xliff:1:1: error: a processing instruction without data (<?name?>) is not supported in an XLIFF document",
        ])
        let inBody = Data(#"""
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2">
              <file original="a" source-language="en" target-language="de" datatype="plaintext"><body>
                <trans-unit id="k"><source>é</source><?pi?></trans-unit>
            """#.utf8)
        #expect(failures(inBody, file: "b.xliff") == [
            "b.xliff:4:42: error: a processing instruction without data (<?name?>) is not supported in an XLIFF document",
        ])
        // Found by the xliff fuzz target in CI: a scan that skipped comments
        // took `<!--` in a DOCTYPE's system literal for one and missed the
        // instruction after it. libxml2 recovers from errors, so the guard
        // reads no structure: the characters are refused wherever they stand.
        let afterLiteral = Data(#"""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE xliff SYSTEM "<!--"><?x?><!-- -->
            <xliff version="1.2"/>
            """#.utf8)
        #expect(failures(afterLiteral, file: "d.xliff") == [
            "d.xliff:2:31: error: a processing instruction without data (<?name?>) is not supported in an XLIFF document",
        ])
        let inComment = Data("<xliff version=\"1.2\"><!-- <?pi?> --></xliff>".utf8)
        // Columns count from after a byte order mark, as everywhere else.
        let afterBOM = Data([0xEF, 0xBB, 0xBF] + Array("<xliff version=\"1.2\"><?pi?></xliff>".utf8))
        #expect(failures(afterBOM, file: "m.xliff") == [
            "m.xliff:1:22: error: a processing instruction without data (<?name?>) is not supported in an XLIFF document",
        ])
        #expect(failures(inComment, file: "c.xliff") == [
            "c.xliff:1:27: error: a processing instruction without data (<?name?>) is not supported in an XLIFF document",
        ])
        // An instruction with data is passed on to the parser.
        let withData = Data(#"""
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2"><?keep data?><!-- <?keep data?> -->
              <file original="a" source-language="en" target-language="de" datatype="plaintext"><body>
                <trans-unit id="k"><source><![CDATA[<?pi data?>]]></source><target>x</target></trans-unit>
              </body></file>
            </xliff>
            """#.utf8)
        let catalog = try XLIFFImporter.importDocument(data: withData, file: "q.xliff")
        #expect(catalog.entries.map(\.key) == ["k"])
    }

    @Test func documentLibxml2CouldReadInAnotherEncodingIsAnError() {
        // libxml2 switches to the encoding a declaration names (UTF-7 spells
        // `<?x?>` as `+ADw-?x?+AD4-`, past any scan of the bytes), and guesses
        // UTF-16 from NUL bytes; neither reaches it.
        let utf7 = Data("<?xml version=\"1.0\" encoding=\"UTF-7\"?><xliff version=\"1.2\">+ADw-?x?+AD4-</xliff>".utf8)
        #expect(failures(utf7, file: "u.xliff") == [
            "u.xliff:1:1: error: the document declares encoding 'UTF-7'; an XLIFF document must be UTF-8, as Xcode writes it",
        ])
        let unquoted = Data("<?xml version=\"1.0\" encoding=UTF-7?><xliff version=\"1.2\"/>".utf8)
        #expect(failures(unquoted, file: "v.xliff") == [
            "v.xliff:1:1: error: the document declares encoding 'UTF-7'; an XLIFF document must be UTF-8, as Xcode writes it",
        ])
        var late = Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\">".utf8)
        late.append(contentsOf: Array(repeating: UInt8(ascii: " "), count: 80) + [0, UInt8(ascii: "<")])
        #expect(failures(late, file: "n.xliff") == [
            "n.xliff:2:102: error: a NUL byte is not supported in an XLIFF document",
        ])
    }

    @Test func errorsLibxml2RecoversFromAreErrors() throws {
        // libxml2 runs in recovery mode: `parse()` returned true and the
        // importer silently built what was left (a stray end tag lost the
        // translation; an unclosed comment lost every unit).
        func document(_ inSource: String, rootAttributes: String = "") -> Data {
            Data("""
                <xliff version="1.2"\(rootAttributes)><file original="a" source-language="en" target-language="de"><body>
                <trans-unit id="k"><source>a\(inSource)</source><target>b</target></trans-unit>
                </body></file></xliff>
                """.utf8)
        }
        #expect(failures(document("</x>"), file: "s.xliff") == [
            "s.xliff:2:33: error: malformed XML: an end tag does not match its start tag",
        ])
        #expect(failures(document("<!-- x"), file: "c.xliff") == [
            "c.xliff:3:23: error: malformed XML: a comment is not closed with '-->'",
        ])
        // With a DOCTYPE naming a DTD, libxml2 reports an unknown entity only
        // as a warning, and drops its text: still an error here.
        let entity = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE xliff SYSTEM "xliff.dtd">
            <xliff version="1.2"><file original="a" source-language="en" target-language="de"><body>
            <trans-unit id="k"><source>a &nbsp; b</source><target>b</target></trans-unit>
            </body></file></xliff>
            """.utf8)
        #expect(failures(entity, file: "e.xliff").map { $0.contains("e.xliff:4:") && $0.hasSuffix("error: malformed XML: unknown entity (use &amp; &lt; &gt; &quot; &apos; or &#N;)") } == [true])
        // Warnings and namespace errors leave the document whole: it is read.
        for (inSource, attributes) in [("", #" xmlns="relative""#), ("<x:g>q</x:g>", ""), ("", #" xml:lang="@@""#)] {
            let catalog = try XLIFFImporter.importDocument(data: document(inSource, rootAttributes: attributes), file: "w.xliff")
            #expect(catalog.entries.map(\.key) == ["k"], "\(inSource)\(attributes)")
        }
    }

    @Test func dtdDeclarationsAreErrorsNotCrashes() throws {
        // Found by the xliff fuzz target: an entity whose value spells
        // `<?x?>` with a character reference gets past a scan of the text and
        // crashes FoundationXML when referenced. Declarations are refused.
        let expanded = Data(#"""
            <?xml version="1.0"?>
            <!DOCTYPE xliff [<!ENTITY e "&#60;?x?>">]>
            <xliff version="1.2">&e;</xliff>
            """#.utf8)
        #expect(failures(expanded, file: "e.xliff") == [
            "e.xliff:2:18: error: a DTD declaration (<!ENTITY) is not supported in an XLIFF document",
        ])
        // FoundationXML also reads as C strings the null ids of a notation
        // and the null default of an `#IMPLIED` attribute: every
        // declaration is refused, not only those known to crash.
        for (declaration, keyword) in [(#"<!NOTATION n SYSTEM "x">"#, "NOTATION"),
                                       ("<!ATTLIST xliff b CDATA #IMPLIED>", "ATTLIST"),
                                       ("<!ELEMENT xliff ANY>", "ELEMENT")] {
            let declared = Data("<!DOCTYPE xliff [\(declaration)]><xliff version=\"1.2\"/>".utf8)
            #expect(failures(declared, file: "d.xliff") == [
                "d.xliff:1:18: error: a DTD declaration (<!\(keyword)) is not supported in an XLIFF document",
            ])
        }
        // A DOCTYPE naming the XLIFF DTD (older tools write one) is read; the DTD is never loaded.
        let named = Data(#"""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE xliff PUBLIC "-//XLIFF//DTD XLIFF//EN" "http://www.oasis-open.org/committees/xliff/documents/xliff.dtd">
            <xliff version="1.2">
              <file original="a" source-language="en" target-language="de" datatype="plaintext"><body>
                <trans-unit id="k"><source>a</source><target>b</target></trans-unit>
              </body></file>
            </xliff>
            """#.utf8)
        let catalog = try XLIFFImporter.importDocument(data: named, file: "n.xliff")
        #expect(catalog.entries.map(\.key) == ["k"])
    }

    @Test func onlyUTF8ReachesTheXMLParser() throws {
        // Invalid UTF-8 in an attribute name made Foundation's XMLParser trap on Linux.
        let head = Array(#"<?xml version="1.0" encoding="UTF-8"?>"#.utf8) + [0x0A]
        let bad = Data(head + Array(#"<xliff version="1.2"><file source"#.utf8) + [0xC3]
            + Array(#"language="en"></file></xliff>"#.utf8))
        #expect(failures(bad, file: "bad.xliff") == ["bad.xliff:2:34: error: invalid UTF-8 (an XLIFF document must be UTF-8)"])
        let latin1 = Data(#"<?xml version="1.0" encoding="ISO-8859-1"?><xliff version="1.2"/>"#.utf8)
        #expect(failures(latin1, file: "l.xliff") == [
            "l.xliff:1:1: error: the document declares encoding 'ISO-8859-1'; an XLIFF document must be UTF-8, as Xcode writes it",
        ])
        var utf16 = Data([0xFF, 0xFE])
        for unit in #"<xliff version="1.2"/>"#.utf16 { utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        #expect(failures(utf16, file: "u.xliff") == [
            "u.xliff:1:1: error: the document is UTF-16LE; an XLIFF document must be UTF-8, as Xcode writes it",
        ])
    }

    private func failures(_ data: Data, file: String) -> [String] {
        do {
            _ = try XLIFFImporter.importDocument(data: data, file: file)
            Issue.record("\(file) imported without error")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func inlineElementsInTargetsLeaveTheTranslationOut() throws {
        let catalog = try load("InlineElement.xliff")
        #expect(catalog.diagnostics.map(\.description) == [
            "InlineElement.xliff:7:23: warning: de: inline element <g> in <target> is not supported; write the translation as plain text; translation left out (key 'greeting')",
        ])
        let x = try packAndOpen(catalog)
        #expect(x.string("greeting", locale: x.locale("de")) == "Hello")
    }

    @Test func stringsdictRulesApplyToUnits() throws {
        let catalog = try load("StringsdictErrors.xliff")
        #expect(catalog.diagnostics.map(\.description) == [
            "StringsdictErrors.xliff:15:9: warning: de: unknown plural category 'several' (expected zero, one, two, few, many or other) (trans-unit '/%d files:dict/files:dict/several:dict/:string'); translation left out (key '%d files')",
            "StringsdictErrors.xliff:14:9: warning: en: unknown plural category 'several' (expected zero, one, two, few, many or other) (trans-unit '/%d files:dict/files:dict/several:dict/:string'); translation left out (key '%d files')",
        ])
        #expect(catalog.entries.isEmpty)
    }
}
