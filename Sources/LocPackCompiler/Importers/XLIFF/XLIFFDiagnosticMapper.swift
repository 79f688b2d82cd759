/// Moves diagnostics made by the String Catalog and `.stringsdict` readers
/// (which name a key path) to the `<trans-unit>` of the XLIFF document the
/// path came from, so that every XLIFF diagnostic has a line and column and
/// names the unit's id.
///
/// Each unit is registered under the key path its text was placed at. A
/// diagnostic goes to the first unit (in document order) at or below its
/// path (a problem with that unit or with a group of units, such as a plural
/// with no `other`), else to the unit whose path is the longest prefix of
/// its own (a problem inside that unit's text), else to the first unit.
struct XLIFFDiagnosticMapper {
    private var units: [(path: String, unit: XLIFFDocument.Unit)] = []

    /// Records that `unit`'s text sits at `path`.
    mutating func register(_ unit: XLIFFDocument.Unit, at path: JSONSourcePath) {
        units.append((path.description, unit))
    }

    /// `diagnostics` with their places moved to units.
    func map(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            guard let path = diagnostic.location.jsonPath, let unit = unit(for: path) else { return diagnostic }
            return Diagnostic(diagnostic.severity, diagnostic.id, at: unit.textLocation,
                              "\(diagnostic.message) (trans-unit '\(unit.id)')")
        }
    }

    private func unit(for path: String) -> XLIFFDocument.Unit? {
        if let below = units.first(where: { Self.isPrefix(path, of: $0.path) }) { return below.unit }
        let containing = units.filter { Self.isPrefix($0.path, of: path) }.max { $0.path.count < $1.path.count }
        return containing?.unit ?? units.first?.unit
    }

    /// Whether `prefix` is `path` or a path above it (followed by `.` or `[`).
    private static func isPrefix(_ prefix: String, of path: String) -> Bool {
        guard path.hasPrefix(prefix) else { return false }
        guard let next = path.dropFirst(prefix.count).first else { return true }
        return next == "." || next == "["
    }
}
