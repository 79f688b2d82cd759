import Foundation
import LocPack

/// Collects the messages of ICU message files and builds the catalog (the
/// work behind ``ICUMessageImporter``).
struct ICUMessageFileReader {
    /// One message as found in a file.
    struct Found {
        var text: String
        var file: String
        var path: JSONSourcePath
        /// The message already read into ICU parts (slang's texts, which are
        /// not ICU syntax); `text` then only places argument offsets.
        var parts: [ICUPart]?
        /// Whether it comes from a Flutter `.arb` file.
        var isARB: Bool { (file as NSString).pathExtension.lowercased() == "arb" }
    }

    let options: ImportOptions
    let diagnostics = MessageFileDiagnostics()
    /// Messages by key, then by canonical locale.
    var messages: [String: [String: Found]] = [:]
    /// Where each message was defined.
    var places = MessagePlaces()
    /// Descriptions by key, with the locale they came from.
    var comments: [String: (text: String, locale: String)] = [:]
    /// `l10n.yaml` settings of the `.arb` files.
    var arbConfiguration = ARBProjectConfiguration()
    /// The `.arb` template file (as given), whose messages and placeholders
    /// define every message's arguments.
    var arbTemplate: String?
    /// The locale of ``arbTemplate``, once read.
    var arbTemplateLocale: String?
    /// The template's `@KEY.placeholders`, by key.
    var arbPlaceholders: [String: [String: ARBPlaceholder]] = [:]

    init(options: ImportOptions) { self.options = options }

    var sourceLanguage: String { LocaleIdentifier.canonical(options.sourceLanguage) }

    // MARK: Files

    /// Adds the messages of one parsed file.
    mutating func add(_ json: Any, file: String) throws(CompilerError) {
        let root = JSONSourcePath.root
        guard let object = json as? [String: Any] else {
            diagnostics.report(.error, .unreadableInput, file, root, "an ICU message file must be a JSON object of messages")
            return
        }
        var locale = LocaleNamedFiles.locale(ofFile: file)
        if let value = object["@@locale"] {
            if let name = value as? String, LocaleNamedFiles.isLocaleName(name) {
                locale = LocaleIdentifier.canonical(name)
            } else {
                diagnostics.report(.error, .unreadableInput, file, root.member("@@locale"), "'@@locale' must be a locale name such as \"pt_BR\"")
                return
            }
        }
        guard let locale else {
            diagnostics.report(.error, .unreadableInput, file, root,
                               "cannot tell the locale of the file: name it after the locale (fr.json, app_pt_BR.arb) or add \"@@locale\"")
            return
        }
        if file == arbTemplate { arbTemplateLocale = locale }
        for key in object.keys.sorted() {
            let path = root.quoted(key)
            let value = object[key]!
            if key.hasPrefix("@@") { continue }
            if key.hasPrefix("@") {
                readMetadata(of: String(key.dropFirst()), value, locale: locale, file: file, at: path)
                continue
            }
            if let text = value as? String {
                define(key, locale: locale, Found(text: text, file: file, path: path))
            } else if let fields = value as? [String: Any] {
                let field = fields["defaultMessage"] != nil ? "defaultMessage" : "message"
                guard let text = fields[field] as? String else {
                    diagnostics.report(.error, .unreadableInput, file, path, "a message object needs a string 'defaultMessage' or 'message'")
                    continue
                }
                define(key, locale: locale, Found(text: text, file: file, path: path.member(field)))
                if let description = fields["description"] {
                    readDescription(of: key, description, locale: locale, file: file, at: path.member("description"))
                }
            } else {
                diagnostics.leftOut(OmittedTranslation(key: key, table: options.table, locale: locale), file, path,
                                    "a message must be a string or an object with 'defaultMessage'")
            }
        }
    }

    mutating func define(_ key: String, locale: String, _ found: Found) {
        guard places.claim(key, locale: locale, at: MessagePlace(file: found.file, path: found.path),
                           diagnostics: diagnostics) else { return }
        messages[key, default: [:]][locale] = found
    }

    /// ARB `@KEY {description, placeholders, …}`: the description becomes the comment.
    mutating func readMetadata(of key: String, _ value: Any, locale: String, file: String, at path: JSONSourcePath) {
        guard let fields = value as? [String: Any] else {
            diagnostics.report(.warning, .ignoredContent, file, path, "'@\(key)' should be an object of metadata; it is ignored")
            return
        }
        if let description = fields["description"] {
            readDescription(of: key, description, locale: locale, file: file, at: path.member("description"))
        }
        if file == arbTemplate, let placeholders = fields["placeholders"] {
            readPlaceholders(of: key, placeholders, file: file, at: path.member("placeholders"))
        }
    }

    /// The template's `@KEY.placeholders`: `{NAME: {"type": …, "format": …}}`.
    mutating func readPlaceholders(of key: String, _ value: Any, file: String, at path: JSONSourcePath) {
        guard let object = value as? [String: Any] else {
            diagnostics.report(.warning, .ignoredContent, file, path, "'placeholders' should be an object; it is ignored")
            return
        }
        var declared: [String: ARBPlaceholder] = [:]
        for name in object.keys.sorted() {
            let fields = object[name] as? [String: Any] ?? [:]
            declared[name] = ARBPlaceholder(type: fields["type"] as? String, format: fields["format"] as? String)
        }
        arbPlaceholders[key] = declared
    }

    mutating func readDescription(of key: String, _ value: Any, locale: String, file: String, at path: JSONSourcePath) {
        guard let text = value as? String else {
            diagnostics.report(.warning, .ignoredContent, file, path, "a description must be a string; it is ignored")
            return
        }
        // The source language's description wins over a translation's.
        if let existing = comments[key], existing.locale == sourceLanguage || locale != sourceLanguage { return }
        comments[key] = (text, locale)
    }

    // MARK: Catalog

    /// Parses every message, source language first, and builds the catalog.
    func catalog() throws(CompilerError) -> MessageCatalog {
        var entries: [CatalogEntry] = []
        for key in places.keys {
            let byLocale = messages[key]!
            if byLocale.values.contains(where: \.isARB) {
                let (localizations, names) = lowerARB(key, byLocale)
                guard !localizations.isEmpty else { continue }
                var entry = places.entry(key, table: options.table, comment: comments[key]?.text,
                                         localizations: localizations, sourceLanguage: arbTemplateLocale ?? sourceLanguage)
                entry.arguments = .numbered(names)
                entries.append(entry)
                continue
            }
            let locales = places.locales(of: key, sourceLanguage: sourceLanguage)
            // First pass: which arguments some locale uses as numbers (the source's spec wins).
            var hints: [String: FormatSpec] = [:]
            for locale in locales {
                guard let parsed = try? Self.read(byLocale[locale]!) else { continue }
                hints.merge(parsed.numericArguments) { earlier, _ in earlier }
            }
            let entry = places.numberedEntry(key, table: options.table, comment: comments[key]?.text, sourceLanguage: sourceLanguage,
                                             diagnostics: diagnostics) { locale, names in
                let found = byLocale[locale]!
                do throws(CompilerError) {
                    let parsed = try Self.read(found, argumentNames: names, numericHints: hints)
                    return (parsed.message, parsed.argumentNames)
                } catch {
                    diagnostics.leftOut(OmittedTranslation(key: key, table: options.table, locale: locale), found.file,
                                        found.path, error.description)
                    return nil
                }
            }
            guard let entry else { continue }
            entries.append(entry)
        }
        try diagnostics.throwIfFailed()
        return MessageCatalog(sourceLanguage: sourceLanguage, entries: entries, diagnostics: diagnostics.nonErrors)
    }

    /// `found`'s message: its parts lowered, or its text parsed.
    static func read(_ found: Found, argumentNames: [String] = [],
                     numericHints: [String: FormatSpec] = [:]) throws(CompilerError) -> ICUMessageFormat.Parsed {
        if let parts = found.parts {
            return try ICUMessageFormat.lower(parts, bytes: Array(found.text.utf8), argumentNames: argumentNames,
                                              numericHints: numericHints)
        }
        return try ICUMessageFormat.parse(found.text, argumentNames: argumentNames, numericHints: numericHints)
    }
}
