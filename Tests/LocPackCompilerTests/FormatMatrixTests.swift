import Foundation
import LocPack
@testable import LocPackCompiler
import Testing

/// The same messages (``MatrixMessage``) written in every input format
/// (`Fixtures/matrix/`) render identically: each format against the String
/// Catalog over a grid of arguments, locales and devices, and every format
/// against texts written out here, so the matrix fails even if every format
/// were wrong the same way.
///
/// Formats that cannot express a message say so in
/// ``MatrixFormat/excluded``; ``exclusionsAreExactlyTheMissingMessages(_:)``
/// keeps that list true. Today:
///
/// | format | left out | why |
/// |---|---|---|
/// | `.strings` | two plurals, device → plural, Polish plural | a value is one text: no plural or device variation |
/// | ICU MessageFormat | device → plural | no device dimension |
/// | slang | two plurals | a plural is one key's object: a text holds at most one |
/// | slang | device → plural | no device dimension |
/// | translatewiki | device → plural | no device dimension |
/// | Swifternalization | two plurals | expressions test argument 1 only |
/// | Swifternalization | device → plural | no device dimension |
/// | MessageFormat 2 | device → plural | no device dimension |
/// | gettext | two plurals, device → plural, Polish plural | one count per entry; no devices; `%d` ungrouped and no decimal form |
/// | Android | two plurals, device → plural, Polish plural | one quantity per `<plurals>`; no devices; `%d` ungrouped and an int quantity |
/// | Lingo | two plurals, device → plural, Polish plural | one count per plural object; no devices; `%{count}` unformatted |
/// | i18next | two plurals, device → plural, Polish plural | one count per `t()`; no devices; `{{count}}` as `String(n)` |
@Suite("Same messages, every input format")
struct FormatMatrixTests {
    /// One render and the text it must give.
    struct Expectation: Sendable {
        let message: MatrixMessage
        let locale: String
        let device: Device
        let arguments: [MessageArgument]
        let text: String

        init(_ message: MatrixMessage, _ locale: String, on device: Device = .other, _ arguments: [MessageArgument], _ text: String) {
            self.message = message
            self.locale = locale
            self.device = device
            self.arguments = arguments
            self.text = text
        }
    }

    /// Texts written out by hand (U+00A0 is Polish's grouping separator).
    static var expectations: [Expectation] { twoPlurals + devicePlural + polishPlural + positional }

    private static let twoPlurals: [Expectation] = [
        Expectation(.twoPlurals, "en", [1, 10] as [MessageArgument], "Found 1 user having 10 devices"),
        Expectation(.twoPlurals, "en", on: .mac, [2, 1] as [MessageArgument], "Found 2 users having 1 device"),
        Expectation(.twoPlurals, "en", [0, 0] as [MessageArgument], "Found 0 users having 0 devices"),
        Expectation(.twoPlurals, "en", [1234, 1] as [MessageArgument], "Found 1,234 users having 1 device"),
        Expectation(.twoPlurals, "pl", [1, 1] as [MessageArgument], "Found 1 user having 1 device"),
    ]

    private static let devicePlural: [Expectation] = [
        (Device.iphone, "en", Int64(1), "1 song on this iPhone"), (.iphone, "en", 5, "5 songs on this iPhone"),
        (.mac, "en", 1, "1 song on this Mac"), (.mac, "en", 1000, "1,000 songs on this Mac"),
        (.ipad, "en", 1, "Songs: 1"), (.ipod, "en", 2, "Songs: 2"), (.applewatch, "en", 0, "Songs: 0"),
        (.other, "pl", 21, "Songs: 21"),
    ].map { Expectation(.devicePlural, $0.1, on: $0.0, [.int($0.2)], $0.3) }

    private static let polishPlural: [Expectation] = [
        Expectation(.polishPlural, "en", [.int(1)], "1 file"),
        Expectation(.polishPlural, "en", [.int(0)], "0 files"),
        Expectation(.polishPlural, "en", [.int(12345)], "12,345 files"),
        Expectation(.polishPlural, "pl-PL", on: .iphone, [.int(22)], "22 pliki"),
    ] + zip(FormatMatrix.polishCounts, [
        "0 plików", "1 plik", "2 pliki", "4 pliki", "5 plików", "11 plików", "12 plików", "14 plików", "21 plików",
        "22 pliki", "25 plików", "102 pliki", "111 plików", "112 plików", "122 pliki", "1001 plików", "12\u{A0}345 plików",
    ]).map { Expectation(.polishPlural, "pl", [.int($0.0)], $0.1) }

    private static let positional: [Expectation] = [
        Expectation(.positional, "en", [.string("Ala"), .string("Ola")], "Ala invited Ola"),
        Expectation(.positional, "pl", on: .mac, [.string("Ala"), .string("Ola")], "Ola ma zaproszenie od Ala"),
    ]

    /// The messages `format` writes.
    static func messages(of format: MatrixFormat) -> [MatrixMessage] {
        MatrixMessage.allCases.filter { format.excluded[$0] == nil }
    }

    @Test(arguments: FormatMatrix.all)
    func rendersTheWrittenOutTexts(_ format: MatrixFormat) throws {
        let c = try format.bundle()
        var checked = 0
        for e in Self.expectations where format.excluded[e.message] == nil {
            let text = c.string(e.message.key, locale: c.locale(e.locale), device: e.device, arguments: e.arguments)
            #expect(text == e.text, "\(format.name): \(e.message.key) \(e.locale) \(e.device) \(e.arguments)")
            checked += 1
        }
        #expect(checked >= 2)
    }

    @Test(arguments: FormatMatrix.all.dropFirst())
    func rendersLikeTheStringCatalog(_ format: MatrixFormat) throws {
        let reference = try FormatMatrix.stringCatalog.bundle(), c = try format.bundle()
        var compared = 0
        for message in Self.messages(of: format) {
            for locale in FormatMatrix.locales {
                for device in Device.allCases {
                    for arguments in message.argumentGrid {
                        let expected = reference.string(message.key, locale: reference.locale(locale), device: device, arguments: arguments)
                        let actual = c.string(message.key, locale: c.locale(locale), device: device, arguments: arguments)
                        #expect(actual == expected, "\(format.name): \(message.key) \(locale) \(device) \(arguments)")
                        compared += 1
                    }
                }
            }
        }
        let perLocaleAndDevice = Self.messages(of: format).map(\.argumentGrid.count).reduce(0, +)
        #expect(compared == perLocaleAndDevice * FormatMatrix.locales.count * Device.allCases.count)
        #expect(compared >= 32)
    }

    /// A format has exactly the messages it does not exclude, and says why
    /// for each one it does: nothing is skipped silently.
    @Test(arguments: FormatMatrix.all)
    func exclusionsAreExactlyTheMissingMessages(_ format: MatrixFormat) throws {
        let catalog = try format.load()
        #expect(catalog.diagnostics.filter { $0.severity != .note }.isEmpty, "\(format.name): \(catalog.diagnostics)")
        let keys = Set(catalog.entries.map(\.key))
        for message in MatrixMessage.allCases {
            if let reason = format.excluded[message] {
                #expect(!reason.isEmpty)
                #expect(!keys.contains(message.key), "\(format.name) writes \(message.key): remove it from the exclusions")
            } else {
                #expect(keys.contains(message.key), "\(format.name) lacks \(message.key) and does not say why")
            }
        }
    }

    /// The exclusions are the table above: a format that renders a message
    /// wrongly cannot be made to pass by excluding the message.
    @Test func exclusionsAreOnlyTheDocumentedOnes() {
        func formats(excluding message: MatrixMessage) -> Set<String> {
            Set(FormatMatrix.all.filter { $0.excluded[message] != nil }.map(\.name))
        }
        #expect(formats(excluding: .devicePlural) == [".strings", "ICU MessageFormat", "MessageFormat 2", "slang", "translatewiki",
                                                     "Swifternalization", "gettext", "Android", "Lingo", "i18next"])
        #expect(formats(excluding: .twoPlurals) == [".strings", "slang", "Swifternalization", "gettext", "Android", "Lingo", "i18next"])
        #expect(formats(excluding: .polishPlural) == [".strings", "gettext", "Android", "Lingo", "i18next"])
        #expect(formats(excluding: .positional).isEmpty)
        #expect(FormatMatrix.all.count == 16)
    }

    /// Formats that carry a String Catalog's own structure build the very
    /// message model of the String Catalog, not just the same renders: the
    /// XLIFF export for every message, and Transifex `<cds-root>` values
    /// (substitutions, device → plural). Other formats spell arguments their
    /// own way (`%d`, ICU `#`, a stringsdict's format per device), so only
    /// their renders are compared.
    @Test func catalogShapedFormatsBuildTheCatalogsModel() throws {
        let reference = try FormatMatrix.stringCatalog.load()
        func localizations(_ catalog: MessageCatalog, _ message: MatrixMessage) -> [String: Message]? {
            catalog.entries.first { $0.key == message.key }?.localizations
        }
        let shaped: [(format: String, messages: [MatrixMessage])] = [
            ("XLIFF (String Catalog export)", MatrixMessage.allCases),
            ("Transifex", [.twoPlurals, .devicePlural]),
        ]
        for (name, messages) in shaped {
            let catalog = try #require(FormatMatrix.all.first { $0.name == name }).load()
            for message in messages {
                let expected = try #require(localizations(reference, message))
                #expect(localizations(catalog, message) == expected, "\(name): \(message.key)")
            }
        }
    }
}
