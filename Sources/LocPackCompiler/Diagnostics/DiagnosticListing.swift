import Foundation

/// What `locpack build` and `locpack lint` print of their diagnostics
/// (`Specs/cli.md`, "Diagnostics"): each in the compiler form with its ID,
/// at most ``defaultLimit`` warnings and notes (errors always, and the
/// notes that explain an error with it; when the limit bites, the warnings
/// that leave a translation out first, then the other warnings, then
/// notes, each printed where it stands), then how many more there are and
/// the count of each kind.
public struct DiagnosticListing {
    /// How many warnings and notes are printed before the rest are only
    /// counted (`--all-diagnostics` prints them all).
    public static let defaultLimit = 50

    /// The diagnostics reported (after `--warn`).
    public let diagnostics: [Diagnostic]
    /// Which of them are printed (`--quiet` hides warnings, notes need `--verbose` in a build).
    public let shows: (Diagnostic) -> Bool
    /// The most warnings and notes printed; nil prints every one.
    public let limit: Int?

    /// A listing of `diagnostics`, printing those `shows` accepts, up to `limit`.
    public init(_ diagnostics: [Diagnostic], limit: Int? = defaultLimit, shows: @escaping (Diagnostic) -> Bool = { _ in true }) {
        self.diagnostics = diagnostics
        self.limit = limit
        self.shows = shows
    }

    /// The lines to print: ``diagnosticLines``, then ``kindCounts``.
    public var lines: [String] { diagnosticLines + kindCounts }

    /// The diagnostics printed, then `… N warnings and M notes more not
    /// printed` when the limit withheld some.
    public var diagnosticLines: [String] {
        // Which of the warnings and notes shown fit in the limit: those that leave a translation out first.
        var always: Set<Int> = [], limited: [Int] = []
        for (index, diagnostic) in diagnostics.enumerated() {
            if diagnostic.severity == .error || Self.explains(diagnostic, index > 0 ? diagnostics[index - 1] : nil) {
                always.insert(index)
            } else if shows(diagnostic) {
                limited.append(index)
            }
        }
        func rank(_ d: Diagnostic) -> Int { d.omitted != nil ? 0 : d.severity == .warning ? 1 : 2 }
        let printed = Set(limited.sorted { (rank(diagnostics[$0]), $0) < (rank(diagnostics[$1]), $1) }.prefix(limit ?? limited.count))
        var lines: [String] = [], withheld: [Diagnostic.Severity: Int] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            if always.contains(index) || printed.contains(index) {
                lines.append(diagnostic.printedLine)
            } else if shows(diagnostic) {
                withheld[diagnostic.severity, default: 0] += 1
            }
        }
        let more = [Diagnostic.Severity.warning, .note].compactMap { severity in
            withheld[severity].map { Self.count($0, severity) }
        }
        if !more.isEmpty {
            lines.append("… \(more.joined(separator: " and ")) more not printed (--all-diagnostics prints every one)")
        }
        return lines
    }

    /// One line per severity that occurs, counting its diagnostics by
    /// kind, most first: `warnings by kind: missing-plural-category 12, …`.
    public var kindCounts: [String] {
        var lines: [String] = []
        for severity in [Diagnostic.Severity.error, .warning, .note] {
            var counts: [DiagnosticID: Int] = [:]
            for diagnostic in diagnostics where diagnostic.severity == severity { counts[diagnostic.id, default: 0] += 1 }
            guard !counts.isEmpty else { continue }
            let ordered = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            lines.append("\(severity.rawValue)s by kind: " + ordered.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }
        return lines
    }

    /// Each diagnostic `shows` accepts as one line of JSON
    /// (`--diagnostics-format json`): `{"column", "file", "id", "jsonPath",
    /// "line", "message", "severity"}`, keys sorted; `line` and `column` 0,
    /// and `file` and `jsonPath` null, when unknown.
    public var jsonLines: [String] {
        diagnostics.enumerated().filter { index, diagnostic in
            diagnostic.severity == .error || shows(diagnostic) || Self.explains(diagnostic, index > 0 ? diagnostics[index - 1] : nil)
        }.map { _, diagnostic in
            let data = (try? JSONSerialization.data(withJSONObject: diagnostic.jsonObject, options: [.sortedKeys, .withoutEscapingSlashes]))
            return data.map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        }
    }

    /// Whether `diagnostic` is a note that follows an error at the same
    /// place and says what to do about it: printed with its error, as a
    /// compiler prints the notes of an error.
    private static func explains(_ diagnostic: Diagnostic, _ previous: Diagnostic?) -> Bool {
        guard let previous else { return false }
        return diagnostic.severity == .note && previous.severity == .error && diagnostic.location == previous.location
    }

    /// `3 warnings`, `1 note`.
    private static func count(_ n: Int, _ severity: Diagnostic.Severity) -> String {
        "\(n) \(severity.rawValue)\(n == 1 ? "" : "s")"
    }
}

extension Diagnostic {
    /// The diagnostic as a JSON object (`locpack lint --format json`,
    /// `--diagnostics-format json`): file, line, column, jsonPath, id,
    /// severity, message. `file` is null for a diagnostic about no one file
    /// (an option, or the bundle being written).
    public var jsonObject: [String: Any] {
        ["file": location.file.isEmpty ? NSNull() : location.file as Any, "line": location.line, "column": location.column,
         "jsonPath": location.jsonPath.map { $0 as Any } ?? NSNull(),
         "id": id.rawValue, "severity": severity.rawValue, "message": message]
    }
}
