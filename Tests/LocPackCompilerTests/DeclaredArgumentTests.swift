import Foundation
import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

/// Each format declares the arguments it names once per entry
/// (`CatalogEntry.arguments`), and placeholders and choices refer to them
/// by number.
@Suite struct DeclaredArgumentTests {
    /// Writes `files` (relative path → text) under a scratch directory and
    /// loads them all.
    private static func load(_ files: [String: String], sourceLanguage: String? = nil) throws -> MessageCatalog {
        try withScratchDirectory { directory in
            var urls: [URL] = []
            for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                let url = directory.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
                urls.append(url)
            }
            return try CatalogLoader.load(urls, sourceLanguage: sourceLanguage)
        }
    }

    /// A `.stringsdict` table with the key `%d files`, a plural on
    /// `variable` whose `other` form is `other`.
    private static func stringsdict(_ variable: String, _ other: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>%d files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@\(variable)@</string>
        <key>\(variable)</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d file</string><key>other</key><string>\(other)</string>
        </dict></dict></dict></plist>
        """
    }

    private static func entry(_ key: String, in catalog: MessageCatalog) throws -> CatalogEntry {
        try #require(catalog.entries.first { $0.key == key })
    }

    /// The argument numbers the nodes of `message` read or select by.
    private static func numbers(in message: Message) -> Set<Int> {
        var found: Set<Int> = []
        func visit(_ message: Message) {
            for node in message.nodes {
                switch node {
                case let .argument(index, _): found.insert(index)
                case let .plural(choice): found.insert(choice.argumentIndex)
                case let .select(choice): found.insert(choice.argumentIndex)
                default: break
                }
                _ = node.mappingSubmessages { visit($0); return $0 }
            }
        }
        visit(message)
        return found
    }

    @Test func icuNamesAreNumberedByTheSourceMessage() throws {
        let catalog = try Self.load([
            "en.json": #"{"k": "{user} has {count, plural, one {# file} other {# files}} in {folder}"}"#,
            "de.json": #"{"k": "{count, plural, one {# Datei} other {# Dateien}} von {user} in {folder}"}"#,
        ])
        let entry = try Self.entry("k", in: catalog)
        #expect(entry.arguments == .numbered(["user", "count", "folder"]))
        // Every placeholder and choice of every locale refers to a declared argument.
        for message in entry.localizations.values {
            #expect(Self.numbers(in: message) == [1, 2, 3])
        }
        let choice = entry.localizations["de"]!.nodes.compactMap { node -> PluralChoice? in
            if case let .plural(choice) = node { return choice }
            return nil
        }.first
        #expect(entry.arguments.name(of: try #require(choice).argumentIndex) == "count")
    }

    @Test func arbPlaceholdersAreDeclared() throws {
        let catalog = try Self.load([
            "app_en.arb": #"{"k": "{count, plural, =1{One item for {name}} other{{count} items for {name}}}", "@k": {"placeholders": {"count": {"type": "int"}, "name": {}}}}"#,
        ])
        #expect(try Self.entry("k", in: catalog).arguments == .numbered(["count", "name"]))
    }

    @Test func stringCatalogSubstitutionsDeclareTheirArgument() throws {
        let catalog = try Self.load(["Localizable.xcstrings": #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {"shared": {"localizations": {"en": {
              "stringUnit": {"state": "translated", "value": "%1$@ shared %2$#@albums@"},
              "substitutions": {"albums": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%arg album"}},
                "other": {"stringUnit": {"state": "translated", "value": "%arg albums"}}}}}}}}}}}
            """#])
        #expect(try Self.entry("shared", in: catalog).arguments == [DeclaredArgument(number: 2, name: "albums")])
    }

    /// A `.stringsdict` variable declares its argument; merged with another
    /// locale's file that names it differently, the source language's name
    /// is the key's, whatever the order of the inputs.
    @Test func stringsdictVariablesAndTheSourceLanguageWins() throws {
        func stringsdict(_ variable: String) -> String { Self.stringsdict(variable, "%d files") }
        let catalog = try Self.load(["de.lproj/Localizable.stringsdict": stringsdict("dateien"),
                                     "en.lproj/Localizable.stringsdict": stringsdict("files")],
                                    sourceLanguage: "en")
        #expect(try Self.entry("%d files", in: catalog).arguments == [DeclaredArgument(number: 1, name: "files")])
        let german = try Self.load(["de.lproj/Localizable.stringsdict": stringsdict("dateien")], sourceLanguage: "en")
        #expect(try Self.entry("%d files", in: german).arguments == [DeclaredArgument(number: 1, name: "dateien")])
    }

    /// The names of the source-language message the merge keeps win: a
    /// `Base.lproj` table that `en.lproj` outranks only fills unnamed
    /// numbers, whichever input comes first.
    @Test func theKeptSourceMessageNamesTheArguments() throws {
        let files = ["en.lproj/Localizable.stringsdict": Self.stringsdict("files", "%d files"),
                     "Base.lproj/Localizable.stringsdict": Self.stringsdict("base", "%d base files")]
        for order in [["Base.lproj/Localizable.stringsdict", "en.lproj/Localizable.stringsdict"],
                      ["en.lproj/Localizable.stringsdict", "Base.lproj/Localizable.stringsdict"]] {
            let catalog = try withScratchDirectory { directory in
                var urls: [URL] = []
                for path in order {
                    let url = directory.appendingPathComponent(path)
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(files[path]!.utf8).write(to: url)
                    urls.append(url)
                }
                return try CatalogLoader.load(urls, sourceLanguage: "en")
            }
            #expect(try Self.entry("%d files", in: catalog).arguments == [DeclaredArgument(number: 1, name: "files")], "\(order)")
        }
    }

    @Test func positionalFormatsDeclareNoNames() throws {
        let catalog = try Self.load(["en.lproj/Localizable.strings": #""k" = "%1$@ and %2$lld";"#], sourceLanguage: "en")
        #expect(try Self.entry("k", in: catalog).arguments.isEmpty)
    }

    @Test func laterDeclarationsFillOnlyUnnamedNumbers() {
        var declared: [DeclaredArgument] = [DeclaredArgument(number: 2, name: "albums")]
        declared.declareMissing([DeclaredArgument(number: 2, name: "other"), DeclaredArgument(number: 1, name: "user")])
        #expect(declared == [DeclaredArgument(number: 1, name: "user"), DeclaredArgument(number: 2, name: "albums")])
        let merged: [DeclaredArgument] = .merging(["de": [DeclaredArgument(number: 1, name: "n")],
                                                   "en": [DeclaredArgument(number: 1, name: "count")]],
                                                  sourceLanguage: "en")
        #expect(merged == [DeclaredArgument(number: 1, name: "count")])
    }
}
