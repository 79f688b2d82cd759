import Foundation

/// Tells which source files are translatewiki message files, whose
/// `{{PLURAL}}` forms follow MediaWiki's rule: the last form serves every
/// category after the ones listed before it (SEMANTICS §5). A Polish
/// `{{PLURAL:$1|plik|pliki|plików}}` is complete with three forms, so the
/// missing-category check does not apply to these plurals; the importer
/// reports form counts itself.
final class MediaWikiPluralFiles {
    private var known: [String: Bool] = [:]

    /// Whether `file` (a path as diagnostics give it) is a translatewiki
    /// message file.
    func contains(_ file: String) -> Bool {
        if let answer = known[file] { return answer }
        let answer = TranslateWikiFormat.recognizes(SourceFile(URL(fileURLWithPath: file)))
        known[file] = answer
        return answer
    }
}
