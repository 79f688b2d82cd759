@_spi(LocPackInternals) @testable import LocPack
import Testing

/// The lean decimal writer (`LeanDecimalWriter`): for every spec, value and
/// locale it takes, exactly what ``DecimalFormatter`` writes; for those it
/// leaves, nothing at all.
@Suite struct LeanDecimalWriterTests {
    /// What the lean writer writes, or nil when it declines; `capacity`
    /// bytes of sink.
    private static func lean(_ value: MessageArgument.Numeric, _ style: DecimalStyle, _ symbols: NumberSymbols?,
                             capacity: Int = 512) -> String? {
        withUnsafeTemporaryAllocation(byteCount: 512, alignment: 8) { storage in
            var sink = UTF8Sink(UnsafeMutableRawBufferPointer(rebasing: storage[0..<capacity]))
            let written: Bool
            if let symbols {
                var lean = LeanNumberSymbols(symbols)
                written = withUnsafePointer(to: &lean) { LeanDecimalWriter.write(value, spec: style.spec, symbols: $0, into: &sink) }
            } else {
                written = LeanDecimalWriter.write(value, spec: style.spec, symbols: nil, into: &sink)
            }
            if !written {
                // Declining writes nothing.
                #expect(sink.requiredCount == 0)
                return nil
            }
            return String(decoding: UnsafeRawBufferPointer(rebasing: storage[0..<sink.writtenCount]), as: UTF8.self)
        }
    }

    /// What the general decimal writer writes.
    private static func general(_ value: MessageArgument.Numeric, _ style: DecimalStyle, _ symbols: NumberSymbols?) -> String {
        withUnsafeTemporaryAllocation(byteCount: 512, alignment: 8) { storage in
            var sink = UTF8Sink(storage)
            DecimalFormatter.write(value, style: style, symbols: symbols, into: &sink)
            return String(decoding: UnsafeRawBufferPointer(rebasing: storage[0..<sink.writtenCount]), as: UTF8.self)
        }
    }

    @Test func writesWhatTheGeneralWriterWrites() {
        var generator = SystemRandomNumberGenerator()
        var values: [MessageArgument.Numeric] = [
            .int(0), .int(-0), .int(7), .int(-42), .int(1234), .int(-98_765), .int(12_345_678), .int(.max), .int(.min),
            .uint(.max), .uint(1_000_000), .double(0), .double(-0.0), .double(1234.567), .double(-0.001), .double(0.5),
            .double(999.995), .double(1e15), .double(123456.7891), .double(.infinity), .double(.nan), .double(5e-324),
        ]
        for _ in 0..<1500 {
            let scale = [1.0, 10, 100, 1000, 1e6][Int.random(in: 0...4, using: &generator)]
            let k = Int64.random(in: -50_000_000...50_000_000, using: &generator)
            values += [.double(Double(k) / scale), .double(Double.random(in: -1e9...1e9, using: &generator)), .int(k)]
        }
        let symbolSets: [NumberSymbols?] = [TestSymbols.en, TestSymbols.fr, TestSymbols.pl, TestSymbols.es, TestSymbols.hiIN,
                                            TestSymbols.ar, TestSymbols.arEG, nil]
        var taken = 0, checked = 0
        for (v, value) in values.enumerated() {
            for (minimum, maximum) in [(0, 0), (0, 2), (1, 2), (2, 2), (0, 3), (3, 6), (0, 15), (2, 20)] {
                var style = DecimalStyle(minimumFractionDigits: minimum, maximumFractionDigits: maximum)
                style.roundingMode = DecimalStyle.RoundingMode.allCases[v % DecimalStyle.RoundingMode.allCases.count]
                style.stripsIntegerFraction = v % 5 == 0
                let symbols = symbolSets[(v &+ maximum) % symbolSets.count]
                if let text = Self.lean(value, style, symbols) {
                    #expect(text == Self.general(value, style, symbols), "\(value) \(minimum)…\(maximum) \(style.roundingMode)")
                    taken += 1
                }
                checked += 1
            }
        }
        // The common cases are the lean writer's: a test of nothing would pass otherwise.
        #expect(taken * 10 > checked * 6, "\(taken) of \(checked)")
    }

    /// The integer entry of plain values (format 2.19) writes what the
    /// decimal formatter writes under `:integer`'s style and the implicit
    /// one, without a spec, in every layout it takes.
    @Test func aPlainIntegerIsWrittenAsItsStyleWritesIt() {
        var generator = SystemRandomNumberGenerator()
        var values: [Int64] = [0, 7, -7, 999, 1000, -1000, 2048, 12_345, -98_765, 1_234_567, .max, .min]
        for _ in 0..<2000 { values.append(Int64.random(in: -2_000_000_000...2_000_000_000, using: &generator)) }
        let symbolSets: [NumberSymbols?] = [TestSymbols.en, TestSymbols.fr, TestSymbols.pl, TestSymbols.es, TestSymbols.hiIN,
                                            TestSymbols.ar, TestSymbols.arEG, nil]
        var taken = 0
        for symbols in symbolSets {
            for v in values {
                let text: String? = withUnsafeTemporaryAllocation(byteCount: 128, alignment: 8) { storage in
                    var sink = UTF8Sink(storage)
                    let written: Bool
                    if let symbols {
                        var lean = LeanNumberSymbols(symbols)
                        written = withUnsafePointer(to: &lean) { LeanDecimalWriter.writePlainInteger(v, symbols: $0, into: &sink) }
                    } else {
                        written = LeanDecimalWriter.writePlainInteger(v, symbols: nil, into: &sink)
                    }
                    if !written { #expect(sink.requiredCount == 0); return nil }
                    return String(decoding: UnsafeRawBufferPointer(rebasing: storage[0..<sink.writtenCount]), as: UTF8.self)
                }
                guard let text else { continue }
                taken += 1
                #expect(text == Self.general(.int(v), DecimalStyle(maximumFractionDigits: 0), symbols), "\(v)")
                #expect(text == Self.general(.int(v), DecimalStyle(), symbols), "\(v)")
            }
        }
        #expect(taken * 10 > values.count * symbolSets.count * 8, "\(taken)")
    }

    @Test func writesTheCommonCasesItself() {
        var style = DecimalStyle(minimumFractionDigits: 1, maximumFractionDigits: 2)
        #expect(Self.lean(.double(1234.567), style, TestSymbols.fr) == "1\u{202F}234,57")
        #expect(Self.lean(.int(2048), DecimalStyle(maximumFractionDigits: 0), TestSymbols.fr) == "2\u{202F}048")
        #expect(Self.lean(.int(1234), DecimalStyle(maximumFractionDigits: 0), TestSymbols.pl) == "1234")
        #expect(Self.lean(.int(12_345_678), DecimalStyle(), TestSymbols.hiIN) == "1,23,45,678")
        #expect(Self.lean(.int(-5), style, TestSymbols.ar) == "\u{200E}-5.0")
        #expect(Self.lean(.double(-0.001), style, nil) == "-0.0")
        style.stripsIntegerFraction = true
        #expect(Self.lean(.int(5), style, TestSymbols.en) == "5")
    }

    @Test func leavesWhatItDoesNotHandle() {
        var percent = DecimalStyle()
        percent.isPercent = true
        var always = DecimalStyle()
        always.signDisplay = .always
        var grouped = DecimalStyle()
        grouped.grouping = .never
        for style in [percent, always, grouped, DecimalStyle(minimumIntegerDigits: 2), DecimalStyle(minimumSignificantDigits: 2)] {
            #expect(Self.lean(.double(1.5), style, TestSymbols.en) == nil)
        }
        // Digits other than ASCII, numbers it cannot round exactly, and a sink without room.
        #expect(Self.lean(.int(12), DecimalStyle(), TestSymbols.arEG) == nil)
        #expect(Self.lean(.double(1.005), DecimalStyle(maximumFractionDigits: 2), TestSymbols.en) == nil)
        #expect(Self.lean(.double(.nan), DecimalStyle(), TestSymbols.en) == nil)
        #expect(Self.lean(.int(123_456), DecimalStyle(), TestSymbols.en, capacity: 6) == nil)
        #expect(Self.lean(.int(123_456), DecimalStyle(), TestSymbols.en, capacity: 7) == "123,456")
        // Groups longer than its table of powers of ten, or integer parts wider than its buffer, are the
        // general writer's; narrower ones of unusual sizes it writes as the general writer does.
        var long = TestSymbols.en
        long.secondaryGroupingSize = 30
        #expect(Self.lean(.int(123_456_789), DecimalStyle(), long) == nil)
        var narrow = TestSymbols.fr
        (narrow.primaryGroupingSize, narrow.secondaryGroupingSize) = (1, 1)
        #expect(Self.lean(.int(12), DecimalStyle(), narrow) == nil)
        var twos = TestSymbols.en
        (twos.primaryGroupingSize, twos.secondaryGroupingSize) = (2, 2)
        for value: Int64 in [1, 12, 123, 1234, 123_456_789, -98_765_432_109, .max, .min] {
            #expect(Self.lean(.int(value), DecimalStyle(), twos) == Self.general(.int(value), DecimalStyle(), twos), "\(value)")
        }
    }

    /// What printf's formatter writes for `spec` of `value`.
    private static func printf(_ value: Int64, _ spec: FormatSpec, _ symbols: NumberSymbols?) -> String {
        withUnsafeTemporaryAllocation(byteCount: 512, alignment: 8) { storage in
            var sink = UTF8Sink(storage)
            PrintfFormatter.formatSigned(value, spec: spec, symbols: symbols, into: &sink)
            return String(decoding: UnsafeRawBufferPointer(rebasing: storage[0..<sink.writtenCount]), as: UTF8.self)
        }
    }

    /// The interpreter writes a plain `%d` of an integer with the lean
    /// writer and the default decimal style: the same text as printf's
    /// formatter, in every locale the lean writer takes.
    @Test func plainPercentDWritesWhatPrintfWrites() throws {
        var generator = SystemRandomNumberGenerator()
        var values: [Int64] = [0, 7, -42, 999, 1000, -1000, 1234, 12_345, 1_234_567, -98_765_432, 4_294_967_296, .max, .min]
        for _ in 0..<2000 { values.append(Int64.random(in: -5_000_000_000...5_000_000_000, using: &generator)) }
        let specs = [FormatSpec(conversion: UInt8(ascii: "d")), FormatSpec(conversion: UInt8(ascii: "i")),
                     FormatSpec(conversion: UInt8(ascii: "d"), length: .ll), FormatSpec(conversion: UInt8(ascii: "d"), length: .l),
                     FormatSpec(conversion: UInt8(ascii: "i"), length: .q)]
        let symbolSets: [NumberSymbols?] = [TestSymbols.en, TestSymbols.fr, TestSymbols.pl, TestSymbols.es, TestSymbols.hiIN,
                                            TestSymbols.ar, nil]
        var taken = 0
        for spec in specs {
            #expect(spec.isPlainSignedInteger)
            for symbols in symbolSets {
                for value in values {
                    guard let text = Self.lean(.int(value), try #require(DecimalStyle(Interpreter.implicitNumberSpec)), symbols) else {
                        continue
                    }
                    #expect(text == Self.printf(value, spec, symbols), "\(value) \(spec)")
                    taken += 1
                }
            }
        }
        #expect(taken == specs.count * symbolSets.count * values.count)
        // Specs that narrow, sign, pad or read unsigned bits are printf's alone.
        for spec in [FormatSpec(conversion: UInt8(ascii: "d"), length: .h), FormatSpec(conversion: UInt8(ascii: "d"), length: .hh),
                     FormatSpec(conversion: UInt8(ascii: "u")), FormatSpec(conversion: UInt8(ascii: "d"), flags: .plusSign),
                     FormatSpec(conversion: UInt8(ascii: "d"), width: 8), FormatSpec(conversion: UInt8(ascii: "d"), precision: 3),
                     FormatSpec(conversion: UInt8(ascii: "d"), flags: .unlocalized), FormatSpec(conversion: UInt8(ascii: "x"))] {
            #expect(!spec.isPlainSignedInteger, "\(spec)")
        }
    }
}
