import ArgumentParser

/// The `locpack` command: compile translations into a bundle and use it.
@main
struct LocPackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locpack",
        abstract: "Compile translations into one .locpack bundle and render messages from it.",
        discussion: """
            Typical use:
              locpack build Resources/ -o app.locpack
              locpack render app.locpack --key "%lld photos" --locale pl --arg 22
              locpack inspect app.locpack
              locpack format --locale pl --message '{$n :number} zdjęć' --param n=3
            """,
        version: "0.1.0",
        subcommands: [BuildCommand.self, GenerateSwiftCommand.self, DiffCommand.self, RenderCommand.self, FormatCommand.self, InspectCommand.self, PluralCommand.self, LintCommand.self, KeygenCommand.self, SignCommand.self]
    )
}
