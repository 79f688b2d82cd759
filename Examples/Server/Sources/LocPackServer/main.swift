// The LocPack example server: renders messages for each client's languages
// and device from a bundle file that it reloads when the file is replaced.
//
//     LocPackServer --bundle messages.locpack --port 8080
//     curl -H 'Accept-Language: pl' 'http://127.0.0.1:8080/messages/%25lld%20photos?count=5'
import Hummingbird
import LocPack

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

guard let options = ServerOptions(arguments: Array(CommandLine.arguments.dropFirst())) else {
    Console.error(ServerOptions.usage)
    exit(2)
}

let messages: ReloadingCatalog
do {
    // Reloads, rejected bundles, missing keys and locales, argument mismatches.
    messages = try ReloadingCatalog(path: options.bundle) { event in Console.error("locpack: \(event)") }
} catch {
    Console.error("LocPackServer: \(error)")
    exit(1)
}
messages.startWatching(interval: .milliseconds(options.watchMilliseconds))

let router = Router()
let route = MessagesRoute(messages: messages)
router.get("/messages/{key}") { request, context in try route.respond(to: request, context: context) }
router.get("/health") { _, _ in "ok\n" }

let app = Application(
    router: router,
    configuration: .init(address: .hostname(options.host, port: options.port), serverName: "LocPackServer"),
    onServerRunning: { channel in
        // The smoke test reads the port from this line.
        Console.output("listening on \(options.host):\(channel.localAddress?.port ?? options.port)")
    }
)
try await app.runService()
messages.stopWatching()
