import Foundation
import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

/// `.po` catalogs read into messages and rendered as gettext and printf
/// give them (`Specs/importers/gettext.md`).
struct GettextImporterTests {
    static let polishHeader = "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"

    /// A `.po` file's text with a header naming `pluralForms` and `charset`.
    static func po(_ body: String, pluralForms: String = "nplurals=2; plural=(n != 1);", charset: String = "UTF-8") -> String {
        """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=\(charset)\\n"
        "Plural-Forms: \(pluralForms)\\n"

        \(body)
        """
    }

    static let filePlural = """
        #, c-format
        msgid "%d file"
        msgid_plural "%d files"
        """

    static func importFiles(_ files: [(name: String, text: String)]) throws -> MessageCatalog {
        try GettextImporter.importCatalog(documents: files.map { (Data($0.text.utf8), $0.name) })
    }

    /// Renders `key` from the default domain's table (a catalog outside
    /// `LC_MESSAGES` with no template beside it).
    static func render(_ catalog: Catalog, _ key: String, _ locale: String, _ arguments: [MessageArgument] = []) -> String {
        catalog.string(key, table: GettextLayout.defaultDomain, locale: catalog.locale(locale), arguments: arguments)
    }

    @Test func pluralFormsAreChosenByTheCatalogsExpression() throws {
        let catalog = try Self.importFiles([("po/pl.po", Self.po(Self.filePlural + """

            msgstr[0] "%d plik"
            msgstr[1] "%d pliki"
            msgstr[2] "%d plików"
            """, pluralForms: Self.polishHeader))])
        let bundle = try ImporterTestSupport.bundle(catalog)
        let expected: [Int64: String] = [0: "0 plików", 1: "1 plik", 2: "2 pliki", 4: "4 pliki", 5: "5 plików", 12: "12 plików",
                                         22: "22 pliki", 112: "112 plików", 1_000_000: "1000000 plików"]
        for (n, text) in expected { #expect(Self.render(bundle, "%d file", "pl", [.int(n)]) == text, "n = \(n)") }
        // The source language: msgid for 1, msgid_plural otherwise; printf does not group.
        #expect(Self.render(bundle, "%d file", "en", [.int(1)]) == "1 file")
        #expect(Self.render(bundle, "%d file", "en", [.int(12345)]) == "12345 files")
    }

    /// Turkish catalogs often say `plural=(n > 1)`: 0 takes the first form,
    /// though CLDR puts 0 in `other` with 2, 3, …; the bundle keeps 0 as an
    /// exact case. French says the same, and CLDR's `many` (1,000,000) takes form 1.
    @Test func countsWhereTheExpressionPartsFromCLDRAreExactCases() throws {
        let catalog = try Self.importFiles([
            ("tr.po", Self.po(Self.filePlural + "\nmsgstr[0] \"%d dosya (tekil)\"\nmsgstr[1] \"%d dosya\"", pluralForms: "nplurals=2; plural=(n > 1);")),
            ("fr.po", Self.po(Self.filePlural + "\nmsgstr[0] \"%d fichier\"\nmsgstr[1] \"%d fichiers\"", pluralForms: "nplurals=2; plural=(n > 1);")),
        ])
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(bundle, "%d file", "tr", [.int(0)]) == "0 dosya (tekil)")
        #expect(Self.render(bundle, "%d file", "tr", [.int(1)]) == "1 dosya (tekil)")
        #expect(Self.render(bundle, "%d file", "tr", [.int(2)]) == "2 dosya")
        #expect(Self.render(bundle, "%d file", "fr", [.int(0)]) == "0 fichier")
        #expect(Self.render(bundle, "%d file", "fr", [.int(1_000_000)]) == "1000000 fichiers")
    }

    @Test func anExpressionThatPartsFromCLDRForLargeCountsIsLeftOut() throws {
        // Japanese has one category; this expression splits it by the last digit.
        let catalog = try Self.importFiles([("ja.po", Self.po(Self.filePlural + "\nmsgstr[0] \"%d 一\"\nmsgstr[1] \"%d 他\"",
                                                               pluralForms: "nplurals=2; plural=(n%10 != 1);"))])
        #expect(catalog.entries[0].localizations["ja"] == nil)
        let warning = try #require(catalog.diagnostics.first { $0.id == .invalidSelector })
        #expect(warning.description.hasPrefix("ja.po:9:11: warning: ja: the Plural-Forms expression gives form 0 for n = 1001 and form 1 for n = 1002"), "\(warning)")
    }

    @Test func fuzzyObsoleteAndEmptyTranslationsRenderTheMsgid() throws {
        let catalog = try Self.importFiles([("de.po", Self.po("""
            #, fuzzy
            msgid "Open"
            msgstr "Öffnen"

            msgid "Close"
            msgstr ""

            msgid "Save"
            msgstr "Sichern"

            #~ msgid "Old"
            #~ msgstr "Alt"
            """))])
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(bundle, "Open", "de") == "Open")
        #expect(Self.render(bundle, "Close", "de") == "Close")
        #expect(Self.render(bundle, "Save", "de") == "Sichern")
        #expect(!catalog.entries.contains { $0.key == "Old" })
        #expect(catalog.diagnostics.contains { $0.severity == .note && $0.description.contains("1 fuzzy entry is left out") })
    }

    @Test func contextsMakeKeysOfTheirOwn() throws {
        let catalog = try Self.importFiles([("de.po", Self.po("""
            msgctxt "menu"
            msgid "Open"
            msgstr "Öffnen"

            msgctxt "state"
            msgid "Open"
            msgstr "Offen"
            """))])
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(bundle, GettextImporter.key("Open", context: "menu"), "de") == "Öffnen")
        #expect(Self.render(bundle, GettextImporter.key("Open", context: "state"), "de") == "Offen")
        #expect(GettextImporter.key("Open", context: "menu") == "menu\u{4}Open")
    }

    @Test func theHeadersCharsetIsConverted() throws {
        var bytes = Array(Self.po("msgid \"Bee\"\nmsgstr \"Pszczo\u{1}a\"", charset: "ISO-8859-2").utf8)
        bytes[bytes.firstIndex(of: 0x01)!] = 0xB3  // ł in ISO-8859-2
        let catalog = try GettextImporter.importCatalog(documents: [(Data(bytes), "pl.po")])
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(bundle, "Bee", "pl") == "Pszczoła")
    }

    @Test func pythonFormatsNameTheirArguments() throws {
        let catalog = try Self.importFiles([("de.po", Self.po("""
            #, python-format
            msgid "%(name)s has %(count)d apples"
            msgstr "%(name)s hat %(count)d Äpfel"

            #, python-brace-format
            msgid "{user} joined {room}"
            msgstr "{user} ist {room} beigetreten"
            """))])
        #expect(catalog.entries[0].arguments == .numbered(["name", "count"]))
        #expect(catalog.entries[1].arguments == .numbered(["user", "room"]))
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(bundle, "%(name)s has %(count)d apples", "de", ["Ada", .int(3)]) == "Ada hat 3 Äpfel")
        #expect(Self.render(bundle, "{user} joined {room}", "de", ["Ada", "#swift"]) == "Ada ist #swift beigetreten")
    }

    /// Python's `%` and `str.format` never localize: `.` before the
    /// fraction, no grouping, `str()` of a number for `%s`, in every
    /// language; C's printf (`c-format`) keeps the locale's separator.
    @Test func pythonWritesNumbersInThePOSIXLocale() throws {
        let catalog = try Self.importFiles([("de.po", Self.po("""
            #, python-format
            msgid "Took %(time).2f ms for %(count)d queries (%(ratio)s)"
            msgstr "%(time).2f ms für %(count)d Abfragen (%(ratio)s)"

            #, python-brace-format
            msgid "{size:.1f} MB"
            msgstr "{size:.1f} MB ({size})"

            #, python-format
            msgid "%(count)d query"
            msgid_plural "%(count)d queries"
            msgstr[0] "%(count)d Abfrage"
            msgstr[1] "%(count)d Abfragen"

            #, python-format
            msgid "Moved by %(delta)u"
            msgstr "Verschoben um %(delta)u"

            #, c-format
            msgid "%.2f ms"
            msgstr "%.2f ms"
            """))])
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(bundle.formatVersion == "\(BundleFormat.majorVersion).\(BundleFormat.minorVersion)")
        // 0.125 is exactly between 0.12 and 0.13: Python (like C) rounds the binary value half to even.
        #expect(Self.render(bundle, "Took %(time).2f ms for %(count)d queries (%(ratio)s)", "de", [.double(0.125), .int(1234567), .double(0.5)])
            == "0.12 ms für 1234567 Abfragen (0.5)")
        #expect(Self.render(bundle, "{size:.1f} MB", "de", [.double(1234.56)]) == "1234.6 MB (1234.56)")
        #expect(Self.render(bundle, "%(count)d query", "de", [.int(1)]) == "1 Abfrage")
        #expect(Self.render(bundle, "%(count)d query", "de", [.int(1000)]) == "1000 Abfragen")
        #expect(Self.render(bundle, "%.2f ms", "de", [.double(1.5)]) == "1,50 ms")
        // Python's %u is %d.
        #expect(Self.render(bundle, "Moved by %(delta)u", "de", [.int(-2)]) == "Verschoben um -2")
        #expect(Self.render(bundle, "Moved by %(delta)u", "de", [.double(-2.5)]) == "Verschoben um -2")
    }

    @Test func positionalConversionsReorder() throws {
        let catalog = try Self.importFiles([("de.po", Self.po("#, c-format\nmsgid \"%s sent %s\"\nmsgstr \"%2$s bekam von %1$s\""))])
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(bundle, "%s sent %s", "de", ["Ada", "Bob"]) == "Bob bekam von Ada")
    }

    @Test func aPluralChoosesByTheCountItShows() throws {
        // The count is the second argument here; a plural that shows none takes one more argument.
        let catalog = try Self.importFiles([("de.po", Self.po("""
            #, c-format
            msgid "%s has %d file"
            msgid_plural "%s has %d files"
            msgstr[0] "%s hat %d Datei"
            msgstr[1] "%s hat %d Dateien"

            msgid "File"
            msgid_plural "Files"
            msgstr[0] "Datei"
            msgstr[1] "Dateien"
            """))])
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(bundle, "%s has %d file", "de", ["Ada", .int(1)]) == "Ada hat 1 Datei")
        #expect(Self.render(bundle, "%s has %d file", "de", ["Ada", .int(7)]) == "Ada hat 7 Dateien")
        #expect(Self.render(bundle, "File", "de", [.int(1)]) == "Datei")
        #expect(Self.render(bundle, "File", "de", [.int(2)]) == "Dateien")
    }

    @Test func translatorsMistakesLeaveOutOneTranslation() throws {
        let catalog = try Self.importFiles([("pl.po", Self.po(Self.filePlural + """

            msgstr[0] "%d plik"
            msgstr[1] "%d pliki"

            msgid "Save"
            msgstr "Zapisz

            msgid "Save"
            msgstr "Zachowaj"

            msgid "Quit"
            msgstr "Zakończ"
            """, pluralForms: Self.polishHeader))])
        let descriptions = catalog.diagnostics.map(\.description)
        #expect(descriptions.contains { $0.hasPrefix("pl.po:9:11:") && $0.contains("2 plural forms where the Plural-Forms header says 3") }, "\(descriptions)")
        #expect(descriptions.contains { $0.hasPrefix("pl.po:13:8:") && $0.contains("not closed") }, "\(descriptions)")
        #expect(!descriptions.contains { $0.contains("defined again") }, "the spoiled entry is no definition")
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(bundle, "Save", "pl") == "Zachowaj")
        #expect(Self.render(bundle, "Quit", "pl") == "Zakończ")
        #expect(Self.render(bundle, "%d file", "pl", [.int(2)]) == "2 files")
    }

    /// msgfmt drops an entry whose first form is empty, and keeps one whose
    /// later form is: `ngettext` then returns "" for that form's counts.
    @Test func emptyFormsAreWhatMsgfmtMakesOfThem() throws {
        let catalog = try Self.importFiles([("de.po", Self.po("""
            msgid "T"
            msgid_plural "Ts"
            msgstr[0] ""
            msgstr[1] "Tn"

            msgid "U"
            msgid_plural "Us"
            msgstr[0] "Un"
            msgstr[1] ""
            """))])
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(Self.render(bundle, "T", "de", [.int(2)]) == "Ts")
        #expect(Self.render(bundle, "U", "de", [.int(1)]) == "Un")
        #expect(Self.render(bundle, "U", "de", [.int(2)]) == "")
        let descriptions = catalog.diagnostics.map(\.description)
        #expect(descriptions.contains { $0.hasPrefix("de.po:8:11: warning: de: msgstr[0] is empty, so msgfmt leaves the entry out") }, "\(descriptions)")
        #expect(descriptions.contains { $0.hasPrefix("de.po:13:11: warning: de: msgstr[1] is empty: its counts render nothing") }, "\(descriptions)")
    }

    @Test func aCatalogWithoutALanguageIsAnError() {
        let diagnostics = ImporterTestSupport.failure { try Self.importFiles([("messages.po", Self.po("msgid \"a\"\nmsgstr \"b\""))]) }
        #expect(diagnostics.contains { $0.hasPrefix("messages.po: error: cannot tell which language") }, "\(diagnostics)")
    }

    @Test func theLanguageComesFromTheLayoutThenTheHeader() throws {
        #expect(GettextLayout.locale(of: URL(fileURLWithPath: "/x/locale/pt_BR/LC_MESSAGES/app.po")) == "pt-BR")
        #expect(GettextLayout.locale(of: URL(fileURLWithPath: "/x/po/sr@latin.po")) == "sr-Latn")
        // GNOME's Shavian English is a locale of its own, not English.
        #expect(GettextLayout.locale(of: URL(fileURLWithPath: "/x/po/en@shaw.po")) == "en-Shaw")
        #expect(GettextLayout.locale(of: URL(fileURLWithPath: "/x/po/de_DE@euro.po")) == "de-DE")
        #expect(GettextLayout.locale(of: URL(fileURLWithPath: "/x/po/app.po")) == nil)
        #expect(GettextLayout.domain(of: URL(fileURLWithPath: "/x/locale/de/LC_MESSAGES/app.po")) == "app")
        #expect(GettextLayout.groupKey(of: URL(fileURLWithPath: "/x/locale/de/LC_MESSAGES/app.po"))
                == GettextLayout.groupKey(of: URL(fileURLWithPath: "/x/locale/fr/LC_MESSAGES/app.po")))
        let catalog = try Self.importFiles([("messages.po", "msgid \"\"\nmsgstr \"Language: de_DE\\n\"\n\nmsgid \"a\"\nmsgstr \"b\"\n")])
        #expect(catalog.entries[0].localizations["de-DE"] == .text("b"))
    }

    @Test func aDomainIsItsTable() throws {
        try withScratchDirectory { directory in
            for (language, text) in [("de", "Öffnen"), ("fr", "Ouvrir")] {
                let folder = directory.appendingPathComponent("locale/\(language)/LC_MESSAGES")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(Self.po("msgid \"Open\"\nmsgstr \"\(text)\"").utf8).write(to: folder.appendingPathComponent("editor.po"))
            }
            let prepared = try BuildPipeline.prepare(inputs: [directory.appendingPathComponent("locale").path])
            let bundle = try BuildPolicyTests.bundle(prepared)
            #expect(bundle.string("Open", table: "editor", locale: bundle.locale("fr"), arguments: []) == "Ouvrir")
            #expect(bundle.string("Open", table: "editor", locale: bundle.locale("de"), arguments: []) == "Öffnen")
        }
    }

    @Test func helpPagesInLanguageFoldersAreATableOfTheirOwn() throws {
        // GNOME's layout: the program's po/<lang>.po and the help pages' help/<lang>/<lang>.po
        // (itstool) share msgids with other translations; they never meet in one table.
        try withScratchDirectory { directory in
            for (path, text) in [("po/de.po", "Taschenrechner"), ("help/de/de.po", "Rechner"), ("help/fr/fr.po", "Calculatrice")] {
                let file = directory.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(Self.po("msgid \"Calculator\"\nmsgstr \"\(text)\"").utf8).write(to: file)
            }
            let prepared = try BuildPipeline.prepare(inputs: [directory.path])
            let bundle = try BuildPolicyTests.bundle(prepared)
            #expect(bundle.string("Calculator", table: "messages", locale: bundle.locale("de"), arguments: []) == "Taschenrechner")
            #expect(bundle.string("Calculator", table: "help", locale: bundle.locale("de"), arguments: []) == "Rechner")
            #expect(bundle.string("Calculator", table: "help", locale: bundle.locale("fr"), arguments: []) == "Calculatrice")
        }
        #expect(GettextLayout.isLanguageFolderCatalog(URL(fileURLWithPath: "/x/help/pt_BR/pt_BR.po")))
        #expect(!GettextLayout.isLanguageFolderCatalog(URL(fileURLWithPath: "/x/po/de/app.po")))
        #expect(!GettextLayout.isLanguageFolderCatalog(URL(fileURLWithPath: "/x/po/de.po")))
    }

    @Test(arguments: [false, true]) func compiledCatalogsAreReadInEitherByteOrder(bigEndian: Bool) throws {
        try withScratchDirectory { directory in
            let folder = directory.appendingPathComponent("locale/pl/LC_MESSAGES")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let header = "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: \(Self.polishHeader)\n"
            try MOFile.write(entries: [("", header), ("%d file\0%d files", "%d plik\0%d pliki\0%d plików"),
                                       ("Open", "Otwórz"), ("menu\u{4}Open", "Otwórz menu")],
                             bigEndian: bigEndian, to: folder.appendingPathComponent("app.mo"))
            let prepared = try BuildPipeline.prepare(inputs: [directory.appendingPathComponent("locale").path])
            let bundle = try BuildPolicyTests.bundle(prepared)
            func render(_ key: String, _ arguments: [MessageArgument] = []) -> String {
                bundle.string(key, table: "app", locale: bundle.locale("pl"), arguments: arguments)
            }
            // No flags in a .mo: `%d` is read as printf's, as xgettext guesses for C.
            #expect(render("%d file", [.int(1)]) == "1 plik")
            #expect(render("%d file", [.int(3)]) == "3 pliki")
            #expect(render("%d file", [.int(25)]) == "25 plików")
            #expect(render("Open") == "Otwórz")
            #expect(render(GettextImporter.key("Open", context: "menu")) == "Otwórz menu")
        }
    }

    @Test func aDamagedCompiledCatalogIsAnErrorAtItsByte() throws {
        var bytes = Array(repeating: UInt8(0), count: 28)
        bytes[0...3] = [0xDE, 0x12, 0x04, 0x95]
        bytes[8] = 1  // one string, its tables at offset 0x100: outside the file
        bytes[13] = 1
        bytes[17] = 1
        let diagnostics = ImporterTestSupport.failure { try GettextImporter.importCatalog(documents: [(Data(bytes), "de.mo")]) }
        #expect(diagnostics == ["de.mo: error: cannot read the .mo file: the file ends inside its tables (28 bytes) (at byte 256)"],
                "\(diagnostics)")
    }

    /// glibc's own `dngettext` chooses the form of each count from a `.mo`
    /// file with the same header; the bundle must render that form.
    @Test(.enabled(if: GettextPluralFormsTests.pythonCallsGlibc)) func glibcChoosesTheFormsTheBundleRenders() throws {
        let headers = [("pl", Self.polishHeader), ("tr", "nplurals=2; plural=(n > 1);"), ("fr", "nplurals=2; plural=(n > 1);"),
                       ("ru", "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"),
                       ("ar", "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;"),
                       ("ga", "nplurals=5; plural=n==1 ? 0 : n==2 ? 1 : (n>2 && n<7) ? 2 :(n>6 && n<11) ? 3 : 4;")]
        let counts = Array(UInt64(0)...1_100) + [1_000_000, 1_000_001, 2_000_002]
        try withScratchDirectory { directory in
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("xx/LC_MESSAGES"), withIntermediateDirectories: true)
            for (locale, header) in headers {
                let forms = try #require(try GettextPluralForms.read(header: header))
                let translations = (0..<forms.formCount).map { "msgstr[\($0)] \"f\($0) %d\"" }.joined(separator: "\n")
                let catalog = try Self.importFiles([("\(locale).po", Self.po(Self.filePlural + "\n" + translations, pluralForms: header))])
                let bundle = try ImporterTestSupport.bundle(catalog)
                try MOFile.write(header: "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: \(header)\n",
                                 formCount: forms.formCount, to: directory.appendingPathComponent("xx/LC_MESSAGES/\(locale).mo"))
                let picked = try GettextPluralFormsTests.glibcForms(domain: locale, directory: directory, counts: counts)
                for (n, form) in zip(counts, picked) {
                    #expect(Self.render(bundle, "%d file", locale, [.int(Int64(n))]) == "f\(form) \(n)", "\(locale), n = \(n)")
                }
            }
        }
    }

    /// A key one catalog flags `python-brace-format` is formatted in every
    /// language, its msgid too: the flag comes from the program's code, and
    /// a catalog without it was merged before it was added (Lutris's
    /// `de.po` beside its `es.po`). Python's `.format()` runs on whatever
    /// text gettext returns.
    @Test func aKeysFormatFlagInOneCatalogHoldsInAll() throws {
        func entry(_ flagged: Bool, _ text: String) -> String {
            (flagged ? "#, python-brace-format\n" : "") + "msgid \"The file {} could not be found\"\nmsgstr \"\(text)\"\n"
        }
        let catalog = try Self.importFiles([
            ("de.po", Self.po(entry(false, "Die Datei {} wurde nicht gefunden"))),
            ("es.po", Self.po(entry(true, "No se encuentra el archivo {}"))),
            ("fr.po", Self.po(entry(false, "Le fichier {} est introuvable"))),
        ])
        #expect(catalog.diagnostics.filter { $0.omitted != nil }.isEmpty, "\(catalog.diagnostics.map(\.message))")
        let bundle = try ImporterTestSupport.bundle(catalog)
        let key = "The file {} could not be found"
        #expect(Self.render(bundle, key, "en", ["a.txt"]) == "The file a.txt could not be found")
        #expect(Self.render(bundle, key, "de", ["a.txt"]) == "Die Datei a.txt wurde nicht gefunden")
        #expect(Self.render(bundle, key, "es", ["a.txt"]) == "No se encuentra el archivo a.txt")
        #expect(Self.render(bundle, key, "fr", ["a.txt"]) == "Le fichier a.txt est introuvable")
    }
}
