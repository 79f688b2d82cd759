/// The canonical spelling of a locale identifier, computed over bytes into
/// caller storage, with no allocation: the one implementation of the rule,
/// which ``LocaleIdentifier/canonical(_:)`` wraps for `String`s.
enum LocaleSpelling {
    /// The longest identifier canonicalized (longer ones match nothing).
    static let maxLength = 64

    /// Writes the canonical spelling of `identifier` into `output` (room for
    /// ``maxLength`` bytes) and returns its length; nil when the identifier
    /// is empty, longer than ``maxLength`` or not ASCII.
    ///
    /// Subtags are split at `-` and `_` (empty ones dropped) and joined by
    /// `-`; the first is lower case, a four-letter one title case, a
    /// two-letter or three-digit one upper case, any other lower case. A
    /// POSIX suffix (`.UTF-8`, `@euro`) is dropped.
    static func canonicalize(_ identifier: UnsafeRawBufferPointer, into output: UnsafeMutablePointer<UInt8>) -> Int? {
        var end = identifier.count
        for i in 0..<identifier.count where identifier[i] == UInt8(ascii: ".") || identifier[i] == UInt8(ascii: "@") {
            end = i
            break
        }
        guard end > 0, end <= maxLength else { return nil }
        var written = 0
        var i = 0
        var isFirst = true
        while i < end {
            let c = identifier[i]
            if c == UInt8(ascii: "-") || c == UInt8(ascii: "_") { i &+= 1; continue }
            var j = i
            var letters = 0, digits = 0
            while j < end, identifier[j] != UInt8(ascii: "-"), identifier[j] != UInt8(ascii: "_") {
                let b = identifier[j]
                guard b < 0x80 else { return nil }
                if isLetter(b) { letters &+= 1 } else if b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") { digits &+= 1 }
                j &+= 1
            }
            let length = j &- i
            if !isFirst {
                output[written] = UInt8(ascii: "-")
                written &+= 1
            }
            for k in 0..<length {
                let b = identifier[i &+ k]
                let upper: Bool
                if isFirst {
                    upper = false
                } else if length == 4, letters == 4 {
                    upper = k == 0
                } else {
                    upper = (length == 2 && letters == 2) || (length == 3 && digits == 3)
                }
                output[written &+ k] = isLetter(b) ? (upper ? b & ~0x20 : b | 0x20) : b
            }
            written &+= length
            isFirst = false
            i = j
        }
        return written > 0 ? written : nil
    }

    /// The length of the first subtag of a canonical spelling.
    static func languageLength(_ canonical: UnsafeRawBufferPointer) -> Int {
        var n = 0
        while n < canonical.count, canonical[n] != UInt8(ascii: "-") { n &+= 1 }
        return n
    }

    @inline(__always)
    static func isLetter(_ b: UInt8) -> Bool {
        let lower = b | 0x20
        return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
    }
}
