/// The source language of a tree that names none and has no message in the
/// default one (`en`), but has them in its regional variants: i18next,
/// gettext or Android trees whose English lives in `locales/en_US/` (as
/// Outline's does). Built with `en`, every key would have no source message
/// — its named arguments numbered per translation, its fallback chains
/// ending in a locale with no text — where the app's own runtime falls
/// back to `en_US`.
enum SourceLanguageInference {
    /// The regional variant of `language` to take as the source language
    /// when `catalogs` hold no message of `language` itself: the one CLDR's
    /// likely subtags name (`en-US` for `en`) when it has messages, else the
    /// variant with the most (the first by name on a tie); nil when
    /// `language` has messages or no variant does.
    static func regionalSource(for language: String, in catalogs: [MessageCatalog]) -> String? {
        var messages: [String: Int] = [:]
        for catalog in catalogs {
            for entry in catalog.entries {
                for locale in entry.localizations.keys { messages[locale, default: 0] += 1 }
            }
        }
        guard messages[language, default: 0] == 0 else { return nil }
        let variants = messages.filter { $0.key.hasPrefix(language + "-") }
        if let likely = LocaleChains.likelyRegionalVariant(of: language), variants[likely] != nil { return likely }
        return variants.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }
}
