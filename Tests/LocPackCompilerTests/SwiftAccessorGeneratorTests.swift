import Foundation
import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

/// Generated accessors (`Specs/code-generation.md`): names, labels and types
/// from a catalog with every message shape, and rendering by generated key —
/// by id when the key table matches, by text (reported) when it does not.
@Suite("Swift accessor generation")
struct SwiftAccessorGeneratorTests {
    /// Writes String Catalogs (file name → `strings` members) to a fresh
    /// folder and builds them as `locpack build` does.
    static func build(_ tables: [String: String], compression: BundleWriter.Compression = .none) throws -> BuildResult {
        let result = try withScratchDirectory { folder in
            for (name, strings) in tables {
                try Data(#"{"sourceLanguage": "en", "version": "1.0", "strings": {\#(strings)}}"#.utf8)
                    .write(to: folder.appendingPathComponent("\(name).xcstrings"))
            }
            return try BundleBuilder.build(inputs: [folder.path], packing: .init(compression: compression, level: 1))
        }
        #expect(result.prepared.errorCount == 0, "\(result.prepared.diagnostics)")
        return result
    }

    /// The key table fingerprint of a build's bundle.
    static func fingerprint(_ result: BuildResult) throws -> UInt64 {
        let bundle = try #require(result.bundle)
        return try #require(try Catalog(bytes: bundle).keyTableFingerprint)
    }

    static func unit(_ value: String) -> String {
        #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"#
    }

    static func plain(_ key: String, en: String, de: String? = nil) -> String {
        var localizations = #""en": \#(unit(en))"#
        if let de { localizations += #", "de": \#(unit(de))"# }
        return #""\#(key)": {"localizations": {\#(localizations)}}"#
    }

    static let everyShape: [String: String] = [
        "Localizable": [
            plain("settings.title", en: "Settings", de: "Einstellungen"),
            plain("Settings Title", en: "Settings"),
            plain("%lld photos", en: "%lld photos"),
            plain("%.1f km", en: "%.1f km"),
            plain("%u files", en: "%u files"),
            plain("%2$@ by %1$@", en: "%2$@ by %1$@"),
            plain("default", en: "Default"),
            plain("init", en: "Start"),
            plain("3 items", en: "Three items"),
            plain("URL copied", en: "Link copied"),
            plain("日本語", en: "Japanese"),
            plain("中文", en: "Chinese"),
            #""%@ shared %lld albums": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%1$@ shared %2$#@albums@"}, "substitutions": {"albums": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {"one": \#(unit("%arg album")), "other": \#(unit("%arg albums"))}}}}}}}"#,
            #""%lld of %lld": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%1$#@arg1@ of %2$lld"}, "substitutions": {"arg1": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"one": \#(unit("%arg item")), "other": \#(unit("%arg items"))}}}}}}}"#,
            #""tap.here": {"localizations": {"en": {"variations": {"device": {"iphone": \#(unit("Tap here")), "mac": \#(unit("Click here")), "other": \#(unit("Select here"))}}}}}"#,
        ].joined(separator: ", "),
        "my-menu": plain("quit", en: "Quit"),
    ]

    @Test func namesLabelsAndTypes() throws {
        let members = try SwiftAccessorGenerator.members(of: Self.build(Self.everyShape))
        func signature(_ m: SwiftAccessorGenerator.Member) -> String {
            let parameters = m.parameters.map { "\($0.label ?? "_"): \($0.type)" }
            return "\(m.namespace).\(m.name)(\(parameters.joined(separator: ", ")))"
        }
        let byKey = Dictionary(uniqueKeysWithValues: members.map { ($0.key, signature($0)) })
        #expect(byKey == [
            "%.1f km": "Localizable.km(_: Double)",
            "%2$@ by %1$@": "Localizable.by(_: String, _: String)",
            "%@ shared %lld albums": "Localizable.sharedAlbums(_: String, albums: Int)",
            "%lld of %lld": "Localizable.of(_: Int, _: Int)",
            "%lld photos": "Localizable.photos(_: Int)",
            "%u files": "Localizable.files(_: UInt)",
            "3 items": "Localizable._3Items()",
            "Settings Title": "Localizable.settingsTitle()",
            "URL copied": "Localizable.urlCopied()",
            "default": "Localizable.default()",
            "init": "Localizable.init_()",
            "settings.title": "Localizable.settingsTitle2()",
            "tap.here": "Localizable.tapHere()",
            "中文": "Localizable.key()",
            "日本語": "Localizable.key2()",
            "quit": "MyMenu.quit()",
        ])
        // Members come in key id order, so the ids are 0, 1, 2…
        #expect(members.map(\.id) == Array(0..<members.count))
    }

    /// ICU and ARB messages label their arguments with the names the source
    /// declares, a plural's selector and a plain `{user}` alike; a number
    /// (`{0}`) is no label.
    @Test func icuAndARBArgumentNamesLabelPluralSelectors() throws {
        let result = try withScratchDirectory { folder in
            try Data(#"{"files": "{user} has {fileCount, plural, one {# file} other {# files}}", "numbered": "{0} of {1}"}"#.utf8)
                .write(to: folder.appendingPathComponent("en.json"))
            try Data(#"{"items": "{count, plural, =1{One item} other{{count} items}}", "@items": {"placeholders": {"count": {"type": "int"}}}}"#.utf8)
                .write(to: folder.appendingPathComponent("app_en.arb"))
            return try BundleBuilder.build(inputs: [folder.path], packing: .init(compression: .none, level: 1))
        }
        let labels = Dictionary(uniqueKeysWithValues: try SwiftAccessorGenerator.members(of: result).map {
            ($0.key, $0.parameters.map { $0.label ?? "_" })
        })
        #expect(labels["files"] == ["user", "fileCount"])
        #expect(labels["numbered"] == ["_", "_"])
        #expect(labels["items"] == ["count"])
    }

    /// MF2 variables label their parameters; `:integer` takes an `Int`, `:number` and `:percent` a `Double`.
    @Test func messageFormat2VariablesAreTypedLabels() throws {
        let result = try withScratchDirectory { folder in
            try Data(#"{"inbox": {"unread": ".input {$count :integer} .match $count one {{{$count} new from {$host}}} * {{{$count} new from {$host}}}"}, "share": "{$ratio :percent} of {$total :number}"}"#.utf8)
                .write(to: folder.appendingPathComponent("en.mf2.json"))
            return try BundleBuilder.build(inputs: [folder.path], packing: .init(compression: .none, level: 1))
        }
        let members = Dictionary(uniqueKeysWithValues: try SwiftAccessorGenerator.members(of: result).map {
            ($0.key, $0.parameters.map { "\($0.label ?? "_"): \($0.type)" })
        })
        #expect(members["inbox.unread"] == ["count: Int", "host: String"])
        #expect(members["share"] == ["ratio: Double", "total: Double"])
    }

    /// An i18next `list` takes a `[String]`, passed as a list argument;
    /// i18next's names label the parameters, a context's too.
    @Test func anI18nextListTakesAnArrayOfStrings() throws {
        let result = try withScratchDirectory { folder in
            let locales = folder.appendingPathComponent("locales/en")
            try FileManager.default.createDirectory(at: locales, withIntermediateDirectories: true)
            try Data(#"{"invited": "{{names, list}} and {{host}}", "friend": "A friend", "friend_male": "A boyfriend", "clash": "{{Arg2}} {{x}}"}"#.utf8)
                .write(to: locales.appendingPathComponent("translation.json"))
            return try BundleBuilder.build(inputs: [folder.appendingPathComponent("locales").path], packing: .init(compression: .none, level: 1))
        }
        let members = Dictionary(uniqueKeysWithValues: try SwiftAccessorGenerator.members(of: result).map {
            ($0.key, $0.parameters.map { "\($0.label ?? "_"): \($0.type)" })
        })
        #expect(members["invited"] == ["names: [String]", "host: String"])
        #expect(members["friend"] == ["context: String"])
        // A name that camel-cases to an unlabeled parameter's name (`arg1`) is no label.
        #expect(members["clash"] == ["_: String", "x: String"])
        let source = try SwiftAccessorGenerator.source(for: result, options: .init())
        #expect(source.contains("static func invited(names: [Swift.String], host: Swift.String)"))
        #expect(source.contains(".list(names), .string(host))"))
    }

    @Test func generatedSourceDeclaresEveryMember() throws {
        let result = try Self.build(Self.everyShape)
        let source = try SwiftAccessorGenerator.source(for: result, options: .init(accessLevel: "public"))
        let fingerprint = try Self.fingerprint(result)
        #expect(source.contains("private let _locPackKeyTable: Swift.UInt64 = 0x\(String(fingerprint, radix: 16, uppercase: true))"))
        #expect(source.contains("public enum Localizable {"))
        #expect(source.contains("public enum MyMenu {"))
        #expect(source.contains("public static var `default`: LocPack.LocalizedMessage {"))
        #expect(source.contains("public static func sharedAlbums(_ arg1: Swift.String, albums: Swift.Int) -> LocPack.LocalizedMessage {"))
        #expect(source.contains(#"table: "Localizable", key: "%@ shared %lld albums"), .string(arg1), .int(Swift.Int64(albums)))"#))
        #expect(source.contains(#"/// en: "Tap here" (varies by device)"#) || source.contains(#"/// en: "Select here" (varies by device)"#))
        #expect(!source.contains("import Foundation"))
        let withResource = try SwiftAccessorGenerator.source(for: result, options: .init(resourceName: "App"))
        #expect(withResource.contains("import Foundation"))
        #expect(withResource.contains(#"Foundation.Bundle.module.path(forResource: "App", ofType: "locpack")"#))
    }

    @Test func keyTextIsWrittenAsAnExactLiteral() {
        #expect(SwiftIdentifier.literal("a\"b\\c\nd\u{1}e\u{2028}é") == #""a\"b\\c\nd\u{1}e\u{2028}é""#)
        #expect(SwiftIdentifier.words("%1$@ and %#@files@ in %%d 100%") == ["and", "files", "in", "d", "100"])
    }

    @Test func fingerprintFollowsTheKeysNotTheTranslations() throws {
        let base = try Self.fingerprint(Self.build(["Localizable": Self.plain("a", en: "A")]))
        let retranslated = try Self.fingerprint(Self.build(["Localizable": Self.plain("a", en: "Ah", de: "Ä")]))
        let moreKeys = try Self.fingerprint(Self.build(["Localizable": Self.plain("a", en: "A") + ", " + Self.plain("b", en: "B")]))
        let otherTable = try Self.fingerprint(Self.build(["Other": Self.plain("a", en: "A")]))
        #expect(base == retranslated)
        #expect(base != moreKeys)
        #expect(base != otherTable)
    }

    @Test func generatedKeyRendersByIdOrByTextNeverTheWrongMessage() throws {
        let result = try Self.build(["Localizable": Self.plain("a", en: "A", de: "Ä") + ", " + Self.plain("%lld photos", en: "%lld photos")])
        let reports = DiagnosticsRecorder()
        let catalog = try Catalog(bytes: #require(result.bundle), diagnostics: reports.handler)
        let fingerprint = try Self.fingerprint(result)
        let de = catalog.locale("de")
        let photos = try #require(catalog.key("%lld photos"))
        let current = LocalizedMessage(GeneratedKey(id: photos.id, keyTableFingerprint: fingerprint, table: "Localizable", key: "%lld photos"), 3)
        #expect(catalog.string(current, locale: de) == "3 photos")
        #expect(catalog.key(current.key) == photos)
        #expect(reports.kinds.isEmpty)
        // Code generated for another key table whose id 0 was "%lld photos":
        // the id is not trusted; the key is found by text.
        let stale = LocalizedMessage(GeneratedKey(id: 1 - photos.id, keyTableFingerprint: fingerprint ^ 1, table: "Localizable", key: "%lld photos"), 3)
        #expect(catalog.string(stale, locale: de) == "3 photos")
        #expect(catalog.string(stale, locale: de) == "3 photos")
        #expect(reports.kinds == ["keyTableMismatch"])
        // A key the bundle does not have is written as is.
        let gone = LocalizedMessage(GeneratedKey(id: 0, keyTableFingerprint: fingerprint ^ 1, table: "Localizable", key: "gone"))
        var storage = [UInt8](repeating: 0, count: 64)
        let status = storage.withUnsafeMutableBytes { buffer in
            var sink = UTF8Sink(buffer)
            let result = catalog.render(gone, locale: de, into: &sink)
            #expect(String(decoding: buffer[0..<sink.writtenCount], as: UTF8.self) == "gone")
            return result.status
        }
        #expect(status.contains(.missingKey))
        #expect(reports.kinds == ["keyTableMismatch", "missingKey"])
        // As a String: the key text, reported once more.
        #expect(catalog.string(gone, locale: de) == "gone")
        #expect(reports.kinds == ["keyTableMismatch", "missingKey", "missingKey"])
    }

    @Test func manyArgumentsAreKept() throws {
        let result = try Self.build(["Localizable": Self.plain("%d %d %d %d %d", en: "%d-%d-%d-%d-%d")])
        let catalog = try Catalog(bytes: #require(result.bundle))
        let members = try SwiftAccessorGenerator.members(of: result)
        #expect(members.first?.parameters.count == 5)
        let message = LocalizedMessage(GeneratedKey(id: 0, keyTableFingerprint: try Self.fingerprint(result),
                                                    table: "Localizable", key: "%d %d %d %d %d"),
                                       arguments: [1, 2, 3, 4, 5])
        #expect(catalog.string(message, locale: catalog.sourceLocale) == "1-2-3-4-5")
        let source = try SwiftAccessorGenerator.source(for: result)
        #expect(source.contains("arguments: [.int(Swift.Int64(arg1)), .int(Swift.Int64(arg2)), .int(Swift.Int64(arg3)), .int(Swift.Int64(arg4)), .int(Swift.Int64(arg5))])"))
    }
}
