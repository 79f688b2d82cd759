/// One message under check: a locale's message of a catalog entry, with
/// the place to report at and the words that name it in a diagnostic.
struct LintSubject {
    /// The entry.
    let entry: CatalogEntry
    /// The locale, as the catalog spells it.
    let locale: String
    /// Where diagnostics about this message point.
    let location: SourceLocation

    /// A subject reported at `location`, or, when nil, at the entry's
    /// location — narrowed to `localizations.LOCALE` for a String Catalog
    /// entry, whose JSON holds every locale.
    init(entry: CatalogEntry, locale: String, location: SourceLocation? = nil) {
        self.entry = entry
        self.locale = locale
        self.location = location ?? Self.narrowed(entry.location, key: entry.key, locale: locale)
    }

    /// A diagnostic about this message: `LOCALE: text (key 'KEY')`, with the
    /// table when it is not `Localizable`.
    func diagnostic(_ severity: Diagnostic.Severity, _ text: String) -> Diagnostic {
        let table = entry.table == "Localizable" ? "" : ", table \(entry.table)"
        return Diagnostic(severity, at: location, "\(locale): \(text) (key '\(entry.key)'\(table))")
    }

    /// A warning that this translation is left out because of `problem`,
    /// reported at `place` when given, else at the subject's location.
    func leftOut(_ problem: String, at place: SourceLocation? = nil) -> Diagnostic {
        .leftOut(OmittedTranslation(key: entry.key, table: entry.table, locale: locale), at: place ?? location, problem)
    }

    /// `$.strings["KEY"]` of a String Catalog becomes
    /// `$.strings["KEY"].localizations.LOCALE`; other locations are kept.
    static func narrowed(_ location: SourceLocation, key: String, locale: String) -> SourceLocation {
        let entryPath = JSONSourcePath.root.member("strings").quoted(key)
        guard location.jsonPath == entryPath.description else { return location }
        var narrowed = location
        narrowed.jsonPath = entryPath.member("localizations").member(locale).description
        return narrowed
    }
}
