/// How a decimal number is displayed the way ICU's number formatter and
/// MessageFormat 2's `:number` and `:integer` display it: rounded to a
/// number of fraction or significant digits, trailing zeros dropped down to
/// a minimum, grouped and signed as asked.
///
/// Programs carry it inside a ``FormatSpec`` whose conversion is `N`
/// (``FormatSpec/decimalConversion``), packed into the spec's width and
/// precision fields (`Specs/programs.md`, "Decimal specs"), so a
/// placeholder, a plural choice and `#` all read it where they read any
/// other spec.
package struct DecimalStyle: Sendable, Equatable, Hashable {
    /// Whether and how the integer digits are grouped.
    package enum Grouping: UInt8, Sendable, Hashable, CaseIterable {
        /// As the locale groups (CLDR's minimum grouping digits apply).
        case auto = 0
        /// Grouped from four digits on, whatever the locale's minimum.
        case always = 1
        /// Never grouped.
        case never = 2
        /// Grouped from five digits on (`12,345` but `1234`).
        case min2 = 3
    }

    /// When a sign is shown.
    package enum SignDisplay: UInt8, Sendable, Hashable, CaseIterable {
        /// A minus sign on negative numbers (negative zero included).
        case auto = 0
        /// A minus or a plus sign on every number.
        case always = 1
        /// A sign on every number but zero.
        case exceptZero = 2
        /// A minus sign on negative numbers but not on negative zero.
        case negative = 3
        /// No sign.
        case never = 4

        /// Whether a number whose sign is `negative` (negative zero
        /// included) shows a minus or a plus sign; `isZero` when its
        /// rounded value is zero.
        @inline(__always)
        package func signs(negative: Bool, isZero: Bool) -> (minus: Bool, plus: Bool) {
            switch self {
            case .auto: (negative, false)
            case .always: (negative, !negative)
            case .exceptZero: (negative && !isZero, !negative && !isZero)
            case .negative: (negative && !isZero, false)
            case .never: (false, false)
            }
        }
    }

    /// Where a number is rounded to its last kept digit: MessageFormat 2's
    /// `roundingMode` values (ECMA-402's names).
    package enum RoundingMode: UInt8, Sendable, Hashable, CaseIterable {
        /// Half away from zero: 2.5 → 3, −2.5 → −3 (the default).
        case halfExpand = 0
        /// Toward positive infinity.
        case ceil = 1
        /// Toward negative infinity.
        case floor = 2
        /// Away from zero.
        case expand = 3
        /// Toward zero.
        case trunc = 4
        /// Half toward positive infinity.
        case halfCeil = 5
        /// Half toward negative infinity.
        case halfFloor = 6
        /// Half toward zero.
        case halfTrunc = 7
        /// Half to the even digit.
        case halfEven = 8
    }

    /// The largest digit count an option may hold.
    package static let maximumDigits = 31

    /// Integer digits shown at least, zeros added in front (1 … 31).
    package var minimumIntegerDigits: Int
    /// Fraction digits shown at least, zeros added after (0 … 31).
    package var minimumFractionDigits: Int
    /// Fraction digits kept at most; the number is rounded half away from zero there (0 … 31).
    package var maximumFractionDigits: Int
    /// Significant digits shown at least, when significant digits rule (1 … 31).
    package var minimumSignificantDigits: Int?
    /// Significant digits kept at most: when set, the number is rounded to
    /// this many significant digits instead of to fraction digits (1 … 31).
    package var maximumSignificantDigits: Int?
    /// How integer digits are grouped.
    package var grouping: Grouping
    /// When a sign is shown.
    package var signDisplay: SignDisplay
    /// How the number is rounded to the digits kept.
    package var roundingMode: RoundingMode = .halfExpand
    /// Whether the number is a percentage (MessageFormat 2's `:percent`):
    /// shown, and selected, multiplied by 100, with the locale's percent
    /// sign where its percent pattern puts it.
    package var isPercent = false
    /// Whether an integer shows no fraction digits whatever the minimum
    /// (MessageFormat 2's `trailingZeroDisplay=stripIfInteger`: `$5`, `$5.01`).
    package var stripsIntegerFraction = false
    /// Whether texts around the digits follow the value instruction's
    /// option records (``NumberAffixes``): a `:currency` value's currency
    /// and sign, which then replace the sign the style would write.
    package var hasAffixes = false

    /// The style of MessageFormat 2's `:number` without options: up to three
    /// fraction digits, grouped as the locale groups.
    package init(minimumIntegerDigits: Int = 1, minimumFractionDigits: Int = 0, maximumFractionDigits: Int = 3,
                minimumSignificantDigits: Int? = nil, maximumSignificantDigits: Int? = nil,
                grouping: Grouping = .auto, signDisplay: SignDisplay = .auto) {
        self.minimumIntegerDigits = minimumIntegerDigits
        self.minimumFractionDigits = minimumFractionDigits
        self.maximumFractionDigits = maximumFractionDigits
        self.minimumSignificantDigits = minimumSignificantDigits
        self.maximumSignificantDigits = maximumSignificantDigits
        self.grouping = grouping
        self.signDisplay = signDisplay
    }

    /// Whether every count lies in its range and no minimum exceeds its maximum.
    package var isValid: Bool {
        let digits = 0...Self.maximumDigits
        guard (1...Self.maximumDigits).contains(minimumIntegerDigits), digits.contains(minimumFractionDigits),
              digits.contains(maximumFractionDigits), minimumFractionDigits <= maximumFractionDigits else { return false }
        if let minimum = minimumSignificantDigits, !(1...Self.maximumDigits).contains(minimum) { return false }
        if let maximum = maximumSignificantDigits {
            guard (1...Self.maximumDigits).contains(maximum) else { return false }
            if let minimum = minimumSignificantDigits, minimum > maximum { return false }
        }
        return true
    }

    /// An option a render may set from an argument (MessageFormat 2's
    /// `minimumFractionDigits=$digits`, `signDisplay=$sign`): the value
    /// instruction's option records (`Specs/programs.md`, "value"). Digit
    /// counts (1–5, format 2.4) take a number; keywords (8–11, format 2.6)
    /// take text naming one of the option's values; the currency (12,
    /// format 2.7) takes a code, which a ``CurrencyTable`` after the affix
    /// record looks up.
    package enum Option: UInt8, Sendable, CaseIterable {
        case minimumIntegerDigits = 1, minimumFractionDigits, maximumFractionDigits
        case minimumSignificantDigits, maximumSignificantDigits
        case useGrouping = 8, signDisplay, roundingMode, trailingZeroDisplay
        case currency = 12

        /// The option's name in MessageFormat 2.
        package var name: String {
            switch self {
            case .minimumIntegerDigits: "minimumIntegerDigits"
            case .minimumFractionDigits: "minimumFractionDigits"
            case .maximumFractionDigits: "maximumFractionDigits"
            case .minimumSignificantDigits: "minimumSignificantDigits"
            case .maximumSignificantDigits: "maximumSignificantDigits"
            case .useGrouping: "useGrouping"
            case .signDisplay: "signDisplay"
            case .roundingMode: "roundingMode"
            case .trailingZeroDisplay: "trailingZeroDisplay"
            case .currency: "currency"
            }
        }

        /// Whether the option takes text (a keyword or a currency code), not a digit count.
        package var isKeyword: Bool { rawValue >= Option.useGrouping.rawValue }
    }

    /// Sets `option` to `count`; false, changing nothing, when the count is
    /// out of the option's range. A minimum above its maximum raises the
    /// maximum (the maximum's default follows the minimum).
    package mutating func set(_ option: Option, to count: Int) -> Bool {
        guard !option.isKeyword else { return false }
        let low = option == .minimumFractionDigits || option == .maximumFractionDigits ? 0 : 1
        guard count >= low, count <= Self.maximumDigits else { return false }
        switch option {
        case .minimumIntegerDigits: minimumIntegerDigits = count
        case .minimumFractionDigits:
            minimumFractionDigits = count
            maximumFractionDigits = max(maximumFractionDigits, count)
        case .maximumFractionDigits:
            guard count >= minimumFractionDigits else { return false }
            maximumFractionDigits = count
        case .minimumSignificantDigits:
            minimumSignificantDigits = count
            if let maximum = maximumSignificantDigits, maximum < count { maximumSignificantDigits = count }
        case .maximumSignificantDigits:
            if let minimum = minimumSignificantDigits, minimum > count { return false }
            maximumSignificantDigits = count
        case .useGrouping, .signDisplay, .roundingMode, .trailingZeroDisplay, .currency: return false
        }
        return true
    }

    /// The number `text` spells (JSON number syntax) as this style shows it
    /// in POSIX form — rounded and padded, without grouping or sign — or
    /// nil when `text` is no such number. For the compiler, which decides
    /// selection on literals (allocates the result).
    package func posixDigits(of text: String) -> String? {
        var style = self
        style.grouping = .never
        style.signDisplay = .never
        var input = text
        return withUnsafeTemporaryAllocation(byteCount: 2048, alignment: 8) { storage in
            var sink = UTF8Sink(storage)
            let written = input.withUTF8 {
                DecimalFormatter.write(decimalText: UnsafeRawBufferPointer($0), style: style, symbols: nil, into: &sink)
            }
            guard written, !sink.didOverflow else { return nil }
            // POSIX writes a percentage as digits and `%`: the digits alone.
            let end = sink.writtenCount - (isPercent ? 1 : 0)
            return String(decoding: UnsafeRawBufferPointer(rebasing: storage[0..<end]), as: UTF8.self)
        }
    }

    /// Whether `text` is a number in JSON number syntax (`-4.20`,
    /// `0.42e+1`; not `01`, `1.`, `+1`): what a decimal style can show.
    package static func isDecimalText(_ text: UnsafeRawBufferPointer) -> Bool {
        DecimalFormatter.isDecimalText(text)
    }

    /// Whether significant digits, not fraction digits, decide the rounding.
    var usesSignificantDigits: Bool { minimumSignificantDigits != nil || maximumSignificantDigits != nil }

    // MARK: Packing

    /// Bits of one digit count in a packed field.
    private static let countBits: Int32 = 5, countMask: Int32 = 0x1F

    /// In a decimal spec's flags byte: the rounding mode (bits 0–3) and
    /// the percent bit (bit 4), both from format 2.5; the strip-if-integer
    /// bit (5) and the affixes bit (6), from format 2.6. Zero is the style
    /// of format 2.4.
    private static let roundingModeMask: UInt8 = 0x0F, percentBit: UInt8 = 0x10
    private static let stripsIntegerFractionBit: UInt8 = 0x20
    package static let affixesBit: UInt8 = 0x40

    /// The spec that carries this style (conversion `N`). The style must be
    /// ``isValid``.
    package var spec: FormatSpec {
        let width = Int32(minimumIntegerDigits) | Int32(minimumFractionDigits) << Self.countBits
            | Int32(maximumFractionDigits) << (2 * Self.countBits)
        let precision = Int32(minimumSignificantDigits ?? 0) | Int32(maximumSignificantDigits ?? 0) << Self.countBits
            | Int32(grouping.rawValue) << (2 * Self.countBits) | Int32(signDisplay.rawValue) << (2 * Self.countBits + 2)
        let flags = roundingMode.rawValue | (isPercent ? Self.percentBit : 0)
            | (stripsIntegerFraction ? Self.stripsIntegerFractionBit : 0) | (hasAffixes ? Self.affixesBit : 0)
        return FormatSpec(conversion: FormatSpec.decimalConversion, flags: FormatSpec.Flags(rawValue: flags),
                          width: width, precision: precision)
    }

    /// The style a decimal spec carries; nil when `spec` is not one or its
    /// fields hold no valid style.
    package init?(_ spec: FormatSpec) {
        guard spec.conversion == FormatSpec.decimalConversion, spec.width >= 0, spec.precision >= 0 else { return nil }
        let width = spec.width, precision = spec.precision
        func count(_ field: Int32, _ slot: Int32) -> Int { Int(field >> (slot * Self.countBits) & Self.countMask) }
        let minimumSignificant = count(precision, 0), maximumSignificant = count(precision, 1)
        let minimumInteger = count(width, 0), minimumFraction = count(width, 1), maximumFraction = count(width, 2)
        let rawGrouping = UInt8(truncatingIfNeeded: precision >> (2 * Self.countBits) & 3)
        let rawSign = UInt8(truncatingIfNeeded: precision >> (2 * Self.countBits + 2) & 7)
        let rawRounding = spec.flags.rawValue & Self.roundingModeMask
        // Every count is a 5-bit field (0 … 31): validity is the ranges and orders below, checked without
        // building the optionals and ranges `isValid` uses.
        guard rawSign <= SignDisplay.never.rawValue, rawRounding <= RoundingMode.halfEven.rawValue,
              spec.flags.rawValue & ~(Self.roundingModeMask | Self.percentBit | Self.stripsIntegerFractionBit | Self.affixesBit) == 0,
              minimumInteger >= 1, minimumFraction <= maximumFraction,
              minimumSignificant == 0 || maximumSignificant == 0 || minimumSignificant <= maximumSignificant
        else { return nil }
        // The raw values are the cases' numbers (0 …), so a raw value in range is the case.
        self.init(minimumIntegerDigits: minimumInteger, minimumFractionDigits: minimumFraction,
                  maximumFractionDigits: maximumFraction,
                  minimumSignificantDigits: minimumSignificant == 0 ? nil : minimumSignificant,
                  maximumSignificantDigits: maximumSignificant == 0 ? nil : maximumSignificant,
                  grouping: unsafeBitCast(rawGrouping, to: Grouping.self), signDisplay: unsafeBitCast(rawSign, to: SignDisplay.self))
        roundingMode = unsafeBitCast(rawRounding, to: RoundingMode.self)
        isPercent = spec.flags.rawValue & Self.percentBit != 0
        stripsIntegerFraction = spec.flags.rawValue & Self.stripsIntegerFractionBit != 0
        hasAffixes = spec.flags.rawValue & Self.affixesBit != 0
        assert(isValid)
    }
}

extension FormatSpec {
    /// The conversion of a ``DecimalStyle`` spec: `N`, which no printf
    /// format string contains.
    @inlinable package static var decimalConversion: UInt8 { UInt8(ascii: "N") }
}
