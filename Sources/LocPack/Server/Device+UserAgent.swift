/// Mapping an HTTP `User-Agent` header to a ``Device``, for servers that
/// render device variations (`Tap to continue` / `Click to continue`) for
/// their clients.
extension Device {
    /// The device a `User-Agent` header most likely comes from; `.other`
    /// when it names no Apple device.
    ///
    /// Tokens are matched case-sensitively anywhere in the header; when
    /// several appear, the first rule that matches wins:
    ///
    /// | rule | tokens | device |
    /// |---|---|---|
    /// | 1 | `Windows Phone` (its browser claims to be an iPhone) | `.other` |
    /// | 2 | `watchOS`, `Apple Watch`, `AppleWatch` | `.applewatch` |
    /// | 3 | `tvOS`, `AppleTV`, `Apple TV` | `.appletv` |
    /// | 4 | `visionOS`, `Vision Pro`, `xrOS` | `.applevision` |
    /// | 5 | `iPod` | `.ipod` |
    /// | 6 | `iPad` (also `iPadOS`) | `.ipad` |
    /// | 7 | `iPhone` | `.iphone` |
    /// | 8 | `Macintosh`, `Mac OS X`, `macOS` | `.mac` |
    /// | 9 | `iOS` as a word (app user agents such as `MyApp/2 (iOS 17.4)`) | `.iphone` |
    ///
    /// Limits: Safari on iPadOS 13 and later, and on visionOS, sends a Mac
    /// user agent by default ("Request Desktop Website"), so those clients
    /// read as `.mac`; a page can tell an iPad by touch support and send the
    /// device itself. Apps using `URLSession` send `AppName/1 CFNetwork/…
    /// Darwin/…`, which names no device (`.other`): such apps should send
    /// their device in a header or query parameter of their own, parsed with
    /// ``init(key:)``.
    public init(userAgent: String) {
        var text = userAgent
        self = text.withUTF8 { Device.classify(UnsafeRawBufferPointer($0)) }
    }

    /// The device of the best rule whose token occurs (lower rule wins).
    private static func classify(_ bytes: UnsafeRawBufferPointer) -> Device {
        var best = Int.max
        var device = Device.other
        @inline(__always) func found(_ rule: Int, _ candidate: Device) {
            if rule < best { best = rule; device = candidate }
        }
        var i = 0
        let n = bytes.count
        while i < n, best > 1 {
            // Every token starts with one of these letters; skip the rest fast.
            let c = bytes[i]
            guard c == UInt8(ascii: "i") || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "X") && (c == UInt8(ascii: "A")
                || c == UInt8(ascii: "M") || c == UInt8(ascii: "V") || c == UInt8(ascii: "W")))
                || c == UInt8(ascii: "m") || c == UInt8(ascii: "t") || c == UInt8(ascii: "v") || c == UInt8(ascii: "w")
                || c == UInt8(ascii: "x")
            else {
                i += 1
                continue
            }
            switch c {
            case UInt8(ascii: "W"):
                if has(bytes, i, "Windows Phone") { found(1, .other) }
            case UInt8(ascii: "w"):
                if has(bytes, i, "watchOS") { found(2, .applewatch) }
            case UInt8(ascii: "A"):
                if has(bytes, i, "Apple Watch") || has(bytes, i, "AppleWatch") { found(2, .applewatch) }
                if has(bytes, i, "AppleTV") || has(bytes, i, "Apple TV") { found(3, .appletv) }
            case UInt8(ascii: "t"):
                if has(bytes, i, "tvOS") { found(3, .appletv) }
            case UInt8(ascii: "v"):
                if has(bytes, i, "visionOS") { found(4, .applevision) }
            case UInt8(ascii: "V"):
                if has(bytes, i, "Vision Pro") { found(4, .applevision) }
            case UInt8(ascii: "x"):
                if has(bytes, i, "xrOS") { found(4, .applevision) }
            case UInt8(ascii: "i"):
                if has(bytes, i, "iPod") { found(5, .ipod) }
                if has(bytes, i, "iPad") { found(6, .ipad) }
                if has(bytes, i, "iPhone") { found(7, .iphone) }
                if has(bytes, i, "iOS"), isWordStart(bytes, i), isWordEnd(bytes, i + 3) { found(9, .iphone) }
            case UInt8(ascii: "M"):
                if has(bytes, i, "Macintosh") || has(bytes, i, "Mac OS X") { found(8, .mac) }
            case UInt8(ascii: "m"):
                if has(bytes, i, "macOS") { found(8, .mac) }
            default:
                break
            }
            i += 1
        }
        return device
    }

    /// Whether `token` (ASCII) occurs at `offset`.
    @inline(__always)
    private static func has(_ bytes: UnsafeRawBufferPointer, _ offset: Int, _ token: StaticString) -> Bool {
        let count = token.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let expected = token.utf8Start
        for k in 0..<count where bytes[offset + k] != expected[k] { return false }
        return true
    }

    private static func isWordStart(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> Bool {
        offset == 0 || !isAlphanumeric(bytes[offset - 1])
    }

    private static func isWordEnd(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> Bool {
        offset == bytes.count || !LocaleSpelling.isLetter(bytes[offset])
    }

    private static func isAlphanumeric(_ b: UInt8) -> Bool {
        LocaleSpelling.isLetter(b) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
    }
}
