import LocPack
@testable import LocPackCompiler
import Testing

/// MessageFormat 2 plurals written as one plural of texts with an exact
/// table and a NaN case (`Specs/programs.md`, "plural of texts", format 2.5)
/// render exactly as the general plural they replace. Messages written for
/// these tests.
@Suite struct MF2PluralTextsTests {
    static let messages = [
        ".input {$n :integer} .match $n 0 {{none}} one {{{$n} file}} * {{{$n} files}}",
        ".input {$n :number} .match $n 1 {{exactly one}} one {{one: {$n}}} few {{few {$n}!}} * {{{$n} items}}",
        ".input {$n :number minimumFractionDigits=1} .match $n 1.0 {{one point oh}} * {{{$n} units}}",
        ".input {$n :integer select=ordinal} .match $n one {{{$n}st}} two {{{$n}nd}} few {{{$n}rd}} * {{{$n}th}}",
        ".input {$n :percent} .match $n 50 {{half}} one {{{$n} one}} * {{{$n} other}}",
        ".input {$n :integer} .match $n 0 {{nothing for {$n}}} one {{{$n}}} * {{{$n} and text {$n}}}",
    ]

    /// `message` with every plural's bodies given an empty device choice:
    /// the same text, but no plural of texts can hold it.
    static func general(_ message: Message) -> Message {
        let blocker = MessageNode.device(DeviceChoice(cases: [.other: Message([])]))
        return Message(message.nodes.map { node in
            guard case .plural(var choice) = node else { return node }
            choice.categories = choice.categories.mapValues { Message($0.nodes + [blocker]) }
            choice.exact = choice.exact.map { ($0.value, Message($0.message.nodes + [blocker])) }
            return .plural(choice)
        })
    }

    @Test func rendersAsTheGeneralPlural() throws {
        let locales = ["en", "pl", "ar", "fr", "cy"]
        var entries: [CatalogEntry] = []
        for (m, source) in Self.messages.enumerated() {
            var fast: [String: Message] = [:], general: [String: Message] = [:]
            for locale in locales {
                let compiled = try MessageFormat2.compile(source, locale: locale, isolates: true)
                // The last message's `*` variant shows $n twice: it keeps the general plural.
                let isTexts = try ProgramEncoder.encode(compiled.message).first == ProgramFormat.Opcode.pluralTexts.rawValue
                #expect(isTexts == (m != Self.messages.count - 1), "\(source)")
                fast[locale] = compiled.message
                general[locale] = Self.general(compiled.message)
                #expect(try ProgramEncoder.encode(general[locale]!).first == ProgramFormat.Opcode.plural.rawValue)
            }
            entries.append(CatalogEntry(key: "fast\(m)", localizations: fast, location: SourceLocation(file: "t")))
            entries.append(CatalogEntry(key: "general\(m)", localizations: general, location: SourceLocation(file: "t")))
        }
        let catalog = try Catalog(bytes: BundleWriter.pack(MessageCatalog(sourceLanguage: "en", entries: entries)))
        let values: [MessageArgument] = (0...12).map { .int(Int64($0)) } + [21, 22, 101, 1000, -1, .double(0.5), .double(1), .double(1.0e3),
                                         .double(0.01), .uint(3), "1", "2.50", "abc", "", .missing]
        var compared = 0
        for locale in locales {
            for m in Self.messages.indices {
                for value in values {
                    let fast = Self.render(catalog, "fast\(m)", catalog.locale(locale), value)
                    let general = Self.render(catalog, "general\(m)", catalog.locale(locale), value)
                    #expect(fast.text == general.text, "\(locale) \(Self.messages[m]) \(value)")
                    #expect(fast.errors == general.errors, "\(locale) \(Self.messages[m]) \(value): errors")
                    #expect(fast.status == general.status, "\(locale) \(Self.messages[m]) \(value): status")
                    compared += 1
                }
            }
        }
        #expect(compared == locales.count * Self.messages.count * values.count)
        #expect(Self.render(catalog, "fast0", catalog.locale("en"), 0).text == "none")
        #expect(Self.render(catalog, "fast0", catalog.locale("en"), .missing)
                == (text: "\u{2068}{$n}\u{2069} files", errors: ["unresolved-variable", "bad-operand", "bad-selector"],
                    status: [.formatErrors]))
    }

    private static func render(_ catalog: Catalog, _ key: String, _ locale: LocaleHandle,
                               _ argument: MessageArgument) -> (text: String, errors: [String], status: RenderStatus) {
        withUnsafeTemporaryAllocation(byteCount: 512, alignment: 8) { storage in
            var sink = UTF8Sink(storage)
            let result = withArguments(argument) { catalog.render(key, locale: locale, arguments: $0, into: &sink) }
            return (String(decoding: UnsafeRawBufferPointer(rebasing: storage[0..<sink.writtenCount]), as: UTF8.self),
                    result.errors.map(\.name), result.status)
        }
    }
}
