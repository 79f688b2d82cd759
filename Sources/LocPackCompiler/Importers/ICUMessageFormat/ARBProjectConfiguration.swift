import Foundation

/// The settings of Flutter's `l10n.yaml` that change how `.arb` files read
/// (`Specs/importers/icu-messageformat.md`, "Flutter ARB"): `arb-dir`,
/// `template-arb-file`, `use-escaping`.
///
/// The file is looked for beside the `.arb` files and in the folders above
/// them; it applies when its `arb-dir` (default `lib/l10n`, relative to the
/// file) is the folder of the `.arb` files. Only flat `key: value` lines are
/// read: comments, quotes and anything nested are tolerated, never required.
struct ARBProjectConfiguration: Equatable {
    /// `use-escaping` (default false): whether `'` quotes text.
    var useEscaping = false
    /// `template-arb-file` (default `app_en.arb`): the file whose messages
    /// and `@KEY.placeholders` define every message's arguments.
    var templateFile = "app_en.arb"
    /// The `l10n.yaml` read, if any.
    var source: String?

    /// How many folders above the `.arb` files are searched.
    static let searchDepth = 8

    /// The configuration for `.arb` files in the folder of `arbFile`.
    static func find(forARBFileAt arbFile: String) -> ARBProjectConfiguration {
        let folder = URL(fileURLWithPath: arbFile).deletingLastPathComponent().standardizedFileURL
        var candidate = folder
        for _ in 0..<searchDepth {
            let yaml = candidate.appendingPathComponent("l10n.yaml")
            if let text = try? String(contentsOf: yaml, encoding: .utf8) {
                let values = parse(text)
                let arbDirectory = candidate.appendingPathComponent(values["arb-dir"] ?? "lib/l10n").standardizedFileURL
                guard arbDirectory.path == folder.path else { return ARBProjectConfiguration() }
                var configuration = ARBProjectConfiguration(source: yaml.path)
                if let escaping = values["use-escaping"] { configuration.useEscaping = ["true", "yes", "on"].contains(escaping.lowercased()) }
                if let template = values["template-arb-file"], !template.isEmpty { configuration.templateFile = template }
                return configuration
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { break }
            candidate = parent
        }
        return ARBProjectConfiguration()
    }

    /// The top-level `key: value` pairs of a YAML text (``YAMLSettings``).
    static func parse(_ text: String) -> [String: String] { YAMLSettings.values(in: text) }
}
