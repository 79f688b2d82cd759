/// Choosing the bundle locale for a client: from an HTTP `Accept-Language`
/// header or from a list of preferred languages.
///
/// For each preferred language in order (for a header: by weight, highest
/// first, equal weights in header order) the catalog's own resolution,
/// ``localeIfPresent(_:)``, is tried and the first that finds a bundle
/// locale wins: the exact identifier in any spelling (`pt_BR`, `pt-br`),
/// then CLDR matching — language aliases (`iw` → `he`), likely scripts on
/// both sides so scripts never mix (`zh-TW`, `zh-HK` → Traditional; `zh`,
/// `zh-CN` → Simplified), CLDR parents (`es-MX` → `es-419`, `pt-AO` →
/// `pt-PT`), the tag without its region (`fr-CH` → `fr`), then a locale of
/// the same language and script in another region (`pt` → `pt-BR`,
/// `zh-HK` → `zh-Hant-TW`).
///
/// `*` stands for the source language (unless a `q=0` range names it). When
/// nothing matches, the source language is used and, if the catalog has a
/// diagnostics handler and the client named at least one language, a
/// ``CatalogDiagnostic/Kind/localeNotFound`` event is sent (a request
/// without `Accept-Language` is not a missing locale). Parsing rules for headers are in `Specs/runtime-api.md`.
///
/// Negotiating a header allocates nothing: it is parsed in place into a
/// small array on the stack, identifiers are canonicalized on the stack and
/// matched as packed integers against tags computed when the catalog opened.
extension Catalog {
    /// The best bundle locale for an `Accept-Language` header, or the source
    /// language when nothing in it matches.
    ///
    /// ```swift
    /// let locale = catalog.negotiateLocale(acceptLanguage: "fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5")
    /// ```
    public func negotiateLocale(acceptLanguage header: String) -> LocaleHandle {
        if let found = negotiateLocaleIfPresent(acceptLanguage: header) { return found }
        if diagnostics != nil, !AcceptLanguage.ranges(in: header).isEmpty { reportMissingLocale(header) }
        return sourceLocale
    }

    /// The best bundle locale for an `Accept-Language` header, or nil when
    /// no range in it matches (a `*` range matches the source language).
    public func negotiateLocaleIfPresent(acceptLanguage header: String) -> LocaleHandle? {
        var header = header
        return header.withUTF8 { negotiate(acceptLanguage: UnsafeRawBufferPointer($0)) }.map(LocaleHandle.init(index:))
    }

    /// The best bundle locale for preferred languages in order of preference
    /// (BCP 47, lproj or POSIX spellings: `de-AT`, `pt_BR`, `de_DE.UTF-8`,
    /// `*`), or the source language when none matches.
    public func negotiateLocale(preferred languages: [String]) -> LocaleHandle {
        if let found = negotiateLocaleIfPresent(preferred: languages) { return found }
        if diagnostics != nil, !languages.isEmpty { reportMissingLocale(languages.joined(separator: ", ")) }
        return sourceLocale
    }

    /// The best bundle locale for preferred languages in order of preference,
    /// or nil when none matches.
    public func negotiateLocaleIfPresent(preferred languages: [String]) -> LocaleHandle? {
        for var language in languages {
            let found: Int? = language.withUTF8 { bytes in
                if bytes.count == 1, bytes[0] == UInt8(ascii: "*") { return layout.sourceLocale }
                return bestLocale(utf8: UnsafeRawBufferPointer(bytes))
            }
            if let found { return LocaleHandle(index: found) }
        }
        return nil
    }

    /// Negotiates over the header's bytes.
    func negotiate(acceptLanguage header: UnsafeRawBufferPointer) -> Int? {
        AcceptLanguageParser.withRanges(in: header) { ranges in
            for range in ranges {
                guard range.quality > 0 else { break }
                let bytes = UnsafeRawBufferPointer(rebasing: header[Int(range.start)..<Int(range.start) &+ Int(range.length)])
                if bytes.count == 1, bytes[0] == UInt8(ascii: "*") {
                    if !excludes(layout.sourceLocale, ranges: ranges, header: header) { return layout.sourceLocale }
                    continue
                }
                if let found = bestLocale(utf8: bytes) { return found }
            }
            return nil
        }
    }

    /// Whether a `q=0` range names `locale` exactly (`en;q=0` excludes `en`;
    /// `en-US;q=0` does not).
    private func excludes(_ locale: Int, ranges: UnsafeBufferPointer<ParsedLanguageRange>,
                          header: UnsafeRawBufferPointer) -> Bool {
        for range in ranges where range.quality == 0 {
            let bytes = UnsafeRawBufferPointer(rebasing: header[Int(range.start)..<Int(range.start) &+ Int(range.length)])
            if resolveLocale(utf8: bytes, truncating: false) == locale { return true }
        }
        return false
    }
}
