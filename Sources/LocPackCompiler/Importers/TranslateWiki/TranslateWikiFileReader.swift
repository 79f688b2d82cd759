import Foundation
import LocPack

/// Collects the messages of translatewiki files and builds the catalog (the
/// work behind ``TranslateWikiImporter``).
struct TranslateWikiFileReader {
    let options: ImportOptions
    let diagnostics = MessageFileDiagnostics()
    /// A message read but not yet lowered (lowering needs every locale's
    /// arguments, see ``catalog()``).
    struct Parsed {
        var parts: [TranslateWikiPart]
        var bytes: [UInt8]
    }

    /// Parsed messages by key, then canonical locale.
    var parsed: [String: [String: Parsed]] = [:]
    /// Where each message was defined.
    var places = MessagePlaces()
    var comments: [String: (text: String, place: MessagePlace)] = [:]

    init(options: ImportOptions) { self.options = options }

    var sourceLanguage: String { LocaleIdentifier.canonical(options.sourceLanguage) }

    /// Adds one parsed file.
    mutating func add(_ json: Any, file: String) throws(CompilerError) {
        let root = JSONSourcePath.root
        guard let object = json as? [String: Any] else {
            diagnostics.report(.error, .unreadableInput, file, root, "a translatewiki file must be a JSON object of messages")
            return
        }
        let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let isDocumentation = base.lowercased() == TranslateWikiImporter.documentationCode
        let locale = isDocumentation ? nil : LocaleNamedFiles.locale(ofFile: file, aliases: TranslateWikiImporter.codeAliases)
        if !isDocumentation && locale == nil {
            diagnostics.report(.error, .unreadableInput, file, root,
                               "cannot tell the language of the file: translatewiki files are named after their language code (de.json, pt-br.json)")
            return
        }
        for key in object.keys.sorted() where key != "@metadata" {
            let path = root.quoted(key)
            guard let text = object[key] as? String else {
                if let locale {
                    diagnostics.leftOut(OmittedTranslation(key: key, table: options.table, locale: locale), file, path,
                                        "a message must be a string")
                } else {
                    diagnostics.report(.warning, .ignoredContent, file, path, "documentation must be a string; it is ignored")
                }
                continue
            }
            if let locale {
                read(text, key: key, locale: locale, at: MessagePlace(file: file, path: path))
            } else if let earlier = comments[key] {
                diagnostics.report(.error, .unreadableInput, file, path, "'\(key)' is already documented at \(earlier.place.file): \(earlier.place.path)")
            } else {
                comments[key] = (text, MessagePlace(file: file, path: path))
            }
        }
    }

    /// Parses one message for `locale`.
    mutating func read(_ text: String, key: String, locale: String, at place: MessagePlace) {
        guard places.claim(key, locale: locale, at: place, diagnostics: diagnostics) else { return }
        var parser = TranslateWikiMessageParser(text)
        do {
            parsed[key, default: [:]][locale] = Parsed(parts: try parser.parse(), bytes: parser.bytes)
        } catch {
            diagnostics.leftOut(OmittedTranslation(key: key, table: options.table, locale: locale), place.file, place.path,
                                error.description, error.kind)
        }
    }

    /// The messages of `key` by locale. The source language's message
    /// defines the parameters and how a number is formatted; a translation that reads another parameter, or
    /// uses one with another type, is left out. `warned` holds the undefined
    /// site variables already reported.
    func lower(_ key: String, warned: inout Set<String>) -> [String: Message] {
        guard let byLocale = parsed[key] else { return [:] }
        let locales = byLocale.keys.sortedSourceFirst(sourceLanguage)
        var sourceUses: [Int: TranslateWikiArgumentTypes.Use]?
        var hints: [Int: FormatSpec] = [:]
        if let source = byLocale[sourceLanguage], let uses = try? TranslateWikiArgumentTypes.uses(of: source.parts, bytes: source.bytes) {
            sourceUses = uses
            hints = TranslateWikiLowering.numericSpecs(of: source.parts)
        }
        var messages: [String: Message] = [:]
        for locale in locales {
            let message = byLocale[locale]!
            let place = places[key, locale]!
            let omitted = OmittedTranslation(key: key, table: options.table, locale: locale)
            do {
                let uses = try TranslateWikiArgumentTypes.uses(of: message.parts, bytes: message.bytes)
                if locale != sourceLanguage, let sourceUses,
                   let mismatch = TranslateWikiArgumentTypes.mismatch(uses, source: sourceUses, sourceLanguage: sourceLanguage) {
                    diagnostics.leftOut(omitted, place.file, place.path, mismatch.problem, mismatch.kind)
                    continue
                }
                var context = TranslateWikiLowering.Context(siteVariables: options.formats[TranslateWikiOptions.self].siteVariables)
                context.message = { [parsed, sourceLanguage] other in
                    parsed[other]?[locale]?.parts ?? parsed[other]?[sourceLanguage]?.parts
                }
                var lowering = TranslateWikiLowering(locale: locale, bytes: message.bytes,
                                                     hints: locale == sourceLanguage || sourceUses == nil ? [:] : hints,
                                                     context: context)
                messages[locale] = try lowering.lower(message.parts)
                for warning in lowering.warnings { diagnostics.report(.warning, .platformDifference, place.file, place.path, warning) }
                for note in lowering.notes { diagnostics.report(.note, .platformDifference, place.file, place.path, note) }
                for variable in lowering.undefinedVariables where warned.insert(variable.name).inserted {
                    diagnostics.report(.warning, .platformDifference, place.file, place.path,
                                       MessageSyntaxError("{{\(variable.name)}} is not defined (pass --define \(variable.name)=VALUE); it is kept as text",
                                                          at: variable.utf8Offset, in: message.bytes).description)
                }
            } catch {
                diagnostics.leftOut(omitted, place.file, place.path, error.description, error.kind)
            }
        }
        return messages
    }

    /// The catalog: one entry per key defined in some language, with the
    /// `qqq` documentation as its comment.
    func catalog() throws(CompilerError) -> MessageCatalog {
        for key in comments.keys.sorted() where places.byKey[key] == nil {
            let place = comments[key]!.place
            diagnostics.report(.note, .ignoredContent, place.file, place.path, "'\(key)' is documented but no message file defines it")
        }
        var warned: Set<String> = []
        var entries: [CatalogEntry] = []
        for key in places.keys {
            let localizations = lower(key, warned: &warned)
            guard !localizations.isEmpty else { continue }
            entries.append(places.entry(key, table: options.table, comment: comments[key]?.text,
                                        localizations: localizations, sourceLanguage: sourceLanguage))
        }
        try diagnostics.throwIfFailed()
        return MessageCatalog(sourceLanguage: sourceLanguage, entries: entries, diagnostics: diagnostics.nonErrors)
    }
}
