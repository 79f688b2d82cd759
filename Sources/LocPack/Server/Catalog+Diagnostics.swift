/// Opening a catalog with a diagnostics handler, and the reporting helpers
/// the render and resolution paths call when something went wrong.
extension Catalog {
    /// Opens the bundle at `path` by mapping it read-only, and sends
    /// missing keys, missing locales, argument mismatches and corrupt data
    /// to `diagnostics` (see ``CatalogDiagnostic``).
    public convenience init(contentsOf path: String, diagnostics: CatalogDiagnosticsHandler?) throws(CatalogError) {
        try self.init(storage: BundleStorage(mapping: path), path: path, diagnostics: diagnostics)
    }

    /// Opens a bundle already in memory (the bytes are copied once), sending
    /// problems to `diagnostics` (see ``CatalogDiagnostic``).
    public convenience init(bytes: [UInt8], name: String = "<memory>",
                            diagnostics: CatalogDiagnosticsHandler?) throws(CatalogError) {
        let storage = bytes.withUnsafeBytes { BundleStorage(copying: $0) }
        try self.init(storage: storage, path: name, diagnostics: diagnostics)
    }

    /// The render statuses that produce a diagnostic. Fallback locales and
    /// truncation (the caller's buffer) are normal and not reported.
    @inline(__always)
    static var reportedStatus: RenderStatus {
        [.missingKey, .usedKey, .missingArgument, .convertedArgument, .mismatchedArgument, .corruptData, .formatErrors]
    }

    /// Reports what a render by handle met; called only when `status`
    /// intersects ``reportedStatus``.
    @inline(never)
    func reportRender(_ key: KeyHandle, locale: LocaleHandle, status: RenderStatus) {
        guard let diagnostics else { return }
        let validKey = key.id >= 0 && key.id < layout.keyCount
        let (text, table) = validKey ? self.key(of: key) : ("#\(key.id)", BundleFormat.defaultTable)
        let name = locale.index >= 0 && locale.index < layout.localeCount ? identifier(of: locale) : "#\(locale.index)"
        func send(_ kind: CatalogDiagnostic.Kind, _ status: RenderStatus) {
            diagnostics(CatalogDiagnostic(kind: kind, path: path, key: text, table: table, locale: name, status: status))
        }
        if status.contains(.missingKey) {
            send(.missingKey, status)
        } else if status.contains(.usedKey) {
            send(.missingTranslation, status)
        }
        if !status.isDisjoint(with: [.missingArgument, .convertedArgument, .mismatchedArgument, .formatErrors]) {
            send(.argumentMismatch, status)
        }
        if status.contains(.corruptData) { send(.corruptData, status) }
    }

    /// Reports a render by key text for a key the bundle does not have.
    @inline(never)
    func reportMissingKey(_ key: String, table: String?, locale: LocaleHandle) {
        guard let diagnostics else { return }
        let name = locale.index >= 0 && locale.index < layout.localeCount ? identifier(of: locale) : "#\(locale.index)"
        diagnostics(CatalogDiagnostic(kind: .missingKey, path: path, key: key, table: table ?? BundleFormat.defaultTable,
                                      locale: name, status: .missingKey))
    }

    /// Reports the final render of ``string(_:table:locale:device:width:numberStyle:arguments:)``
    /// (once, however many buffer sizes it tried).
    @inline(never)
    func reportString(_ key: String, table: String?, locale: LocaleHandle, status: RenderStatus) {
        if status.contains(.missingKey) {
            reportMissingKey(key, table: table, locale: locale)
        } else if !status.isDisjoint(with: Catalog.reportedStatus), let id = keyID(key, table: table) {
            reportRender(KeyHandle(id: id), locale: locale, status: status)
        }
    }

    /// Reports a locale request that fell back to the source language.
    @inline(never)
    func reportMissingLocale(_ requested: String) {
        guard let diagnostics else { return }
        diagnostics(CatalogDiagnostic(kind: .localeNotFound, path: path, locale: requested))
    }
}
