import Foundation

extension LintReport {
    /// The report as `locpack lint` prints it: one line per diagnostic in
    /// the compiler form with its ID (at most `limit` warnings and notes,
    /// the rest counted; nil: every one), the count of each kind, then the
    /// coverage table, then a summary line. With `verbose`, the missing
    /// keys of each locale follow the table.
    public func text(verbose: Bool = false, limit: Int? = DiagnosticListing.defaultLimit) -> String {
        var lines = DiagnosticListing(diagnostics, limit: limit).lines
        if !lines.isEmpty { lines.append("") }
        if coverage.isEmpty {
            lines.append("coverage: not computed, the inputs have errors")
        } else {
            lines += coverageTable()
            if verbose {
                for row in coverage where row.missing > 0 {
                    lines.append("")
                    lines.append("missing in \(row.locale) (\(row.missing)):")
                    lines += row.missingKeys.map { "  " + $0 }
                }
            }
        }
        lines.append("")
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `2 errors, 1 warning, 0 notes`.
    public var summary: String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        return [count(errorCount, "error"), count(warningCount, "warning"), count(noteCount, "note")].joined(separator: ", ")
    }

    /// The table, one row per locale, columns aligned.
    func coverageTable() -> [String] {
        let names = coverage.map { $0.isSourceLanguage ? "\($0.locale) (source)" : $0.locale }
        let width = max(6, names.map(\.count).max() ?? 0)
        func pad(_ text: String, _ n: Int, left: Bool) -> String {
            let fill = String(repeating: " ", count: max(0, n - text.count))
            return left ? text + fill : fill + text
        }
        var lines = ["coverage of \(keyCount) key\(keyCount == 1 ? "" : "s"):",
                     "  " + pad("locale", width, left: true) + "  translated  missing       %"]
        for (row, name) in zip(coverage, names) {
            lines.append("  " + pad(name, width, left: true) + "  " + pad(String(row.translated), 10, left: false)
                         + "  " + pad(String(row.missing), 7, left: false)
                         + "  " + pad(String(format: "%.1f%%", row.percent), 6, left: false))
        }
        return lines
    }
}
