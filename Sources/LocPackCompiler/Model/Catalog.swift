/// One key of a catalog with its translations.
public struct CatalogEntry: Sendable {
    /// The key.
    public var key: String
    /// The table (`Localizable` unless the source names another).
    public var table: String
    /// The translator comment, if any.
    public var comment: String?
    /// The message per locale identifier (as the source spells it, e.g. `pt-BR`).
    public var localizations: [String: Message]
    /// Where the entry was defined.
    public var location: SourceLocation
    /// Where each locale's message was written, when that is more precise
    /// than ``location``: the file of its own input after a merge
    /// (`de.lproj/…`), the JSON path of its value in a file holding every
    /// locale (`$.de["key"].string` of a Transifex pull). See ``location(of:)``.
    public var localizationLocations: [String: SourceLocation] = [:]
    /// The key read as a format string, when its specifiers define the
    /// arguments the message takes: a String Catalog key extracted from
    /// `String(localized: "label.favorite \(count)")` is
    /// `"label.favorite %lld"`, and the code passes the count whatever the
    /// source language's value shows. Nil when the source language's
    /// message defines them (`Specs/lint.md`, "The arguments a message takes").
    public var keyArguments: Message?
    /// The arguments the source declares by name, in number order
    /// (``DeclaredArgument``): every argument of a format that names them
    /// all, none of a positional one.
    public var arguments: [DeclaredArgument] = []
    /// The locales whose message only restates the source language's text
    /// for a translator (an XLIFF unit's `<source>`; a gettext template's
    /// `msgid` would be another): a stand-in that any other input's
    /// definition replaces (``CatalogMerger``).
    var restatedSourceLocales: Set<String> = []
    /// Whether locales other than the source language are expected to
    /// translate the key: false for a String Catalog entry marked
    /// `"shouldTranslate": false` (its other localizations are ignored), which
    /// coverage counts for the source language only.
    public var isTranslatable = true

    /// Creates an entry.
    public init(key: String, table: String = "Localizable", comment: String? = nil,
                localizations: [String: Message] = [:], location: SourceLocation) {
        self.key = key
        self.table = table
        self.comment = comment
        self.localizations = localizations
        self.location = location
    }

    /// What makes two entries one key: the table and the key, in one string
    /// (a table never holds a NUL).
    var identity: String { Self.identity(table: table, key: key) }

    /// ``identity`` of the entry of `key` in `table`.
    static func identity(table: String, key: String) -> String { table + "\u{0}" + key }

    /// Where `locale`'s message was written: its entry in
    /// ``localizationLocations``, else ``location``.
    public func location(of locale: String) -> SourceLocation {
        localizationLocations[locale] ?? location
    }
}

/// Everything the importers read: the message model the compiler packs.
public struct MessageCatalog: Sendable {
    /// The development language (`sourceLanguage` of a String Catalog).
    public var sourceLanguage: String
    /// Entries in the order they were first defined.
    public var entries: [CatalogEntry]
    /// Warnings and notes gathered while importing.
    public var diagnostics: [Diagnostic]

    /// Creates a catalog.
    public init(sourceLanguage: String, entries: [CatalogEntry] = [], diagnostics: [Diagnostic] = []) {
        self.sourceLanguage = sourceLanguage
        self.entries = entries
        self.diagnostics = diagnostics
    }
}
