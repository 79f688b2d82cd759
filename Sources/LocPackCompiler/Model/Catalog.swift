/// Where something came from in a source file, for error messages.
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
    /// The file path as given to the compiler.
    public var file: String
    /// 1-based line, or 0 when the place is given by ``jsonPath``.
    public var line: Int
    /// 1-based column, or 0.
    public var column: Int
    /// A JSON path such as `$.strings["key"].localizations.de`, when the
    /// source is JSON.
    public var jsonPath: String?

    /// Creates a location.
    public init(file: String, line: Int = 0, column: Int = 0, jsonPath: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.jsonPath = jsonPath
    }

    /// `file:line:column` or `file: $.json.path`.
    public var description: String {
        if let jsonPath { return "\(file): \(jsonPath)" }
        if line > 0 { return "\(file):\(line):\(column)" }
        return file
    }
}

/// A problem found in a source file.
public struct Diagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Sendable { case error, warning, note }
    /// How bad it is.
    public var severity: Severity
    /// Where it is.
    public var location: SourceLocation
    /// What is wrong, in one sentence.
    public var message: String

    /// Creates a diagnostic.
    public init(_ severity: Severity, at location: SourceLocation, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    /// The compiler form `file:line:column: error: message`.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

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

    /// Creates an entry.
    public init(key: String, table: String = "Localizable", comment: String? = nil,
                localizations: [String: Message] = [:], location: SourceLocation) {
        self.key = key
        self.table = table
        self.comment = comment
        self.localizations = localizations
        self.location = location
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
