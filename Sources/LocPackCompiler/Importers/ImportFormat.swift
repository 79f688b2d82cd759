import Foundation

/// One input format `locpack build` reads (`Specs/importers/`): how its
/// files are recognized, which files are imported together, and how.
///
/// Every format is one type conforming to this protocol, listed once in
/// ``ImportFormats/all``; ``CatalogLoader`` finds and imports files only
/// through that list.
protocol ImportFormat: Sendable {
    /// The format's name in messages (`String Catalog`, `translatewiki JSON`).
    static var name: String { get }
    /// When its files are imported (see ``ImportPhase``).
    static var phase: ImportPhase { get }
    /// What its catalogs are when two inputs define the same key.
    static var mergeRole: MergeRole { get }
    /// Whether `file` is in this format. Cheap checks (extension, folder)
    /// come first; content is looked at only when the name cannot tell.
    static func recognizes(_ file: SourceFile) -> Bool
    /// Whether a directory search takes `file`, which this format
    /// recognizes: by default yes; a format whose files could be any app's
    /// data (a flat JSON object of strings) takes only files it can place
    /// (`Specs/importers/lproj-tree.md`, "Discovery"). A file named on the
    /// command line is always read.
    static func isTakenByDirectorySearch(_ file: SourceFile) -> Bool
    /// Files with the same key are imported together (the languages of one
    /// translatewiki folder, so `qqq.json` documents the others and
    /// arguments line up); by default each file alone.
    static func groupKey(of file: SourceFile) -> String
    /// Imports one group of files.
    ///
    /// - Throws: ``CompilerError`` when a file cannot be read at all.
    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog
}

extension ImportFormat {
    static func groupKey(of file: SourceFile) -> String { file.url.path }
    static func isTakenByDirectorySearch(_ file: SourceFile) -> Bool { true }
    static var mergeRole: MergeRole { .definition }
}

/// When the files of a format are imported.
enum ImportPhase: Int, Comparable {
    /// Files that name their own languages (String Catalogs, XLIFF): read
    /// first, as they may name the source language.
    case selfDescribing
    /// Files whose locale comes from their name or folder (`de.lproj`,
    /// `de.json`): read once the source language is known.
    case localeNamed

    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// How a format's definitions take part in merging.
enum MergeRole {
    /// An ordinary definition: a second one of the same key is a conflict.
    case definition
    /// A `.strings` entry: a `.stringsdict` entry of the same key and table replaces it.
    case strings
    /// A `.stringsdict` entry: replaces the `.strings` entry of the same key and table.
    case stringsdict
}

/// The options every importer takes: one type for all formats. A format
/// ignores what does not concern it.
public struct ImportOptions: Sendable, Equatable {
    /// The development language (default `en`).
    public var sourceLanguage: String
    /// The table of every entry of a format without tables of its own
    /// (translatewiki, ICU message files, Swifternalization, Transifex;
    /// default `Localizable`). Apple's formats take the table from the file
    /// name.
    public var table: String
    /// Values of translatewiki site variables such as `{{SITENAME}}`
    /// (`locpack build --define SITENAME=Wikipedia`), by name as written
    /// between the braces. An undefined variable is kept as text, with a
    /// warning.
    public var siteVariables: [String: String]
    /// The locale of a Transifex per-locale answer (`{"data": …}`); `nil`
    /// takes it from the file name (`fr.json`, `pt_BR.json`). Formats whose
    /// files name their locales ignore it.
    public var locale: String?

    /// Creates options.
    public init(sourceLanguage: String = "en", table: String = "Localizable",
                siteVariables: [String: String] = [:], locale: String? = nil) {
        self.sourceLanguage = sourceLanguage
        self.table = table
        self.siteVariables = siteVariables
        self.locale = locale
    }
}
