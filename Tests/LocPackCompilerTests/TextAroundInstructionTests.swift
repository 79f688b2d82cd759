import Foundation
@testable import LocPack
@testable import LocPackCompiler
import Testing

private typealias Support = ImporterTestSupport

/// Format 2.2's text-around instructions (`Specs/programs.md`): text, one
/// placeholder and text in one instruction — what the encoder writes for
/// the commonest shapes, and what the interpreter makes of them.
@Suite("Text-around instructions")
struct TextAroundInstructionTests {
    private static let lld = FormatSpec(conversion: UInt8(ascii: "d"), length: .ll)
    private typealias Op = ProgramFormat.Opcode

    private static func u16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private static func u32(_ value: Int) -> [UInt8] { u16(value & 0xFFFF) + u16(value >> 16) }

    /// Each placeholder takes the text before it (unless the previous one
    /// took it as its suffix) and the text after it.
    @Test func substitutionsBecomeOneInstructionEach() throws {
        let message = Message([.text("Found "), .argument(index: 1, spec: Self.lld), .text(" users having "),
                               .argument(index: 2, spec: Self.lld), .text(" devices")])
        let expected = [Op.textAroundArgument.rawValue, 1] + Self.lld.encoded + Self.u16(6) + Self.u16(14)
            + Array("Found  users having ".utf8)
            + [Op.textAroundArgument.rawValue, 2] + Self.lld.encoded + Self.u16(0) + Self.u16(8) + Array(" devices".utf8)
        #expect(try ProgramEncoder.encode(message) == expected)
        #expect(try Support.render(message, [3, 12]) == "Found 3 users having 12 devices")
    }

    /// `#` with text around it in a plural body is one instruction too, and
    /// prints the plural's number after its offset.
    @Test func pluralNumberWithText() throws {
        let plural = PluralChoice(argumentIndex: 1, rules: .appleCardinal, offset: 1, exact: [],
                                  categories: [.one: Message([.pluralNumber, .text(" other")]),
                                               .other: Message([.text("and "), .pluralNumber, .text(" others")])])
        let message = Message([.plural(plural)])
        let program = try ProgramEncoder.encode(message)
        let body = Array([Op.textAroundNumber.rawValue] + Self.u16(4) + Self.u16(7) + Array("and  others".utf8))
        #expect(program.ends(with: body))
        #expect(try Support.render(message, [2]) == "1 other")
        #expect(try Support.render(message, [6]) == "and 5 others")
        // Outside a plural, `#` is itself.
        #expect(try Support.render(Message([.text("a "), .pluralNumber, .text(" b")]), []) == "a # b")
    }

    /// A lone placeholder keeps its short instruction; a literal `%` is text.
    @Test func loneAndLiteralPlaceholders() throws {
        #expect(try ProgramEncoder.encode(Message([.argument(index: 1, spec: Self.lld)]))
                == [Op.argument.rawValue, 1] + Self.lld.encoded)
        let percent = Message([.argument(index: 1, spec: Self.lld), .argument(index: 1, spec: FormatSpec(conversion: UInt8(ascii: "%")))])
        #expect(try ProgramEncoder.encode(percent) == [Op.textAroundArgument.rawValue, 1] + Self.lld.encoded + Self.u16(0) + Self.u16(1) + [UInt8(ascii: "%")])
        #expect(try Support.render(percent, [40]) == "40%")
        #expect(try Support.render(Message([.text("<"), .argument(index: 3, spec: Self.lld), .text(">")]), [1]) == "<⟦3⟧>")
    }

    /// A text longer than a u16 stays a text instruction beside the
    /// placeholder's own instruction, and renders whole.
    @Test func textTooLongForAU16StaysApart() throws {
        let long = String(repeating: "x", count: ProgramFormat.textAroundMaximumLength + 1)
        let message = Message([.text(long), .argument(index: 1, spec: Self.lld), .text("!")])
        let program = try ProgramEncoder.encode(message)
        #expect(Array(program.prefix(5)) == [Op.text.rawValue] + Self.u32(long.utf8.count))
        let rest = Array(program.dropFirst(5 + long.utf8.count))
        #expect(rest == [Op.argument.rawValue, 1] + Self.lld.encoded + [Op.text.rawValue] + Self.u32(1) + [UInt8(ascii: "!")])
        #expect(try Support.render(message, [7]) == long + "7!")
    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
