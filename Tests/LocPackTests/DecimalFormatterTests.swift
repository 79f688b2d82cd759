@_spi(LocPackInternals) @testable import LocPack
import Testing
import LocPackTestSupport

/// The decimal conversion (`N`, ``DecimalStyle``): rounding, padding,
/// grouping and signs, as ICU's number formatter and MessageFormat 2's
/// `:number` show numbers (`Specs/programs.md`, "Decimal specs").
@Suite struct DecimalFormatterTests {
    private static let fr = TestSymbols.fr
    private static let pl = TestSymbols.pl

    private static func text(_ value: MessageArgument.Numeric, _ style: DecimalStyle = DecimalStyle(),
                             _ symbols: NumberSymbols? = TestSymbols.en) -> String {
        withUnsafeTemporaryAllocation(byteCount: 512, alignment: 8) { storage in
            var sink = UTF8Sink(storage)
            ArgumentFormatter.write(value, spec: style.spec, symbols: symbols, into: &sink)
            return String(decoding: UnsafeRawBufferPointer(rebasing: storage[0..<sink.writtenCount]), as: UTF8.self)
        }
    }

    private static func text(decimal: String, _ style: DecimalStyle = DecimalStyle(),
                             _ symbols: NumberSymbols? = TestSymbols.en) -> String? {
        withUnsafeTemporaryAllocation(byteCount: 512, alignment: 8) { storage in
            var sink = UTF8Sink(storage)
            var input = decimal
            let written = input.withUTF8 {
                DecimalFormatter.write(decimalText: UnsafeRawBufferPointer($0), style: style, symbols: symbols, into: &sink)
            }
            return written ? String(decoding: UnsafeRawBufferPointer(rebasing: storage[0..<sink.writtenCount]), as: UTF8.self) : nil
        }
    }

    @Test func theDefaultStyleKeepsUpToThreeFractionDigitsAndGroups() {
        #expect(Self.text(.double(4.2)) == "4.2")
        #expect(Self.text(.double(-4.20)) == "-4.2")
        #expect(Self.text(.double(1234.5678)) == "1,234.568")
        #expect(Self.text(.int(1_234_567)) == "1,234,567")
        #expect(Self.text(.double(0.0004)) == "0")
        #expect(Self.text(.double(0.0005)) == "0.001")  // the double lies just above 0.0005
        #expect(Self.text(.double(0.05)) == "0.05")
        #expect(Self.text(.double(1.3), DecimalStyle(), Self.fr) == "1,3")
        #expect(Self.text(.int(12345), DecimalStyle(), Self.fr) == "12\u{202F}345")
        // pl groups from five digits on (CLDR minimum grouping digits 2).
        #expect(Self.text(.int(1234), DecimalStyle(), Self.pl) == "1234")
        #expect(Self.text(.int(12345), DecimalStyle(), Self.pl) == "12\u{A0}345")
    }

    @Test func fractionAndIntegerDigitsPadAndRoundHalfAwayFromZero() {
        #expect(Self.text(.double(4.2), DecimalStyle(minimumFractionDigits: 2)) == "4.20")
        #expect(Self.text(.int(1), DecimalStyle(minimumFractionDigits: 5, maximumFractionDigits: 5)) == "1.00000")
        #expect(Self.text(.double(2.5), DecimalStyle(maximumFractionDigits: 0)) == "3")
        #expect(Self.text(.double(-2.5), DecimalStyle(maximumFractionDigits: 0)) == "-3")
        #expect(Self.text(.double(2.25), DecimalStyle(maximumFractionDigits: 1)) == "2.3")
        // A double rounds as its shortest digits read (as ICU and `Intl` round): the double nearest 2.675
        // lies below it, but it reads 2.675, a tie, so up; 1.005 likewise; 0.30000000000000004 keeps its last digit.
        #expect(Self.text(.double(2.675), DecimalStyle(maximumFractionDigits: 2)) == "2.68")
        #expect(Self.text(.double(1.005), DecimalStyle(maximumFractionDigits: 2)) == "1.01")
        #expect(Self.text(.double(0.1 + 0.2), DecimalStyle(maximumFractionDigits: 20)) == "0.30000000000000004")
        #expect(Self.text(.double(1e-7), DecimalStyle(maximumFractionDigits: 8)) == "0.0000001")
        #expect(Self.text(.double(1e22), DecimalStyle(grouping: .never)) == "10000000000000000000000")
        #expect(Self.text(.double(-0.0)) == "-0")
        #expect(Self.text(.double(9.96), DecimalStyle(maximumFractionDigits: 1)) == "10")
        #expect(Self.text(.int(7), DecimalStyle(minimumIntegerDigits: 3)) == "007")
        #expect(Self.text(.double(0.5), DecimalStyle(minimumIntegerDigits: 2)) == "00.5")
    }

    @Test func significantDigitsReplaceFractionDigits() {
        #expect(Self.text(.int(123_456), DecimalStyle(maximumSignificantDigits: 2)) == "120,000")
        #expect(Self.text(.double(0.012345), DecimalStyle(maximumSignificantDigits: 3)) == "0.0123")
        #expect(Self.text(.int(1), DecimalStyle(minimumSignificantDigits: 3)) == "1.00")
        #expect(Self.text(.double(0.5), DecimalStyle(minimumSignificantDigits: 3)) == "0.500")
    }

    @Test func groupingAndSignsFollowTheirOptions() {
        #expect(Self.text(.int(1234), DecimalStyle(grouping: .never)) == "1234")
        #expect(Self.text(.int(1234), DecimalStyle(grouping: .min2)) == "1234")
        #expect(Self.text(.int(12345), DecimalStyle(grouping: .min2)) == "12,345")
        #expect(Self.text(.int(1234), DecimalStyle(grouping: .always), Self.pl) == "1\u{A0}234")
        #expect(Self.text(.int(5), DecimalStyle(signDisplay: .always)) == "+5")
        #expect(Self.text(.int(0), DecimalStyle(signDisplay: .exceptZero)) == "0")
        #expect(Self.text(.int(-5), DecimalStyle(signDisplay: .never)) == "5")
        #expect(Self.text(.double(-0.0001), DecimalStyle(signDisplay: .negative)) == "0")
        #expect(Self.text(.double(-0.0001)) == "-0")
        // POSIX output: ASCII, no grouping.
        #expect(Self.text(.int(12345), DecimalStyle(), nil) == "12345")
    }

    @Test func decimalTextIsReadExactlyInJSONNumberSyntax() {
        #expect(Self.text(decimal: "0.42e+1") == "4.2")
        #expect(Self.text(decimal: "-4.20") == "-4.2")
        #expect(Self.text(decimal: "1.0005", DecimalStyle(maximumFractionDigits: 3)) == "1.001")
        #expect(Self.text(decimal: "1.00049", DecimalStyle(maximumFractionDigits: 3)) == "1")
        #expect(Self.text(decimal: "1.0015", DecimalStyle(maximumFractionDigits: 3)) == "1.002")
        #expect(Self.text(decimal: "12345678901234567890123") == "12,345,678,901,234,567,890,123")
        for bad in ["00", "042", "1.", "1e", "1.e3", "+1", ".1", "0x1", "foo", "", "-", "1e+"] {
            #expect(Self.text(decimal: bad) == nil, "\(bad)")
        }
    }

    @Test func stylesSurviveTheirSpec() {
        let style = DecimalStyle(minimumIntegerDigits: 2, minimumFractionDigits: 1, maximumFractionDigits: 4,
                                 minimumSignificantDigits: nil, maximumSignificantDigits: 7, grouping: .min2, signDisplay: .exceptZero)
        #expect(DecimalStyle(style.spec) == style)
        #expect(DecimalStyle(FormatSpec(conversion: UInt8(ascii: "f"))) == nil)
        #expect(!DecimalStyle(minimumFractionDigits: 4, maximumFractionDigits: 3).isValid)
        for mode in DecimalStyle.RoundingMode.allCases {
            for percent in [false, true] {
                for (strips, affixed) in [(false, false), (true, false), (false, true), (true, true)] {
                    var flagged = style
                    flagged.roundingMode = mode
                    flagged.isPercent = percent
                    flagged.stripsIntegerFraction = strips
                    flagged.hasAffixes = affixed
                    #expect(DecimalStyle(flagged.spec) == flagged)
                }
            }
        }
        // Fields out of their ranges or orders make the spec corrupt.
        func packed(width: Int32, precision: Int32, flags: UInt8 = 0) -> FormatSpec {
            FormatSpec(conversion: FormatSpec.decimalConversion, flags: FormatSpec.Flags(rawValue: flags), width: width, precision: precision)
        }
        #expect(DecimalStyle(packed(width: 1 | 3 << 10, precision: 0)) != nil)
        #expect(DecimalStyle(packed(width: 1 | 4 << 5 | 3 << 10, precision: 0)) == nil)  // minimum fraction above maximum
        #expect(DecimalStyle(packed(width: 0, precision: 0)) == nil)                      // no integer digit
        #expect(DecimalStyle(packed(width: 1, precision: 5 | 2 << 5)) == nil)             // significant minimum above maximum
        #expect(DecimalStyle(packed(width: 1, precision: 5 << 12)) == nil)                // sign display 5
        #expect(DecimalStyle(packed(width: 1, precision: 0, flags: 9)) == nil)            // rounding mode 9
        // Flag bits no style uses make the spec corrupt.
        var unknown = style.spec
        unknown.flags = FormatSpec.Flags(rawValue: 0x80)
        #expect(DecimalStyle(unknown) == nil)
        // Only the default mode and no percentage keep the integer fast path.
        var truncating = DecimalStyle(maximumFractionDigits: 0)
        #expect(truncating.spec.isPlainDecimal)
        truncating.roundingMode = .trunc
        #expect(!truncating.spec.isPlainDecimal)
    }

    /// ECMA-402's rounding modes (MessageFormat 2's `roundingMode`), on ties, past ties and below them.
    /// A double rounds as its shortest round-trip digits do, whether the
    /// fast path (``FastDecimalRounding``) or the exact one decides: checked
    /// against the same digits given as text, over doubles near and on
    /// rounding boundaries, in every mode.
    @Test func doublesRoundAsTheirShortestDigitsOnEveryPath() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 1.005, 2.675, 0.125, -0.125, 1e-7, 123456789.987654321, 4503599627370495.5, 1e300, -2.5, 0.5]
        for _ in 0..<SweepScale.rounds(3000) {
            let digits = Int.random(in: 0...6, using: &generator)
            var scale = 1.0
            for _ in 0..<digits { scale *= 10 }
            let k = Double(Int64.random(in: -2_000_000...2_000_000, using: &generator))
            // k/10^m, its neighbours a few ulps away, halves and random magnitudes.
            let base = k / scale
            values += [base, base.nextUp, base.nextDown, base.nextUp.nextUp, (k + 0.5) / scale,
                       Double.random(in: -1e6...1e6, using: &generator)]
        }
        // Every locale's layout, signs and the minimum and stripped fractions, as the fast writer and the general one write them.
        let symbolSets: [NumberSymbols?] = [TestSymbols.en, TestSymbols.fr, TestSymbols.pl, TestSymbols.hiIN, TestSymbols.arEG,
                                            TestSymbols.fa, nil]
        var checked = 0
        for (v, value) in values.enumerated() {
            for fraction in [0, 1, 2, 3, 6] {
                for mode in DecimalStyle.RoundingMode.allCases {
                    var style = DecimalStyle(minimumFractionDigits: min(fraction, v % 3), maximumFractionDigits: fraction)
                    style.roundingMode = mode
                    style.signDisplay = DecimalStyle.SignDisplay.allCases[v % 5]
                    style.stripsIntegerFraction = v % 7 == 0
                    let symbols = symbolSets[(v &+ fraction) % symbolSets.count]
                    #expect(Self.text(.double(value), style, symbols) == Self.text(decimal: "\(value)", style, symbols),
                            "\(value) \(fraction) \(mode)")
                    checked += 1
                }
            }
        }
        #expect(checked > 100_000 / SweepScale.fraction)
    }

    @Test func roundingModesRoundAsTheirNamesSay() {
        func rounded(_ value: String, _ mode: DecimalStyle.RoundingMode, fraction: Int = 0) -> String? {
            var style = DecimalStyle(maximumFractionDigits: fraction)
            style.roundingMode = mode
            return Self.text(decimal: value, style)
        }
        let values = ["2.5", "-2.5", "3.5", "2.51", "-2.49", "2.4"]
        let expected: [DecimalStyle.RoundingMode: [String]] = [
            .halfExpand: ["3", "-3", "4", "3", "-2", "2"],
            .ceil: ["3", "-2", "4", "3", "-2", "3"],
            .floor: ["2", "-3", "3", "2", "-3", "2"],
            .expand: ["3", "-3", "4", "3", "-3", "3"],
            .trunc: ["2", "-2", "3", "2", "-2", "2"],
            .halfCeil: ["3", "-2", "4", "3", "-2", "2"],
            .halfFloor: ["2", "-3", "3", "3", "-2", "2"],
            .halfTrunc: ["2", "-2", "3", "3", "-2", "2"],
            .halfEven: ["2", "-2", "4", "3", "-2", "2"],
        ]
        for (mode, texts) in expected {
            #expect(values.map { rounded($0, mode) } == texts, "\(mode)")
        }
        // Every digit below the place kept: zero, or one unit of that place.
        #expect(rounded("0.0004", .expand, fraction: 2) == "0.01")
        #expect(rounded("-0.0004", .floor, fraction: 2) == "-0.01")
        #expect(rounded("0.0004", .ceil, fraction: 2) == "0.01")
        #expect(rounded("0.0004", .halfExpand, fraction: 2) == "0")
        #expect(rounded("0.0006", .trunc, fraction: 2) == "0")
        // Carries through nines; a double's shortest digits decide (0.35 reads as a tie).
        #expect(rounded("9.99", .ceil, fraction: 1) == "10")
        var halfEven = DecimalStyle(maximumFractionDigits: 1)
        halfEven.roundingMode = .halfEven
        #expect(Self.text(.double(0.25), halfEven) == "0.2")
        #expect(Self.text(.double(0.35), halfEven) == "0.4")
        #expect(Self.text(.double(0.45), halfEven) == "0.4")
    }

    @Test func percentagesAreShownTimesAHundred() {
        var percent = DecimalStyle(maximumFractionDigits: 0)
        percent.isPercent = true
        #expect(Self.text(decimal: "0.42", percent) == "42%")
        #expect(Self.text(.double(0.125), percent) == "13%")
        #expect(Self.text(.int(-42), percent) == "-4,200%")
        #expect(Self.text(.int(0), percent) == "0%")
        #expect(Self.text(.double(0.07), percent) == "7%")
        #expect(percent.posixDigits(of: "0.42") == "42")
    }
}
