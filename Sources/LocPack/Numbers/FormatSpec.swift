/// A parsed printf conversion such as `%-8.2f` or `%lld`, without its
/// argument position (programs store that beside it).
///
/// The encoding of a spec in a program is given in `Specs/programs.md`.
public struct FormatSpec: Sendable, Equatable, Hashable {
    /// printf flags.
    public struct Flags: OptionSet, Sendable, Hashable {
        /// The flag bits, one per flag below.
        public let rawValue: UInt8
        /// Flags made of the bits of `rawValue`.
        @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// `-`: pad on the right.
        public static let leftAlign = Flags(rawValue: 1 << 0)
        /// `+`: always print a sign.
        public static let plusSign = Flags(rawValue: 1 << 1)
        /// ` `: print a space where a plus sign would go.
        public static let spaceSign = Flags(rawValue: 1 << 2)
        /// `#`: alternate form.
        public static let alternate = Flags(rawValue: 1 << 3)
        /// `0`: pad with zeros.
        public static let zeroPad = Flags(rawValue: 1 << 4)
        /// For `@` (format 2.8): any argument is shown as the text its
        /// platform makes of it — an integer's digits, a double's shortest
        /// text (Swift's `description`) — with no conversion reported
        /// (Lingo's `%{name}`, Python's `%(name)s`).
        public static let valueText = Flags(rawValue: 1 << 5)
        /// For `@` (format 2.8): the text is HTML-escaped as i18next
        /// escapes an interpolated value (`&` `<` `>` `"` `'` `/`).
        public static let htmlEscaped = Flags(rawValue: 1 << 6)
        /// For `@` with ``valueText`` (format 2.8): a double is written as
        /// JavaScript's `String(n)` writes it (`1`, `0.1`, `1e-7`,
        /// `1e+21`, `Infinity`), not as Swift's `description` (i18next).
        public static let javaScriptNumbers = Flags(rawValue: 1 << 7)
        /// The flags only `@` reads, of format 2.8.
        public static let textFlags: Flags = [.valueText, .htmlEscaped, .javaScriptNumbers]
        /// For a numeric printf conversion (`d i u x X o c f F e E g G a
        /// A`; format 2.9): the number is written as in the POSIX locale —
        /// ASCII digits, `.` before the fraction, `-`, never grouped —
        /// whatever the render's locale, as Python's `%` and
        /// `str.format` write it (gettext's `python-format`); a double with
        /// a fraction for `%d`, `%i` or `%u` is truncated toward zero, as
        /// Python's `%d` writes it. The same bit as ``valueText``, which
        /// only `@` reads.
        public static let unlocalized = Flags(rawValue: 1 << 5)
    }

    /// The length modifier, kept so a spec can be printed back exactly and
    /// argument types can be compared across translations.
    public enum Length: UInt8, Sendable, Hashable {
        case none = 0, hh, h, l, ll, q, j, z, t, capitalL
    }

    /// The conversion character as an ASCII byte: one of
    /// `d i u f F e E g G x X o c s @ %` (and `C S p a A`, which are kept but
    /// rendered like their nearest supported sibling).
    public var conversion: UInt8
    /// The flags.
    public var flags: Flags
    /// The minimum field width, or -1 when absent.
    public var width: Int32
    /// The precision, or -1 when absent.
    public var precision: Int32
    /// The length modifier.
    public var length: Length

    /// Creates a spec.
    @inlinable
    public init(conversion: UInt8, flags: Flags = [], width: Int32 = -1, precision: Int32 = -1, length: Length = .none) {
        self.conversion = conversion
        self.flags = flags
        self.width = width
        self.precision = precision
        self.length = length
    }

    /// `%@` with no flags, width or precision: text as it is (a number
    /// given for it is converted to its digits).
    package static let textSpec = FormatSpec(conversion: UInt8(ascii: "@"))

    /// Whether the spec prints a non-negative integer as nothing but its
    /// digits: `%d`, `%i` or `%u` with no flag, width or precision, and any
    /// length modifier but `hh` (which wraps values past 127).
    @inline(__always)
    var isPlainInteger: Bool {
        guard flags.rawValue == 0, width == -1, precision == -1, length != .hh else { return false }
        switch conversion {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"): return true
        default: return false
        }
    }

    /// Whether the spec prints any signed integer as a plain decimal spec
    /// does (the locale's digits, grouping and minus sign, nothing else):
    /// `%d` or `%i` with no flag, width or precision, and a length modifier
    /// that keeps all 64 bits (neither `h` nor `hh`, which narrow).
    @inline(__always)
    var isPlainSignedInteger: Bool {
        guard flags.rawValue == 0, width == -1, precision == -1, length != .h, length != .hh else { return false }
        return conversion == UInt8(ascii: "d") || conversion == UInt8(ascii: "i")
    }

    /// Whether the spec is `%@` with no width and no precision (MessageFormat
    /// 2's `:string`): text under it is written as it is.
    @inlinable @inline(__always)
    package var isPlainText: Bool {
        conversion == UInt8(ascii: "@") && width <= 0 && precision < 0
    }

    /// Whether the spec is a decimal spec (`N`, `Specs/programs.md`) that
    /// shows an integer exactly as localized `%d` does: at most one minimum
    /// integer digit, no minimum fraction digits, no significant-digit
    /// rounding, the locale's grouping, a sign on negatives only, no
    /// percentage nor other rounding mode.
    @inlinable @inline(__always)
    package var isPlainDecimal: Bool {
        conversion == UInt8(ascii: "N") && width & 0x3FF <= 1 && precision == 0 && flags.rawValue == 0
    }

    /// What kind of argument the conversion consumes.
    public enum ArgumentKind: UInt8, Sendable {
        /// `d i`: a signed integer.
        case signedInteger
        /// `u x X o c`: an unsigned integer.
        case unsignedInteger
        /// `f F e E g G a A`: a floating-point number.
        case floatingPoint
        /// `@ s S`: an object or string.
        case string
        /// `%`: no argument.
        case none
        /// `L`, a value instruction's list conversion: a list of texts
        /// (``MessageArgument/list(_:)``; format 2.12).
        case list
    }

    /// What kind of argument this spec consumes.
    @inlinable @inline(__always)
    public var argumentKind: ArgumentKind { Self.argumentKind(ofConversion: conversion) }

    /// The kind of argument `conversion` consumes (``argumentKind``).
    @inlinable @inline(__always)
    package static func argumentKind(ofConversion conversion: UInt8) -> ArgumentKind {
        switch conversion {
        case UInt8(ascii: "d"), UInt8(ascii: "i"): .signedInteger
        case UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"),
             UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "p"): .unsignedInteger
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"),
             UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"),
             UInt8(ascii: "N"): .floatingPoint  // FormatSpec.decimalConversion
        case UInt8(ascii: "%"): .none
        case UInt8(ascii: "L"): .list  // FormatSpec.listConversion
        default: .string
        }
    }
}
