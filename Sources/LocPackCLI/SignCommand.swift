import ArgumentParser
import Foundation
import LocPackCompiler
import LocPackFleet

struct SignCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign",
        abstract: "Sign a bundle with a private key from `locpack keygen`.",
        discussion: """
            Adds an Ed25519 signature to the bundle, in place and atomically (a
            signature it had is replaced): it covers every byte of the file and
            records when it was made, so a reader that trusts the key can refuse any
            changed, truncated or older bundle. Renders are unchanged; readers that
            do not check signatures ignore it. `locpack inspect` shows the signer.
            """
    )

    @ArgumentParser.Argument(help: "The .locpack bundle to sign.")
    var bundle: String

    @Option(help: ArgumentHelp("The private key file (from locpack keygen).", valueName: "key"))
    var key: String

    @Option(name: .shortAndLong, help: "Write the signed bundle here instead of replacing BUNDLE.")
    var output: String?

    func run() throws {
        do {
            let signed = try Self.sign(bundleAt: bundle, keyPath: key)
            try AtomicFileWriter.write(signed, to: output ?? bundle)
        } catch let error as BundleSigningError {
            printError("error: \(error.description)")
            throw ExitCode.failure
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
    }

    /// The bundle at `path` signed with the private key at `keyPath`;
    /// errors name the file.
    static func sign(bundleAt path: String, keyPath: String) throws -> [UInt8] {
        let signingKey = try BundleSigningKey(contentsOf: keyPath)
        let bytes: [UInt8]
        do { bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path))) } catch {
            throw BundleSigningError("\(path): cannot be read: \(error.localizedDescription)")
        }
        do { return try BundleSigner.sign(bytes, with: signingKey) } catch {
            throw BundleSigningError("\(path): \(error.description)")
        }
    }
}
