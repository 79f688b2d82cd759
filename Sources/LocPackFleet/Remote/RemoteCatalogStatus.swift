import Foundation

/// What a ``RemoteCatalog`` serves and how its polling goes, for health
/// endpoints: ``json`` is one object ready to return.
public struct RemoteCatalogStatus: Sendable {
    /// Where the served bundle came from.
    public enum Source: String, Sendable {
        /// The cache, at start.
        case cache
        /// The origin.
        case origin
        /// The fallback bundle given at start.
        case fallback
    }

    /// The origin polled.
    public var origin: String
    /// Where the served bundle came from.
    public var source: Source
    /// The number of the bundle served, as ``RemoteCatalog/generation``.
    public var generation: UInt64
    /// The served bundle's format version (`major.minor`).
    public var formatVersion: String
    /// The key that signed the served bundle (nil: an unsigned fallback).
    public var signer: BundlePublicKey?
    /// When the served bundle was signed: its version.
    public var signedAt: Date?
    /// When the served bundle started being served.
    public var servedSince: Date
    /// When a bundle was last downloaded and accepted from the origin.
    public var lastFetchedAt: Date?
    /// When the origin last answered (a bundle or "not modified").
    public var lastCheckedAt: Date?
    /// The last refusal or failed fetch, kept after later good answers
    /// (compare ``lastErrorAt`` with ``lastCheckedAt``).
    public var lastError: String?
    /// When ``lastError`` happened.
    public var lastErrorAt: Date?
    /// Refusals and failed fetches since the last good answer; each doubles
    /// the wait before the next poll, up to the configured maximum.
    public var consecutiveFailures: Int

    /// The status as one JSON object, keys sorted (dates in ISO 8601,
    /// absent values as null).
    public var json: String {
        let formatter = ISO8601DateFormatter()
        func value(_ text: String?) -> Any { text ?? NSNull() }
        func value(_ date: Date?) -> Any { date.map { formatter.string(from: $0) } ?? NSNull() }
        let object: [String: Any] = [
            "origin": origin, "source": source.rawValue, "generation": generation, "formatVersion": formatVersion,
            "signer": value(signer?.line), "signedAt": value(signedAt), "servedSince": value(servedSince),
            "lastFetchedAt": value(lastFetchedAt), "lastCheckedAt": value(lastCheckedAt),
            "lastError": value(lastError), "lastErrorAt": value(lastErrorAt), "consecutiveFailures": consecutiveFailures,
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
