import Foundation
import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

/// Shapes met in public apps' trees by `Tools/real-world-check.sh`, written
/// here from scratch: each builds, and renders the way the app's platform shows it.
@Suite("Real-world shapes")
struct RealWorldShapesTests {
    /// Writes `files` (path → bytes) under a new temporary directory and
    /// prepares it as `locpack build` does.
    static func prepare(_ files: [String: [UInt8]]) throws -> PreparedCatalog {
        try withScratchDirectory { root in
            for (path, bytes) in files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url)
            }
            return try BuildPipeline.prepare(inputs: [root.path])
        }
    }

    static func text(_ string: String) -> [UInt8] { Array(string.utf8) }

    static func open(_ prepared: PreparedCatalog) throws -> Catalog { try packAndOpen(prepared.catalog) }

    /// An app with its own `%0` tokens (it never calls printf): `%0 cores`
    /// (which C reads as `% 0c`), `v%0` and `5%` show as written.
    @Test func ownPercentTokensAreText() throws {
        let prepared = try Self.prepare([
            "en.lproj/Localizable.strings": Self.text(#""cores" = "%0 cores"; "v" = "v%0"; "p" = "Volume + 5%"; "t" = "{{#per}}%{{/per}}";"#),
            "fr.lproj/Localizable.strings": Self.text(#""cores" = "%0 fils";"#),
        ])
        #expect(prepared.errorCount == 0 && prepared.omitted.isEmpty, "\(prepared.diagnostics)")
        let c = try Self.open(prepared)
        #expect(c.string("cores", locale: c.locale("en")) == "%0 cores")
        #expect(c.string("cores", locale: c.locale("fr")) == "%0 fils")
        #expect(c.string("v", locale: c.locale("en")) == "v%0")
        #expect(c.string("p", locale: c.locale("en")) == "Volume + 5%")
        #expect(c.string("t", locale: c.locale("en")) == "{{#per}}%{{/per}}")
    }

    /// A UTF-16 file that begins with its byte order mark twice (saved by a
    /// tool that added one to text that had one) reads like any other.
    @Test func doubledByteOrderMark() throws {
        let utf16 = [UInt8](Data(#""k" = "Ahoj";"#.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
        let prepared = try Self.prepare(["cs.lproj/Localizable.strings": [0xFF, 0xFE, 0xFF, 0xFE] + utf16])
        #expect(prepared.errorCount == 0, "\(prepared.diagnostics)")
        #expect(try Self.open(prepared).string("k", locale: try Self.open(prepared).locale("cs")) == "Ahoj")
    }

    /// `.strings` tables shipped as property lists (XML here; binary ones go
    /// the same way) read as key → value, as `NSBundle` reads them.
    @Test func propertyListStrings() throws {
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>a</key><string>Ä %@</string><key>n</key><integer>3</integer></dict></plist>"#
        let prepared = try Self.prepare(["de.lproj/Sparkle.strings": Self.text(xml)])
        #expect(prepared.errorCount == 0, "\(prepared.diagnostics)")
        #expect(prepared.omitted == [OmittedTranslation(key: "n", table: "Sparkle", locale: "de")])
        let c = try Self.open(prepared)
        #expect(c.string("a", table: "Sparkle", locale: c.locale("de"), arguments: [.string("x")]) == "Ä x")
    }

    /// Two copies of one table in two bundles: the same text competes with
    /// nothing; a different text keeps the second bundle's table apart
    /// (`LprojBundlesTests` covers the rules).
    @Test func identicalCopiesDoNotCompete() throws {
        let same = try Self.prepare([
            "App/fr.lproj/Localizable.strings": Self.text(#""k" = "Bonjour";"#),
            "Extension/fr.lproj/Localizable.strings": Self.text(#""k" = "Bonjour";"#),
        ])
        #expect(same.errorCount == 0, "\(same.diagnostics)")
        let different = try Self.prepare([
            "App/fr.lproj/Localizable.strings": Self.text(#""k" = "Bonjour";"#),
            "Extension/fr.lproj/Localizable.strings": Self.text(#""k" = "Salut";"#),
        ])
        #expect(different.errorCount == 0, "\(different.diagnostics)")
        let c = try Self.open(different)
        #expect(c.string("k", locale: c.locale("fr")) == "Bonjour")
        #expect(c.string("k", table: "Extension/Localizable", locale: c.locale("fr")) == "Salut")
    }

    /// translatewiki ships `sh-latn.json` beside `sr-el.json`: both are
    /// sr-Latn; the current code's file wins, with a note, not an error.
    @Test func aliasAndCurrentCodeInOneFolder() throws {
        let prepared = try Self.prepare([
            "i18n/en.json": Self.text(#"{"@metadata": {}, "hello": "Hello $1"}"#),
            "i18n/sh-latn.json": Self.text(#"{"@metadata": {}, "hello": "Zdravo (sh) $1"}"#),
            "i18n/sr-el.json": Self.text(#"{"@metadata": {}, "hello": "Zdravo $1"}"#),
        ])
        #expect(prepared.errorCount == 0, "\(prepared.diagnostics)")
        let c = try Self.open(prepared)
        #expect(c.string("hello", locale: c.locale("sr-Latn"), arguments: [.string("Ana")]) == "Zdravo Ana")
    }

    /// A `.stringsdict` variable whose forms are all empty, before one that
    /// reads the same argument as an object (`%#@names@%#@count@`): Apple
    /// renders it, so the empty plural must not make argument 1 an integer.
    @Test func uniformPluralDoesNotConstrainItsArgument() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>followed</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@names@%#@count@</string>
            <key>names</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>ld</string><key>one</key><string></string><key>other</key><string></string></dict>
            <key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>ld</string>
            <key>one</key><string>Followed by %1$@, and %ld mutual</string><key>other</key><string>Followed by %1$@, and %ld mutuals</string></dict>
            </dict></dict></plist>
            """
        // Japanese has `other` alone: its one empty form is the whole plural there.
        let japanese = """
            <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>followed</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@names@%#@count@</string>
            <key>names</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>ld</string><key>other</key><string></string></dict>
            <key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>ld</string><key>other</key><string>%1$@と相互%ld人</string></dict>
            </dict></dict></plist>
            """
        // Polish has more: an `other`-only plural there still lacks forms, and is kept.
        let polish = japanese.replacingOccurrences(of: "%1$@と相互%ld人", with: "%1$@ i %ld wspólnych")
        let prepared = try Self.prepare(["en.lproj/Localizable.stringsdict": Self.text(plist),
                                         "ja.lproj/Localizable.stringsdict": Self.text(japanese),
                                         "pl.lproj/Localizable.stringsdict": Self.text(polish)])
        #expect(prepared.errorCount == 0, "\(prepared.diagnostics)")
        #expect(prepared.omitted == [OmittedTranslation(key: "followed", table: "Localizable", locale: "pl")], "\(prepared.diagnostics)")
        let c = try Self.open(prepared)
        #expect(c.string("followed", locale: c.locale("en"), arguments: [.string("Ann"), .int(5)]) == "Followed by Ann, and 5 mutuals")
        #expect(c.string("followed", locale: c.locale("ja"), arguments: [.string("Ann"), .int(5)]) == "Annと相互5人")
    }
}
