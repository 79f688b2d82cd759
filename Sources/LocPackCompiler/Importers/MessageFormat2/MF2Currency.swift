import LocPack

/// The currency options of a MessageFormat 2 `:currency` value
/// (`spec/functions/number.md`): which currency, how it is shown, and the
/// fraction digits its amounts get.
struct MF2Currency: Equatable {
    /// The ISO code, upper-cased (codes are case-insensitive).
    var code: String
    /// `currencyDisplay`.
    var display: CurrencyFormatCatalog.Display
    /// `currencySign=accounting`: the locale's accounting pattern.
    var accounting: Bool
    /// `fractionDigits`, or the currency's own (`auto`).
    var fractionDigits: Int

    /// The options of a currency value that a later `:currency` on it inherits.
    static let optionNames = ["currency", "currencyDisplay", "currencySign", "fractionDigits"]

    /// The currency `options` name, or nil when they name none (`currency`
    /// missing: the caller reports a bad operand) or a code that is not
    /// three letters (a bad option). Any other option value that is not
    /// allowed is a bad option and keeps its default.
    init?(options: [String: String], errors: inout [MessageErrorKind]) {
        guard let written = options["currency"] else { return nil }
        guard CurrencyFormatCatalog.isWellFormed(written) else {
            errors.append(.badOption)
            return nil
        }
        code = written.uppercased()
        display = .symbol
        if let text = options["currencyDisplay"] {
            if let value = CurrencyFormatCatalog.Display(rawValue: text) { display = value } else { errors.append(.badOption) }
        }
        accounting = false
        if let text = options["currencySign"] {
            switch text {
            case "accounting": accounting = true
            case "standard": break
            default: errors.append(.badOption)
            }
        }
        fractionDigits = CurrencyFormatCatalog.fractionDigits(of: code)
        if let text = options["fractionDigits"], text != "auto" {
            if let value = Int(text), String(value) == text, (0...DecimalStyle.maximumDigits).contains(value) {
                fractionDigits = value
            } else {
                errors.append(.badOption)
            }
        }
    }

    /// The texts around an amount's digits in `locale`.
    func affixes(locale: String) -> NumberAffixTexts {
        CurrencyFormatCatalog.affixes(currency: code, locale: locale, display: display, accounting: accounting)
    }
}
