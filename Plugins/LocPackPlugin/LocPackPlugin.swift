import Foundation
import PackagePlugin

/// Builds the translations of a target into `TARGET.locpack`, shipped as the
/// target's resource, and generates typed accessors for its keys
/// (`Specs/code-generation.md`). Runs `locpack build` only when a translation
/// file changed; its warnings and errors read `file:line:column: …`, so the
/// build log, editors and CI annotate them.
@main
struct LocPackPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let translations = target.sourceFiles.map(\.url).filter(Self.mayHoldTranslations)
        guard !translations.isEmpty else { return [] }
        let bundle = context.pluginWorkDirectoryURL.appending(path: "\(target.name).locpack")
        let accessors = context.pluginWorkDirectoryURL.appending(path: "LocPackAccessors.swift")
        return [
            .buildCommand(
                displayName: "LocPack: building \(target.name).locpack and its accessors",
                executable: try context.tool(named: "LocPackCLI").url,
                arguments: [
                    "build", target.directoryURL.path(percentEncoded: false),
                    "-o", bundle.path(percentEncoded: false),
                    "--swift", accessors.path(percentEncoded: false), "--resource", target.name,
                ],
                inputFiles: translations,
                outputFiles: [bundle, accessors]
            )
        ]
    }

    /// The files `locpack build` may read in a target: String Catalogs,
    /// `.strings`/`.stringsdict` in `NAME.lproj`, XLIFF, `.arb` and JSON
    /// message files. Listed as the command's inputs, so a change to any of
    /// them — and only that — runs the build again.
    static func mayHoldTranslations(_ url: URL) -> Bool {
        switch url.pathExtension {
        case "xcstrings", "xliff", "arb", "json": true
        case "strings", "stringsdict": url.deletingLastPathComponent().pathExtension == "lproj"
        default: url.pathComponents.contains { $0.hasSuffix(".xcloc") }
        }
    }
}
