import Foundation
import LocPack

/// Collects the files of a Swifternalization set and builds the catalog
/// (the work behind ``SwifternalizationImporter``).
struct SwifternalizationFileReader {
    /// Where a message was found.
    /// A message file: `base.json` (no locale) or a language's.
    private struct MessageFile {
        var locale: String?
        var file: String
        var members: [SwifternalizationJSON.Member]
    }

    let options: ImportOptions
    let diagnostics = MessageFileDiagnostics()
    private var expressions = SwifternalizationExpressionTable()
    private var expressionsFile: String?
    private var files: [MessageFile] = []

    init(options: ImportOptions) { self.options = options }

    var sourceLanguage: String { LocaleIdentifier.canonical(options.sourceLanguage) }

    /// Adds one file; its role comes from its name (`expressions.json`,
    /// `base.json`, or a language code such as `pl.json`).
    ///
    /// - Throws: ``CompilerError`` when the file is not valid JSON.
    mutating func add(_ source: SourceFile) throws(CompilerError) {
        // Validated (syntax errors with line and column) by the parse every
        // format shares; read again for the order of each object's members.
        _ = try source.parsedJSON()
        let file = source.displayPath
        let root = JSONSourcePath.root
        guard let json = SwifternalizationJSON.parse(try source.contents()) else {
            diagnostics.report(.error, .unreadableInput, file, "cannot read the JSON text: save it as UTF-8")
            return
        }
        let name = (file as NSString).lastPathComponent.lowercased()
        if name == SwifternalizationImporter.expressionsFileName {
            if let earlier = expressionsFile {
                diagnostics.report(.error, .unreadableInput, file, "a second expressions.json (the first is \(earlier)): import each set of files separately")
                return
            }
            expressionsFile = file
            expressions.read(json, file: file, diagnostics: diagnostics)
            return
        }
        let isBase = name == SwifternalizationImporter.baseFileName
        let locale = isBase ? nil : LocaleNamedFiles.locale(ofFile: file)
        guard isBase || locale != nil else {
            diagnostics.report(.error, .unreadableInput, file, root,
                               "cannot tell the language of the file: Swifternalization files are base.json, expressions.json, or named after their language (pl.json, pt-BR.json)")
            return
        }
        guard case .object(let members) = json else {
            diagnostics.report(.error, .unreadableInput, file, root, "a Swifternalization file must be a JSON object of keys and values")
            return
        }
        files.append(MessageFile(locale: locale, file: file, members: members))
    }

    /// The catalog: one entry per key, sorted by key. A language's file
    /// gives that language's messages; `base.json` gives the source
    /// language's, for every key its own file does not define.
    func catalog() throws(CompilerError) -> MessageCatalog {
        var messages: [String: [String: Message]] = [:]
        var places = MessagePlaces()
        let ordered = files.filter { $0.locale != nil } + files.filter { $0.locale == nil }
        var fromBase: Set<String> = []  // "key\0locale" defined by base.json
        for messageFile in ordered {
            let locale = messageFile.locale ?? sourceLanguage
            let lowering = SwifternalizationLowering(locale: locale, file: messageFile.file, expressions: expressions,
                                                     diagnostics: diagnostics)
            var seen: Set<String> = []
            for member in messageFile.members {
                let (key, path) = (member.name, JSONSourcePath.root.quoted(member.name))
                guard seen.insert(key).inserted else {
                    diagnostics.report(.error, .unreadableInput, messageFile.file, path, "'\(key)' is defined twice in this file")
                    continue
                }
                // base.json gives way to the source language's own file.
                if messageFile.locale == nil && places[key, locale] != nil && !fromBase.contains(key + "\u{0}" + locale) {
                    continue
                }
                guard places.claim(key, locale: locale, at: MessagePlace(file: messageFile.file, path: path),
                                   diagnostics: diagnostics) else { continue }
                if messageFile.locale == nil { fromBase.insert(key + "\u{0}" + locale) }
                if let message = lowering.message(member.value, at: path) {
                    messages[key, default: [:]][locale] = message
                }
            }
        }
        try diagnostics.throwIfFailed()
        let entries = places.keys.map { key in
            places.entry(key, table: options.table, comment: nil, localizations: messages[key] ?? [:],
                         sourceLanguage: sourceLanguage)
        }
        return MessageCatalog(sourceLanguage: sourceLanguage, entries: entries, diagnostics: diagnostics.nonErrors)
    }
}
