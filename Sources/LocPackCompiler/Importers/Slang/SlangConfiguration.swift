import Foundation
import LocPack

/// The slang settings that change how its files read
/// (`Specs/importers/slang.md`, "Settings"): `string_interpolation` and
/// `base_locale`, from `slang.yaml` or from a `build.yaml` that configures
/// slang, looked for beside the files and in the folders above them.
struct SlangConfiguration: Equatable {
    /// How a text names its arguments.
    enum Interpolation: String, Equatable {
        /// `$name` and `${name}` (slang's default); `\$` is a dollar sign.
        case dart
        /// `{name}`.
        case braces
        /// `{{name}}`.
        case doubleBraces = "double_braces"
    }

    /// `string_interpolation` (default `dart`).
    var interpolation = Interpolation.dart
    /// `base_locale` (default `en`): the locale of a file whose name gives
    /// none (`strings.i18n.json`).
    var baseLocale = "en"
    /// The settings file read, if any.
    var source: String?

    /// How many folders above the files are searched.
    static let searchDepth = 8

    /// The settings for slang files in the folder of `file`: the nearest
    /// `slang.yaml`, else the nearest `build.yaml` that mentions slang; the
    /// defaults when there is none.
    static func find(forFileAt file: String) -> SlangConfiguration {
        var candidate = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL
        for _ in 0..<searchDepth {
            for (name, nested) in [("slang.yaml", false), ("build.yaml", true)] {
                let url = candidate.appendingPathComponent(name)
                guard let text = try? String(contentsOf: url, encoding: .utf8), !nested || text.contains("slang") else { continue }
                return SlangConfiguration(YAMLSettings.values(in: text, nested: nested), source: url.path)
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { break }
            candidate = parent
        }
        return SlangConfiguration()
    }

    init() {}

    /// The settings `values` give (unknown values keep the defaults).
    init(_ values: [String: String], source: String?) {
        self.source = source
        if let value = values["string_interpolation"], let interpolation = Interpolation(rawValue: value) {
            self.interpolation = interpolation
        }
        if let value = values["base_locale"], LocaleNamedFiles.isLocaleName(value) { baseLocale = LocaleIdentifier.canonical(value) }
    }
}
