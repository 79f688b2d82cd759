/// Writes numbers in a ``DecimalStyle``: the `N` conversion of programs
/// (`Specs/programs.md`, "Decimal specs"). Digits live in a buffer on the
/// stack; nothing allocates.
enum DecimalFormatter {
    /// Writes `value` in `style`, localized with `symbols` (nil: POSIX: ASCII
    /// digits, `.`, `-`, `+`, no grouping), between `affixes` when given.
    static func write(_ value: MessageArgument.Numeric, style: DecimalStyle, symbols: NumberSymbols?,
                      affixes: NumberAffixes? = nil, into sink: inout UTF8Sink) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ExactDecimal.digitCapacity) { buffer in
            let digits = buffer.baseAddress.unsafelyUnwrapped
            var number: DecimalDigits
            switch value {
            case .int(let v): number = DecimalDigits(magnitude: v.magnitude, negative: v < 0, into: digits)
            case .uint(let v): number = DecimalDigits(magnitude: v, negative: false, into: digits)
            case .double(let v):
                guard v.isFinite else {
                    let negative = v.sign == .minus && style.signDisplay != .never
                    guard let affixes else {
                        let spec = FormatSpec(conversion: UInt8(ascii: "f"), flags: style.signDisplay == .always ? .plusSign : [])
                        FloatParts.writeNonFinite(isNaN: v.isNaN, negative: negative, upper: false, spec: spec, symbols: symbols, into: &sink)
                        return
                    }
                    // The texts of the sign shown stand for it: `$∞`, `-$∞`, `($∞)`.
                    let signs = style.signDisplay.signs(negative: v.sign == .minus, isZero: false)
                    let around = affixes.around(minus: signs.minus && !v.isNaN, plus: signs.plus && !v.isNaN)
                    affixes.write(around.prefix, into: &sink)
                    FloatParts.writeNonFinite(isNaN: v.isNaN, negative: false, upper: false, spec: FormatSpec(conversion: UInt8(ascii: "f")),
                                              symbols: symbols, into: &sink)
                    affixes.write(around.suffix, into: &sink)
                    return
                }
                if !style.usesSignificantDigits, !style.isPercent,
                   let units = FastDecimalRounding.roundedUnits(v, fractionDigits: style.maximumFractionDigits, style.roundingMode) {
                    // Away from a rounding boundary: the double rounds as its shortest digits do, already rounded here.
                    if FixedDecimalWriter.write(units: units, fractionDigits: style.maximumFractionDigits, negative: v.sign == .minus,
                                                style: style, symbols: symbols, affixes: affixes, into: &sink) { return }
                    number = DecimalDigits(magnitude: units, negative: v.sign == .minus, into: digits)
                    if number.count > 0 { number.exponent &-= style.maximumFractionDigits }
                    number.write(style, symbols: symbols, affixes: affixes, into: &sink)
                    return
                }
                // The shortest digits that read back as the double, as ICU and `Intl` round them (1.005 is a tie).
                guard let shortest = ShortestDecimalText.withText(of: v, {
                    DecimalDigits(jsonNumber: $0, into: digits, capacity: ExactDecimal.digitCapacity)
                }) else { return }
                number = shortest
                number.negative = v.sign == .minus
            }
            number.round(style)
            number.write(style, symbols: symbols, affixes: affixes, into: &sink)
        }
    }

    /// Writes the number `text` spells in JSON number syntax (`-4.20`,
    /// `0.42e+1`) in `style`; returns false, having written nothing, when
    /// `text` is not such a number or has more digits than fit.
    static func write(decimalText text: UnsafeRawBufferPointer, style: DecimalStyle, symbols: NumberSymbols?,
                      affixes: NumberAffixes? = nil, into sink: inout UTF8Sink) -> Bool {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ExactDecimal.digitCapacity) { buffer in
            guard var number = DecimalDigits(jsonNumber: text, into: buffer.baseAddress.unsafelyUnwrapped,
                                             capacity: buffer.count) else { return false }
            number.round(style)
            number.write(style, symbols: symbols, affixes: affixes, into: &sink)
            return true
        }
    }

    /// Whether `text` is a number in JSON number syntax.
    static func isDecimalText(_ text: UnsafeRawBufferPointer) -> Bool {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ExactDecimal.digitCapacity) { buffer in
            DecimalDigits(jsonNumber: text, into: buffer.baseAddress.unsafelyUnwrapped, capacity: buffer.count) != nil
        }
    }
}

/// A decimal number as digit values (`0...9`, most significant first, no
/// trailing zeros) in a caller's buffer: `d₀.d₁d₂… × 10^exponent`; zero has
/// no digits.
struct DecimalDigits {
    /// Significant digits kept when a style sets only a minimum (ICU's default).
    static let defaultMaximumSignificantDigits = 21

    let digits: UnsafeMutablePointer<UInt8>
    var count: Int
    var exponent: Int
    var negative: Bool

    init(digits: UnsafeMutablePointer<UInt8>, count: Int, exponent: Int, negative: Bool) {
        self.digits = digits
        self.count = count
        self.exponent = exponent
        self.negative = negative
    }

    /// The digits of an integer.
    init(magnitude: UInt64, negative: Bool, into digits: UnsafeMutablePointer<UInt8>) {
        self.init(digits: digits, count: 0, exponent: 0, negative: negative)
        guard magnitude != 0 else { return }
        var length = 0, rest = magnitude
        while rest != 0 { length &+= 1; rest /= 10 }
        rest = magnitude
        for i in stride(from: length &- 1, through: 0, by: -1) {
            digits[i] = UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
        count = length
        exponent = length &- 1
        trimTrailingZeros()
    }

    /// The digits of a JSON number (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?`),
    /// or nil when `text` is not one or has more than `capacity` digits or
    /// an exponent beyond ±1000 (a limit: such a number would print
    /// thousands of digits on every render).
    init?(jsonNumber text: UnsafeRawBufferPointer, into digits: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.init(digits: digits, count: 0, exponent: 0, negative: false)
        var i = 0
        let n = text.count
        func isDigit(_ at: Int) -> Bool { at < n && text[at] &- 0x30 < 10 }
        if i < n, text[i] == UInt8(ascii: "-") { negative = true; i &+= 1 }
        guard isDigit(i) else { return nil }
        var integerDigits = 0, seenNonzero = false
        if text[i] == 0x30 {
            i &+= 1
            if isDigit(i) { return nil }
        } else {
            while isDigit(i) {
                guard count < capacity else { return nil }
                digits[count] = text[i] &- 0x30
                count &+= 1; integerDigits &+= 1; i &+= 1
            }
            seenNonzero = true
        }
        var leadingFractionZeros = 0
        if i < n, text[i] == UInt8(ascii: ".") {
            i &+= 1
            guard isDigit(i) else { return nil }
            while isDigit(i) {
                let digit = text[i] &- 0x30
                if !seenNonzero && digit == 0 {
                    leadingFractionZeros &+= 1
                } else {
                    seenNonzero = true
                    guard count < capacity else { return nil }
                    digits[count] = digit
                    count &+= 1
                }
                i &+= 1
            }
        }
        var written = 0
        if i < n, text[i] | 0x20 == UInt8(ascii: "e") {
            i &+= 1
            var exponentNegative = false
            if i < n, text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") {
                exponentNegative = text[i] == UInt8(ascii: "-"); i &+= 1
            }
            guard isDigit(i) else { return nil }
            while isDigit(i) {
                written = written &* 10 &+ Int(text[i] &- 0x30)
                guard written <= 1_000 else { return nil }
                i &+= 1
            }
            if exponentNegative { written = -written }
        }
        guard i == n else { return nil }
        exponent = (integerDigits > 0 ? integerDigits &- 1 : -1 &- leadingFractionZeros) &+ written
        trimTrailingZeros()
        if count == 0 { exponent = 0 }
    }

    /// Drops trailing zero digits (the value is unchanged).
    mutating func trimTrailingZeros() {
        while count > 0 && digits[count &- 1] == 0 { count &-= 1 }
        if count == 0 { exponent = 0 }
    }

    /// Rounds as `style` asks, in its rounding mode (half away from zero,
    /// MessageFormat 2's default `halfExpand`, unless it says otherwise): to
    /// its maximum significant digits when it sets significant digits, else
    /// to its maximum fraction digits. A percentage is multiplied by 100 first.
    mutating func round(_ style: DecimalStyle) {
        if style.isPercent, count > 0 { exponent &+= 2 }
        let mode = style.roundingMode
        if style.usesSignificantDigits {
            round(keeping: style.maximumSignificantDigits ?? Self.defaultMaximumSignificantDigits, mode)
            // `:integer` with significant digits still shows no fraction.
            if style.maximumFractionDigits == 0 { round(keeping: exponent &+ 1, mode) }
        } else {
            round(keeping: exponent &+ 1 &+ style.maximumFractionDigits, mode)
        }
    }

    /// Rounds in `mode` to the first `keep` digits (none: to zero or one
    /// unit of the place `keep` stops at).
    mutating func round(keeping keep: Int, _ mode: DecimalStyle.RoundingMode = .halfExpand) {
        guard keep < count else { return }
        // Trailing zeros are trimmed: some dropped digit is nonzero, and the dropped part is exactly half
        // when it is a single 5.
        let first = keep >= 0 ? digits[keep] : 0
        let exactlyHalf = keep == count &- 1 && first == 5
        let up: Bool
        switch mode {
        case .halfExpand: up = first >= 5
        case .ceil: up = !negative
        case .floor: up = negative
        case .expand: up = true
        case .trunc: up = false
        case .halfCeil: up = first > 5 || (first == 5 && (!exactlyHalf || !negative))
        case .halfFloor: up = first > 5 || (first == 5 && (!exactlyHalf || negative))
        case .halfTrunc: up = first > 5 || (first == 5 && !exactlyHalf)
        case .halfEven: up = first > 5 || (first == 5 && (!exactlyHalf || (keep > 0 && digits[keep &- 1] & 1 == 1)))
        }
        guard keep >= 0 else {
            // Every digit lies below the place kept: zero, or one unit of that place.
            if up {
                exponent = exponent &+ 1 &- keep
                digits[0] = 1
                count = 1
            } else {
                count = 0
                exponent = 0
            }
            return
        }
        count = keep
        if up {
            var j = keep &- 1
            while j >= 0 && digits[j] == 9 { digits[j] = 0; j &-= 1 }
            if j >= 0 {
                digits[j] &+= 1
            } else {
                // Every kept digit carried (or none was kept): the value is 10^(exponent+1).
                digits[0] = 1
                count = 1
                exponent &+= 1
            }
        }
        trimTrailingZeros()
    }

    /// Writes the rounded number: fraction digits padded to the style's
    /// minimum (or to its minimum significant digits; none for an integer
    /// when the style strips them), integer digits padded to its minimum,
    /// grouped and signed as it says; between `affixes` by the sign shown,
    /// which then stand for the sign.
    func write(_ style: DecimalStyle, symbols: NumberSymbols?, affixes: NumberAffixes? = nil, into sink: inout UTF8Sink) {
        let integerDigits = count == 0 || exponent < 0 ? 0 : exponent &+ 1
        let storedFraction = max(0, count &- (exponent &+ 1))
        let fractionDigits: Int
        if style.usesSignificantDigits {
            let minimum = style.minimumSignificantDigits ?? 1
            // Significant digits counted from the first nonzero digit (zero: the integer's zero).
            let firstPlace = count == 0 ? 0 : exponent
            fractionDigits = max(storedFraction, max(0, minimum &- 1 &- firstPlace))
        } else {
            fractionDigits = max(storedFraction, style.minimumFractionDigits)
        }
        let shownFraction = style.stripsIntegerFraction && storedFraction == 0 ? 0 : fractionDigits
        let isZero = count == 0
        let (showsMinus, showsPlus) = style.signDisplay.signs(negative: negative, isZero: isZero)
        var grouped = symbols
        if var adjusted = symbols {
            switch style.grouping {
            case .auto: break
            case .always: adjusted.minimumGroupingDigits = 1
            case .min2: adjusted.minimumGroupingDigits = 2
            case .never: adjusted.primaryGroupingSize = 0
            }
            grouped = adjusted
        }
        // Affixes stand for the sign: the digits are written unsigned between the sign's texts.
        let signed = affixes == nil
        let spec = FormatSpec(conversion: UInt8(ascii: "f"), flags: showsPlus && signed ? .plusSign : [])
        var parts = FloatParts(spec: spec, symbols: grouped, negative: showsMinus && signed, upper: false, digits: digits)
        parts.setFixed(digits, count: count, exponent: exponent, fractionDigits: shownFraction)
        if integerDigits == 0 { parts.integer.leadingZeros = 0 }
        parts.integer.leadingZeros &+= max(0, style.minimumIntegerDigits &- parts.integer.total)
        if let affixes {
            let around = affixes.around(minus: showsMinus, plus: showsPlus)
            affixes.write(around.prefix, into: &sink)
            parts.write(into: &sink)
            affixes.write(around.suffix, into: &sink)
            return
        }
        guard style.isPercent else {
            parts.write(into: &sink)
            return
        }
        // The locale's percent pattern: its sign (and space) after the number, or before it after the minus.
        let affix = symbols?.percentAffix ?? "%"
        if symbols?.percentIsPrefix == true {
            parts.write(into: &sink, afterSign: affix)
        } else {
            parts.write(into: &sink)
            sink.append(affix)
        }
    }
}
