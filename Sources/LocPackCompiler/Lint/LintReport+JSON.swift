import Foundation

extension LintReport {
    /// The report as one JSON object (`locpack lint --format json`):
    ///
    /// ```json
    /// {"diagnostics": [{"file", "line", "column", "jsonPath", "id", "severity", "message"}],
    ///  "coverage": [{"locale", "sourceLanguage", "translated", "missing", "total"}],
    ///  "keys": N, "errors": N, "warnings": N, "notes": N}
    /// ```
    ///
    /// `line` and `column` are 0 and `jsonPath` is null when unknown. With
    /// `verbose`, each coverage row also lists its `missingKeys`.
    public func jsonData(verbose: Bool = false) -> Data {
        let object: [String: Any] = [
            "diagnostics": diagnostics.map(\.jsonObject),
            "coverage": coverage.map { row -> [String: Any] in
                var item: [String: Any] = ["locale": row.locale, "sourceLanguage": row.isSourceLanguage,
                                           "translated": row.translated, "missing": row.missing, "total": row.total]
                if verbose { item["missingKeys"] = row.missingKeys }
                return item
            },
            "keys": keyCount,
            "errors": errorCount,
            "warnings": warningCount,
            "notes": noteCount,
        ]
        // Only property-list values above: serialization cannot fail.
        return (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
    }
}
