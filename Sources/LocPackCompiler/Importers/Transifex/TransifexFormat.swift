import Foundation

/// Transifex pulls (`txstrings.json`, per-locale `{"data": …}` answers) in the import registry.
enum TransifexFormat: ImportFormat {
    static let id = "transifex"
    static let name = "Transifex pull"
    static let inputsSummary = #"Transifex pulls (txstrings.json, per-locale {"data": …})"#
    static let specification = "transifex.md"
    static let fileExtensions: Set<String> = ["json"]
    static let markerFileNames: Set<String> = [fileName]
    static let phase = ImportPhase.localeNamed

    /// The name Transifex's CLI gives a pull of every locale.
    static let fileName = "txstrings.json"

    /// Named `txstrings.json`; or a `data` object of `{"string": …}`
    /// values; or a member named after a locale that holds a
    /// `{"string": …}` value (its other members may be malformed: the
    /// importer reports them at their JSON paths).
    static func recognize(_ file: SourceFile) -> Recognition? {
        guard file.pathExtension == "json", let object = file.jsonObject else { return nil }
        if file.name == fileName { return .named("named \(fileName)") }
        func isString(_ value: Any) -> Bool { (value as? [String: Any])?["string"] != nil }
        if let payload = object["data"] as? [String: Any] {
            return !payload.isEmpty && payload.values.allSatisfy(isString) ? .marked(#"a "data" object of {"string": …} values"#) : nil
        }
        let byLocale = object.contains { member in
            LocaleNamedFiles.isLocaleName(member.key) && ((member.value as? [String: Any])?.values.contains(where: isString) ?? false)
        }
        return byLocale ? .shaped(#"locales holding {"string": …} values"#, strength: 60) : nil
    }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        try TransifexImporter.importCatalog(source: files[0], options: options)
    }
}
