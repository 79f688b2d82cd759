extension MessageArgument {
    /// An argument seen as a number, for plural choice and `#`.
    @usableFromInline
    enum Numeric {
        case int(Int64), uint(UInt64), double(Double)

        /// The number less an ICU `offset:`.
        @inline(__always)
        func minus(_ offset: Int64) -> Numeric {
            guard offset != 0 else { return self }
            switch self {
            case .int(let v): return .int(v.subtractingReportingOverflow(offset).overflow ? v : v - offset)
            case .uint(let v):
                // A negative offset can carry Int64.max past the top: the difference is then a double.
                if v <= UInt64(Int64.max) {
                    let (difference, overflow) = Int64(v).subtractingReportingOverflow(offset)
                    if !overflow { return .int(difference) }
                }
                return .double(Double(v) - Double(offset))
            case .double(let v): return .double(v - Double(offset))
            }
        }

        /// The number written as `text` (a Swift integer or floating-point
        /// literal, as `Int64(_:)` or `Double(_:)` read it), or nil.
        init?(parsing text: String) {
            if let v = Int64(text) { self = .int(v) } else if let v = Double(text) { self = .double(v) } else { return nil }
        }

        /// Whether the number is an integer type (not a double).
        var isInteger: Bool { if case .double = self { false } else { true } }

        /// Whether the number is below zero (negative zero included).
        var isNegative: Bool {
            switch self {
            case .int(let v): v < 0
            case .uint: false
            case .double(let v): v.sign == .minus
            }
        }

        /// Whether the number is not a NaN or an infinity.
        var isFinite: Bool { if case .double(let v) = self { v.isFinite } else { true } }

        var isZero: Bool {
            switch self {
            case .int(let v): v == 0
            case .uint(let v): v == 0
            case .double(let v): v == 0
            }
        }
    }

    /// The argument as a number; text that does not parse as one is 0.
    var numeric: Numeric {
        switch self {
        case .int(let v): return .int(v)
        case .uint(let v): return .uint(v)
        case .double(let v): return .double(v)
        case .string(let s): return Numeric(parsing: s) ?? .int(0)
        case .list, .missing: return .int(0)
        }
    }
}

/// How well an argument fitted its placeholder.
enum ArgumentFit {
    /// Written as given.
    case exact
    /// Written after a lossless conversion (a number for `%@`, an integer for
    /// `%f`, numeric text or an integral double for `%d`).
    case converted
    /// Nothing written: the argument cannot stand for the placeholder without
    /// losing or inventing information (text that is not a number for a
    /// numeric conversion, a fractional or non-finite double for an integer
    /// one). The caller writes the visible marker.
    case mismatched
}

/// Writes one argument for one placeholder, converting between argument
/// and placeholder types the way `Specs/programs.md` ("Arguments") says.
enum ArgumentFormatter {
    /// Writes `argument` as `spec` asks, unless it does not fit. Integers for
    /// `%f` and numbers for `%@` are conversions (a caller of Apple's
    /// `String(format:)` would have read garbage or crashed), reported so a
    /// diagnostics handler can point at the call.
    static func write(_ argument: MessageArgument, spec: FormatSpec, symbols: NumberSymbols?,
                      into sink: inout UTF8Sink) -> ArgumentFit {
        switch spec.argumentKind {
        case .string, .list:
            if spec.flags.rawValue >= FormatSpec.Flags.valueText.rawValue {
                return writeValueText(argument, spec: spec, into: &sink)
            }
            switch argument {
            case .string(let text):
                var text = text
                text.withUTF8 { PrintfFormatter.formatString(UnsafeRawBufferPointer($0), spec: spec, into: &sink) }
                return .exact
            case .int(let v):
                PrintfFormatter.formatSigned(v, spec: spec.replacingConversion("d"), symbols: nil, into: &sink)
            case .uint(let v):
                PrintfFormatter.formatUnsigned(v, spec: spec.replacingConversion("u"), symbols: nil, into: &sink)
            case .double(let v):
                PrintfFormatter.formatDouble(v, spec: spec.replacingConversion("g"), symbols: nil, into: &sink)
            case .list(let items):
                writeJoined(items, escaped: false, into: &sink)
            case .missing:
                return .mismatched
            }
            return .converted
        case .none:
            sink.append(UInt8(ascii: "%"))
            return .exact
        case .signedInteger, .unsignedInteger, .floatingPoint:
            var numeric: MessageArgument.Numeric
            var fit = ArgumentFit.exact
            if case .string(let text) = argument, spec.conversion == FormatSpec.decimalConversion, let style = DecimalStyle(spec) {
                // A decimal spec reads text as the exact decimal it spells (JSON number syntax).
                var text = text
                let localized = symbols
                let written = text.withUTF8 {
                    DecimalFormatter.write(decimalText: UnsafeRawBufferPointer($0), style: style, symbols: localized, into: &sink)
                }
                return written ? .exact : .mismatched
            }
            switch argument {
            case .string(let text):
                guard let parsed = MessageArgument.Numeric(parsing: text) else { return .mismatched }
                numeric = parsed
                fit = .converted
            case .int, .uint:
                numeric = argument.numeric
                if spec.argumentKind == .floatingPoint && spec.conversion != FormatSpec.decimalConversion { fit = .converted }
            case .double:
                numeric = argument.numeric
            case .list, .missing:
                return .mismatched
            }
            if spec.argumentKind != .floatingPoint, case .double(let v) = numeric {
                if let integer = Int64(exactly: v) {
                    numeric = .int(integer)
                } else if spec.argumentKind == .unsignedInteger, let integer = UInt64(exactly: v) {
                    numeric = .uint(integer)
                } else if spec.truncatesDoubles, v.isFinite {
                    numeric = .int(Int64(clampingTowardZero: v))
                } else {
                    return .mismatched
                }
                fit = .converted
            }
            write(numeric, spec: spec, symbols: symbols, into: &sink)
            return fit
        }
    }

    /// Writes the commonest placeholder the short way and returns true: a
    /// plain integer spec (``FormatSpec/isPlainInteger``) given an integer
    /// from 0 to 999, in POSIX output or a locale whose small integers are
    /// their ASCII digits (``smallIntegersAreDigits(_:)``). Such a number is
    /// its digits, with no sign and no separator, exactly what
    /// ``write(_:spec:symbols:into:)`` writes for it. Returns false, having
    /// written nothing, for anything else.
    @inline(__always)
    static func writeSmallInteger(_ value: UInt64, spec: FormatSpec, symbols: UnsafePointer<NumberSymbols>?,
                                  into sink: inout UTF8Sink) -> Bool {
        guard value < 1000, spec.isPlainInteger || spec.isPlainDecimal, smallIntegersAreDigits(symbols) else { return false }
        writeDigits(ofSmall: value, into: &sink)
        return true
    }

    /// Whether an integer from 0 to 999 prints as its ASCII digits alone in
    /// output with these symbols (nil: POSIX output): digits from `0`, and
    /// no grouping below four digits.
    @inline(__always)
    static func smallIntegersAreDigits(_ symbols: UnsafePointer<NumberSymbols>?) -> Bool {
        guard let symbols else { return true }
        return symbols.pointee.zeroDigit == "0" && symbols.pointee.primaryGroupingSize >= 3
    }

    /// Writes the ASCII digits of `value`, which is below 1000: the last two
    /// from the pair table in one store when there is room.
    @inline(__always)
    static func writeDigits(ofSmall value: UInt64, into sink: inout UTF8Sink) {
        assert(value < 1000)
        if value < 10 {
            sink.append(0x30 &+ UInt8(truncatingIfNeeded: value))
            return
        }
        if value >= 100 { sink.append(0x30 &+ UInt8(truncatingIfNeeded: value / 100)) }
        let pair = UnsafeRawPointer(PrintfFormatter.digitPairs + Int(truncatingIfNeeded: value % 100) &* 2)
        if !sink.appendPairIfRoom(pair.loadUnaligned(as: UInt16.self)) {
            sink.append(pair.load(as: UInt8.self))
            sink.append(pair.load(fromByteOffset: 1, as: UInt8.self))
        }
    }

    /// `writeSmallInteger` above, for a number: a
    /// non-negative `.int` or a `.uint` may take the short way.
    @inline(__always)
    static func writeSmallInteger(_ value: MessageArgument.Numeric, spec: FormatSpec, symbols: UnsafePointer<NumberSymbols>?,
                                  into sink: inout UTF8Sink) -> Bool {
        switch value {
        case .int(let v) where v >= 0: writeSmallInteger(UInt64(v), spec: spec, symbols: symbols, into: &sink)
        case .uint(let v): writeSmallInteger(v, spec: spec, symbols: symbols, into: &sink)
        default: false
        }
    }

    /// `%d`: what a plain decimal spec writes an integer as.
    static let decimalIntegerSpec = FormatSpec(conversion: UInt8(ascii: "d"))

    /// Writes a number as `spec` asks (integers for integer conversions,
    /// doubles for floating-point ones; doubles truncate toward zero for `%d`).
    static func write(_ value: MessageArgument.Numeric, spec: FormatSpec, symbols: NumberSymbols?, into sink: inout UTF8Sink) {
        if spec.conversion == FormatSpec.decimalConversion {
            if case .int(let v) = value, spec.isPlainDecimal {
                PrintfFormatter.formatSigned(v, spec: Self.decimalIntegerSpec, symbols: symbols, into: &sink)
            } else if let style = DecimalStyle(spec) {
                DecimalFormatter.write(value, style: style, symbols: symbols, into: &sink)
            }
            return
        }
        let localized = spec.isLocalizable ? symbols : nil
        switch (spec.argumentKind, value) {
        case (.floatingPoint, .int(let v)): PrintfFormatter.formatDouble(Double(v), spec: spec, symbols: localized, into: &sink)
        case (.floatingPoint, .uint(let v)): PrintfFormatter.formatDouble(Double(v), spec: spec, symbols: localized, into: &sink)
        case (.floatingPoint, .double(let v)): PrintfFormatter.formatDouble(v, spec: spec, symbols: localized, into: &sink)
        case (.unsignedInteger, .int(let v)): PrintfFormatter.formatUnsigned(UInt64(bitPattern: v), spec: spec, symbols: localized, into: &sink)
        case (.unsignedInteger, .uint(let v)): PrintfFormatter.formatUnsigned(v, spec: spec, symbols: localized, into: &sink)
        case (.unsignedInteger, .double(let v)): PrintfFormatter.formatUnsigned(UInt64(exactly: v.rounded(.towardZero)) ?? 0, spec: spec, symbols: localized, into: &sink)
        case (_, .int(let v)): PrintfFormatter.formatSigned(v, spec: spec, symbols: localized, into: &sink)
        case (_, .uint(let v)): PrintfFormatter.formatSigned(Int64(bitPattern: v), spec: spec, symbols: localized, into: &sink)
        case (_, .double(let v)):
            if spec.argumentKind == .string {
                PrintfFormatter.formatDouble(v, spec: spec.replacingConversion("g"), symbols: nil, into: &sink)
            } else {
                PrintfFormatter.formatSigned(Int64(clampingTowardZero: v), spec: spec, symbols: localized, into: &sink)
            }
        }
    }
}

/// Computes the plural operands of a number as a placeholder would display it.
enum PluralOperandsBuilder {
    /// The operands of the POSIX decimal text `write` writes, or `fallback`
    /// when the text does not fit or is not a decimal.
    private static func operands(ofPOSIXText write: (inout UTF8Sink) -> Void, dropping suffix: Int = 0,
                                 else fallback: PluralOperands) -> PluralOperands {
        withUnsafeTemporaryAllocation(byteCount: 400, alignment: 8) { storage in
            var sink = UTF8Sink(storage)
            write(&sink)
            if !sink.didOverflow, sink.writtenCount >= suffix,
               let operands = PluralOperands(decimalText: UnsafeRawBufferPointer(rebasing: storage[0..<sink.writtenCount - suffix])) {
                return operands
            }
            return fallback
        }
    }

    static func operands(of value: MessageArgument.Numeric, spec: FormatSpec) -> PluralOperands {
        if spec.conversion == FormatSpec.decimalConversion, var style = DecimalStyle(spec) {
            // The operands of the digits the style shows, without sign or grouping (or POSIX's `%`).
            style.signDisplay = .never
            style.grouping = .never
            return operands(ofPOSIXText: { DecimalFormatter.write(value, style: style, symbols: nil, into: &$0) },
                            dropping: style.isPercent ? 1 : 0, else: PluralOperands(0))
        }
        if spec.argumentKind == .floatingPoint {
            let number: Double
            switch value {
            case .int(let v): number = Double(v)
            case .uint(let v): number = Double(v)
            case .double(let v): number = v
            }
            var plain = spec
            plain.flags = []
            plain.width = -1
            if plain.conversion != UInt8(ascii: "f") && plain.conversion != UInt8(ascii: "F") {
                // The operands of %e/%g text are taken from the %f digits of the same precision.
                plain.conversion = UInt8(ascii: "f")
            }
            return operands(ofPOSIXText: { PrintfFormatter.formatDouble(number, spec: plain, symbols: nil, into: &$0) },
                            else: PluralOperands(Int64(clampingTowardZero: number)))
        }
        switch value {
        case .int(let v): return PluralOperands(v)
        case .uint(let v): return PluralOperands(v)
        case .double(let v): return PluralOperands(Int64(clampingTowardZero: v))
        }
    }
}

extension Int64 {
    /// The value of `v` truncated toward zero, clamped to the Int64 range (NaN is 0).
    init(clampingTowardZero v: Double) {
        if v.isNaN { self = 0 } else if v >= 9.2e18 { self = .max } else if v <= -9.2e18 { self = .min } else { self = Int64(v) }
    }
}

extension FormatSpec {
    /// The same spec with another conversion character.
    func replacingConversion(_ c: Unicode.Scalar) -> FormatSpec {
        var copy = self
        copy.conversion = UInt8(c.value)
        return copy
    }

    /// Whether a double with a fraction is written truncated toward zero,
    /// as Python's `%d`, `%i` and `%u` write it: an unlocalized spec
    /// (Python's) of one of those conversions. Elsewhere such a double does
    /// not fit an integer conversion.
    var truncatesDoubles: Bool {
        flags.contains(.unlocalized) && "diu".utf8.contains(conversion)
    }

    /// Whether the localized mode applies (`d i u f F e E g G`; not `x X o c s @`, nor a spec marked
    /// ``FormatSpec/Flags/unlocalized``).
    var isLocalizable: Bool {
        guard !flags.contains(.unlocalized) else { return false }
        switch conversion {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "f"), UInt8(ascii: "F"),
             UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"): return true
        default: return false
        }
    }
}
