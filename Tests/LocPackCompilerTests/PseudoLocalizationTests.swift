import Foundation
import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

/// Pseudo-localization (`Specs/pseudo-localization.md`): `en-XA` and `ar-XB`
/// made from the source language render every message of the example
/// catalog with the same arguments and case choices as the source.
@Suite("Pseudo-localization")
struct PseudoLocalizationTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Localizable.xcstrings").path

    static func exampleWithPseudoLocales(_ transforms: Set<PseudoLocalization.Transform>) throws -> Catalog {
        let result = try BundleBuilder.build(inputs: [example], options: BuildOptions(pseudo: PseudoLocalization(transforms: transforms)),
                                             packing: .init(compression: .none, level: 1))
        return try Catalog(bytes: #require(result.bundle))
    }

    /// Undoes the transforms on rendered text: what the source must have rendered.
    static func plain(_ text: String) -> String {
        var out = text
        if out.hasPrefix("["), out.hasSuffix("]") { out = String(out.dropFirst().dropLast()) }
        out.unicodeScalars.removeAll { $0 == "~" || $0 == "\u{202E}" || $0 == "\u{202C}" }
        let back = Dictionary(uniqueKeysWithValues: PseudoLocalization.accentedLetters.map { ($0.value, $0.key) })
        return String(String.UnicodeScalarView(out.unicodeScalars.map { back[$0] ?? $0 }))
    }

    @Test func everyMessageChoosesTheSourceCases() throws {
        let catalog = try Self.exampleWithPseudoLocales([.accented, .bounded, .long, .rtl])
        let source = catalog.sourceLocale
        let pseudoLocales = ["en-XA", "ar-XB"].map { catalog.locale($0) }
        #expect(pseudoLocales.map { catalog.identifier(of: $0) } == ["en-XA", "ar-XB"])
        var compared = 0
        for id in 0..<catalog.keyCount {
            let key = KeyHandle(id: id)
            let (text, table) = catalog.key(of: key)
            let kinds = catalog.argumentKinds(of: key, locale: source)
            for value in [0, 1, 2, 3, 5, 11, 22, 101, 1_234_567] as [Int64] {
                let arguments: [MessageArgument] = kinds.enumerated().map { i, kind in
                    switch kind {
                    case .string?: .string("Ada")
                    case .floatingPoint?: .double(Double(value) + 0.5)
                    default: .int(value &+ Int64(i))
                    }
                }
                for device in [Device.other, .iphone, .mac, .applewatch] {
                    let expected = catalog.string(text, table: table, locale: source, device: device, arguments: arguments)
                    for locale in pseudoLocales {
                        let pseudo = catalog.string(text, table: table, locale: locale, device: device, arguments: arguments)
                        #expect(Self.plain(pseudo) == expected, "\(text) in \(catalog.identifier(of: locale)) with \(arguments) on \(device)")
                        #expect(pseudo != expected || !expected.contains(where: \.isLetter), "\(text): not pseudo-localized")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared == catalog.keyCount * 9 * 4 * 2)
    }

    /// A source plural with `two` and `few` cases English never chooses:
    /// `ar-XB` must still choose as English does (Arabic picks `few` for 3),
    /// and write numbers as English does.
    @Test func rightToLeftUsesTheSourceRules() throws {
        try withScratchDirectory { folder in
            func unit(_ value: String) -> String { #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"# }
            let strings = #""%lld items": {"localizations": {"en": {"variations": {"plural": {"one": \#(unit("%lld item")), "two": \#(unit("%lld pair")), "few": \#(unit("%lld few")), "other": \#(unit("%lld items"))}}}}}"#
            try Data(#"{"sourceLanguage": "en", "version": "1.0", "strings": {\#(strings)}}"#.utf8)
                .write(to: folder.appendingPathComponent("Localizable.xcstrings"))
            let result = try BundleBuilder.build(inputs: [folder.path], options: BuildOptions(pseudo: PseudoLocalization(transforms: [.rtl])))
            let catalog = try Catalog(bytes: #require(result.bundle))
            let arXB = catalog.locale("ar-XB")
            for n in [0, 1, 2, 3, 11, 1_234_567] as [Int64] {
                let english = catalog.string("%lld items", locale: catalog.sourceLocale, arguments: [.int(n)])
                #expect(Self.plain(catalog.string("%lld items", locale: arXB, arguments: [.int(n)])) == english)
            }
            #expect(catalog.string("%lld items", locale: catalog.sourceLocale, arguments: [.int(3)]) == "3 items")
        }
    }

    @Test func transforms() {
        typealias P = PseudoLocalization
        #expect(P.accentedLetters.count == 52)
        #expect(P.transformText("Settings", [.accented], expansion: 40) == "Šéţţîñĝš")
        #expect(P.transformText("Settings", [.long], expansion: 40) == "Settings~~~~")
        #expect(P.transformText("Tap here", [.rtl], expansion: 40) == "\u{202E}Tap\u{202C} \u{202E}here\u{202C}")
        let message = Message([.text("Open "), .argument(index: 1, spec: FormatSpec(conversion: UInt8(ascii: "@"))), .text(" now")])
        let bounded = P.transform(message, [.bounded, .accented], expansion: 40, outermost: true)
        #expect(bounded.nodes == [.text("[Öþéñ "), .argument(index: 1, spec: FormatSpec(conversion: UInt8(ascii: "@"))), .text(" ñöŵ]")])
        #expect(P(transforms: [.accented, .rtl]).locales.map(\.identifier) == ["en-XA", "ar-XB"])
        #expect(P(transforms: [.rtl]).locales.map(\.identifier) == ["ar-XB"])
    }

    @Test func aPseudoLocaleIsReachedOnlyByItsName() throws {
        let catalog = try Self.exampleWithPseudoLocales([.accented, .rtl])
        let ar = catalog.locale("ar"), arXB = catalog.locale("ar-XB")
        #expect(catalog.identifier(of: ar) == "ar")
        #expect(catalog.identifier(of: arXB) == "ar-XB")
        #expect(catalog.identifier(of: catalog.locale("ar_xb")) == "ar-XB")
        #expect(catalog.identifier(of: catalog.negotiateLocale(acceptLanguage: "ar-EG, en;q=0.5")) == "ar")
        #expect(catalog.identifier(of: catalog.locale("en-GB")) == "en")
        #expect(catalog.fallbackChain(of: arXB).map { catalog.identifier(of: $0) } == ["ar-XB", "en"])
        #expect(catalog.report.locales.filter(\.isPseudoLocale).map(\.identifier) == ["ar-XB", "en-XA"])
    }
}
