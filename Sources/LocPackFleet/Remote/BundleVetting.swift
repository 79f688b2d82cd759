import LocPack

/// The checks a bundle passes before a ``RemoteCatalog`` serves it, in the
/// order they cost: a trusted, intact signature over the bytes that will be
/// served, a signing time after the served bundle's, then the whole bundle
/// opened and validated by the runtime (which refuses other format versions).
enum BundleVetting {
    /// A bundle that passed: opened, verified, ready to serve.
    struct Accepted {
        let catalog: Catalog
        /// Nil only for a fallback bundle taken unsigned.
        let signature: BundleSignature?
    }

    /// The trusted signature of `bytes`, or why there is none.
    static func trustedSignature(of bytes: UnsafeRawBufferPointer, trusting keys: [BundlePublicKey]) throws(Refusal) -> BundleSignature {
        try trustedSignature(from: BundleSignature.verify(bytes, trusting: keys))
    }

    /// The signature a verdict trusts, or the refusal it amounts to.
    private static func trustedSignature(from verdict: BundleSignature.Verdict) throws(Refusal) -> BundleSignature {
        switch verdict {
        case .trusted(let signature): return signature
        case .unsigned: throw Refusal("it is not signed")
        case .untrustedSigner(let key): throw Refusal("it is signed by a key that is not trusted (\(key.line))")
        case .broken: throw Refusal("its signature does not match its bytes: it changed after it was signed")
        case .malformed(let why): throw Refusal("it is not a whole signed bundle: \(why)")
        }
    }

    /// Refuses a signature not newer than the one served (`served`, in ms):
    /// an old signed bundle put back on the origin is a replay or a downgrade.
    static func checkNewer(_ signature: BundleSignature, than served: UInt64?) throws(Refusal) {
        guard let served, signature.signedAtMilliseconds <= served else { return }
        throw Refusal("it was signed at \(signature.signedAtMilliseconds) ms, not after the bundle served (\(served) ms): "
                      + "an older bundle is never put back (a replay or a downgrade)")
    }

    /// Opens the bundle file at `path` (mapped, as it will be served) and
    /// checks it: a trusted signature over the mapped bytes (unless
    /// `signatureRequired` is false and it has none), not older than
    /// `served`, and the whole bundle valid.
    static func open(_ path: String, trusting keys: [BundlePublicKey], notOlderThan served: UInt64?,
                     signatureRequired: Bool = true,
                     diagnostics: CatalogDiagnosticsHandler?) throws(Refusal) -> Accepted {
        let catalog: Catalog
        do { catalog = try Catalog(contentsOf: path, diagnostics: diagnostics) } catch {
            throw Refusal("the runtime refuses it: \(error.message)")
        }
        // Verified over the mapping: exactly the bytes renders will read.
        let verdict = catalog.withUnsafeBundleBytes { BundleSignature.verify($0, trusting: keys) }
        var signature: BundleSignature?
        if case .trusted(let trusted) = verdict {
            signature = trusted
        } else if signatureRequired {
            _ = try trustedSignature(from: verdict)
        }
        if let signature { try checkNewer(signature, than: served) }
        do { try catalog.validateAll() } catch {
            throw Refusal("the runtime refuses it: \(error.message)")
        }
        return Accepted(catalog: catalog, signature: signature)
    }

    /// Why a bundle was not served.
    struct Refusal: Error, CustomStringConvertible {
        let description: String
        /// The fault is here, not in the bundle (the cache could not be
        /// written): the same bundle is fetched again at the next poll.
        var isLocal = false
        init(_ description: String, isLocal: Bool = false) {
            self.description = description
            self.isLocal = isLocal
        }
    }
}
