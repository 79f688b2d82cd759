import Foundation
import LocPackFleet

/// What `locpack inspect` says of a bundle's signature.
struct SignatureReport {
    /// The signature, when the bundle has a well-formed one.
    var signature: BundleSignature?
    /// Why the signature section could not be read, when it could not.
    var malformed: String?
    /// Whether the signature matches every byte of the file.
    var intact: Bool
    /// Whether a trusted key made it, when keys were given.
    var trusted: Bool?

    /// One line of text.
    var text: String {
        if let malformed { return "malformed (\(malformed))" }
        guard let signature else { return "none" }
        var line = "Ed25519ph by \(signature.signer.line), signed \(Self.timestamp(signature.signedAt)), "
        line += intact ? "intact" : "BROKEN (the bundle changed after it was signed)"
        if let trusted { line += trusted ? ", trusted" : intact ? ", NOT a trusted key" : "" }
        return line
    }

    /// Why a reader that trusts the given keys refuses the bundle.
    var refusal: String {
        if let malformed { return "its signature is malformed (\(malformed))" }
        guard let signature else { return "not signed" }
        return intact ? "signed by \(signature.signer.line)" : "its signature does not match its bytes"
    }

    /// JSON-serializable values.
    var jsonObject: [String: Any] {
        var object: [String: Any] = ["intact": intact]
        if let signature {
            object["signer"] = signature.signer.line
            object["signedAt"] = Self.timestamp(signature.signedAt)
        }
        if let malformed { object["malformed"] = malformed }
        if let trusted { object["trusted"] = trusted }
        return object
    }

    private static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }
}
