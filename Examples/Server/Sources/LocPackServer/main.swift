// The LocPack example server: renders messages for each client's languages
// and device from a bundle file that it reloads when the file is replaced,
// or from a signed bundle it follows on a remote origin (a CDN, nginx).
//
//     LocPackServer --bundle messages.locpack --port 8080
//     LocPackServer --url https://cdn.example.com/messages.locpack --public-key release.key.pub \
//         --cache /var/cache/locpack --poll-ms 30000 --port 8080
//     curl -H 'Accept-Language: pl' 'http://127.0.0.1:8080/messages/%25lld%20photos?count=5'
//     curl http://127.0.0.1:8080/health
import Foundation
import Hummingbird
import LocPack
import LocPackFleet

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

guard let options = ServerOptions(arguments: Array(CommandLine.arguments.dropFirst())) else {
    Console.error(ServerOptions.usage)
    exit(2)
}

let messages: any ServedMessages
do {
    // Reloads, rejected bundles, missing keys and locales, argument mismatches.
    let diagnostics: CatalogDiagnosticsHandler = { event in Console.error("locpack: \(event)") }
    if let url = options.url {
        guard let origin = URL(string: url) else { throw RemoteCatalogError("--url '\(url)' is not a URL") }
        let keys = try options.publicKeys.map { text throws(BundleSigningError) in try BundlePublicKey(fileOrLine: text) }
        var configuration = try RemoteCatalog.Configuration(url: origin, trustedKeys: keys, cacheDirectory: options.cache!)
        configuration.pollInterval = .milliseconds(options.pollMilliseconds)
        configuration.maximumBackoff = .milliseconds(options.maximumBackoffMilliseconds)
        configuration.maximumBundleSize = options.maximumBundleBytes
        configuration.fallbackBundle = options.bundle
        // Updates, refusals (unsigned, untrusted, tampered, older, truncated) and failed fetches.
        let remote = try RemoteCatalog(configuration, diagnostics: diagnostics) { event in Console.error("locpack: \(event)") }
        remote.startPolling()
        messages = remote
    } else {
        let local = try ReloadingCatalog(path: options.bundle!, diagnostics: diagnostics)
        local.startWatching(interval: .milliseconds(options.watchMilliseconds))
        messages = local
    }
} catch {
    Console.error("LocPackServer: \(error)")
    exit(1)
}

let router = Router()
let route = MessagesRoute(messages: messages)
router.get("/messages/{key}") { request, context in try route.respond(to: request, context: context) }
router.get("/health") { _, _ in messages.health }

let app = Application(
    router: router,
    configuration: .init(address: .hostname(options.host, port: options.port), serverName: "LocPackServer"),
    onServerRunning: { channel in
        // The smoke test reads the port from this line.
        Console.output("listening on \(options.host):\(channel.localAddress?.port ?? options.port)")
    }
)
try await app.runService()
(messages as? ReloadingCatalog)?.stopWatching()
(messages as? RemoteCatalog)?.stopPolling()
