import Foundation
@testable import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

private typealias Support = ImporterTestSupport

/// Plain value instructions (format 2.19, `Specs/programs.md`, "value"):
/// the build marks a placeholder that shows a given argument as it is, and
/// the interpreter then writes text, or an integer, without checking the
/// header for what the build ruled out.
@Suite("MessageFormat 2 plain values")
struct PlainValueTests {
    typealias Value = ProgramFormat.Value

    /// The mode byte of the first value instruction in `source`'s program.
    static func modeByte(_ source: String, locale: String = "en") throws -> UInt8? {
        let program = try ProgramEncoder.encode(MessageFormat2.compile(source, locale: locale).message)
        guard let at = program.firstIndex(of: ProgramFormat.Opcode.value.rawValue) else { return nil }
        return program[at + Value.mode]
    }

    @Test func theBuildMarksWhatShowsAnArgumentAsItIs() throws {
        for plain in ["{$x}", "{$x :string}", "{$n :integer}", "{$n :number}", "a {$x :string u:dir=rtl} b",
                      ".input {$n :integer}\n.local $m = {$n :offset subtract=1}\n{{{$m}}}"] {
            #expect(try Self.modeByte(plain).map { $0 & Value.plainFlag } == Value.plainFlag, "\(plain)")
        }
        for other in ["{$n :number minimumFractionDigits=1}", "{|lit|}", "{$x :unknown}", "{$n :integer signDisplay=$s}",
                      "{$n :percent}", "{$n :currency currency=EUR}", "{$n :number useGrouping=never}", "{$d :date}"] {
            let mode = try #require(try Self.modeByte(other), "\(other)")
            #expect(mode & Value.plainFlag == 0, "\(other)")
        }
    }

    /// The encoder's options but the plain marks.
    static var unmarked: ProgramEncoder.Options {
        var options = ProgramEncoder.Options()
        options.marksPlainValues = false
        return options
    }

    /// Each message renders the same with and without the plain marks, in
    /// a left-to-right and a right-to-left locale and one whose digits are
    /// not ASCII, for text, integers small and large, shifted to the edge,
    /// doubles, lists, and missing arguments.
    @Test(arguments: ["en", "fr", "ar", "fa"])
    func aPlainValueRendersAsAnUnmarkedOne(_ locale: String) throws {
        let sources = [
            "Hi {$x}, {$n :integer} new",
            "{$x :string} and {$n :number}!",
            "{$x :string u:dir=rtl} {$n :number u:dir=ltr}",
            ".input {$n :integer}\n.local $m = {$n :offset subtract=1}\n{{{$m} more, of {$n}}}",
            ".input {$n :integer}\n.local $m = {$n :offset add=99}\n{{{$m}}}",
            ".input {$n :number}\n.input {$x :string}\n{{{$n} {$n} {$x} {$x}}}",
        ]
        let integers: [Int64] = [0, 1, 21, 999, 1000, 2048, -5, -1234, 1_234_567, .max, .min, .max - 50]
        var argumentLists: [[String: MessageArgument]] = integers.map { ["x": "Ada", "n": .int($0)] }
        argumentLists += [["x": "", "n": .double(1234.5)], ["x": .int(3), "n": "12"], ["x": "e\u{301}", "n": .uint(7)],
                          ["n": .int(3)], ["x": "Bo"], [:], ["x": .list(["a", "b"]), "n": .list(["c"])],
                          ["x": .string(String(repeating: "long text ", count: 20)), "n": .double(-0.5)]]
        for source in sources {
            let compiled = try MessageFormat2.compile(source, locale: locale)
            let marked = try ProgramEncoder.encode(compiled.message)
            let unmarked = try ProgramEncoder.encode(compiled.message, options: Self.unmarked)
            #expect(marked != unmarked, "\(source) has no plain value")
            try MF2InstructionTests.expectSameRenders(marked, unmarked, of: compiled, source: source, locale: locale, argumentLists)
        }
    }
}
