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
    /// file unless `replacing`.
    public func write(to path: String, replacing: Bool = false) throws(BundleSigningError) {
        let manager = FileManager.default
        if !replacing, manager.fileExists(atPath: path) || manager.fileExists(atPath: path + ".pub") {
            throw BundleSigningError("\(path) or \(path).pub exists already; choose another name, or --force to replace the key")
        }
        // Made owner-only before the secret is written into it.
        let flags = O_WRONLY | O_CREAT | O_TRUNC | (replacing ? 0 : O_EXCL)
        let descriptor = open(path, flags, 0o600)
        guard descriptor >= 0 else { throw BundleSigningError("\(path): cannot be created: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        guard fchmod(descriptor, 0o600) == 0 else { throw BundleSigningError("\(path): cannot be made owner-only: \(String(cString: strerror(errno)))") }
        do {
            try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: Data((line + "\n").utf8))
        } catch {
            throw BundleSigningError("\(path): cannot be written: \(error.localizedDescription)")
        }
        do {
            try Data((publicKey.line + "\n").utf8).write(to: URL(fileURLWithPath: path + ".pub"), options: .atomic)
        } catch {
            throw BundleSigningError("\(path).pub: cannot be written: \(error.localizedDescription)")
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
