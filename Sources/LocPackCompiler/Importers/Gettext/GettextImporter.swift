import Foundation
import LocPack

/// Reads gettext catalogs (`.po`, `.pot` templates, compiled `.mo`) into messages
/// (`Specs/importers/gettext.md`): each `msgid` (with its `msgctxt`) is a
/// key whose source-language message is the `msgid` itself, and each
/// catalog's translated, non-fuzzy entries are that key's translations in
/// the catalog's language. Untranslated entries render the `msgid`, as
/// gettext returns it.
public enum GettextImporter: LocaleNamedFileImporter {
    /// File extensions this importer reads.
    public static let fileExtensions: Set<String> = GettextFormat.fileExtensions

    /// Reads catalogs from memory; each `file` (the path used in
    /// diagnostics) names its language as `locpack build` reads names
    /// (`de.po`, `de/LC_MESSAGES/app.po`), else its header's `Language` does.
    ///
    /// - Returns: the catalog, with warnings and notes in its `diagnostics`.
    /// - Throws: ``CompilerError`` listing every diagnostic when a file has
    ///   at least one error.
    public static func importCatalog(documents: [(data: Data, file: String)],
                                     options: ImportOptions = ImportOptions()) throws(CompilerError) -> MessageCatalog {
        try importCatalog(sources: documents.map { SourceFile(contents: $0.data, path: $0.file) }, options: options)
    }

    /// The key of `id` in `context` (`LocPack.ContextKey`): `CONTEXT` U+0004
    /// `MSGID`, as in a `.mo` file; `locpack render --context` and
    /// `"context"` in a request build the same key.
    public static func key(_ id: String, context: String?) -> String { ContextKey.key(id, context: context) }

    /// Reads the catalogs of one domain together.
    ///
    /// - Throws: ``CompilerError`` when a file cannot be read or placed.
    static func importCatalog(sources: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        let diagnostics = MessageFileDiagnostics()
        var files: [GettextCatalogFile] = []
        for source in sources {
            if let file = try GettextCatalogFile.read(source, options: options, diagnostics: diagnostics) { files.append(file) }
        }
        // Templates first, then the source language's own catalog, then the
        // others by name: the source message is settled before any translation.
        let rank = { (file: GettextCatalogFile) in file.isTemplate ? 0 : file.locale == options.sourceLanguage ? 1 : 2 }
        // Of a `.po` and its compiled `.mo`, the `.mo` comes last and its
        // translations stand: gettext reads the `.mo`.
        files.sort { (rank($0), $0.isCompiled ? 1 : 0, $0.path) < (rank($1), $1.isCompiled ? 1 : 0, $1.path) }
        var collector = GettextEntryCollector(sourceLanguage: options.sourceLanguage, diagnostics: diagnostics,
                                              flaggedStyles: GettextEntryCollector.flaggedStyles(in: files))
        for file in files { collector.add(file) }
        try diagnostics.throwIfFailed()
        return MessageCatalog(sourceLanguage: options.sourceLanguage, entries: collector.entries, diagnostics: diagnostics.nonErrors)
    }
}

/// Gathers the entries of one domain's catalogs by key: the source message
/// from the first file that has the key, the translations from each.
struct GettextEntryCollector {
    let sourceLanguage: String
    let diagnostics: MessageFileDiagnostics
    /// Each key's format flag, as the first catalog that flags it gives it.
    let flaggedStyles: [String: GettextFormatText]

    /// A key being gathered.
    private struct Pending {
        var entry: CatalogEntry
        /// How the source message's text is read.
        var style: GettextFormatText
        /// The named arguments, by number.
        var names: [String]
        /// The argument a plural chooses by.
        var selector: Int?
    }

    private var pending: [String: Pending] = [:]
    private var order: [String] = []
    private var mappings: [(locale: String, forms: GettextPluralForms, mapping: Result<GettextPluralMapping, GettextPluralMapping.Failure>)] = []

    init(sourceLanguage: String, diagnostics: MessageFileDiagnostics, flaggedStyles: [String: GettextFormatText] = [:]) {
        self.sourceLanguage = sourceLanguage
        self.diagnostics = diagnostics
        self.flaggedStyles = flaggedStyles
    }

    /// The format flag of each key (by table and key) that some catalog of
    /// `files` flags, the first such catalog's: xgettext derives a flag from
    /// the program's code, so a catalog merged before the flag was added
    /// (Lutris's `de.po` has no `python-brace-format` where `es.po` has it)
    /// is stale, and the program formats every language's text alike.
    static func flaggedStyles(in files: [GettextCatalogFile]) -> [String: GettextFormatText] {
        var styles: [String: GettextFormatText] = [:]
        for file in files where !file.isCompiled {
            for entry in file.entries where !entry.isHeader && !entry.isObsolete {
                let style = GettextFormatText(flags: entry.flags)
                guard style != .plain, let id = file.text(entry.id), let context = entry.context.map(file.text) ?? .some(nil) else {
                    continue
                }
                let tableKey = CatalogEntry.identity(table: file.table, key: GettextImporter.key(id, context: context))
                if styles[tableKey] == nil { styles[tableKey] = style }
            }
        }
        return styles
    }

    /// How the texts of `tableKey` are read in the text catalog `entry` is in:
    /// by the key's flag in any catalog, else by the entry's own flags.
    private func style(of tableKey: String, _ entry: GettextPOEntry) -> GettextFormatText {
        flaggedStyles[tableKey] ?? GettextFormatText(flags: entry.flags)
    }

    /// The gathered entries, in the order their keys were first met.
    var entries: [CatalogEntry] { order.map { pending[$0]!.entry } }

    /// Adds the entries of `file`.
    mutating func add(_ file: GettextCatalogFile) {
        var seen: [String: SourceLocation] = [:]
        var fuzzy = 0
        for entry in file.entries where !entry.isHeader && !entry.isObsolete {
            guard let id = file.text(entry.id), let context = entry.context.map(file.text) ?? .some(nil),
                  let pluralID = entry.pluralID.map(file.text) ?? .some(nil) else {
                diagnostics.report(Diagnostic(.warning, .malformedTranslation, at: file.location(entry.position),
                    "the entry's msgid is not valid \(file.charset) text; the entry is left out"))
                continue
            }
            let key = GettextImporter.key(id, context: context)
            let location = file.location(entry.position)
            if let earlier = seen[key] {
                diagnostics.report(Diagnostic(.warning, .duplicateKey, at: location,
                    "'\(key)' is defined again (first at line \(earlier.line)), as msgfmt refuses; this definition is left out"))
                continue
            }
            seen[key] = location
            let tableKey = CatalogEntry.identity(table: file.table, key: key)
            if pending[tableKey] == nil {
                guard let created = sourceEntry(key: key, id: id, pluralID: pluralID, entry: entry, file: file,
                                                style: file.isCompiled ? GettextFormatText(guessingFrom: id) : style(of: tableKey, entry))
                else { continue }
                pending[tableKey] = created
                order.append(tableKey)
            }
            if entry.flags.contains("fuzzy") { fuzzy += 1; continue }
            addTranslation(entry, to: tableKey, in: file)
        }
        if fuzzy > 0 {
            diagnostics.report(.note, .ignoredContent, file.path,
                "\(fuzzy) fuzzy entr\(fuzzy == 1 ? "y is" : "ies are") left out, as msgfmt leaves them out without --use-fuzzy")
        }
    }

    /// The entry of a key first met in `entry`, with the `msgid` as its
    /// source-language message; nil (with a warning) when that cannot be read.
    private mutating func sourceEntry(key: String, id: String, pluralID: String?, entry: GettextPOEntry,
                                      file: GettextCatalogFile, style: GettextFormatText) -> Pending? {
        let location = file.location(entry.position)
        do {
            var names: [String] = []
            let singular = try style.read(id, names: names)
            names = singular.names
            var message = Message(singular.nodes)
            var selector: Int?
            if let pluralID {
                let plural = try style.read(pluralID, names: names)
                names = plural.names
                selector = Self.selector(in: plural.nodes + singular.nodes, style: style, names: &names)
                message = try choice(of: [message, Message(plural.nodes)], forms: .germanic, locale: sourceLanguage,
                                     selector: selector!)
            }
            message.textPercents = singular.textPercents
            var catalogEntry = CatalogEntry(key: key, table: file.table,
                                            comment: entry.comments.isEmpty ? nil : entry.comments.joined(separator: "\n"),
                                            localizations: [sourceLanguage: message], location: location)
            catalogEntry.localizationLocations = [sourceLanguage: location]
            if style.namesArguments { catalogEntry.arguments = .numbered(names) }
            if selector != nil {
                // ngettext always passes the count, shown or not: the key takes it.
                // The plural reads it as its operand, so the signature has it.
                let signature = ArgumentSignature(message)
                catalogEntry.keyArguments = Message(signature.indices.compactMap { index in
                    signature.firstSpec(of: index).map { MessageNode.argument(index: index, spec: $0) }
                })
            }
            return Pending(entry: catalogEntry, style: style, names: names, selector: selector)
        } catch let error as MessageSyntaxError {
            diagnostics.report(Diagnostic(.warning, error.kind, at: location,
                "the msgid cannot be read as \(style) format text: \(error.description); the entry is left out"))
        } catch let failure as GettextPluralMapping.Failure {
            diagnostics.report(Diagnostic(.warning, .invalidSelector, at: location, "\(failure.description); the entry is left out"))
        } catch {
            diagnostics.report(Diagnostic(.warning, .malformedTranslation, at: location, "\(error); the entry is left out"))
        }
        return nil
    }

    /// Adds `entry`'s translation for `file`'s locale, when it has one.
    private mutating func addTranslation(_ entry: GettextPOEntry, to tableKey: String, in file: GettextCatalogFile) {
        guard !file.isTemplate, entry.translations.contains(where: { !$0.isEmpty }) else { return }
        var gathered = pending[tableKey]!
        let key = gathered.entry.key
        let location = file.location(entry.translationPositions.first ?? entry.position)
        let omitted = OmittedTranslation(key: key, table: file.table, locale: file.locale)
        func leaveOut(_ problem: String, _ kind: DiagnosticID = .malformedTranslation) {
            diagnostics.report(Diagnostic.leftOut(omitted, at: location, problem, kind))
        }
        let style = file.isCompiled ? gathered.style : style(of: tableKey, entry)
        var texts: [String] = []
        for bytes in entry.translations {
            guard let text = file.text(bytes) else { return leaveOut("the msgstr is not valid \(file.charset) text") }
            texts.append(text)
        }
        do {
            var names = gathered.names
            var forms: [Message] = []
            var percents: [String] = []
            for text in texts {
                let read = try style.read(text, names: names)
                names = read.names
                percents += read.textPercents
                forms.append(Message(read.nodes))
            }
            let added = names.dropFirst(gathered.names.count)
            if !added.isEmpty && file.locale != sourceLanguage {
                let list = added.map { "'\($0)'" }.joined(separator: ", ")
                return leaveOut("it uses \(list), which the msgid does not name", .unknownArgument)
            }
            var message: Message
            if entry.pluralID != nil {
                guard texts.count >= file.pluralForms.formCount else {
                    return leaveOut("it has \(texts.count) plural forms where the Plural-Forms header says \(file.pluralForms.formCount)")
                }
                if texts.count > file.pluralForms.formCount {
                    diagnostics.report(Diagnostic(.warning, .unusedPluralCategory, at: location,
                        "\(file.locale): msgstr[\(file.pluralForms.formCount)] and after are never chosen: the Plural-Forms header says nplurals=\(file.pluralForms.formCount) (key '\(key)')"))
                    forms.removeLast(texts.count - file.pluralForms.formCount)
                }
                // msgfmt drops an entry whose first form is empty; a later empty
                // form stays, and its counts render nothing.
                if texts[0].isEmpty { return leaveOut("msgstr[0] is empty, so msgfmt leaves the entry out and the msgid renders") }
                if let empty = texts.prefix(forms.count).firstIndex(of: "") {
                    diagnostics.report(Diagnostic(.warning, .malformedTranslation, at: location,
                        "\(file.locale): msgstr[\(empty)] is empty: its counts render nothing, as gettext gives them (key '\(key)')"))
                }
                var selectorNames = names
                let selector = gathered.selector ?? Self.selector(in: forms.flatMap(\.nodes), style: style, names: &selectorNames)
                message = try choice(of: forms, forms: file.pluralForms, locale: file.locale, selector: selector)
            } else {
                message = forms[0]
            }
            message.textPercents = percents
            gathered.names = names
            gathered.entry.localizations[file.locale] = message
            gathered.entry.localizationLocations[file.locale] = location
            if gathered.style.namesArguments { gathered.entry.arguments = .numbered(names) }
            pending[tableKey] = gathered
        } catch let error as MessageSyntaxError {
            leaveOut("it cannot be read as \(style) format text: \(error.description)", error.kind)
        } catch let failure as GettextPluralMapping.Failure {
            leaveOut(failure.description, .invalidSelector)
        } catch {
            leaveOut("\(error)")
        }
    }

    /// The plural choice of `messages` (one per form) in `locale` by `forms`.
    private mutating func choice(of messages: [Message], forms: GettextPluralForms, locale: String,
                                 selector: Int) throws -> Message {
        let mapping: Result<GettextPluralMapping, GettextPluralMapping.Failure>
        if let cached = mappings.first(where: { $0.locale == locale && $0.forms == forms }) {
            mapping = cached.mapping
        } else {
            mapping = GettextPluralMapping.make(forms, locale: locale)
            mappings.append((locale, forms, mapping))
        }
        // The count is read as the texts show it, where they do.
        let shown = messages.lazy.flatMap(\.nodes).compactMap { node -> FormatSpec? in
            if case let .argument(index, spec) = node, index == selector { spec } else { nil }
        }.first
        return Message([.plural(try mapping.get().choice(of: messages, argumentIndex: selector,
                                                         operandSpec: shown ?? GettextFormatText.ungroupedInteger, locale: locale))])
    }

    /// The argument a plural entry chooses by (`Specs/importers/gettext.md`,
    /// "Plural messages"): the first argument its texts show as an integer
    /// (`%d`, `%(count)d`), else one more than they show (`n`, for named
    /// arguments), which the caller passes without it being shown.
    static func selector(in nodes: [MessageNode], style: GettextFormatText, names: inout [String]) -> Int {
        var highest = 0
        for node in nodes {
            guard case let .argument(index, spec) = node else { continue }
            if "diu".utf8.contains(spec.conversion) || spec.conversion == FormatSpec.decimalConversion { return index }
            highest = max(highest, index)
        }
        if style.namesArguments {
            if !names.contains("n") { names.append("n") }
            return names.firstIndex(of: "n")! + 1
        }
        return highest + 1
    }
}
