/// Reads the units Xcode exports from a `.strings` file (or an `Info.plist`):
/// the id is the key, the target the value, read as a `.strings` value is —
/// a format string in which `%#@name@` is no substitution token.
enum XLIFFStringsUnits {
    /// Whether the units of a `<file>` with this `original` are `.strings` values.
    static func holdsStringsValues(original: String?) -> Bool {
        guard let original else { return false }
        return original.hasSuffix(".strings") || original.hasSuffix(".plist")
    }

    /// The message of a unit, `nil` when it has no translation. A text that
    /// is no valid format string becomes its literal text with the problem
    /// recorded at its `<target>` (``FormatSource``): the build shows it as
    /// written when the key takes no arguments, else leaves it out.
    static func message(_ unit: XLIFFDocument.Unit, diagnostics: inout [Diagnostic]) -> Message? {
        guard let text = unit.translation else { return nil }
        var message = FormatStringSplitter.plainMessage(text, options: .init(recognizesSubstitutions: false))
        if message.formatSource?.problem != nil { message.formatSource?.problemLocation = unit.textLocation }
        return message
    }
}
