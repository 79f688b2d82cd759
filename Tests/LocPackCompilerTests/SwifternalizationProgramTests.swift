import Foundation
@testable import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

private typealias Support = ImporterTestSupport

/// The condition choice instruction (0x08) that Swifternalization
/// expressions compile to: its encoding, and the interpreter's defences
/// against corrupt programs.
@Suite("Swifternalization condition programs")
struct SwifternalizationProgramTests {
    static let lld = FormatSpec(conversion: UInt8(ascii: "d"), length: .ll)

    /// A choice with every kind of case.
    static let choice = Message([.text("n="), .conditions(ConditionChoice(
        argumentIndex: 1, operandSpec: lld,
        cases: [
            (.interval(lower: nil, upper: IntervalBound(0, inclusive: false)), .text("negative")),
            (.pattern(try! SwifternalizationPatternCompiler.compile(source: "^(7|77)$")), .text("sevens")),
            (.category(.one), Message([.argument(index: 1, spec: lld), .text(" one")])),
            (.interval(lower: IntervalBound(2, inclusive: true), upper: IntervalBound(4, inclusive: true)),
             Message([.width(WidthChoice(cases: [10: .text("few"), 20: .text("a few")], rule: .smallestNotBelow))])),
        ],
        other: Message([.argument(index: 1, spec: lld), .text(" other")])))])

    @Test func encoding() throws {
        let program = try ProgramEncoder.encode(Self.choice)
        // text "n=", then the choice header.
        #expect(Array(program[0..<7]) == [0x01, 2, 0, 0, 0, UInt8(ascii: "n"), UInt8(ascii: "=")])
        let pc = 7
        #expect(program[pc] == 0x08 && program[pc + 1] == 1 && program[pc + 9] == 4)
        let table = pc + ConditionFormat.headerSize
        // Case 0: interval with an exclusive upper bound 0.
        #expect(Array(program[table..<table + 4]) == [1, ConditionFormat.hasUpper, 0, 0])
        // Case 1: pattern, its program stored after the table.
        let patternCase = table + ConditionFormat.caseSize
        #expect(program[patternCase] == 3)
        let start = Int(program[patternCase + 4]) | Int(program[patternCase + 5]) << 8
        let length = Int(program[patternCase + 8]) | Int(program[patternCase + 9]) << 8
        let afterTable = table + 4 * ConditionFormat.caseSize + 12
        #expect(start == afterTable)
        #expect(Array(program[start..<start + length]) == (try SwifternalizationPatternCompiler.compile(source: "^(7|77)$")).program)
        // Case 2: category one.
        #expect(Array(program[patternCase + ConditionFormat.caseSize..<patternCase + ConditionFormat.caseSize + 2]) == [2, 1])
        // Deterministic.
        #expect(try ProgramEncoder.encode(Self.choice) == program)
    }

    @Test func rendering() throws {
        let c = try Support.bundle(Support.catalog("k", ["en": Self.choice]))
        let en = c.locale("en")
        let expected: [(MessageArgument, Int?, String)] = [
            (-1, nil, "n=negative"), (7, nil, "n=sevens"), (77, nil, "n=sevens"), (777, nil, "n=777 other"),
            (1, nil, "n=1 one"), (.double(1.0), nil, "n=1 one"), (3, 5, "n=few"), (3, 15, "n=a few"), (3, nil, "n=a few"),
            (0, nil, "n=0 other"), (.uint(7), nil, "n=sevens"), ("7", nil, "n=sevens"),
        ]
        for (argument, width, text) in expected {
            #expect(c.string("k", locale: en, width: width, arguments: [argument]) == text, "\(argument)")
        }
        // A missing argument selects as 0 and is reported.
        var storage = [UInt8](repeating: 0, count: 64)
        let result = storage.withUnsafeMutableBytes { raw in
            var sink = UTF8Sink(raw)
            return [MessageArgument]().withUnsafeBufferPointer { c.render("k", locale: en, arguments: $0, into: &sink) }
        }
        #expect(result.status.contains(.missingArgument))
    }

    @Test func noMatchWithoutOtherFallsBack() throws {
        let strict = Message([.conditions(ConditionChoice(argumentIndex: 1, cases: [
            (.interval(lower: IntervalBound(5, inclusive: true), upper: nil), .text("big")),
        ], other: nil))])
        let c = try Support.bundle(MessageCatalog(sourceLanguage: "en", entries: [
            CatalogEntry(key: "k", localizations: ["en": .text("fallback"), "de": strict], location: SourceLocation(file: "t")),
        ]))
        #expect(c.string("k", locale: c.locale("de"), arguments: [6]) == "big")
        #expect(c.string("k", locale: c.locale("de"), arguments: [4]) == "fallback")
    }

    @Test func argumentKindsSeeConditionChoices() throws {
        let message = Message([.conditions(ConditionChoice(argumentIndex: 2, operandSpec: FormatSpec(conversion: UInt8(ascii: "f")),
                                                           cases: [(.category(.one), Message([.argument(index: 3, spec: FormatSpec(conversion: UInt8(ascii: "@")))]))],
                                                           other: Message([.argument(index: 1, spec: Self.lld)])))])
        let c = try Support.bundle(Support.catalog("k", ["en": message]))
        let kinds = c.argumentKinds(of: try #require(c.key("k")), locale: c.locale("en"))
        #expect(kinds == [.signedInteger, .floatingPoint, .string])
    }

    @Test func nestingLimit() throws {
        var message = Message.text("deep")
        for _ in 0..<BundleFormat.maximumNesting {
            message = Message([.conditions(ConditionChoice(argumentIndex: 1, cases: [], other: message))])
        }
        let error = #expect(throws: CompilerError.self) { try ProgramEncoder.encode(message) }
        #expect(error?.kind == .programEncoding)
        #expect(error?.message == "choices are nested more than \(BundleFormat.maximumNesting) deep")
    }

    /// Every single-byte change and every truncation of a condition program
    /// either renders or ends as corrupt or no match: never a crash, never a
    /// read outside the program.
    @Test func corruptProgramsNeverCrash() throws {
        let c = try Support.bundle(Support.catalog("k", ["en": Self.choice]))
        let payload = try #require(c.payload(ofLocale: c.locale("en").index))
        let program = try ProgramEncoder.encode(Self.choice)
        var outcomes: [Interpreter.Outcome: Int] = [:]
        func run(_ bytes: [UInt8], _ argument: MessageArgument) {
            var storage = [UInt8](repeating: 0, count: 256)
            storage.withUnsafeMutableBytes { raw in
                var sink = UTF8Sink(raw)
                [argument].withUnsafeBufferPointer { args in
                    bytes.withUnsafeBytes { view in
                        var interpreter = Interpreter(arguments: args, device: .other, width: 15, rules: payload, numbers: payload)
                        outcomes[interpreter.run(ByteView(view), into: &sink), default: 0] += 1
                    }
                }
            }
        }
        var generator = SplitMix(seed: 7)
        for position in 0..<program.count {
            for _ in 0..<4 {
                var copy = program
                copy[position] ^= UInt8(truncatingIfNeeded: generator.next() | 1)
                for argument: MessageArgument in [-1, 7, 1, 3, 0] { run(copy, argument) }
            }
        }
        for length in 0..<program.count { run(Array(program[0..<length]), 7) }
        #expect(outcomes[.corrupt, default: 0] > 0 && outcomes[.rendered, default: 0] > 0)
    }
}
