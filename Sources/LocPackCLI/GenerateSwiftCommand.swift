import ArgumentParser
import LocPack
import LocPackCompiler

struct GenerateSwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-swift",
        abstract: "Write typed Swift accessors for the keys of the bundle the inputs build.",
        discussion: """
            For build systems other than SwiftPM (the LocPack build plugin runs
            `locpack build --swift` itself). Reads INPUT as `locpack build` does, under the
            same policy, and writes one namespace per table (Localizable, InfoPlist, …)
            with one member per key: `"settings.title"` becomes `settingsTitle`,
            `"%lld photos"` becomes `photos(_:)` taking an Int. Each member carries the
            key's id and the bundle's key table fingerprint:

              let catalog = try Catalog(contentsOf: "app.locpack")
              print(catalog.string(Localizable.photos(3), locale: catalog.locale("pl")))

            renders by id without hashing when the bundle is the one the code was
            generated with, and by key text (reported once as keyTableMismatch) when
            it is not. Names, labels and types: Specs/code-generation.md.
            """
    )

    @OptionGroup var build: BuildInputOptions

    @Option(name: .shortAndLong, help: "The Swift file to write.")
    var output: String

    @OptionGroup(title: "Generated Swift") var swiftOptions: SwiftAccessorOptions

    func run() throws {
        try build.exitingOnFailure {
            let result = try build.build(packing: BundleWriter.Options(compression: .none, level: 1))
            build.report(result.prepared)
            guard result.bundle != nil else {
                build.reportNotWritten(output, errors: result.prepared.errorCount)
                throw ExitCode.failure
            }
            let source = try SwiftAccessorGenerator.source(for: result, options: swiftOptions.generatorOptions)
            try AtomicFileWriter.writeIfChanged(Array(source.utf8), to: output)
            if !build.quiet { print("\(output): accessors for \(result.keyCount) keys") }
        }
    }
}
