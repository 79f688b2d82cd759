import Foundation
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

/// The import registry is the one list of input formats: the loader's
/// extensions, `--format`, the README's and `Specs/importers/`'s tables and
/// the format matrix follow it, and recognition picks the strongest claim.
@Suite struct ImportFormatRegistryTests {
    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func idsAreUniqueCommandLineNames() {
        let ids = ImportFormats.ids
        #expect(Set(ids).count == ids.count, "\(ids)")
        for format in ImportFormats.all {
            #expect(!format.id.isEmpty && format.id.allSatisfy { $0.isLowercase || $0.isNumber }, "\(format.id)")
            #expect(ImportFormats.format(named: format.id.uppercased()).map(ObjectIdentifier.init) == ObjectIdentifier(format))
        }
        #expect(ImportFormats.format(named: "po") == nil)
    }

    @Test func loaderExtensionsAreTheFormats() {
        let declared = ImportFormats.all.reduce(into: Set<String>()) { $0.formUnion($1.fileExtensions.union($1.folderExtensions)) }
        #expect(CatalogLoader.supportedExtensions == declared)
        #expect(ImportFormats.folderExtensions == ["xcloc"])
    }

    @Test func everyFormatHasItsSpecification() {
        for format in InputFormatDescription.all {
            let spec = Self.repoRoot.appendingPathComponent("Specs/importers/" + format.specification)
            #expect(FileManager.default.fileExists(atPath: spec.path), "\(format.id): \(spec.path)")
        }
    }

    /// The README's "Input formats" table and `Specs/importers/README.md`'s
    /// are the registry's rows, in its order.
    @Test(arguments: ["README.md", "Specs/importers/README.md"])
    func documentedTablesAreTheRegistry(_ document: String) throws {
        let text = try String(contentsOf: Self.repoRoot.appendingPathComponent(document), encoding: .utf8)
        let rows = Self.formatTable(in: text)
        let linkBase = document == "README.md" ? "Specs/importers/" : ""
        let expected = InputFormatDescription.all.map { ["`\($0.id)`", $0.inputs, "[\($0.specification)](\(linkBase)\($0.specification))"] }
        #expect(rows == expected, "\(document):\n\(rows)\nexpected:\n\(expected)")
    }

    /// The rows of the first table whose header starts `| --format |`.
    static func formatTable(in text: String) -> [[String]] {
        let lines = text.components(separatedBy: "\n")
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| `--format` |") }) else { return [] }
        return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// The build plugin cannot link the compiler, so it lists the extensions
    /// it watches itself: every extension a format reads must be among them.
    @Test func theBuildPluginWatchesEveryExtension() throws {
        let plugin = try String(contentsOf: Self.repoRoot.appendingPathComponent("Plugins/LocPackPlugin/LocPackPlugin.swift"), encoding: .utf8)
        for pathExtension in ImportFormats.fileExtensions { #expect(plugin.contains("\"\(pathExtension)\""), "\(pathExtension)") }
        for pathExtension in ImportFormats.folderExtensions { #expect(plugin.contains("\".\(pathExtension)\""), "\(pathExtension)") }
    }

    @Test func theFormatMatrixCoversEveryFormat() {
        let covered = Set(FormatMatrix.all.flatMap(\.formatIDs))
        #expect(covered == Set(ImportFormats.ids), "matrix: \(covered.sorted())")
    }

    // MARK: Recognition

    /// Each shape and the format that reads it (the strengths of
    /// `Specs/importers/README.md`, "Recognition").
    @Test(arguments: [
        (#"{"a": "b"}"#, "de.json", "icu"),
        (#"{"a": "b"}"#, "de.mf2.json", "mf2"),
        (#"{"a": {"defaultMessage": "x"}}"#, "de.json", "icu"),
        (#"{"@@locale": "de", "a": "b"}"#, "messages.json", "icu"),
        (#"{"@metadata": {}, "a": "b"}"#, "de.json", "translatewiki"),
        (#"{"a": "Hallo $1"}"#, "de.json", "translatewiki"),
        (#"{"a": "b"}"#, "qqq.json", "translatewiki"),
        (#"{"a": {"b": "c"}}"#, "de.json", "slang"),
        (#"{"a": ["b", "c"]}"#, "de.json", "slang"),
        (#"{"a": {"one": "x"}, "b": {"c": "d"}}"#, "de.json", "slang"),
        (#"{}"#, "strings_de.i18n.json", "slang"),
        (#"{"a": {"one": "x", "other": "y"}}"#, "de.json", "swifternalization"),
        (#"{"a": {"ie:x>1": "x"}}"#, "de.json", "swifternalization"),
        (#"{"data": {"a": {"string": "b"}}}"#, "de.json", "transifex"),
        (#"{"de": {"a": {"string": "b"}}}"#, "pull.json", "transifex"),
        (#"{"a": "b"}"#, "txstrings.json", "transifex"),
        (#"{"a": "Hallo %{name}"}"#, "de.json", "lingo"),
        (#"{"a": "Hallo {{name}}"}"#, "de.json", "i18next"),
        (#"{"a": {"b": "c"}}"#, "de/common.json", "i18next"),
        (#"{"a": "b", "n": 1}"#, "Localizations/de.json", "lingo"),
        (#"{"a": {"one": "x", "other": "y"}}"#, "Localizations/de.json", "lingo"),
        (#"[1]"#, "de.json", nil),
        (#"{"a": 1}"#, "settings.json", nil),
    ] as [(String, String, String?)])
    func recognition(_ json: String, _ name: String, _ expected: String?) {
        let file = SourceFile(contents: Data(json.utf8), path: "/nonexistent-locpack-folder/" + name)
        #expect(ImportFormats.format(of: file)?.id == expected)
    }

    @Test func theStrongestClaimWinsAndATieIsAmbiguous() {
        let file = SourceFile(contents: Data("{}".utf8), path: "/nonexistent-locpack-folder/de.json")
        guard case let .format(strong) = ImportFormats.choice(for: file, among: [WeakFake.self, StrongFake.self]) else {
            Issue.record("no single format")
            return
        }
        #expect(strong.id == "strong")
        guard case let .ambiguous(claims) = ImportFormats.choice(for: file, among: [WeakFake.self, OtherWeakFake.self, NoFake.self]) else {
            Issue.record("not ambiguous")
            return
        }
        #expect(claims.map { $0.format.id } == ["weak", "otherweak"])
        let diagnostic = FormatChoice.ambiguityDiagnostic(claims, at: SourceLocation(file: "de.json"))
        #expect(diagnostic.description == "de.json: error: the file reads as Weak (a flat object) and Other weak (a flat object) alike; "
            + "name its format before it: --format weak or --format otherweak")
        guard case .none = ImportFormats.choice(for: file, among: [NoFake.self]) else {
            Issue.record("recognized by a format that claims nothing")
            return
        }
    }

    /// Each format's options live in their own type; unset ones read as defaults.
    @Test func formatOptionsAreKeptByKind() {
        var options = ImportOptions()
        #expect(options.formats[TranslateWikiOptions.self] == TranslateWikiOptions())
        #expect(options.formats[TransifexOptions.self].locale == nil)
        options.formats[TranslateWikiOptions.self].siteVariables = ["SITENAME": "Wikipedia"]
        #expect(options.siteVariables == ["SITENAME": "Wikipedia"])
        #expect(options.formats[TransifexOptions.self].locale == nil)
        #expect(options != ImportOptions())
        #expect(options == ImportOptions(siteVariables: ["SITENAME": "Wikipedia"]))
        options.locale = "pt_BR"
        #expect(options.formats[TransifexOptions.self] == TransifexOptions(locale: "pt_BR"))
        #expect(options != ImportOptions(siteVariables: ["SITENAME": "Wikipedia"]))
    }

    /// Through the loader: a tie is an error at the file, which is left out
    /// while the other inputs load; naming a format settles it.
    @Test func anAmbiguousFileFailsAloneAndAFormatSettlesIt() throws {
        try withScratchDirectory { directory in
            let tied = directory.appendingPathComponent("de.json"), plain = directory.appendingPathComponent("plain.json")
            try Data(#"{"a": "b"}"#.utf8).write(to: tied)
            try Data(#"{"c": "d"}"#.utf8).write(to: plain)
            let registry: [any ImportFormat.Type] = [TiedFake.self, OtherTiedFake.self, PlainFake.self]
            let loaded = CatalogLoader.loadAll([InputFile(tied), InputFile(plain)], sourceLanguage: nil, allowOverride: false,
                                               formats: FormatOptionValues(), registry: registry)
            #expect(loaded.failedFiles == [tied])
            #expect(loaded.diagnostics.map(\.description) == [
                "\(tied.relativePath): error: the file reads as Tied (named de.json) and Other tied (named de.json) alike; "
                    + "name its format before it: --format tied or --format othertied",
            ])
            #expect(loaded.catalog.entries.map(\.key) == ["plain"])

            let settled = CatalogLoader.loadAll([InputFile(tied, format: "icu"), InputFile(plain)], sourceLanguage: nil,
                                                allowOverride: false, formats: FormatOptionValues(), registry: registry)
            #expect(settled.failedFiles.isEmpty, "\(settled.diagnostics)")
            #expect(Set(settled.catalog.entries.map(\.key)) == ["a", "plain"])
        }
    }

    /// A directory search recognizes a file by reading it; loading imports
    /// those very bytes, so a file gone from disk in between still loads.
    @Test func aFoundFileIsNotReadAgainWhenLoaded() throws {
        try withScratchDirectory { directory in
            let file = directory.appendingPathComponent("de.json")
            try Data(#"{"greeting": "Hallo"}"#.utf8).write(to: file)
            let found = try CatalogLoader.sources(in: [InputPath(directory.path)])
            #expect(found.map(\.input.url.lastPathComponent) == ["de.json"])
            try FileManager.default.removeItem(at: file)
            let loaded = CatalogLoader.loadAll(found, sourceLanguage: nil, allowOverride: false, formats: FormatOptionValues())
            #expect(loaded.failedFiles.isEmpty, "\(loaded.diagnostics)")
            #expect(loaded.catalog.entries.map(\.key) == ["greeting"])
        }
    }

    @Test func precedenceWithinAFamilyOnly() {
        let strings = StringsFormat.mergePrecedence, stringsdict = StringsdictFormat.mergePrecedence
        #expect(stringsdict.outranks(strings) == true)
        #expect(strings.outranks(stringsdict) == false)
        #expect(strings.outranks(strings) == nil)
        #expect(MergePrecedence.competing.outranks(strings) == nil)
        #expect(stringsdict.outranks(.competing) == nil)
    }
}

/// Formats that only recognize, for the registry's choice.
private protocol FakeFormat: ImportFormat {}
extension FakeFormat {
    static var inputsSummary: String { "" }
    static var specification: String { "" }
    static var fileExtensions: Set<String> { ["json"] }
    static var phase: ImportPhase { .localeNamed }
    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        MessageCatalog(sourceLanguage: "en")
    }
}
private enum WeakFake: FakeFormat {
    static let id = "weak", name = "Weak"
    static func recognize(_ file: SourceFile) -> Recognition? { .shaped("a flat object", strength: 20) }
}
private enum OtherWeakFake: FakeFormat {
    static let id = "otherweak", name = "Other weak"
    static func recognize(_ file: SourceFile) -> Recognition? { .shaped("a flat object", strength: 20) }
}
private enum StrongFake: FakeFormat {
    static let id = "strong", name = "Strong"
    static func recognize(_ file: SourceFile) -> Recognition? { .marked("a marker") }
}
private enum NoFake: FakeFormat {
    static let id = "none", name = "None"
    static func recognize(_ file: SourceFile) -> Recognition? { nil }
}
private enum TiedFake: FakeFormat {
    static let id = "tied", name = "Tied"
    static func recognize(_ file: SourceFile) -> Recognition? { file.name == "de.json" ? .named("named de.json") : nil }
}
private enum OtherTiedFake: FakeFormat {
    static let id = "othertied", name = "Other tied"
    static func recognize(_ file: SourceFile) -> Recognition? { file.name == "de.json" ? .named("named de.json") : nil }
}
/// Claims `plain.json` and reads it as one entry, `plain`.
private enum PlainFake: FakeFormat {
    static let id = "plain", name = "Plain"
    static func recognize(_ file: SourceFile) -> Recognition? { file.name == "plain.json" ? .named("named plain.json") : nil }
    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        MessageCatalog(sourceLanguage: "", entries: [CatalogEntry(key: "plain", localizations: ["en": .text("Plain")],
                                                                  location: SourceLocation(file: files[0].displayPath))])
    }
}
