import Foundation
@testable import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

private typealias Support = ImporterTestSupport

/// The interpreter reads the fields of a choice table and of a text or
/// argument instruction without a bounds check each, once one check has
/// proved the whole table or instruction lies in the program. Damaged
/// programs of every choice kind must still end as rendered, no match or
/// corrupt: never a crash and never a read outside the program (debug
/// builds assert every unchecked read).
@Suite("Corrupt choice programs")
struct CorruptChoiceProgramTests {
    private static let lld = FormatSpec(conversion: UInt8(ascii: "d"), length: .ll)

    /// Text, arguments, a plural with an `=N` case and `#`, a select holding
    /// a plural of texts, a device choice and a width choice, nested.
    static let message: Message = {
        let plural = PluralChoice(
            argumentIndex: 1, rules: .appleCardinal, offset: 1, exact: [(value: "0", message: .text("none"))],
            categories: [.one: Message([.pluralNumber, .text(" file")]),
                         .other: Message([.argument(index: 1, spec: lld), .text(" files "),
                                          .device(DeviceChoice(cases: [.mac: .text("on Mac"), .other: .text("here")]))])])
        let texts = PluralChoice(argumentIndex: 1,
                                 rules: .appleCardinal, categories: [.zero: .text("none"), .one: Message([.argument(index: 1, spec: lld), .text(" item")]),
                                              .other: Message([.text("items: "), .pluralNumber])])
        let select = SelectChoice(argumentIndex: 2, cases: [(value: "a", message: Message([.text("A "), .plural(texts)])),
                                                            (value: "bb", message: .text("B"))],
                                  other: .text("?"))
        let width = WidthChoice(cases: [10: .text("short"), 40: Message([.text("long "), .argument(index: 1, spec: lld)])])
        return Message([.text("start "), .plural(plural), .text(" "), .select(select), .text(" "), .width(width)])
    }()

    /// A plural of texts alone: its texts end where the program ends, so a
    /// text range read one byte too far leaves the program. Every byte is
    /// flipped to every other value.
    static let pluralOfTexts = Message([.plural(PluralChoice(
        argumentIndex: 1, rules: .appleCardinal, categories: [.one: Message([.argument(index: 1, spec: lld), .text(" file")]),
                                       .other: Message([.text("files: "), .pluralNumber])]))])

    /// MessageFormat 2's two selectors, a string select in each branch of
    /// a plural, whose variants are texts around values (format 2.13).
    static let twoSelectors = try! MessageFormat2.compile(
        ".input {$n :integer}\n.input {$s :string}\n.match $n $s\none a {{{$s} has {$n} file}}\none * {{{$n} file of {$s}}}\n"
            + "* a {{A: {$n :number minimumFractionDigits=1} files}}\n* * {{{$s} {$n}}}", locale: "en").message

    @Test(arguments: [(message, false), (pluralOfTexts, true), (twoSelectors, false)])
    func damagedProgramsNeverCrash(_ message: Message, everyValue: Bool) throws {
        let c = try Support.bundle(Support.catalog("k", ["en": message]))
        let payload = try #require(c.payload(ofLocale: c.locale("en").index))
        let program = try ProgramEncoder.encode(message)
        var outcomes: [Interpreter.Outcome: Int] = [:]
        func run(_ bytes: [UInt8], _ arguments: [MessageArgument]) {
            var storage = [UInt8](repeating: 0, count: 512)
            storage.withUnsafeMutableBytes { raw in
                var sink = UTF8Sink(raw)
                arguments.withUnsafeBufferPointer { args in
                    bytes.withUnsafeBytes { view in
                        var interpreter = Interpreter(arguments: args, device: .mac, width: 20, rules: payload, numbers: payload)
                        outcomes[interpreter.run(ByteView(view), into: &sink), default: 0] += 1
                    }
                }
            }
        }
        let argumentLists: [[MessageArgument]] = [[1, "a"], [2, "bb"], [7, "x"], [], [.double(2.5), .int(3)]]
        for arguments in argumentLists { run(program, arguments) }
        #expect(outcomes[.rendered, default: 0] == argumentLists.count, "the intact program renders")
        var generator = SplitMix(seed: 13)
        for position in 0..<program.count {
            for flip in 0..<(everyValue ? 255 : 3) {
                var copy = program
                copy[position] ^= everyValue ? UInt8(flip + 1) : UInt8(truncatingIfNeeded: generator.next() | 1)
                for arguments in argumentLists { run(copy, arguments) }
            }
        }
        for length in 0..<program.count { run(Array(program[0..<length]), [7, "a"]) }
        #expect(outcomes[.corrupt, default: 0] > 0)
    }
}
