import Foundation

/// The checks `locpack lint` runs on every message of a catalog, and that
/// `locpack build` runs before packing (`Specs/lint.md`):
///
/// - **argument signatures** (errors): each translation must read the same
///   arguments as the source language's message of the same key and table
///   — the same count, the same positions, and the same class of value at
///   each position (integer, floating-point, object: `%d` against `%lld` is
///   fine, `%d` against `%@` or `%f` is not) — and no message may read one
///   argument as two classes;
/// - **plural categories**: a plural that lacks a category its locale
///   selects for the plural's numbers is a warning; a category the locale
///   never selects is a note. Plurals of translatewiki files are exempt:
///   their last form serves the categories after it by definition.
///
/// Diagnostics point at the entry (for a String Catalog, at
/// `localizations.LOCALE` of the entry) and name the locale and key; a
/// finding repeated in several branches of a message is reported once.
public enum Linter {
    /// Every diagnostic of the checks above, entry by entry in catalog
    /// order, the source language first and then the locales in order.
    ///
    /// - Parameter files: the source files the catalog was loaded from
    ///   (``CatalogLoader/sourceFiles(in:)``). When there are several and
    ///   something is found, they are imported one by one again so that each
    ///   diagnostic names the file that holds the message (`de.lproj/…`)
    ///   rather than the first file that defined the key.
    public static func check(_ catalog: MessageCatalog, files: [URL] = []) -> [Diagnostic] {
        let found = check(catalog, locations: nil)
        guard !found.isEmpty, files.count > 1 else { return found }
        return check(catalog, locations: LintLocations(files: files, sourceLanguage: catalog.sourceLanguage))
    }

    /// Runs ``check(_:files:)`` and adds its diagnostics to the catalog's.
    ///
    /// - Throws: ``ImportFailure`` with all of the catalog's diagnostics
    ///   when any of them is an error, so a caller that packs the catalog
    ///   refuses translations that would read the wrong arguments.
    public static func validate(_ catalog: inout MessageCatalog, files: [URL] = []) throws(ImportFailure) {
        catalog.diagnostics += check(catalog, files: files)
        if catalog.diagnostics.contains(where: { $0.severity == .error }) {
            throw ImportFailure(diagnostics: catalog.diagnostics)
        }
    }

    /// The checks, reporting each message at the place `locations` gives
    /// for it (when known) rather than at its entry.
    static func check(_ catalog: MessageCatalog, locations: LintLocations?) -> [Diagnostic] {
        let plurals = PluralCategoryCheck(sampler: PluralCategorySampler())
        let mediaWiki = MediaWikiPluralFiles()
        var found: [Diagnostic] = []
        var seen: Set<String> = []
        func report(_ diagnostics: [Diagnostic]) {
            for d in diagnostics where seen.insert(d.description).inserted { found.append(d) }
        }
        for entry in catalog.entries {
            let sourceLocale = entry.localizations.keys.first { LocaleIdentifierSpelling.same($0, catalog.sourceLanguage) }
            let sourceSignature = sourceLocale.map { ArgumentSignature(entry.localizations[$0]!) }
            let others = entry.localizations.keys.filter { $0 != sourceLocale }.sorted()
            for locale in (sourceLocale.map { [$0] } ?? []) + others {
                let message = entry.localizations[locale]!
                let subject = LintSubject(entry: entry, locale: locale,
                                          location: locations?.location(table: entry.table, key: entry.key, locale: locale))
                let signature = locale == sourceLocale ? sourceSignature! : ArgumentSignature(message)
                report(ArgumentSignatureCheck.conflicts(in: signature, of: subject))
                if let sourceLocale, let sourceSignature, locale != sourceLocale {
                    report(ArgumentSignatureCheck.compare(signature, with: sourceSignature,
                                                          sourceLocale: sourceLocale, of: subject))
                }
                if !mediaWiki.contains(subject.location.file) { report(plurals.check(message, of: subject)) }
            }
        }
        return found
    }
}
