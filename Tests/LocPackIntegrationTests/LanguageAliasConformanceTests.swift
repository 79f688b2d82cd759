import Foundation
import LocPack
import LocPackCompiler
import Testing
import LocPackTestSupport

/// `Specs/conformance/language-aliases.jsonl` (`Specs/cldr-data.md`): every
/// CLDR `languageAlias` babel carries resolves to its replacement, and gets
/// the replacement's plural rules as babel computes them.
@Suite struct LanguageAliasConformanceTests {
    private struct Line: Decodable {
        var alias: String?
        var replacement: String?
        var language: String?
        var pluralRulesOf: String?
        var cases: [String: [String]]?
        var _comment: String?
    }

    private static func lines() throws -> [Line] {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Specs/conformance").path) {
            url.deleteLastPathComponent()
        }
        let text = try String(contentsOf: url.appendingPathComponent("Specs/conformance/language-aliases.jsonl"), encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
            .filter { $0._comment == nil }
    }

    /// The category of `number` under `locale`'s cardinal rules.
    private static func category(_ number: String, locale: String) throws -> String {
        let program = PluralRuleCatalog.program(forLocale: locale, ordinal: false)
        let operands = try #require(PluralOperands(number))
        return program.withUnsafeBytes { PluralRules(unchecked: $0).select(operands).description }
    }

    @Test func everyAliasResolves() throws {
        let lines = try Self.lines()
        let aliases = lines.filter { $0.alias != nil }
        #expect(aliases.count >= 400)
        for line in aliases {
            let alias = try #require(line.alias), replacement = try #require(line.replacement)
            let expected = LocaleIdentifier.canonical(replacement)
            #expect(LocaleIdentifier.replacingAliases(alias) == expected, "\(alias)")
            // The request's own region wins over the replacement's (`swc_ZZ` → `sw-ZZ`).
            let parts = expected.split(separator: "-").map(String.init)
            let withoutRegion = [parts[0]] + parts.dropFirst().filter { $0.count == 4 }
            #expect(LocaleIdentifier.replacingAliases(alias.uppercased() + "_ZZ") ==
                    (withoutRegion + ["ZZ"]).joined(separator: "-"), "\(alias)_ZZ")
        }
        for name in ["he", "pt-BR", "zh-Hant-TW", "x-private", "Base", "en_US.UTF-8"] {
            #expect(LocaleIdentifier.replacingAliases(name) == LocaleIdentifier.canonical(name))
        }
        #expect(LocaleIdentifier.replacingAliases("sh_RS") == "sr-Latn-RS")
        #expect(LocaleIdentifier.replacingAliases("sh-Cyrl") == "sr-Cyrl")
        #expect(LocaleIdentifier.replacingAliases("iw-IL-x-private") == "he-IL-x-private")
    }

    @Test func everyAliasHasItsLanguagesPluralRules() throws {
        var checked = 0
        for line in try Self.lines() {
            let name = try #require(line.alias ?? line.language)
            for (category, numbers) in try #require(line.cases) {
                for number in numbers {
                    #expect(try Self.category(number, locale: name) == category, "\(name) \(number)")
                    checked += 1
                }
            }
        }
        #expect(checked > 10_000)
        #expect(try Self.category("2", locale: "tl") == "one")
        #expect(try Self.category("4", locale: "tl") == "other")
        #expect(try Self.category("2", locale: "iw") == "two")
        #expect(try Self.category("3", locale: "ars") == "few")
        #expect(try Self.category("2", locale: "mo") == "few")
    }
}
