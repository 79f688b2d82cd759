/// How much of a catalog one locale translates: a row of the coverage
/// table of `locpack lint`.
public struct LocaleCoverage: Sendable, Equatable {
    /// The locale, in canonical BCP 47 spelling (`pt-BR`).
    public var locale: String
    /// Whether this is the source language.
    public var isSourceLanguage: Bool
    /// How many keys have text in this locale.
    public var translated: Int
    /// The keys without text in this locale, in catalog order; a key of
    /// another table than `Localizable` is written `TABLE:KEY`.
    public var missingKeys: [String]

    /// Creates a row.
    public init(locale: String, isSourceLanguage: Bool, translated: Int, missingKeys: [String]) {
        self.locale = locale
        self.isSourceLanguage = isSourceLanguage
        self.translated = translated
        self.missingKeys = missingKeys
    }

    /// How many keys have no text in this locale.
    public var missing: Int { missingKeys.count }

    /// The keys this locale is expected to translate.
    public var total: Int { translated + missing }

    /// `translated` as a percentage of `total` (100 when there is nothing to translate).
    public var percent: Double { total == 0 ? 100 : Double(translated) * 100 / Double(total) }
}

/// Computes the coverage table of a catalog.
enum CoverageTable {
    /// One row per locale that any entry has, the source language first,
    /// then the others in sorted order.
    ///
    /// A key counts as translated in a locale when the locale has a message
    /// for it or a more general locale in its CLDR ancestry does (`pt-BR`
    /// shows `pt`'s text), since that is what a user of the locale sees.
    /// Keys marked not to be translated count only for the source language.
    /// A translation left out of the bundle is missing; its locale has a
    /// row even when every one of its translations was left out.
    static func rows(_ catalog: MessageCatalog, omitted: [OmittedTranslation] = []) -> [LocaleCoverage] {
        let source = LocaleIdentifierSpelling.canonical(catalog.sourceLanguage)
        var locales: Set<String> = [source]
        locales.formUnion(omitted.map { LocaleIdentifierSpelling.canonical($0.locale) })
        let present: [Set<String>] = catalog.entries.map { entry in
            Set(entry.localizations.keys.map(LocaleIdentifierSpelling.canonical))
        }
        for set in present { locales.formUnion(set) }
        let ordered = [source] + locales.subtracting([source]).sorted()
        return ordered.map { locale in
            let ancestry = LocaleChains.ancestry(of: locale)
            var translated = 0
            var missing: [String] = []
            for (entry, has) in zip(catalog.entries, present) {
                if locale != source && !entry.isTranslatable { continue }
                if ancestry.contains(where: has.contains) {
                    translated += 1
                } else {
                    missing.append(entry.table == "Localizable" ? entry.key : "\(entry.table):\(entry.key)")
                }
            }
            return LocaleCoverage(locale: locale, isSourceLanguage: locale == source, translated: translated, missingKeys: missing)
        }
    }
}
