import Foundation
import PackagePlugin

/// Builds the translations of a target into `TARGET.locpack`, shipped as the
/// target's resource, and generates typed accessors for its keys
/// (`Specs/code-generation.md`). Runs `locpack build` only when a translation
/// file changed; its warnings and errors read `file:line:column: … [ID]`,
/// so the build log, editors and CI annotate them. `.locpack.json` in the
/// target's folder sets how each kind of diagnostic is reported:
/// `{"warn": {"missing-plural-category": "error"}}` (`Specs/cli.md`,
/// "Diagnostics").
@main
struct LocPackPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        var inputs = target.sourceFiles.map(\.url).filter(Self.mayHoldTranslations)
        guard !inputs.isEmpty else { return [] }
        let bundle = context.pluginWorkDirectoryURL.appending(path: "\(target.name).locpack")
        let accessors = context.pluginWorkDirectoryURL.appending(path: "LocPackAccessors.swift")
        var arguments = [
            "build", target.directoryURL.path(percentEncoded: false),
            "-o", bundle.path(percentEncoded: false),
            "--swift", accessors.path(percentEncoded: false), "--resource", target.name,
        ]
        // The settings file is read when the command runs, so editing it takes effect on the next build.
        let settings = target.directoryURL.appending(path: Self.settingsFileName)
        if FileManager.default.fileExists(atPath: settings.path(percentEncoded: false)) {
            arguments += ["--settings", settings.path(percentEncoded: false)]
            if !inputs.contains(settings) { inputs.append(settings) }
        }
        return [
            .buildCommand(
                displayName: "LocPack: building \(target.name).locpack and its accessors",
                executable: try context.tool(named: "LocPackCLI").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [bundle, accessors]
            )
        ]
    }

    /// The file of a target's LocPack settings (`DiagnosticSettingsFile`).
    static let settingsFileName = ".locpack.json"

    /// The files `locpack build` may read in a target: String Catalogs,
    /// `.strings`/`.stringsdict` in `NAME.lproj`, XLIFF, `.arb`, JSON
    /// message files and gettext catalogs. Listed as the command's inputs, so a change to any of
    /// them — and only that — runs the build again.
    static func mayHoldTranslations(_ url: URL) -> Bool {
        switch url.pathExtension {
        case "xcstrings", "xliff", "arb", "json", "po", "pot", "mo", "xml": true
        case "strings", "stringsdict": url.deletingLastPathComponent().pathExtension == "lproj"
        default: url.pathComponents.contains { $0.hasSuffix(".xcloc") }
        }
    }
}
