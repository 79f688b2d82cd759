import Foundation
import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

/// Android string resources read into messages and rendered as aapt2,
/// `getString()` and `String.format` give them (`Specs/importers/android.md`).
/// Expected texts are Android's documented behaviour, written out here.
struct AndroidImporterTests {
    /// A resource file's text.
    static func resources(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
        \(body)
        </resources>
        """
    }

    /// Imports files named by their `res` path (`values-pl/strings.xml`).
    static func importFiles(_ files: [(folder: String, body: String)]) throws -> MessageCatalog {
        try AndroidImporter.importCatalog(documents: files.map {
            (Data(resources($0.body).utf8), "app/src/main/res/\($0.folder)/strings.xml")
        })
    }

    static func render(_ catalog: Catalog, _ key: String, _ locale: String, _ arguments: [MessageArgument] = []) -> String {
        catalog.string(key, locale: catalog.locale(locale), arguments: arguments)
    }

    static func leftOut(_ catalog: MessageCatalog) -> [String] {
        catalog.diagnostics.compactMap { $0.omitted.map { "\($0.locale) \($0.key)" } }.sorted()
    }

    @Test func textIsWhatAapt2CompilesAndGetStringReturns() throws {
        let catalog = try Self.importFiles([("values", #"""
            <string name="collapsed">  a   b
                 c  </string>
            <string name="quoted">"  two  spaces  "</string>
            <string name="partlyQuoted">a"  b  "c</string>
            <string name="escapes">It\'s \"ok\"\nnext\ttab \u0041 \@home \?why \\ \r</string>
            <string name="escapedNewlineKeepsSpaces">a \n b</string>
            <string name="entities">&lt;b&gt; &amp; &#65;</string>
            <string name="cdata"><![CDATA[<b>Hi</b>]]></string>
            <string name="styled">Hello <b> world</b></string>
            <string name="styledQuoteEndsAtTag">"x  <i>y  </i>z</string>
            <string name="placeholder">Hi <xliff:g id="name" example="Ada">%1$s</xliff:g>!</string>
            <string name="apostropheInQuotes">"It's"</string>
            <string name="nbsp">a\u00A0 b</string>
            <string name="empty"></string>
            <string name="atText">@twitter</string>
            """#)])
        let bundle = try ImporterTestSupport.bundle(catalog)
        let expected: [String: String] = [
            "collapsed": "a b c", "quoted": "  two  spaces  ", "partlyQuoted": "a  b  c",
            "escapes": "It's \"ok\"\nnext\ttab A @home ?why \\ r",
            "escapedNewlineKeepsSpaces": "a \n b",
            "entities": "<b> & A", "cdata": "<b>Hi</b>",
            // Spans are dropped; the space after <b> is emitted again, as the builder resets at a tag.
            "styled": "Hello  world", "styledQuoteEndsAtTag": "x  y z",
            "apostropheInQuotes": "It's", "nbsp": "a\u{A0} b", "empty": "", "atText": "@twitter",
        ]
        for (key, text) in expected { #expect(Self.render(bundle, key, "en") == text, "\(key)") }
        #expect(Self.render(bundle, "placeholder", "en", ["Ada"]) == "Hi Ada!")
        #expect(Self.leftOut(catalog).isEmpty)
    }

    @Test func aStringAapt2RefusesIsLeftOutWithItsPlace() throws {
        let catalog = try Self.importFiles([
            ("values", #"<string name="a">Don\'t</string><string name="b">ok</string>"#),
            ("values-fr", """
                <string name="a">N'est pas</string>
                <string name="b">bad \\u12G4</string>
                """),
        ])
        #expect(Self.leftOut(catalog) == ["fr a", "fr b"])
        let apostrophe = try #require(catalog.diagnostics.first { $0.omitted?.key == "a" })
        #expect(apostrophe.location.file == "app/src/main/res/values-fr/strings.xml")
        #expect(apostrophe.location.line == 3 && apostrophe.location.column == 1)
        #expect(apostrophe.message.contains("apostrophe"))
    }

    @Test func formatStringsRenderAsJavaFormatterDoes() throws {
        let catalog = try Self.importFiles([
            ("values", """
                <string name="plain">%d items</string>
                <string name="grouped">%,d items</string>
                <string name="money">%.2f EUR</string>
                <string name="defaultPrecision">%f</string>
                <string name="positions">%2$s and %1$s, %&lt;s again</string>
                <string name="ordinaryAfterExplicit">%2$s %s %s</string>
                <string name="literals">100%% sure%nnext</string>
                <string name="literalsWithArgument">100%% %s%n</string>
                <string name="hex">%x</string>
                <string name="notFormat">100% sure</string>
                <string name="prose">50% off</string>
                <string name="unformatted" formatted="false">%s of %s</string>
                <string name="padded">%02d:%02d</string>
                <string name="general">%g</string>
                """),
            ("values-de", """
                <string name="grouped">%,d Elemente</string>
                <string name="money">%.2f EUR</string>
                """),
        ])
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(bundle, "plain", "en", [.int(1_234_567)]) == "1234567 items")
        #expect(Self.render(bundle, "grouped", "en", [.int(1_234_567)]) == "1,234,567 items")
        #expect(Self.render(bundle, "grouped", "de", [.int(1_234_567)]) == "1.234.567 Elemente")
        // Java rounds half up on the number's decimal text: 0.125 → 0.13 (C's printf gives 0.12).
        #expect(Self.render(bundle, "money", "en", [.double(0.125)]) == "0.13 EUR")
        #expect(Self.render(bundle, "money", "de", [.double(2.5)]) == "2,50 EUR")
        #expect(Self.render(bundle, "defaultPrecision", "en", [.double(1.5)]) == "1.500000")
        #expect(Self.render(bundle, "positions", "en", ["a", "b"]) == "b and a, a again")
        #expect(Self.render(bundle, "ordinaryAfterExplicit", "en", ["a", "b"]) == "b a b")
        // No argument: not a format string, so getString(id) shows %% and %n as written.
        #expect(Self.render(bundle, "literals", "en", []) == "100%% sure%nnext")
        #expect(Self.render(bundle, "literalsWithArgument", "en", ["x"]) == "100% x\n")
        #expect(Self.render(bundle, "hex", "en", [.int(255)]) == "ff")
        // Not format strings: getString(id) shows them as written.
        #expect(Self.render(bundle, "notFormat", "en") == "100% sure")
        #expect(Self.render(bundle, "prose", "en") == "50% off")
        // formatted="false" only silences aapt2's check of non-positional %s %s: apps still format it.
        #expect(Self.render(bundle, "unformatted", "en", ["1", "2"]) == "1 of 2")
        #expect(Self.render(bundle, "padded", "en", [.int(7), .int(5)]) == "07:05")
        // Java's %g keeps trailing zeros where C drops them: no spec matches, the string is left out.
        #expect(Self.leftOut(catalog) == ["en general"])
    }

    @Test func pluralsAreChosenByCLDRAndEnglishNeverTakesZero() throws {
        let catalog = try Self.importFiles([
            ("values", """
                <plurals name="songs">
                    <item quantity="zero">No songs</item>
                    <item quantity="one">%d song</item>
                    <item quantity="other">%d songs</item>
                </plurals>
                <plurals name="viewers">
                    <item quantity="one">%s viewer</item>
                    <item quantity="other">%s viewers</item>
                </plurals>
                """),
            ("values-pl", """
                <plurals name="songs">
                    <item quantity="one">%d piosenka</item>
                    <item quantity="few">%d piosenki</item>
                    <item quantity="many">%d piosenek</item>
                </plurals>
                <plurals name="viewers">
                    <item quantity="one">%s widz</item>
                    <item quantity="few">%s widzów</item>
                    <item quantity="many">%s widzów</item>
                    <item quantity="other">%s widza</item>
                </plurals>
                """),
        ])
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(bundle, "songs", "en", [.int(0)]) == "0 songs")
        #expect(Self.render(bundle, "songs", "en", [.int(1)]) == "1 song")
        #expect(Self.render(bundle, "songs", "en", [.int(12345)]) == "12345 songs")
        let polish: [Int64: String] = [1: "1 piosenka", 2: "2 piosenki", 5: "5 piosenek", 22: "22 piosenki", 112: "112 piosenek"]
        for (n, text) in polish { #expect(Self.render(bundle, "songs", "pl", [.int(n)]) == text) }
        // The quantity is passed apart from the text's %s: it is the argument after those shown.
        #expect(Self.render(bundle, "viewers", "pl", ["1,2 tys.", .int(1200)]) == "1,2 tys. widzów")
        #expect(Self.render(bundle, "viewers", "pl", ["1", .int(1)]) == "1 widz")
        #expect(Self.leftOut(catalog).isEmpty)
    }

    @Test func arraysReferencesAndFolders() throws {
        let catalog = try Self.importFiles([
            ("values", """
                <string name="app_name" translatable="false">Demo</string>
                <string name="title">@string/app_name</string>
                <!-- Shown on the first screen -->
                <string name="welcome">Welcome</string>
                <string name="greeting">@string/welcome</string>
                <string name="missing">@string/nowhere</string>
                <string name="nothing">@null</string>
                <string-array name="planets"><item>Mercury</item><item>@string/welcome</item></string-array>
                """),
            ("values-pl", """
                <string name="welcome">Witaj</string>&gt;
                <string name="app_name" translatable="false">Nie</string>
                <string name="orphan">Sierota</string>
                <string-array name="planets"><item>Merkury</item><item>@string/welcome</item></string-array>
                """),
            ("values-iw", #"<string name="welcome">ברוך הבא</string>"#),
            ("values-b+sr+Latn", #"<string name="welcome">Dobrodošli</string>"#),
            ("values-pt-rBR", #"<string name="welcome">Bem-vindo</string>"#),
            ("values-night", #"<string name="welcome">Night</string>"#),
        ])
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(bundle, "title", "pl") == "Demo")
        // A reference takes the named string in the same locale.
        #expect(Self.render(bundle, "greeting", "pl") == "Witaj")
        #expect(Self.render(bundle, "planets.1", "pl") == "Witaj")
        #expect(Self.render(bundle, "planets.0", "pl") == "Merkury")
        #expect(Self.render(bundle, "welcome", "he") == "ברוך הבא")
        #expect(Self.render(bundle, "welcome", "sr-Latn") == "Dobrodošli")
        #expect(Self.render(bundle, "welcome", "pt-BR") == "Bem-vindo")
        #expect(Set(bundle.locales) == ["en", "pl", "he", "sr-Latn", "pt-BR"])
        #expect(Self.leftOut(catalog) == ["en missing", "en nothing", "pl app_name", "pl orphan"])
        #expect(catalog.entries.first { $0.key == "app_name" }?.isTranslatable == false)
        #expect(catalog.entries.first { $0.key == "welcome" }?.comment == "Shown on the first screen")
        #expect(catalog.entries.first { $0.key == "greeting" }?.comment == nil)
        #expect(catalog.diagnostics.contains { $0.message.contains("text outside any element ('>')") && $0.location.line == 3 })
    }

    /// aapt2 keeps the default product of a string, and refuses one with none.
    @Test func theDefaultProductIsRead() throws {
        let catalog = try Self.importFiles([("values", """
            <string name="both" product="tablet">Tablet</string>
            <string name="both" product="default">Default</string>
            <string name="plain" product="phone">Phone</string>
            <string name="plain">Plain</string>
            <string name="tabletOnly" product="tablet">Tablet only</string>
            """)])
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(bundle, "both", "en") == "Default")
        #expect(Self.render(bundle, "plain", "en") == "Plain")
        #expect(!catalog.entries.contains { $0.key == "tabletOnly" })
        #expect(catalog.diagnostics.contains { $0.message.contains("'tabletOnly' is defined only for products") && $0.location.line == 7 })
    }

    /// What the review of the first version found.
    @Test func hostileConversionsAreRefusedNotTrapped() throws {
        let catalog = try Self.importFiles([("values", """
            <string name="precision">%.9999999999f</string>
            <string name="position">%9223372036854775807$s</string>
            <plurals name="p"><item quantity="other">%9223372036854775807$s</item></plurals>
            <string name="width">%99999999999999999999d</string>
            """)])
        // Java cannot read them either: they are text, shown as written.
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(bundle, "precision", "en") == "%.9999999999f")
        #expect(Self.render(bundle, "p", "en", ["x", .int(2)]) == "%9223372036854775807$s")
        #expect(Self.leftOut(catalog).isEmpty)
    }

    @Test func typesKeepTheirOwnNamesAndArraysTheirOwnFormats() throws {
        let catalog = try Self.importFiles([
            ("values", """
                <string name="x">text</string>
                <plurals name="x"><item quantity="other">plural</item></plurals>
                <string-array name="a"><item>@null</item><item>%d min</item></string-array>
                <string name="shared">@string/base</string>
                <string name="base">Base</string>
                """),
            ("values-pt", #"<string name="base">Base PT</string>"#),
            ("values-pt-rBR", #"<string name="other">Outro</string>"#),
            ("values-en", #"<string name="englishOnly">Only in values-en</string>"#),
        ])
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(bundle, "x", "en") == "text")
        #expect(catalog.diagnostics.contains { $0.message.contains("'x' names a plurals and a string") })
        #expect(Self.render(bundle, "a.1", "en", [.int(5)]) == "5 min")
        // A reference finds the parent locale's string before the default one.
        #expect(Self.render(bundle, "shared", "pt-BR") == "Base PT")
        // values-en is not the default folder: a key only there has no default.
        #expect(!catalog.entries.contains { $0.key == "englishOnly" })
        #expect(Self.leftOut(catalog).contains("en a.0") && Self.leftOut(catalog).contains("en englishOnly"))
    }

    @Test func qualifiersAreReadInAapt2sOrder() {
        func locale(_ name: String) -> String?? { AndroidResourceFolder(name: name).map(\.locale) }
        #expect(locale("values") == .some(nil))
        #expect(locale("values-fr") == "fr")
        #expect(locale("values-pt-rbr") == "pt-BR")
        #expect(locale("values-b+zh+Hant+TW") == "zh-Hant-TW")
        #expect(locale("values-b+es+419") == "es-419")
        #expect(locale("values-in") == "id")
        #expect(locale("values-ji") == "yi")
        #expect(locale("values-mcc310-es") == "es")
        #expect(AndroidResourceFolder(name: "values-mcc310-es")?.otherQualifiers == ["mcc310"])
        #expect(locale("values-car") == .some(nil))
        #expect(locale("values-night") == .some(nil))
        #expect(locale("values-v21") == .some(nil))
        #expect(locale("drawable-fr") == nil)
        #expect(AndroidResourceFolder(name: "values-fr-land")?.otherQualifiers == ["land"])
        #expect(AndroidResourceFolder(name: "values-sw600dp")?.isDefault == false)
    }

    @Test func malformedXMLIsAnErrorWithItsPlace() throws {
        do {
            _ = try Self.importFiles([("values", "<string name=\"a\">x</strin>")])
            Issue.record("a malformed file was accepted")
        } catch let error as CompilerError {
            let first = try #require(error.diagnostics.first)
            #expect(first.severity == .error)
            #expect(first.location.file == "app/src/main/res/values/strings.xml")
            #expect(first.location.line == 3)
        }
    }

    @Test func directorySearchTakesResourcesOnly() throws {
        try withScratchDirectory { directory in
            let res = directory.appendingPathComponent("app/src/main/res")
            for (folder, name, text) in [("values", "strings.xml", Self.resources(#"<string name="hi">Hi</string>"#)),
                                         ("values-de", "strings.xml", Self.resources(#"<string name="hi">Hallo</string>"#)),
                                         ("layout", "main.xml", "<LinearLayout/>"),
                                         ("values", "styles.xml", "<resources><style name=\"x\"/></resources>")] {
                let url = res.appendingPathComponent(folder)
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url.appendingPathComponent(name))
            }
            try Data("<manifest/>".utf8).write(to: directory.appendingPathComponent("AndroidManifest.xml"))
            // Gradle's merged copy of the strings is output, not a source.
            let merged = directory.appendingPathComponent("app/build/intermediates/merged_res/debug/values-de")
            try FileManager.default.createDirectory(at: merged, withIntermediateDirectories: true)
            try Data(Self.resources(#"<string name="hi">Stale</string>"#).utf8).write(to: merged.appendingPathComponent("values-de.xml"))
            let result = try BundleBuilder.build(inputs: [directory.path])
            let bundle = try Catalog(bytes: try #require(result.bundle))
            #expect(bundle.string("hi", locale: bundle.locale("de")) == "Hallo")
        }
    }
}
