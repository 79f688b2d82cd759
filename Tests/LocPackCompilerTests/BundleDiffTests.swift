import Foundation
import LocPack
@testable import LocPackCompiler
import Testing

/// `locpack diff`'s model (`Specs/diff.md`): real changes — an added key, a
/// changed plural case, a removed locale, a translation added and removed —
/// and no change where only the packing differs.
@Suite("Bundle diff")
struct BundleDiffTests {
    static func unit(_ value: String) -> String {
        #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"#
    }

    static func photos(few: String) -> String {
        #""%lld photos": {"localizations": {"en": {"variations": {"plural": {"one": \#(unit("%lld photo")), "other": \#(unit("%lld photos"))}}}, "pl": {"variations": {"plural": {"one": \#(unit("%lld zdjęcie")), "few": \#(unit(few)), "many": \#(unit("%lld zdjęć")), "other": \#(unit("%lld zdjęcia"))}}}}}"#
    }

    static func catalog(_ strings: [String], compression: BundleWriter.Compression = .none) throws -> Catalog {
        let result = try SwiftAccessorGeneratorTests.build(["Localizable": strings.joined(separator: ", ")], compression: compression)
        return try Catalog(bytes: #require(result.bundle))
    }

    static let before = [
        photos(few: "%lld zdjęcia"),
        #""title": {"localizations": {"en": \#(unit("Title")), "pl": \#(unit("Tytuł")), "fr": \#(unit("Titre"))}}"#,
        #""gone": {"localizations": {"en": \#(unit("Gone"))}}"#,
        #""later": {"localizations": {"en": \#(unit("Later")), "pl": \#(unit("Później"))}}"#,
    ]

    static let after = [
        photos(few: "%lld fotki"),
        #""title": {"localizations": {"en": \#(unit("Title")), "pl": \#(unit("Tytuł"))}}"#,
        #""new": {"localizations": {"en": \#(unit("New")), "pl": \#(unit("Nowy"))}}"#,
        #""later": {"localizations": {"en": \#(unit("Later"))}}"#,
    ]

    @Test func realChanges() throws {
        let diff = try BundleDiff(old: Self.catalog(Self.before), new: Self.catalog(Self.after))
        #expect(!diff.isEqual)
        #expect(diff.keysAdded.map(\.key) == ["new"])
        #expect(diff.keysRemoved.map(\.key) == ["gone"])
        #expect(diff.localesRemoved == ["fr"])
        #expect(diff.localesAdded.isEmpty)
        let pl = try #require(diff.locales.first { $0.locale == "pl" })
        #expect(pl.changed.map(\.key) == ["%lld photos"])   // only the `few` case differs
        #expect(pl.removed.map(\.key) == ["later"])
        #expect(pl.added.isEmpty)                              // "new" is a new key, not a new translation
        #expect(pl.coverageBefore == .init(translated: 3, keys: 4))
        #expect(pl.coverageAfter == .init(translated: 3, keys: 4))
        let en = try #require(diff.locales.first { $0.locale == "en" })
        #expect(en.isEmpty)
        #expect(diff.text.contains("pl: 1 changed, 0 translated, 1 untranslated; coverage 3/4 → 3/4\n  ~ \"%lld photos\"\n  - \"later\"\n"))
        let json = try #require(try JSONSerialization.jsonObject(with: diff.json) as? [String: Any])
        #expect(json["equal"] as? Bool == false)
        #expect(json["localesRemoved"] as? [String] == ["fr"])
        #expect((json["keysAdded"] as? [[String: String]])?.first?["key"] == "new")
    }

    @Test func samePackedDifferentlyIsEqual() throws {
        let diff = try BundleDiff(old: Self.catalog(Self.before, compression: .zstd), new: Self.catalog(Self.before))
        #expect(diff.isEqual)
        #expect(diff.text == "no differences\n")
        let backwards = try BundleDiff(old: Self.catalog(Self.after), new: Self.catalog(Self.before))
        #expect(backwards.localesAdded == ["fr"])
        #expect(backwards.keysRemoved.map(\.key) == ["new"])
        #expect(backwards.locales.first { $0.locale == "pl" }?.added.map(\.key) == ["later"])
    }
}
