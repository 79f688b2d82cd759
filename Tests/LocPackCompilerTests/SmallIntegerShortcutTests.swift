@_spi(LocPackInternals) @testable import LocPack
@_spi(LocPackInternals) @testable import LocPackCompiler
import Testing

/// The interpreter writes a plain `%d`/`%i`/`%u` given an integer 0…999 the
/// short way (`ArgumentFormatter.writeSmallInteger`). Wherever it takes that
/// way, for every CLDR locale's symbols and in POSIX output, the text must be
/// exactly what the general formatter writes; where it declines, it must
/// have written nothing.
@Suite("Small integer shortcut")
struct SmallIntegerShortcutTests {
    static let specs = ["d", "i", "u", "ld", "lld", "hd", "hhd", "qd", "zu", "5d", "-3d", "+d", " d", ".2d", "05d", "x", "f", "@"]
    /// Every digit count and its edges, a spread between, and values the shortcut must decline.
    static let arguments: [MessageArgument] = ([0, 1, 9, 10, 11, 99, 100, 101, 999] + Array(stride(from: 3, to: 1000, by: 37))).map { .int(Int64($0)) }
        + [.int(-1), .int(1000), .int(123_456), .uint(7), .uint(1000)]

    private static func spec(_ text: String) throws -> FormatSpec {
        try FormatSpecParser.parse("%" + text).get().spec
    }

    private static func text(_ write: (inout UTF8Sink) -> Void) -> [UInt8] {
        withUnsafeTemporaryAllocation(byteCount: 256, alignment: 1) { buffer in
            var sink = UTF8Sink(buffer)
            write(&sink)
            return Array(UnsafeRawBufferPointer(rebasing: buffer[0..<sink.writtenCount]))
        }
    }

    @Test func shortcutWritesWhatTheFormatterWrites() throws {
        var symbolSets: [NumberSymbols?] = [nil]
        symbolSets += CLDRNumberSymbols.localeIDs.map { NumberSymbolsCatalog.symbols(forLocale: $0) }
        var taken = 0, declined = 0
        for text in Self.specs {
            let spec = try Self.spec(text)
            for symbols in symbolSets {
                var copy = symbols
                for argument in Self.arguments {
                    let magnitude: UInt64
                    switch argument {
                    case .int(let v) where v >= 0: magnitude = UInt64(v)
                    case .uint(let v): magnitude = v
                    default: continue
                    }
                    var tookShortcut = false
                    let short = withUnsafePointer(to: &copy) { pointer in
                        Self.text { sink in
                            let symbolsPointer: UnsafePointer<NumberSymbols>? = symbols == nil ? nil
                                : UnsafeRawPointer(pointer).assumingMemoryBound(to: NumberSymbols.self)
                            tookShortcut = ArgumentFormatter.writeSmallInteger(magnitude, spec: spec, symbols: symbolsPointer, into: &sink)
                        }
                    }
                    if tookShortcut {
                        taken += 1
                        let general = Self.text { sink in _ = ArgumentFormatter.write(argument, spec: spec, symbols: symbols, into: &sink) }
                        #expect(short == general, "%\(text) of \(argument) with \(symbols.map { "\($0.zeroDigit)" } ?? "POSIX")")
                    } else {
                        declined += 1
                        #expect(short.isEmpty)
                    }
                }
            }
        }
        // Not vacuous: the common case takes the shortcut, the others do not.
        #expect(taken > 10_000 && declined > 10_000)
        let en = NumberSymbolsCatalog.symbols(forLocale: "en")
        #expect(withUnsafePointer(to: en) { pointer in
            withUnsafeTemporaryAllocation(byteCount: 8, alignment: 1) { buffer in
                var sink = UTF8Sink(buffer)
                return ArgumentFormatter.writeSmallInteger(5, spec: FormatSpec(conversion: UInt8(ascii: "d"), length: .ll),
                                                           symbols: pointer, into: &sink)
            }
        })
    }

    /// The interpreter's one-load test of an encoded spec
    /// (`FormatSpec.encodedIsPlainInteger`) answers as decoding the spec
    /// and asking `isPlainInteger` does: for every spec above, and for every
    /// value of each byte of a plain `%lld` (an undecodable length must say
    /// no), whatever follows the spec.
    @Test func encodedPlainIntegerTestAgreesWithTheDecodedSpec() throws {
        var encodings = try Self.specs.map { try Self.spec($0).encoded }
        let plain = FormatSpec(conversion: UInt8(ascii: "d"), length: .ll).encoded
        for position in plain.indices {
            for byte in UInt8.min...UInt8.max {
                var variant = plain
                variant[position] = byte
                encodings.append(variant)
            }
        }
        var yes = 0, no = 0
        for encoding in encodings {
            for following: UInt8 in [0, 0xFF] {
                let bytes = encoding + [following]
                let bits = bytes.withUnsafeBytes { ByteView(base: $0.baseAddress, count: $0.count).load(uncheckedAt: 0, as: UInt64.self) }
                let decoded = bytes.withUnsafeBytes { FormatSpec(encodedIn: ByteView(base: $0.baseAddress, count: $0.count), at: 0) }
                let expected = decoded?.isPlainInteger ?? false
                #expect(FormatSpec.encodedIsPlainInteger(bits) == expected, "\(bytes)")
                if expected { yes += 1 } else { no += 1 }
            }
        }
        // Not vacuous: both answers occur, for listed specs and varied bytes.
        #expect(yes > 20 && no > 1000)
    }
}
