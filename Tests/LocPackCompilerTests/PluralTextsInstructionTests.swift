import Foundation
@testable import LocPack
@testable import LocPackCompiler
import Testing

private typealias Support = ImporterTestSupport

/// Format 2.2's plural of texts (`Specs/programs.md`): a plural whose bodies
/// are text around at most its own argument or `#`, in one instruction.
/// It must render exactly as the general plural instruction does.
@Suite("Plural-of-texts instruction")
struct PluralTextsInstructionTests {
    private static let lld = FormatSpec(conversion: UInt8(ascii: "d"), length: .ll)
    private static let oneDecimal = FormatSpec(conversion: UInt8(ascii: "f"), precision: 1)
    private typealias Op = ProgramFormat.Opcode

    private static func plural(_ categories: [PluralCategory: Message], spec: FormatSpec = lld, ordinal: Bool = false,
                               appleZero: Bool = false, exact: [(value: String, message: Message)] = [], offset: Int = 0) -> Message {
        Message([.plural(PluralChoice(argumentIndex: 1, operandSpec: spec, rules: (ordinal ? .cldrOrdinal : (appleZero ? .appleCardinal : .cldrCardinal)), offset: offset, exact: exact,
                                      categories: categories))])
    }

    /// Bodies of every shape the instruction holds: text only, the argument
    /// with text on both sides, `#`, and a literal `%`.
    private static func bodies(_ spec: FormatSpec) -> [PluralCategory: Message] {
        [.zero: Message([.text("no files")]),
         .one: Message([.argument(index: 1, spec: spec), .text(" file")]),
         .two: Message([.text("a pair: "), .pluralNumber]),
         .few: Message([.text("["), .argument(index: 1, spec: spec), .text("] files, 100"),
                        .argument(index: 1, spec: FormatSpec(conversion: UInt8(ascii: "%")))]),
         .other: Message([.pluralNumber, .text(" files")])]
    }

    @Test func encodesAsOneInstruction() throws {
        let program = try ProgramEncoder.encode(Self.plural([.one: Message([.argument(index: 1, spec: Self.lld), .text(" photo")]),
                                                             .other: Message([.argument(index: 1, spec: Self.lld), .text(" photos")])]))
        typealias Layout = ProgramFormat.PluralTexts
        #expect(program[0] == Op.pluralTexts.rawValue && program[1] == 1)
        #expect(Array(program[2..<9]) == Self.lld.encoded)
        #expect(Int(program[10]) | Int(program[11]) << 8 == program.count)
        #expect(program.count == Layout.tableEnd + " photo".utf8.count + " photos".utf8.count)
        // zero absent; one: start, prefix 0, suffix 6, the argument.
        #expect(Array(program[12..<14]) == [0xFF, 0xFF])
        let one = Layout.headerSize + Layout.entrySize
        #expect(Array(program[one..<one + 8]) == [UInt8(Layout.tableEnd), 0, 0, 0, 6, 0, Layout.Placeholder.argument.rawValue, 0])
    }

    /// `=N` cases, an offset, another argument, another spec, two
    /// placeholders or a nested choice keep the general plural.
    @Test func otherShapesKeepTheGeneralPlural() throws {
        let text = Message([.text("x")])
        let shapes: [Message] = [
            Self.plural([.other: text], exact: [(value: "0", message: text)]),
            Self.plural([.other: text], offset: 1),
            Self.plural([.other: Message([.argument(index: 2, spec: Self.lld)])]),
            Self.plural([.other: Message([.argument(index: 1, spec: FormatSpec(conversion: UInt8(ascii: "d")))])]),
            Self.plural([.other: Message([.pluralNumber, .text(" of "), .pluralNumber])]),
            Self.plural([.other: Message([.device(DeviceChoice(cases: [.other: text]))])]),
        ]
        for shape in shapes { #expect(try ProgramEncoder.encode(shape).first == Op.plural.rawValue) }
    }

    /// Differential: each plural beside the same plural with an `=N` case
    /// no value reaches, which the encoder writes as the general plural.
    /// Every locale, rule kind, spec and value renders the same through both.
    @Test func rendersAsTheGeneralPlural() throws {
        let unreachable: [(value: String, message: Message)] = [(value: "987654", message: Message([.text("never")]))]
        var entries: [CatalogEntry] = []
        var names: [String] = []
        for (s, spec) in [Self.lld, Self.oneDecimal].enumerated() {
            for ordinal in [false, true] {
                for appleZero in [false, true] {
                    let name = "\(s)-\(ordinal)-\(appleZero)"
                    names.append(name)
                    let locales = ["en", "pl", "ar", "fr", "ru", "cy"]
                    let fast = Self.plural(Self.bodies(spec), spec: spec, ordinal: ordinal, appleZero: appleZero)
                    let general = Self.plural(Self.bodies(spec), spec: spec, ordinal: ordinal, appleZero: appleZero, exact: unreachable)
                    #expect(try ProgramEncoder.encode(fast).first == Op.pluralTexts.rawValue)
                    #expect(try ProgramEncoder.encode(general).first == Op.plural.rawValue)
                    for (key, message) in [("fast-" + name, fast), ("general-" + name, general)] {
                        entries.append(CatalogEntry(key: key, localizations: Dictionary(uniqueKeysWithValues: locales.map { ($0, message) }),
                                                    location: SourceLocation(file: "test")))
                    }
                }
            }
        }
        let catalog = try Support.bundle(MessageCatalog(sourceLanguage: "en", entries: entries))
        // Integers 0…999 take the plural of texts' short way (an `.int`
        // under `%lld`); the rest, and every `%.1f`, its general way.
        let values: [MessageArgument] = (0...30).map { .int(Int64($0)) } + [99, 100, 101, 102, 111, 999, 1000, 1_000_000, -1,
                                         .double(0), .double(1), .double(1.5), .double(2.0), .uint(3), "4", "text"]
        var compared = 0
        for locale in ["en", "pl", "ar", "fr", "ru", "cy"] {
            let handle = catalog.locale(locale)
            for name in names {
                for value in values {
                    let fast = Self.render(catalog, "fast-" + name, handle, [value])
                    let general = Self.render(catalog, "general-" + name, handle, [value])
                    #expect(fast.text == general.text, "\(locale) \(name) \(value)")
                    #expect(fast.status == general.status, "\(locale) \(name) \(value): status")
                    compared += 1
                }
                // No argument: selects as 0, shows the missing-argument marker.
                #expect(catalog.string("fast-" + name, locale: handle, arguments: [])
                        == catalog.string("general-" + name, locale: handle, arguments: []))
            }
        }
        #expect(compared == 6 * 8 * values.count)
        #expect(catalog.string("fast-0-false-false", locale: catalog.locale("pl"), arguments: [3]) == "[3] files, 100%")
        #expect(catalog.string("fast-0-false-true", locale: catalog.locale("en"), arguments: [0]) == "no files")
        #expect(catalog.string("fast-1-false-false", locale: catalog.locale("en"), arguments: [.double(1)]) == "1.0 files")
    }

    /// Text around a plural of texts goes into every case's text, so
    /// "Found %#@users@ having %#@devices@" is two instructions, not four;
    /// text longer than the fold limit, or after a placeholder, stays its
    /// own. Each shape renders exactly as the same message with general
    /// plurals (an unreachable `=N` case keeps them general, and unfolded).
    @Test func textAroundAPluralFoldsIntoIt() throws {
        let unreachable: [(value: String, message: Message)] = [(value: "987654", message: Message([.text("never")]))]
        func plural(_ general: Bool, argument: Int = 1) -> MessageNode {
            let bodies: [PluralCategory: Message] = [
                .one: Message([.argument(index: argument, spec: Self.lld), .text(" user")]),
                .few: Message([.pluralNumber, .text(" users")]),
                .other: Message([.argument(index: argument, spec: Self.lld), .text(" users")])]
            return .plural(PluralChoice(argumentIndex: argument, operandSpec: Self.lld, rules: .cldrCardinal, offset: 0,
                                        exact: general ? unreachable : [], categories: bodies))
        }
        let percent = MessageNode.argument(index: 1, spec: FormatSpec(conversion: UInt8(ascii: "%")))
        let long = String(repeating: "x", count: ProgramEncoder.maximumFoldedText + 1)
        // (nodes, instructions in the folded program)
        let shapes: [(name: String, nodes: (Bool) -> [MessageNode], instructions: Int)] = [
            ("before", { [.text("Found "), plural($0)] }, 1),
            ("after", { [plural($0), .text(" found, 100"), percent] }, 1),
            ("around", { [.text("Found "), plural($0), .text(" here")] }, 1),
            ("two", { [.text("Found "), plural($0), .text(" having "), plural($0, argument: 2), .text("!")] }, 2),
            ("long", { [.text(long), plural($0), .text(long)] }, 3),
            ("placeholder before", { [.argument(index: 2, spec: Self.lld), .text(" of "), plural($0), .text(".")] }, 2),
        ]
        var entries: [CatalogEntry] = []
        let locales = ["en", "pl", "ar"]
        for shape in shapes {
            let folded = try ProgramEncoder.encode(Message(shape.nodes(false)))
            #expect(Self.instructionCount(folded) == shape.instructions, "\(shape.name)")
            for (key, message) in [("folded-" + shape.name, Message(shape.nodes(false))), ("general-" + shape.name, Message(shape.nodes(true)))] {
                entries.append(CatalogEntry(key: key, localizations: Dictionary(uniqueKeysWithValues: locales.map { ($0, message) }),
                                            location: SourceLocation(file: "test")))
            }
        }
        let catalog = try Support.bundle(MessageCatalog(sourceLanguage: "en", entries: entries))
        for locale in locales {
            for shape in shapes {
                for (a, b) in [(1, 3), (3, 1), (22, 5), (0, 0)] as [(Int64, Int64)] {
                    let folded = Self.render(catalog, "folded-" + shape.name, catalog.locale(locale), [.int(a), .int(b)])
                    let general = Self.render(catalog, "general-" + shape.name, catalog.locale(locale), [.int(a), .int(b)])
                    #expect(folded.text == general.text && folded.status == general.status, "\(locale) \(shape.name) \(a) \(b)")
                }
            }
        }
        #expect(catalog.string("folded-two", locale: catalog.locale("en"), arguments: [1, 3]) == "Found 1 user having 3 users!")
    }

    /// How many instructions a program of text, text-around and plural-of-
    /// texts instructions holds, walking their lengths.
    private static func instructionCount(_ program: [UInt8]) -> Int {
        var pc = 0, count = 0
        while pc < program.count {
            switch Op(rawValue: program[pc]) {
            case .pluralTexts: pc += Int(program[pc + 10]) | Int(program[pc + 11]) << 8
            case .text: pc += ProgramFormat.textHeaderSize + Int(program[pc + 1]) | Int(program[pc + 2]) << 8
            case .textAroundArgument:
                let h = ProgramFormat.textAroundArgumentHeaderSize
                pc += h + (Int(program[pc + h - 4]) | Int(program[pc + h - 3]) << 8) + (Int(program[pc + h - 2]) | Int(program[pc + h - 1]) << 8)
            default: return -1
            }
            count += 1
        }
        return count
    }

    /// The text and status of one render by key text.
    private static func render(_ catalog: Catalog, _ key: String, _ locale: LocaleHandle,
                               _ arguments: [MessageArgument]) -> (text: String, status: RenderStatus) {
        var storage = [UInt8](repeating: 0, count: 256)
        let (status, count) = storage.withUnsafeMutableBytes { raw in
            arguments.withUnsafeBufferPointer { args in
                var sink = UTF8Sink(raw)
                let status = catalog.render(key, locale: locale, arguments: args, into: &sink).status
                return (status, sink.writtenCount)
            }
        }
        return (String(decoding: storage[0..<count], as: UTF8.self), status)
    }

    /// Whether a plural nested `levels` choices deep encodes does not
    /// depend on whether it is a plural of texts: its bodies count one
    /// level deeper either way.
    @Test func nestingLimitIsTheGeneralPlurals() throws {
        let bodies: [PluralCategory: Message] = [.other: Message([.pluralNumber, .text(" files")])]
        for levels in (BundleFormat.maximumNesting - 3)...(BundleFormat.maximumNesting + 1) {
            func nested(_ inner: Message) -> Message {
                (0..<levels).reduce(inner) { body, _ in Message([.device(DeviceChoice(cases: [.other: body]))]) }
            }
            let fast = nested(Self.plural(bodies))
            let general = nested(Self.plural(bodies, exact: [(value: "987654", message: Message([.text("never")]))]))
            let fastEncodes = (try? ProgramEncoder.encode(fast)) != nil
            #expect(fastEncodes == ((try? ProgramEncoder.encode(general)) != nil), "\(levels) levels")
        }
    }

    /// Without `other`, a category with no body is no match: the render
    /// falls back to the next locale, as for the general plural.
    @Test func absentOtherIsNoMatch() throws {
        let message = Self.plural([.one: Message([.argument(index: 1, spec: Self.lld), .text(" Datei")])])
        #expect(try ProgramEncoder.encode(message).first == Op.pluralTexts.rawValue)
        let catalog = try Support.bundle(MessageCatalog(sourceLanguage: "en", entries: [
            CatalogEntry(key: "k", localizations: ["en": Self.plural([.other: Message([.pluralNumber, .text(" files")])]), "de": message],
                         location: SourceLocation(file: "test")),
        ]))
        let de = catalog.locale("de")
        #expect(catalog.string("k", locale: de, arguments: [1]) == "1 Datei")
        #expect(catalog.string("k", locale: de, arguments: [4]) == "4 files")
    }
}
