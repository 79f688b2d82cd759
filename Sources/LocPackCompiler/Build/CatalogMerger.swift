import Foundation
import LocPack

/// Merges the catalogs of several inputs: one entry per table and key, one
/// message per locale, with the override rules of ``CatalogLoader/load(_:sourceLanguage:allowOverride:)``
/// (`Specs/importers/lproj-tree.md`, "Merging").
///
/// Not every definition competes with every other. Each has a
/// ``DefinitionRank``: a stronger definition replaces a weaker one silently,
/// whatever the order (the development language's own `en.lproj` over
/// `Base.lproj`, both over the `<source>` text of an XLIFF). Two different
/// definitions of the same rank compete: the second is an error naming both places,
/// unless `allowOverride` lets the later one win with a note — except that
/// within one family of formats the higher ``MergePrecedence`` wins silently
/// (a `.stringsdict` entry replaces a `.strings` entry: Xcode's rule for the
/// two files of one folder) — and except definitions from the
/// `.lproj` folders of two bundles (``LprojBundles``), which never compete:
/// each bundle has its own tables, so the build keeps them apart
/// (``keepBundlesApart()``).
struct CatalogMerger {
    private(set) var catalog: MessageCatalog
    private(set) var diagnostics: [Diagnostic] = []
    let allowOverride: Bool

    /// How strongly an input defines a translation, weakest first.
    enum DefinitionRank: Int, Comparable {
        /// A restatement of the development language's text for a translator
        /// (``CatalogEntry/restatedSourceLocales``: the `<source>` of an XLIFF
        /// `<trans-unit>`). Every XLIFF of a project repeats it, so several
        /// such definitions never compete (the first stays).
        case restatedSource
        /// A file in `Base.lproj`: it supplies what the development language's
        /// own folder lacks.
        case baseFolder
        /// Any other definition: a String Catalog, an XLIFF `<target>`, a
        /// file in `NAME.lproj`, a message file.
        case own

        static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }

    private struct Definition {
        var location: SourceLocation
        /// The locale as the input spelled it (the key in `localizations`).
        var spelling: String
        var rank: DefinitionRank
        /// The precedence of the input's format.
        var precedence: MergePrecedence
        /// Which ``add(_:precedence:inBaseFolder:bundle:)`` call made it.
        var input: Int
        /// The bundle folder of an `.lproj` file's definition.
        var bundle: String?
    }

    /// An input from an `.lproj` folder, kept for ``keepBundlesApart()``.
    private struct BundleInput {
        var catalog: MessageCatalog
        var bundle: String
        var precedence: MergePrecedence, inBaseFolder: Bool
    }
    private var bundleInputs: [BundleInput] = []
    /// Per table, the bundle folders whose definitions of one of its keys
    /// differ from another bundle's.
    private var divergentTables: [String: Set<String>] = [:]

    /// How many inputs have been added.
    private var inputCount = 0
    /// Whether the note on how to resolve competing definitions was given.
    private var explainedCompeting = false

    private var entryIndex: [String: Int] = [:]
    private var definitions: [String: Definition] = [:]

    init(sourceLanguage: String, allowOverride: Bool) {
        catalog = MessageCatalog(sourceLanguage: sourceLanguage)
        self.allowOverride = allowOverride
    }

    /// Adds `entry`'s argument declarations to the merged entry at `index`:
    /// the input whose source-language message the merge keeps declares
    /// first (`keptSourceMessage`: the names that message gives are the
    /// key's), every other input only fills numbers still unnamed.
    private mutating func declareArguments(of entry: CatalogEntry, into index: Int, keptSourceMessage: Bool) {
        if keptSourceMessage {
            catalog.entries[index].arguments.declareFirst(entry.arguments)
        } else {
            catalog.entries[index].arguments.declareMissing(entry.arguments)
        }
    }

    /// Adds `input`, whose definitions come from a file of a format with
    /// `precedence`, in `Base.lproj` (or standing for it) or not, in an
    /// `.lproj` folder of the bundle folder `bundle` or none.
    mutating func add(_ input: MessageCatalog, precedence: MergePrecedence = .competing, inBaseFolder: Bool = false,
                      bundle: String? = nil) {
        if let bundle {
            bundleInputs.append(BundleInput(catalog: input, bundle: bundle, precedence: precedence, inBaseFolder: inBaseFolder))
        }
        inputCount += 1
        for entry in input.entries {
            let entryID = entry.identity
            let index: Int
            if let existing = entryIndex[entryID] {
                index = existing
                if catalog.entries[index].comment == nil { catalog.entries[index].comment = entry.comment }
                if !entry.isTranslatable { catalog.entries[index].isTranslatable = false }
            } else {
                index = catalog.entries.count
                entryIndex[entryID] = index
                var merged = CatalogEntry(key: entry.key, table: entry.table, comment: entry.comment,
                                          localizations: [:], location: entry.location)
                merged.keyArguments = entry.keyArguments
                merged.isTranslatable = entry.isTranslatable
                catalog.entries.append(merged)
            }
            var keptSourceMessage = false
            // Alias spellings (`sh-Latn`, `iw`) first, so that within one input the current code's file wins.
            for locale in entry.localizations.keys.sorted(by: Self.aliasesFirst) {
                let id = entryID + "\u{0}" + LocaleIdentifierSpelling.canonical(locale)
                let rank: DefinitionRank = entry.restatedSourceLocales.contains(locale) ? .restatedSource
                    : inBaseFolder ? .baseFolder : .own
                let definition = Definition(location: entry.location(of: locale), spelling: locale, rank: rank,
                                            precedence: precedence, input: inputCount,
                                            bundle: bundle)
                if let earlier = definitions[id] {
                    let same = catalog.entries[index].localizations[earlier.spelling] == entry.localizations[locale]
                    guard replaces(definition, earlier, sameMessage: same, key: entry.key, table: entry.table) else { continue }
                    catalog.entries[index].localizations[earlier.spelling] = nil
                    catalog.entries[index].localizationLocations[earlier.spelling] = nil
                }
                definitions[id] = definition
                catalog.entries[index].localizations[locale] = entry.localizations[locale]
                catalog.entries[index].localizationLocations[locale] = entry.location(of: locale)
                if LocaleIdentifierSpelling.same(locale, catalog.sourceLanguage) { keptSourceMessage = true }
            }
            declareArguments(of: entry, into: index, keptSourceMessage: keptSourceMessage)
        }
    }

    /// Said once, after the first competing definition: what the user can
    /// do. Whole repositories are the usual cause (real apps: an app's
    /// extensions or embedded frameworks, each with its own
    /// `InfoPlist.strings`; a converter's input folder beside the resources).
    static let competingExplanation = "a key defined with different text in two inputs fails the build; "
        + "when they belong to different bundles that are not NAME.lproj folders (String Catalogs of an app and its extensions or packages), "
        + "build each bundle's folder on its own; to let the later input win, allow overrides (--allow-override)"

    /// Orders alias spellings before current codes, then by name.
    private static func aliasesFirst(_ a: String, _ b: String) -> Bool {
        let aliasA = LocaleIdentifierSpelling.canonical(a) != LocaleIdentifier.canonical(a)
        let aliasB = LocaleIdentifierSpelling.canonical(b) != LocaleIdentifier.canonical(b)
        return aliasA != aliasB ? aliasA : a < b
    }

    /// Whether `new` replaces `earlier` (same table, key and locale),
    /// reporting a competing definition. `sameMessage`: both define the
    /// very same message (two targets of an app sharing a catalog's keys),
    /// which is no conflict: the first stays.
    private mutating func replaces(_ new: Definition, _ earlier: Definition, sameMessage: Bool,
                                   key: String, table: String) -> Bool {
        if let bundle = new.bundle, let other = earlier.bundle, bundle != other, !sameMessage {
            // Two bundles' own tables: the plain name renders the first bundle's text.
            divergentTables[table, default: []].formUnion([bundle, other])
            return LprojBundles.precedes(bundle, other)
        }
        if let bundle = new.bundle, bundle == earlier.bundle, new.spelling != earlier.spelling, !sameMessage,
           new.rank == earlier.rank {
            // One bundle's folders spelling one locale twice (en-GB.lproj beside en_GB.lproj): the
            // platform shows one of them; the spelling Xcode writes today (BCP 47, with `-`) is kept.
            let keepNew = !new.spelling.contains("_") && earlier.spelling.contains("_")
            diagnostics.append(Diagnostic(.warning, .conflictingDefinition, at: new.location,
                "key '\(key)' (table \(table)): \(earlier.spelling).lproj and \(new.spelling).lproj are one locale "
                + "with different text; the \(keepNew ? new.spelling : earlier.spelling).lproj text is used"))
            return keepNew
        }
        if new.rank != earlier.rank { return new.rank > earlier.rank }
        if new.rank == .restatedSource { return false }
        if let outranks = new.precedence.outranks(earlier.precedence) { return outranks }
        if sameMessage { return false }
        if new.input == earlier.input {
            // One input spells a locale twice, once by a CLDR alias (translatewiki's sh-latn.json beside sr-el.json).
            diagnostics.append(Diagnostic(.note, .overriddenDefinition, at: new.location,
                "key '\(key)' (table \(table)): locale \(earlier.spelling) is an alias of \(new.spelling); the \(new.spelling) text is used"))
            return true
        }
        let what = "key '\(key)' (table \(table), locale \(new.spelling))"
        let earlierPlace = Self.placed(earlier.location)
        guard allowOverride else {
            diagnostics.append(Diagnostic(.error, .duplicateKey, at: new.location, "\(what) is already defined at \(earlierPlace)"))
            if !explainedCompeting {
                explainedCompeting = true
                diagnostics.append(Diagnostic(.note, .duplicateKey, at: new.location, Self.competingExplanation))
            }
            return false
        }
        diagnostics.append(Diagnostic(.note, .overriddenDefinition, at: new.location, "\(what) overrides the definition at \(earlierPlace)"))
        return true
    }

    /// `location` as a message names another place: `file:line:column`, the
    /// line and column found by ``JSONNodeLocator`` when the importer gave
    /// only a JSON path (a String Catalog's localization), as every
    /// diagnostic's own place is; `file: $.path` when it cannot be found.
    private static func placed(_ location: SourceLocation) -> String {
        guard location.line == 0, location.jsonPath != nil else { return location.description }
        return (JSONNodeLocator.locate([Diagnostic(.note, .overriddenDefinition, at: location, "")]).first?.location ?? location).description
    }

    /// Gives each bundle whose table differs from another bundle's its
    /// own copy of that table, named `BUNDLE/TABLE` (``LprojBundles/names(of:)``),
    /// with a note; the plain table name keeps every bundle's keys, the
    /// first bundle's text (``LprojBundles/precedes(_:_:)``) where they
    /// differ. Call once, after every input is added.
    mutating func keepBundlesApart() {
        guard !divergentTables.isEmpty else { return }
        let names = LprojBundles.names(of: Set(bundleInputs.map(\.bundle)))
        // Anything wrong inside one bundle was reported by the first pass.
        let reported = diagnostics.count, recorded = bundleInputs.count
        var notes: [Diagnostic] = []
        for (table, bundles) in divergentTables.sorted(by: { $0.key < $1.key }) {
            let ordered = bundles.sorted(by: LprojBundles.precedes)
            let first = names[ordered[0]] ?? ordered[0]
            for bundle in ordered.dropFirst() {
                let name = names[bundle] ?? bundle
                let qualified = name + "/" + table
                var location: SourceLocation?
                for input in bundleInputs where input.bundle == bundle {
                    var copy = input.catalog
                    copy.entries = copy.entries.filter { $0.table == table }.map { entry in
                        var entry = entry
                        entry.table = qualified
                        return entry
                    }
                    guard !copy.entries.isEmpty else { continue }
                    if location == nil { location = SourceLocation(file: copy.entries[0].location.file) }
                    add(copy, precedence: input.precedence, inBaseFolder: input.inBaseFolder, bundle: bundle)
                }
                guard let location else { continue }
                notes.append(Diagnostic(.note, .conflictingDefinition, at: location,
                    "table \(table) of bundle \(name) defines keys differently from bundle \(first) "
                    + "(each bundle has its own tables): table \(table) renders \(first)'s text, "
                    + "table \(qualified) all of \(name)'s"))
            }
        }
        diagnostics.removeSubrange(reported...)
        bundleInputs.removeSubrange(recorded...)
        diagnostics += notes
        divergentTables = [:]
    }
}
