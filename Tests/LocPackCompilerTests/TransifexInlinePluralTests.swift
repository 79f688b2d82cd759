import Foundation
import LocPack
@testable import LocPackCompiler
import Testing

private typealias Support = ImporterTestSupport

/// Transifex's inline multi-plural form `%1$#@{term1, plural, …}@`, as the
/// Transifex SDK's own tests use it; expected renders follow the SDK: each
/// token renders its case with its own argument, the rest of the text is
/// formatted like `String(format:)`.
@Suite("Transifex inline plurals")
struct TransifexInlinePluralTests {
    static let folder = Support.fixtures("transifex/inline")

    static func cache() throws -> MessageCatalog {
        try TransifexImporter.importCatalog(at: folder.appendingPathComponent("txstrings.json"))
    }

    /// txstrings.json and the fr answer, packed together.
    static func bundle() throws -> Catalog {
        var catalog = try cache()
        let fr = try TransifexImporter.importCatalog(at: folder.appendingPathComponent("fr.json"))
        catalog.entries += fr.entries
        return try Support.bundle(catalog)
    }

    @Test func theSDKsOwnExample() throws {
        let c = try Self.bundle()
        let en = c.locale("en")
        #expect(c.string("people_tables", locale: en, arguments: [1, 2]) == "There is 1 person sitting in 2 tables.")
        #expect(c.string("people_tables", locale: en, arguments: [3, 1]) == "There are 3 people sitting in 1 table.")
        #expect(c.string("people_tables", locale: en, arguments: [1200, 1]) == "There are 1,200 people sitting in 1 table.")
    }

    @Test func anyLocaleInTheCacheAndInAnAnswer() throws {
        let c = try Self.bundle()
        #expect(c.string("people_tables", locale: c.locale("de"), arguments: [1, 2]) == "Es sitzt 1 Person an 2 Tischen.")
        #expect(c.string("people_tables", locale: c.locale("de"), arguments: [4, 1]) == "Es sitzen 4 Personen an 1 Tisch.")
        // French: 0 and 1 are `one`.
        #expect(c.string("people_tables", locale: c.locale("fr"), arguments: [0, 1]) == "Il y a 0 personne assise à 1 table.")
        #expect(c.string("people_tables", locale: c.locale("fr"), arguments: [2, 3]) == "Il y a 2 personnes assises à 3 tables.")
        // Arabic: zero, one, two categories of each argument.
        let ar = c.locale("ar")
        #expect(c.string("people_tables", locale: ar, arguments: [0, 1]) == "لا أحد على طاولة")
        #expect(c.string("people_tables", locale: ar, arguments: [2, 1]) == "شخصان على طاولة")
        #expect(c.string("people_tables", locale: ar, arguments: [1, 1]) == "شخص واحد على طاولة")
    }

    @Test func unnumberedTokensTakeTheNextArgument() throws {
        let c = try Self.bundle()
        let en = c.locale("en")
        #expect(c.string("unnumbered", locale: en, arguments: [1, 3, "disk"]) == "1 file in 3 folders (disk, 100%)")
        #expect(c.string("unnumbered", locale: en, arguments: [2, 1, "cloud"]) == "2 files in 1 folder (cloud, 100%)")
    }

    @Test func casesFormatTheirTokensArgument() throws {
        let c = try Self.bundle()
        let en = c.locale("en")
        // `%1$d` inside token 1's cases, `%d` inside token 2's: each its own argument.
        #expect(c.string("swapped", locale: en, arguments: [0, 1]) == "1 row and no columns")
        #expect(c.string("swapped", locale: en, arguments: [5, 2]) == "2 rows and 5 columns")
        #expect(c.string("swapped", locale: en, arguments: [1, 1]) == "1 row and 1 column")
    }

    @Test func theModel() throws {
        let catalog = try Self.cache()
        let entry = try #require(catalog.entries.first { $0.key == "people_tables" })
        let en = try #require(entry.localizations["en"])
        guard en.nodes.count == 5, case let .plural(first) = en.nodes[1], case let .plural(second) = en.nodes[3] else {
            Issue.record("\(en)")
            return
        }
        #expect(en.nodes[0] == ServiceTestNode.text("There ") && en.nodes[4] == ServiceTestNode.text("."))
        #expect(first.argumentIndex == 1 && second.argumentIndex == 2 && first.rules == .appleCardinal)
        #expect(second.categories[.other] == Message([ServiceTestNode.arg(2, ServiceTestNode.d), ServiceTestNode.text(" tables")]))
    }

    @Test func aBrokenTokenLeavesOnlyThatTranslationOut() throws {
        let catalog = try Self.cache()
        let problems = catalog.diagnostics.filter { $0.omitted != nil }
        #expect(Set(problems.compactMap(\.omitted)) == [
            OmittedTranslation(key: "broken", locale: "de"), OmittedTranslation(key: "unclosed", locale: "de"),
        ], "\(catalog.diagnostics)")
        let text = problems.map(\.description)
        #expect(text.contains { $0.contains(#"txstrings.json: $.de["broken"].string: warning: de: invalid inline ICU plural: the plural has no 'other' case"#) }, "\(text)")
        #expect(text.contains { $0.contains(#"$.de["unclosed"].string: warning: de: invalid inline ICU plural: the inline plural token is not closed with '@' after its '}' (at offset 7)"#) }, "\(text)")
        // German falls back to English for the broken key.
        let c = try Self.bundle()
        #expect(c.string("broken", locale: c.locale("de"), arguments: [2]) == "Fine in English: 2 items")
    }
}
