import Foundation

extension RemoteCatalog {
    /// Where a ``RemoteCatalog`` fetches, whom it trusts, where it keeps
    /// the last good bundle, and how often and how far it polls.
    public struct Configuration: Sendable {
        /// Where the bundle is fetched.
        public var origin: any BundleOrigin
        /// The keys whose signatures are trusted; a bundle signed by none of
        /// them is never served.
        public var trustedKeys: [BundlePublicKey]
        /// The folder holding the last good bundle (`current.locpack`),
        /// created when missing. One per origin; processes following the
        /// same origin may share it (their writes take the folder's lock,
        /// and none puts back a bundle older than the one cached).
        public var cacheDirectory: String
        /// The wait between polls while all goes well.
        public var pollInterval: Duration = .seconds(60)
        /// The longest wait between polls: after each refusal or failed
        /// fetch in a row the wait doubles, up to this (but never below
        /// ``pollInterval``).
        public var maximumBackoff: Duration = .seconds(600)
        /// The biggest bundle accepted, in bytes.
        public var maximumBundleSize: Int = 256 << 20
        /// A bundle shipped with the application, served at start when the
        /// cache has no good bundle and the origin gives none; it may be
        /// unsigned, and any trusted bundle from the origin replaces it.
        public var fallbackBundle: String?

        /// A configuration for `origin`.
        public init(origin: any BundleOrigin, trustedKeys: [BundlePublicKey], cacheDirectory: String) {
            self.origin = origin
            self.trustedKeys = trustedKeys
            self.cacheDirectory = cacheDirectory
        }

        /// A configuration for the bundle at `url`: `http`, `https` or `file`.
        public init(url: URL, trustedKeys: [BundlePublicKey], cacheDirectory: String) throws(RemoteCatalogError) {
            let origin: any BundleOrigin
            switch url.scheme?.lowercased() {
            case "http", "https": origin = HTTPBundleOrigin(url: url)
            case "file": origin = FileBundleOrigin(path: url.path)
            default: throw RemoteCatalogError("\(url.absoluteString): only http, https and file URLs can be fetched")
            }
            self.init(origin: origin, trustedKeys: trustedKeys, cacheDirectory: cacheDirectory)
        }

        /// The cached bundle's path.
        var cachedBundle: String { URL(fileURLWithPath: cacheDirectory).appendingPathComponent("current.locpack").path }

        /// The wait before the next poll after `failures` refusals or failed
        /// fetches in a row (the polling thread takes 90–100 % of it, at random).
        public func wait(afterFailures failures: Int) -> Duration {
            guard failures > 0 else { return pollInterval }
            let ceiling = max(pollInterval, maximumBackoff)
            var wait = pollInterval
            for _ in 0..<min(failures, 40) where wait < ceiling { wait *= 2 }
            return min(wait, ceiling)
        }
    }
}

/// Why a ``RemoteCatalog`` could not start: no bundle to serve, or a
/// configuration it cannot use.
public struct RemoteCatalogError: Error, Sendable, CustomStringConvertible {
    /// One line saying what went wrong.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
