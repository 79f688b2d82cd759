import Foundation

/// One input format `locpack build` reads (`Specs/importers/README.md`):
/// its names, how its files are recognized, which files are imported
/// together, how its definitions meet other inputs', and how it reads them.
///
/// Every format is one type conforming to this protocol, in its own folder
/// under `Importers/`, listed once in ``ImportFormats/all``. The loader, the
/// `--format` option, `locpack build --help`, the README's list and
/// `Specs/importers/` all follow from that list (a test checks each).
protocol ImportFormat: Sendable {
    /// The name `--format` takes (`xcstrings`, `icu`): lower case, no spaces.
    static var id: String { get }
    /// The format's name in messages (`String Catalog`, `translatewiki JSON`).
    static var name: String { get }
    /// What its inputs are, for `--help` and the README: one phrase
    /// (`String Catalogs (.xcstrings)`).
    static var inputsSummary: String { get }
    /// Its specification's file name in `Specs/importers/` (`slang.md`).
    static var specification: String { get }
    /// The extensions (lower case, no dot) of the files it reads. A
    /// directory search looks only at files with an extension some format
    /// lists here.
    static var fileExtensions: Set<String> { get }
    /// File names (lower case) only this format uses (`txstrings.json`): a
    /// file so named that does not parse is reported, not skipped, by a
    /// directory search.
    static var markerFileNames: Set<String> { get }
    /// The extensions of folders it reads whole (`.xcloc`): a directory
    /// search takes such a folder as one input and does not enter it.
    static var folderExtensions: Set<String> { get }
    /// When its files are imported (see ``ImportPhase``).
    static var phase: ImportPhase { get }
    /// How its files' source language (when they name one) weighs against
    /// other inputs'.
    static var sourceLanguageClaim: SourceLanguageClaim { get }
    /// How its definitions meet definitions of the same key, table and
    /// locale from other files.
    static var mergePrecedence: MergePrecedence { get }
    /// How strongly `file` looks like this format, with the evidence, or nil
    /// when it does not. Looks at the name first; at the bytes
    /// (``SourceFile/data``) or the parsed JSON (``SourceFile/json``) only
    /// when the name cannot tell. A format judges by its own marks only:
    /// where two formats claim a file equally, the loader asks the user
    /// which (``FormatChoice``).
    static func recognize(_ file: SourceFile) -> Recognition?
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
    /// The bundle folder whose tables `file` belongs to, when the format's
    /// files live in app bundles (`.lproj` tables; ``LprojBundles``): the
    /// tables of different bundles never compete. Nil by default.
    static func bundleFolder(of file: SourceFile) -> String?
    /// Imports one group of files, each read once (``SourceFile``).
    ///
    /// - Throws: ``CompilerError`` when a file cannot be read at all.
    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog
}

extension ImportFormat {
    static var folderExtensions: Set<String> { [] }
    static var markerFileNames: Set<String> { [] }
    static var sourceLanguageClaim: SourceLanguageClaim { .none }
    static var mergePrecedence: MergePrecedence { .competing }
    static func groupKey(of file: SourceFile) -> String { file.url.path }
    static func isTakenByDirectorySearch(_ file: SourceFile) -> Bool { true }
    static func bundleFolder(of file: SourceFile) -> String? { nil }

    /// Files are grouped by the folder they lie in (the languages of one
    /// message-file folder).
    static func folderGroupKey(of file: SourceFile) -> String { file.url.deletingLastPathComponent().path }
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

/// How the source language a format's file names (a String Catalog's
/// `sourceLanguage`, an XLIFF's `source-language`) weighs against the
/// build's.
enum SourceLanguageClaim: Int, Comparable {
    /// The format's files name no source language.
    case none
    /// Named, but a file may differ from the build's (a warning): an XLIFF
    /// export of one language.
    case advisory
    /// Named, and every file must agree (an error otherwise): Xcode builds a
    /// String Catalog only in its project's development language. The first
    /// such file decides the build's source language before any advisory one.
    case binding

    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// How strongly a format recognizes a file, and why: the loader reads a
/// file as the format with the strongest claim, and asks which when two
/// claim it equally (`Specs/importers/README.md`, "Recognition").
struct Recognition: Sendable {
    /// 1…100: ``named(_:)`` 100, ``marked(_:)`` 80, a shape below that.
    let strength: Int
    /// What was seen (`a member "@metadata"`), for the ambiguity message.
    let evidence: String

    /// The file's extension or name is the format's own (`.xcstrings`, `txstrings.json`).
    static func named(_ evidence: String) -> Recognition { Recognition(strength: 100, evidence: evidence) }
    /// The file holds a member, or lies beside a file, that only this
    /// format writes (`@metadata`, `@@locale`, a `base.json` beside it).
    static func marked(_ evidence: String) -> Recognition { Recognition(strength: 80, evidence: evidence) }
    /// The file's shape fits the format; `strength` (1…79) says how few
    /// other formats share that shape.
    static func shaped(_ evidence: String, strength: Int) -> Recognition {
        Recognition(strength: min(79, max(1, strength)), evidence: evidence)
    }
}

/// How a format's definitions meet other definitions of the same key,
/// table and locale (``CatalogMerger``).
struct MergePrecedence: Equatable, Sendable {
    /// Formats whose files one platform reads together as one table (Apple's
    /// `.strings` and `.stringsdict` of one folder), or nil: within one
    /// family, the definition of higher ``level`` replaces the other
    /// silently, whatever the order.
    var family: String?
    /// The rank within ``family``.
    var level: Int

    /// An ordinary definition: a second one of the same key competes.
    static let competing = MergePrecedence(family: nil, level: 0)

    /// Whether a definition of this precedence replaces (`true`) or yields
    /// to (`false`) an `earlier` one, or nil when neither outranks the
    /// other and they compete.
    func outranks(_ earlier: MergePrecedence) -> Bool? {
        guard let family, family == earlier.family, level != earlier.level else { return nil }
        return level > earlier.level
    }
}

/// The options every importer takes: what all formats share (the source
/// language, the table), and each format's own options by type
/// (``FormatOptionValues``), declared in the format's folder
/// (``TranslateWikiOptions``, ``TransifexOptions``). A format reads only its own.
public struct ImportOptions: Sendable, Equatable {
    /// The development language (default `en`).
    public var sourceLanguage: String
    /// The table of every entry of a format without tables of its own
    /// (translatewiki, ICU message files, Swifternalization, Transifex;
    /// default `Localizable`). Apple's formats take the table from the file
    /// name.
    public var table: String
    /// Each format's own options.
    public var formats: FormatOptionValues

    /// Creates options.
    public init(sourceLanguage: String = "en", table: String = "Localizable", formats: FormatOptionValues = FormatOptionValues()) {
        self.sourceLanguage = sourceLanguage
        self.table = table
        self.formats = formats
    }

    /// Creates options with translatewiki's site variables and a Transifex
    /// answer's locale set.
    public init(sourceLanguage: String = "en", table: String = "Localizable",
                siteVariables: [String: String], locale: String? = nil) {
        self.init(sourceLanguage: sourceLanguage, table: table)
        self.siteVariables = siteVariables
        self.locale = locale
    }

    /// Creates options with a Transifex answer's locale set.
    public init(sourceLanguage: String = "en", table: String = "Localizable", locale: String?) {
        self.init(sourceLanguage: sourceLanguage, table: table)
        self.locale = locale
    }

    /// ``TranslateWikiOptions/siteVariables``.
    public var siteVariables: [String: String] {
        get { formats[TranslateWikiOptions.self].siteVariables }
        set { formats[TranslateWikiOptions.self].siteVariables = newValue }
    }

    /// ``TransifexOptions/locale``.
    public var locale: String? {
        get { formats[TransifexOptions.self].locale }
        set { formats[TransifexOptions.self].locale = newValue }
    }
}
