import Foundation
import LocPackTestSupport
import Testing

/// `locpack keygen`, `sign`, `build --sign` and `inspect --public-key`
/// (`Specs/cli.md`): a key pair on disk, a signed bundle that renders as
/// before, and a refusal for every bundle a trusted key did not sign intact.
@Suite struct SigningCLITests {
    @Test func keygenSignAndInspect() throws {
        try withScratchDirectory { directory in
            let key = directory.appendingPathComponent("release.key").path
            let made = try CLITests.run(["keygen", "-o", key])
            #expect(made.status == 0, "\(made.stderr)")
            let publicLine = try String(contentsOfFile: key + ".pub", encoding: .utf8).trimmingCharacters(in: .newlines)
            #expect(publicLine.hasPrefix("locpack-ed25519 "))
            #expect(made.stdout.contains(publicLine))
            let permissions = try FileManager.default.attributesOfItem(atPath: key)[.posixPermissions] as? NSNumber
            #expect(permissions?.intValue == 0o600)
            let again = try CLITests.run(["keygen", "-o", key])
            #expect(again.status != 0)
            #expect(again.stderr.contains("exists already"))

            let example = CLITests.repoRoot.appendingPathComponent("Examples/Localizable.xcstrings").path
            let bundle = directory.appendingPathComponent("app.locpack").path
            let built = try CLITests.run(["build", example, "-o", bundle, "--sign", key, "--quiet"])
            #expect(built.status == 0, "\(built.stderr)")
            let trusted = try CLITests.run(["inspect", bundle, "--public-key", key + ".pub"])
            #expect(trusted.status == 0, "\(trusted.stderr)")
            #expect(trusted.stdout.contains("signature:       Ed25519ph by \(publicLine)"))
            #expect(trusted.stdout.contains("intact, trusted"))
            let render = try CLITests.run(["render", bundle, "--key", "%lld photos", "--locale", "pl", "--arg", "5"])
            #expect(render.stdout == "5 zdjęć\n")

            // Another key is not trusted; the line itself may stand for the key.
            let other = directory.appendingPathComponent("other.key").path
            _ = try CLITests.run(["keygen", "-o", other])
            let otherLine = try String(contentsOfFile: other + ".pub", encoding: .utf8).trimmingCharacters(in: .newlines)
            let untrusted = try CLITests.run(["inspect", bundle, "--public-key", otherLine])
            #expect(untrusted.status == 1)
            #expect(untrusted.stdout.contains("NOT a trusted key"))
            #expect(untrusted.stderr.contains("no trusted key signed it"))

            // Re-signed with the other key, in place: now that one is trusted.
            let resigned = try CLITests.run(["sign", bundle, "--key", other])
            #expect(resigned.status == 0, "\(resigned.stderr)")
            #expect(try CLITests.run(["inspect", bundle, "--public-key", other + ".pub"]).status == 0)

            // A changed byte breaks it; an unsigned bundle is refused when a key is required.
            var bytes = try Data(contentsOf: URL(fileURLWithPath: bundle))
            bytes[bytes.count / 2] ^= 0x40
            try bytes.write(to: URL(fileURLWithPath: bundle))
            let broken = try CLITests.run(["inspect", bundle, "--public-key", other + ".pub"])
            #expect(broken.status == 1)
            #expect(broken.stdout.contains("BROKEN"))
            let unsigned = directory.appendingPathComponent("plain.locpack").path
            _ = try CLITests.run(["build", example, "-o", unsigned, "--quiet"])
            let plain = try CLITests.run(["inspect", unsigned])
            #expect(plain.stdout.contains("signature:       none"))
            #expect(try CLITests.run(["inspect", unsigned, "--public-key", key + ".pub"]).status == 1)
            // --keys lists the keys, then refuses the unsigned bundle all the same.
            let listed = try CLITests.run(["inspect", unsigned, "--keys", "--public-key", key + ".pub"])
            #expect(listed.status == 1)
            #expect(listed.stdout.contains(#""key":"#))
        }
    }

    @Test func badKeysAndFilesAreErrors() throws {
        try withScratchDirectory { directory in
            let example = CLITests.repoRoot.appendingPathComponent("Examples/Localizable.xcstrings").path
            let bundle = directory.appendingPathComponent("app.locpack").path
            let missing = try CLITests.run(["build", example, "-o", bundle, "--sign", directory.appendingPathComponent("none.key").path])
            #expect(missing.status == 1)
            #expect(missing.stderr.contains("none.key: cannot be read"))
            #expect(!FileManager.default.fileExists(atPath: bundle))
            let key = directory.appendingPathComponent("k").path
            _ = try CLITests.run(["keygen", "-o", key])
            let notBundle = try CLITests.run(["sign", key + ".pub", "--key", key])
            #expect(notBundle.status == 1)
            #expect(notBundle.stderr.contains("not a .locpack bundle"))
            let publicAsPrivate = try CLITests.run(["sign", bundle, "--key", key + ".pub"])
            #expect(publicAsPrivate.status == 1)
            #expect(publicAsPrivate.stderr.contains("a private key file is one line"))
        }
    }
}
