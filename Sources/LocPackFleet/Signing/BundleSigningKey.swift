import Foundation

/// The private half of a bundle signing key pair: what `locpack sign`
/// signs with. Its file (`locpack keygen -o KEY`) is one line,
/// `locpack-ed25519-private BASE64` (libsodium's 64-byte Ed25519 secret
/// key), readable by its owner only; the public key goes to `KEY.pub`.
public struct BundleSigningKey: Sendable {
    /// libsodium's secret key: the seed, then the public key.
    let secretKey: [UInt8]
    /// The public key that verifies this key's signatures.
    public let publicKey: BundlePublicKey

    /// The word a private key file starts with.
    public static let linePrefix = "locpack-ed25519-private"

    /// A new key pair from the system's randomness.
    public static func generate() throws(BundleSigningError) -> BundleSigningKey {
        guard let pair = Ed25519.generateKeyPair(), let key = BundlePublicKey(bytes: pair.publicKey) else {
            throw BundleSigningError("libsodium could not make a key (it found no source of randomness)")
        }
        return BundleSigningKey(secretKey: pair.secretKey, publicKey: key)
    }

    private init(secretKey: [UInt8], publicKey: BundlePublicKey) {
        self.secretKey = secretKey
        self.publicKey = publicKey
    }

    /// The key a private key file's line spells.
    public init(line: String) throws(BundleSigningError) {
        let words = line.split(whereSeparator: \.isWhitespace)
        guard words.count == 2, words[0] == Self.linePrefix, let data = Data(base64Encoded: String(words[1])),
              data.count == Ed25519.secretKeySize, let publicBytes = Ed25519.publicKey(of: Array(data)),
              let publicKey = BundlePublicKey(bytes: publicBytes) else {
            throw BundleSigningError("a private key file is one line '\(Self.linePrefix) BASE64' (what locpack keygen writes)")
        }
        self.init(secretKey: Array(data), publicKey: publicKey)
    }

    /// The key in the private key file at `path`.
    public init(contentsOf path: String) throws(BundleSigningError) {
        let contents: String
        do { contents = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw BundleSigningError("\(path): cannot be read: \(error.localizedDescription)")
        }
        do { try self.init(line: contents.trimmingCharacters(in: .whitespacesAndNewlines)) } catch {
            throw BundleSigningError("\(path): \(error.description)")
        }
    }

    /// The private key file's line.
    var line: String { Self.linePrefix + " " + Data(secretKey).base64EncodedString() }

    /// Writes the private key to `path` (owner read and write only) and the
    /// public key's line to `path.pub`; refuses to replace an existing key
    /// file unless `replacing`. Each file is written beside its place under
    /// a new name (created owner-only, never through a link), synced and
    /// renamed into place, the public key first: a failure leaves the old
    /// pair whole, or the new public key beside the old private one.
    public func write(to path: String, replacing: Bool = false) throws(BundleSigningError) {
        let manager = FileManager.default
        if !replacing, manager.fileExists(atPath: path) || manager.fileExists(atPath: path + ".pub") {
            throw BundleSigningError("\(path) or \(path).pub exists already; choose another name, or --force to replace the key")
        }
        try Self.writeReplacing(path + ".pub", publicKey.line + "\n", mode: 0o644)
        try Self.writeReplacing(path, line + "\n", mode: 0o600)
    }

    /// Writes `text` to a new file beside `path` with `mode`, syncs it and
    /// renames it over `path`.
    private static func writeReplacing(_ path: String, _ text: String, mode: mode_t) throws(BundleSigningError) {
        do throws(FileWriteError) {
            let bytes = Array(text.utf8)
            let staged = try bytes.withUnsafeBytes { raw in
                Result { () throws(FileWriteError) in try StagedFile(beside: path, bytes: raw, mode: mode) }
            }.get()
            try staged.commit()
        } catch {
            throw BundleSigningError(error.description)
        }
    }

    /// The signature of the message `parts` make.
    func sign(_ parts: [UnsafeRawBufferPointer]) throws(BundleSigningError) -> [UInt8] {
        guard let signature = Ed25519.sign(parts, secretKey: secretKey) else {
            throw BundleSigningError("libsodium could not sign")
        }
        return signature
    }
}
