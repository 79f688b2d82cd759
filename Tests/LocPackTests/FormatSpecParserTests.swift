@testable import LocPack
import Testing

@Suite struct FormatSpecParserTests {
    func parsed(_ text: String, at offset: Int = 0) -> ParsedConversion? {
        if case .success(let value) = FormatSpecParser.parse(text, at: offset) { return value }
        return nil
    }

    func failure(_ text: String, at offset: Int = 0) -> FormatSpecParseError? {
        if case .failure(let error) = FormatSpecParser.parse(text, at: offset) { return error }
        return nil
    }

    @Test func fullSpec() throws {
        let p = try #require(parsed("%2$-+ #010.4llf tail"))
        #expect(p.argumentPosition == 2)
        #expect(p.spec == FormatSpec(conversion: UInt8(ascii: "f"),
                                     flags: [.leftAlign, .plusSign, .spaceSign, .alternate, .zeroPad],
                                     width: 10, precision: 4, length: .ll))
        #expect(p.range == (0..<15))
        #expect(p.substitutionName == nil)
    }

    @Test func commonSpecs() throws {
        #expect(try #require(parsed("%10.4f")).spec == FormatSpec(conversion: UInt8(ascii: "f"), width: 10, precision: 4))
        #expect(try #require(parsed("%05d")).spec == FormatSpec(conversion: UInt8(ascii: "d"), flags: .zeroPad, width: 5))
        #expect(try #require(parsed("%05d")).argumentPosition == nil)
        #expect(try #require(parsed("%.f")).spec.precision == 0)
        #expect(try #require(parsed("%hhd")).spec.length == .hh)
        #expect(try #require(parsed("%hu")).spec.length == .h)
        #expect(try #require(parsed("%ld")).spec.length == .l)
        #expect(try #require(parsed("%qd")).spec.length == .q)
        #expect(try #require(parsed("%zu")).spec.length == .z)
        #expect(try #require(parsed("%Lf")).spec.length == .capitalL)
        #expect(try #require(parsed("%ls")).spec.conversion == UInt8(ascii: "s"))
        #expect(try #require(parsed("%%")).range == (0..<2))
        #expect(try #require(parsed("%12$@")).argumentPosition == 12)
        #expect(try #require(parsed("ab%d", at: 2)).range == (2..<4))
        for conversion in "diufFeEgGxXocs@%CSpaA" {
            #expect(parsed("%\(conversion)") != nil, "\(conversion)")
        }
    }

    @Test func substitutionTokens() throws {
        let text = "Found %1$#@arg1@ having %#@total.strings@"
        let first = try #require(parsed(text, at: 6))
        #expect(first.argumentPosition == 1)
        #expect(first.substitutionName == (11..<15))
        #expect(first.end == 16)
        #expect(first.spec.flags.contains(.alternate))
        #expect(first.spec.conversion == UInt8(ascii: "@"))
        let second = try #require(parsed(text, at: 24))
        #expect(second.argumentPosition == nil)
        #expect(Array(text.utf8)[second.substitutionName!].count == "total.strings".utf8.count)
        #expect(failure("%#@@")?.reason == .malformedSubstitution)
        #expect(failure("%#@abc")?.reason == .malformedSubstitution)
    }

    /// `%1#@count@` (no `$`), as real catalogs write it in every locale:
    /// Foundation reads the 1 as a width, so the token takes the next
    /// argument; the width is kept for the importer's warning.
    @Test func substitutionTokenAfterAWidth() throws {
        let token = try #require(parsed("%12#@count@ left"))
        #expect(token.argumentPosition == nil)
        #expect(token.spec.width == 12)
        #expect(token.substitutionName == (5..<10))
        #expect(token.end == 11)
        #expect(try #require(parsed("%#@count@")).spec.width == -1)
        // Not before anything else: `%1#x` is still no conversion.
        #expect(failure("%1#x")?.reason == .unknownConversion("#"))
    }

    @Test func rejections() {
        #expect(failure("%*d")?.reason == .starWidth)
        #expect(failure("%.*f")?.reason == .starPrecision)
        #expect(failure("%.*f")?.offset == 2)
        #expect(failure("%n")?.reason == .writeBack)
        #expect(failure("%lln")?.reason == .writeBack)
        #expect(failure("%k")?.reason == .unknownConversion("k"))
        #expect(failure("%0$d")?.reason == .zeroPosition)
        #expect(failure("%5")?.reason == .unterminated)
        #expect(failure("%")?.reason == .unterminated)
        #expect(failure("d")?.reason == .notAPercentSign)
        #expect(failure("%99999999999d")?.reason == .numberTooLarge)
        #expect(failure("%k")?.description == "unknown conversion 'k' at byte 1")
    }

    /// Diagnostics name the character a translator typed, never a byte of its UTF-8.
    @Test func unknownConversionsAreNamedByCharacter() {
        #expect(failure("%η")?.reason == .unknownConversion("η"))
        #expect(failure("%η")?.description == "unknown conversion 'η' at byte 1")
        #expect(failure("%1$😀")?.reason == .unknownConversion("😀"))
        #expect(failure("%\u{00A0}d")?.description == "unknown conversion U+00A0 (NO-BREAK SPACE) at byte 1")
        #expect(failure("%\u{7}")?.description == "unknown conversion U+0007 at byte 1")
        #expect(failure("%\u{301}")?.description == "unknown conversion U+0301 (COMBINING ACUTE ACCENT) at byte 1")
    }
}
