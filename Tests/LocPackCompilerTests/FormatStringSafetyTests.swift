import Foundation
import LocPack
@testable import LocPackCompiler
import Testing

/// Translations come from strangers and arguments from code that may be out
/// of date: for every conversion, the packer refuses a translation that would
/// read an argument as another type or at another position than the source
/// language, and the renderer never reads what it was not given — a missing
/// or unusable argument becomes a visible marker and a status flag.
@Suite struct FormatStringSafetyTests {
    /// Every conversion the parser accepts, with its class.
    static let specifiers: [(spec: String, kind: FormatSpec.ArgumentKind)] = [
        ("d", .signedInteger), ("i", .signedInteger), ("ld", .signedInteger), ("lld", .signedInteger),
        ("hhd", .signedInteger), ("qd", .signedInteger), ("zd", .signedInteger),
        ("u", .unsignedInteger), ("lu", .unsignedInteger), ("x", .unsignedInteger), ("X", .unsignedInteger),
        ("o", .unsignedInteger), ("c", .unsignedInteger), ("C", .unsignedInteger), ("p", .unsignedInteger),
        ("f", .floatingPoint), ("F", .floatingPoint), ("e", .floatingPoint), ("E", .floatingPoint),
        ("g", .floatingPoint), ("G", .floatingPoint), ("a", .floatingPoint), ("A", .floatingPoint),
        ("@", .string), ("s", .string), ("S", .string),
    ]

    static func key(_ spec: String) -> String { "value %1$\(spec)" }

    /// One bundle with a message per specifier (source en, translation de).
    static let catalog: Catalog = {
        var strings: [String: Any] = [:]
        for (spec, _) in specifiers {
            func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
            strings[key(spec)] = ["localizations": ["en": unit(key(spec)), "de": unit("Wert %1$\(spec)")]]
        }
        strings["swapped"] = ["localizations": ["en": ["stringUnit": ["state": "translated", "value": "%1$@ has %2$lld"]]]]
        let data = try! JSONSerialization.data(withJSONObject: ["sourceLanguage": "en", "version": "1.0", "strings": strings])
        return try! ImporterTestSupport.bundle(StringCatalogImporter.importCatalog(data: data, file: "Localizable.xcstrings"))
    }()

    static func render(_ key: String, _ arguments: [MessageArgument], locale: String = "de") -> (text: String, status: RenderStatus) {
        var buffer = [UInt8](repeating: 0, count: 256)
        return buffer.withUnsafeMutableBytes { raw in
            var sink = UTF8Sink(raw)
            let status = arguments.withUnsafeBufferPointer { args in
                catalog.render(key, locale: catalog.locale(locale), arguments: args, into: &sink).status
            }
            return (String(decoding: raw[0..<sink.writtenCount], as: UTF8.self), status)
        }
    }

    static var specs: [String] { specifiers.map(\.spec) }

    @Test(arguments: specs)
    func tooFewArgumentsWriteTheMarker(_ spec: String) {
        let (text, status) = Self.render(Self.key(spec), [])
        #expect(text == "Wert ⟦1⟧")
        #expect(status.contains(.missingArgument))
    }

    @Test(arguments: specifiers)
    func rightlyTypedArgumentsAreClean(_ spec: String, _ kind: FormatSpec.ArgumentKind) {
        let argument: MessageArgument = switch kind {
        case .signedInteger: .int(65)
        case .unsignedInteger: .uint(65)
        case .floatingPoint: .double(2.5)
        default: .string("x")
        }
        let (text, status) = Self.render(Self.key(spec), [argument])
        #expect(status.isClean, "\(status)")
        #expect(text.hasPrefix("Wert ") && text.count > 5 && !text.contains("⟦"))
    }

    /// Text that is not a number, for any numeric conversion, and a
    /// fractional or non-finite double for an integer conversion, cannot
    /// stand for the placeholder: the marker is written, never a made-up number.
    @Test(arguments: specifiers)
    func unusableArgumentsWriteTheMarker(_ spec: String, _ kind: FormatSpec.ArgumentKind) {
        guard kind != .string else { return }
        var unusable: [MessageArgument] = [.string("abc"), .string("")]
        if kind != .floatingPoint {
            unusable += [.double(2.5), .double(.nan), .double(.infinity), .double(-1e300), .string("2.5")]
        }
        for argument in unusable {
            let (text, status) = Self.render(Self.key(spec), [argument])
            #expect(text == "Wert ⟦1⟧", "%\(spec) with \(argument)")
            #expect(status.contains(.mismatchedArgument) && !status.isClean)
        }
    }

    /// Conversions that lose nothing are made and reported.
    @Test(arguments: specifiers)
    func losslessConversionsAreReported(_ spec: String, _ kind: FormatSpec.ArgumentKind) {
        let (argument, expected): (MessageArgument, MessageArgument) = switch kind {
        case .floatingPoint: (.int(3), .double(3))
        case .string: (.int(-7), .string("-7"))
        default: (.double(3), .int(3))
        }
        let converted = Self.render(Self.key(spec), [argument])
        let direct = Self.render(Self.key(spec), [expected])
        #expect(converted.text == direct.text, "%\(spec)")
        #expect(converted.status.contains(.convertedArgument))
        let numericText = Self.render(Self.key(spec), [.string("42")])
        #expect(!numericText.text.contains("⟦"), "%\(spec) with \"42\"")
    }

    /// Extreme values of every type through every conversion: bounded output, no trap.
    @Test(arguments: specs)
    func extremeValuesNeverTrap(_ spec: String) {
        let values: [MessageArgument] = [.int(.min), .int(.max), .uint(.max), .double(.nan), .double(-.infinity),
                                         .double(.greatestFiniteMagnitude), .double(-.leastNonzeroMagnitude),
                                         .string(String(repeating: "é", count: 300))]
        for value in values {
            let (text, _) = Self.render(Self.key(spec), [value])
            #expect(text.hasPrefix("Wert "))
        }
    }

    @Test func positionsAreReadAsNumbered() {
        #expect(Self.render("swapped", [.string("Ann")], locale: "en").text == "Ann has ⟦2⟧")
        #expect(Self.render("swapped", [.string("Ann"), .int(3)], locale: "en").text == "Ann has 3")
    }

    /// For every pair of conversions, a translation reading the source's
    /// argument with the other one is left out of the bundle exactly when
    /// the classes differ; reading an argument the source does not pass, or
    /// swapping positions, leaves it out too. The source is always kept.
    @Test(arguments: specifiers)
    func packerLeavesOutAnotherTypeOrPosition(_ source: String, _ sourceKind: FormatSpec.ArgumentKind) throws {
        for (translation, kind) in Self.specifiers {
            let catalog = try Self.messages(source: "n %1$\(source)", translation: "n %1$\(translation)")
            #expect(Self.leftOut(catalog) == (Self.lintClass(kind) != Self.lintClass(sourceKind)), "%\(source) translated as %\(translation)")
        }
        #expect(Self.leftOut(try Self.messages(source: "n %1$\(source)", translation: "n %1$\(source) %2$\(source)")))
        let other = sourceKind == .string ? "lld" : "@"
        #expect(Self.leftOut(try Self.messages(source: "%1$\(source) %2$\(other)", translation: "%2$\(source) %1$\(other)")))
    }

    /// Whether the linter leaves the `de` translation out (with a warning
    /// saying so) and keeps the `en` source.
    static func leftOut(_ catalog: MessageCatalog) -> Bool {
        var checked = catalog
        let diagnostics = Linter.apply(&checked)
        let gone = checked.entries[0].localizations["de"] == nil
        #expect(checked.entries[0].localizations["en"] != nil)
        #expect(gone == diagnostics.contains { $0.omitted?.locale == "de" && $0.severity == .warning })
        return gone
    }

    /// Signed and unsigned integers are one class for the packer: the caller
    /// passes one integer either way (`Specs/lint.md` §2).
    static func lintClass(_ kind: FormatSpec.ArgumentKind) -> FormatSpec.ArgumentKind {
        kind == .unsignedInteger ? .signedInteger : kind
    }

    /// `%n` (which writes through a pointer in C) is never packed as a
    /// conversion: a translation using it, in a message that takes
    /// arguments, is left out; a message that takes none is literal text.
    @Test func percentNIsRefused() throws {
        var catalog = try Self.messages(source: "n %d", translation: "n %n")
        #expect(Linter.apply(&catalog).map(\.description) == [
            #"Pairs.xcstrings: $.strings["k"].localizations.de: warning: de: not a valid format string: '%n' is not allowed (at offset 2); translation left out (key 'k', table Pairs)"#,
        ])
        #expect(catalog.entries[0].localizations["de"] == nil)
        var literal = try Self.messages(source: "n %n", translation: "N %n")
        #expect(Linter.apply(&literal).isEmpty)
        #expect(literal.entries[0].localizations["de"]?.nodes == [.text("N %n")])
    }

    static func messages(source: String, translation: String) throws -> MessageCatalog {
        func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
        let data = try JSONSerialization.data(withJSONObject: [
            "sourceLanguage": "en", "version": "1.0",
            "strings": ["k": ["localizations": ["en": unit(source), "de": unit(translation)]]],
        ])
        return try StringCatalogImporter.importCatalog(data: data, file: "Pairs.xcstrings")
    }
}
