@_spi(LocPackInternals) import LocPack
@_spi(LocPackInternals) import LocPackCompiler
import Testing

/// CLDR's minimumGroupingDigits, inherited along locale parents: Polish and
/// Spanish leave four-digit numbers ungrouped, Latin American Spanish does not
/// (`Specs/cldr-data.md`, `minimumGroupingDigits`).
@Suite struct MinimumGroupingTests {
    static func format(_ value: Int64, _ locale: String) -> String {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = bytes.withUnsafeMutableBytes { raw in
            var sink = UTF8Sink(raw)
            PrintfFormatter.formatSigned(value, spec: FormatSpec(conversion: UInt8(ascii: "d")),
                                         symbols: NumberSymbolsCatalog.symbols(forLocale: locale), into: &sink)
            return sink.writtenCount
        }
        return String(decoding: bytes[0..<count], as: UTF8.self)
    }

    @Test func fourDigitNumbers() {
        #expect(Self.format(1234, "pl") == "1234")
        #expect(Self.format(12345, "pl") == "12\u{00A0}345")
        #expect(Self.format(1234, "es") == "1234")
        #expect(Self.format(12345, "es") == "12.345")
        #expect(Self.format(1234, "es-MX") == "1,234")      // es_MX → es_419 (1)
        #expect(Self.format(1234, "pt-PT") == "1234")
        #expect(Self.format(1234, "pt-BR") == "1.234")      // pt_BR → pt (1)
        #expect(Self.format(1234, "en") == "1,234")
        #expect(Self.format(-1234, "pl") == "-1234")
        // CLDR 47's values, which CLDR 41's lacked: Italian, Hungarian, Slovenian.
        #expect(Self.format(1234, "it") == "1234")
        #expect(Self.format(12345, "it") == "12.345")
        #expect(Self.format(1234, "it-CH") == "1234")       // it_CH → it (2)
        #expect(Self.format(1234, "hu") == "1234")
        #expect(Self.format(1234, "sl") == "1234")
    }
}
