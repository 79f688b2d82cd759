import LocPack

/// Turns the units Xcode exports from a String Catalog — ids `KEY`,
/// `KEY|==|plural.CAT`, `KEY|==|device.DEV`, `KEY|==|device.DEV.plural.CAT`,
/// `KEY|==|substitutions.NAME.plural.CAT` — back into the localization they
/// came from, and reads it with the String Catalog importer's own
/// ``LocalizationReader``, so an XLIFF round trip means exactly what the
/// catalog means.
///
/// A unit with a translation becomes a `translated` string unit; one without
/// (no `<target>`, or state `new`/`needs-translation`) becomes a `new` unit
/// holding its source text, which — as in a catalog — contributes nothing:
/// a plural whose `other` is untranslated, or a main phrase that is, makes
/// the locale fall back. The export carries no `argNum` or
/// `formatSpecifier`: a substitution takes its argument from its token in
/// the main phrase, and its specifier from the first numeric conversion of
/// that argument in its cases (`%2$lld`), else `lld`.
enum XLIFFCatalogUnits {
    /// The separator between the key and the variation path in an id.
    static let separator = "|==|"

    /// Where a unit's id suffix puts its text inside a localization
    /// (`plural.one` → `variations.plural.one`); `[]` for the plain key,
    /// `nil` for a suffix Xcode does not write.
    static func components(ofSuffix suffix: String) -> [String]? {
        if suffix.isEmpty { return [] }
        let substitutions = "substitutions."
        if suffix.hasPrefix(substitutions) {
            let rest = suffix.dropFirst(substitutions.count)
            guard let marker = rest.range(of: ".plural.", options: .backwards) else { return nil }
            let name = String(rest[..<marker.lowerBound]), category = String(rest[marker.upperBound...])
            guard !name.isEmpty, !category.isEmpty, !category.contains(".") else { return nil }
            return ["substitutions", name, "variations", "plural", category]
        }
        let parts = suffix.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        switch parts.count {
        case 2 where parts[0] == "plural" || parts[0] == "device":
            return ["variations", parts[0], parts[1]]
        case 4 where parts[0] == "device" && parts[2] == "plural":
            return ["variations", "device", parts[1], "variations", "plural", parts[3]]
        default:
            return nil
        }
    }

    /// The message of `key` for `locale` from its units (each with its
    /// components), or `nil` when no unit is translated or the reader
    /// found an error (reported through `catalog`, with paths under
    /// `$["KEY"]` registered in `mapper`), with the arguments its
    /// substitutions name.
    static func message(key: String, units: [(components: [String], unit: XLIFFDocument.Unit)], locale: String,
                        catalog: StringCatalogReader, mapper: inout XLIFFDiagnosticMapper)
        -> (message: Message, arguments: [DeclaredArgument])? {
        guard units.contains(where: { $0.unit.translation != nil }) else { return nil }
        let root = JSONSourcePath.root.quoted(key)
        var localization: [String: Any] = [:]
        for (components, unit) in units {
            let stringUnit: [String: Any] = unit.translation.map { ["state": "translated", "value": $0] }
                ?? ["state": "new", "value": unit.source ?? ""]
            insert(["stringUnit": stringUnit], at: components[...], into: &localization)
            mapper.register(unit, at: components.reduce(root) { $0.member($1) })
        }
        addFormatSpecifiers(to: &localization, units: units)
        let reader = LocalizationReader(catalog: catalog, key: key, locale: locale, isSourceLanguage: false)
        return reader.read(localization, at: root).map { ($0, reader.declaredArguments) }
    }

    /// Merges `value` into the object at `path` of `object`.
    private static func insert(_ value: [String: Any], at path: ArraySlice<String>, into object: inout [String: Any]) {
        guard let first = path.first else {
            object.merge(value) { _, new in new }
            return
        }
        var child = object[first] as? [String: Any] ?? [:]
        insert(value, at: path.dropFirst(), into: &child)
        object[first] = child
    }

    /// Gives every substitution the `formatSpecifier` its cases show.
    private static func addFormatSpecifiers(to localization: inout [String: Any],
                                            units: [(components: [String], unit: XLIFFDocument.Unit)]) {
        guard var substitutions = localization["substitutions"] as? [String: Any] else { return }
        // The argument of each token in the texts outside substitutions.
        var arguments: [String: Int] = [:]
        for (components, unit) in units where components.first != "substitutions" {
            let text = unit.translation ?? unit.source ?? ""
            for token in (try? FormatStringSplitter.splitText(text))?.substitutions ?? [] where arguments[token.name] == nil {
                arguments[token.name] = token.argumentIndex
            }
        }
        for name in substitutions.keys {
            guard var substitution = substitutions[name] as? [String: Any] else { continue }
            let argument = arguments[name] ?? 1
            var best: FormatSpec?, fallback: FormatSpec?
            for (components, unit) in units where components.count > 1 && components[0] == "substitutions" && components[1] == name {
                let text = unit.translation ?? unit.source ?? ""
                let options = FormatStringSplitter.Options(unnumberedArgument: argument)
                for case let .argument(index, spec) in (try? FormatStringSplitter.splitText(text, options: options))?.nodes ?? []
                where LocalizationReader.isNumeric(spec) {
                    if index == argument, best == nil { best = spec }
                    if fallback == nil { fallback = spec }
                }
            }
            substitution["formatSpecifier"] = (best ?? fallback).map(StringsdictReader.specText) ?? "lld"
            substitutions[name] = substitution
        }
        localization["substitutions"] = substitutions
    }
}
