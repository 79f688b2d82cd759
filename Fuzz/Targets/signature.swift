import LocPackFleet

/// Fuzz target `signature`: any bytes as a bundle whose signature is read
/// and verified (never trusted unless a trusted key made it), then signed:
/// a bundle the signer signs must verify as trusted, and a second signature
/// replaces the first in place.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSignature(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let key = SignatureFuzzKeys.signer, let other = SignatureFuzzKeys.other else { fatalError("libsodium made no key") }
    // Nothing signed these bytes with the trusted key, except by the chance of a forged signature.
    if case .trusted = bytes.withUnsafeBytes({ BundleSignature.verify($0, trusting: [key.publicKey]) }) {
        fatalError("unsigned fuzz input verified as trusted")
    }
    guard let signed = try? BundleSigner.sign(bytes, with: key) else { return 0 }
    guard case .trusted = signed.withUnsafeBytes({ BundleSignature.verify($0, trusting: [key.publicKey]) }) else {
        fatalError("a bundle the signer signed does not verify")
    }
    guard let resigned = try? BundleSigner.sign(signed, with: other), resigned.count == signed.count,
          case .untrustedSigner = resigned.withUnsafeBytes({ BundleSignature.verify($0, trusting: [key.publicKey]) })
    else { fatalError("signing a signed bundle again did not replace its signature") }
    FuzzHarness.openAndRender(signed)
    return 0
}

/// The two keys of the run, made once.
enum SignatureFuzzKeys {
    static let signer = try? BundleSigningKey.generate()
    static let other = try? BundleSigningKey.generate()
}
