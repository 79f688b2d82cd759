import Foundation
import LocPack

/// Message files named after their locale (`en.json`, `pt-BR.json`,
/// `app_pt_BR.arb`), as the ICU MessageFormat, translatewiki and Transifex
/// importers read them: how a file name gives a locale, and how a
/// directory of such files is listed.
enum LocaleNamedFiles {
    /// The canonical locale (`pt-BR`) a file is named after, or `nil`.
    ///
    /// A file in a `NAME.lproj` folder has the folder's locale
    /// (`de.lproj/app.json` is `de`, though `app` is a language code too;
    /// none in `Base.lproj`). Else the base name without extension is tried
    /// whole (`pt_BR`, `zh-hans`), then the part after its first `_`
    /// (`app_pt_BR` → `pt_BR`, Flutter's naming). `aliases` maps names a
    /// format spells its own way.
    static func locale(ofFile file: String, aliases: [String: String] = [:]) -> String? {
        if let folder = LprojTree.lprojFolderName(of: file) {
            guard folder != "Base", let locale = LprojTree.locale(ofFolderName: folder, sourceLanguage: "") else { return nil }
            return LocaleIdentifier.canonical(locale)
        }
        return locale(ofFileName: file, aliases: aliases)
    }

    /// ``locale(ofFile:aliases:)`` from the file's name alone.
    private static func locale(ofFileName file: String, aliases: [String: String]) -> String? {
        let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        if (file as NSString).pathExtension.lowercased() == "arb", let locale = flutterLocale(ofBaseName: base) { return locale }
        var candidates = [base]
        if let underscore = base.firstIndex(of: "_") { candidates.append(String(base[base.index(after: underscore)...])) }
        for candidate in candidates {
            if let alias = aliases[candidate.lowercased()] { return alias }
            if isLocaleName(candidate) { return LocaleIdentifier.canonical(candidate) }
        }
        return nil
    }

    /// The locale of an `.arb` file as gen_l10n reads its name: the first
    /// part after an `_` that is a locale whose language is an ISO 639-1
    /// code (two letters, or `fil`, `gsw`): `app_de.arb` is `de`,
    /// `my_app_pt_BR.arb` is `pt-BR`.
    static func flutterLocale(ofBaseName base: String) -> String? {
        var index = base.startIndex
        while let underscore = base[index...].firstIndex(of: "_") {
            let candidate = String(base[base.index(after: underscore)...])
            let language = candidate.prefix { $0 != "_" && $0 != "-" }
            if isLocaleName(candidate), language.count == 2 || ["fil", "gsw"].contains(language.lowercased()) {
                return LocaleIdentifier.canonical(candidate)
            }
            index = base.index(after: underscore)
        }
        return nil
    }

    /// Whether `name` is spelled like a locale: a language of 2–3 letters,
    /// then subtags of 2–8 letters or digits, separated by `-` or `_`.
    static func isLocaleName(_ name: String) -> Bool {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = parts.first, (2...3).contains(language.count),
              language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// The files directly inside `directory` whose extension is one of
    /// `extensions`, sorted by name.
    static func files(in directory: URL, extensions: Set<String>) throws(CompilerError) -> [URL] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw CompilerError(diagnostics: [Diagnostic(.error, .unreadableInput, at: SourceLocation(file: directory.relativePath),
                                                         "cannot list the directory: \(error.localizedDescription)")])
        }
        return names.filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted()
            .map { directory.appendingPathComponent($0) }
    }

    /// Whether `url` names an existing directory.
    static func isDirectory(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
    }
}
