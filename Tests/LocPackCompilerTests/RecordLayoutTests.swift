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
            #expect(record.count <= BundleFormat.numberSymbolsRecordSize, "\(locale)")
            let read = record.withUnsafeBytes { NumberSymbols(record: $0, compact: true) }
            #expect(read == symbols, "\(locale)")
            // The record of fixed slots older bundles hold (written only to forge them in tests).
            let fixed = symbols.fixedSlotRecord
            #expect(fixed.count == BundleFormat.numberSymbolsRecordSize)
            #expect(fixed.withUnsafeBytes { NumberSymbols(record: $0, compact: false) } == symbols, "\(locale)")
        }
    }

    /// `Specs/bundle-format.md`, "Number symbols record", from format 2.18
    /// on: each string its length byte and its bytes, then the u32 zero
    /// digit, the grouping sizes, the percent flags and the percent affix.
    @Test func compactNumberSymbolsRecordBytesFollowTheSpecification() {
        let symbols = NumberSymbols(decimalSeparator: ",", groupingSeparator: "\u{202F}", minusSign: "-", plusSign: "+",
                                    exponentSymbol: "E", zeroDigit: "\u{0660}", primaryGroupingSize: 3,
                                    secondaryGroupingSize: 2, minimumGroupingDigits: 1)
        #expect(symbols.record == [1, UInt8(ascii: ","), 3, 0xE2, 0x80, 0xAF, 1, UInt8(ascii: "-"), 1, UInt8(ascii: "+"),
                                   1, UInt8(ascii: "E"), 0x60, 0x06, 0, 0, 3, 2, 1, 0, 0])
        var turkish = NumberSymbols.root
        turkish.percentIsPrefix = true
        #expect(Array(turkish.record.suffix(3)) == [1, 1, UInt8(ascii: "%")])
    }

    /// A compact record must end exactly where its fields do, and each field
    /// must lie inside it: every shorter and every longer copy is refused.
    @Test func compactNumberSymbolsRecordsOfTheWrongLengthAreRefused() {
        for locale in ["en", "fr", "ar", "tr", "hi"] {
            let record = NumberSymbolsCatalog.symbols(forLocale: locale).record
            for length in 0..<record.count {
                #expect(Array(record.prefix(length)).withUnsafeBytes { NumberSymbols(record: $0, compact: true) } == nil,
                        "\(locale), \(length) of \(record.count) bytes")
            }
            #expect((record + [0]).withUnsafeBytes { NumberSymbols(record: $0, compact: true) } == nil, "\(locale)")
        }
    }

    /// The 96-byte record of fixed slots that bundles before format 2.18
    /// hold, made by hand from `Specs/bundle-format.md`: five 16-byte short
    /// strings, the zero digit at 80, the grouping sizes at 84–86, the
    /// percent flags at 87 and the affix at 88 (its length 0: `%` after).
    @Test func numberSymbolsRecordsOfFixedSlotsStillRead() {
        var record = [UInt8](repeating: 0, count: BundleFormat.numberSymbolsRecordSize)
        for (slot, text) in [[UInt8(ascii: ",")], [0xE2, 0x80, 0xAF], [UInt8(ascii: "-")], [UInt8(ascii: "+")],
                             [UInt8(ascii: "E")]].enumerated() {
            record[slot * 16] = UInt8(text.count)
            record.replaceSubrange((slot * 16 + 1)..<(slot * 16 + 1 + text.count), with: text)
        }
        record.replaceSubrange(80..<87, with: [0x60, 0x06, 0, 0, 3, 2, 1])
        let expected = NumberSymbols(decimalSeparator: ",", groupingSeparator: "\u{202F}", minusSign: "-", plusSign: "+",
                                     exponentSymbol: "E", zeroDigit: "\u{0660}", primaryGroupingSize: 3,
                                     secondaryGroupingSize: 2, minimumGroupingDigits: 1)
        #expect(record.withUnsafeBytes { NumberSymbols(record: $0, compact: false) } == expected)
        #expect(expected.fixedSlotRecord == record)
        // The percent sign before the number with a space: flags 1, then the affix's length and bytes.
        record.replaceSubrange(87..<92, with: [1, 3, UInt8(ascii: "%"), 0xC2, 0xA0])
        var prefixed = expected
        prefixed.percentIsPrefix = true
        prefixed.percentAffix = "%\u{00A0}"
        #expect(record.withUnsafeBytes { NumberSymbols(record: $0, compact: false) } == prefixed)
        // Read as compact, the same bytes do not end where their fields do.
        #expect(record.withUnsafeBytes { NumberSymbols(record: $0, compact: true) } == nil)
        #expect(Array(record.prefix(95)).withUnsafeBytes { NumberSymbols(record: $0, compact: false) } == nil)
    }
}
