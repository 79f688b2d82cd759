/// printf-style formatting of one argument into a ``UTF8Sink``, without
/// allocating.
///
/// Every function takes the parsed ``FormatSpec`` and an optional
/// ``NumberSymbols``:
///
/// - `symbols == nil` is the **POSIX mode**: plain ASCII output identical,
///   byte for byte, to glibc's `snprintf` for the same spec and value
///   (what `String(format:)` without a locale prints).
/// - `symbols != nil` is the **localized mode** (what `String(format:locale:)`
///   prints): `d i u` and `f F e E g G` use the locale's digits, grouping,
///   decimal separator, signs and exponent symbol; `x X o c s @` are not
///   localized.
///
/// The rules, with every difference from C spelled out, are in
/// `Specs/number-formatting.md`. A conversion accepts any argument kind: a
/// `%d` given a double truncates it toward zero, a `%f` given an integer
/// converts it, a `%@` given a number prints it in POSIX form (`%lld`,
/// `%llu` or `%g`).
@_spi(LocPackInternals) public enum PrintfFormatter {}

extension PrintfFormatter {
    /// Formats a signed integer argument.
    ///
    /// For `d i`, `h` and `hh` narrow the value as C does (`%hhd` of 300 is
    /// `44`); every other length prints all 64 bits, so a value that fits C's
    /// `int` prints as C prints it and a wider one is never truncated.
    /// `u x X o` print the value's bit pattern as unsigned: with no length
    /// modifier a value in `int` range is read as a C `unsigned int` (`%x` of
    /// -42 is `ffffffd6`), `h`/`hh` narrow, other lengths use 64 bits. `c`
    /// prints the value as a code point, floating conversions convert it.
    ///
    /// - Parameters:
    ///   - value: The argument.
    ///   - spec: The conversion.
    ///   - symbols: The locale's number symbols, or `nil` for POSIX output.
    ///   - sink: Where the text goes.
    @inlinable
    public static func formatSigned(_ value: Int64, spec: FormatSpec, symbols: NumberSymbols?, into sink: inout UTF8Sink) {
        switch spec.conversion {
        case UInt8(ascii: "d"), UInt8(ascii: "i"):
            let narrowed = narrowSigned(value, spec.length)
            writeDecimal(magnitude: narrowed.magnitude, negative: narrowed < 0, spec: spec, symbols: symbols, into: &sink)
        case UInt8(ascii: "u"):
            writeDecimal(magnitude: unsignedBits(of: value, spec.length), negative: false, spec: spec, symbols: symbols, into: &sink)
        case UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"):
            writeRadix(unsignedBits(of: value, spec.length), spec: spec, into: &sink)
        case UInt8(ascii: "p"), UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "%"):
            formatUnsigned(UInt64(bitPattern: value), spec: spec, symbols: symbols, into: &sink)
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"),
             UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
            writeFloatingPoint(Double(value), spec: spec, symbols: symbols, into: &sink)
        default:
            var decimal = spec
            decimal.conversion = UInt8(ascii: "d")
            decimal.length = .ll
            writeDecimal(magnitude: value.magnitude, negative: value < 0, spec: decimal, symbols: nil, into: &sink)
        }
    }

    /// Formats an unsigned integer argument.
    ///
    /// `u x X o` narrow the value as C reads an `unsigned short` (`h`) or
    /// `unsigned char` (`hh`); other lengths keep all 64 bits. `x X o` are
    /// never localized. `d i` reinterpret the bits as signed, `c` prints the
    /// value as a code point, floating conversions convert it. `p` prints
    /// like `%#llx`.
    ///
    /// - Parameters:
    ///   - value: The argument.
    ///   - spec: The conversion.
    ///   - symbols: The locale's number symbols, or `nil` for POSIX output.
    ///   - sink: Where the text goes.
    @inlinable
    public static func formatUnsigned(_ value: UInt64, spec: FormatSpec, symbols: NumberSymbols?, into sink: inout UTF8Sink) {
        switch spec.conversion {
        case UInt8(ascii: "u"):
            writeDecimal(magnitude: narrowUnsigned(value, spec.length), negative: false, spec: spec, symbols: symbols, into: &sink)
        case UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"):
            writeRadix(narrowUnsigned(value, spec.length), spec: spec, into: &sink)
        case UInt8(ascii: "p"):
            var hex = spec
            hex.conversion = UInt8(ascii: "x")
            hex.flags.insert(.alternate)
            writeRadix(value, spec: hex, into: &sink)
        case UInt8(ascii: "d"), UInt8(ascii: "i"):
            formatSigned(Int64(bitPattern: value), spec: spec, symbols: symbols, into: &sink)
        case UInt8(ascii: "c"), UInt8(ascii: "C"):
            formatCharacter(UInt32(truncatingIfNeeded: value), spec: spec, into: &sink)
        case UInt8(ascii: "%"):
            sink.append(UInt8(ascii: "%"))
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"),
             UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
            writeFloatingPoint(Double(value), spec: spec, symbols: symbols, into: &sink)
        default:
            var decimal = spec
            decimal.conversion = UInt8(ascii: "u")
            decimal.length = .ll
            writeDecimal(magnitude: value, negative: false, spec: decimal, symbols: nil, into: &sink)
        }
    }

    /// Formats a floating-point argument.
    ///
    /// `f F e E g G` round the exact binary value half to even (glibc's
    /// result); `a A` are rendered like `e E` (hexadecimal floats are not
    /// produced). Infinity and NaN print as `inf`/`nan` (`INF`/`NAN` for the
    /// upper-case conversions) in POSIX mode, and as `∞`/`NaN` in localized
    /// mode, with a sign as for finite values. Integer conversions truncate
    /// toward zero (NaN gives 0, out-of-range values clamp); `%@`/`%s` print
    /// the value like POSIX `%g`.
    ///
    /// - Parameters:
    ///   - value: The argument.
    ///   - spec: The conversion.
    ///   - symbols: The locale's number symbols, or `nil` for POSIX output.
    ///   - sink: Where the text goes.
    public static func formatDouble(_ value: Double, spec: FormatSpec, symbols: NumberSymbols?, into sink: inout UTF8Sink) {
        switch spec.conversion {
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"),
             UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
            writeFloatingPoint(value, spec: spec, symbols: symbols, into: &sink)
        case UInt8(ascii: "d"), UInt8(ascii: "i"):
            let truncated: Int64 = value.isNaN ? 0
                : value >= 9.223372036854775807e18 ? .max
                : value <= -9.223372036854775808e18 ? .min : Int64(value)
            formatSigned(truncated, spec: spec, symbols: symbols, into: &sink)
        case UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "p"),
             UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "%"):
            let truncated: UInt64 = value.isNaN || value <= 0 ? 0
                : value >= 1.8446744073709551615e19 ? .max : UInt64(value)
            formatUnsigned(truncated, spec: spec, symbols: symbols, into: &sink)
        default:
            var general = spec
            general.conversion = UInt8(ascii: "g")
            writeFloatingPoint(value, spec: general, symbols: nil, into: &sink)
        }
    }
}
