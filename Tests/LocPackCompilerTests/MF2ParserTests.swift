import Foundation
@testable import LocPackCompiler
import Testing

/// MessageFormat 2 syntax and data model errors (`Importers/MessageFormat2/`),
/// on messages written for these tests.
@Suite struct MF2ParserTests {
    private static func parse(_ text: String) throws(MF2Error) -> MF2Message {
        var parser = MF2Parser(text)
        let message = try parser.parse()
        if let error = MF2Validation.firstError(in: message, text: text) { throw error }
        return message
    }

    /// The kind of error `text` gives, or nil when it is valid.
    private static func errorKind(_ text: String) -> MF2Error.Kind? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.kind
        }
    }

    private static func variable(_ name: String, _ offset: Int) -> MF2Variable { MF2Variable(name: name, offset: offset) }

    @Test func simpleMessagesKeepTheirWhitespaceAndUndoEscapes() throws {
        #expect(try Self.parse("  Hi\t\\{there\\}\n") == MF2Message(declarations: [], body: .pattern(MF2Pattern(parts: [.text("  Hi\t{there}\n")]))))
        #expect(try Self.parse("") == MF2Message(declarations: [], body: .pattern(MF2Pattern(parts: []))))
        let message = try Self.parse("Hello {$name :string u:dir=rtl @note=|x|}, {|a \\| b|}{#b}!{/b}{#br/}")
        guard case let .pattern(pattern) = message.body else {
            Issue.record("not a pattern")
            return
        }
        #expect(pattern.parts == [
            .text("Hello "),
            .expression(MF2Expression(operand: .variable(Self.variable("name", 7)),
                                      function: MF2Function(name: "string", options: [
                                          MF2Option(name: "u:dir", value: .literal("rtl"), offset: 21)]),
                                      attributes: [MF2Attribute(name: "note", value: "x")], offset: 6)),
            .text(", "),
            .expression(MF2Expression(operand: .literal("a | b"), function: nil, attributes: [], offset: 43)),
            .markup(MF2Markup(kind: .open, name: "b", options: [], attributes: [], offset: 53)),
            .text("!"),
            .markup(MF2Markup(kind: .close, name: "b", options: [], attributes: [], offset: 58)),
            .markup(MF2Markup(kind: .standalone, name: "br", options: [], attributes: [], offset: 62)),
        ])
    }

    @Test func complexMessagesWithDeclarationsAndAMatcher() throws {
        let text = """
            .input {$count :number}
            .local $who = {$user :string}
            .match $count $who
            0 * {{No files}}
            one |bob| {{{$who}'s file}}
            * * {{{$count} files}}
            """
        let message = try Self.parse(text)
        #expect(message.declarations.map(\.kind) == [.input, .local])
        #expect(message.declarations.map(\.variable.name) == ["count", "who"])
        guard case let .matcher(selectors, variants) = message.body else {
            Issue.record("not a matcher")
            return
        }
        #expect(selectors.map(\.name) == ["count", "who"])
        #expect(variants.map(\.keys) == [[.literal("0"), .catchAll], [.literal("one"), .literal("bob")], [.catchAll, .catchAll]])
        #expect(variants[2].pattern.parts.first == .expression(MF2Expression(
            operand: .variable(MF2Variable(name: "count", offset: variants[2].offset + 7)), function: nil, attributes: [],
            offset: variants[2].offset + 6)))
        // Bidi marks around names are not part of them.
        let bidi = try Self.parse(".input {$\u{2068}x\u{2069} :number}{{{$x}}}")
        #expect(bidi.declarations.first?.variable.name == "x")
    }

    @Test(arguments: [
        "}", "{", "{}", "{{}", "{{}}}", "{{a}} b", "a {b", "{|a}", "{$x:f}", "{42:f}", "{:f@a}", "{:f o}", "{:f o=}",
        "{:}", "{a :f @x=$y}", ".n {{}}", ".local x = {a} {{}}", ".local $x {a} {{}}", ".match {{a}}",
        ".input {$x :f} .match$x * {{a}}", ".input {$x :f} .match $x*{{a}}", ".input {$x :f} .match $x * a",
        ".input {$x :f} .match $x", "a \\n", "{ @a }", "{|a| #b}", "{!a}", "x\u{0}y",
    ])
    func syntaxErrors(_ text: String) {
        #expect(Self.errorKind(text) == .syntax, "\(text.debugDescription)")
    }

    @Test func dataModelErrors() {
        #expect(Self.errorKind(".input {$x :f} .match $x * * {{a}}") == .variantKeyMismatch)
        #expect(Self.errorKind(".input {$x :f} .match $x 1 {{a}}") == .missingFallbackVariant)
        #expect(Self.errorKind(".input {$x :f} .match $x |*| {{a}}") == .missingFallbackVariant)
        #expect(Self.errorKind(".input {$x} .match $x 1 {{a}} * {{b}}") == .missingSelectorAnnotation)
        #expect(Self.errorKind(".match $x 1 {{a}} * {{b}}") == .missingSelectorAnnotation)
        #expect(Self.errorKind(".input {$y :f} .local $x = {$y} .match $x * {{b}}") == nil)
        #expect(Self.errorKind(".input {$x :f} .input {$x :g} {{a}}") == .duplicateDeclaration)
        #expect(Self.errorKind(".local $x = {$x :f} {{a}}") == .duplicateDeclaration)
        #expect(Self.errorKind(".input {$x :f o=$x} {{a}}") == .duplicateDeclaration)
        #expect(Self.errorKind(".input {$x :f o=$y} .input {$y :f} {{a}}") == .duplicateDeclaration)
        #expect(Self.errorKind(".local $x = {1} .local $y = {$x :f} {{a}}") == nil)
        #expect(Self.errorKind("{1 :f a=1 a=2}") == .duplicateOptionName)
        // The error is defined for expressions; markup options are not checked.
        #expect(Self.errorKind("{#b a=1 a=2}") == nil)
        // A matcher needs a variant, even when whitespace follows its selectors.
        #expect(Self.errorKind(".input {$x :f} .match $x\n") == .syntax)
        #expect(Self.errorKind(".input {$x :f} .match $x * {{a}} * {{b}}") == .duplicateVariant)
        #expect(Self.errorKind(".input {$x :f} .match $x a {{a}} |a| {{b}} * {{c}}") == .duplicateVariant)
        // Keys compare as NFC: é written precomposed and decomposed is one key.
        #expect(Self.errorKind(".input {$x :f} .match $x \u{E9} {{a}} e\u{301} {{b}} * {{c}}") == .duplicateVariant)
    }

    @Test func errorsNameTheirPlace() {
        do {
            _ = try Self.parse("Hello {$name :string extra}")
            Issue.record("parsed")
        } catch {
            #expect(error.description == "expected '=' after the option name 'extra' (at offset 26)")
        }
        do {
            _ = try Self.parse(".input {$x :number}\n.match $x\none {{1}}\n* * {{2}}")
            Issue.record("parsed")
        } catch {
            #expect(error.kind == .variantKeyMismatch)
            #expect(error.detail.characterOffset == 40)
        }
    }
}
