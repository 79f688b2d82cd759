import Foundation

/// Something a ``RemoteCatalog`` did or refused, for logs and alerts: a
/// bundle served from the cache or the origin, a bundle refused and why, a
/// fetch that failed.
public struct RemoteCatalogEvent: Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Sendable {
        /// The cached bundle (verified) is served, at start.
        case servingCache
        /// The fallback bundle given at start is served (no good cached one, origin unreachable).
        case servingFallback
        /// A new bundle from the origin is served.
        case updated
        /// The origin has nothing newer (HTTP 304, or the bundle already served).
        case unchanged
        /// A bundle (from the origin or the cache) was not used: unsigned,
        /// signed by a key not trusted, changed since signed, older than the
        /// one served, or not a whole, valid bundle of this format.
        case refused
        /// The origin could not be asked or gave no bundle (unreachable,
        /// an HTTP error, over the size limit).
        case fetchFailed
    }

    /// What happened.
    public let kind: Kind
    /// One line saying what and why.
    public let message: String
    /// The generation served after the event (``RemoteCatalog/generation``).
    public let generation: UInt64
    /// When it happened.
    public let time: Date

    /// An event of `kind`.
    public init(kind: Kind, message: String, generation: UInt64, time: Date = Date()) {
        self.kind = kind
        self.message = message
        self.generation = generation
        self.time = time
    }

    /// `kind: message`.
    public var description: String { "\(kind.rawValue): \(message)" }
}

/// A function that receives a ``RemoteCatalog``'s events (every kind but
/// ``RemoteCatalogEvent/Kind/unchanged``), on the thread that polled.
public typealias RemoteCatalogEventHandler = @Sendable (RemoteCatalogEvent) -> Void
