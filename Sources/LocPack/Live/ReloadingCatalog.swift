import Synchronization

/// A catalog that follows its bundle file: when the file is replaced (for
/// example by `locpack build`, which writes a temporary file and renames it
/// over the old one), the next ``reload()`` or ``checkForChanges()`` — or the
/// watcher started by ``startWatching(interval:)`` — opens the new bundle,
/// validates it, and swaps it in atomically.
///
/// ```swift
/// let messages = try ReloadingCatalog(path: "/srv/app/messages.locpack") { event in
///     print(event)                     // reloads, failed reloads, missing keys…
/// }
/// messages.startWatching(interval: .seconds(2))
///
/// // In a request handler, on any thread:
/// let text = messages.withCatalog { catalog in
///     let locale = catalog.negotiateLocale(acceptLanguage: acceptLanguage)
///     return catalog.string("%lld photos", locale: locale, device: Device(userAgent: userAgent), arguments: [3])
/// }
/// ```
///
/// - Renders never wait and take no lock: ``withCatalog(_:)`` costs one
///   atomic load and a thread-local lookup over using a ``Catalog`` directly.
/// - Renders in flight when a swap happens finish on the old bundle; the old
///   mapping is unmapped once the last of them has returned and every thread
///   that rendered through this object has rendered again (or exited) — each
///   thread keeps the catalog it last used until its next render.
/// - A new file that cannot be opened or fails validation is rejected: the
///   old bundle keeps serving, ``reload()`` throws, and a
///   ``CatalogDiagnostic/Kind/reloadFailed`` event goes to the diagnostics
///   handler; a successful swap sends ``CatalogDiagnostic/Kind/reloaded``.
/// - Handles (``KeyHandle``, ``LocaleHandle``) belong to one ``Catalog``:
///   resolve and use them inside one ``withCatalog(_:)`` call, or cache them
///   per ``generation``.
///
/// See `Specs/runtime-api.md` for the reclamation scheme.
public final class ReloadingCatalog: Sendable {
    /// The bundle file this catalog follows.
    public let path: String
    /// Whether every locale section is decoded and validated before a new
    /// bundle is accepted (rather than on first use).
    public let validatesAllLocales: Bool
    let diagnostics: CatalogDiagnosticsHandler?
    @usableFromInline let cell: CatalogCell
    @usableFromInline let cache = ThreadCatalogCache()
    /// The file versions last loaded and last rejected; serializes reloads.
    private let files: PosixLock<FileVersions>
    /// The watcher thread, when one runs.
    let watcher = PosixLock<CatalogWatcher?>(nil)

    private struct FileVersions {
        var loaded: FileIdentity
        var rejected: FileIdentity?
    }

    /// Opens the bundle at `path`.
    ///
    /// - Parameters:
    ///   - path: The bundle file.
    ///   - validatesAllLocales: Verify the whole of each bundle before using
    ///     it (default; ``Catalog/validateAll()``), so a corrupt region or
    ///     message chunk is rejected at reload rather than met by a render;
    ///     renders then never pay for decompression.
    ///   - diagnostics: Receives reloads and failed reloads, and is given to
    ///     every ``Catalog`` this object opens (missing keys, missing locales,
    ///     argument mismatches, corrupt data).
    /// - Throws: ``CatalogError`` when the first bundle cannot be used.
    public init(path: String, validatesAllLocales: Bool = true,
                diagnostics: CatalogDiagnosticsHandler? = nil) throws(CatalogError) {
        self.path = path
        self.validatesAllLocales = validatesAllLocales
        self.diagnostics = diagnostics
        let version = FileIdentity(path: path)
        let catalog = try Self.open(path, validatesAllLocales: validatesAllLocales, diagnostics: diagnostics)
        cell = CatalogCell(catalog)
        files = PosixLock(FileVersions(loaded: version, rejected: nil))
    }

    /// Serves `catalog`, which the caller opened from `path` and checked as
    /// it requires (a signature, say), instead of opening `path` itself.
    /// Later ``reload()``s and ``checkForChanges()`` open `path` as usual;
    /// ``replace(with:)`` swaps in other catalogs the caller checked.
    ///
    /// - Parameters:
    ///   - path: The bundle file `catalog` was opened from.
    ///   - catalog: The catalog to serve first.
    ///   - validatesAllLocales: Whether bundles this object opens itself are
    ///     verified whole (`catalog` is taken as it is).
    ///   - diagnostics: Receives reloads and failed reloads (give the same
    ///     handler to the catalogs you open).
    public init(path: String, serving catalog: Catalog, validatesAllLocales: Bool = true,
                diagnostics: CatalogDiagnosticsHandler? = nil) {
        self.path = path
        self.validatesAllLocales = validatesAllLocales
        self.diagnostics = diagnostics
        cell = CatalogCell(catalog)
        files = PosixLock(FileVersions(loaded: FileIdentity(path: path), rejected: nil))
    }

    deinit {
        watcher.withLock { $0?.detach() }
    }

    /// The number of the bundle now served: 1 for the first, one more after
    /// each successful reload. Handles resolved from a catalog of one
    /// generation stay valid for exactly that generation.
    public var generation: UInt64 { cell.generation.load(ordering: .acquiring) }

    /// The catalog now served, with a strong reference: keep it for the
    /// length of a request to render several messages from one bundle, or
    /// across `await`s (``withCatalog(_:)`` takes a synchronous closure).
    /// Costs a reference-count increment over ``withCatalog(_:)``.
    public var current: Catalog { withCatalog { $0 } }

    /// Calls `body` with the catalog now served and returns its result.
    ///
    /// This is the fast path: an atomic load of the generation and a
    /// thread-local lookup; no lock and no reference counting, unless this
    /// is the thread's first call after a reload (then it retains the new
    /// catalog once and releases the old one) or a nested call. The catalog
    /// stays valid for the whole call even if a reload happens meanwhile.
    /// Don't let the catalog escape `body` without a strong reference
    /// (assigning it to a variable is enough).
    @inlinable
    public func withCatalog<R>(_ body: (Catalog) throws -> R) rethrows -> R {
        if let record = cache.record, record.pointee.generation == cell.generation.load(ordering: .acquiring) {
            record.pointee.depth &+= 1
            defer { record.pointee.depth &-= 1 }
            return try record.pointee.catalog.unsafelyUnwrapped._withUnsafeGuaranteedRef(body)
        }
        return try withCatalogRefreshing(body)
    }

    /// The path of ``withCatalog(_:)`` after a reload, on a thread's first
    /// use, and for nested calls.
    @usableFromInline
    func withCatalogRefreshing<R>(_ body: (Catalog) throws -> R) rethrows -> R {
        guard let record = cache.record ?? cache.makeRecord(), record.pointee.depth == 0 else {
            // Nested in another call on this thread (whose catalog must stay
            // cached), or no thread-local storage: hold a reference of our own.
            let (catalog, _) = cell.retainCurrent()
            defer { catalog.release() }
            return try catalog._withUnsafeGuaranteedRef(body)
        }
        let (catalog, generation) = cell.retainCurrent()
        let previous = record.pointee.catalog
        record.pointee.catalog = catalog
        record.pointee.generation = generation
        // May unmap the previous bundle, on this thread, before the render.
        previous?.release()
        record.pointee.depth = 1
        defer { record.pointee.depth = 0 }
        return try catalog._withUnsafeGuaranteedRef(body)
    }

    // MARK: Reloading

    /// Opens the file again and, if it is a valid bundle, serves it from now
    /// on. On failure the current bundle keeps serving, the failure is
    /// reported to the diagnostics handler, and the error is thrown.
    public func reload() throws(CatalogError) {
        let outcome: Result<UInt64, CatalogError> = files.withLock { versions in
            let version = FileIdentity(path: path)
            do throws(CatalogError) {
                let catalog = try Self.open(path, validatesAllLocales: validatesAllLocales, diagnostics: diagnostics)
                let generation = cell.replace(with: catalog)
                versions = FileVersions(loaded: version, rejected: nil)
                return .success(generation)
            } catch {
                versions.rejected = version
                return .failure(error)
            }
        }
        switch outcome {
        case .success(let generation):
            diagnostics?(CatalogDiagnostic(kind: .reloaded, path: path, generation: generation))
        case .failure(let error):
            diagnostics?(CatalogDiagnostic(kind: .reloadFailed, path: path, error: error))
            throw error
        }
    }

    /// Serves `catalog` from now on, as ``reload()`` does with a bundle it
    /// opened: renders in flight finish on the old one, and a
    /// ``CatalogDiagnostic/Kind/reloaded`` event is reported. For a caller
    /// that opened and checked the new bundle itself, usually from a file it
    /// has just renamed over ``path`` (the file now at ``path`` counts as
    /// loaded). Returns the new ``generation``.
    @discardableResult
    public func replace(with catalog: Catalog) -> UInt64 {
        let generation = files.withLock { versions in
            versions = FileVersions(loaded: FileIdentity(path: path), rejected: nil)
            return cell.replace(with: catalog)
        }
        diagnostics?(CatalogDiagnostic(kind: .reloaded, path: path, generation: generation))
        return generation
    }

    /// Reloads if the file changed (other inode, size, or modification or
    /// change time) since the bundle now served was opened; a version that
    /// was already rejected is not tried (nor reported) again. Returns
    /// whether a new bundle is now served.
    @discardableResult
    public func checkForChanges() -> Bool {
        let version = FileIdentity(path: path)
        let changed = files.withLock { $0.loaded != version && $0.rejected != version }
        guard changed else { return false }
        do {
            try reload()
            return true
        } catch {
            return false
        }
    }

    static func open(_ path: String, validatesAllLocales: Bool,
                     diagnostics: CatalogDiagnosticsHandler?) throws(CatalogError) -> Catalog {
        let catalog = try Catalog(contentsOf: path, diagnostics: diagnostics)
        if validatesAllLocales { try catalog.validateAll() }
        return catalog
    }
}
