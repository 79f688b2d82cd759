import Foundation
import LocPack

/// Walks the JSON of one Transifex pull (the work behind
/// ``TransifexImporter``).
struct TransifexPullReader {
    let file: String
    let options: ImportOptions
    let diagnostics = MessageFileDiagnostics()
    /// Messages by key, then canonical locale.
    var messages: [String: [String: Message]] = [:]
    /// Where each key was first seen (the source language's place wins).
    var locations: [String: (path: JSONSourcePath, isSource: Bool)] = [:]
    /// Where each locale's value of a key is (`$.de["key"].string`).
    var valueLocations: [String: [String: SourceLocation]] = [:]

    init(file: String, options: ImportOptions) {
        self.file = file
        self.options = options
    }

    var sourceLanguage: String { LocaleIdentifier.canonical(options.sourceLanguage) }

    func error(_ path: JSONSourcePath, _ message: String) { diagnostics.report(.error, .unreadableInput, file, path, message) }

    // MARK: Shapes

    mutating func read(_ json: Any) {
        let root = JSONSourcePath.root
        guard let object = json as? [String: Any] else {
            error(root, "a Transifex pull must be a JSON object")
            return
        }
        if let payload = object["data"] {
            readAnswer(object, payload: payload)
        } else {
            readCache(object)
        }
    }

    /// `{"data": {KEY: {"string": TEXT}}, "meta": …}` for one locale.
    mutating func readAnswer(_ object: [String: Any], payload: Any) {
        let root = JSONSourcePath.root
        for name in object.keys.sorted() where name != "data" && name != "meta" {
            diagnostics.report(.warning, .ignoredContent, file, root.member(name), "unknown member '\(name)' of a Transifex answer is ignored")
        }
        let locale: String
        if let given = options.formats[TransifexOptions.self].locale {
            guard LocaleNamedFiles.isLocaleName(given) else {
                error(root, "'\(given)' is not a locale name")
                return
            }
            locale = LocaleIdentifier.canonical(given)
        } else if let named = LocaleNamedFiles.locale(ofFile: file) {
            locale = named
        } else {
            error(root, "cannot tell the locale of this Transifex answer: name the file after it (fr.json) or pass the locale")
            return
        }
        readStrings(payload, locale: locale, at: root.member("data"))
    }

    /// `txstrings.json`: `{LOCALE: {KEY: {"string": TEXT}}}`.
    mutating func readCache(_ object: [String: Any]) {
        let root = JSONSourcePath.root
        var spelled: [String: String] = [:]
        for name in object.keys.sorted() {
            let path = root.member(name)
            guard LocaleNamedFiles.isLocaleName(name) else {
                error(path, "'\(name)' is not a locale; txstrings.json maps locales to strings")
                continue
            }
            let locale = LocaleIdentifier.canonical(name)
            if let other = spelled[locale] {
                error(path, "locale \(locale) appears twice, as '\(other)' and as '\(name)'")
                continue
            }
            spelled[locale] = name
            readStrings(object[name]!, locale: locale, at: path)
        }
    }

    // MARK: Strings

    /// `{KEY: {"string": TEXT}}` for `locale`.
    mutating func readStrings(_ json: Any, locale: String, at path: JSONSourcePath) {
        guard let strings = json as? [String: Any] else {
            error(path, "the strings of a locale must be a JSON object of {\"string\": …} values")
            return
        }
        for key in strings.keys.sorted() {
            let keyPath = path.quoted(key)
            let omitted = OmittedTranslation(key: key, table: options.table, locale: locale)
            guard let fields = strings[key] as? [String: Any] else {
                diagnostics.leftOut(omitted, file, keyPath, "a translation must be an object {\"string\": …}")
                continue
            }
            for name in fields.keys.sorted() where name != "string" {
                diagnostics.report(.warning, .ignoredContent, file, keyPath.member(name), "unknown field '\(name)' is ignored")
            }
            guard let value = fields["string"] else {
                diagnostics.leftOut(omitted, file, keyPath, "the translation has no 'string'")
                continue
            }
            guard let text = value as? String else {
                diagnostics.leftOut(omitted, file, keyPath.member("string"), "'string' must be a string")
                continue
            }
            // An empty string is an untranslated string: the locale falls back.
            if text.isEmpty { continue }
            let outcome = TransifexText.read(text)
            for message in outcome.warnings { diagnostics.report(.warning, .platformDifference, file, keyPath.member("string"), message) }
            guard let message = outcome.message, outcome.errors.isEmpty else {
                for problem in outcome.errors { diagnostics.leftOut(omitted, file, keyPath.member("string"), problem) }
                continue
            }
            messages[key, default: [:]][locale] = message
            valueLocations[key, default: [:]][locale] = SourceLocation(file: file, jsonPath: keyPath.member("string").description)
            let isSource = locale == sourceLanguage
            if locations[key] == nil || (isSource && !locations[key]!.isSource) { locations[key] = (keyPath, isSource) }
        }
    }

    // MARK: Catalog

    func catalog() throws(CompilerError) -> MessageCatalog {
        try diagnostics.throwIfFailed()
        let entries = messages.keys.sorted().map { key in
            var entry = CatalogEntry(key: key, table: options.table, localizations: messages[key]!,
                                     location: SourceLocation(file: file, jsonPath: locations[key]!.path.description))
            entry.localizationLocations = valueLocations[key] ?? [:]
            return entry
        }
        return MessageCatalog(sourceLanguage: sourceLanguage, entries: entries, diagnostics: diagnostics.nonErrors)
    }
}
