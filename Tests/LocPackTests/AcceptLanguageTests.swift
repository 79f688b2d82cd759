@testable import LocPack
import Testing

/// Parsing of `Accept-Language` headers (rules in `Specs/runtime-api.md`).
@Suite struct AcceptLanguageTests {
    static let cases: [(header: String, expected: String)] = [
        ("", ""),
        ("de", "de"),
        ("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", "fr-CH fr;q=0.9 en;q=0.8 de;q=0.7 *;q=0.5"),
        ("en;q=0.5, de", "de en;q=0.5"),
        ("ja;q=0.9, de;q=0.9, fr;q=0.9", "ja;q=0.9 de;q=0.9 fr;q=0.9"),
        ("pt_BR, pt-br;q=0.8", "pt_BR pt-br;q=0.8"),
        ("zh-Hant-TW;q=1.000", "zh-Hant-TW"),
        ("*", "*"),
        ("de;q=0, fr", "fr"),
        ("de;q=0.000, fr;q=0.001", "fr;q=0.001"),
        (";;;", ""),
        (",,,", ""),
        ("   ", ""),
        ("de;q=abc, fr", "fr"),
        ("de;q=2, fr;q=0.1", "fr;q=0.1"),
        ("de;q=-1, ja;q=0.2", "ja;q=0.2"),
        ("de;q=1.5, fr", "fr"),
        ("de;q=1.0001, fr", "fr"),
        ("de;q=, fr", "fr"),
        ("de;q=.5, fr", "fr"),
        ("de;q=0.5x, fr", "fr"),
        ("de;q, fr", "fr"),
        ("de;q=0.12345, fr", "fr de;q=0.123"),
        ("de ; q = 0.5 , fr;q=0.4", "de;q=0.5 fr;q=0.4"),
        ("de;Q=0.5, fr;q=0.6", "fr;q=0.6 de;q=0.5"),
        ("de;level=1;q=0.3, fr;q=0.2", "de;q=0.3 fr;q=0.2"),
        ("\t de \t,\tfr", "de fr"),
        ("de,,,,fr", "de fr"),
        ("d3, 3d, de-3", "de-3"),
        ("de-DEUTSCHLAND, de-x-abcdefgh", "de-x-abcdefgh"),
        ("de--DE, -de, de-, de_", ""),
        ("日本語, dé, fr", "fr"),
        ("\u{0}de, fr\u{0}, es", "es"),
        ("en-US q=0.5, de", "de"),
        ("*abc, *-de, de-*", ""),
        ("q=0.5", ""),
        ("de;q=0.5;q=0.7", "de;q=0.7"),
        ("i-klingon, x-pig-latin", "i-klingon x-pig-latin"),
        (String(repeating: "a", count: 64) + ", " + String(repeating: "ab-", count: 21) + "ab", ""),
        ("abcdefgh-abcdefgh-abcdefgh-abcdefgh-abcdefgh-abcdefgh-abcdefgh", "abcdefgh-abcdefgh-abcdefgh-abcdefgh-abcdefgh-abcdefgh-abcdefgh"),
    ]

    @Test(arguments: cases)
    func parse(_ header: String, _ expected: String) {
        let ranges = AcceptLanguage.ranges(in: header).map(\.description).joined(separator: " ")
        #expect(ranges == expected, "header \(header.debugDescription)")
    }

    @Test func qualities() {
        let ranges = AcceptLanguage.ranges(in: "a;q=0.9, b;q=0.05, c;q=1, d;q=0.001")
        #expect(ranges.map(\.tag) == ["c", "a", "b", "d"])
        #expect(ranges.map(\.qualityPermille) == [1000, 900, 50, 1])
        #expect(ranges.map(\.quality) == [1, 0.9, 0.05, 0.001])
    }

    /// At most 16 ranges are kept: the first ones of the highest weights.
    @Test func capacity() {
        let many = (0..<30).map { "l\(letters($0))" }
        let equal = AcceptLanguage.ranges(in: many.joined(separator: ","))
        #expect(equal.map(\.tag) == Array(many.prefix(16)))
        let rising = AcceptLanguage.ranges(in: many.joined(separator: ";q=0.5,") + ";q=0.5, best")
        #expect(rising.count == 16)
        #expect(rising.first?.tag == "best")
        #expect(rising.dropFirst().map(\.tag) == Array(many.prefix(15)))
    }

    /// Only the first 4096 bytes are read; the element cut there is dropped.
    @Test func hugeHeaders() {
        let junk = String(repeating: "xx;q=0.1, ", count: 1000)
        #expect(AcceptLanguage.ranges(in: junk + "de").map(\.tag).contains("de") == false)
        let first = AcceptLanguage.ranges(in: "de, " + junk)
        #expect(first.first?.tag == "de")
        #expect(first.count == 16)
        let garbage = String(repeating: "\u{FFFD};;==,,", count: 20_000)
        #expect(AcceptLanguage.ranges(in: garbage).isEmpty)
        let longRange = "de-" + String(repeating: "abcdefgh-", count: 5000)
        #expect(AcceptLanguage.ranges(in: longRange).isEmpty)
    }

    /// Random bytes never crash the parser, and what it returns is well formed.
    @Test func randomBytes() {
        var state: UInt64 = 0x1234_5678
        let alphabet = Array("aZ-_*;q=0.1 ,\t\u{0}é".unicodeScalars)
        for _ in 0..<2000 {
            var header = ""
            for _ in 0..<(Int(state % 40)) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                header.unicodeScalars.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            for range in AcceptLanguage.ranges(in: header) {
                #expect(range.qualityPermille > 0 && range.qualityPermille <= 1000)
                #expect(!range.tag.isEmpty && range.tag.count <= AcceptLanguageParser.maxRangeLength)
            }
        }
    }

    private func letters(_ n: Int) -> String {
        String(UnicodeScalar(UInt8(97 + n / 26))) + String(UnicodeScalar(UInt8(97 + n % 26)))
    }
}
