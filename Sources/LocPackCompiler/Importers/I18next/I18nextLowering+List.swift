import LocPack

extension I18nextLowering {
    /// `{{items, list}}` or `{{items, list(type: disjunction; style: short)}}`
    /// as i18next's built-in formatter gives it, `Intl.ListFormat(lng,
    /// options).format(value)`: the locale's CLDR list patterns of the type
    /// (`conjunction` unless given) and style (`long` unless given) are
    /// compiled into a list value, and a render joins the items of a list
    /// argument (`Specs/importers/i18next.md`, "Texts"). Text is a list of
    /// its characters and a number shows as its text, as they do in
    /// i18next; the texts and items are HTML-escaped when `escaped`, as
    /// i18next escapes a formatted value.
    ///
    /// Nil when `Intl` would throw on the options (an unknown type or
    /// style): i18next then shows the value unformatted, which the caller
    /// does, and a warning says so.
    mutating func list(_ name: String, call: I18nextFormatCall, escaped: Bool, found: I18nextFound) throws(Failure) -> [MessageNode]? {
        let given = Dictionary(call.options, uniquingKeysWith: { first, _ in first })
        guard let kind = ListPatternCatalog.Kind(intlName: given["type"] ?? "conjunction"),
              let width = ListPatternCatalog.Width(intlName: given["style"] ?? "long") else {
            warnings.append(Warning(found: found, message: "list(\(call.arguments)): Intl.ListFormat throws on these options, so i18next shows the value unformatted, as LocPack does", id: .platformDifference))
            return nil
        }
        let compiled: CompiledListPattern
        do {
            compiled = try CompiledListPattern(ListPatternCatalog.patterns(locale: locale, kind: kind, width: width), locale: locale,
                                               escapingHTML: escaped, showingAnyValue: true)
        } catch {
            throw Failure(found: found, message: "list(\(call.arguments)): \(error)")
        }
        var placeholder = ValuePlaceholder(operand: .argument(argument(name)), formatting: .function(FormatSpec(conversion: FormatSpec.listConversion)),
                                           fallback: "$" + name)
        placeholder.listPattern = compiled
        return [.value(placeholder)]
    }
}
