@_spi(LocPackInternals) @testable import LocPack
@_spi(LocPackInternals) @testable import LocPackCompiler
import Testing

/// The fixed records the compiler writes and the runtime reads back through
/// the same named offsets (`ProgramFormat.Spec`,
/// `BundleFormat.NumberSymbolsField`): each round-trips, and its bytes sit
/// where the specs say, so a name moved in both places still fails here.
@Suite("Record layouts")
struct RecordLayoutTests {
    static let specs: [FormatSpec] = [
        FormatSpec(conversion: UInt8(ascii: "d")),
        FormatSpec(conversion: UInt8(ascii: "f"), flags: [.zeroPad, .plusSign], width: 8, precision: 2, length: .l),
        FormatSpec(conversion: UInt8(ascii: "@"), flags: .leftAlign, width: -1, precision: 3, length: .none),
        FormatSpec(conversion: UInt8(ascii: "x"), flags: [.alternate, .spaceSign], width: 300, precision: -1, length: .capitalL),
    ]

    @Test(arguments: specs)
    func formatSpecsReadBack(_ spec: FormatSpec) {
        let bytes = spec.encoded
        #expect(bytes.count == ProgramFormat.specSize)
        let read = bytes.withUnsafeBytes { FormatSpec(encodedIn: ByteView($0), at: 0) }
        #expect(read == spec)
    }

    /// The reader takes the length byte as the case it names without the
    /// generated `init(rawValue:)`: every byte must read as that init would,
    /// and a byte naming no length must refuse the spec.
    @Test func everyLengthByteReadsAsItsRawValueSays() {
        for raw in UInt8.min...UInt8.max {
            var bytes = FormatSpec(conversion: UInt8(ascii: "d")).encoded
            bytes[ProgramFormat.Spec.length] = raw
            let read = bytes.withUnsafeBytes { FormatSpec(encodedIn: ByteView($0), at: 0) }
            #expect(read?.length == FormatSpec.Length(rawValue: raw), "length byte \(raw)")
        }
    }

    /// `Specs/programs.md`, "Format spec": conversion, flags, i16 width,
    /// i16 precision, length, little-endian; widths beyond i16 are clamped.
    @Test func formatSpecBytesFollowTheSpecification() {
        let spec = FormatSpec(conversion: UInt8(ascii: "f"), flags: [.zeroPad, .plusSign], width: 0x1_2345,
                              precision: 0x0102, length: .ll)
        #expect(spec.encoded == [UInt8(ascii: "f"), 16 | 2, 0xFF, 0x7F, 0x02, 0x01, FormatSpec.Length.ll.rawValue])
    }

    @Test func numberSymbolsRecordsReadBackForEveryLocale() {
        for locale in CLDRNumberSymbols.localeIDs {
            let symbols = NumberSymbolsCatalog.symbols(forLocale: locale)
            let record = symbols.record
            #expect(record.count == BundleFormat.numberSymbolsRecordSize)
            let read = record.withUnsafeBytes { NumberSymbols(record: $0) }
            #expect(read == symbols, "\(locale)")
        }
    }

    /// `Specs/bundle-format.md`, "Number symbols record": five 16-byte short
    /// strings, then the zero digit at 80 and the grouping sizes at 84–86.
    @Test func numberSymbolsRecordBytesFollowTheSpecification() {
        let symbols = NumberSymbols(decimalSeparator: ",", groupingSeparator: "\u{202F}", minusSign: "-", plusSign: "+",
                                    exponentSymbol: "E", zeroDigit: "\u{0660}", primaryGroupingSize: 3,
                                    secondaryGroupingSize: 2, minimumGroupingDigits: 1)
        let record = symbols.record
        #expect(Array(record[0..<2]) == [1, UInt8(ascii: ",")])
        #expect(Array(record[16..<20]) == [3, 0xE2, 0x80, 0xAF])
        #expect(Array(record[32..<34]) == [1, UInt8(ascii: "-")])
        #expect(Array(record[48..<50]) == [1, UInt8(ascii: "+")])
        #expect(Array(record[64..<66]) == [1, UInt8(ascii: "E")])
        #expect(Array(record[80..<87]) == [0x60, 0x06, 0, 0, 3, 2, 1])
        #expect(record[87...].allSatisfy { $0 == 0 })
    }
}
