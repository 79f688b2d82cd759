@_spi(LocPackInternals) import LocPack

/// How a currency amount is written in each CLDR locale, from the generated
/// `CLDRCurrencyData` tables: the texts a build puts around the digits of a
/// MessageFormat 2 `:currency` value (`Specs/importers/mf2.md`, ":currency").
enum CurrencyFormatCatalog {
    /// What stands for the currency (MessageFormat 2's `currencyDisplay`).
    enum Display: String, CaseIterable {
        /// The locale's symbol (`€`, `US$`); the ISO code where it has none.
        case symbol
        /// The narrow symbol: CLDR's data as this build carries it has no
        /// narrow symbols, so the symbol.
        case narrowSymbol
        /// The currency's name: this build carries no currency names, so
        /// the symbol.
        case name
        /// The ISO code (`EUR`).
        case code
        /// Nothing: the number alone, as the pattern places it.
        case never
    }

    /// The fraction digits CLDR gives `code` (2 unless it says otherwise:
    /// JPY 0, BHD 3).
    static func fractionDigits(of code: String) -> Int {
        fractionDigitsByCode[code] ?? 2
    }

    /// Whether `code` is a well-formed currency code (three ASCII letters).
    static func isWellFormed(_ code: String) -> Bool {
        code.utf8.count == 3 && code.utf8.allSatisfy { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
    }

    /// The texts around the digits of an amount in `code` (upper-case ISO
    /// code) in `locale`: the locale's standard or accounting pattern with
    /// the currency shown as `display` says, CLDR's currency spacing (a
    /// no-break space between a letter of the symbol and a digit), and the
    /// locale's minus and plus signs where the pattern puts the sign. With
    /// no code (an argument names it at render time) the texts hold a
    /// marker (``marker(_:)``) where the currency goes, saying whether the
    /// digits are beside it, and a render does the spacing.
    static func affixes(currency code: String?, locale: String, display: Display, accounting: Bool) -> NumberAffixTexts {
        let row = NumberSymbolsCatalog.tableIndex(forLocale: locale) ?? 0
        let patternIndex = accounting ? CLDRCurrencyData.accountingPatternIndex[row] : CLDRCurrencyData.standardPatternIndex[row]
        let pattern = CLDRCurrencyData.patterns[Int(patternIndex)]
        let symbols = NumberSymbolsCatalog.symbols(forLocale: locale)
        let shown: Shown
        switch (display, code) {
        case (.never, _): shown = .text("")
        case (_, nil): shown = .marked
        case (.symbol, let code?), (.narrowSymbol, let code?), (.name, let code?): shown = .text(symbol(of: code, row: row) ?? code)
        case (.code, let code?): shown = .text(code)
        }
        let parts = pattern.split(separator: ";", maxSplits: 1).map(String.init)
        let positive = Subpattern(parts[0])
        let negative = parts.count > 1 ? Subpattern(parts[1]) : Subpattern(prefix: "-" + positive.prefix, suffix: positive.suffix)
        let plus = negative.hasSign
            ? Subpattern(prefix: negative.prefix.replacingSign(with: "+"), suffix: negative.suffix.replacingSign(with: "+"))
            : Subpattern(prefix: "+" + positive.prefix, suffix: positive.suffix)
        func texts(_ part: Subpattern) -> (String, String) {
            (part.filledPrefix(shown, symbols: symbols), part.filledSuffix(shown, symbols: symbols))
        }
        let (positivePrefix, positiveSuffix) = texts(positive)
        let (negativePrefix, negativeSuffix) = texts(negative)
        let (plusPrefix, plusSuffix) = texts(plus)
        return NumberAffixTexts(positivePrefix: positivePrefix, positiveSuffix: positiveSuffix,
                                negativePrefix: negativePrefix, negativeSuffix: negativeSuffix,
                                plusPrefix: plusPrefix, plusSuffix: plusSuffix)
    }

    /// The currencies a render may be asked for in `locale` shown as
    /// `display` says: each one the locale has a symbol for (unless the
    /// code shows), and each whose fraction digits are not two.
    static func tableEntries(locale: String, display: Display) -> [CurrencyTableEntries.Entry] {
        let row = NumberSymbolsCatalog.tableIndex(forLocale: locale) ?? 0
        var entries: [String: CurrencyTableEntries.Entry] = [:]
        for (code, digits) in fractionDigitsByCode { entries[code] = .init(code: code, fractionDigits: digits, symbol: "") }
        if display == .symbol || display == .narrowSymbol || display == .name {
            let set = CLDRCurrencyData.symbolSets[Int(CLDRCurrencyData.symbolSetIndex[row])]
            for line in set.split(separator: "\n") {
                let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
                guard fields.count == 2, fields[1] != fields[0] else { continue }
                entries[fields[0]] = .init(code: fields[0], fractionDigits: fractionDigits(of: fields[0]), symbol: fields[1])
            }
        }
        return Array(entries.values)
    }

    /// The text in an affix that marks where a currency an argument names
    /// goes: a private-use character per ``ShownCurrency/Marker``, which
    /// the encoder writes as the marker byte and the marker's kind.
    static func marker(_ kind: ShownCurrency.Marker) -> Unicode.Scalar {
        Unicode.Scalar(markerBase + UInt32(kind.rawValue))!
    }

    /// The kind of marker `scalar` is, or nil when it is no marker.
    static func markerKind(_ scalar: Unicode.Scalar) -> ShownCurrency.Marker? {
        (markerBase...markerBase + 2).contains(scalar.value) ? ShownCurrency.Marker(rawValue: UInt8(scalar.value - markerBase)) : nil
    }

    /// U+E000, the first marker.
    private static let markerBase: UInt32 = 0xE000

    /// CLDR's currency spacing (`currencyMatch` `[[:^S:]&[:^Z:]]`): a
    /// no-break space separates the digits from a symbol that ends (or
    /// starts) there with a character that is no symbol and no space.
    static func wantsSpacing(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        switch scalar.properties.generalCategory {
        case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
             .spaceSeparator, .lineSeparator, .paragraphSeparator: return false
        default: return true
        }
    }

    /// What stands where a pattern has `¤`.
    private enum Shown {
        /// A text known at build time (empty: nothing).
        case text(String)
        /// A marker for the currency an argument names.
        case marked
    }

    /// The symbol locale row `row` gives `code`, or nil when it shows the code.
    private static func symbol(of code: String, row: Int) -> String? {
        let set = CLDRCurrencyData.symbolSets[Int(CLDRCurrencyData.symbolSetIndex[row])]
        for line in set.split(separator: "\n") where line.hasPrefix(code + "\t") {
            return String(line.dropFirst(code.count + 1))
        }
        return nil
    }

    private static let fractionDigitsByCode: [String: Int] = {
        var table: [String: Int] = [:]
        for item in CLDRCurrencyData.fractionDigits.split(separator: ",") {
            if let digits = Int(item.dropFirst(3)) { table[String(item.prefix(3))] = digits }
        }
        return table
    }()

    /// One side of a CLDR number pattern (`¤#,##0.00`, `(#,##0.00 ¤)`): the
    /// pattern text before and after its digits.
    private struct Subpattern {
        var prefix: String
        var suffix: String

        init(prefix: String, suffix: String) {
            self.prefix = prefix
            self.suffix = suffix
        }

        /// Splits `pattern` around its digit characters (`# 0 , .`).
        init(_ pattern: String) {
            let digits: Set<Character> = ["#", "0", ",", ".", "@"]
            let characters = Array(pattern)
            let first = characters.firstIndex(where: { digits.contains($0) }) ?? characters.count
            let last = characters.lastIndex(where: { digits.contains($0) }) ?? (first - 1)
            prefix = String(characters[..<first])
            suffix = first <= last ? String(characters[(last + 1)...]) : ""
        }

        /// Whether the subpattern places a minus sign.
        var hasSign: Bool { prefix.contains("-") || suffix.contains("-") }

        /// The prefix with `¤` replaced by `currency` (a no-break space
        /// after it when it ends in a letter and the digits follow), `-`
        /// and `+` by the locale's signs, quotes removed.
        func filledPrefix(_ currency: Shown, symbols: NumberSymbols) -> String {
            fill(prefix, currency, symbols: symbols, digitsAfter: prefix.hasSuffix("\u{A4}"))
        }

        /// The suffix, filled as ``filledPrefix(_:symbols:)`` fills the prefix.
        func filledSuffix(_ currency: Shown, symbols: NumberSymbols) -> String {
            fill(suffix, currency, symbols: symbols, digitsBefore: suffix.hasPrefix("\u{A4}"))
        }

        private func fill(_ text: String, _ currency: Shown, symbols: NumberSymbols,
                          digitsAfter: Bool = false, digitsBefore: Bool = false) -> String {
            var out = ""
            for character in text {
                switch (character, currency) {
                case ("\u{A4}", .text(let shown)):
                    if digitsBefore, CurrencyFormatCatalog.wantsSpacing(shown.unicodeScalars.first) { out.append("\u{A0}") }
                    out += shown
                    if digitsAfter, CurrencyFormatCatalog.wantsSpacing(shown.unicodeScalars.last) { out.append("\u{A0}") }
                case ("\u{A4}", .marked):
                    out.unicodeScalars.append(CurrencyFormatCatalog.marker(digitsAfter ? .digitsAfter : digitsBefore ? .digitsBefore : .apart))
                case ("-", _): out += symbols.minusSign.string
                case ("+", _): out += symbols.plusSign.string
                case ("'", _): continue
                default: out.append(character)
                }
            }
            if case .text("") = currency {
                // No currency shown: the space the pattern set beside it goes too.
                out = out.trimmingSpaces()
            }
            return out
        }
    }
}

private extension String {
    /// The text with the pattern's `-` replaced by `sign`.
    func replacingSign(with sign: Character) -> String {
        String(map { $0 == "-" ? sign : $0 })
    }

    /// The text without the spaces at its ends (space, no-break space, narrow no-break space).
    func trimmingSpaces() -> String {
        let spaces: Set<Character> = [" ", "\u{A0}", "\u{202F}"]
        var scalars = Substring(self)
        while let first = scalars.first, spaces.contains(first) { scalars = scalars.dropFirst() }
        while let last = scalars.last, spaces.contains(last) { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
