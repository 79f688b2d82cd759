/// One message under check: a locale's message of a catalog entry, with
/// the place to report at and the words that name it in a diagnostic.
struct LintSubject {
    /// The entry.
    let entry: CatalogEntry
    /// The locale, as the catalog spells it.
    let locale: String
    /// Where diagnostics about this message point.
    let location: SourceLocation

    /// A subject reported at `location`, or, when nil, where the entry
    /// says the locale's message was written (``CatalogEntry/location(of:)``).
    init(entry: CatalogEntry, locale: String, location: SourceLocation? = nil) {
        self.entry = entry
        self.locale = locale
        self.location = location ?? entry.location(of: locale)
    }

    /// A diagnostic about this message: `LOCALE: text (key 'KEY')`, with the
    /// table when it is not `Localizable`.
    func diagnostic(_ severity: Diagnostic.Severity, _ id: DiagnosticID, _ text: String) -> Diagnostic {
        let table = entry.table == "Localizable" ? "" : ", table \(entry.table)"
        return Diagnostic(severity, id, at: location, "\(locale): \(text) (key '\(entry.key)'\(table))")
    }

    /// A warning of kind `id` that this translation is left out because of
    /// `problem`, reported at `place` when given, else at the subject's location.
    func leftOut(_ id: DiagnosticID, _ problem: String, at place: SourceLocation? = nil) -> Diagnostic {
        .leftOut(OmittedTranslation(key: entry.key, table: entry.table, locale: locale), at: place ?? location, problem, id)
    }
}
