@_spi(LocPackInternals) import LocPack

/// The number symbols of every CLDR locale, from the generated
/// `CLDRNumberSymbols` tables, as the runtime's `NumberSymbols`.
public enum NumberSymbolsCatalog {
    /// Locale identifier (lower-cased, underscores) → index in the tables.
    private static let indexByID: [String: Int] = {
        var index: [String: Int] = [:]
        for (i, id) in CLDRNumberSymbols.localeIDs.enumerated() { index[id.lowercased()] = i }
        return index
    }()

    /// The table index for `localeID`: the identifier itself (BCP 47 `pt-BR`
    /// or lproj/CLDR `pt_BR`, any letter case), then with trailing subtags
    /// dropped one at a time (`zh_Hant_TW` → `zh_Hant` → `zh`), then `root`.
    /// CLDR language aliases are replaced first (`tl` → `fil`, `iw` → `he`),
    /// and a language–region pair written in another script than its
    /// language's takes that script (`sr-ME` is `sr_Latn_ME`, `zh-TW`
    /// `zh_Hant_TW`, `pa-PK` `pa_Arab_PK`: CLDR's likely subtags).
    /// Returns nil only when not even `root` is in the tables.
    public static func tableIndex(forLocale localeID: String) -> Int? {
        var key = LocaleIdentifier.replacingAliases(localeID)
        if let at = key.firstIndex(of: "@") { key = String(key[..<at]) }   // drop keywords like @numbers=latn
        key = LocaleChains.withLikelyScript(key).replacingHyphens().lowercased()
        while !key.isEmpty {
            if let index = indexByID[key] { return index }
            guard let cut = key.lastIndex(of: "_") else { break }
            key = String(key[..<cut])
        }
        return indexByID["root"]
    }

    /// The number symbols of `localeID` (see ``tableIndex(forLocale:)`` for
    /// how the identifier is matched); `NumberSymbols.root` when nothing
    /// matches.
    @_spi(LocPackInternals) public static func symbols(forLocale localeID: String) -> NumberSymbols {
        guard let i = tableIndex(forLocale: localeID) else { return .root }
        return NumberSymbols(
            decimalSeparator: ShortUTF8(CLDRNumberSymbols.decimalSeparator[i]),
            groupingSeparator: ShortUTF8(CLDRNumberSymbols.groupingSeparator[i]),
            minusSign: ShortUTF8(CLDRNumberSymbols.minusSign[i]),
            plusSign: ShortUTF8(CLDRNumberSymbols.plusSign[i]),
            exponentSymbol: ShortUTF8(CLDRNumberSymbols.exponentSymbol[i]),
            zeroDigit: Unicode.Scalar(CLDRNumberSymbols.zeroDigit[i]) ?? "0",
            primaryGroupingSize: CLDRNumberSymbols.primaryGroupingSize[i],
            secondaryGroupingSize: CLDRNumberSymbols.secondaryGroupingSize[i],
            minimumGroupingDigits: CLDRNumberSymbols.minimumGroupingDigits[i],
            percentAffix: ShortUTF8(CLDRNumberSymbols.percentAffix[i]),
            percentIsPrefix: CLDRNumberSymbols.percentIsPrefix[i] == 1)
    }
}

private extension String {
    /// The identifier with BCP 47 hyphens turned into CLDR underscores.
    func replacingHyphens() -> String {
        String(unicodeScalars.map { $0 == "-" ? "_" : Character($0) })
    }
}
