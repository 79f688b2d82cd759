import Foundation

/// Where each locale's message of each key was written, when the inputs
/// are several files.
///
/// A merged catalog keeps one location per entry (the first input that
/// defined the key), but with `.lproj` trees, translatewiki folders or
/// several catalogs, each locale's message lives in its own file. Lint
/// reports a message at its own file: this index imports every input on its
/// own and records, per table, key and locale, the place of the definition
/// the merge kept (the last one, as `.stringsdict` over `.strings` and
/// `--allow-override` decide).
struct LintLocations {
    private var places: [String: SourceLocation] = [:]

    /// Indexes `files` (nothing to do for a single file: its entries'
    /// locations are exact). Costs one more import of every file, so
    /// ``Linter`` builds it only when it has something to report.
    init(files: [URL], sourceLanguage: String) {
        guard files.count > 1 else { return }
        for file in files {
            for entry in CatalogLoader.loadAll([file], sourceLanguage: sourceLanguage).catalog.entries {
                for locale in entry.localizations.keys {
                    places[Self.id(entry.table, entry.key, locale)] =
                        LintSubject.narrowed(entry.location, key: entry.key, locale: locale)
                }
            }
        }
    }

    /// The place of `locale`'s message of `key` in `table`, when known.
    func location(table: String, key: String, locale: String) -> SourceLocation? {
        places[Self.id(table, key, locale)]
    }

    private static func id(_ table: String, _ key: String, _ locale: String) -> String {
        table + "\u{0}" + key + "\u{0}" + LocaleIdentifierSpelling.canonical(locale)
    }
}
