@_spi(LocPackInternals) import LocPack

/// The locales of a bundle as ``BundleWriter`` packs them: their names in
/// bundle order (sorted by bytes; a locale's index is its place in it), the
/// source language, each locale's fallback chain and the aliases the bundle
/// carries (`Specs/bundle-format.md`, "Locales", "Locale aliases").
struct BundleLocales {
    /// The canonical names, sorted by bytes.
    let names: [String]
    /// The source language, CLDR aliases replaced (`iw` → `he`).
    let source: String
    /// The other spellings the bundle resolves (`zh-TW` → `zh-Hant`), sorted by name bytes.
    let aliases: [(name: String, locale: String)]
    private let available: Set<String>
    private let indices: [String: Int]

    /// The locales of `messageLocales` and the source language.
    init(messageLocales: some Sequence<String>, sourceLanguage: String) {
        source = LocaleIdentifier.replacingAliases(sourceLanguage)
        var all = Set(messageLocales)
        all.insert(source)
        names = all.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        available = all
        indices = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        aliases = LocaleChains.aliases(available: all)
    }

    /// The index of `locale`, one of ``names``.
    func index(of locale: String) -> Int {
        indices[locale]!
    }

    /// The fallback chain of `locale`, itself first, ending with the source
    /// language. A pseudo-locale (en-XA, ar-XB) is made from the source
    /// language and falls back to it alone.
    func chain(of locale: String) -> [String] {
        guard LocaleIdentifier.isPseudoLocale(locale) else {
            return LocaleChains.fallbackChain(of: locale, available: available, source: source)
        }
        return locale == source ? [locale] : [locale, source]
    }

    /// The locale whose plural rules and number symbols `locale`'s payload
    /// carries: a pseudo-locale chooses cases and writes numbers as the
    /// source language does.
    func rulesLocale(of locale: String) -> String {
        LocaleIdentifier.isPseudoLocale(locale) ? source : locale
    }
}
