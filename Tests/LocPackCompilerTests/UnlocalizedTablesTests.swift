import Foundation
import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

/// `.strings`/`.stringsdict` files outside any `NAME.lproj` folder: read as
/// the source language's unlocalized table when named, skipped (and named
/// in the error when nothing else is found) by a directory search
/// (`Specs/importers/lproj-tree.md`, "Unlocalized tables").
@Suite struct UnlocalizedTablesTests {
    /// Writes `text` at `path` under `root`; returns the file's path.
    @discardableResult
    private static func write(_ text: String, _ path: String, in root: URL) throws -> String {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// A `.stringsdict` in the shape transifex-swift ships (a plural of
    /// every category, at the package's source root).
    static let pluralTable = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>%d files</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
          <key>n</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d file</string>
            <key>other</key><string>%d files</string>
          </dict>
        </dict>
        </dict></plist>
        """

    @Test func aNamedUnlocalizedTableIsTheSourceLanguages() throws {
        try withScratchDirectory { root in
            let table = try Self.write(Self.pluralTable, "Sources/Kit/Localizable.stringsdict", in: root)
            let german = try Self.write("\"Open\" = \"Öffnen\";\n", "App/de.lproj/Localizable.strings", in: root)
            let catalog = try CatalogLoader.load([URL(fileURLWithPath: table), URL(fileURLWithPath: german)])
            #expect(catalog.diagnostics.filter { $0.severity != .note }.isEmpty, "\(catalog.diagnostics)")
            let c = try packAndOpen(catalog)
            #expect(c.identifier(of: c.sourceLocale) == "en")
            #expect(c.string("%d files", locale: c.locale("en"), arguments: [.int(1)]) == "1 file")
            #expect(c.string("%d files", locale: c.locale("en"), arguments: [.int(4)]) == "4 files")
            // German has no table of its own for the key: it falls back, as to the unlocalized table.
            #expect(c.string("%d files", locale: c.locale("de"), arguments: [.int(4)]) == "4 files")
            #expect(c.string("Open", locale: c.locale("de")) == "Öffnen")
        }
    }

    @Test func theSourceLanguageNamesItsLocale() throws {
        try withScratchDirectory { root in
            let table = try Self.write("\"Open\" = \"Ouvrir\";\n", "Localizable.strings", in: root)
            let catalog = try CatalogLoader.load([URL(fileURLWithPath: table)], sourceLanguage: "fr")
            let c = try packAndOpen(catalog)
            #expect(c.identifier(of: c.sourceLocale) == "fr")
            #expect(c.string("Open", locale: c.locale("fr")) == "Ouvrir")
        }
    }

    /// Ranked as `Base.lproj`: the source language's own folder wins,
    /// silently, whatever the order.
    @Test func theSourceLanguagesFolderWins() throws {
        try withScratchDirectory { root in
            let table = URL(fileURLWithPath: try Self.write("\"Open\" = \"Open it\";\n\"Close\" = \"Close it\";\n", "Localizable.strings", in: root))
            let folder = URL(fileURLWithPath: try Self.write("\"Open\" = \"Open\";\n", "en.lproj/Localizable.strings", in: root))
            for files in [[table, folder], [folder, table]] {
                let catalog = try CatalogLoader.load(files)
                #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
                let c = try packAndOpen(catalog)
                #expect(c.string("Open", locale: c.locale("en")) == "Open")
                #expect(c.string("Close", locale: c.locale("en")) == "Close it")
            }
        }
    }

    @Test func aDirectorySearchSkipsThemAndNamesThemWhenNothingElseIsFound() throws {
        try withScratchDirectory { root in
            try Self.write(Self.pluralTable, "Sources/Kit/Localizable.stringsdict", in: root)
            try Self.write("\"English\" = \"English\";\n", "Sources/Kit/ISO639.strings", in: root)
            let error = try #require(throws: CompilerError.self) { try CatalogLoader.sourceFiles(in: [root.path]) }
            #expect(error.message.contains("skipped 2 .strings/.stringsdict files outside any NAME.lproj folder ("), "\(error.message)")
            #expect(error.message.contains("Sources/Kit/ISO639.strings, "), "\(error.message)")
            #expect(error.message.contains("Sources/Kit/Localizable.stringsdict)"), "\(error.message)")
            // Beside a real source they are skipped without a word.
            try Self.write("\"Open\" = \"Öffnen\";\n", "App/de.lproj/Localizable.strings", in: root)
            let found = try CatalogLoader.sourceFiles(in: [root.path])
            #expect(found.map(\.lastPathComponent) == ["Localizable.strings"])
        }
    }
}
