import ArgumentParser
import Foundation
import LocPackFleet

struct KeygenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keygen",
        abstract: "Make a key pair for signing bundles.",
        discussion: """
            Writes an Ed25519 key pair (libsodium): the private key to KEY, readable
            by its owner only, and the public key, one line 'locpack-ed25519 BASE64',
            to KEY.pub. Sign with `locpack sign BUNDLE --key KEY` or `locpack build …
            --sign KEY`; give processes that fetch bundles KEY.pub (the file or its
            line) as the key they trust. Keep KEY off the machines that only read.
            """
    )

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the private key (and KEY.pub).", valueName: "key"))
    var output: String

    @Flag(help: "Replace an existing key pair at that path.")
    var force = false

    func run() throws {
        do {
            let key = try BundleSigningKey.generate()
            try key.write(to: output, replacing: force)
            print("private key: \(output) (owner read and write only)")
            print("public key:  \(output).pub")
            print(key.publicKey.line)
        } catch {
            printError("error: \(error.description)")
            throw ExitCode.failure
        }
    }
}
