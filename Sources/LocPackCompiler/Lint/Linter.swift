import Foundation

/// The checks `locpack lint` and `locpack build` run on every message of a
/// catalog once it is loaded (`Specs/lint.md`):
///
/// - **arguments** (`ArgumentPolicy`): which arguments each message takes;
///   a message that takes none becomes literal text in every locale; a
///   translation that reads arguments wrongly is left out with a warning;
/// - **plural categories**: a plural that lacks a category its locale
///   selects for the plural's numbers below a million is a warning; one
///   only larger numbers (or, for integers, only decimals) select, and a
///   category the locale never selects, are notes. Plurals whose forms are positional
///   (translatewiki's, ``PluralFormAssignment/positionalLastServesRest``)
///   are exempt: their last form serves the categories after it by definition.
///
/// A source-language translation left out is replaced by the key when the
/// key's specifiers define the arguments, so the key still renders formatted.
///
/// Diagnostics point at the message (for a String Catalog, at
/// `localizations.LOCALE` of the entry) and name the locale and key; a
/// finding repeated in several branches of a message is reported once.
public enum Linter {
    /// Applies the checks to `catalog`: translations left out are removed,
    /// messages that take no arguments become literal text. Returns every
    /// diagnostic, entry by entry in catalog order, the source language
    /// first and then the locales in order. Each points where its message
    /// was written (``CatalogEntry/location(of:)``: the message's own file
    /// after a merge, its own JSON path in a file of every locale).
    public static func apply(_ catalog: inout MessageCatalog) -> [Diagnostic] {
        let plurals = PluralCategoryCheck(sampler: PluralCategorySampler())
        var found: [Diagnostic] = []
        var seen: Set<String> = []
        func report(_ diagnostics: [Diagnostic]) {
            for d in diagnostics where seen.insert(d.description).inserted { found.append(d) }
        }
        for e in catalog.entries.indices {
            let sourceLocale = catalog.entries[e].localizations.keys.first { LocaleIdentifierSpelling.same($0, catalog.sourceLanguage) }
            let original = catalog.entries[e]
            var entry = original
            for (locale, message) in entry.localizations {
                entry.localizations[locale] = UniformChoices.collapsed(message, locale: locale)
            }
            let expected = ArgumentPolicy.expected(for: entry, sourceLocale: sourceLocale)
            let others = entry.localizations.keys.filter { $0 != sourceLocale }.sorted()
            for locale in (sourceLocale.map { [$0] } ?? []) + others {
                let subject = LintSubject(entry: entry, locale: locale)
                let judged = ArgumentPolicy.judge(entry.localizations[locale]!, expected: expected, of: subject)
                report(judged.diagnostics)
                catalog.entries[e].localizations[locale] = judged.message
                // Plurals are checked as the translator wrote them: a collapsed plural's dead forms are still news.
                if judged.message != nil {
                    report(plurals.check(original.localizations[locale]!, of: subject))
                }
            }
            // A source-language translation left out falls back to the key
            // when the key defines the arguments (what Xcode shows, and what
            // the String Catalog importer does when it leaves one out).
            if let sourceLocale, catalog.entries[e].localizations[sourceLocale] == nil, let key = entry.keyArguments {
                catalog.entries[e].localizations[sourceLocale] = key
            }
        }
        return found
    }

    /// The diagnostics ``apply(_:)`` would give, without changing the catalog.
    public static func check(_ catalog: MessageCatalog) -> [Diagnostic] {
        var copy = catalog
        return apply(&copy)
    }
}
