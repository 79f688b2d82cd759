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
/// unless `allowOverride` lets the later one win with a note — except that a
/// `.stringsdict` entry replaces a `.strings` entry silently (Xcode's rule
/// for the two files of one folder).
struct CatalogMerger {
    private(set) var catalog: MessageCatalog
    private(set) var diagnostics: [Diagnostic] = []
    let allowOverride: Bool

    /// How strongly an input defines a translation, weakest first.
    enum DefinitionRank: Int, Comparable {
        /// The `<source>` text of an XLIFF `<trans-unit>`: what the translator
        /// saw of the development language. Every XLIFF of a project repeats
        /// it, so several such definitions never compete (the first stays).
        case xliffSourceText
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
        var fromStringsdict: Bool
        var fromStrings: Bool
        /// Which ``add(_:fromStringsdict:fromStrings:inBaseFolder:)`` call made it.
        var input: Int
    }

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

    /// Adds `input`, whose definitions come from a `.stringsdict` or a
    /// `.strings` file (or neither), in `Base.lproj` or not.
    mutating func add(_ input: MessageCatalog, fromStringsdict: Bool, fromStrings: Bool, inBaseFolder: Bool = false) {
        inputCount += 1
        for entry in input.entries {
            let entryID = entry.table + "\u{0}" + entry.key
            let index: Int
            if let existing = entryIndex[entryID] {
                index = existing
                if catalog.entries[index].comment == nil { catalog.entries[index].comment = entry.comment }
            } else {
                index = catalog.entries.count
                entryIndex[entryID] = index
                var merged = CatalogEntry(key: entry.key, table: entry.table, comment: entry.comment,
                                          localizations: [:], location: entry.location)
                merged.keyArguments = entry.keyArguments
                catalog.entries.append(merged)
            }
            // Alias spellings (`sh-Latn`, `iw`) first, so that within one input the current code's file wins.
            for locale in entry.localizations.keys.sorted(by: Self.aliasesFirst) {
                let id = entryID + "\u{0}" + LocaleIdentifierSpelling.canonical(locale)
                let rank: DefinitionRank = entry.sourceTextLocales.contains(locale) ? .xliffSourceText
                    : inBaseFolder ? .baseFolder : .own
                let definition = Definition(location: entry.location, spelling: locale, rank: rank,
                                            fromStringsdict: fromStringsdict, fromStrings: fromStrings, input: inputCount)
                if let earlier = definitions[id] {
                    let same = catalog.entries[index].localizations[earlier.spelling] == entry.localizations[locale]
                    guard replaces(definition, earlier, sameMessage: same, key: entry.key, table: entry.table) else { continue }
                    catalog.entries[index].localizations[earlier.spelling] = nil
                    catalog.entries[index].localizationLocations[earlier.spelling] = nil
                }
                definitions[id] = definition
                catalog.entries[index].localizations[locale] = entry.localizations[locale]
                catalog.entries[index].localizationLocations[locale] = entry.location(of: locale)
            }
        }
    }

    /// Said once, after the first competing definition: what the user can
    /// do. Whole repositories are the usual cause (real apps: an app's
    /// extensions or embedded frameworks, each with its own
    /// `InfoPlist.strings`; a converter's input folder beside the resources).
    static let competingExplanation = "a key defined with different text in two inputs fails the build; "
        + "when they belong to different bundles (an app and its extensions or frameworks each have their own tables), "
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
        if new.rank != earlier.rank { return new.rank > earlier.rank }
        if new.rank == .xliffSourceText { return false }
        if earlier.fromStringsdict && new.fromStrings { return false }
        if earlier.fromStrings && new.fromStringsdict { return true }
        if sameMessage { return false }
        if new.input == earlier.input {
            // One input spells a locale twice, once by a CLDR alias (translatewiki's sh-latn.json beside sr-el.json).
            diagnostics.append(Diagnostic(.note, at: new.location,
                "key '\(key)' (table \(table)): locale \(earlier.spelling) is an alias of \(new.spelling); the \(new.spelling) text is used"))
            return true
        }
        let what = "key '\(key)' (table \(table), locale \(new.spelling))"
        guard allowOverride else {
            diagnostics.append(Diagnostic(.error, at: new.location, "\(what) is already defined at \(earlier.location)"))
            if !explainedCompeting {
                explainedCompeting = true
                diagnostics.append(Diagnostic(.note, at: new.location, Self.competingExplanation))
            }
            return false
        }
        diagnostics.append(Diagnostic(.note, at: new.location, "\(what) overrides the definition at \(earlier.location)"))
        return true
    }
}
