/// Command-line options of the example server.
struct ServerOptions {
    /// The bundle file to serve and watch (with ``url``: the fallback bundle, if given).
    var bundle: String?
    /// The URL of a signed bundle to follow instead of a file.
    var url: String?
    /// The trusted public keys (with ``url``): `KEY.pub` files or their lines.
    var publicKeys: [String] = []
    /// The folder keeping the last good remote bundle (with ``url``).
    var cache: String?
    /// How often the origin is polled, in milliseconds (with ``url``).
    var pollMilliseconds = 60_000
    /// The longest wait between polls after failures, in milliseconds (with ``url``).
    var maximumBackoffMilliseconds = 600_000
    /// The biggest bundle fetched, in bytes (with ``url``).
    var maximumBundleBytes = 256 << 20
    /// The address to listen on.
    var host = "127.0.0.1"
    /// The port; 0 picks a free one (printed at start).
    var port = 8080
    /// How often the bundle file is checked for a replacement, in milliseconds.
    var watchMilliseconds = 500

    static let usage = """
    usage: LocPackServer --bundle FILE [--host 127.0.0.1] [--port 8080 (0 = any free port)] [--watch-ms 500]
           LocPackServer --url URL --public-key KEY.pub --cache DIR [--poll-ms 60000] [--max-backoff-ms 600000] [--max-bundle-bytes N] [--bundle FALLBACK] [--host …] [--port …]
    """

    /// Parses `arguments` (without the program name); nil on a usage error.
    init?(arguments: [String]) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { return nil }
            switch flag {
            case "--bundle": bundle = value
            case "--host": host = value
            case "--port": guard let port = Int(value) else { return nil }; self.port = port
            case "--watch-ms": guard let ms = Int(value), ms > 0 else { return nil }; watchMilliseconds = ms
            case "--url": url = value
            case "--public-key": publicKeys.append(value)
            case "--cache": cache = value
            case "--poll-ms": guard let ms = Int(value), ms > 0 else { return nil }; pollMilliseconds = ms
            case "--max-backoff-ms": guard let ms = Int(value), ms > 0 else { return nil }; maximumBackoffMilliseconds = ms
            case "--max-bundle-bytes": guard let bytes = Int(value), bytes > 0 else { return nil }; maximumBundleBytes = bytes
            default: return nil
            }
        }
        if url == nil {
            guard bundle != nil, publicKeys.isEmpty, cache == nil else { return nil }
        } else {
            guard !publicKeys.isEmpty, cache != nil else { return nil }
        }
    }
}
