/// Command-line options of the example server.
struct ServerOptions {
    /// The bundle file to serve and watch.
    var bundle = "messages.locpack"
    /// The address to listen on.
    var host = "127.0.0.1"
    /// The port; 0 picks a free one (printed at start).
    var port = 8080
    /// How often the bundle file is checked for a replacement, in milliseconds.
    var watchMilliseconds = 500

    static let usage = """
    usage: LocPackServer --bundle FILE [--host 127.0.0.1] [--port 8080 (0 = any free port)] [--watch-ms 500]
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
            default: return nil
            }
        }
    }
}
