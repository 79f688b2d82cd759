import Foundation
import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")
private let tree = fixtures.appendingPathComponent("lproj/App")
private let extra = fixtures.appendingPathComponent("lproj/Extra")

/// The diagnostics of a load that must fail.
private func loadFailure(_ files: [URL], sourceLanguage: String? = nil) -> [String] {
    do {
        _ = try CatalogLoader.load(files, sourceLanguage: sourceLanguage)
        Issue.record("loaded without error")
        return []
    } catch where error.kind == .sourceFile {
        return error.diagnostics.map(\.description)
    } catch {
        Issue.record("unexpected error \(error)")
        return []
    }
}

/// A path relative to the fixtures folder, for comparing diagnostics.
private func relative(_ text: String) -> String {
    text.replacingOccurrences(of: fixtures.path + "/", with: "")
}

@Suite("LprojTree and CatalogLoader")
struct LprojTreeImporterTests {
    // MARK: Discovery

    @Test func directoryDiscovery() throws {
        let files = try CatalogLoader.sourceFiles(in: [tree.path]).map { relative($0.path) }
        #expect(files == [
            "lproj/App/Base.lproj/Main.strings",
            "lproj/App/de.lproj/InfoPlist.strings",
            "lproj/App/de.lproj/Localizable.strings",
            "lproj/App/de.lproj/Localizable.stringsdict",
            "lproj/App/en.lproj/InfoPlist.strings",
            "lproj/App/en.lproj/Localizable.strings",
            "lproj/App/en.lproj/Localizable.stringsdict",
            "lproj/App/pl.lproj/Localizable.stringsdict",
            "lproj/App/pt-BR.lproj/Localizable.strings",
            "lproj/App/zh-Hans.lproj/Localizable.strings",
        ])  // README.strings is not in an .lproj folder
    }

    @Test func xclocFoldersAreInputsNotSearched() throws {
        let files = try CatalogLoader.sourceFiles(in: [fixtures.appendingPathComponent("xliff").path]).map { relative($0.path) }
        #expect(files.contains("xliff/pl.xcloc"))
        #expect(files.contains("xliff/en.xliff"))
        #expect(files.contains("xliff/Localizable.xcstrings"))
        #expect(!files.contains { $0.contains("Localized Contents") })
        let direct = try CatalogLoader.sourceFiles(in: [fixtures.appendingPathComponent("xliff/pl.xcloc").path])
        #expect(direct.count == 1)
    }

    @Test func unsupportedInputs() {
        let missing = #expect(throws: CompilerError.self) {
            try CatalogLoader.sourceFiles(in: [fixtures.appendingPathComponent("no-such-dir").path])
        }
        #expect(missing?.kind == .inputs && missing?.message.hasSuffix("no-such-dir: no such file or directory") == true)
        let unsupported = #expect(throws: CompilerError.self) {
            try CatalogLoader.sourceFiles(in: [URL(fileURLWithPath: #filePath).path])
        }
        #expect(unsupported?.kind == .inputs && unsupported?.message.contains("unsupported input type") == true)
    }

    // MARK: A whole tree

    @Test func treeWithTablesLocalesAndStringsdictOverride() throws {
        let catalog = try CatalogLoader.load(CatalogLoader.sourceFiles(in: [tree.path]))
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let files = try #require(catalog.entries.first { $0.key == "%d files" })
        #expect(files.table == "Localizable")
        #expect(files.localizations.keys.sorted() == ["de", "en", "pl"])
        #expect(catalog.entries.first { $0.key == "greeting" }?.comment == "Shown on launch.")

        let c = try packAndOpen(catalog)
        let en = c.locale("en"), de = c.locale("de"), pl = c.locale("pl")
        // The .stringsdict entry overrides the .strings entry of the same key, table and locale.
        #expect(c.string("%d files", locale: en, arguments: [1]) == "1 file")
        #expect(c.string("%d files", locale: en, arguments: [3]) == "3 files")
        #expect(c.string("%d files", locale: de, arguments: [1]) == "1 Datei")
        #expect(c.string("%d files", locale: pl, arguments: [22]) == "22 pliki")
        #expect(c.string("%d files", locale: pl, arguments: [25]) == "25 plików")
        // Tables.
        #expect(c.string("CFBundleDisplayName", table: "InfoPlist", locale: de) == "Demo DE")
        #expect(c.string("NSCameraUsageDescription", table: "InfoPlist", locale: de) == "Scan receipts")
        #expect(c.string("CFBundleDisplayName", locale: en) == "CFBundleDisplayName")  // not in Localizable
        // Base.lproj is the source language; a custom table.
        #expect(c.string("abc-12-def.text", table: "Main", locale: de) == "Main title")
        // Locales from folder names; UTF-16 file.
        #expect(c.string("greeting", locale: c.locale("zh-Hans")) == "你好")
        #expect(c.string("greeting", locale: c.locale("pt_BR")) == "Olá")
        #expect(c.string("greeting", locale: c.locale("de-AT")) == "Hallo")
        #expect(c.string("greeting", locale: pl) == "Hello")
    }

    @Test func stringsdictWinsWhateverTheOrder() throws {
        let strings = tree.appendingPathComponent("en.lproj/Localizable.strings")
        let stringsdict = tree.appendingPathComponent("en.lproj/Localizable.stringsdict")
        for files in [[strings, stringsdict], [stringsdict, strings]] {
            let c = try packAndOpen(try CatalogLoader.load(files))
            #expect(c.string("%d files", locale: c.locale("en"), arguments: [1]) == "1 file")
            #expect(c.string("farewell", locale: c.locale("en")) == "Bye")
        }
    }

    @Test func sourceLanguageOption() throws {
        let main = tree.appendingPathComponent("Base.lproj/Main.strings")
        let catalog = try CatalogLoader.load([main], sourceLanguage: "de")
        #expect(catalog.sourceLanguage == "de")
        #expect(catalog.entries.first?.localizations.keys.sorted() == ["de"])
    }

    // MARK: Merging inputs

    @Test func aKeyDefinedTwiceIsAnErrorNamingBothPlaces() throws {
        let files = try CatalogLoader.sourceFiles(in: [tree.path]) + [extra.appendingPathComponent("de.xliff")]
        let errors = loadFailure(files).map(relative)
        #expect(errors == [
            "lproj/Extra/de.xliff:5:7: error: key 'greeting' (table Localizable, locale de) is already defined at lproj/App/de.lproj/Localizable.strings:1:1",
            "lproj/Extra/de.xliff:5:7: note: " + CatalogMerger.competingExplanation,
        ])
    }

    @Test func allowOverrideLetsTheLaterInputWin() throws {
        let files = try CatalogLoader.sourceFiles(in: [tree.path]) + [extra.appendingPathComponent("de.xliff")]
        let catalog = try CatalogLoader.load(files, allowOverride: true)
        #expect(catalog.diagnostics.map { relative($0.description) } == [
            "lproj/Extra/de.xliff:5:7: note: key 'greeting' (table Localizable, locale de) overrides the definition at lproj/App/de.lproj/Localizable.strings:1:1",
        ])
        let c = try packAndOpen(catalog)
        #expect(c.string("greeting", locale: c.locale("de")) == "Guten Tag")
        #expect(c.string("farewell", locale: c.locale("de")) == "Tschüss")  // new for de, no conflict
        #expect(c.string("greeting", locale: c.locale("en")) == "Hello")
    }

    /// Xcode's layout: Base.lproj beside the development language's own
    /// folder, which wins; Base.lproj supplies what it lacks.
    @Test func baseBesideTheSourceLanguagesFolder() throws {
        let files = try CatalogLoader.sourceFiles(in: [fixtures.appendingPathComponent("lproj/BaseBesideSource").path])
        let catalog = try CatalogLoader.load(files)
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let c = try packAndOpen(catalog)
        #expect(c.string("done", table: "Main", locale: c.locale("en")) == "Finished")
        #expect(c.string("title", table: "Main", locale: c.locale("en")) == "Settings")
    }

    @Test func sourceLanguagesMustAgree() throws {
        let french = extra.appendingPathComponent("French.xcstrings")
        let errors = loadFailure([french, tree.appendingPathComponent("en.lproj/Localizable.strings")],
                                 sourceLanguage: "en").map(relative)
        #expect(errors == ["lproj/Extra/French.xcstrings: error: source language fr differs from the requested source language en"])
        // Without the option the String Catalog names the source language, and Base.lproj follows it.
        let catalog = try CatalogLoader.load([french, tree.appendingPathComponent("Base.lproj/Main.strings")])
        #expect(catalog.sourceLanguage == "fr")
        #expect(catalog.entries.first { $0.key == "abc-12-def.text" }?.localizations.keys.sorted() == ["fr"])
    }

    @Test func everyBrokenInputIsReported() throws {
        let files = try CatalogLoader.sourceFiles(in: [fixtures.appendingPathComponent("lproj/Bad").path])
        let errors = loadFailure(files).map(relative)
        #expect(errors == [
            "lproj/Bad/Resources.lproj/Localizable.strings: error: the folder 'Resources.lproj' does not name a locale (expected e.g. en.lproj, pt-BR.lproj, zh-Hans.lproj or Base.lproj)",
            #"lproj/Bad/de.lproj/Localizable.stringsdict: $["%d files"].files: warning: variable 'files' has no 'other' case; numbers of the other category use its 'one' case"#,
            "lproj/Bad/en.lproj/Localizable.strings:1:22: error: expected ';' after the value, found 'o'",
        ])
    }

    // MARK: Message files no format recognizes

    /// A broken message file in a searched directory fails the build at its
    /// line and column instead of vanishing; other broken `.json` is not ours.
    @Test func brokenMessageFilesAreReportedWhereTheyBreak() throws {
        try withScratchDirectory { directory in
            try Data(#"{"@metadata": {}, "a": "{{PLURAL:$1|one|more}}"}"#.utf8).write(to: directory.appendingPathComponent("en.json"))
            try Data("{\n  \"a\": \"eins\"\n  \"b\": \"zwei\"\n}".utf8).write(to: directory.appendingPathComponent("de.json"))
            try Data("{ // comments\n}".utf8).write(to: directory.appendingPathComponent("tsconfig.json"))
            try Data(#"["de", "en"]"#.utf8).write(to: directory.appendingPathComponent("fr.json"))
            let files = try CatalogLoader.sourceFiles(in: [directory.path])
            #expect(files.map(\.lastPathComponent) == ["de.json", "en.json"])
            let errors = loadFailure(files).map { $0.replacingOccurrences(of: directory.path + "/", with: "") }
            #expect(errors.count == 1)
            #expect(errors.first?.hasPrefix("de.json:3:3: error: invalid JSON") == true, "\(errors)")
            // Named on the command line, a file is read whatever it holds, and reported at `$` when no format fits.
            let named = loadFailure([directory.appendingPathComponent("fr.json")]).map { $0.replacingOccurrences(of: directory.path + "/", with: "") }
            #expect(named == ["fr.json: $: error: a message file holds a JSON object of messages, not an array"])
        }
    }

    @Test func lprojNames() {
        #expect(LprojTree.lprojFolderName(of: "A/zh-Hant-TW.lproj/Localizable.strings") == "zh-Hant-TW")
        #expect(LprojTree.lprojFolderName(of: "Localizable.strings") == nil)
        #expect(LprojTree.locale(ofFolderName: "Base", sourceLanguage: "fr") == "fr")
        #expect(LprojTree.locale(ofFolderName: "German", sourceLanguage: "en") == "de")
        #expect(LprojTree.locale(ofFolderName: "pt_BR", sourceLanguage: "en") == "pt_BR")
        #expect(LprojTree.locale(ofFolderName: "Resources", sourceLanguage: "en") == nil)
        #expect(LprojTree.tableName(ofFile: "x/de.lproj/InfoPlist.strings") == "InfoPlist")
    }
}
