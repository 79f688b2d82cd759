import Foundation
import LocPack

extension RemoteCatalog {
    /// Asks the origin once, now, for a newer bundle (a conditional
    /// request), and serves it if it passes every check. Waits for the
    /// fetch; serialized with other polls. Returns what happened, which also
    /// goes to the event handler (unless ``RemoteCatalogEvent/Kind/unchanged``).
    @discardableResult
    public func poll() -> RemoteCatalogEvent { poll(cancellation: FetchCancellation()) }

    /// ``poll()``, whose fetch ends early when `cancellation` is set (by
    /// ``stopPolling()``, for the polling thread's polls): nothing changes
    /// and nothing is reported then.
    @discardableResult
    func poll(cancellation: FetchCancellation) -> RemoteCatalogEvent {
        let event = polling.withLock { _ in
            guard !cancellation.isCancelled else { return stopped() }
            let validators = state.withLock { $0.validators }
            var started: BundleDownload?
            do throws(BundleOriginError) {
                let download = try Self.newDownload(configuration, cancellation: cancellation)
                started = download
                switch try configuration.origin.fetch(unlessMatching: validators, into: download) {
                case .notModified:
                    return answered(.unchanged, "\(configuration.origin.description): not modified")
                case .downloaded(let newValidators):
                    // Kept even when the bundle is refused: the same refused file is not fetched again.
                    state.withLock { $0.validators = newValidators }
                    return consider(download, validators: newValidators)
                }
            } catch where cancellation.isCancelled {
                // Now, though the origin's own work (a URLSession delegate) may hold the download a while longer.
                started?.file.discard()
                return stopped()
            } catch {
                return failed(.fetchFailed, error.description)
            }
        }
        // Outside the poll's lock: the handler may poll or stop polling.
        if event.kind != .unchanged { events?(event) }
        return event
    }

    /// A new download file beside the cached bundle, for a fetch that
    /// `cancellation` can end.
    static func newDownload(_ configuration: Configuration,
                            cancellation: FetchCancellation = FetchCancellation()) throws(BundleOriginError) -> BundleDownload {
        let origin = configuration.origin.description
        do {
            return try BundleDownload(beside: configuration.cachedBundle, maximumSize: configuration.maximumBundleSize, origin: origin,
                                      cancellation: cancellation)
        } catch {
            throw BundleOriginError("\(origin): the cache cannot take a download: \(error.description)")
        }
    }

    /// Starts a thread that calls ``poll()`` every
    /// ``Configuration/pollInterval`` (a little less, at random, so a fleet's
    /// polls spread out), waiting longer after failures
    /// (``Configuration/maximumBackoff``). Replaces a thread already
    /// running. It ends with ``stopPolling()`` or when this object goes away.
    public func startPolling() {
        stopPolling()
        let started = PollingThread.start(for: self)
        let replaced = poller.withLock { current in
            defer { current = started }
            return current
        }
        replaced?.stop(waiting: true)
    }

    /// Stops the polling thread and waits for it to end. A fetch under way
    /// is cancelled (a partial download is removed; nothing is reported,
    /// the bundle served stays); a bundle already downloaded is still
    /// checked and served, which takes no network.
    public func stopPolling() {
        let running = poller.withLock { current in
            defer { current = nil }
            return current
        }
        running?.stop(waiting: true)
    }

    /// The wait before the polling thread's first poll: none when the bundle
    /// served came from the cache or the fallback (it may be stale).
    var firstWait: Duration {
        state.withLock { $0.status.source } == .origin ? nextWait : .zero
    }

    /// The wait before the polling thread's next poll.
    var nextWait: Duration {
        let failures = state.withLock { $0.status.consecutiveFailures }
        return configuration.wait(afterFailures: failures) * Double.random(in: 0.9...1.0)
    }

    // MARK: Considering a new bundle

    /// Serves the downloaded bundle if it passes every check, keeping its
    /// `validators` beside the cache with it; the event says what happened.
    private func consider(_ download: BundleDownload, validators: OriginValidators) -> RemoteCatalogEvent {
        let served = state.withLock { $0.servedSignedAt }
        do throws(BundleVetting.Refusal) {
            try download.finishIntoCache()
            let accepted = try BundleVetting.open(download.file.path, trusting: configuration.trustedKeys, diagnostics: diagnostics)
            if let signature = accepted.signature, signature.signedAtMilliseconds == served,
               accepted.catalog.withUnsafeBundleBytes({ new in live.current.withUnsafeBundleBytes { new.elementsEqual($0) } }) {
                // The origin's file changed its validators, not its bytes: a restart asks with the new ones.
                CacheFolderLock.withLock(beside: configuration.cachedBundle) {
                    CachedValidators.save(validators, beside: configuration.cachedBundle, for: signature)
                }
                return answered(.unchanged, "\(configuration.origin.description): the bundle served")
            }
            if let signature = accepted.signature { try BundleVetting.checkNewer(signature, than: served) }
            try accepted.validate()
            let cached = try download.commitToCache(signedWith: accepted.signature, validators: validators,
                                                    trusting: configuration.trustedKeys)
            let generation = live.replace(with: accepted.catalog)
            let now = Date()
            state.withLock { state in
                state.servedSignedAt = accepted.signature?.signedAtMilliseconds
                state.status.source = .origin
                state.status.formatVersion = accepted.catalog.formatVersion
                state.status.signer = accepted.signature?.signer
                state.status.signedAt = accepted.signature?.signedAt
                state.status.servedSince = now
                state.status.lastFetchedAt = now
                state.status.lastCheckedAt = now
                state.status.consecutiveFailures = 0
            }
            let signedAt = accepted.signature.map { ISO8601DateFormatter().string(from: $0.signedAt) } ?? "?"
            return RemoteCatalogEvent(kind: .updated, message: "\(configuration.origin.description): serving the bundle signed at \(signedAt) "
                                      + "(\(download.count) bytes, generation \(generation))"
                                      + (cached ? "" : "; the cache keeps the newer bundle another process put there"),
                                      generation: generation, time: now)
        } catch where error.isLocal {
            // Not the bundle's fault: fetched again at the next poll.
            state.withLock { $0.validators = .none }
            return failed(.fetchFailed, "\(configuration.origin.description): \(error.description)")
        } catch {
            return failed(.refused, "\(configuration.origin.description): refused: \(error.description)")
        }
    }

    /// The answer of a poll whose fetch was cancelled: nothing changed.
    private func stopped() -> RemoteCatalogEvent {
        RemoteCatalogEvent(kind: .unchanged, message: "\(configuration.origin.description): polling stopped", generation: live.generation)
    }

    /// Records an answer that refused nothing.
    private func answered(_ kind: RemoteCatalogEvent.Kind, _ message: String) -> RemoteCatalogEvent {
        state.withLock { state in
            state.status.lastCheckedAt = Date()
            state.status.consecutiveFailures = 0
        }
        return RemoteCatalogEvent(kind: kind, message: message, generation: live.generation)
    }

    /// Records a refusal or a failed fetch.
    private func failed(_ kind: RemoteCatalogEvent.Kind, _ message: String) -> RemoteCatalogEvent {
        let now = Date()
        state.withLock { state in
            if kind == .refused { state.status.lastCheckedAt = now }
            state.status.lastError = message
            state.status.lastErrorAt = now
            state.status.consecutiveFailures += 1
        }
        return RemoteCatalogEvent(kind: kind, message: message, generation: live.generation, time: now)
    }

    // MARK: Starting

    /// When a trusted key signed the file at `path`, if one did and it is intact.
    static func trustedSigningTime(ofFile path: String, trusting keys: [BundlePublicKey]) -> UInt64? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        guard case .trusted(let signature) = data.withUnsafeBytes({ BundleSignature.verify($0, trusting: keys) }) else { return nil }
        return signature.signedAtMilliseconds
    }

    /// Removes downloads (and validators files) that a process which no
    /// longer runs left beside the cache (it crashed mid-write): their
    /// names carry its pid.
    static func removeAbandonedDownloads(in configuration: Configuration) {
        let prefixes = [configuration.cachedBundle, CachedValidators.path(beside: configuration.cachedBundle)]
            .map { "." + URL(fileURLWithPath: $0).lastPathComponent + ".incoming-" }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: configuration.cacheDirectory) else { return }
        for name in names {
            guard let prefix = prefixes.first(where: { name.hasPrefix($0) }),
                  let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }), pid != getpid(),
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(URL(fileURLWithPath: configuration.cacheDirectory).appendingPathComponent(name).path)
        }
    }

    /// The bundle served at start and how it was found.
    struct Start {
        var accepted: BundleVetting.Accepted
        var source: RemoteCatalogStatus.Source
        var validators = OriginValidators.none
        var message: String
        /// Why the cache or the origin gave nothing, in order.
        var failures: [String] = []
    }

    /// The verified cached bundle, else one fetched now, else the fallback;
    /// each refusal on the way goes to `events`.
    static func firstBundle(_ configuration: Configuration, diagnostics: CatalogDiagnosticsHandler?,
                            events: RemoteCatalogEventHandler?) throws(RemoteCatalogError) -> Start {
        var failures: [String] = []
        func note(_ kind: RemoteCatalogEvent.Kind, _ message: String) {
            failures.append(message)
            events?(RemoteCatalogEvent(kind: kind, message: message, generation: 0))
        }
        let cached = configuration.cachedBundle
        var floor: UInt64?
        if FileManager.default.fileExists(atPath: cached) {
            do {
                let accepted = try BundleVetting.openNewer(cached, trusting: configuration.trustedKeys, than: nil,
                                                           diagnostics: diagnostics)
                // The origin's validators of this very bundle, if kept: the first poll is then conditional.
                let validators = accepted.signature.flatMap { CachedValidators.load(beside: cached, for: $0) } ?? .none
                return Start(accepted: accepted, source: .cache, validators: validators,
                             message: "\(cached): serving the cached bundle")
            } catch {
                note(.refused, "\(cached): the cached bundle is refused: \(error.description)")
                // Still the floor for what the origin gives, if a trusted key signed it: no replay gets in through a bad cache.
                floor = trustedSigningTime(ofFile: cached, trusting: configuration.trustedKeys)
            }
        }
        let origin = configuration.origin.description
        do throws(BundleOriginError) {
            let download = try newDownload(configuration)
            guard case .downloaded(let validators) = try configuration.origin.fetch(unlessMatching: .none, into: download) else {
                throw BundleOriginError("\(origin): answered 'not modified' to an unconditional request")
            }
            do throws(BundleVetting.Refusal) {
                try download.finishIntoCache()
                let accepted = try BundleVetting.openNewer(download.file.path, trusting: configuration.trustedKeys, than: floor,
                                                           diagnostics: diagnostics)
                try download.commitToCache(signedWith: accepted.signature, validators: validators,
                                           trusting: configuration.trustedKeys)
                return Start(accepted: accepted, source: .origin, validators: validators,
                             message: "\(origin): serving the bundle fetched (\(download.count) bytes)", failures: failures)
            } catch {
                note(.refused, "\(origin): refused: \(error.description)")
            }
        } catch {
            note(.fetchFailed, error.description)
        }
        if let fallback = configuration.fallbackBundle {
            do {
                let accepted = try BundleVetting.openNewer(fallback, trusting: configuration.trustedKeys, than: nil,
                                                           signatureRequired: false, diagnostics: diagnostics)
                return Start(accepted: accepted, source: .fallback, message: "\(fallback): serving the fallback bundle",
                             failures: failures)
            } catch {
                note(.refused, "\(fallback): the fallback bundle is refused: \(error.description)")
            }
        }
        throw RemoteCatalogError("no bundle to serve: " + failures.joined(separator: "; "))
    }
}
