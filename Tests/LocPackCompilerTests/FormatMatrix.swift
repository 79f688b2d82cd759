import Foundation
import LocPack
@testable import LocPackCompiler
import Testing

/// A message of the format matrix: written the same way in every input
/// format under `Fixtures/matrix/`, it must render the same from each.
enum MatrixMessage: String, CaseIterable, Sendable {
    /// `Found %1$#@users@ having %2$#@devices@`: two plural substitutions (en).
    case twoPlurals = "found_users_devices"
    /// `songs`: varies by device, and the iPhone and Mac variants are plurals (en).
    case devicePlural = "songs"
    /// `files`: one/other in English, one/few/many/other in Polish.
    case polishPlural = "files"
    /// `invite`: plain text with two positional arguments, reordered in Polish.
    case positional = "invite"

    /// The key in every fixture.
    var key: String { rawValue }

    /// The argument lists each render of the grid uses.
    var argumentGrid: [[MessageArgument]] {
        switch self {
        case .twoPlurals: [[0, 0], [1, 1], [1, 10], [2, 1], [5, 22], [1234, 1]]
        case .devicePlural: [[0], [1], [2], [5], [21], [1000]]
        case .polishPlural: FormatMatrix.polishCounts.map { [.int($0)] }
        case .positional: [["Ala", "Ola"]]
        }
    }
}

/// One input format of the matrix: how its fixtures are imported, and which
/// messages it cannot express (with the reason).
struct MatrixFormat: Sendable, CustomTestStringConvertible {
    /// The format's name, as test output shows it.
    let name: String
    /// The registry formats (``ImportFormat/id``) its fixtures are read as.
    let formatIDs: [String]
    /// Messages the format cannot write, each with the reason. Every other
    /// message must be in its fixtures.
    let excluded: [MatrixMessage: String]
    /// Imports the format's fixtures with its public importer API.
    let load: @Sendable () throws -> MessageCatalog

    var testDescription: String { name }

    /// Packs the fixtures into a bundle and opens it.
    func bundle() throws -> Catalog { try ImporterTestSupport.bundle(load()) }
}

/// The fixtures of the matrix and the formats that read them.
enum FormatMatrix {
    /// `Fixtures/matrix/<name>`.
    static func fixture(_ name: String) -> URL { ImporterTestSupport.fixtures("matrix/" + name) }

    /// Counts the Polish plural is rendered for: every category, the teens,
    /// numbers whose last digit decides, and grouping (pl groups from five digits).
    static let polishCounts: [Int64] = [0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 102, 111, 112, 122, 1001, 12345]

    /// Locales every message is rendered in: the two written ones, a
    /// regional one that falls back to `pl`, and one that falls back to `en`.
    static let locales = ["en", "pl", "pl-PL", "de"]

    private static let noDevices = "has no device variation: a render's device is not an argument it could select on"
    private static let noPlurals = "a .strings value is one text: it cannot vary by count or device (that is what .stringsdict is for)"

    /// The reference every other format is compared with.
    static let stringCatalog = MatrixFormat(name: "String Catalog", formatIDs: ["xcstrings"], excluded: [:]) {
        try StringCatalogImporter.importCatalog(at: fixture("Localizable.xcstrings"))
    }

    /// Every format, the reference first.
    static let all: [MatrixFormat] = [
        stringCatalog,
        MatrixFormat(name: ".stringsdict (+ .strings)", formatIDs: ["stringsdict", "strings"], excluded: [:]) {
            try merge(lprojFiles("stringsdict").map { try StringsdictImporter.importFile(at: $0) }
                + lprojFiles("strings").map { try StringsImporter.importFile(at: $0) })
        },
        MatrixFormat(name: ".strings", formatIDs: ["strings"], excluded: [.twoPlurals: noPlurals, .devicePlural: noPlurals, .polishPlural: noPlurals]) {
            try merge(lprojFiles("strings").map { try StringsImporter.importFile(at: $0) })
        },
        MatrixFormat(name: "*.lproj tree", formatIDs: ["strings", "stringsdict"], excluded: [:]) {
            try CatalogLoader.load(CatalogLoader.sourceFiles(in: [fixture("lproj").path]))
        },
        MatrixFormat(name: "XLIFF (String Catalog export)", formatIDs: ["xliff"], excluded: [:]) {
            try merge(["en", "pl"].map { try XLIFFImporter.importFile(at: fixture("xliff-catalog/\($0).xliff")) })
        },
        MatrixFormat(name: "XLIFF (.strings/.stringsdict export)", formatIDs: ["xliff"], excluded: [:]) {
            try merge(["en", "pl"].map { try XLIFFImporter.importFile(at: fixture("xliff-lproj/\($0).xliff")) })
        },
        MatrixFormat(name: "Transifex", formatIDs: ["transifex"], excluded: [:]) {
            try TransifexImporter.importCatalog(at: fixture("transifex/txstrings.json"))
        },
        MatrixFormat(name: "ICU MessageFormat", formatIDs: ["icu"], excluded: [.devicePlural: "ICU MessageFormat " + noDevices]) {
            try ICUMessageImporter.importCatalog(at: fixture("icu"))
        },
        MatrixFormat(name: "MessageFormat 2", formatIDs: ["mf2"], excluded: [.devicePlural: "MessageFormat 2 " + noDevices]) {
            // Placeholders bare (`--mf2-bidi-isolation none`): the written-out texts have no isolates.
            var options = ImportOptions()
            options.formats[MF2Options.self].isolatesPlaceholders = false
            return try MF2Importer.importCatalog(at: fixture("mf2"), options: options)
        },
        MatrixFormat(name: "gettext", formatIDs: ["gettext"], excluded: [
            .twoPlurals: "a gettext entry has one plural, chosen by one count",
            .devicePlural: "gettext " + noDevices,
            .polishPlural: "printf's %d shows 12345 ungrouped where the others show 12 345, and msgstr[N] has no form for decimals (CLDR's other)",
        ]) {
            try GettextImporter.importCatalog(at: fixture("gettext"))
        },
        MatrixFormat(name: "Android", formatIDs: ["android"], excluded: [
            .twoPlurals: "an Android <plurals> is chosen by one quantity",
            .devicePlural: "Android resources vary by folder qualifiers, not by the devices a String Catalog names",
            .polishPlural: "Java's %d shows 12345 ungrouped where the others show 12 345, and getQuantityString() takes an int (no form for decimals)",
        ]) {
            try AndroidImporter.importCatalog(at: fixture("android/res"))
        },
        MatrixFormat(name: "Lingo", formatIDs: ["lingo"], excluded: [
            .twoPlurals: "a Lingo plural is the object of one key, chosen by one count",
            .devicePlural: "Lingo " + noDevices,
            .polishPlural: "Lingo's %{count} shows 12345 unformatted where the others show 12 345",
        ]) {
            try LingoImporter.importCatalog(at: fixture("lingo/Localizations"))
        },
        MatrixFormat(name: "i18next", formatIDs: ["i18next"], excluded: [
            .twoPlurals: "an i18next plural is chosen by the one count of a t() call",
            .devicePlural: "i18next " + noDevices,
            .polishPlural: "i18next's {{count}} shows 12345 as JavaScript's String() does, ungrouped",
        ]) {
            // Escaping off: the names are HTML-escaped by default, which the other formats do not do.
            // The namespace (`Localizable.json`) is the table the matrix renders from.
            var options = ImportOptions()
            options.formats[I18nextOptions.self].escapesValues = false
            return try I18nextImporter.importCatalog(at: fixture("i18next/locales"), options: options)
        },
        MatrixFormat(name: "slang", formatIDs: ["slang"], excluded: [
            .twoPlurals: "a slang plural is the object of one key: a text holds at most one (a link brings another key's)",
            .devicePlural: "slang " + noDevices,
        ]) {
            try SlangImporter.importCatalog(at: fixture("slang"))
        },
        MatrixFormat(name: "translatewiki", formatIDs: ["translatewiki"], excluded: [.devicePlural: "MediaWiki {{PLURAL}} " + noDevices]) {
            try TranslateWikiImporter.importCatalog(at: fixture("translatewiki"))
        },
        MatrixFormat(name: "Swifternalization", formatIDs: ["swifternalization"], excluded: [
            .twoPlurals: "every Swifternalization expression tests argument 1, so the second count cannot choose its form",
            .devicePlural: "Swifternalization varies by expression and length only; it " + noDevices,
        ]) {
            try SwifternalizationImporter.importCatalog(at: fixture("swifternalization"))
        },
    ]

    /// The `.strings` or `.stringsdict` files of the matrix's `.lproj` tree.
    private static func lprojFiles(_ pathExtension: String) throws -> [URL] {
        try CatalogLoader.sourceFiles(in: [fixture("lproj").path]).filter { $0.pathExtension == pathExtension }
    }

    /// The catalogs of one format's files (one per locale) as one.
    private static func merge(_ catalogs: [MessageCatalog]) -> MessageCatalog {
        var merger = CatalogMerger(sourceLanguage: "en", allowOverride: false)
        for catalog in catalogs { merger.add(catalog) }
        #expect(merger.diagnostics.isEmpty, "\(merger.diagnostics)")
        return merger.catalog
    }
}
