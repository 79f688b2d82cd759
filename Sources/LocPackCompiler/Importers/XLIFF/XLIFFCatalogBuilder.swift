import Foundation

/// Collects the entries of the `<file>` elements of one XLIFF document.
///
/// A `<file>` gives its `target-language` the `<target>`s of its units, and
/// its `source-language` (the development language) their `<source>` texts.
/// A `<source>` text is the weakest definition: a `<target>` in the same
/// language replaces it, another `<source>` text of the same key is dropped,
/// and the entry records it in ``CatalogEntry/restatedSourceLocales`` so that
/// ``CatalogMerger`` lets every other input replace it. A `<target>` in the
/// file's own `source-language` (Xcode's export for the development
/// language) is recorded the same way: it copies the project's files.
///
/// Two `<file>`s may hold the same table for the same language (Xcode
/// exports `Localizable.strings` and `Localizable.stringsdict` separately);
/// when both define a key, the `.stringsdict` one wins, as in an `.lproj`
/// folder. Any other key with two `<target>`s for the same table and
/// language is an error naming both units. A problem inside one key's units
/// leaves that translation out with a warning.
struct XLIFFCatalogBuilder {
    let file: String
    var diagnostics: [Diagnostic] = []
    private(set) var catalog = MessageCatalog(sourceLanguage: "")
    /// Entry index by table and key.
    private var entryIndex: [String: Int] = [:]
    /// Where each table/key/locale was defined, whether from a stringsdict
    /// path, and whether from a `<source>` text.
    private var definitions: [String: (location: SourceLocation, precedence: MergePrecedence, isSourceText: Bool, original: String?)] = [:]

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
            diagnostics.append(Diagnostic(.error, .unreadableInput, at: element.location, "<file> has no 'source-language'"))
            return
        }
        let locale = element.targetLanguage ?? ""
        if locale.isEmpty {
            diagnostics.append(Diagnostic(.warning, .ignoredContent, at: element.location,
                "<file> has no 'target-language'; only its <source> texts (\(source)) are read"))
        }
        if catalog.sourceLanguage.isEmpty {
            catalog.sourceLanguage = source
        } else if !LocaleIdentifierSpelling.same(catalog.sourceLanguage, source) {
            diagnostics.append(Diagnostic(.warning, .sourceLanguageMismatch, at: element.location,
                "source-language \(source) differs from \(catalog.sourceLanguage) of the first <file>"))
        }
        var table = "Localizable"
        if let original = element.original, !original.isEmpty {
            table = Self.tableName(original: original)
        } else {
            diagnostics.append(Diagnostic(.warning, .ignoredContent, at: element.location,
                "<file> has no 'original'; its units go to the table Localizable"))
        }

        let translations = locale.isEmpty ? [] : element.units.filter(\.isTranslatable)
        addUnits(translations, original: element.original, table: table, locale: locale, sourceLanguage: source,
                 asSourceText: false)
        // The development language's text, from every unit that has one (also `translate="no"`).
        let sourceTexts = element.units.compactMap(\.asSourceTranslation)
        addUnits(sourceTexts, original: element.original, table: table, locale: source, sourceLanguage: source,
                 asSourceText: true)
    }

    /// Groups `units` by key (keeping the order of first appearance), reads
    /// each key's message for `locale` and defines it. A problem inside one
    /// key's units leaves that translation out with a warning at its unit.
    private mutating func addUnits(_ units: [XLIFFDocument.Unit], original: String?, table: String, locale: String,
                                   sourceLanguage: String, asSourceText: Bool) {
        // A `<target>` in the file's own source language (Xcode's `en.xliff`)
        // copies the development language's files as weakly as `<source>` does.
        let weak = asSourceText || LocaleIdentifierSpelling.same(locale, sourceLanguage)
        var catalogGroups: [(key: String, units: [(components: [String], unit: XLIFFDocument.Unit)])] = []
        var dictGroups: [(key: String, units: [(components: [String], unit: XLIFFDocument.Unit)])] = []
        var catalogIndex: [String: Int] = [:], dictIndex: [String: Int] = [:]
        let stringsValues = XLIFFStringsUnits.holdsStringsValues(original: original)
        for unit in units {
            if stringsValues, !unit.id.contains(XLIFFCatalogUnits.separator), !XLIFFStringsdictUnits.isStringsdictID(unit.id) {
                if leavesOutUnreadable([unit], key: unit.id, table: table, locale: locale) { continue }
                var problems: [Diagnostic] = []
                if let message = XLIFFStringsUnits.message(unit, diagnostics: &problems) {
                    define(unit.id, table: table, locale: locale, message: message, arguments: [], units: [unit], fromStringsdict: false,
                           asSourceText: weak, original: original)
                }
                leaveOut(problems, key: unit.id, table: table, locale: locale, asSourceText: asSourceText)
                continue
            }
            if XLIFFStringsdictUnits.isStringsdictID(unit.id) {
                guard let components = XLIFFStringsdictUnits.components(ofID: unit.id) else {
                    if !asSourceText {
                        diagnostics.append(Diagnostic(.warning, .ignoredContent, at: unit.location,
                            "trans-unit id '\(unit.id)' is not a stringsdict path (expected /KEY:dict/…:dict/:string); the unit is ignored"))
                    }
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
                if !asSourceText {
                    diagnostics.append(Diagnostic(.warning, .ignoredContent, at: unit.location,
                        "trans-unit id '\(unit.id)': unknown variation '\(suffix)' (expected plural.CATEGORY, device.DEVICE, device.DEVICE.plural.CATEGORY or substitutions.NAME.plural.CATEGORY); the unit is ignored"))
                }
                continue
            }
            if catalogIndex[key] == nil { catalogIndex[key] = catalogGroups.count; catalogGroups.append((key, [])) }
            catalogGroups[catalogIndex[key]!].units.append((components, unit))
        }

        for group in catalogGroups {
            if leavesOutUnreadable(group.units.map(\.unit), key: group.key, table: table, locale: locale) { continue }
            var mapper = XLIFFDiagnosticMapper()
            let catalogReader = StringCatalogReader(file: file)
            catalogReader.sourceLanguage = sourceLanguage
            let read = XLIFFCatalogUnits.message(key: group.key, units: group.units, locale: locale,
                                                 catalog: catalogReader, mapper: &mapper)
            let problems = mapper.map(catalogReader.diagnostics)
            if let read, !problems.contains(where: { $0.severity == .error }) {
                define(group.key, table: table, locale: locale, message: read.message, arguments: read.arguments,
                       units: group.units.map(\.unit), fromStringsdict: false, asSourceText: weak, original: original)
            }
            leaveOut(problems, key: group.key, table: table, locale: locale, asSourceText: asSourceText)
        }
        for group in dictGroups {
            if leavesOutUnreadable(group.units.map(\.unit), key: group.key, table: table, locale: locale) { continue }
            var mapper = XLIFFDiagnosticMapper()
            let dictReader = StringsdictReader(file: file, infersTypes: true)
            let message = XLIFFStringsdictUnits.message(key: group.key, units: group.units, reader: dictReader,
                                                        mapper: &mapper)
            let problems = mapper.map(dictReader.diagnostics)
            if let message, !problems.contains(where: { $0.severity == .error }) {
                define(group.key, table: table, locale: locale, message: message, arguments: dictReader.declaredArguments,
                       units: group.units.map(\.unit), fromStringsdict: true, asSourceText: weak, original: original)
            }
            leaveOut(problems, key: group.key, table: table, locale: locale, asSourceText: asSourceText)
        }
    }

    /// Leaves out the translation of `key` when one of its units has a
    /// `<target>` LocPack cannot read; `true` when it did.
    private mutating func leavesOutUnreadable(_ units: [XLIFFDocument.Unit], key: String, table: String,
                                              locale: String) -> Bool {
        let problems = units.compactMap(\.targetProblem)
        guard !problems.isEmpty else { return false }
        leaveOut(problems, key: key, table: table, locale: locale)
        return true
    }

    /// Reports `problems` of one key in one locale: errors become warnings
    /// that the translation is left out (`Specs/lint.md`, "Build policy").
    /// For `<source>` texts only those are reported: every XLIFF of a
    /// project repeats the source texts, and their other warnings belong to
    /// the development language's own files.
    private mutating func leaveOut(_ problems: [Diagnostic], key: String, table: String, locale: String,
                                   asSourceText: Bool = false) {
        for problem in problems {
            guard problem.severity == .error else {
                if !asSourceText { diagnostics.append(problem) }
                continue
            }
            // An error inside a translation is the translation's mistake, of its own kind when it has one.
            diagnostics.append(.leftOut(OmittedTranslation(key: key, table: table, locale: locale),
                                        at: problem.location, problem.message,
                                        problem.id == .unreadableInput ? .malformedTranslation : problem.id))
        }
    }

    /// Adds the message of `key`, applying the merge rule: a `<target>`
    /// replaces a `<source>` text silently, and a later `<source>` text of
    /// the same key (another `<file>` of the same table) is dropped.
    private mutating func define(_ key: String, table: String, locale: String, message: Message,
                                 arguments: [DeclaredArgument], units: [XLIFFDocument.Unit], fromStringsdict: Bool, asSourceText: Bool,
                                 original: String?) {
        let main = units.first { !$0.id.contains(XLIFFCatalogUnits.separator) } ?? units[0]
        let location = main.location
        let entryID = CatalogEntry.identity(table: table, key: key)
        let id = entryID + "\u{0}" + LocaleIdentifierSpelling.canonical(locale)
        // Units exported from `.stringsdict` files replace those from `.strings` files (or a catalog), as in ``CatalogMerger``.
        let precedence = fromStringsdict ? StringsdictFormat.mergePrecedence : StringsFormat.mergePrecedence
        if let earlier = definitions[id] {
            if earlier.isSourceText != asSourceText {
                if asSourceText { return }
            } else if let outranks = precedence.outranks(earlier.precedence) {
                if !outranks { return }
            } else {
                if asSourceText { return }
                let earlierMessage = entryIndex[entryID].flatMap { index in
                    catalog.entries[index].localizations.first { LocaleIdentifierSpelling.same($0.key, locale) }?.value
                }
                if earlierMessage == message { return }
                if earlier.original != original {
                    // Xcode exports every bundle of a project (app, frameworks,
                    // extensions) into one document; each has its own tables.
                    diagnostics.append(Diagnostic(.warning, .conflictingDefinition, at: location,
                        "key '\(key)' (table \(table), locale \(locale)) of '\(original ?? "")' is also defined, differently, by '\(earlier.original ?? "")' at \(earlier.location), another bundle of the project; the first is kept (build each bundle's files separately to keep both)"))
                    return
                }
                diagnostics.append(Diagnostic(.error, .duplicateKey, at: location,
                    "key '\(key)' (table \(table), locale \(locale)) is already defined at \(earlier.location)"))
                return
            }
        }
        definitions[id] = (location, precedence, asSourceText, original)
        let index: Int
        if let existing = entryIndex[entryID] {
            index = existing
            // A replaced definition may spell the locale differently (`pt_BR`, `pt-BR`).
            for spelling in catalog.entries[index].localizations.keys
            where spelling != locale && LocaleIdentifierSpelling.same(spelling, locale) {
                catalog.entries[index].localizations[spelling] = nil
                catalog.entries[index].restatedSourceLocales.remove(spelling)
            }
            catalog.entries[index].localizations[locale] = message
        } else {
            index = catalog.entries.count
            entryIndex[entryID] = index
            let comment = units.lazy.compactMap(\.note).first { !$0.isEmpty }
            catalog.entries.append(CatalogEntry(key: key, table: table, comment: comment,
                                                localizations: [locale: message], location: location))
        }
        if LocaleIdentifierSpelling.same(locale, catalog.sourceLanguage) {
            catalog.entries[index].arguments.declareFirst(arguments)
        } else {
            catalog.entries[index].arguments.declareMissing(arguments)
        }
        if asSourceText {
            catalog.entries[index].restatedSourceLocales.insert(locale)
        } else {
            catalog.entries[index].restatedSourceLocales.remove(locale)
        }
    }
}
