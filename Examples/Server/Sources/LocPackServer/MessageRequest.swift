import HTTPTypes
import Hummingbird
import LocPack

/// What `GET /messages/{key}` asks for, read from the request.
struct MessageRequest {
    /// The key, percent-decoded.
    var key: String
    /// The `Accept-Language` header (empty when absent).
    var acceptLanguage: String
    /// From an `X-Device` header (`iphone`, `mac`, …) if present, else from `User-Agent`.
    var device: Device
    /// `count` first (if given), then every `arg`, in order. Each is an
    /// integer, else a floating-point number, else text.
    var arguments: [MessageArgument]
    /// Every query parameter but `arg`, by name (`?photos=22&host=Bo`), typed
    /// as ``arguments`` are: for messages whose arguments have names.
    var parameters: [NamedArgument]

    init(_ request: Request, key: String) {
        self.key = Self.percentDecoded(key)
        acceptLanguage = request.headers[.acceptLanguage] ?? ""
        if let name = request.headers[Self.deviceHeader], let device = Device(key: name.lowercased()) {
            self.device = device
        } else {
            device = Device(userAgent: request.headers[.userAgent] ?? "")
        }
        let query = request.uri.queryParameters
        var arguments: [MessageArgument] = []
        if let count = query.get("count") { arguments.append(Self.argument(String(count))) }
        arguments += query.getAll("arg").map { Self.argument(String($0)) }
        self.arguments = arguments
        parameters = query.compactMap { name, value in
            name == "arg" ? nil : NamedArgument(Self.percentDecoded(String(name)), Self.argument(Self.percentDecoded(String(value))))
        }
    }

    static let deviceHeader = HTTPField.Name("X-Device")!

    private static func argument(_ text: String) -> MessageArgument {
        if let value = Int64(text) { return .int(value) }
        if let value = Double(text) { return .double(value) }
        return .string(text)
    }

    /// Decodes `%XX` escapes (Hummingbird hands path parameters over still
    /// percent-encoded: `%25lld%20photos`); a `%` not followed by two hex
    /// digits is kept, so a client that sends `%lld photos` unencoded works too.
    static func percentDecoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var i = 0
        while i < utf8.count {
            if utf8[i] == UInt8(ascii: "%"), i + 2 < utf8.count, let high = hex(utf8[i + 1]), let low = hex(utf8[i + 2]) {
                bytes.append(high << 4 | low)
                i += 3
            } else {
                bytes.append(utf8[i])
                i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hex(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
