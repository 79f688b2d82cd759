/// A format in `{{value, format}}` as i18next's `Formatter` reads it: a
/// name, lower-cased and trimmed, and options in parentheses —
/// `number(minimumFractionDigits: 2; useGrouping: false)`, entries
/// separated by `;`, quotes stripped; `currency(USD)` is short for
/// `currency(currency: USD)` (`Specs/importers/i18next.md`, "Formats").
struct I18nextFormatCall {
    /// The format's name (`number`).
    var name: String
    /// The text in the parentheses.
    var arguments: String
    /// The options by name, values unquoted.
    var options: [(name: String, value: String)] = []
    /// A value without a name (`USD` of `currency(USD)`).
    var bareValue: String?

    init(_ format: String) {
        let text = Substring(format)
        if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
            name = I18nextText.trimmed(text[..<open]).lowercased()
            arguments = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        } else {
            name = I18nextText.trimmed(text).lowercased()
            arguments = ""
        }
        for entry in arguments.split(separator: ";") {
            if let colon = entry.firstIndex(of: ":") {
                options.append((I18nextText.trimmed(entry[..<colon]), Self.unquoted(I18nextText.trimmed(entry[entry.index(after: colon)...]))))
            } else if !I18nextText.trimmed(entry).isEmpty {
                bareValue = Self.unquoted(I18nextText.trimmed(entry))
            }
        }
    }

    private static func unquoted(_ text: String) -> String {
        var text = Substring(text)
        while let first = text.first, first == "'" || first == "\"" { text = text.dropFirst() }
        while let last = text.last, last == "'" || last == "\"" { text = text.dropLast() }
        return String(text)
    }

    /// The `Intl.NumberFormat` options LocPack reads, as MessageFormat 2
    /// takes them; digit counts go through JavaScript's `parseInt`.
    private static let digitOptions: Set<String> = [
        "minimumIntegerDigits", "minimumFractionDigits", "maximumFractionDigits", "minimumSignificantDigits", "maximumSignificantDigits",
    ]

    /// The same formatting as one MessageFormat 2 placeholder of variable
    /// `operand` (`{$price :currency currency=|USD|}`), or nil when an
    /// option has no MessageFormat 2 counterpart.
    func messageFormat2(operand: String) -> String? {
        var parts = ["$" + operand, name == "currency" ? ":currency" : ":number"]
        var currency = name == "currency" ? bareValue : nil
        for option in options {
            if Self.digitOptions.contains(option.name) {
                // parseInt: the leading digits.
                let digits = option.value.prefix { $0.isASCII && $0.isNumber }
                guard !digits.isEmpty else { return nil }
                parts.append("\(option.name)=|\(digits)|")
            } else if option.name == "useGrouping" {
                parts.append("useGrouping=" + (option.value == "false" ? "never" : option.value == "true" ? "always" : "|\(option.value)|"))
            } else if option.name == "signDisplay" || option.name == "currencyDisplay" || option.name == "roundingMode" {
                parts.append("\(option.name)=|\(option.value)|")
            } else if option.name == "currency" {
                currency = option.value
            } else {
                return nil
            }
        }
        if name == "currency" {
            guard let currency, !currency.isEmpty else { return nil }
            parts.append("currency=|\(currency)|")
        }
        return "{" + parts.joined(separator: " ") + "}"
    }
}
