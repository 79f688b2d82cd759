import Foundation
import LocPack

/// The checks a bundle passes before a ``RemoteCatalog`` serves it, in the
/// order they cost: opened (mapped) as it will be served, a trusted, intact
/// signature over those bytes, a signing time after the served bundle's,
/// then the whole bundle validated by the runtime (which refuses other
/// format versions).
enum BundleVetting {
    /// A bundle that passed: opened, verified, ready to serve.
    struct Accepted {
        let catalog: Catalog
        /// Nil only for a fallback bundle taken unsigned.
        let signature: BundleSignature?

        /// Refuses the bundle unless the runtime validates it whole
        /// (which also refuses other format versions).
        func validate() throws(Refusal) {
            do { try catalog.validateAll() } catch { throw Refusal("the runtime refuses it: \(error.message)") }
        }
    }

    /// Why a bundle whose signature no longer matches its bytes is refused.
    static let changedSinceSigned = "its signature does not match its bytes: it changed after it was signed"

    /// The signature a verdict trusts, or the refusal it amounts to.
    static func trustedSignature(from verdict: BundleSignature.Verdict) throws(Refusal) -> BundleSignature {
        switch verdict {
        case .trusted(let signature): return signature
        case .unsigned: throw Refusal("it is not signed")
        case .untrustedSigner(let key): throw Refusal("it is signed by a key that is not trusted (\(key.line))")
        case .broken: throw Refusal(changedSinceSigned)
        case .malformed(let why): throw Refusal("it is not a whole signed bundle: \(why)")
        }
    }

    /// How far ahead of this machine's clock a signature may be: a bundle
    /// signed by a clock set years ahead would otherwise be the floor no
    /// later bundle could pass.
    static let maximumClockSkewMilliseconds: UInt64 = 86_400_000

    /// Refuses a signature not newer than the one served (`served`, in ms) —
    /// an old signed bundle put back on the origin is a replay or a
    /// downgrade — or more than a day ahead of this clock.
    static func checkNewer(_ signature: BundleSignature, than served: UInt64?) throws(Refusal) {
        let now = UInt64(max(0, Date().timeIntervalSince1970 * 1000))
        guard signature.signedAtMilliseconds <= now + maximumClockSkewMilliseconds else {
            throw Refusal("it was signed at \(signature.signedAtMilliseconds) ms, more than a day ahead of this clock (\(now) ms): "
                          + "served, it would hold back every later bundle; check the signing machine's clock")
        }
        guard let served, signature.signedAtMilliseconds <= served else { return }
        throw Refusal("it was signed at \(signature.signedAtMilliseconds) ms, not after the bundle served (\(served) ms): "
                      + "an older bundle is never put back (a replay or a downgrade)")
    }

    /// Opens the bundle file at `path` (mapped, as it will be served) and
    /// checks its signature over the mapped bytes: trusted, or — when
    /// `signatureRequired` is false — none at all.
    static func open(_ path: String, trusting keys: [BundlePublicKey], signatureRequired: Bool = true,
                     diagnostics: CatalogDiagnosticsHandler?) throws(Refusal) -> Accepted {
        let catalog: Catalog
        do { catalog = try Catalog(contentsOf: path, diagnostics: diagnostics) } catch {
            // The download's own name says nothing to a reader: the refusal names the origin.
            let why = "the runtime refuses it: " + error.message.replacingOccurrences(of: path + ": ", with: "")
            // A signed bundle changed in transit fails whichever check reads the changed byte
            // first; its broken signature is the cause, so the refusal says that first.
            if error.kind != .io, let bytes = FileManager.default.contents(atPath: path),
               bytes.withUnsafeBytes({ BundleSignature.verify($0, trusting: keys) }) == .broken {
                throw Refusal("\(changedSinceSigned) (\(why))")
            }
            throw Refusal(why, isLocal: error.kind == .io)
        }
        let verdict = catalog.withUnsafeBundleBytes { BundleSignature.verify($0, trusting: keys) }
        if case .trusted(let signature) = verdict { return Accepted(catalog: catalog, signature: signature) }
        if !signatureRequired, verdict == .unsigned { return Accepted(catalog: catalog, signature: nil) }
        _ = try trustedSignature(from: verdict)
        throw Refusal("it is not signed by a trusted key")
    }

    /// Opens and checks the bundle at `path` as ``open(_:trusting:signatureRequired:diagnostics:)``
    /// does, then refuses it unless signed after `served` (ms) and valid whole.
    static func openNewer(_ path: String, trusting keys: [BundlePublicKey], than served: UInt64?, signatureRequired: Bool = true,
                          diagnostics: CatalogDiagnosticsHandler?) throws(Refusal) -> Accepted {
        let accepted = try open(path, trusting: keys, signatureRequired: signatureRequired, diagnostics: diagnostics)
        if let signature = accepted.signature { try checkNewer(signature, than: served) }
        try accepted.validate()
        return accepted
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
