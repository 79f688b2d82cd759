import CSodium

/// Ed25519 signatures by libsodium (`Specs/bundle-format.md`, "Signature"):
/// the one place LocPack calls a cryptographic primitive, and never one of
/// its own. Messages are signed in parts (libsodium's `crypto_sign_init`,
/// `update`, `final`: Ed25519ph, which hashes the message with SHA-512
/// first), so a bundle is signed where it lies, around its signature field.
enum Ed25519 {
    /// Bytes in a public key.
    static let publicKeySize = Int(crypto_sign_PUBLICKEYBYTES)
    /// Bytes in a secret key (libsodium's: the seed, then the public key).
    static let secretKeySize = Int(crypto_sign_SECRETKEYBYTES)
    /// Bytes in a signature.
    static let signatureSize = Int(crypto_sign_BYTES)

    /// Whether libsodium initialized (it can fail only when the system
    /// has no source of randomness).
    static let isReady: Bool = sodium_init() >= 0

    /// A new key pair from the system's randomness, or nil when libsodium
    /// cannot run.
    static func generateKeyPair() -> (publicKey: [UInt8], secretKey: [UInt8])? {
        guard isReady else { return nil }
        var publicKey = [UInt8](repeating: 0, count: publicKeySize)
        var secretKey = [UInt8](repeating: 0, count: secretKeySize)
        guard crypto_sign_keypair(&publicKey, &secretKey) == 0 else { return nil }
        return (publicKey, secretKey)
    }

    /// The public key of `secretKey`, or nil when it is no secret key: the
    /// pair made again from its seed (its first 32 bytes) must be it.
    static func publicKey(of secretKey: [UInt8]) -> [UInt8]? {
        guard isReady, secretKey.count == secretKeySize else { return nil }
        var publicKey = [UInt8](repeating: 0, count: publicKeySize)
        var remade = [UInt8](repeating: 0, count: secretKeySize)
        let seed = Array(secretKey[..<Int(crypto_sign_SEEDBYTES)])
        guard crypto_sign_seed_keypair(&publicKey, &remade, seed) == 0, remade == secretKey else { return nil }
        return publicKey
    }

    /// The signature of the message `parts` make, one after another.
    static func sign(_ parts: [UnsafeRawBufferPointer], secretKey: [UInt8]) -> [UInt8]? {
        guard isReady, secretKey.count == secretKeySize else { return nil }
        var state = crypto_sign_state()
        guard crypto_sign_init(&state) == 0 else { return nil }
        for part in parts where !part.isEmpty {
            guard crypto_sign_update(&state, part.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt64(part.count)) == 0 else { return nil }
        }
        var signature = [UInt8](repeating: 0, count: signatureSize)
        var length: UInt64 = 0
        guard crypto_sign_final_create(&state, &signature, &length, secretKey) == 0, length == UInt64(signatureSize) else { return nil }
        return signature
    }

    /// Whether `signature` is `publicKey`'s over the message `parts` make.
    static func verify(_ signature: [UInt8], of parts: [UnsafeRawBufferPointer], publicKey: [UInt8]) -> Bool {
        guard isReady, signature.count == signatureSize, publicKey.count == publicKeySize else { return false }
        var state = crypto_sign_state()
        guard crypto_sign_init(&state) == 0 else { return false }
        for part in parts where !part.isEmpty {
            guard crypto_sign_update(&state, part.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt64(part.count)) == 0 else { return false }
        }
        var signature = signature
        return crypto_sign_final_verify(&state, &signature, publicKey) == 0
    }
}
