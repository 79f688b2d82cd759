import Foundation
@_spi(LocPackInternals) @testable import LocPack
import Testing

/// Number symbols written out from CLDR 46 facts (as seen through
/// `String(format:locale:)` on Linux), independent of any generated table.
enum TestSymbols {
    static func make(_ decimal: String, _ group: String, _ minus: String = "-", _ plus: String = "+",
                     _ exponent: String = "E", zero: Unicode.Scalar = "0", primary: UInt8 = 3,
                     secondary: UInt8 = 3, minimumGrouping: UInt8 = 1) -> NumberSymbols {
        NumberSymbols(decimalSeparator: ShortUTF8(decimal), groupingSeparator: ShortUTF8(group),
                      minusSign: ShortUTF8(minus), plusSign: ShortUTF8(plus), exponentSymbol: ShortUTF8(exponent),
                      zeroDigit: zero, primaryGroupingSize: primary, secondaryGroupingSize: secondary,
                      minimumGroupingDigits: minimumGrouping)
    }
    static let en = NumberSymbols.root
    static let de = make(",", ".")
    static let fr = make(",", "\u{202F}")
    static let pl = make(",", "\u{00A0}", minimumGrouping: 2)
    static let es = make(",", ".", minimumGrouping: 2)
    static let hiIN = make(".", ",", secondary: 2)
    static let arEG = make("\u{066B}", "\u{066C}", "\u{061C}-", "\u{061C}+", "\u{0623}\u{0633}", zero: "\u{0660}")
    static let ar = make(".", ",", "\u{200E}-", "\u{200E}+")
    static let mr = make(".", ",", zero: "\u{0966}", secondary: 2)
    static let fa = make("\u{066B}", "\u{066C}", "\u{200E}\u{2212}", "\u{200E}+", "\u{00D7}\u{06F1}\u{06F0}^", zero: "\u{06F0}")
}

func localized(_ format: String, _ value: Int64, _ symbols: NumberSymbols) -> String {
    renderSpec(format) { PrintfFormatter.formatSigned(value, spec: $0, symbols: symbols, into: &$1) }
}

func localizedDouble(_ format: String, _ value: Double, _ symbols: NumberSymbols) -> String {
    renderSpec(format) { PrintfFormatter.formatDouble(value, spec: $0, symbols: symbols, into: &$1) }
}

@Suite struct LocalizedPrintfTests {
    /// SEMANTICS §8, literally.
    @Test func semanticsTable() {
        #expect(localized("%d", 1234567, TestSymbols.en) == "1,234,567")
        #expect(localized("%d", 1234567, TestSymbols.de) == "1.234.567")
        #expect(localized("%d", 1234567, TestSymbols.arEG) == "١٬٢٣٤٬٥٦٧")
        #expect(localized("%d", 1234567, TestSymbols.arEG).unicodeScalars.first == "\u{0661}")
        #expect(localized("%d", 0, TestSymbols.arEG) == "\u{0660}")
        #expect(localized("%d", 1234567, TestSymbols.fr) == "1\u{202F}234\u{202F}567")
        #expect(localized("%d", 1234567, TestSymbols.pl) == "1\u{00A0}234\u{00A0}567")
        #expect(localized("%d", 1234567, TestSymbols.hiIN) == "12,34,567")
        #expect(localized("%05d", 42, TestSymbols.en) == "00,042")
        #expect(localizedDouble("%e", 1234567.8, TestSymbols.en) == "1.234568E+06")
        #expect(localizedDouble("%e", 1234567.0, TestSymbols.en) == "1.234567E+06")
        // `%2$d %1$@ %3$.1f` with ("A", 7, 2.25) → `7 A 2.2`: the pieces.
        #expect(localized("%d", 7, TestSymbols.en) == "7")
        #expect(renderSpec("%@") { PrintfFormatter.formatString("A", spec: $0, into: &$1) } == "A")
        #expect(localizedDouble("%.1f", 2.25, TestSymbols.en) == "2.2")
    }

    @Test func integerGroupingAndSigns() {
        #expect(localized("%d", -1234567, TestSymbols.en) == "-1,234,567")
        #expect(localized("%d", -1234567, TestSymbols.arEG) == "\u{061C}-١٬٢٣٤٬٥٦٧")
        #expect(localized("%d", -1234567, TestSymbols.fa) == "\u{200E}\u{2212}۱٬۲۳۴٬۵۶۷")
        #expect(localized("%+d", 5, TestSymbols.arEG) == "\u{061C}+٥")
        #expect(localized("%+d", 5, TestSymbols.ar) == "\u{200E}+5")
        #expect(localized("%d", 1234, TestSymbols.pl) == "1234")
        #expect(localized("%d", 12345, TestSymbols.pl) == "12\u{00A0}345")
        #expect(localized("%d", 1234, TestSymbols.es) == "1234")
        #expect(localized("%d", 12345, TestSymbols.es) == "12.345")
        #expect(localized("%d", 1234, TestSymbols.hiIN) == "1,234")
        #expect(localized("%d", 123456789, TestSymbols.hiIN) == "12,34,56,789")
        #expect(localized("%d", 123456789, TestSymbols.mr) == "१२,३४,५६,७८९")
        #expect(localized("%d", -12345, TestSymbols.mr) == "-१२,३४५")
        #expect(localized("%08d", 7, TestSymbols.mr) == "०,००,००,००७")
        #expect(localizedDouble("%.1f", 1234567.25, TestSymbols.mr) == "१२,३४,५६७.२")
        #expect(localized("%lld", .min, TestSymbols.de) == "-9.223.372.036.854.775.808")
        #expect(localized("%u", 1234567, TestSymbols.en) == "1,234,567")
        #expect(localized("%hhd", 300, TestSymbols.en) == "44")
        #expect(localized("%hd", 70000, TestSymbols.en) == "4,464")
        #expect(localized("%d", 5_000_000_000, TestSymbols.en) == "5,000,000,000")   // never truncated
        #expect(localized("%ld", 5_000_000_000, TestSymbols.en) == "5,000,000,000")
    }

    @Test func integerPaddingAndPrecision() {
        let en = TestSymbols.en
        #expect(localized("%05d", -42, en) == "-00,042")
        #expect(localized("%08d", 42, en) == "00,000,042")
        #expect(localized("%08d", 1234567, en) == "01,234,567")
        #expect(localized("%+08d", 42, en) == "+00,000,042")
        #expect(localized("% 08d", 42, en) == "00,000,042")
        #expect(localized("% d", 42, en) == "42")
        #expect(localized("%.5d", 42, en) == "00,042")
        #expect(localized("%8.5d", 42, en) == "  00,042")
        #expect(localized("%08.5d", -42, en) == " -00,042")
        #expect(localized("%8d", -42, en) == "     -42")
        #expect(localized("%-8d", -42, en) == "-42     ")
        #expect(localized("%-06d", 7, en) == "7     ")
        #expect(localized("%.0d", 0, en) == "0")
        #expect(localized("%.3d", -7, en) == "-007")
        #expect(localized("%8d", 1234567, en) == "1,234,567")
        #expect(localized("%010d", 7000, TestSymbols.hiIN) == "0,00,00,07,000")
        #expect(localized("%08d", 0, TestSymbols.hiIN) == "0,00,00,000")
        #expect(localized("%06d", 7, TestSymbols.pl) == "000\u{00A0}007")
        #expect(localized("%.5d", 1234, TestSymbols.pl) == "01\u{00A0}234")
        #expect(localized("%07d", -7, TestSymbols.es) == "-0.000.007")
        #expect(localized("%8d", -1234, TestSymbols.arEG) == " \u{061C}-١٬٢٣٤")   // width in scalars
        #expect(localized("%-10d", -1234, TestSymbols.arEG) == "\u{061C}-١٬٢٣٤   ")
        #expect(localized("%05d", -1234, TestSymbols.arEG) == "\u{061C}-٠١٬٢٣٤")
    }

    @Test func nonLocalizedConversions() {
        let de = TestSymbols.arEG
        #expect(localized("%x", 1234567, de) == "12d687")
        #expect(localized("%#X", 1234567, de) == "0X12D687")
        #expect(localized("%o", 8, de) == "10")
        #expect(localized("%c", 65, de) == "A")
        #expect(localized("%@", 1234567, de) == "1234567")
    }

    @Test func floatingPoint() {
        let en = TestSymbols.en
        #expect(localizedDouble("%f", 1234567.5, en) == "1,234,567.500000")
        #expect(localizedDouble("%f", 1234567.5, TestSymbols.de) == "1.234.567,500000")
        #expect(localizedDouble("%f", 1234567.5, TestSymbols.fr) == "1\u{202F}234\u{202F}567,500000")
        #expect(localizedDouble("%f", 1234567.5, TestSymbols.hiIN) == "12,34,567.500000")
        #expect(localizedDouble("%f", 1234567.5, TestSymbols.arEG) == "١٬٢٣٤٬٥٦٧٫٥٠٠٠٠٠")
        #expect(localizedDouble("%.2f", -1234.5678, en) == "-1,234.57")
        #expect(localizedDouble("%.2f", -1234.5678, TestSymbols.pl) == "-1234,57")
        #expect(localizedDouble("%.2f", -1234.5678, TestSymbols.hiIN) == "-1,234.57")
        #expect(localizedDouble("%.2f", -1234.5678, TestSymbols.arEG) == "\u{061C}-١٬٢٣٤٫٥٧")
        #expect(localizedDouble("%f", 1e22, en) == "10,000,000,000,000,000,000,000.000000")
        #expect(localizedDouble("%.0f", 1234.5, en) == "1,234")      // half to even
        #expect(localizedDouble("%.2f", 2.675, en) == "2.67")        // exact binary value, like printf
        #expect(localizedDouble("%f", -0.0, en) == "-0.000000")
        #expect(localizedDouble("%.1f", -0.01, en) == "-0.0")
    }

    @Test func scientificAndGeneral() {
        let en = TestSymbols.en
        #expect(localizedDouble("%e", -0.000123, en) == "-1.230000E-04")
        #expect(localizedDouble("%e", 1234567.0, TestSymbols.de) == "1,234567E+06")
        #expect(localizedDouble("%e", 1234567.0, TestSymbols.arEG) == "١٫٢٣٤٥٦٧أس\u{061C}+٠٦")
        #expect(localizedDouble("%e", -0.000123, TestSymbols.arEG) == "\u{061C}-١٫٢٣٠٠٠٠أس\u{061C}-٠٤")
        #expect(localizedDouble("%e", 1234567.0, TestSymbols.ar) == "1.234567E\u{200E}+06")
        #expect(localizedDouble("%e", 1234567.0, TestSymbols.fa) == "۱٫۲۳۴۵۶۷×۱۰^\u{200E}+۰۶")
        #expect(localizedDouble("%E", 1e100, en) == "1.000000E+100")
        #expect(localizedDouble("%.0e", 0, en) == "0E+00")
        #expect(localizedDouble("%.1e", -0.0, en) == "-0.0E+00")
        #expect(localizedDouble("%g", 1234567.0, en) == "1.23457E+06")
        #expect(localizedDouble("%g", 0.0001234, en) == "0.0001234")
        #expect(localizedDouble("%g", 123456.0, en) == "123,456")
        #expect(localizedDouble("%g", 123456.0, TestSymbols.hiIN) == "1,23,456")
        #expect(localizedDouble("%g", 0.0001234, TestSymbols.de) == "0,0001234")
        #expect(localizedDouble("%G", 1e-05, TestSymbols.de) == "1E-05")
        #expect(localizedDouble("%g", 1e100, en) == "1E+100")
        #expect(localizedDouble("%.10g", 1234500000.0, TestSymbols.hiIN) == "1,23,45,00,000")
        #expect(localizedDouble("%.10g", 12345000000.0, TestSymbols.hiIN) == "1.2345E+10")
        #expect(localizedDouble("%.3g", 1234.5, en) == "1.23E+03")
        #expect(localizedDouble("%g", -0.0, TestSymbols.arEG) == "\u{061C}-٠")
        #expect(localizedDouble("%g", 1e22, TestSymbols.arEG) == "١أس\u{061C}+٢٢")
    }

    /// Flags as Foundation's localized formatting treats them: space and `#`
    /// have no effect, the `0` flag pads with spaces after the sign.
    @Test func floatFlagsAndPadding() {
        let en = TestSymbols.en
        #expect(localizedDouble("%010.2f", 1.5, en) == "      1.50")
        #expect(localizedDouble("%010.2f", -1.5, en) == "-     1.50")
        #expect(localizedDouble("%+010.2f", 1234.5, en) == "+ 1,234.50")
        #expect(localizedDouble("%-010.2f", -1234.5, en) == "-1,234.50 ")
        #expect(localizedDouble("%015e", 1.5, en) == "   1.500000E+00")
        #expect(localizedDouble("%015e", -1.5, en) == "-  1.500000E+00")
        #expect(localizedDouble("%10.1e", -1234.5, en) == "  -1.2E+03")
        #expect(localizedDouble("%-12.1f", 1234.5, en) == "1,234.5     ")
        #expect(localizedDouble("%12.2f", 1234.5, TestSymbols.arEG) == "    ١٬٢٣٤٫٥٠")
        #expect(localizedDouble("%012.1f", 1234567.25, TestSymbols.fr) == " 1\u{202F}234\u{202F}567,2")
        #expect(localizedDouble("% f", -1.5, en) == "-1.500000")
        #expect(localizedDouble("% f", 1.5, en) == "1.500000")
        #expect(localizedDouble("%#.0f", 1.5, en) == "2")
        #expect(localizedDouble("%#g", 1.5, en) == "1.5")
        #expect(localizedDouble("%#.3g", 1234.5, en) == "1.23E+03")
    }

    @Test func infinityAndNaN() {
        let en = TestSymbols.en
        #expect(localizedDouble("%f", .infinity, en) == "∞")
        #expect(localizedDouble("%e", -.infinity, en) == "-∞")
        #expect(localizedDouble("%+f", .infinity, TestSymbols.arEG) == "\u{061C}+∞")
        #expect(localizedDouble("%f", -.infinity, TestSymbols.arEG) == "\u{061C}-∞")
        #expect(localizedDouble("%8f", .infinity, en) == "       ∞")
        #expect(localizedDouble("%08f", -.infinity, en) == "-      ∞")
        #expect(localizedDouble("%-8f", .infinity, en) == "∞       ")
        #expect(localizedDouble("%G", .nan, en) == "NaN")
        #expect(localizedDouble("%f", -.nan, en) == "-NaN")
        #expect(localizedDouble("%8f", .nan, en) == "     NaN")
    }

    /// en output without its grouping separators is POSIX output with `E`.
    @Test func englishMatchesPOSIXWithoutGrouping() {
        var failures = 0
        var checked = 0
        for value in PrintfPOSIXTests.randomDoubles.prefix(1500) + PrintfPOSIXTests.specialDoubles.filter(\.isFinite) {
            for conversion in ["f", "e", "g"] {
                for precision in ["", ".0", ".1", ".3", ".9", ".17"] {
                    let format = "%\(precision)\(conversion)"
                    let ours = localizedDouble(format, value, TestSymbols.en).replacingOccurrences(of: ",", with: "")
                    let posix = renderSpec(format) { PrintfFormatter.formatDouble(value, spec: $0, symbols: nil, into: &$1) }
                        .replacingOccurrences(of: "e", with: "E")
                    checked += 1
                    if ours != posix {
                        failures += 1
                        if failures < 10 { print("MISMATCH \(format) \(value): [\(ours)] vs [\(posix)]") }
                    }
                }
            }
        }
        #expect(failures == 0, "\(failures) of \(checked) differ")
    }

    /// The single-pass integer path agrees with the general digit-run path.
    @Test func fastIntegerPathMatchesGeneralPath() {
        let locales = [TestSymbols.en, TestSymbols.de, TestSymbols.fr, TestSymbols.pl, TestSymbols.es, TestSymbols.hiIN,
                       TestSymbols.arEG, TestSymbols.mr, TestSymbols.fa, TestSymbols.ar,
                       TestSymbols.make(",", "'", secondary: 4), TestSymbols.make(".", "\u{2009}", primary: 4, secondary: 2)]
        var failures = 0
        for symbols in locales {
            for format in ["%lld", "%08lld", "%.12lld", "%+lld", "%-15lld", "%25lld", "%020lld", "%.1lld", "%+.3lld"] {
                for value in PrintfPOSIXTests.integerValues {
                    let fast = localized(format, value, symbols)
                    let general = renderSpec(format) { spec, sink in
                        let digits = Array(String(value.magnitude).utf8).map { $0 - 48 }
                        digits.withUnsafeBufferPointer {
                            PrintfFormatter.writeLocalizedInteger($0.baseAddress!, count: $0.count, negative: value < 0,
                                                                  spec: spec, symbols: symbols, into: &sink)
                        }
                    }
                    if fast != general {
                        failures += 1
                        if failures < 10 { print("MISMATCH \(format) \(value): fast [\(fast)] general [\(general)]") }
                    }
                }
            }
        }
        #expect(failures == 0)
    }

    @Test func noHeapAllocationInSteadyState() {
        // Exercised for allocation counts by the benchmark/callgrind runs; here
        // just check that big precisions and long expansions are fine in a small sink.
        withUnsafeTemporaryAllocation(byteCount: 16, alignment: 1) { buffer in
            var sink = UTF8Sink(buffer)
            PrintfFormatter.formatDouble(.greatestFiniteMagnitude, spec: FormatSpec(conversion: UInt8(ascii: "f"), precision: 2000),
                                         symbols: TestSymbols.arEG, into: &sink)
            #expect(sink.didOverflow)
            // 309 digits ×2 bytes + 102 separators ×2 + separator 2 + 2000 digits ×2
            #expect(sink.requiredCount == 309 * 2 + 102 * 2 + 2 + 2000 * 2)
        }
    }
}
