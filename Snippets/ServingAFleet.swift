// The main example of ServingAFleet.md, verbatim (compiled, not run: it
// needs an origin).
import Foundation
import LocPack
import LocPackFleet

// MARK: The example
/// Opens the translations every server of the fleet follows: the last good
/// bundle from the cache at once, then whatever newer bundle the release key
/// signs, fetched from the CDN every 30 seconds.
func followReleasedTranslations() throws -> RemoteCatalog {
    let releaseKey = try BundlePublicKey(fileOrLine: "/etc/myapp/locpack-release.pub")
    var configuration = try RemoteCatalog.Configuration(
        url: URL(string: "https://cdn.example.com/myapp/messages.locpack")!,
        trustedKeys: [releaseKey],
        cacheDirectory: "/var/cache/myapp/locpack")
    configuration.pollInterval = .seconds(30)
    configuration.fallbackBundle = "/opt/myapp/messages.locpack"  // Shipped with the app.
    let messages = try RemoteCatalog(configuration) { event in
        // updated, refused (and why), fetchFailed, servingCache, servingFallback
        print("locpack: \(event)")
    }
    messages.startPolling()
    return messages
}

/// A request handler: one bundle for the whole request, no lock, no allocation.
func greeting(_ messages: RemoteCatalog, acceptLanguage: String) -> String {
    messages.withCatalog { catalog in
        let locale = catalog.negotiateLocale(acceptLanguage: acceptLanguage)
        return catalog.string("greeting", locale: locale)
    }
}

/// A health endpoint: what is served, since when, the last refusal.
func health(_ messages: RemoteCatalog) -> String {
    messages.status.json
}
