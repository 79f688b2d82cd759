import Foundation
@testable import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

private typealias Support = ImporterTestSupport

/// The instructions of format 2.13 (`Specs/programs.md`): text around a
/// value, which folds the text on either side of a MessageFormat 2
/// placeholder into one instruction, and the string select, which reports
/// a `:string` selector's missing argument itself instead of an errors-only
/// value before a select.
@Suite("MessageFormat 2 instructions")
struct MF2InstructionTests {
    typealias Op = ProgramFormat.Opcode

    /// The opcodes of a program's top-level instructions up to its first
    /// that is not text (the rest are not read).
    static func topLevelOpcodes(_ program: [UInt8]) -> [UInt8] {
        var opcodes: [UInt8] = []
        var pc = 0
        while pc < program.count {
            opcodes.append(program[pc])
            guard program[pc] == Op.text.rawValue, pc + 5 <= program.count else { break }
            pc += ProgramFormat.textHeaderSize + program[(pc + 1)..<(pc + 5)].reversed().reduce(0) { $0 << 8 | Int($1) }
        }
        return opcodes
    }

    @Test func aPlaceholderTakesTheTextOnEitherSide() throws {
        let compiled = try MessageFormat2.compile("Hi {$name}, you have {$n :integer} new", locale: "en")
        let program = try ProgramEncoder.encode(compiled.message)
        // Text around a value: u16 prefix length, u16 suffix length, the prefix, the value instruction, the suffix.
        #expect(program[0] == Op.textAroundValue.rawValue)
        let prefix = Int(program[1]) | Int(program[2]) << 8, suffix = Int(program[3]) | Int(program[4]) << 8
        #expect(Array(program[5..<(5 + prefix)]) == Array("Hi ".utf8))
        #expect(program[5 + prefix] == Op.value.rawValue)
        #expect(suffix == ", you have ".utf8.count)
        // The second placeholder takes only the text after it: the first took the text between them.
        let second = try #require(program.indices.dropFirst(5 + prefix + 1).first { i in
            program[i] == Op.textAroundValue.rawValue && program[i + 1] == 0 && program[i + 2] == 0
        })
        #expect(Array(program[(program.count - 4)...]) == Array(" new".utf8))
        #expect(second > 5 + prefix)
    }

    @Test func aPlaceholderWithoutTextIsAValueAlone() throws {
        let compiled = try MessageFormat2.compile("{$n :integer}", locale: "en")
        #expect(try ProgramEncoder.encode(compiled.message).first == Op.value.rawValue)
    }

    /// Each message's program renders as the same nodes encoded one by one
    /// (texts and lone value instructions, the 2.12 encoding), for
    /// arguments given, missing, of the wrong type, in a left-to-right and
    /// a right-to-left locale.
    @Test(arguments: ["en", "ar"])
    func textAroundAValueRendersAsTheUnfoldedInstructions(_ locale: String) throws {
        let sources = [
            "Hi {$name}, you have {$n :integer} new",
            "{$n :number minimumFractionDigits=2} GB",
            "size: {$n}",
            "{$name :string} and {|lit|} and {$n :unknown} end",
            "{#b}bold{/b} {$n :integer signDisplay=always}!",
            "Total {$n :currency currency=EUR}",
        ]
        let argumentLists: [[String: MessageArgument]] = [
            ["name": "Ada", "n": .int(3)], ["name": "Bo", "n": .double(1234.5)], [:], ["name": .int(7), "n": "many"],
            ["n": .int(-2)],
        ]
        for source in sources {
            let compiled = try MessageFormat2.compile(source, locale: locale)
            let folded = try ProgramEncoder.encode(compiled.message)
            var unfolded: [UInt8] = []
            for node in compiled.message.nodes { unfolded += try ProgramEncoder.encode(Message([node])) }
            #expect(folded != unfolded, "\(source) folds no text")
            try Self.expectSameRenders(folded, unfolded, of: compiled, source: source, locale: locale, argumentLists)
        }
    }

    /// Expects `program` and `other`, two encodings of `compiled`'s message
    /// (from `source`) in `locale`, to render (fully) the same text and
    /// errors for each of `argumentLists` (arguments by name; a name not
    /// given is missing).
    static func expectSameRenders(_ program: [UInt8], _ other: [UInt8], of compiled: MessageFormat2.Compiled, source: String,
                                  locale: String, _ argumentLists: [[String: MessageArgument]]) throws {
        let bundle = try Support.bundle(Support.catalog("k", [locale: compiled.message], source: locale))
        let payload = try #require(bundle.payload(ofLocale: bundle.locale(locale).index))
        for named in argumentLists {
            let arguments = compiled.argumentNames.map { named[$0] ?? .missing }
            let a = run(program, arguments, payload), b = run(other, arguments, payload)
            #expect(a.outcome == .rendered)
            #expect(a.text == b.text, "\(locale) \(source) \(named)")
            #expect(a.errors == b.errors, "\(locale) \(source) \(named)")
        }
    }

    /// Runs `program` as the interpreter runs a message.
    static func run(_ program: [UInt8], _ arguments: [MessageArgument], _ payload: UnsafePointer<LocalePayload>)
        -> (outcome: Interpreter.Outcome, text: String, errors: [MessageErrorKind]) {
        var storage = [UInt8](repeating: 0, count: 1024)
        return storage.withUnsafeMutableBytes { raw in
            var sink = UTF8Sink(raw)
            return arguments.withUnsafeBufferPointer { args in
                program.withUnsafeBytes { view in
                    var interpreter = Interpreter(arguments: args, device: .other, width: 0, rules: payload, numbers: payload)
                    let outcome = interpreter.run(ByteView(view), into: &sink)
                    let text = String(decoding: UnsafeRawBufferPointer(rebasing: raw[0..<sink.writtenCount]), as: UTF8.self)
                    return (outcome, text, Array(interpreter.errors))
                }
            }
        }
    }

    /// An integer shifted by `:offset` takes the short ways (the value's
    /// and the plural's); the same number given as a double takes the
    /// general ones. Both must give the same text and errors, for shifts up
    /// and down, across the categories of English, Polish and Arabic, and
    /// at the edge of the integers, where the shift overflows and the
    /// number shows unshifted.
    @Test(arguments: ["en", "pl", "ar"])
    func anOffsetIntegerRendersAsTheSameDouble(_ locale: String) throws {
        for option in ["add=1", "subtract=1", "subtract=3", "add=99", "subtract=99"] {
            let source = ".input {$n :integer}\n.local $m = {$n :offset \(option)}\n.match $m\n"
                + "0 {{none: {$m}}}\none {{one: {$m}, {$n}}}\nfew {{few: {$m}}}\n* {{other: {$m} of {$n}}}"
            for n in Array(-6...30) + [101, 1_000_003] {
                let integer = try MF2Render.render(source, locale: locale, ["n": .int(Int64(n))])
                #expect(integer == (try MF2Render.render(source, locale: locale, ["n": .double(Double(n))])), "\(option) \(n)")
                #expect(!integer.text.isEmpty && integer.errors.isEmpty)
            }
            let edge = try MF2Render.render(source, locale: locale, ["n": .int(.max)])
            #expect(edge.errors.isEmpty, "\(option)")
        }
        let up = ".input {$n :integer}\n.local $m = {$n :offset add=2}\n{{{$m}}}"
        #expect(try MF2Render.render(up, ["n": .int(.max)]).text == "9,223,372,036,854,775,807")
        #expect(try MF2Render.render(up, ["n": .int(.max - 2)]).text == "9,223,372,036,854,775,807")
        #expect(try MF2Render.render(up, ["n": .int(40)]).text == "42")
    }

    static let stringSelector = ".input {$s :string}\n.match $s\nada {{Ada}}\n* {{someone}}"

    @Test func aStringSelectorIsOneInstruction() throws {
        let compiled = try MessageFormat2.compile(Self.stringSelector, locale: "en")
        #expect(Self.topLevelOpcodes(try ProgramEncoder.encode(compiled.message)) == [Op.stringSelect.rawValue])
    }

    @Test func aStringSelectReportsOnlyAMissingArgument() throws {
        #expect(try MF2Render.render(Self.stringSelector, ["s": "ada"]) == .init(text: "Ada", errors: []))
        #expect(try MF2Render.render(Self.stringSelector, ["s": "Bo"]) == .init(text: "someone", errors: []))
        #expect(try MF2Render.render(Self.stringSelector, ["s": .int(1)]) == .init(text: "someone", errors: []))
        #expect(try MF2Render.render(Self.stringSelector, [:]) == .init(text: "someone", errors: ["unresolved-variable"]))
    }

    /// A select written by ICU and i18next importers stays a select: a
    /// missing argument there is no MessageFormat 2 error.
    @Test func aSelectOfOtherFormatsReportsNothing() throws {
        let select = SelectChoice(argumentIndex: 1, cases: [(value: "a", message: .text("A"))], other: .text("?"))
        let program = try ProgramEncoder.encode(Message([.select(select)]))
        #expect(program.first == Op.select.rawValue)
        let bundle = try Support.bundle(Support.catalog("k", ["en": Message([.select(select)])]))
        let payload = try #require(bundle.payload(ofLocale: bundle.locale("en").index))
        #expect(Self.run(program, [], payload).errors.isEmpty)
        var reporting = select
        reporting.reportsMissingArgument = true
        let stringSelect = try ProgramEncoder.encode(Message([.select(reporting)]))
        #expect(stringSelect.first == Op.stringSelect.rawValue)
        #expect(Self.run(stringSelect, [], payload).errors == [.unresolvedVariable])
        #expect(Self.run(stringSelect, [.missing], payload).errors == [.unresolvedVariable])
        #expect(Self.run(stringSelect, ["a"], payload).text == "A")
    }
}
