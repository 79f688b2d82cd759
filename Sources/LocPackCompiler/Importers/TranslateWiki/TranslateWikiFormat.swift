import Foundation

/// translatewiki / MediaWiki message files (`en.json`, `qqq.json`, …) in the
/// import registry: the languages of one folder are imported together.
enum TranslateWikiFormat: ImportFormat {
    static let id = "translatewiki"
    static let name = "translatewiki JSON"
    static let inputsSummary = "translatewiki message files (en.json, qqq.json, …)"
    static let specification = "translatewiki.md"
    static let fileExtensions: Set<String> = ["json"]
    static let phase = ImportPhase.localeNamed

    /// A `.json` object named `qqq.json` (the documentation language), or
    /// with an `@metadata` member, or whose strings use `{{PLURAL:`,
    /// `{{GENDER:` or `$1`-style placeholders.
    static func recognize(_ file: SourceFile) -> Recognition? {
        guard file.pathExtension == "json", let object = file.jsonObject else { return nil }
        let code = TranslateWikiImporter.documentationCode
        if (file.name as NSString).deletingPathExtension == code { return .named("named \(code).json") }
        if object["@metadata"] != nil { return .marked(#"a member "@metadata""#) }
        let usesWikiSyntax = object.values.contains { value in
            guard let text = value as? String else { return false }
            return text.range(of: "{{PLURAL:", options: .caseInsensitive) != nil
                || text.range(of: "{{GENDER:", options: .caseInsensitive) != nil
                || text.range(of: #"\$[1-9]"#, options: .regularExpression) != nil
        }
        return usesWikiSyntax ? .shaped("texts with {{PLURAL:, {{GENDER: or $1", strength: 45) : nil
    }

    static func groupKey(of file: SourceFile) -> String { folderGroupKey(of: file) }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        try TranslateWikiImporter.importCatalog(sources: files, options: options)
    }
}
