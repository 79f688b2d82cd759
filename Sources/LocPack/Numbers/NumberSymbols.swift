/// How one locale writes numbers in its default numbering system: the data
/// the localized printf mode needs. Bundles store it per locale
/// (`Specs/bundle-format.md`, "Number symbols record": compact from format 2.18 on).
@_spi(LocPackInternals) public struct NumberSymbols: Sendable, Equatable {
    /// Decimal separator, e.g. `.` or `,` (UTF-8, at most 15 bytes).
    public var decimalSeparator: ShortUTF8
    /// Grouping separator, e.g. `,`, `.`, U+202F or U+00A0.
    public var groupingSeparator: ShortUTF8
    /// Minus sign, which may carry bidi marks (e.g. U+061C then `-` in ar).
    public var minusSign: ShortUTF8
    /// Plus sign.
    public var plusSign: ShortUTF8
    /// Exponent symbol used by `%e` (`E` in most locales).
    public var exponentSymbol: ShortUTF8
    /// The digit zero of the numbering system; digit d is `zeroDigit + d`.
    public var zeroDigit: Unicode.Scalar
    /// Size of the group nearest the decimal separator (3 in most locales; 0 = no grouping).
    public var primaryGroupingSize: UInt8
    /// Size of the other groups (2 in hi: `12,34,567`).
    public var secondaryGroupingSize: UInt8
    /// The fewest integer digits before the first group separator is used
    /// (CLDR minimumGroupingDigits: 2 in pl and es, so `1234` stays ungrouped).
    public var minimumGroupingDigits: UInt8
    /// The percent sign with the space the locale's percent pattern puts
    /// beside it: `%` in en, U+00A0 `%` in fr, `%` U+00A0 in eu (at most
    /// ``BundleFormat/NumberSymbolsField/maximumPercentAffixLength`` bytes).
    public var percentAffix: ShortUTF8
    /// Whether the percent sign goes before the number (after its sign):
    /// `%5` in tr.
    public var percentIsPrefix: Bool

    /// Creates a symbol set.
    public init(decimalSeparator: ShortUTF8, groupingSeparator: ShortUTF8, minusSign: ShortUTF8,
                plusSign: ShortUTF8, exponentSymbol: ShortUTF8, zeroDigit: Unicode.Scalar,
                primaryGroupingSize: UInt8, secondaryGroupingSize: UInt8, minimumGroupingDigits: UInt8,
                percentAffix: ShortUTF8 = "%", percentIsPrefix: Bool = false) {
        self.percentAffix = percentAffix
        self.percentIsPrefix = percentIsPrefix
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.minusSign = minusSign
        self.plusSign = plusSign
        self.exponentSymbol = exponentSymbol
        self.zeroDigit = zeroDigit
        self.primaryGroupingSize = primaryGroupingSize
        self.secondaryGroupingSize = secondaryGroupingSize
        self.minimumGroupingDigits = minimumGroupingDigits
    }

    /// Symbols of CLDR's root locale with Latin digits: what `en` uses.
    public static let root = NumberSymbols(
        decimalSeparator: ".", groupingSeparator: ",", minusSign: "-", plusSign: "+",
        exponentSymbol: "E", zeroDigit: "0", primaryGroupingSize: 3, secondaryGroupingSize: 3,
        minimumGroupingDigits: 1)
}

/// A string of at most 15 UTF-8 bytes stored inline, so symbols can be used
/// without touching the heap. Sixteen bytes in all, its length in the
/// last: the number symbols a render copies stay small enough to be copied
/// with a few moves.
@_spi(LocPackInternals) public struct ShortUTF8: Sendable, Equatable, ExpressibleByStringLiteral {
    /// Up to 15 bytes, little-endian packed, then the length in the top
    /// byte of the second word; unused bytes are zero.
    public var storage: (UInt64, UInt64)
    /// Number of bytes used.
    @inlinable public var count: UInt8 { UInt8(truncatingIfNeeded: storage.1 >> 56) }

    /// Creates an empty string.
    @inlinable public init() { storage = (0, 0) }

    /// Creates the inline copy of `string`; bytes past the 15th are dropped.
    public init(_ string: String) {
        self.init()
        for byte in string.utf8.prefix(15) { appendByte(byte) }
    }

    /// Creates the inline copy of a literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// Creates a value from up to 15 raw bytes.
    public init(bytes: UnsafeRawBufferPointer) {
        self.init()
        for byte in bytes.prefix(15) { appendByte(byte) }
    }

    @inlinable
    mutating func appendByte(_ byte: UInt8) {
        let i = Int(count)
        guard i < 15 else { return }
        if i < 8 { storage.0 |= UInt64(byte) << (8 * UInt64(i)) } else { storage.1 |= UInt64(byte) << (8 * UInt64(i - 8)) }
        storage.1 = storage.1 & 0x00FF_FFFF_FFFF_FFFF | UInt64(i + 1) << 56
    }

    /// The byte at `index` (which must be below ``count``).
    @inlinable
    public subscript(index: Int) -> UInt8 {
        index < 8 ? UInt8(truncatingIfNeeded: storage.0 >> (8 * UInt64(index)))
                  : UInt8(truncatingIfNeeded: storage.1 >> (8 * UInt64(index - 8)))
    }

    /// Whether the bytes equal those of `other`.
    public static func == (a: ShortUTF8, b: ShortUTF8) -> Bool {
        a.storage.0 == b.storage.0 && a.storage.1 == b.storage.1
    }

    /// The text as a `String` (allocates; for diagnostics and tests).
    public var string: String {
        String(decoding: (0..<Int(count)).map { self[$0] }, as: UTF8.self)
    }
}

extension UTF8Sink {
    /// Appends the bytes of a short inline string.
    @inlinable
    @_spi(LocPackInternals) public mutating func append(_ short: ShortUTF8) {
        let n = Int(short.count)
        guard n > 0, n <= 8, n <= capacity &- needed else {
            for i in 0..<n { append(short[i]) }
            return
        }
        // Up to eight bytes from the first word, by stores that write no byte past the text.
        let word = short.storage.0, destination = UnsafeMutableRawPointer(base.unsafelyUnwrapped + needed)
        if n >= 4 {
            destination.storeBytes(of: UInt32(truncatingIfNeeded: word), as: UInt32.self)
            destination.storeBytes(of: UInt32(truncatingIfNeeded: word &>> (8 &* UInt64(n &- 4))), toByteOffset: n &- 4, as: UInt32.self)
        } else {
            destination.storeBytes(of: UInt8(truncatingIfNeeded: word), as: UInt8.self)
            destination.storeBytes(of: UInt8(truncatingIfNeeded: word &>> (8 &* UInt64(n &>> 1))), toByteOffset: n &>> 1, as: UInt8.self)
            destination.storeBytes(of: UInt8(truncatingIfNeeded: word &>> (8 &* UInt64(n &- 1))), toByteOffset: n &- 1, as: UInt8.self)
        }
        needed &+= n
    }
}
