import LocPack

/// The currency options of a MessageFormat 2 `:currency` value
/// (`spec/functions/number.md`): which currency, how it is shown, and the
/// fraction digits its amounts get.
struct MF2Currency: Equatable {
    /// The ISO code, upper-cased (codes are case-insensitive); nil when an
    /// argument names it at render time (`currency=$code`).
    var code: String?
    /// `currencyDisplay`.
    var display: CurrencyFormatCatalog.Display
    /// `currencySign=accounting`: the locale's accounting pattern.
    var accounting: Bool
    /// `fractionDigits`, or the currency's own (`auto`); nil when they are
    /// the own digits of a currency an argument names.
    var fractionDigits: Int?

    /// The options of a currency value that a later `:currency` on it inherits.
    static let optionNames = ["currency", "currencyDisplay", "currencySign", "fractionDigits"]

    /// The currency `options` name, or nil when they name none (`currency`
    /// missing and not read from an argument: the caller reports a bad
    /// operand) or a code that is not three letters (a bad option). Any
    /// other option value that is not allowed is a bad option and keeps its
    /// default. With `codeFromArgument` the code is read at render time.
    init?(options: [String: String], codeFromArgument: Bool = false, errors: inout [MessageErrorKind]) {
        if codeFromArgument {
            code = nil
        } else {
            guard let written = options["currency"] else { return nil }
            guard CurrencyFormatCatalog.isWellFormed(written) else {
                errors.append(.badOption)
                return nil
            }
            code = written.uppercased()
        }
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
        fractionDigits = code.map(CurrencyFormatCatalog.fractionDigits(of:))
        if let text = options["fractionDigits"], text != "auto" {
            if let value = Int(text), String(value) == text, (0...DecimalStyle.maximumDigits).contains(value) {
                fractionDigits = value
            } else {
                errors.append(.badOption)
            }
        }
    }

    /// The texts around an amount's digits in `locale`; where the currency
    /// goes they mark it when an argument names it.
    func affixes(locale: String) -> NumberAffixTexts {
        CurrencyFormatCatalog.affixes(currency: code, locale: locale, display: display, accounting: accounting)
    }

    /// The currencies an argument may name, as `locale` shows them; nil
    /// when the code is written in the message.
    func table(locale: String) -> CurrencyTableEntries? {
        guard code == nil else { return nil }
        return CurrencyTableEntries(entries: CurrencyFormatCatalog.tableEntries(locale: locale, display: display),
                                    takesCurrencyFractionDigits: fractionDigits == nil)
    }
}
