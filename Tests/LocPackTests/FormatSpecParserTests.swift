import XCTest
@testable import LocPack

final class FormatSpecParserTests: XCTestCase {
    func parsed(_ text: String, at offset: Int = 0) -> ParsedConversion? {
        if case .success(let value) = FormatSpecParser.parse(text, at: offset) { return value }
        return nil
    }

    func failure(_ text: String, at offset: Int = 0) -> FormatSpecParseError? {
        if case .failure(let error) = FormatSpecParser.parse(text, at: offset) { return error }
        return nil
    }

    func testFullSpec() throws {
        let p = try XCTUnwrap(parsed("%2$-+ #010.4llf tail"))
        XCTAssertEqual(p.argumentPosition, 2)
        XCTAssertEqual(p.spec, FormatSpec(conversion: UInt8(ascii: "f"),
                                          flags: [.leftAlign, .plusSign, .spaceSign, .alternate, .zeroPad],
                                          width: 10, precision: 4, length: .ll))
        XCTAssertEqual(p.range, 0..<15)
        XCTAssertNil(p.substitutionName)
    }

    func testCommonSpecs() throws {
        XCTAssertEqual(try XCTUnwrap(parsed("%10.4f")).spec, FormatSpec(conversion: UInt8(ascii: "f"), width: 10, precision: 4))
        XCTAssertEqual(try XCTUnwrap(parsed("%05d")).spec, FormatSpec(conversion: UInt8(ascii: "d"), flags: .zeroPad, width: 5))
        XCTAssertNil(try XCTUnwrap(parsed("%05d")).argumentPosition)
        XCTAssertEqual(try XCTUnwrap(parsed("%.f")).spec.precision, 0)
        XCTAssertEqual(try XCTUnwrap(parsed("%hhd")).spec.length, .hh)
        XCTAssertEqual(try XCTUnwrap(parsed("%hu")).spec.length, .h)
        XCTAssertEqual(try XCTUnwrap(parsed("%ld")).spec.length, .l)
        XCTAssertEqual(try XCTUnwrap(parsed("%qd")).spec.length, .q)
        XCTAssertEqual(try XCTUnwrap(parsed("%zu")).spec.length, .z)
        XCTAssertEqual(try XCTUnwrap(parsed("%Lf")).spec.length, .capitalL)
        XCTAssertEqual(try XCTUnwrap(parsed("%ls")).spec.conversion, UInt8(ascii: "s"))
        XCTAssertEqual(try XCTUnwrap(parsed("%%")).range, 0..<2)
        XCTAssertEqual(try XCTUnwrap(parsed("%12$@")).argumentPosition, 12)
        XCTAssertEqual(try XCTUnwrap(parsed("ab%d", at: 2)).range, 2..<4)
        for conversion in "diufFeEgGxXocs@%CSpaA" {
            XCTAssertNotNil(parsed("%\(conversion)"), "\(conversion)")
        }
    }

    func testSubstitutionTokens() throws {
        let text = "Found %1$#@arg1@ having %#@total.strings@"
        let first = try XCTUnwrap(parsed(text, at: 6))
        XCTAssertEqual(first.argumentPosition, 1)
        XCTAssertEqual(first.substitutionName, 11..<15)
        XCTAssertEqual(first.end, 16)
        XCTAssertTrue(first.spec.flags.contains(.alternate))
        XCTAssertEqual(first.spec.conversion, UInt8(ascii: "@"))
        let second = try XCTUnwrap(parsed(text, at: 24))
        XCTAssertNil(second.argumentPosition)
        XCTAssertEqual(Array(text.utf8)[second.substitutionName!].count, "total.strings".utf8.count)
        XCTAssertEqual(failure("%#@@")?.reason, .malformedSubstitution)
        XCTAssertEqual(failure("%#@abc")?.reason, .malformedSubstitution)
    }

    func testRejections() {
        XCTAssertEqual(failure("%*d")?.reason, .starWidth)
        XCTAssertEqual(failure("%.*f")?.reason, .starPrecision)
        XCTAssertEqual(failure("%.*f")?.offset, 2)
        XCTAssertEqual(failure("%n")?.reason, .writeBack)
        XCTAssertEqual(failure("%lln")?.reason, .writeBack)
        XCTAssertEqual(failure("%k")?.reason, .unknownConversion("k"))
        XCTAssertEqual(failure("%0$d")?.reason, .zeroPosition)
        XCTAssertEqual(failure("%5")?.reason, .unterminated)
        XCTAssertEqual(failure("%")?.reason, .unterminated)
        XCTAssertEqual(failure("d")?.reason, .notAPercentSign)
        XCTAssertEqual(failure("%99999999999d")?.reason, .numberTooLarge)
        XCTAssertEqual(failure("%k")?.description, "unknown conversion 'k' at byte 1")
    }

    /// Diagnostics name the character a translator typed, never a byte of its UTF-8.
    func testUnknownConversionsAreNamedByCharacter() {
        XCTAssertEqual(failure("%η")?.reason, .unknownConversion("η"))
        XCTAssertEqual(failure("%η")?.description, "unknown conversion 'η' at byte 1")
        XCTAssertEqual(failure("%1$😀")?.reason, .unknownConversion("😀"))
        XCTAssertEqual(failure("%\u{00A0}d")?.description, "unknown conversion U+00A0 (NO-BREAK SPACE) at byte 1")
        XCTAssertEqual(failure("%\u{7}")?.description, "unknown conversion U+0007 at byte 1")
        XCTAssertEqual(failure("%\u{301}")?.description, "unknown conversion U+0301 (COMBINING ACUTE ACCENT) at byte 1")
    }
}
