import Foundation
import LocPack

/// A catalog that follows a signed bundle on a remote origin (any static
/// HTTP server, a CDN, a shared file), for a fleet of servers or CLIs that
/// take new translations without a deploy.
///
/// ```swift
/// let key = try BundlePublicKey(fileOrLine: "/etc/app/locpack.pub")
/// var configuration = try RemoteCatalog.Configuration(
///     url: URL(string: "https://cdn.example.com/app/messages.locpack")!,
///     trustedKeys: [key], cacheDirectory: "/var/cache/app/locpack")
/// configuration.pollInterval = .seconds(30)
/// let messages = try RemoteCatalog(configuration) { event in print("locpack: \(event)") }
/// messages.startPolling()
///
/// // In a request handler, on any thread:
/// let text = messages.withCatalog { $0.string("greeting", locale: $0.locale("pl")) }
/// ```
///
/// - At start it serves the last good bundle in the cache at once (after
///   verifying it again), so it serves while the origin is down and after
///   a restart with no network; with no good cached bundle it fetches once,
///   then falls back to ``Configuration/fallbackBundle``.
/// - Each poll is a conditional request, the first after a restart too
///   (the cached bundle's validators are kept beside it). A new bundle is downloaded into a
///   file beside the cache with a size cap, mapped as it will be served,
///   and served only when its signature is a trusted key's over every
///   mapped byte, it was signed after the bundle served, and the runtime
///   validates it whole. It is then renamed into the cache and swapped in
///   as `ReloadingCatalog` does:
///   renders in flight finish on the old bundle, renders never wait or
///   allocate for it.
/// - Anything else is refused and reported (``RemoteCatalogEvent``, and
///   ``status``); the bundle served stays, and polling goes on with backoff.
///
/// See `Specs/guarantees.md`, "Signed bundles from a remote origin", for
/// what is trusted and why.
public final class RemoteCatalog: Sendable {
    /// What it fetches, trusts and caches.
    public let configuration: Configuration
    /// Serves the accepted bundle; swapped only by this object.
    @usableFromInline let live: ReloadingCatalog
    let events: RemoteCatalogEventHandler?
    let diagnostics: CatalogDiagnosticsHandler?
    /// What is served and how polling goes; the version to compare new bundles with.
    let state: Locked<State>
    /// Serializes polls.
    let polling = Locked<Void>(())
    /// The polling thread, when one runs.
    let poller = Locked<PollingThread?>(nil)

    struct State {
        var status: RemoteCatalogStatus
        /// The validators of the origin's file last seen (served or refused).
        var validators: OriginValidators
        /// The served bundle's signing time (ms), nil for an unsigned fallback.
        var servedSignedAt: UInt64?
    }

    /// Starts serving: the verified cached bundle, else one fetched now,
    /// else the fallback bundle.
    ///
    /// - Parameters:
    ///   - configuration: The origin, trusted keys, cache and polling.
    ///   - diagnostics: Given to every catalog served (missing keys,
    ///     argument mismatches…) and told of each swap.
    ///   - events: Receives what the remote catalog does and refuses (a
    ///     trailing closure is this handler), on the polling thread, after
    ///     each poll. A diagnostics handler runs during the swap: it must
    ///     not call ``poll()`` (an events handler may).
    /// - Throws: ``RemoteCatalogError`` when no key is trusted, the cache
    ///   folder cannot be made, or there is no bundle to serve.
    public init(_ configuration: Configuration, diagnostics: CatalogDiagnosticsHandler? = nil,
                events: RemoteCatalogEventHandler?) throws(RemoteCatalogError) {
        guard !configuration.trustedKeys.isEmpty else {
            throw RemoteCatalogError("no trusted public key: a remote bundle is only served when a trusted key signed it")
        }
        do {
            try FileManager.default.createDirectory(atPath: configuration.cacheDirectory, withIntermediateDirectories: true)
        } catch {
            throw RemoteCatalogError("\(configuration.cacheDirectory): cannot be made a cache folder: \(error.localizedDescription)")
        }
        Self.removeAbandonedDownloads(in: configuration)
        self.configuration = configuration
        self.events = events
        self.diagnostics = diagnostics
        let start = try Self.firstBundle(configuration, diagnostics: diagnostics, events: events)
        live = ReloadingCatalog(path: configuration.cachedBundle, serving: start.accepted.catalog, diagnostics: diagnostics)
        let now = Date()
        let status = RemoteCatalogStatus(
            origin: configuration.origin.description, source: start.source, generation: live.generation,
            formatVersion: start.accepted.catalog.formatVersion, signer: start.accepted.signature?.signer,
            signedAt: start.accepted.signature?.signedAt, servedSince: now,
            lastFetchedAt: start.source == .origin ? now : nil, lastCheckedAt: start.source == .origin ? now : nil,
            lastError: start.failures.last, lastErrorAt: start.failures.isEmpty ? nil : now,
            consecutiveFailures: 0)
        state = Locked(State(status: status, validators: start.validators,
                            servedSignedAt: start.accepted.signature?.signedAtMilliseconds))
        let kind: RemoteCatalogEvent.Kind = switch start.source {
        case .cache: .servingCache
        case .origin: .updated
        case .fallback: .servingFallback
        }
        events?(RemoteCatalogEvent(kind: kind, message: start.message, generation: live.generation))
    }

    deinit {
        poller.withLock { $0?.stop(waiting: false) }
    }

    /// The number of the bundle now served: 1 for the first, one more after
    /// each swap (as `ReloadingCatalog.generation`).
    public var generation: UInt64 { live.generation }

    /// The catalog now served, with a strong reference (see `ReloadingCatalog.current`).
    public var current: Catalog { live.current }

    /// Calls `body` with the catalog now served: one atomic load and a
    /// thread-local lookup, no lock, no allocation (`ReloadingCatalog.withCatalog(_:)`).
    @inlinable
    public func withCatalog<R>(_ body: (Catalog) throws -> R) rethrows -> R {
        try live.withCatalog(body)
    }

    /// What is served and how polling goes.
    public var status: RemoteCatalogStatus {
        var status = state.withLock { $0.status }
        status.generation = live.generation
        return status
    }
}
