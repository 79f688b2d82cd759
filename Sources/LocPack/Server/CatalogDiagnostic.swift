/// Something a ``Catalog`` or ``ReloadingCatalog`` noticed that its user may
/// want to log, count or alert on: a missing key or translation, a locale
/// the bundle does not have, arguments that do not fit a message, corrupt
/// data, a reload.
///
/// Diagnostics go to the handler given when the catalog was opened
/// (``Catalog/init(contentsOf:diagnostics:)``). The runtime has no logging
/// dependency: the handler decides where events go. It is called on the
/// thread that met the problem, synchronously, so it should be quick (count,
/// enqueue, or log with rate limiting). Without a handler, reporting costs
/// one test of the render status.
public struct CatalogDiagnostic: Sendable, CustomStringConvertible {
    /// What kind of event this is.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// A stable name, such as `missingKey`.
        public let name: String

        /// A render named a key the bundle does not have; the key itself was
        /// written. ``CatalogDiagnostic/key`` and ``CatalogDiagnostic/table``
        /// name it (a key handle out of range is spelled `#id`).
        public static let missingKey = Kind(name: "missingKey")
        /// No locale in the fallback chain had text for the key (or for the
        /// device); the key itself was written.
        public static let missingTranslation = Kind(name: "missingTranslation")
        /// The arguments did not fit the message's placeholders: one was
        /// missing or could not stand for its placeholder (a visible marker
        /// was written), or had to be converted.
        /// ``CatalogDiagnostic/status`` says which.
        public static let argumentMismatch = Kind(name: "argumentMismatch")
        /// A locale section or a program was corrupt; a later locale of the
        /// chain (or the key) was used.
        public static let corruptData = Kind(name: "corruptData")
        /// No bundle locale matched the requested identifier or
        /// `Accept-Language` header; the source language was used.
        /// ``CatalogDiagnostic/locale`` holds the request.
        public static let localeNotFound = Kind(name: "localeNotFound")
        /// Generated accessors (``GeneratedKey``) were made with a bundle
        /// whose key table differs from this one's; their keys are looked up
        /// by text instead of by id. Reported once per catalog;
        /// ``CatalogDiagnostic/error`` gives both fingerprints.
        public static let keyTableMismatch = Kind(name: "keyTableMismatch")
        /// A ``ReloadingCatalog`` swapped to a new bundle.
        public static let reloaded = Kind(name: "reloaded")
        /// A ``ReloadingCatalog`` could not open or validate the new file; the
        /// previous bundle keeps serving. ``CatalogDiagnostic/error`` says why.
        public static let reloadFailed = Kind(name: "reloadFailed")

        /// The name.
        public var description: String { name }
    }

    /// What kind of event this is.
    public let kind: Kind
    /// The bundle's path (or the name given to ``Catalog/init(bytes:name:diagnostics:)``).
    public let path: String
    /// The key concerned, if any.
    public let key: String?
    /// The table of ``key``.
    public let table: String?
    /// The locale requested: an identifier, or the `Accept-Language` header.
    public let locale: String?
    /// The render status, for render events (empty otherwise).
    public let status: RenderStatus
    /// The error, for ``Kind/reloadFailed`` and ``Kind/corruptData`` when known.
    public let error: CatalogError?
    /// For ``Kind/reloaded``, the generation now served (see ``ReloadingCatalog/generation``).
    public let generation: UInt64?

    /// Creates a diagnostic.
    public init(kind: Kind, path: String, key: String? = nil, table: String? = nil, locale: String? = nil,
                status: RenderStatus = [], error: CatalogError? = nil, generation: UInt64? = nil) {
        self.kind = kind
        self.path = path
        self.key = key
        self.table = table
        self.locale = locale
        self.status = status
        self.error = error
        self.generation = generation
    }

    /// One line for a log: the kind, then what is known.
    public var description: String {
        var line = "\(kind.name): \(path)"
        if let key { line += " key \"\(key)\"" }
        if let table, table != BundleFormat.defaultTable { line += " in table \(table)" }
        if let locale { line += " locale \"\(locale)\"" }
        if !status.isEmpty { line += " status \(status)" }
        if let generation { line += " generation \(generation)" }
        if let error { line += ": \(error.message)" }
        return line
    }
}

/// A function that receives a catalog's diagnostics; see ``CatalogDiagnostic``.
public typealias CatalogDiagnosticsHandler = @Sendable (CatalogDiagnostic) -> Void
