import Foundation
import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

/// Shapes real Apple projects keep their translations in (issue 12, items 4,
/// 5, 8, 12): an Xcode tree with `Base.lproj` beside `en.lproj`, UTF-16 LE
/// and BE `.strings` with a byte order mark, `"key";` entries and comments,
/// `InfoPlist.strings` and storyboard tables, a `.stringsdict` in `Base.lproj`
/// without `NSStringFormatValueTypeKey`, a Polish `.stringsdict` without
/// `other`, Xcode XLIFF exports (one per language, all with the same
/// sources). The fixtures are written for these tests
/// (`Fixtures/apple-shapes`); every expectation is what the app shows on an
/// Apple platform: `NSLocalizedString` looks a key up in the preferred
/// localization's `.lproj`, then in the development language's — which
/// Xcode builds from `en.lproj` with `Base.lproj` supplying what it lacks —
/// and finally shows the key.
private let shapes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/apple-shapes")

private func relative(_ text: String) -> String {
    text.replacingOccurrences(of: shapes.path + "/", with: "")
}

/// The catalog `locpack build` would pack from `inputs` (importers, merge
/// and the argument policy); throws when the build would fail.
private func build(_ inputs: [String], allowOverride: Bool = false) throws -> MessageCatalog {
    let prepared = try BuildPipeline.prepare(inputs: inputs.map { shapes.appendingPathComponent($0).path },
                                             options: BuildOptions(allowOverride: allowOverride))
    if prepared.errorCount > 0 { throw CompilerError(diagnostics: prepared.diagnostics) }
    return prepared.catalog
}

/// The printed diagnostics of a build that must fail.
private func buildFailure(_ inputs: [String]) -> [String] {
    do {
        _ = try build(inputs)
        Issue.record("built without error")
        return []
    } catch let failure as CompilerError where failure.kind == .sourceFile {
        return failure.diagnostics.map { relative($0.description) }
    } catch {
        Issue.record("unexpected error \(error)")
        return []
    }
}

@Suite("Apple real-world shapes")
struct AppleRealWorldShapesTests {
    // MARK: An Xcode tree

    @Test func baseLprojBesideEnLprojBuildsWithoutAWord() throws {
        let catalog = try build(["App"])
        // Only the translator's mistake is reported, with the character named.
        #expect(catalog.diagnostics.map { relative($0.description) } == [
            "App/Base.lproj/Localizable.stringsdict:9:3: warning: variable 'items' has no NSStringFormatValueTypeKey; its number is read as the cases' %d [$[\"%d items\"].items]",
            "App/pl.lproj/Localizable.stringsdict:9:3: warning: variable 'items' has no 'other' case; numbers of the other category use its 'many' case [$[\"%d items\"].items]",
            "App/de.lproj/Localizable.strings:5:19: warning: de: not a valid format string: unknown conversion 'η'; translation left out (key 'price')",
        ])
        let c = try packAndOpen(catalog)
        let en = c.locale("en"), de = c.locale("de"), pl = c.locale("pl")
        // en.lproj wins over Base.lproj; Base.lproj supplies what en.lproj lacks.
        #expect(c.string("greeting", locale: en) == "Hello")
        #expect(c.string("only.base", locale: en) == "From Base")
        #expect(c.string("only.en", locale: en) == "English only")
        #expect(c.string("abc-12-def.text", table: "Main", locale: en) == "Title")
        // `"OK";` is the key as its value.
        #expect(c.string("OK", locale: en) == "OK")
        #expect(c.string("Cancel", locale: en) == "Cancel")
        // UTF-16 BE and LE files with a byte order mark.
        #expect(c.string("greeting", locale: de) == "Hallo")
        #expect(c.string("Cancel", locale: de) == "Abbrechen")
        #expect(c.string("greeting", locale: pl) == "Cześć")
        // Untranslated keys fall back to the development language.
        #expect(c.string("only.base", locale: de) == "From Base")
        #expect(c.string("Cancel", locale: pl) == "Cancel")
        // The left-out German price falls back to English, from Base.lproj.
        #expect(c.string("price", locale: de, arguments: ["3 €"]) == "Price: 3 €")
        // InfoPlist tables.
        #expect(c.string("CFBundleDisplayName", table: "InfoPlist", locale: de) == "Notizen")
        #expect(c.string("NSCameraUsageDescription", table: "InfoPlist", locale: de) == "Scan documents")
        #expect(c.string("CFBundleDisplayName", table: "InfoPlist", locale: pl) == "Notes")
        // The .stringsdict in Base.lproj, its number type taken from its cases.
        #expect(c.string("%d items", locale: en, arguments: [1]) == "1 item")
        #expect(c.string("%d items", locale: en, arguments: [3]) == "3 items")
        #expect(c.string("%d items", locale: de, arguments: [3]) == "3 items")
        // Polish one/few/many, no `other`.
        #expect(c.string("%d items", locale: pl, arguments: [1]) == "1 element")
        #expect(c.string("%d items", locale: pl, arguments: [24]) == "24 elementy")
        #expect(c.string("%d items", locale: pl, arguments: [25]) == "25 elementów")
        #expect(c.string("%d items", locale: pl, arguments: [0]) == "0 elementów")
    }

    @Test func baseLprojAloneIsTheDevelopmentLanguage() throws {
        let catalog = try CatalogLoader.load([shapes.appendingPathComponent("App/Base.lproj/Localizable.strings")])
        let c = try packAndOpen(catalog)
        #expect(c.string("greeting", locale: c.locale("en")) == "Hello from Base")
    }

    @Test func theDevelopmentLanguagesFolderWinsWhateverTheOrder() throws {
        let en = shapes.appendingPathComponent("App/en.lproj/Localizable.strings")
        let base = shapes.appendingPathComponent("App/Base.lproj/Localizable.strings")
        for files in [[en, base], [base, en]] {
            let catalog = try CatalogLoader.load(files)
            #expect(catalog.diagnostics.isEmpty)
            let c = try packAndOpen(catalog)
            #expect(c.string("greeting", locale: c.locale("en")) == "Hello")
            #expect(c.string("only.base", locale: c.locale("en")) == "From Base")
        }
    }

    // MARK: Competing inputs

    @Test func twoStringCatalogsDefiningAKeyCompete() throws {
        let errors = buildFailure(["Competing/A", "Competing/B"])
        // The error, then once what the user can do about it.
        #expect(errors.count == 2)
        #expect(errors.last?.contains(": note: " + CatalogMerger.competingExplanation) == true, "\(errors)")
        #expect(errors.first?.contains("error: key 'greeting' (table Localizable, locale en) is already defined at Competing/A/Localizable.xcstrings:6:9") == true, "\(errors)")
        let c = try packAndOpen(build(["Competing/A", "Competing/B"], allowOverride: true))
        #expect(c.string("greeting", locale: c.locale("en")) == "Hello from the other catalog")
    }

    /// An app and its share extension each have a Localizable catalog, and
    /// share a key with the very same text: no conflict.
    @Test func twoCatalogsWithTheSameMessageDoNotCompete() throws {
        let catalog = try build(["Competing/A", "Competing/ShareExtension"])
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let c = try packAndOpen(catalog)
        #expect(c.string("greeting", locale: c.locale("en")) == "Hello from the catalog")
        #expect(c.string("share.title", locale: c.locale("en")) == "Share")
    }

    @Test func aStringCatalogAndEnLprojWithTheSameTableCompete() throws {
        let errors = buildFailure(["Competing/A", "App/en.lproj/Localizable.strings"])
        #expect(errors.count == 2)
        #expect(errors.first?.hasPrefix("App/en.lproj/Localizable.strings:2:1: error: key 'greeting' (table Localizable, locale en) is already defined at Competing/A/Localizable.xcstrings") == true, "\(errors)")
        // Base.lproj does not compete with the catalog's development language: the catalog wins.
        let catalog = try build(["Competing/A", "App/Base.lproj/Localizable.strings"])
        let c = try packAndOpen(catalog)
        #expect(c.string("greeting", locale: c.locale("en")) == "Hello from the catalog")
        #expect(c.string("only.base", locale: c.locale("en")) == "From Base")
    }

    // MARK: XLIFF exports

    @Test func anXLIFFOnlyBuildGivesTheDevelopmentLanguageItsSourceTexts() throws {
        let catalog = try build(["Exports"])
        #expect(catalog.sourceLanguage == "en")
        // Two exports repeat the same sources: nothing is defined twice.
        #expect(catalog.diagnostics.map { relative($0.description) } == [
            "Exports/pl.xliff:50:9: warning: variable 'items' has no 'other' case; numbers of the other category use its 'many' case (trans-unit '/%d items:dict/items:dict/one:dict/:string')",
        ])
        let c = try packAndOpen(catalog)
        let en = c.locale("en"), de = c.locale("de"), pl = c.locale("pl")
        #expect(c.string("greeting", locale: en) == "Hello")
        #expect(c.string("only.en", locale: en) == "English only")
        #expect(c.string("CFBundleDisplayName", table: "InfoPlist", locale: en) == "Notes")
        #expect(c.string("%d items", locale: en, arguments: [1]) == "1 item")
        #expect(c.string("%d items", locale: en, arguments: [2]) == "2 items")
        #expect(c.string("%lld apples", table: "Shop", locale: en, arguments: [1]) == "1 apple")
        #expect(c.string("%lld apples", table: "Shop", locale: en, arguments: [7]) == "7 apples")
        #expect(c.string("cart.title", table: "Shop", locale: en) == "Cart")
        // Translated units.
        #expect(c.string("greeting", locale: de) == "Hallo")
        #expect(c.string("%d items", locale: de, arguments: [1]) == "1 Element")
        #expect(c.string("%lld apples", table: "Shop", locale: de, arguments: [2]) == "2 Äpfel")
        #expect(c.string("CFBundleDisplayName", table: "InfoPlist", locale: de) == "Notizen")
        #expect(c.string("%lld apples", table: "Shop", locale: pl, arguments: [22]) == "22 jabłka")
        #expect(c.string("%lld apples", table: "Shop", locale: pl, arguments: [25]) == "25 jabłek")
        #expect(c.string("%d items", locale: pl, arguments: [22]) == "22 elementy")
        #expect(c.string("%d items", locale: pl, arguments: [5]) == "5 elementów")
        // A unit without a target is untranslated there: it falls back, it does not vanish.
        #expect(c.string("only.en", locale: de) == "English only")
        #expect(c.string("Cancel", locale: de) == "Cancel")
        #expect(c.string("cart.title", table: "Shop", locale: de) == "Cart")
        #expect(c.string("NSCameraUsageDescription", table: "InfoPlist", locale: de) == "Scan documents")
        #expect(c.string("CFBundleDisplayName", table: "InfoPlist", locale: pl) == "Notes")
        #expect(c.string("OK", locale: pl) == "OK")
    }

    @Test func theDevelopmentLanguagesFilesWinOverXLIFFSourceTexts() throws {
        let files = ["App/Base.lproj/Localizable.strings", "App/en.lproj/Localizable.strings", "Exports/de.xliff"]
        for order in [files, files.reversed()] {
            let catalog = try build(order)
            #expect(!catalog.diagnostics.contains { $0.severity == .error })
            let c = try packAndOpen(catalog)
            // en.lproj over Base.lproj over the export's <source>.
            #expect(c.string("greeting", locale: c.locale("en")) == "Hello")
            #expect(c.string("only.base", locale: c.locale("en")) == "From Base")
            #expect(c.string("cart.title", table: "Shop", locale: c.locale("en")) == "Cart")
            #expect(c.string("greeting", locale: c.locale("de")) == "Hallo")
        }
    }

    /// The tree and the export translate "greeting" and "OK" alike: no
    /// conflict. (A different translation in each competes:
    /// `LprojTreeImporterTests.aKeyDefinedTwiceIsAnErrorNamingBothPlaces`.)
    @Test func aTranslationInTheTreeAndTheSameInAnExportAgree() throws {
        let catalog = try build(["App/de.lproj/Localizable.strings", "Exports/de.xliff"])
        #expect(!catalog.diagnostics.contains { $0.severity == .error })
        let c = try packAndOpen(catalog)
        #expect(c.string("greeting", locale: c.locale("de")) == "Hallo")
        #expect(c.string("Cancel", locale: c.locale("de")) == "Abbrechen")
        #expect(c.string("only.en", locale: c.locale("de")) == "English only")
    }

    /// Xcode exports every bundle of a project (app, frameworks) into one
    /// document, each with its own `InfoPlist` table: different texts for
    /// one key keep the first with a warning, equal texts say nothing.
    @Test func oneExportOfSeveralBundles() throws {
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
            <file original="App/en.lproj/InfoPlist.strings" source-language="en" target-language="de" datatype="plaintext"><body>
            <trans-unit id="CFBundleName"><source>Stats</source><target>Statistik</target></trans-unit>
            <trans-unit id="NSHumanReadableCopyright"><source>© Example</source><target>© Beispiel</target></trans-unit>
            </body></file>
            <file original="Modules/CPU/en.lproj/InfoPlist.strings" source-language="en" target-language="de" datatype="plaintext"><body>
            <trans-unit id="CFBundleName"><source>CPU</source><target>Prozessor</target></trans-unit>
            <trans-unit id="NSHumanReadableCopyright"><source>© Example</source><target>© Beispiel</target></trans-unit>
            </body></file>
            </xliff>
            """
        let catalog = try XLIFFImporter.importDocument(data: Data(xliff.utf8), file: "en.xliff")
        #expect(catalog.diagnostics.map(\.description) == [
            "en.xliff:8:1: warning: key 'CFBundleName' (table InfoPlist, locale de) of 'Modules/CPU/en.lproj/InfoPlist.strings' is also defined, differently, by 'App/en.lproj/InfoPlist.strings' at en.xliff:4:1, another bundle of the project; the first is kept (build each bundle's files separately to keep both)",
        ])
        let c = try packAndOpen(catalog)
        #expect(c.string("CFBundleName", table: "InfoPlist", locale: c.locale("de")) == "Statistik")
        #expect(c.string("CFBundleName", table: "InfoPlist", locale: c.locale("en")) == "Stats")
        #expect(c.string("NSHumanReadableCopyright", table: "InfoPlist", locale: c.locale("de")) == "© Beispiel")
    }

    /// A stale `en.xliff` export (target-language = source-language) beside
    /// `en.lproj`: the project's own file wins, nothing competes.
    @Test func aStaleDevelopmentLanguageExportYieldsToTheProjectsFiles() throws {
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
            <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="en" datatype="plaintext"><body>
            <trans-unit id="greeting"><source>Hi there</source><target>Hi there</target></trans-unit>
            <trans-unit id="new.key"><source>Only in the export</source><target>Only in the export</target></trans-unit>
            </body></file>
            </xliff>
            """
        try withScratchDirectory { directory in
            let export = directory.appendingPathComponent("en.xliff")
            try Data(xliff.utf8).write(to: export)
            let strings = shapes.appendingPathComponent("App/en.lproj/Localizable.strings")
            for files in [[export, strings], [strings, export]] {
                let catalog = try CatalogLoader.load(files)
                #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
                let c = try packAndOpen(catalog)
                #expect(c.string("greeting", locale: c.locale("en")) == "Hello")
                #expect(c.string("new.key", locale: c.locale("en")) == "Only in the export")
            }
        }
    }
}
