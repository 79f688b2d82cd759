/// Reads the units Xcode exports from a `.strings` file (or an `Info.plist`):
/// the id is the key, the target the value, read as a `.strings` value is —
/// a format string in which `%#@name@` is no substitution token.
enum XLIFFStringsUnits {
    /// Whether the units of a `<file>` with this `original` are `.strings` values.
    static func holdsStringsValues(original: String?) -> Bool {
        guard let original else { return false }
        return original.hasSuffix(".strings") || original.hasSuffix(".plist")
    }

    /// The message of a unit, `nil` when it has no translation or (after
    /// appending an error at its `<target>`) an invalid format string.
    static func message(_ unit: XLIFFDocument.Unit, diagnostics: inout [Diagnostic]) -> Message? {
        guard let text = unit.translation else { return nil }
        do {
            return Message(try FormatStringSplitter.split(text, options: .init(recognizesSubstitutions: false)).nodes)
        } catch {
            diagnostics.append(Diagnostic(.error, at: unit.textLocation,
                                          "invalid format string: \(error.description) (trans-unit '\(unit.id)')"))
            return nil
        }
    }
}
