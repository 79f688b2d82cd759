import Foundation

/// ICU MessageFormat JSON and Flutter `.arb` files in the import registry:
/// the languages of one folder are imported together.
enum ICUMessageFileFormat: ImportFormat {
    static let id = "icu"
    static let name = "ICU MessageFormat"
    static let inputsSummary = "ICU MessageFormat JSON or .arb files"
    static let specification = "icu-messageformat.md"
    static let fileExtensions: Set<String> = ["json", "arb"]
    static let phase = ImportPhase.localeNamed

    /// An `.arb` file; a JSON object with `@@locale`; one whose members
    /// (but `@…` metadata) are all messages — FormatJS objects
    /// (`{"defaultMessage": …}`) are strong evidence, strings alone the
    /// weakest there is (every JSON format writes them); a file named after
    /// a locale may also hold numbers, booleans and nulls among at least one
    /// message: the importer reports each at its JSON path.
    static func recognize(_ file: SourceFile) -> Recognition? {
        if file.pathExtension == "arb" { return .named("an .arb file") }
        guard file.pathExtension == "json", let object = file.jsonObject else { return nil }
        if object["@@locale"] is String { return .marked(#"a member "@@locale""#) }
        let members = object.filter { !$0.key.hasPrefix("@") }.values
        let allMessages = members.allSatisfy(isMessage)
        guard allMessages || (LocaleNamedFiles.locale(ofFile: file.name) != nil && members.contains(where: isMessage)
                              && members.allSatisfy { isMessage($0) || JSONScalar.isScalar($0) }) else { return nil }
        if members.contains(where: { $0 is [String: Any] }) { return .shaped(#"message objects ({"defaultMessage": …})"#, strength: 60) }
        return .shaped("a flat object of texts", strength: 20)
    }

    /// A text, or a FormatJS / Chrome message object.
    private static func isMessage(_ value: Any) -> Bool {
        value is String || ((value as? [String: Any]).map { $0["defaultMessage"] is String || $0["message"] is String } ?? false)
    }

    /// A JSON file (not an `.arb`) only when its locale is told by its
    /// `@@locale`, its `NAME.lproj` folder or its name — a name only when
    /// CLDR has plural rules for that language: a repository's other JSON
    /// objects of strings (a language-name table, a converter's input, test
    /// data such as DuckDuckGo's `atb.json`, whose name is merely shaped like
    /// a language code) are no message files.
    static func isTakenByDirectorySearch(_ file: SourceFile) -> Bool {
        if file.pathExtension == "arb" || file.jsonObject?["@@locale"] is String { return true }
        guard let locale = LocaleNamedFiles.locale(ofFile: file.url.path) else { return false }
        return file.isInLprojFolder || PluralRuleCatalog.resolvedLocaleID(for: locale) != "root"
    }

    static func groupKey(of file: SourceFile) -> String { folderGroupKey(of: file) }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        try ICUMessageImporter.importCatalog(sources: files, options: options)
    }
}
