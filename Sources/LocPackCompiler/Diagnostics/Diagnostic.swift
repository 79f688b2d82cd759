/// Where something came from in a source file, for error messages.
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
    /// The file path as given to the compiler.
    public var file: String
    /// 1-based line, or 0 when unknown (a JSON input may give only ``jsonPath``
    /// until `JSONNodeLocator` has found the node's line).
    public var line: Int
    /// 1-based column in Unicode scalars, or 0.
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

    /// `file:line:column`, `file: $.json.path` when only the path is known,
    /// or `file`. With both a line and a JSON path, the line and column come
    /// first (so editors can jump to them) and ``Diagnostic`` adds the path
    /// after the message.
    public var description: String {
        if line > 0 { return "\(file):\(line):\(column)" }
        if let jsonPath { return "\(file): \(jsonPath)" }
        return file
    }
}

/// A translation left out of the bundle because of a translator's mistake or
/// a construct LocPack does not support (`Specs/lint.md`, "Build policy"):
/// its key falls back along the locale chain as if that locale had not
/// translated it.
public struct OmittedTranslation: Sendable, Hashable {
    /// The key.
    public var key: String
    /// The table (`Localizable` unless the source names another).
    public var table: String
    /// The locale, as the source spells it.
    public var locale: String

    /// Creates the record of an omission.
    public init(key: String, table: String = "Localizable", locale: String) {
        self.key = key
        self.table = table
        self.locale = locale
    }
}

/// A problem found in a source file.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Sendable { case error, warning, note }
    /// How bad it is.
    public var severity: Severity
    /// What kind of problem it is: the stable name `--warn` takes.
    public var id: DiagnosticID
    /// Where it is.
    public var location: SourceLocation
    /// What is wrong, in one sentence.
    public var message: String
    /// The translation this problem left out of the bundle, if it did.
    /// Such a diagnostic is a warning; `--strict` makes it an error.
    public var omitted: OmittedTranslation?

    /// Creates a diagnostic of kind `id`.
    public init(_ severity: Severity, _ id: DiagnosticID, at location: SourceLocation, _ message: String) {
        self.severity = severity
        self.id = id
        self.location = location
        self.message = message
    }

    /// A warning that `omitted` is left out of the bundle because of
    /// `problem` (of kind `id`): `LOCALE: PROBLEM; translation left out
    /// (key 'KEY')`, with the table when it is not `Localizable`.
    public static func leftOut(_ omitted: OmittedTranslation, at location: SourceLocation, _ problem: String,
                               _ id: DiagnosticID = .malformedTranslation) -> Diagnostic {
        let table = omitted.table == "Localizable" ? "" : ", table \(omitted.table)"
        var diagnostic = Diagnostic(.warning, id, at: location,
                                    "\(omitted.locale): \(problem); translation left out (key '\(omitted.key)'\(table))")
        diagnostic.omitted = omitted
        return diagnostic
    }

    /// The compiler form `file:line:column: error: message`; a JSON input's
    /// path follows the message in brackets when the line is known too.
    ///
    /// Always one line: line breaks inside the message (quoted from a
    /// source) are written `\n`.
    public var description: String {
        let text = message.contains(where: \.isNewline)
            ? String(message.flatMap { $0.isNewline ? Array("\\n") : [$0] }) : message
        if location.line > 0, let path = location.jsonPath {
            return "\(location): \(severity.rawValue): \(text) [\(path)]"
        }
        return "\(location): \(severity.rawValue): \(text)"
    }

    /// ``description`` with the kind after it, as `locpack build` and
    /// `locpack lint` print it: `file:3:7: warning: … [missing-plural-category]`.
    public var printedLine: String { "\(description) [\(id)]" }
}
