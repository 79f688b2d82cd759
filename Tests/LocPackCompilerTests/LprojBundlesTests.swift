import Foundation
import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

/// Whole repositories hold several bundles' `.lproj` folders (an app, its
/// extensions, embedded frameworks), and several spellings of one locale;
/// JSON files that are no messages lie beside them
/// (`Specs/importers/lproj-tree.md`, "Bundles" and "Discovery").
@Suite struct LprojBundlesTests {
    /// Writes `text` (a `.strings` file's contents) at `path` under `root`.
    private static func write(_ text: String, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// An app whose Quick Look extension translates two keys its own way,
    /// and a framework that agrees with the app.
    private static func writeApp(in root: URL) throws {
        try write("\"%lu Files\" = \"%lu fichiers\";\n\"Open\" = \"Ouvrir\";\n", "App/fr.lproj/Localizable.strings", in: root)
        try write("\"%lu Files\" = \"%lu Files\";\n\"Open\" = \"Open\";\n", "App/en.lproj/Localizable.strings", in: root)
        try write("\"CFBundleName\" = \"App\";\n", "App/en.lproj/InfoPlist.strings", in: root)
        try write("\"%lu Files\" = \"%lu\u{00A0}fichiers\";\n\"Preview\" = \"Aperçu\";\n",
                  "App/QuickLook/fr.lproj/Localizable.strings", in: root)
        try write("\"%lu Files\" = \"%lu Files\";\n\"Preview\" = \"Preview\";\n", "App/QuickLook/en.lproj/Localizable.strings", in: root)
        try write("\"CFBundleName\" = \"App Preview\";\n", "App/QuickLook/en.lproj/InfoPlist.strings", in: root)
        try write("\"Open\" = \"Ouvrir\";\n", "Kit/fr.lproj/Localizable.strings", in: root)
    }

    @Test func bundlesThatDifferKeepTheirOwnTables() throws {
        try withScratchDirectory { root in
            try Self.writeApp(in: root)
            let catalog = try CatalogLoader.load(try CatalogLoader.sourceFiles(in: [root.path]))
            let notes = catalog.diagnostics.map(\.message)
            #expect(catalog.diagnostics.allSatisfy { $0.severity == .note }, "\(catalog.diagnostics)")
            #expect(notes == [
                "table InfoPlist of bundle QuickLook defines keys differently from bundle App (each bundle has its own tables): "
                    + "table InfoPlist renders App's text, table QuickLook/InfoPlist all of QuickLook's",
                "table Localizable of bundle QuickLook defines keys differently from bundle App (each bundle has its own tables): "
                    + "table Localizable renders App's text, table QuickLook/Localizable all of QuickLook's",
            ])
            let c = try packAndOpen(catalog)
            let fr = c.locale("fr"), en = c.locale("en")
            // The plain table: every bundle's keys, the app's text where they differ.
            #expect(c.string("%lu Files", locale: fr, arguments: [.uint(3)]) == "3 fichiers")
            #expect(c.string("Preview", locale: fr) == "Aperçu")
            #expect(c.string("CFBundleName", table: "InfoPlist", locale: en) == "App")
            // The extension's own tables, whole.
            #expect(c.string("%lu Files", table: "QuickLook/Localizable", locale: fr, arguments: [.uint(3)]) == "3\u{00A0}fichiers")
            #expect(c.string("Preview", table: "QuickLook/Localizable", locale: fr) == "Aperçu")
            #expect(c.string("CFBundleName", table: "QuickLook/InfoPlist", locale: en) == "App Preview")
            // A bundle that agrees with the app gets no table of its own.
            #expect(c.key("Open", table: "Kit/Localizable") == nil)
            #expect(c.key("Open", table: "QuickLook/Localizable") == nil)
        }
    }

    @Test func theFirstBundleIsTheShallowestWhateverTheInputOrder() throws {
        try withScratchDirectory { root in
            try Self.writeApp(in: root)
            let files = try CatalogLoader.sourceFiles(in: [root.path])
            let c = try packAndOpen(try CatalogLoader.load(files.reversed()))
            #expect(c.string("%lu Files", locale: c.locale("fr"), arguments: [.uint(3)]) == "3 fichiers")
            #expect(c.string("%lu Files", table: "QuickLook/Localizable", locale: c.locale("fr"), arguments: [.uint(3)])
                    == "3\u{00A0}fichiers")
        }
    }

    @Test func bundleNamesAreTheShortestUniqueFolderSuffix() {
        let names = LprojBundles.names(of: ["/r/Mastodon/Resources", "/r/Kit/Localization/Resources", "/r/Widget", "/r/App/Widget"])
        #expect(names == ["/r/Mastodon/Resources": "Mastodon/Resources", "/r/Kit/Localization/Resources": "Localization/Resources",
                          "/r/Widget": "r/Widget", "/r/App/Widget": "App/Widget"])
        #expect(LprojBundles.folder(ofFile: "/r/App/de.lproj/Localizable.strings") == "/r/App")
        #expect(LprojBundles.folder(ofFile: "/r/App/Localizable.strings") == nil)
        #expect(LprojBundles.precedes("/r/App", "/r/App/QuickLook") && LprojBundles.precedes("/r/A", "/r/B"))
    }

    /// `pt-BR.lproj` beside `pt_BR.lproj` in one bundle, with different
    /// text: the platform shows one; the build keeps the `-` spelling's
    /// text, warns, and fails nothing.
    @Test func twoSpellingsOfOneLocaleInOneBundleWarn() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/lproj/DuplicateLocaleSpelling")
        for files in [try CatalogLoader.sourceFiles(in: [folder.path]), try CatalogLoader.sourceFiles(in: [folder.path]).reversed()] {
            let catalog = try CatalogLoader.load(files)
            #expect(catalog.diagnostics.map(\.severity) == [.warning])
            #expect(catalog.diagnostics.first?.message.hasSuffix("are one locale with different text; the pt-BR.lproj text is used") == true,
                    "\(catalog.diagnostics)")
            let c = try packAndOpen(catalog)
            #expect(c.string("greeting", locale: c.locale("pt-BR")) == "Olá")
        }
    }

    /// A JSON object of strings is a message file only where its locale is
    /// told: `de.lproj/app.json` is German, `fr.json` French;
    /// `language-names.json` and `atb.json` are not taken by a directory search.
    @Test func jsonStringsAreTakenOnlyWhereTheirLocaleIsTold() throws {
        try withScratchDirectory { root in
            try Self.write("\"Open\" = \"Öffnen\";\n", "App/de.lproj/Localizable.strings", in: root)
            try Self.write(#"{"share.title": "Teilen"}"#, "Input/de.lproj/app.json", in: root)
            try Self.write(#"{"de": "Deutsch", "fr": "Français"}"#, "App/language-names.json", in: root)
            // Named like a language code, but no language CLDR has rules for: test data.
            try Self.write(#"{"version": "v1"}"#, "Tests/atb.json", in: root)
            try Self.write(#"{"share.title": "Partager"}"#, "Web/fr.json", in: root)
            let files = try CatalogLoader.sourceFiles(in: [root.path]).map(\.lastPathComponent)
            #expect(files.sorted() == ["Localizable.strings", "app.json", "fr.json"])
            let c = try packAndOpen(try CatalogLoader.load(try CatalogLoader.sourceFiles(in: [root.path])))
            #expect(c.string("share.title", locale: c.locale("de")) == "Teilen")
            #expect(c.string("share.title", locale: c.locale("fr")) == "Partager")
            // Named on the command line, it is read (and its problem reported).
            #expect(throws: CompilerError.self) { try CatalogLoader.load([root.appendingPathComponent("App/language-names.json")]) }
        }
    }
}
