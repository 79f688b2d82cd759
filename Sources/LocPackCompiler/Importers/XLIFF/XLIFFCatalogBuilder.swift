import Foundation

/// Collects the entries of the `<file>` elements of one XLIFF document.
///
/// Two `<file>`s may hold the same table for the same language (Xcode
/// exports `Localizable.strings` and `Localizable.stringsdict` separately);
/// when both define a key, the `.stringsdict` one wins, as in an `.lproj`
/// folder. Any other key defined twice for the same table and language is
/// an error naming both units.
struct XLIFFCatalogBuilder {
    let file: String
    var diagnostics: [Diagnostic] = []
    private(set) var catalog = MessageCatalog(sourceLanguage: "")
    /// Entry index by table and key.
    private var entryIndex: [String: Int] = [:]
    /// Where each table/key/locale was defined, and whether from a stringsdict path.
    private var definitions: [String: (location: SourceLocation, fromStringsdict: Bool)] = [:]

    init(file: String) { self.file = file }

    /// The table of a `<file original=…>`: the base name of the path
    /// (`en.lproj/Localizable.strings` → `Localizable`), and `InfoPlist` for
    /// an `Info.plist`.
    static func tableName(original: String) -> String {
        if (original as NSString).pathExtension == "plist" { return "InfoPlist" }
        return LprojTree.tableName(ofFile: original)
    }

    mutating func add(_ element: XLIFFDocument.File) {
        guard let source = element.sourceLanguage, !source.isEmpty else {
            diagnostics.append(Diagnostic(.error, at: element.location, "<file> has no 'source-language'"))
            return
        }
        guard let locale = element.targetLanguage, !locale.isEmpty else {
            diagnostics.append(Diagnostic(.error, at: element.location,
                "<file> has no 'target-language'; LocPack reads the translations of an XLIFF, so it needs their language"))
            return
        }
        if catalog.sourceLanguage.isEmpty {
            catalog.sourceLanguage = source
        } else if !LocaleIdentifierSpelling.same(catalog.sourceLanguage, source) {
            diagnostics.append(Diagnostic(.warning, at: element.location,
                "source-language \(source) differs from \(catalog.sourceLanguage) of the first <file>"))
        }
        var table = "Localizable"
        if let original = element.original, !original.isEmpty {
            table = Self.tableName(original: original)
        } else {
            diagnostics.append(Diagnostic(.warning, at: element.location,
                "<file> has no 'original'; its units go to the table Localizable"))
        }

        // Group the units by key, keeping the order of first appearance.
        var catalogGroups: [(key: String, units: [(components: [String], unit: XLIFFDocument.Unit)])] = []
        var dictGroups: [(key: String, units: [(components: [String], unit: XLIFFDocument.Unit)])] = []
        var catalogIndex: [String: Int] = [:], dictIndex: [String: Int] = [:]
        let stringsValues = XLIFFStringsUnits.holdsStringsValues(original: element.original)
        for unit in element.units where unit.isTranslatable {
            if stringsValues, !unit.id.contains(XLIFFCatalogUnits.separator), !XLIFFStringsdictUnits.isStringsdictID(unit.id) {
                if let message = XLIFFStringsUnits.message(unit, diagnostics: &diagnostics) {
                    define(unit.id, table: table, locale: locale, message: message, units: [unit], fromStringsdict: false)
                }
                continue
            }
            if XLIFFStringsdictUnits.isStringsdictID(unit.id) {
                guard let components = XLIFFStringsdictUnits.components(ofID: unit.id) else {
                    diagnostics.append(Diagnostic(.error, at: unit.location,
                        "trans-unit id '\(unit.id)' is not a stringsdict path (expected /KEY:dict/…:dict/:string)"))
                    continue
                }
                let key = components[0]
                if dictIndex[key] == nil { dictIndex[key] = dictGroups.count; dictGroups.append((key, [])) }
                dictGroups[dictIndex[key]!].units.append((Array(components.dropFirst()), unit))
                continue
            }
            let key: String, suffix: String
            if let range = unit.id.range(of: XLIFFCatalogUnits.separator) {
                key = String(unit.id[..<range.lowerBound])
                suffix = String(unit.id[range.upperBound...])
            } else {
                key = unit.id
                suffix = ""
            }
            guard let components = XLIFFCatalogUnits.components(ofSuffix: suffix) else {
                diagnostics.append(Diagnostic(.error, at: unit.location,
                    "trans-unit id '\(unit.id)': unknown variation '\(suffix)' (expected plural.CATEGORY, device.DEVICE, device.DEVICE.plural.CATEGORY or substitutions.NAME.plural.CATEGORY)"))
                continue
            }
            if catalogIndex[key] == nil { catalogIndex[key] = catalogGroups.count; catalogGroups.append((key, [])) }
            catalogGroups[catalogIndex[key]!].units.append((components, unit))
        }

        var mapper = XLIFFDiagnosticMapper()
        let catalogReader = StringCatalogReader(file: file)
        catalogReader.sourceLanguage = source
        for group in catalogGroups {
            if let message = XLIFFCatalogUnits.message(key: group.key, units: group.units, locale: locale,
                                                       catalog: catalogReader, mapper: &mapper) {
                define(group.key, table: table, locale: locale, message: message, units: group.units.map(\.unit),
                       fromStringsdict: false)
            }
        }
        let dictReader = StringsdictReader(file: file, infersTypes: true)
        for group in dictGroups {
            if let message = XLIFFStringsdictUnits.message(key: group.key, units: group.units, reader: dictReader,
                                                           mapper: &mapper) {
                define(group.key, table: table, locale: locale, message: message, units: group.units.map(\.unit),
                       fromStringsdict: true)
            }
        }
        diagnostics += mapper.map(catalogReader.diagnostics + dictReader.diagnostics)
    }

    /// Adds the message of `key`, applying the merge rule.
    private mutating func define(_ key: String, table: String, locale: String, message: Message,
                                 units: [XLIFFDocument.Unit], fromStringsdict: Bool) {
        let main = units.first { !$0.id.contains(XLIFFCatalogUnits.separator) } ?? units[0]
        let location = main.location
        let id = table + "\u{0}" + key + "\u{0}" + LocaleIdentifierSpelling.canonical(locale)
        if let earlier = definitions[id] {
            if earlier.fromStringsdict && !fromStringsdict { return }
            if !(fromStringsdict && !earlier.fromStringsdict) {
                diagnostics.append(Diagnostic(.error, at: location,
                    "key '\(key)' (table \(table), locale \(locale)) is already defined at \(earlier.location)"))
                return
            }
        }
        definitions[id] = (location, fromStringsdict)
        let entryID = table + "\u{0}" + key
        if let index = entryIndex[entryID] {
            catalog.entries[index].localizations[locale] = message
        } else {
            entryIndex[entryID] = catalog.entries.count
            let comment = units.lazy.compactMap(\.note).first { !$0.isEmpty }
            catalog.entries.append(CatalogEntry(key: key, table: table, comment: comment,
                                                localizations: [locale: message], location: location))
        }
    }
}
