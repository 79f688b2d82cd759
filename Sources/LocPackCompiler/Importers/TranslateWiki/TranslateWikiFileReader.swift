import Foundation
import LocPack

/// Collects the messages of translatewiki files and builds the catalog (the
/// work behind ``TranslateWikiImporter``).
struct TranslateWikiFileReader {
    /// Where a message or comment was found.
    struct Place {
        var file: String
        var path: JSONSourcePath
    }

    let options: TranslateWikiImporter.Options
    let diagnostics = MessageFileDiagnostics()
    /// A message read but not yet lowered (lowering needs every locale's
    /// arguments, see ``catalog()``).
    struct Parsed {
        var parts: [TranslateWikiPart]
        var bytes: [UInt8]
    }

    /// Parsed messages by key, then canonical locale.
    var parsed: [String: [String: Parsed]] = [:]
    var places: [String: [String: Place]] = [:]
    var comments: [String: (text: String, place: Place)] = [:]

    init(options: TranslateWikiImporter.Options) { self.options = options }

    var sourceLanguage: String { LocaleIdentifier.canonical(options.sourceLanguage) }

    /// Adds one parsed file.
    mutating func add(_ json: Any, file: String) throws {
        let root = JSONSourcePath.root
        guard let object = json as? [String: Any] else {
            diagnostics.report(.error, file, root, "a translatewiki file must be a JSON object of messages")
            return
        }
        let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let isDocumentation = base.lowercased() == TranslateWikiImporter.documentationCode
        let locale = isDocumentation ? nil : LocaleNamedFiles.locale(ofFile: file, aliases: TranslateWikiImporter.codeAliases)
        if !isDocumentation && locale == nil {
            diagnostics.report(.error, file, root,
                               "cannot tell the language of the file: translatewiki files are named after their language code (de.json, pt-br.json)")
            return
        }
        for key in object.keys.sorted() where key != "@metadata" {
            let path = root.quoted(key)
            guard let text = object[key] as? String else {
                diagnostics.report(.error, file, path, "a message must be a string")
                continue
            }
            if let locale {
                read(text, key: key, locale: locale, at: Place(file: file, path: path))
            } else if let earlier = comments[key] {
                diagnostics.report(.error, file, path, "'\(key)' is already documented at \(earlier.place.file): \(earlier.place.path)")
            } else {
                comments[key] = (text, Place(file: file, path: path))
            }
        }
    }

    /// Parses one message for `locale`.
    mutating func read(_ text: String, key: String, locale: String, at place: Place) {
        if let earlier = places[key]?[locale] {
            diagnostics.report(.error, place.file, place.path,
                               "'\(key)' is already defined for \(locale) at \(earlier.file): \(earlier.path)")
            return
        }
        var parser = TranslateWikiMessageParser(text)
        do {
            parsed[key, default: [:]][locale] = Parsed(parts: try parser.parse(), bytes: parser.bytes)
            places[key, default: [:]][locale] = place
        } catch {
            diagnostics.report(.error, place.file, place.path, error.description)
        }
    }

    /// The messages of `key` by locale. An argument that some locale uses
    /// as a number is formatted as one in every locale (the source
    /// language's spec first).
    func lower(_ key: String) -> [String: Message] {
        let byLocale = parsed[key]!
        let locales = byLocale.keys.sorted { ($0 == sourceLanguage ? 0 : 1, $0) < ($1 == sourceLanguage ? 0 : 1, $1) }
        var hints: [Int: FormatSpec] = [:]
        for locale in locales {
            hints.merge(TranslateWikiLowering.numericSpecs(of: byLocale[locale]!.parts)) { earlier, _ in earlier }
        }
        var messages: [String: Message] = [:]
        for locale in locales {
            let message = byLocale[locale]!
            var lowering = TranslateWikiLowering(locale: locale, bytes: message.bytes, hints: hints)
            messages[locale] = lowering.lower(message.parts)
            let place = places[key]![locale]!
            for warning in lowering.warnings { diagnostics.report(.warning, place.file, place.path, warning) }
        }
        return messages
    }

    /// The catalog: one entry per key defined in some language, with the
    /// `qqq` documentation as its comment.
    func catalog() throws -> MessageCatalog {
        for key in comments.keys.sorted() where places[key] == nil {
            let place = comments[key]!.place
            diagnostics.report(.note, place.file, place.path, "'\(key)' is documented but no message file defines it")
        }
        let entries = parsed.keys.sorted().map { key in
            let byLocale = places[key]!
            let first = byLocale[sourceLanguage] ?? byLocale[byLocale.keys.sorted()[0]]!
            return CatalogEntry(key: key, table: options.table, comment: comments[key]?.text,
                                localizations: lower(key),
                                location: SourceLocation(file: first.file, jsonPath: first.path.description))
        }
        try diagnostics.throwIfFailed()
        return MessageCatalog(sourceLanguage: sourceLanguage, entries: entries, diagnostics: diagnostics.nonErrors)
    }
}
