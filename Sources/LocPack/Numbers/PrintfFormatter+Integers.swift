// Integer conversions: `d i u` (POSIX and localized) and `x X o` (POSIX only).

extension FormatSpec {
    // Flag tests on the raw bits: inlined into other modules, these avoid
    // the lazy-global accessors of the `Flags` static members.
    /// `-` flag.
    @inlinable var isLeftAligned: Bool { flags.rawValue & 0x01 != 0 }
    /// `+` flag.
    @inlinable var showsPlus: Bool { flags.rawValue & 0x02 != 0 }
    /// Space flag.
    @inlinable var showsSpace: Bool { flags.rawValue & 0x04 != 0 }
    /// `#` flag.
    @inlinable var isAlternate: Bool { flags.rawValue & 0x08 != 0 }
    /// `0` flag.
    @inlinable var padsWithZeros: Bool { flags.rawValue & 0x10 != 0 }
}

extension PrintfFormatter {
    /// The signed value printed for `d i` with `length`: `hh` and `h`
    /// narrow as C does (`%hhd` of 300 is `44`); every other length keeps all
    /// 64 bits (a value that fits C's `int` prints as C prints it, and a
    /// wider one is not truncated).
    @inlinable
    static func narrowSigned(_ value: Int64, _ length: FormatSpec.Length) -> Int64 {
        switch length {
        case .h: Int64(Int16(truncatingIfNeeded: value))
        case .hh: Int64(Int8(truncatingIfNeeded: value))
        default: value
        }
    }

    /// The unsigned value printed for `u x X o` given a signed argument:
    /// `hh` and `h` narrow as C does; with no length modifier (or `L`) a
    /// value in C's `int` range is read as C reads an `int` (so `%x` of -42
    /// is `ffffffd6`), a wider one keeps its 64-bit pattern; `l ll q j z t`
    /// use the 64-bit pattern.
    @inlinable
    static func unsignedBits(of value: Int64, _ length: FormatSpec.Length) -> UInt64 {
        switch length {
        case .none, .capitalL:
            Int64(Int32(truncatingIfNeeded: value)) == value
                ? UInt64(UInt32(truncatingIfNeeded: value)) : UInt64(bitPattern: value)
        default: narrowUnsigned(UInt64(bitPattern: value), length)
        }
    }

    /// The unsigned value printed for `u x X o` with `length`: `hh` and `h`
    /// narrow as C does, other lengths keep all 64 bits.
    @inlinable
    static func narrowUnsigned(_ value: UInt64, _ length: FormatSpec.Length) -> UInt64 {
        switch length {
        case .h: value & 0xFFFF
        case .hh: value & 0xFF
        default: value
        }
    }

    /// Writes a decimal integer (`d i u`) given its magnitude and sign.
    @inlinable
    static func writeDecimal(magnitude: UInt64, negative: Bool, spec: FormatSpec, symbols: NumberSymbols?, into sink: inout UTF8Sink) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            let end = buffer.baseAddress.unsafelyUnwrapped + 24
            var start = end
            var rest = magnitude
            if let symbols {
                if writeLocalizedDecimalFast(magnitude: magnitude, negative: negative, spec: spec, symbols: symbols, into: &sink) {
                    return
                }
                // Digit values 0...9; localized output always shows at least one digit.
                repeat {
                    let quotient = rest / 10
                    start -= 1
                    start.pointee = UInt8(truncatingIfNeeded: rest &- quotient &* 10)
                    rest = quotient
                } while rest != 0
                writeLocalizedInteger(UnsafePointer(start), count: end - start, negative: negative,
                                      spec: spec, symbols: symbols, into: &sink)
            } else {
                // ASCII digits; C prints no digit for a zero with precision 0.
                if rest != 0 || spec.precision != 0 {
                    repeat {
                        let quotient = rest / 10
                        start -= 1
                        start.pointee = 0x30 &+ UInt8(truncatingIfNeeded: rest &- quotient &* 10)
                        rest = quotient
                    } while rest != 0
                }
                var sign: UInt8 = 0
                if spec.conversion != UInt8(ascii: "u") {
                    if negative { sign = UInt8(ascii: "-") }
                    else if spec.showsPlus { sign = UInt8(ascii: "+") }
                    else if spec.showsSpace { sign = UInt8(ascii: " ") }
                }
                writePOSIXInteger(UnsafePointer(start), count: end - start, sign: sign, hexPrefix: 0,
                                  octalAlternate: false, spec: spec, into: &sink)
            }
        }
    }

    /// Writes `x X o` (never localized).
    @inlinable
    static func writeRadix(_ value: UInt64, spec: FormatSpec, into sink: inout UTF8Sink) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            let end = buffer.baseAddress.unsafelyUnwrapped + 24
            var start = end
            var rest = value
            let octal = spec.conversion == UInt8(ascii: "o")
            let letterBase: UInt8 = spec.conversion == UInt8(ascii: "X") ? 0x37 : 0x57  // 'A' - 10, 'a' - 10
            if rest != 0 || spec.precision != 0 {
                repeat {
                    let digit = UInt8(truncatingIfNeeded: octal ? rest & 7 : rest & 15)
                    rest = octal ? rest >> 3 : rest >> 4
                    start -= 1
                    start.pointee = digit < 10 ? 0x30 &+ digit : letterBase &+ digit
                } while rest != 0
            }
            let alternate = spec.isAlternate
            let prefix: UInt8 = alternate && !octal && value != 0 ? spec.conversion : 0
            writePOSIXInteger(UnsafePointer(start), count: end - start, sign: 0, hexPrefix: prefix,
                              octalAlternate: alternate && octal, spec: spec, into: &sink)
        }
    }

    /// Lays out ASCII integer digits the way C does: sign or `0x` prefix,
    /// precision zeros, then `0`-flag zeros or space padding to the width.
    @inlinable
    static func writePOSIXInteger(_ digits: UnsafePointer<UInt8>, count: Int, sign: UInt8, hexPrefix: UInt8,
                                  octalAlternate: Bool, spec: FormatSpec, into sink: inout UTF8Sink) {
        var zeros = Int(spec.precision) > count ? Int(spec.precision) &- count : 0
        if octalAlternate && zeros == 0 && (count == 0 || digits[0] != 0x30) { zeros = 1 }
        var length = (sign != 0 ? 1 : 0) &+ (hexPrefix != 0 ? 2 : 0) &+ zeros &+ count
        let width = Int(spec.width)
        let left = spec.isLeftAligned
        if width > length && !left && spec.precision < 0 && spec.padsWithZeros {
            zeros &+= width &- length
            length = width
        }
        let padding = width &- length
        if !left { sink.append(repeating: 0x20, count: padding) }
        if sign != 0 { sink.append(sign) }
        if hexPrefix != 0 { sink.append(0x30); sink.append(hexPrefix) }
        sink.append(repeating: 0x30, count: zeros)
        sink.append(UnsafeRawBufferPointer(start: digits, count: count))
        if left { sink.append(repeating: 0x20, count: padding) }
    }

    /// The pairs `00` … `99`, for converting two digits per division.
    @inlinable
    static var digitPairs: UnsafePointer<UInt8> {
        let pairs: StaticString = """
            00010203040506070809101112131415161718192021222324252627282930313233343536373839\
            40414243444546474849505152535455565758596061626364656667686970717273747576777879\
            8081828384858687888990919293949596979899
            """
        return pairs.utf8Start
    }

    /// The localized `d i u` layout (see ``writeLocalizedInteger``) for the
    /// common case, written straight into the sink's storage: at most 20
    /// digits, digits of at most three UTF-8 bytes that differ only in their
    /// last byte, a grouping separator of at most four bytes. Returns false,
    /// having written nothing, when the case is not common.
    @inlinable
    static func writeLocalizedDecimalFast(magnitude: UInt64, negative: Bool, spec: FormatSpec,
                                          symbols: NumberSymbols, into sink: inout UTF8Sink) -> Bool {
        let left = spec.isLeftAligned
        var minimumDigits = 1
        if spec.precision >= 0 {
            minimumDigits = Int(spec.precision)
        } else if spec.padsWithZeros && !left {
            minimumDigits = Int(spec.width)
        }
        let zero = symbols.zeroDigit.value
        let separator = symbols.groupingSeparator
        // A digit is `leadCount` bytes of `lead`, then `ASCII digit + lastOffset`.
        var lead: UInt32 = 0
        var leadCount = 0
        var lastOffset: UInt8 = 0
        if zero != 0x30 {
            guard zero >= 0x80 && zero < 0x1_0000 && zero & 0x3F <= 0x36 else { return false }
            lastOffset = UInt8(truncatingIfNeeded: 0x80 | (zero & 0x3F)) &- 0x30
            if zero < 0x800 {
                lead = 0xC0 | (zero >> 6)
                leadCount = 1
            } else {
                lead = (0xE0 | (zero >> 12)) | ((0x80 | ((zero >> 6) & 0x3F)) << 8)
                leadCount = 2
            }
        }
        guard minimumDigits <= 20 && separator.count <= 4 else { return false }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 184) { buffer in
            let scratch = buffer.baseAddress.unsafelyUnwrapped
            // ASCII digits, backwards, two per division.
            let end = scratch + 24
            var p = end
            var rest = magnitude
            let pairs = digitPairs
            while rest >= 100 {
                let quotient = rest / 100
                let pair = Int(truncatingIfNeeded: rest &- quotient &* 100) &* 2
                p -= 2
                p[0] = pairs[pair]
                p[1] = pairs[pair &+ 1]
                rest = quotient
            }
            if rest >= 10 {
                let pair = Int(truncatingIfNeeded: rest) &* 2
                p -= 2
                p[0] = pairs[pair]
                p[1] = pairs[pair &+ 1]
            } else {
                p -= 1
                p[0] = 0x30 &+ UInt8(truncatingIfNeeded: rest)
            }
            var digitCount = end - p
            while digitCount < minimumDigits {
                p -= 1
                p[0] = 0x30
                digitCount &+= 1
            }
            // Grouping: only with at least primary + minimumGroupingDigits digits.
            let primary = Int(symbols.primaryGroupingSize)
            let secondary = symbols.secondaryGroupingSize == 0 ? primary : Int(symbols.secondaryGroupingSize)
            let separatorBytes = Int(separator.count)
            var separators = 0
            var firstGroup = digitCount
            if primary > 0 && separatorBytes > 0
                && digitCount >= primary &+ max(Int(symbols.minimumGroupingDigits), 1) {
                separators = 1 &+ (digitCount &- primary &- 1) / secondary
                firstGroup = digitCount &- primary &- (separators &- 1) &* secondary
            }
            let showsPlus = !negative && spec.showsPlus
            let sign = negative ? symbols.minusSign : showsPlus ? symbols.plusSign : ShortUTF8()
            let signBytes = Int(sign.count)
            let total = signBytes &+ digitCount &* (1 &+ leadCount) &+ separators &* separatorBytes
            var padding = 0
            let width = Int(spec.width)
            if width > digitCount {
                padding = width &- digitCount &- separators &* DigitWriter.scalarCount(separator)
                    &- DigitWriter.scalarCount(sign)
            }
            if !left && padding > 0 { sink.append(repeating: 0x20, count: padding) }
            // Straight into the sink when it has room (plus 8 bytes that word
            // stores may scribble past the end), else through the scratch buffer.
            let direct = sink.capacity &- sink.needed >= total &+ 8
            var out = direct ? sink.base.unsafelyUnwrapped + sink.needed : scratch + 24
            let start = out
            for i in 0..<signBytes { out[i] = sign[i] }
            out += signBytes
            if leadCount == 0 && lastOffset == 0 && primary <= 4 && secondary <= 4 {
                // ASCII digits: copy whole groups with word loads and stores.
                let source = UnsafeRawPointer(p)
                if separators == 0 {
                    var i = 0
                    while i < digitCount {
                        UnsafeMutableRawPointer(out + i).storeBytes(
                            of: source.loadUnaligned(fromByteOffset: i, as: UInt64.self), as: UInt64.self)
                        i &+= 8
                    }
                    out += digitCount
                } else {
                    let separatorWord = UInt32(truncatingIfNeeded: separator.storage.0)
                    var i = 0
                    var group = firstGroup
                    while true {
                        UnsafeMutableRawPointer(out).storeBytes(
                            of: source.loadUnaligned(fromByteOffset: i, as: UInt32.self), as: UInt32.self)
                        out += group
                        i &+= group
                        if i >= digitCount { break }
                        UnsafeMutableRawPointer(out).storeBytes(of: separatorWord, as: UInt32.self)
                        out += separatorBytes
                        group = digitCount &- i > primary ? secondary : primary
                    }
                }
            } else {
                var untilSeparator = firstGroup
                var i = 0
                while true {
                    if leadCount > 0 {
                        out[0] = UInt8(truncatingIfNeeded: lead)
                        if leadCount == 2 { out[1] = UInt8(truncatingIfNeeded: lead >> 8) }
                        out += leadCount
                    }
                    out[0] = p[i] &+ lastOffset
                    out += 1
                    i &+= 1
                    if i == digitCount { break }
                    untilSeparator &-= 1
                    if untilSeparator == 0 {
                        for j in 0..<separatorBytes { out[j] = separator[j] }
                        out += separatorBytes
                        untilSeparator = digitCount &- i > primary ? secondary : primary
                    }
                }
            }
            if direct {
                sink.needed &+= total
            } else {
                sink.append(UnsafeRawBufferPointer(start: start, count: out - start))
            }
            if left && padding > 0 { sink.append(repeating: 0x20, count: padding) }
        }
        return true
    }

    /// Lays out decimal digits (values 0...9) for the localized mode.
    ///
    /// The precision, or else the width when the `0` flag is set (and `-` is
    /// not), is the minimum digit count; the zeros it adds are grouped like
    /// other digits (`%05d` of 42 in en is `00,042`). The sign is the locale's
    /// minus sign, or its plus sign with `+`; the space flag has no effect.
    /// Space padding brings the text to the width counted in Unicode scalars.
    @inlinable
    static func writeLocalizedInteger(_ digits: UnsafePointer<UInt8>, count: Int, negative: Bool,
                                      spec: FormatSpec, symbols: NumberSymbols, into sink: inout UTF8Sink) {
        let width = Int(spec.width)
        let left = spec.isLeftAligned
        var minimumDigits = 1
        if spec.precision >= 0 {
            minimumDigits = Int(spec.precision)
        } else if spec.padsWithZeros && !left {
            minimumDigits = width
        }
        let run = DigitRun(leadingZeros: minimumDigits > count ? minimumDigits &- count : 0, digits: digits, count: count)
        let showsPlus = !negative && spec.showsPlus
        var padding = 0
        if width > run.total {
            var scalars = run.total
            if negative { scalars &+= DigitWriter.scalarCount(symbols.minusSign) }
            if showsPlus { scalars &+= DigitWriter.scalarCount(symbols.plusSign) }
            scalars &+= DigitWriter.separatorCount(run.total, symbols) &* DigitWriter.scalarCount(symbols.groupingSeparator)
            padding = width &- scalars
        }
        if !left { sink.append(repeating: 0x20, count: padding) }
        if negative { sink.append(symbols.minusSign) } else if showsPlus { sink.append(symbols.plusSign) }
        DigitWriter.appendGrouped(run, symbols: symbols, into: &sink)
        if left { sink.append(repeating: 0x20, count: padding) }
    }
}
