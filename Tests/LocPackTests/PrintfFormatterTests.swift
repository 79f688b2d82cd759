#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@_spi(LocPackInternals) @testable import LocPack
import Testing
import LocPackTestSupport

/// Renders one argument with LocPack into a String (tests only).
func renderSpec(_ format: String, _ body: (FormatSpec, inout UTF8Sink) -> Void) -> String {
    guard case .success(let parsed) = FormatSpecParser.parse(format) else {
        return "<parse error \(format)>"
    }
    return withUnsafeTemporaryAllocation(byteCount: 8192, alignment: 1) { buffer in
        var sink = UTF8Sink(buffer)
        body(parsed.spec, &sink)
        precondition(!sink.didOverflow, "test buffer too small for \(format)")
        return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[0..<sink.writtenCount]), as: UTF8.self)
    }
}

/// glibc's (or Darwin's) `vsnprintf` output for one argument.
func cFormat(_ format: String, _ argument: CVarArg) -> String {
    var buffer = [CChar](repeating: 0, count: 8192)
    let n = withVaList([argument]) { vsnprintf(&buffer, buffer.count, format, $0) }
    precondition(n >= 0 && Int(n) < buffer.count, "vsnprintf failed for \(format)")
    return String(decoding: buffer[0..<Int(n)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Collects mismatches and reports them at the end.
final class MismatchLog {
    var count = 0
    var checked = 0
    var samples: [String] = []
    func check(_ format: String, _ value: String, ours: String, theirs: String) {
        checked += 1
        if ours != theirs {
            count += 1
            if samples.count < 60 { samples.append("\(format) of \(value): LocPack [\(ours)] libc [\(theirs)]") }
        }
    }
    func assertClean(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for sample in samples { print("MISMATCH \(sample)") }
        #expect(count == 0, "\(count) of \(checked) \(what) formats differ from libc; first: \(samples.prefix(5))",
                sourceLocation: sourceLocation)
        print("\(what): \(checked) formats compared with libc, \(count) mismatches")
    }
}

let flagSets: [String] = {
    var sets: [String] = []
    let flags = Array("-+ #0")
    for mask in 0..<32 {
        sets.append(String((0..<5).filter { mask & (1 << $0) != 0 }.map { flags[$0] }))
    }
    return sets
}()

@Suite struct PrintfPOSIXTests {
    static let specialDoubles: [Double] = {
        var values: [Double] = [
            0, -0.0, 0.5, 1.5, 2.5, 3.5, -0.5, -2.5, 0.125, 0.375, 2.675, 1.005, 0.05, 0.15, 0.25, 0.35, 9.5, 99.5,
            999.5, 0.95, 0.995, 9.995, 1, -1, 10, 100, 1e6, 1e15, 1e16, 1e17, 1e21, 1e22, 1e23, 1e100, 1e300,
            .leastNonzeroMagnitude, Double("1e-323")!, 2.2250738585072014e-308, Double("2.2250738585072009e-308")!, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, .leastNormalMagnitude, .leastNonzeroMagnitude, .ulpOfOne, 1 + .ulpOfOne,
            1 - .ulpOfOne / 2, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, -2.0 / 3, 3.141592653589793, 2.718281828459045,
            123456789, 1234567.8, 1234567.5, 0.000123, 1e-5, 9.9999e-5, 0.0001, 0.00009999995, 999999.5, 9999995,
            123456.5, 4.35, 8.345, 1.45, 0.045, 5e-5, 4503599627370495.5, 4503599627370497, 9007199254740994,
            18446744073709551616.0, 1.7976931348623157e307, Double("4.9406564584124654e-320")!, Double("1e-310")!,
            .infinity, -.infinity, .nan, -.nan,
        ]
        for e in stride(from: -1074, through: 1023, by: 37) { values.append(pow(2.0, Double(e))) }
        for e in stride(from: -320, through: 308, by: 29) { values.append(Double("1e\(e)")!) }
        return values
    }()

    static let randomDoubles: [Double] = {
        var generator = SplitMix(seed: 0x10C_9AC4)
        var values: [Double] = []
        while values.count < 3000 {
            let bits = generator.next()
            let kind = values.count % 3
            var value: Double
            switch kind {
            case 0: value = Double(bitPattern: bits)                      // any binary64
            case 1: value = Double(Int64(bitPattern: bits) >> 20) / 1024 // "money-like" numbers
            default: value = Double(bits >> 11) * 0x1p-53 * pow(10, Double(Int(bits % 40) - 20))
            }
            if value.isFinite { values.append(value) }
        }
        return values
    }()

    @Test func doubleMatrixAgainstLibc() {
        let log = MismatchLog()
        let conversions = Array("fFeEgGaA").map(String.init)
        let widths = ["", "1", "8", "26"]
        let precisions = ["", ".", ".0", ".1", ".2", ".6", ".13", ".17", ".30"]
        for value in SweepScale.sample(Self.specialDoubles) {
            for flags in flagSets {
                for width in widths {
                    for precision in precisions {
                        for conversion in conversions {
                            // `a A` render as `e E`: compare them with libc's `e E`.
                            let cConversion = conversion == "a" ? "e" : conversion == "A" ? "E" : conversion
                            let format = "%\(flags)\(width)\(precision)\(conversion)"
                            let ours = renderSpec(format) { PrintfFormatter.formatDouble(value, spec: $0, symbols: nil, into: &$1) }
                            let theirs = cFormat("%\(flags)\(width)\(precision)\(cConversion)", value)
                            log.check(format, "\(value)", ours: ours, theirs: theirs)
                        }
                    }
                }
            }
        }
        log.assertClean("special double")
    }

    @Test func randomDoublesAgainstLibc() {
        let log = MismatchLog()
        var formats: [String] = []
        for conversion in ["f", "e", "g", "E", "G"] {
            for precision in 0...17 { formats.append("%.\(precision)\(conversion)") }
            formats += ["%\(conversion)", "%#\(conversion)", "%+014.3\(conversion)", "%-+12\(conversion)", "% #.0\(conversion)", "%.40\(conversion)"]
        }
        for value in Self.randomDoubles {
            for format in formats {
                let ours = renderSpec(format) { PrintfFormatter.formatDouble(value, spec: $0, symbols: nil, into: &$1) }
                log.check(format, "\(value)", ours: ours, theirs: cFormat(format, value))
            }
        }
        log.assertClean("random double")
    }

    @Test func longExpansionsAgainstLibc() {
        let log = MismatchLog()
        let values = Self.specialDoubles.filter(\.isFinite) + Self.randomDoubles.prefix(300)
        for value in values {
            for format in ["%.1074f", "%.1100f", "%.767e", "%.800e", "%.400g", "%#.800g", "%.340f", "%.750e", "%400.1f"] {
                let ours = renderSpec(format) { PrintfFormatter.formatDouble(value, spec: $0, symbols: nil, into: &$1) }
                log.check(format, "\(value)", ours: ours, theirs: cFormat(format, value))
            }
        }
        log.assertClean("long expansion")
    }

    static let integerValues: [Int64] = {
        var values: [Int64] = [0, 1, -1, 7, -7, 8, 9, 10, 42, -42, 99, 100, 127, 128, 255, 256, 300, -300, 999, 1000,
                               1234, 12345, 65535, 65536, 70000, -70000, 1234567, -1234567, 2147483647, -2147483648,
                               2147483648, 4294967295, 4294967296, 5_000_000_000, -5_000_000_000,
                               .max, .min, .max - 1, .min + 1, 999_999_999_999_999_999]
        var generator = SplitMix(seed: 42)
        for i in 0..<40 { values.append(Int64(bitPattern: generator.next()) >> (i % 60)) }
        return values
    }()

    @Test func integerMatrixAgainstLibc() {
        let log = MismatchLog()
        let widths = ["", "1", "6", "25"]
        let precisions = ["", ".", ".0", ".1", ".5", ".22"]
        let lengths = ["", "hh", "h", "l", "ll", "j", "z", "t", "q"]
        for value in SweepScale.sample(Self.integerValues) {
            for length in lengths {
                // No length modifier: LocPack prints wider values in full, C would
                // truncate them to an int; compare only values C can receive.
                if length == "" && Int64(Int32(truncatingIfNeeded: value)) != value { continue }
                // What C reads for this length: an int (promoted) or a 64-bit value.
                let argument: CVarArg = length == "" || length == "h" || length == "hh"
                    ? Int32(truncatingIfNeeded: value) : value
                for conversion in ["d", "i", "u", "x", "X", "o"] {
                    for flags in flagSets {
                        for width in widths {
                            for precision in precisions {
                                let format = "%\(flags)\(width)\(precision)\(length)\(conversion)"
                                let ours = renderSpec(format) { PrintfFormatter.formatSigned(value, spec: $0, symbols: nil, into: &$1) }
                                let cLength = length == "q" ? "ll" : length
                                let theirs = cFormat("%\(flags)\(width)\(precision)\(cLength)\(conversion)", argument)
                                log.check(format, "\(value)", ours: ours, theirs: theirs)
                            }
                        }
                    }
                }
            }
        }
        log.assertClean("integer")
    }

    @Test func unsignedEntryPointAgainstLibc() {
        let log = MismatchLog()
        let values: [UInt64] = [0, 1, 42, 255, 256, 65535, 4294967295, 4294967296, .max, .max / 3, 1 << 63]
        for value in values {
            for format in ["%llu", "%lu", "%u", "%hu", "%hhu", "%llx", "%#llX", "%#llo", "%020llu", "%-20llu", "%.25llu", "%lld", "%x", "%o"] {
                if !format.contains("l") && !format.contains("h") && value > UInt32.max { continue }
                let argument: CVarArg = format.contains("l") ? value : UInt32(truncatingIfNeeded: value)
                let ours = renderSpec(format) { PrintfFormatter.formatUnsigned(value, spec: $0, symbols: nil, into: &$1) }
                log.check(format, "\(value)", ours: ours, theirs: cFormat(format, argument))
            }
        }
        log.assertClean("unsigned")
    }

    @Test func charactersAndStringsAgainstLibc() {
        let log = MismatchLog()
        let widths = ["", "1", "4", "12"]
        let precisions = ["", ".", ".0", ".2", ".7"]
        for flags in flagSets {
            for width in widths {
                for precision in precisions {
                    for code in [65, 97, 48, 32, 126] as [Int32] {
                        let format = "%\(flags)\(width)\(precision)c"
                        let ours = renderSpec(format) { PrintfFormatter.formatCharacter(UInt32(code), spec: $0, into: &$1) }
                        log.check(format, "\(code)", ours: ours, theirs: cFormat(format, code))
                    }
                    for text in ["", "a", "hello", "hello, world", "%d"] {
                        let format = "%\(flags)\(width)\(precision)s"
                        let ours = renderSpec(format) { PrintfFormatter.formatString(text, spec: $0, into: &$1) }
                        let theirs = text.withCString { cFormat(format, $0) }
                        log.check(format, text, ours: ours, theirs: theirs)
                    }
                }
            }
        }
        log.assertClean("character and string")
    }

    @Test func wideValuesAreNeverTruncated() {
        #expect(renderSpec("%d") { PrintfFormatter.formatSigned(5_000_000_000, spec: $0, symbols: nil, into: &$1) } == "5000000000")
        #expect(renderSpec("%i") { PrintfFormatter.formatSigned(.min, spec: $0, symbols: nil, into: &$1) } == "-9223372036854775808")
        #expect(renderSpec("%u") { PrintfFormatter.formatSigned(-42, spec: $0, symbols: nil, into: &$1) } == "4294967254")
        #expect(renderSpec("%x") { PrintfFormatter.formatSigned(-5_000_000_000, spec: $0, symbols: nil, into: &$1) } == "fffffffed5fa0e00")
        #expect(renderSpec("%u") { PrintfFormatter.formatUnsigned(.max, spec: $0, symbols: nil, into: &$1) } == "18446744073709551615")
        #expect(renderSpec("%hhd") { PrintfFormatter.formatSigned(300, spec: $0, symbols: nil, into: &$1) } == "44")
        #expect(renderSpec("%hu") { PrintfFormatter.formatSigned(-1, spec: $0, symbols: nil, into: &$1) } == "65535")
    }

    @Test func percentAndCrossKindConversions() {
        #expect(renderSpec("%%") { PrintfFormatter.formatSigned(1, spec: $0, symbols: nil, into: &$1) } == "%")
        #expect(renderSpec("%5.1f") { PrintfFormatter.formatSigned(3, spec: $0, symbols: nil, into: &$1) } == "  3.0")
        #expect(renderSpec("%d") { PrintfFormatter.formatDouble(-3.99, spec: $0, symbols: nil, into: &$1) } == "-3")
        #expect(renderSpec("%lld") { PrintfFormatter.formatDouble(.nan, spec: $0, symbols: nil, into: &$1) } == "0")
        #expect(renderSpec("%lld") { PrintfFormatter.formatDouble(1e300, spec: $0, symbols: nil, into: &$1) } == "9223372036854775807")
        #expect(renderSpec("%@") { PrintfFormatter.formatSigned(-12345, spec: $0, symbols: .root, into: &$1) } == "-12345")
        #expect(renderSpec("%@") { PrintfFormatter.formatDouble(2.5, spec: $0, symbols: .root, into: &$1) } == "2.5")
        #expect(renderSpec("%c") { PrintfFormatter.formatSigned(0x263A, spec: $0, symbols: nil, into: &$1) } == "\u{263A}")
        #expect(renderSpec("%3c") { PrintfFormatter.formatCharacter(0xE9, spec: $0, into: &$1) } == "  é")
        #expect(renderSpec("%c") { PrintfFormatter.formatCharacter(0xD800, spec: $0, into: &$1) } == "\u{FFFD}")
        #expect(renderSpec("%p") { PrintfFormatter.formatUnsigned(0xBEEF, spec: $0, symbols: nil, into: &$1) } == "0xbeef")
    }

    @Test func stringPrecisionCutsAtCharacterBoundaryAndWidthCountsScalars() {
        let text = "héllo"   // é is two bytes
        #expect(renderSpec("%.1s") { PrintfFormatter.formatString(text, spec: $0, into: &$1) } == "h")
        #expect(renderSpec("%.2s") { PrintfFormatter.formatString(text, spec: $0, into: &$1) } == "h")
        #expect(renderSpec("%.3s") { PrintfFormatter.formatString(text, spec: $0, into: &$1) } == "hé")
        #expect(renderSpec("%7@") { PrintfFormatter.formatString(text, spec: $0, into: &$1) } == "  héllo")
        #expect(renderSpec("%-7@") { PrintfFormatter.formatString(text, spec: $0, into: &$1) } == "héllo  ")
        #expect(renderSpec("%4.3@") { PrintfFormatter.formatString("😀x", spec: $0, into: &$1) } == "    ")  // 4 bytes > 3: nothing fits
        #expect(renderSpec("%3.4@") { PrintfFormatter.formatString("😀x", spec: $0, into: &$1) } == "  😀")
    }

    @Test func exactDigits() {
        ExactDecimal.withDigits(of: 0.1) { digits, exponent in
            #expect(String(digits.map { Character(Unicode.Scalar($0 + 48)) }) == "1000000000000000055511151231257827021181583404541015625")
            #expect(exponent == -1)
        }
        ExactDecimal.withDigits(of: .leastNonzeroMagnitude) { digits, exponent in
            #expect(digits.count == 751)
            #expect(exponent == -324)
        }
        ExactDecimal.withDigits(of: .greatestFiniteMagnitude) { digits, exponent in
            #expect(digits.count == 309)
            #expect(exponent == 308)
        }
        ExactDecimal.withDigits(of: 2.675, rounding: .fractionDigits(2)) { digits, exponent in
            #expect(Array(digits) == [2, 6, 7])
            #expect(exponent == 0)
        }
        ExactDecimal.withDigits(of: 9.96, rounding: .significantDigits(2)) { digits, exponent in
            #expect(Array(digits) == [1])
            #expect(exponent == 1)
        }
        ExactDecimal.withDigits(of: 0.004, rounding: .fractionDigits(2)) { digits, exponent in
            #expect(digits.count == 0)
            #expect(exponent == 0)
        }
    }

    @Test func outputIsTruncatedButCounted() {
        withUnsafeTemporaryAllocation(byteCount: 4, alignment: 1) { buffer in
            var sink = UTF8Sink(buffer)
            let spec = FormatSpec(conversion: UInt8(ascii: "f"))
            PrintfFormatter.formatDouble(1234.5, spec: spec, symbols: nil, into: &sink)
            #expect(sink.didOverflow)
            #expect(sink.requiredCount == 11)
            #expect(Array(buffer) == Array("1234".utf8))
        }
    }
}
