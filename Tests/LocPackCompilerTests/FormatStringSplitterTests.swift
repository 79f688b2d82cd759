import LocPack
@testable import LocPackCompiler
import Testing

@Suite("FormatStringSplitter")
struct FormatStringSplitterTests {
    private typealias Splitter = FormatStringSplitter

    private static let d = FormatSpec(conversion: UInt8(ascii: "d"))
    private static let lld = FormatSpec(conversion: UInt8(ascii: "d"), length: .ll)
    private static let object = FormatSpec(conversion: UInt8(ascii: "@"))

    private func nodes(_ text: String, _ options: Splitter.Options = .init()) throws -> [MessageNode] {
        let result = try Splitter.split(text, options: options)
        #expect(result.substitutions.isEmpty)
        return result.nodes
    }

    private func failure(_ text: String, _ options: Splitter.Options = .init()) -> MessageSyntaxError? {
        do {
            _ = try Splitter.splitText(text, options: options)
            return nil
        } catch {
            return error
        }
    }

    @Test func textAndArguments() throws {
        #expect(try nodes("Found %d users") == [.text("Found "), .argument(index: 1, spec: Self.d), .text(" users")])
        #expect(try nodes("") == [])
        #expect(try nodes("plain") == [.text("plain")])
        #expect(try nodes("%@%lld") == [.argument(index: 1, spec: Self.object), .argument(index: 2, spec: Self.lld)])
    }

    @Test func percentPercentIsText() throws {
        #expect(try nodes("100%% sure") == [.text("100% sure")])
        #expect(try nodes("%d%%") == [.argument(index: 1, spec: Self.d), .text("%")])
    }

    @Test func specDetailsComeFromTheParser() throws {
        let spec = try #require(try nodes("%-08.3lf").first)
        guard case let .argument(1, parsed) = spec else {
            Issue.record("not an argument: \(spec)")
            return
        }
        #expect(parsed.conversion == UInt8(ascii: "f"))
        #expect(parsed.flags == [.leftAlign, .zeroPad])
        #expect(parsed.width == 8)
        #expect(parsed.precision == 3)
    }

    @Test func numberedAndUnnumberedArguments() throws {
        // Unnumbered ones count among themselves only (Apple's rule).
        #expect(try nodes("%2$@ %@ %@") == [
            .argument(index: 2, spec: Self.object), .text(" "), .argument(index: 1, spec: Self.object), .text(" "),
            .argument(index: 2, spec: Self.object),
        ])
        #expect(try nodes("%@ %1$@ %@") == [
            .argument(index: 1, spec: Self.object), .text(" "), .argument(index: 1, spec: Self.object), .text(" "),
            .argument(index: 2, spec: Self.object),
        ])
    }

    @Test func substitutionTokens() throws {
        let result = try Splitter.split("%1$#@arg1@ having %2$#@arg.two@, %#@x@ %d")
        #expect(result.segments == [
            .substitution(.init(name: "arg1", argumentIndex: 1, isNumbered: true, utf8Offset: 0)),
            .node(.text(" having ")),
            .substitution(.init(name: "arg.two", argumentIndex: 2, isNumbered: true, utf8Offset: 18)),
            .node(.text(", ")),
            .substitution(.init(name: "x", argumentIndex: 1, isNumbered: false, utf8Offset: 33)),
            .node(.text(" ")),
            .node(.argument(index: 2, spec: Self.d)),
        ])
        #expect(result.substitutions.map(\.name) == ["arg1", "arg.two", "x"])
        #expect(result.nodes == [.text(" having "), .text(", "), .text(" "), .argument(index: 2, spec: Self.d)])
    }

    @Test func unnumberedTokensTakeTheNextArgument() throws {
        let tokens = try Splitter.split("%#@num_people_in_room@ in %#@room@").substitutions
        #expect(tokens.map(\.argumentIndex) == [1, 2])
        #expect(tokens.map(\.isNumbered) == [false, false])
    }

    @Test func substitutionTokensCanBeTurnedOff() throws {
        let split = try nodes("%#@x@", .init(recognizesSubstitutions: false))
        #expect(split == [.argument(index: 1, spec: FormatSpec(conversion: UInt8(ascii: "@"), flags: .alternate)),
                          .text("x@")])
    }

    @Test func substitutionCaseOptions() throws {
        let options = Splitter.Options(unnumberedArgument: 3, argPlaceholder: .init(index: 3, spec: Self.lld))
        #expect(try nodes("%arg of %d by %1$@, %lld", options) == [
            .argument(index: 3, spec: Self.lld), .text(" of "), .argument(index: 3, spec: Self.d), .text(" by "),
            .argument(index: 1, spec: Self.object), .text(", "), .argument(index: 3, spec: Self.lld),
        ])
        // A nested unnumbered token refers to the same argument.
        #expect(try Splitter.split("%#@inner@", options: options).substitutions.map(\.argumentIndex) == [3])
        // Without the placeholder option, `%a` is a hexadecimal float conversion.
        #expect(try nodes("%arg") == [.argument(index: 1, spec: FormatSpec(conversion: UInt8(ascii: "a"))),
                                      .text("rg")])
    }

    @Test func errorsCarryTheirOffset() throws {
        let star = try #require(failure("100%*d"))
        #expect(star.utf8Offset == 3 && star.characterOffset == 3)
        #expect(star.description.hasSuffix("(at offset 3)"))

        let n = try #require(failure("Größe %n"))
        #expect(n.utf8Offset == 8)
        #expect(n.characterOffset == 6)

        #expect(try #require(failure("a %*d")).characterOffset == 2)
        #expect(try #require(failure("a %.*f")).characterOffset == 2)
        #expect(try #require(failure("bad %é")).characterOffset == 4)
        // The sentences come from FormatSpecParser, without its byte offset.
        #expect(try #require(failure("x %#@open")).description == "'%#@' needs a name and a closing '@' (at offset 2)")
        #expect(try #require(failure("%#@@")).message == "'%#@' needs a name and a closing '@'")
        #expect(try #require(failure("%#@a b@")).message == "'%#@' needs a name and a closing '@'")
        #expect(try #require(failure("%0$#@x@")).message == "argument positions start at 1 ('%0$' is invalid)")
        #expect(try #require(failure("Größe %n")).description == "'%n' is not allowed (at offset 6)")
    }

    @Test func thePublicSplitThrowsACompilerError() throws {
        let error = try #require(#expect(throws: CompilerError.self) { try Splitter.split("Größe %n") })
        #expect(error.kind == .formatString)
        #expect(error.message == "'%n' is not allowed (at offset 6)")
        #expect(error.location == nil && error.diagnostics.isEmpty)
    }

    /// A `%` no conversion can start with is text, listed with the
    /// characters after it (`Specs/lint.md`, "`%` in text"); `% d` with the
    /// space flag before a non-letter stays a conversion.
    @Test func percentThatCanOnlyBeTextIsText() throws {
        let cases: [(text: String, shown: [String])] = [
            ("100%", ["%"]), ("50% off", ["% o"]), ("(%)", ["%)"]), ("Akku 100 %", ["%"]),
            ("%lld% publicacions", ["% p"]), ("bad %y", ["%y"]), ("%d%, done", ["%,"]), ("100% garantiert", ["% g"]),
            ("% d items", []), ("%d%%", []),
        ]
        for (text, shown) in cases {
            #expect(try Splitter.split(text).textPercents == shown, "\(text)")
        }
        #expect(try nodes("50% off") == [.text("50% off")])
        #expect(try nodes("100%") == [.text("100%")])
        #expect(try nodes("%lld% publicacions") == [.argument(index: 1, spec: FormatSpec(conversion: UInt8(ascii: "d"), length: .ll)),
                                                   .text("% publicacions")])
        let spaced = try nodes("% d items")
        #expect(spaced.count == 2 && spaced.last == .text(" items"))
        guard case .argument(index: 1, spec: _) = spaced.first else {
            Issue.record("% d is a conversion: \(spaced)")
            return
        }
    }

    @Test func parseSpecifier() {
        #expect(Splitter.parseSpecifier("lld") == Self.lld)
        #expect(Splitter.parseSpecifier("%lld") == Self.lld)
        #expect(Splitter.parseSpecifier("d") == Self.d)
        #expect(Splitter.parseSpecifier(".1f") == FormatSpec(conversion: UInt8(ascii: "f"), precision: 1))
        #expect(Splitter.parseSpecifier("@") == Self.object)
        #expect(Splitter.parseSpecifier("1$d") == nil)
        #expect(Splitter.parseSpecifier("lld x") == nil)
        #expect(Splitter.parseSpecifier("%") == nil)
        #expect(Splitter.parseSpecifier("") == nil)
        #expect(Splitter.parseSpecifier("y") == nil)
    }
}
