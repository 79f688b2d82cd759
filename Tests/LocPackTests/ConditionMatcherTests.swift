@testable import LocPack
import Testing

/// The runtime side of condition choices: the pattern matcher on
/// hand-assembled programs, its validation of malformed ones, interval
/// comparisons and the decimal text patterns see.
@Suite("Condition matcher")
struct ConditionMatcherTests {
    typealias Op = ConditionFormat.PatternOpcode

    /// Assembles a pattern program.
    static func program(_ instructions: [(Op, UInt8, UInt16)], classes: [[UInt8]] = []) -> [UInt8] {
        var out: [UInt8] = [UInt8(instructions.count & 0xFF), UInt8(instructions.count >> 8), UInt8(classes.count), 0]
        for set in classes {
            var row = [UInt8](repeating: 0, count: 16)
            for byte in set { row[Int(byte >> 3)] |= 1 << (byte & 7) }
            out += row
        }
        for (op, operand, target) in instructions { out += [op.rawValue, operand, UInt8(target & 0xFF), UInt8(target >> 8)] }
        return out
    }

    static func run(_ program: [UInt8], _ text: String) -> Bool? {
        program.withUnsafeBytes { bytes in
            guard let matcher = ConditionMatcher(ByteView(bytes)) else { return nil }
            return Array(text.utf8).withUnsafeBytes { matcher.matches($0) }
        }
    }

    /// `^1[2-4]*$`.
    static let anchored = program([
        (.textStart, 0, 0), (.byte, UInt8(ascii: "1"), 0),
        (.split, 0, 5), (.byteClass, 0, 0), (.jump, 0, 2),
        (.textEnd, 0, 0), (.match, 0, 0),
    ], classes: [Array(UInt8(ascii: "2")...UInt8(ascii: "4"))])

    @Test func handAssembledProgram() {
        #expect(Self.run(Self.anchored, "1") == true)
        #expect(Self.run(Self.anchored, "1234") == true)
        #expect(Self.run(Self.anchored, "12345") == false)
        #expect(Self.run(Self.anchored, "21") == false)
        #expect(Self.run(Self.anchored, "") == false)
    }

    @Test func searchIsUnanchored() {
        // `7.`: a 7 followed by any byte, anywhere.
        let p = Self.program([(.byte, UInt8(ascii: "7"), 0), (.any, 0, 0), (.match, 0, 0)])
        #expect(Self.run(p, "1275") == true)
        #expect(Self.run(p, "127") == false)
        // Bytes above 127 never belong to a class.
        let all = Self.program([(.byteClass, 0, 0), (.match, 0, 0)], classes: [Array(0...127)])
        #expect(Self.run(all, "é") == false)
        #expect(Self.run(all, "e") == true)
    }

    @Test func emptyLoopsTerminate() {
        // `(x*)*y` assembled with an inner loop that can match nothing.
        let p = Self.program([
            (.split, 0, 5), (.split, 0, 4), (.byte, UInt8(ascii: "x"), 0), (.jump, 0, 1), (.jump, 0, 0),
            (.byte, UInt8(ascii: "y"), 0), (.match, 0, 0),
        ])
        #expect(Self.run(p, String(repeating: "x", count: 300)) == false)
        #expect(Self.run(p, String(repeating: "x", count: 300) + "y") == true)
    }

    @Test(arguments: [
        ("empty", [UInt8]()),
        ("no instructions", [0, 0, 0, 0]),
        ("count beyond the bytes", program([(.match, 0, 0)]).dropLast(1).map { $0 }),
        ("trailing bytes", program([(.match, 0, 0)]) + [0]),
        ("unknown opcode", program([(.match, 0, 0)]).enumerated().map { $0.offset == 4 ? 9 : $0.element }),
        ("jump out of range", program([(.jump, 0, 2), (.match, 0, 0)])),
        ("split out of range", program([(.split, 0, 7), (.match, 0, 0)])),
        ("class index out of range", program([(.byteClass, 1, 0), (.match, 0, 0)], classes: [[1]])),
        ("consuming last", program([(.match, 0, 0), (.byte, 1, 0)])),
        ("split last", program([(.match, 0, 0), (.split, 0, 0)])),
        ("too many instructions", program(Array(repeating: (.byte, 1, 0), count: 256) + [(.match, 0, 0)])),
    ])
    func malformedProgramsAreRefused(_ name: String, _ bytes: [UInt8]) {
        #expect(Self.run(bytes, "1") == nil, "\(name)")
    }

    @Test func largestProgramRuns() {
        let p = Self.program(Array(repeating: (.byte, UInt8(ascii: "1"), 0), count: 255) + [(.match, 0, 0)])
        #expect(Self.run(p, String(repeating: "1", count: 255)) == true)
        #expect(Self.run(p, String(repeating: "1", count: 254)) == false)
    }

    // MARK: Intervals

    @Test func intervalComparisonsAreExact() {
        typealias N = MessageArgument.Numeric
        #expect(ConditionInterval.compare(N.int(2), 2.5) == -1)
        #expect(ConditionInterval.compare(N.int(3), 2.5) == 1)
        #expect(ConditionInterval.compare(N.int(-3), -2.5) == -1)
        #expect(ConditionInterval.compare(N.int(-2), -2.5) == 1)
        #expect(ConditionInterval.compare(N.int(2), 2) == 0)
        // 2^53 + 1 is not rounded to 2^53.
        #expect(ConditionInterval.compare(N.int(9_007_199_254_740_993), 9_007_199_254_740_992) == 1)
        #expect(ConditionInterval.compare(N.int(.max), 9.3e18) == -1)
        #expect(ConditionInterval.compare(N.int(.min), -9.3e18) == 1)
        #expect(ConditionInterval.compare(N.uint(.max), 1e30) == -1)
        #expect(ConditionInterval.compare(N.uint(0), -0.5) == 1)
        #expect(ConditionInterval.compare(N.uint(18_446_744_073_709_551_615), 1.8e19) == 1)
        #expect(ConditionInterval.compare(N.double(.nan), 1) == nil)
        #expect(ConditionInterval.compare(N.int(1), .nan) == nil)
        #expect(ConditionInterval.compare(N.int(1), .infinity) == -1)
        let closed = ConditionFormat.hasLower | ConditionFormat.lowerInclusive | ConditionFormat.hasUpper | ConditionFormat.upperInclusive
        #expect(ConditionInterval.contains(.int(2), flags: closed, lower: 2, upper: 4))
        #expect(!ConditionInterval.contains(.int(2), flags: ConditionFormat.hasLower | ConditionFormat.hasUpper, lower: 2, upper: 4))
        #expect(ConditionInterval.contains(.double(3.5), flags: ConditionFormat.hasLower | ConditionFormat.hasUpper, lower: 2, upper: 4))
        #expect(ConditionInterval.contains(.int(-5), flags: 0, lower: 0, upper: 0))
        #expect(!ConditionInterval.contains(.double(.nan), flags: 0, lower: 0, upper: 0))
    }

    // MARK: Text

    @Test func decimalText() {
        func text(_ value: MessageArgument.Numeric, _ spec: FormatSpec) -> String {
            ConditionNumberText.withText(of: value, spec: spec) { String(decoding: $0, as: UTF8.self) }
        }
        let lld = FormatSpec(conversion: UInt8(ascii: "d"), flags: [.leftAlign], width: 8, length: .ll)
        #expect(text(.int(-1234567), lld) == "-1234567")
        #expect(text(.uint(.max), lld) == "18446744073709551615")
        #expect(text(.double(7.9), lld) == "7")
        #expect(text(.int(2), FormatSpec(conversion: UInt8(ascii: "f"), precision: 1)) == "2.0")
        #expect(text(.double(2.25), FormatSpec(conversion: UInt8(ascii: "g"), precision: 1)) == "2.2")
        #expect(text(.double(1e300), FormatSpec(conversion: UInt8(ascii: "f"), precision: 2)).count == 304)
        // A text longer than the stack buffer falls back to the integer.
        #expect(text(.double(1.5), FormatSpec(conversion: UInt8(ascii: "f"), precision: 2000)) == "1")
    }
}
