import Foundation

/// Merges the catalogs of several inputs: one entry per table and key, one
/// message per locale, with the override rules of ``CatalogLoader/load(_:sourceLanguage:allowOverride:)``.
struct CatalogMerger {
    private(set) var catalog: MessageCatalog
    private(set) var diagnostics: [Diagnostic] = []
    let allowOverride: Bool

    private struct Definition {
        var location: SourceLocation
        /// The locale as the input spelled it (the key in `localizations`).
        var spelling: String
        var fromStringsdict: Bool
        var fromStrings: Bool
    }

    private var entryIndex: [String: Int] = [:]
    private var definitions: [String: Definition] = [:]

    init(sourceLanguage: String, allowOverride: Bool) {
        catalog = MessageCatalog(sourceLanguage: sourceLanguage)
        self.allowOverride = allowOverride
    }

    mutating func add(_ input: MessageCatalog, fromStringsdict: Bool, fromStrings: Bool) {
        for entry in input.entries {
            let entryID = entry.table + "\u{0}" + entry.key
            let index: Int
            if let existing = entryIndex[entryID] {
                index = existing
                if catalog.entries[index].comment == nil { catalog.entries[index].comment = entry.comment }
            } else {
                index = catalog.entries.count
                entryIndex[entryID] = index
                var merged = CatalogEntry(key: entry.key, table: entry.table, comment: entry.comment,
                                          localizations: [:], location: entry.location)
                merged.keyArguments = entry.keyArguments
                catalog.entries.append(merged)
            }
            for locale in entry.localizations.keys.sorted() {
                let id = entryID + "\u{0}" + LocaleIdentifierSpelling.canonical(locale)
                let definition = Definition(location: entry.location, spelling: locale,
                                            fromStringsdict: fromStringsdict, fromStrings: fromStrings)
                if let earlier = definitions[id] {
                    // The same message twice (two copies of one table in two modules) competes with nothing.
                    if catalog.entries[index].localizations[earlier.spelling] == entry.localizations[locale] { continue }
                    if earlier.fromStringsdict && fromStrings { continue }
                    if !(earlier.fromStrings && fromStringsdict) {
                        let what = "key '\(entry.key)' (table \(entry.table), locale \(locale))"
                        guard allowOverride else {
                            diagnostics.append(Diagnostic(.error, at: entry.location,
                                "\(what) is already defined at \(earlier.location)"))
                            continue
                        }
                        diagnostics.append(Diagnostic(.note, at: entry.location,
                            "\(what) overrides the definition at \(earlier.location)"))
                    }
                    catalog.entries[index].localizations[earlier.spelling] = nil
                }
                definitions[id] = definition
                catalog.entries[index].localizations[locale] = entry.localizations[locale]
            }
        }
    }
}
