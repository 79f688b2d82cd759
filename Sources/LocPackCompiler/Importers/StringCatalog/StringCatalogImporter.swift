import Foundation

/// Reads an Xcode String Catalog (`.xcstrings`) into the message model.
///
/// The mapping — which fields are read, how variations and substitutions
/// become plural and device choices, how arguments are numbered, and which
/// mistakes are errors — is specified in `Specs/importers/string-catalog.md`.
///
/// Every diagnostic names the file and the JSON path of the offending value,
/// e.g. `Localizable.xcstrings: $.strings["Found %d"].localizations.de.variations.plural.one: error: …`;
/// malformed JSON is reported with a line and column instead.
public enum StringCatalogImporter {
    /// Reads the String Catalog at `url`.
    ///
    /// The table of every entry is the file's base name (`Localizable` for
    /// `Localizable.xcstrings`).
    ///
    /// - Returns: the catalog, with warnings and notes in its `diagnostics`.
    /// - Throws: ``CompilerError`` listing every diagnostic when the file
    ///   cannot be read or has at least one error.
    public static func importCatalog(at url: URL) throws(CompilerError) -> MessageCatalog {
        try importCatalog(source: SourceFile(url))
    }

    /// Reads a String Catalog from `data`; `file` is the path used in
    /// diagnostics and gives the table name (its base name without extension).
    ///
    /// - Returns: the catalog, with warnings and notes in its `diagnostics`.
    /// - Throws: ``CompilerError`` listing every diagnostic when the data has
    ///   at least one error.
    public static func importCatalog(data: Data, file: String) throws(CompilerError) -> MessageCatalog {
        try importCatalog(source: SourceFile(contents: data, path: file))
    }

    /// Reads a String Catalog read and parsed once.
    static func importCatalog(source: SourceFile) throws(CompilerError) -> MessageCatalog {
        let json = try source.parsedJSON()
        let reader = StringCatalogReader(file: source.displayPath)
        let catalog = reader.readCatalog(json)
        if reader.diagnostics.contains(where: { $0.severity == .error }) {
            throw CompilerError(diagnostics: reader.diagnostics)
        }
        return catalog
    }
}

/// Walks the JSON of one String Catalog and collects entries and diagnostics.
final class StringCatalogReader {
    let file: String
    let table: String
    var diagnostics: [Diagnostic] = []
    /// Diagnostics already reported (a substitution used twice reports once).
    private var reported: Set<String> = []
    var sourceLanguage = ""

    static let knownStates: Set<String> = ["new", "translated", "needs_review", "stale", "machine_translated"]
    static let knownExtractionStates: Set<String> = ["manual", "stale", "extracted_with_value", "migrated"]

    init(file: String) {
        self.file = file
        let base = (file as NSString).lastPathComponent
        let dot = base.lastIndex(of: ".")
        self.table = dot.map { String(base[..<$0]) }.flatMap { $0.isEmpty ? nil : $0 } ?? base
    }

    // MARK: Diagnostics

    /// The translation being read; an error inside it leaves it out.
    private var translation: OmittedTranslation?
    /// Whether an error was found inside ``translation``.
    private var translationFailed = false
    /// Whether an entry (outside any translation) is being read: its errors
    /// are warnings, and the entry is read as far as it goes.
    private var readingEntry = false

    func report(_ severity: Diagnostic.Severity, _ path: JSONSourcePath, _ message: String, _ id: DiagnosticID? = nil) {
        let location = SourceLocation(file: file, jsonPath: path.description)
        // An error makes the file unreadable (or, inside a translation, leaves it out); a warning by default ignores something.
        var diagnostic = Diagnostic(severity, id ?? (severity == .error ? .unreadableInput : .ignoredContent), at: location, message)
        if severity == .error, let translation {
            diagnostic = .leftOut(translation, at: location, message)
            translationFailed = true
        } else if severity == .error && readingEntry {
            diagnostic.severity = .warning
            diagnostic.id = .malformedTranslation
        }
        if reported.insert(diagnostic.description).inserted { diagnostics.append(diagnostic) }
    }

    /// Reads one translation with `read`; nil when an error inside it was
    /// reported (the translation is left out and falls back).
    func readTranslation(key: String, locale: String, _ read: () -> Message?) -> Message? {
        translation = OmittedTranslation(key: key, table: table, locale: locale)
        translationFailed = false
        defer { translation = nil }
        let message = read()
        return translationFailed ? nil : message
    }

    func error(_ path: JSONSourcePath, _ message: String) { report(.error, path, message) }

    func warning(_ path: JSONSourcePath, _ message: String, _ id: DiagnosticID = .ignoredContent) { report(.warning, path, message, id) }

    /// Warns about members of `object` that are not in `known`.
    func checkFields(_ object: [String: Any], known: Set<String>, ignored: Set<String> = [], at path: JSONSourcePath,
                     what: String) {
        for name in object.keys.sorted() where !known.contains(name) && !ignored.contains(name) {
            warning(path.member(name), "unknown field '\(name)' in \(what) is ignored")
        }
    }

    // MARK: Top level

    func readCatalog(_ json: Any) -> MessageCatalog {
        let root = JSONSourcePath.root
        guard let object = json as? [String: Any] else {
            error(root, "a String Catalog must be a JSON object")
            return MessageCatalog(sourceLanguage: "", diagnostics: diagnostics)
        }
        checkFields(object, known: ["sourceLanguage", "version", "strings"], at: root, what: "a String Catalog")
        switch object["sourceLanguage"] {
        case let language as String where !language.isEmpty:
            sourceLanguage = language
        case nil:
            error(root, "missing 'sourceLanguage'")
        default:
            error(root.member("sourceLanguage"), "'sourceLanguage' must be a non-empty string")
        }
        switch object["version"] {
        case let version as String where version == "1.0" || version == "1.1":
            break
        case let version as String:
            warning(root.member("version"), "unknown String Catalog version '\(version)' (expected 1.0 or 1.1); read as 1.1")
        case nil:
            error(root, "missing 'version'")
        default:
            error(root.member("version"), "'version' must be a string")
        }
        var entries: [CatalogEntry] = []
        switch object["strings"] {
        case let strings as [String: Any]:
            for key in strings.keys.sorted() {
                if let entry = readEntry(key: key, strings[key]!, at: root.member("strings").quoted(key)) {
                    entries.append(entry)
                }
            }
        case nil:
            break
        default:
            error(root.member("strings"), "'strings' must be an object")
        }
        return MessageCatalog(sourceLanguage: sourceLanguage, entries: entries,
                              diagnostics: diagnostics.filter { $0.severity != .error })
    }

    // MARK: Entries

    func readEntry(key: String, _ json: Any, at path: JSONSourcePath) -> CatalogEntry? {
        readingEntry = true
        defer { readingEntry = false }
        guard let object = json as? [String: Any] else {
            error(path, "an entry must be a JSON object; the entry is left out")
            return nil
        }
        checkFields(object, known: ["comment", "extractionState", "shouldTranslate", "localizations"],
                    ignored: ["isCommentAutoGenerated"], at: path, what: "an entry")
        var comment: String?
        if let value = object["comment"] {
            if let text = value as? String { comment = text } else { error(path.member("comment"), "'comment' must be a string") }
        }
        if let value = object["extractionState"] {
            if let state = value as? String {
                if !Self.knownExtractionStates.contains(state) {
                    report(.note, path.member("extractionState"), "unknown extractionState '\(state)' is ignored")
                }
            } else {
                error(path.member("extractionState"), "'extractionState' must be a string")
            }
        }
        var shouldTranslate = true
        if let value = object["shouldTranslate"] {
            if let flag = Self.boolean(value) { shouldTranslate = flag } else {
                error(path.member("shouldTranslate"), "'shouldTranslate' must be true or false")
            }
        }
        var localizations: [String: Message] = [:]
        var arguments: [String: [DeclaredArgument]] = [:]
        var ignored: [String] = []
        if let value = object["localizations"] {
            if let all = value as? [String: Any] {
                for locale in all.keys.sorted() {
                    if !shouldTranslate && locale != sourceLanguage {
                        ignored.append(locale)
                        continue
                    }
                    let reader = LocalizationReader(catalog: self, key: key, locale: locale,
                                                    isSourceLanguage: locale == sourceLanguage)
                    if let message = readTranslation(key: key, locale: locale, {
                        reader.read(all[locale]!, at: path.member("localizations").member(locale))
                    }) {
                        localizations[locale] = message
                        arguments[locale] = reader.declaredArguments
                    }
                }
            } else {
                error(path.member("localizations"), "'localizations' must be an object")
            }
        }
        if !ignored.isEmpty {
            report(.note, path.member("localizations"),
                   "shouldTranslate is false: localizations \(ignored.joined(separator: ", ")) are ignored")
        }
        if localizations[sourceLanguage] == nil && !sourceLanguage.isEmpty {
            localizations[sourceLanguage] = keyAsMessage(key, at: path)
        }
        var entry = CatalogEntry(key: key, table: table, comment: comment, localizations: localizations,
                                 location: SourceLocation(file: file, jsonPath: path.description))
        entry.keyArguments = Self.keyArguments(key)
        entry.arguments = .merging(arguments, sourceLanguage: sourceLanguage)
        entry.isTranslatable = shouldTranslate
        for locale in localizations.keys {
            entry.localizationLocations[locale] = SourceLocation(file: file, jsonPath: path.member("localizations").member(locale).description)
        }
        return entry
    }

    /// The key as a format string when it has specifiers and is a valid
    /// format string without substitution tokens; nil otherwise.
    static func keyArguments(_ key: String) -> Message? {
        guard key.contains("%"), !key.contains("#@") else { return nil }
        let message = FormatStringSplitter.plainMessage(key)
        guard message.formatSource?.problem == nil,
              message.nodes.contains(where: { if case .argument = $0 { true } else { false } }) else { return nil }
        return message
    }

    /// The source-language message of an entry that has none: the key itself,
    /// read as a format string (what Xcode does). A key that is not a valid
    /// format string is kept as literal text, with a warning.
    func keyAsMessage(_ key: String, at path: JSONSourcePath) -> Message {
        if !key.contains("#@") { return FormatStringSplitter.plainMessage(key) }
        do {
            let split = try FormatStringSplitter.splitText(key)
            if split.substitutions.isEmpty { return Message(split.nodes) }
            warning(path, "the key is used as the \(sourceLanguage) value but refers to substitutions it does not define; it is used as literal text", .platformDifference)
        } catch {
            warning(path, "the key is used as the \(sourceLanguage) value but is not a valid format string (\(error.description)); it is used as literal text", .platformDifference)
        }
        return key.isEmpty ? Message([]) : .text(key)
    }

    /// A JSON boolean (`true`/`false`), not a number.
    static func boolean(_ value: Any) -> Bool? {
        guard let number = value as? NSNumber else { return nil }
        let type = String(cString: number.objCType)
        guard type == "c" || type == "B" else { return nil }
        return number.boolValue
    }

    /// A JSON integer, not a boolean or a fraction.
    static func integer(_ value: Any) -> Int? {
        guard let number = value as? NSNumber, boolean(value) == nil else { return nil }
        let int = number.intValue
        return NSNumber(value: int) == number ? int : nil
    }
}
