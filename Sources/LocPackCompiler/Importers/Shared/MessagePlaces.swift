import LocPack

/// Where a message (or a comment) was written: its file and JSON path.
struct MessagePlace: Equatable {
    /// The file, as given.
    var file: String
    /// The message's path in the file.
    var path: JSONSourcePath

    /// The place as a ``SourceLocation``.
    var location: SourceLocation { SourceLocation(file: file, jsonPath: path.description) }
}

/// Where each key's message is defined for each locale across the files
/// of one import: the per-key collector of the formats whose files each
/// hold one locale's messages (ICU JSON, ARB, slang, translatewiki,
/// Swifternalization). A key defined twice for one locale is an error at
/// the second place naming the first, and the first definition stays.
struct MessagePlaces {
    /// Places by key, then by locale.
    private(set) var byKey: [String: [String: MessagePlace]] = [:]

    /// The keys defined, sorted.
    var keys: [String] { byKey.keys.sorted() }

    /// The place of `key`'s message for `locale`, if defined.
    subscript(key: String, locale: String) -> MessagePlace? { byKey[key]?[locale] }

    /// Records that `key` is defined for `locale` at `place`; when it
    /// already is, reports the error through `diagnostics` and returns
    /// false (the caller drops the second definition).
    mutating func claim(_ key: String, locale: String, at place: MessagePlace,
                        diagnostics: MessageFileDiagnostics) -> Bool {
        if let earlier = byKey[key]?[locale] {
            diagnostics.report(.error, .unreadableInput, place.file, place.path,
                               "'\(key)' is already defined for \(locale) at \(earlier.file): \(earlier.path)")
            return false
        }
        byKey[key, default: [:]][locale] = place
        return true
    }

    /// The locales `key` is defined for, `sourceLanguage` first, then by
    /// name: the order its messages are read in, so that the source
    /// language numbers the arguments (``ArgumentNumbering``).
    func locales(of key: String, sourceLanguage: String) -> [String] {
        (byKey[key] ?? [:]).keys.sortedSourceFirst(sourceLanguage)
    }

    /// The entry of `key` holding `localizations`: located at the source
    /// language's message (else the first locale's by name), each locale's
    /// message at its own place.
    func entry(_ key: String, table: String, comment: String?, localizations: [String: Message],
               sourceLanguage: String) -> CatalogEntry {
        let byLocale = byKey[key] ?? [:]
        let first = byLocale[sourceLanguage] ?? byLocale.keys.sorted().first.flatMap { byLocale[$0] }
        var entry = CatalogEntry(key: key, table: table, comment: comment, localizations: localizations,
                                 location: first?.location ?? SourceLocation(file: ""))
        entry.localizationLocations = byLocale.mapValues(\.location)
        return entry
    }
}

extension MessagePlaces {
    /// The entry of `key` whose messages `compile` reads locale by locale,
    /// source language first, their named arguments numbered across
    /// locales (``ArgumentNumbering``; its warnings are reported at each
    /// locale's place). `compile` gets a locale and the names numbered so
    /// far and returns the message and the names after its own, or nil
    /// when it reported why that translation is left out. Nil when no
    /// locale compiled.
    func numberedEntry(_ key: String, table: String, comment: String?, sourceLanguage: String,
                       diagnostics: MessageFileDiagnostics,
                       compile: (_ locale: String, _ names: [String]) -> (message: Message, names: [String])?) -> CatalogEntry? {
        var numbering = ArgumentNumbering(key: key, sourceLanguage: sourceLanguage,
                                          hasSourceMessage: self[key, sourceLanguage] != nil)
        var localizations: [String: Message] = [:]
        for locale in locales(of: key, sourceLanguage: sourceLanguage) {
            let (message, warning) = numbering.number(locale: locale) { names in
                guard let compiled = compile(locale, names) else { return (nil as Message?, names) }
                return (compiled.message, compiled.names)
            }
            guard let message else { continue }
            if let warning, let place = self[key, locale] {
                diagnostics.report(.warning, warning.kind, place.file, place.path, warning.text)
            }
            localizations[locale] = message
        }
        guard !localizations.isEmpty else { return nil }
        var made = entry(key, table: table, comment: comment, localizations: localizations, sourceLanguage: sourceLanguage)
        made.arguments = numbering.arguments
        return made
    }
}
