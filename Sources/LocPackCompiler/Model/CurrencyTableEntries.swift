@_spi(LocPackInternals) import LocPack

/// The currencies a `:currency` value whose code comes from an argument can
/// show in its locale (`{$x :currency currency=$code}`): what the build
/// writes after the value instruction's affix record for a render to look
/// the code up in (`Specs/programs.md`, "value"; the runtime's
/// `CurrencyTable`). A code missing from the entries shows itself, with two
/// fraction digits.
public struct CurrencyTableEntries: Sendable, Equatable {
    /// One currency the locale shows otherwise than by its code, or whose
    /// amounts take other than two fraction digits.
    public struct Entry: Sendable, Equatable {
        /// The ISO code, upper-case.
        public var code: String
        /// The currency's fraction digits (CLDR's `currencyData`).
        public var fractionDigits: Int
        /// The symbol shown; empty when the code shows.
        public var symbol: String

        /// Creates an entry.
        public init(code: String, fractionDigits: Int, symbol: String) {
            self.code = code
            self.fractionDigits = fractionDigits
            self.symbol = symbol
        }
    }

    /// The entries, sorted by code.
    public var entries: [Entry]
    /// Whether an amount takes its currency's fraction digits (no
    /// `fractionDigits` option was written).
    public var takesCurrencyFractionDigits: Bool

    /// Creates the table; `entries` are sorted here.
    public init(entries: [Entry], takesCurrencyFractionDigits: Bool) {
        self.entries = entries.sorted { $0.code < $1.code }
        self.takesCurrencyFractionDigits = takesCurrencyFractionDigits
    }

    /// The record's bytes (`CurrencyTable`'s layout): nil when it does not
    /// fit its u16 length or a symbol is longer than 255 bytes.
    var encoded: [UInt8]? {
        var body: [UInt8] = []
        for entry in entries {
            let code = Array(entry.code.utf8), symbol = Array(entry.symbol.utf8)
            guard code.count == 3, symbol.count <= Int(UInt8.max), (0...DecimalStyle.maximumDigits).contains(entry.fractionDigits) else { return nil }
            let spacing: UInt8 = symbol.isEmpty ? 3
                : (CurrencyFormatCatalog.wantsSpacing(entry.symbol.unicodeScalars.first) ? 1 : 0)
                | (CurrencyFormatCatalog.wantsSpacing(entry.symbol.unicodeScalars.last) ? 2 : 0)
            body += code + [UInt8(entry.fractionDigits), spacing, UInt8(symbol.count)] + symbol
        }
        guard body.count <= Int(UInt16.max) else { return nil }
        let flags = takesCurrencyFractionDigits ? CurrencyTable.currencyFractionDigitsFlag : 0
        return [UInt8(body.count & 0xFF), UInt8(body.count >> 8), flags] + body
    }
}
