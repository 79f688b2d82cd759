import LocPack

/// Every i18next resource of one import: texts by namespace, flat key and
/// locale, grouped as `t()` looks them up, and which namespaces follow the
/// v3 JSON format.
struct I18nextResources {
    /// The build's source language: a nested key a locale lacks is looked
    /// up there (i18next's `fallbackLng`).
    let sourceLanguage: String
    /// Texts by namespace, then flat key, then locale.
    let texts: [String: [String: [String: I18nextFound]]]
    /// Key groups by namespace.
    let groups: [String: I18nextKeyGroups]
    /// The namespaces whose plurals follow JSON v3.
    let v3Namespaces: Set<String>

    /// Groups `texts`; `version` decides v3 or v4 for every namespace, or
    /// per namespace by its keys (`_plural` and no `_one`/`_other`: v3).
    init(texts: [String: [String: [String: I18nextFound]]], sourceLanguage: String, version: I18nextOptions.JSONVersion) {
        self.texts = texts
        self.sourceLanguage = sourceLanguage
        var v3: Set<String> = []
        for (namespace, keys) in texts {
            switch version {
            case .v3: v3.insert(namespace)
            case .v4: break
            case .automatic:
                let hasV3 = keys.keys.contains { $0.hasSuffix("_plural") && $0.count > "_plural".count }
                let hasV4 = keys.keys.contains { key in
                    let suffix = I18nextSuffix.split(key, v3: false).suffix
                    return suffix == .cardinal(.one) || suffix == .cardinal(.other)
                }
                if hasV3 && !hasV4 { v3.insert(namespace) }
            }
        }
        v3Namespaces = v3
        groups = texts.mapValues { I18nextKeyGroups($0, v3: false) }
            .merging(v3.map { ($0, I18nextKeyGroups(texts[$0]!, v3: true)) }) { _, v3Groups in v3Groups }
    }

    /// The namespaces.
    var namespaces: Set<String> { Set(texts.keys) }

    /// Whether `namespace`'s plurals follow JSON v3.
    func isV3(_ namespace: String) -> Bool { v3Namespaces.contains(namespace) }

    /// The texts of base key `key` in `locale`, as `t(key)` finds them.
    func forms(namespace: String, key: String, locale: String) -> I18nextKeyForms? {
        groups[namespace]?.forms(key, locale: locale)
    }

    /// The text of flat key `key` (`items_one`) in `locale`.
    func text(namespace: String, key: String, locale: String) -> I18nextFound? {
        texts[namespace]?[key]?[locale]
    }

    /// Every key an app can ask for and its texts by locale, in key order.
    func entries(namespace: String) -> [(key: String, byLocale: [String: I18nextKeyForms])] {
        guard let groups = groups[namespace] else { return [] }
        return groups.keys.map { key in
            var byLocale: [String: I18nextKeyForms] = [:]
            for locale in groups.locales(of: key) { byLocale[locale] = groups.forms(key, locale: locale) }
            return (key, byLocale)
        }
    }
}
