import Foundation

/// How an Xcode `*.lproj` tree names things: the folder gives the locale
/// (`de.lproj`, `pt-BR.lproj`, `zh-Hans.lproj`, `Base.lproj`), the file's
/// base name gives the table (`Localizable`, `InfoPlist`, or a custom name).
public enum LprojTree {
    /// The old English folder names Xcode still understands, and their locales.
    static let legacyNames: [String: String] = [
        "English": "en", "French": "fr", "German": "de", "Italian": "it", "Japanese": "ja",
        "Spanish": "es", "Dutch": "nl",
    ]

    /// The name of the nearest enclosing `NAME.lproj` folder of `path`
    /// (without `.lproj`), or `nil` when there is none.
    public static func lprojFolderName(of path: String) -> String? {
        let components = (path as NSString).pathComponents.dropLast()
        guard let folder = components.last(where: { $0.hasSuffix(".lproj") }) else { return nil }
        return String(folder.dropLast(".lproj".count))
    }

    /// The extensions of Apple's string tables, whose locale is their
    /// `NAME.lproj` folder.
    static let tableExtensions: Set<String> = ["strings", "stringsdict"]

    /// The ``MergePrecedence/family`` of the formats of `.lproj` tables
    /// (`.strings` and `.stringsdict`), which one bundle reads as one table.
    static let tableFamily = "lproj table"

    /// The locale an `NAME.lproj` folder stands for: `Base` is
    /// `sourceLanguage`, the old English names (`English`, `German`, …) are
    /// their language codes, and any other name must look like a locale
    /// identifier (`en`, `pt-BR`, `pt_BR`, `zh-Hans`, `zh_Hant_TW`) and is kept
    /// as spelled. `nil` for a name that is none of these.
    public static func locale(ofFolderName name: String, sourceLanguage: String) -> String? {
        if name == "Base" { return sourceLanguage }
        if let code = legacyNames[name] { return code }
        return LocaleNamedFiles.isLocaleName(name) ? name : nil
    }

    /// The locale of the file at `path` from its enclosing `.lproj` folder.
    ///
    /// - Returns: `nil` when the file is not inside a `.lproj` folder.
    /// - Throws: ``CompilerError`` when the folder name is not a locale.
    public static func locale(ofFile path: String, sourceLanguage: String) throws(CompilerError) -> String? {
        guard let name = lprojFolderName(of: path) else { return nil }
        guard let locale = locale(ofFolderName: name, sourceLanguage: sourceLanguage) else {
            throw CompilerError(diagnostics: [Diagnostic(.error, .unreadableInput, at: SourceLocation(file: path),
                "the folder '\(name).lproj' does not name a locale (expected e.g. en.lproj, pt-BR.lproj, zh-Hans.lproj or Base.lproj)")])
        }
        return locale
    }

    /// `given` when the caller names the locale of the table at `path`,
    /// else the locale of its `.lproj` folder.
    ///
    /// - Throws: ``CompilerError`` when neither tells the locale, or the
    ///   folder name is not a locale.
    static func locale(ofTable path: String, given: String?, sourceLanguage: String) throws(CompilerError) -> String {
        if let given { return given }
        guard let locale = try locale(ofFile: path, sourceLanguage: sourceLanguage) else {
            throw CompilerError(diagnostics: [Diagnostic(.error, .unreadableInput, at: SourceLocation(file: path),
                "cannot tell the locale of the file: it is not inside a NAME.lproj folder")])
        }
        return locale
    }

    /// The table a file holds: its base name without the extension
    /// (`Localizable` for `…/de.lproj/Localizable.strings`).
    public static func tableName(ofFile path: String) -> String {
        let base = (path as NSString).lastPathComponent
        guard let dot = base.lastIndex(of: "."), dot != base.startIndex else { return base }
        return String(base[..<dot])
    }
}
