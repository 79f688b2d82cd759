import Foundation
import LocPack

/// Reads MessageFormat 2 JSON files: one JSON object per locale whose string
/// values are MF2 messages, nested objects making dotted keys
/// (`{"inbox": {"unread": "…"}}` is `inbox.unread`). Variables are named
/// arguments, numbered by the source language's message
/// (`Specs/importers/mf2.md`, "Files").
struct MF2FileReader {
    /// One message as found in a file.
    private struct Found {
        var text: String
        var file: String
        var path: JSONSourcePath
        /// The file's bytes, to place errors inside the message.
        var bytes: [UInt8]
    }

    let options: ImportOptions
    private let diagnostics = MessageFileDiagnostics()
    private var messages: [String: [String: Found]] = [:]
    private var places = MessagePlaces()

    init(options: ImportOptions) { self.options = options }

    private var sourceLanguage: String { LocaleIdentifier.canonical(options.sourceLanguage) }

    /// Adds the messages of one file.
    mutating func add(_ file: SourceFile) throws(CompilerError) {
        let json = try file.parsedJSON()
        let name = file.displayPath
        guard let object = json as? [String: Any] else {
            diagnostics.report(.error, .unreadableInput, name, JSONSourcePath.root, "a MessageFormat 2 file must be a JSON object of messages")
            return
        }
        let stem = String(file.name.dropLast(".mf2.json".count))
        guard let locale = LocaleNamedFiles.locale(ofFile: (name as NSString).deletingLastPathComponent + "/" + stem + ".json") else {
            diagnostics.report(.error, .unreadableInput, name, JSONSourcePath.root,
                               "cannot tell the locale of the file: name it after the locale (fr.mf2.json, pt-BR.mf2.json)")
            return
        }
        let bytes = [UInt8](file.data ?? Data())
        collect(object, prefix: "", path: .root, locale: locale, file: name, bytes: bytes)
    }

    /// Adds every message of `object`, nested objects under dotted keys.
    private mutating func collect(_ object: [String: Any], prefix: String, path: JSONSourcePath, locale: String,
                                  file: String, bytes: [UInt8]) {
        for member in object.keys.sorted() {
            let key = prefix + member
            let memberPath = path.quoted(member)
            switch object[member]! {
            case let text as String:
                guard places.claim(key, locale: locale, at: MessagePlace(file: file, path: memberPath), diagnostics: diagnostics)
                else { continue }
                messages[key, default: [:]][locale] = Found(text: text, file: file, path: memberPath, bytes: bytes)
            case let nested as [String: Any]:
                collect(nested, prefix: key + ".", path: memberPath, locale: locale, file: file, bytes: bytes)
            default:
                diagnostics.leftOut(OmittedTranslation(key: key, table: options.table, locale: locale), file, memberPath,
                                    "a message must be a string (or an object of messages)")
            }
        }
    }

    /// The error kinds a message's placeholders and selectors report on
    /// every render (an unknown function, a bad option), each once.
    static func errorsKnownAtBuild(in message: Message) -> [String] {
        var kinds: [String] = []
        _ = message.containsNode { node in
            if case .value(let value) = node {
                for kind in value.errors where !kinds.contains(kind.name) { kinds.append(kind.name) }
            }
            return false
        }
        return kinds
    }

    /// Compiles every message, source language first, and builds the catalog.
    func catalog() throws(CompilerError) -> MessageCatalog {
        var entries: [CatalogEntry] = []
        var located: [Diagnostic] = []
        for key in places.keys {
            let byLocale = messages[key]!
            let entry = places.numberedEntry(key, table: options.table, comment: nil, sourceLanguage: sourceLanguage,
                                             diagnostics: diagnostics) { locale, names in
                let found = byLocale[locale]!
                do throws(MessageFormat2.Failure) {
                    let compiled = try MessageFormat2.compile(found.text, locale: locale,
                                                              isolates: options.formats[MF2Options.self].isolatesPlaceholders,
                                                              argumentNames: names)
                    let kinds = Self.errorsKnownAtBuild(in: compiled.message)
                    if !kinds.isEmpty {
                        diagnostics.report(.warning, .alwaysFallback, found.file, found.path,
                                           "\(locale) message of '\(key)' reports \(kinds.joined(separator: ", ")) whenever it renders: its fallback shows")
                    }
                    return (compiled.message, compiled.argumentNames)
                } catch {
                    var place = SourceLocation(file: found.file, jsonPath: found.path.description)
                    if let position = JSONNodeLocator.position(inStringAt: found.path.description, utf8Offset: error.utf8Offset,
                                                               in: found.bytes) {
                        (place.line, place.column) = position
                    }
                    located.append(.leftOut(OmittedTranslation(key: key, table: options.table, locale: locale), at: place,
                                            "\(error.kind): \(error.description)"))
                    return nil
                }
            }
            if let entry { entries.append(entry) }
        }
        try diagnostics.throwIfFailed()
        return MessageCatalog(sourceLanguage: sourceLanguage, entries: entries, diagnostics: located + diagnostics.nonErrors)
    }
}
