import Foundation
import LocPack

/// Swifternalization folders (`base.json`, `expressions.json`, one file
/// per language) in the import registry: one folder is imported together.
enum SwifternalizationFormat: ImportFormat {
    static let id = "swifternalization"
    static let name = "Swifternalization"
    static let inputsSummary = "Swifternalization sets (base.json, expressions.json, pl.json)"
    static let specification = "swifternalization.md"
    static let fileExtensions: Set<String> = ["json"]
    static let markerFileNames: Set<String> = [SwifternalizationImporter.baseFileName, SwifternalizationImporter.expressionsFileName]
    static let phase = ImportPhase.localeNamed

    /// `expressions.json` or `base.json` holding a JSON object; else a file
    /// named after a language, beside one of those two files, or of the
    /// shape of one (``shape(of:)``).
    static func recognize(_ file: SourceFile) -> Recognition? {
        guard file.pathExtension == "json" else { return nil }
        let name = file.name.lowercased()
        if markerFileNames.contains(name) { return file.jsonObject != nil ? .named("named \(name)") : nil }
        guard LocaleNamedFiles.locale(ofFile: name) != nil else { return nil }
        if SwifternalizationImporter.hasSetMarkerBeside(file.url) { return .marked("a base.json or expressions.json beside it") }
        return shape(of: file.json)
    }

    /// How much `json` looks like a Swifternalization file: an object of
    /// strings and objects (numbers, booleans and nulls are reported by the
    /// importer) in which some object's members are all cases and no object
    /// holds other keys. Cases only Swifternalization writes (`ie:…`,
    /// `iex:…`, `exp:…`, `>one`, `@N`) are strong evidence; plural
    /// categories alone, weaker (other formats write them too).
    static func shape(of json: Any?) -> Recognition? {
        guard let object = json as? [String: Any],
              object.values.allSatisfy({ $0 is String || $0 is [String: Any] || JSONScalar.isScalar($0) }) else { return nil }
        var hasCases = false, hasOwnCases = false
        for case let cases as [String: Any] in object.values where !cases.isEmpty {
            if cases.keys.contains(where: { !$0.hasPrefix("@") && !SwifternalizationImporter.isCaseName($0) }) { return nil }
            guard cases.keys.allSatisfy(SwifternalizationImporter.isCaseName) else { continue }
            hasCases = true
            if cases.keys.contains(where: { PluralCategory(name: $0) == nil }) { hasOwnCases = true }
        }
        if hasOwnCases { return .shaped("objects of expressions or length variations", strength: 60) }
        return hasCases ? .shaped("objects of plural categories", strength: 40) : nil
    }

    static func groupKey(of file: SourceFile) -> String { folderGroupKey(of: file) }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        try SwifternalizationImporter.importCatalog(sources: files, options: options)
    }
}
