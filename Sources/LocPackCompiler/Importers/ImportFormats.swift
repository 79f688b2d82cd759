import Foundation

/// The registry of input formats: the one list ``CatalogLoader`` consults
/// to find, recognize, group and import files, and that `--format`,
/// `--help`, the README and `Specs/importers/` follow.
enum ImportFormats {
    /// Every format (the order is only the order `--help` lists them in;
    /// recognition is by strength, ``choice(for:among:)``).
    static let all: [any ImportFormat.Type] = [
        StringCatalogFormat.self,
        XLIFFFormat.self,
        StringsFormat.self,
        StringsdictFormat.self,
        TransifexFormat.self,
        TranslateWikiFormat.self,
        SlangFileFormat.self,
        SwifternalizationFormat.self,
        ICUMessageFileFormat.self,
        MF2FileFormat.self,
        GettextFormat.self,
        AndroidFormat.self,
        LingoFormat.self,
        I18nextFormat.self,
    ]

    /// The format `--format` calls `id` (case-insensitive), or nil.
    static func format(named id: String) -> (any ImportFormat.Type)? {
        all.first { $0.id == id.lowercased() }
    }

    /// The names `--format` takes, in registry order.
    static var ids: [String] { all.map { $0.id } }

    /// Every extension some format reads as a file.
    static var fileExtensions: Set<String> { all.reduce(into: []) { $0.formUnion($1.fileExtensions) } }

    /// Every file name some format marks its files with (`txstrings.json`).
    static var markerFileNames: Set<String> { all.reduce(into: []) { $0.formUnion($1.markerFileNames) } }

    /// Every extension some format reads as a whole folder (`xcloc`).
    static var folderExtensions: Set<String> { all.reduce(into: []) { $0.formUnion($1.folderExtensions) } }

    /// How `file` is to be read: by the format with the strongest
    /// ``Recognition``, by none, or ambiguous when two or more claim it
    /// with the same strength.
    static func choice(for file: SourceFile, among formats: [any ImportFormat.Type] = all) -> FormatChoice {
        let claims = formats.compactMap { format in format.recognize(file).map { (format: format, recognition: $0) } }
        guard let strongest = claims.map(\.recognition.strength).max() else { return .none }
        let best = claims.filter { $0.recognition.strength == strongest }
        return best.count == 1 ? .format(best[0].format) : .ambiguous(best)
    }

    /// Whether `locpack build` reads `file` as `format`.
    static func reads(_ file: SourceFile, as format: any ImportFormat.Type) -> Bool {
        self.format(of: file).map { ObjectIdentifier($0) == ObjectIdentifier(format) } ?? false
    }

    /// The one format of `file` (nil when none or several claim it equally).
    static func format(of file: SourceFile) -> (any ImportFormat.Type)? {
        if case let .format(format) = choice(for: file) { return format }
        return nil
    }
}

/// What recognition makes of one file (``ImportFormats/choice(for:among:)``).
enum FormatChoice {
    /// No format recognizes it.
    case none
    /// This format, and no other as strongly.
    case format(any ImportFormat.Type)
    /// Several formats, each as strongly, with what each saw.
    case ambiguous([(format: any ImportFormat.Type, recognition: Recognition)])

    /// The error for an ambiguous file at `location`: which formats claim
    /// it and why, and the `--format` that settles it.
    static func ambiguityDiagnostic(_ claims: [(format: any ImportFormat.Type, recognition: Recognition)],
                                    at location: SourceLocation) -> Diagnostic {
        let named = claims.map { "\($0.format.name) (\($0.recognition.evidence))" }
        let options = claims.map { "--format \($0.format.id)" }
        return Diagnostic(.error, .ambiguousFormat, at: location,
            "the file reads as \(ListPhrase.joined(named, conjunction: "and")) alike; "
            + "name its format before it: \(ListPhrase.joined(options, conjunction: "or"))")
    }
}

/// English lists in messages: `a`, `a and b`, `a, b and c`.
enum ListPhrase {
    static func joined(_ items: [String], conjunction: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items.last!
    }
}
