/// One language range of an `Accept-Language` header, as byte offsets into
/// the header: what the parser hands to negotiation without allocating.
struct ParsedLanguageRange {
    /// Offset of the range's first byte in the header.
    var start: Int32
    /// Length of the range in bytes (at most ``AcceptLanguageParser/maxRangeLength``).
    var length: Int16
    /// The weight in thousandths: `q=0.8` is 800; 0 means "not acceptable".
    var quality: Int16
}

/// Parses `Accept-Language` headers (RFC 9110 §12.5.4) over their UTF-8
/// bytes, into at most ``capacity`` ranges kept on the stack.
///
/// Rules (documented for users in `Specs/runtime-api.md`):
/// - Elements are separated by commas; empty elements and whitespace
///   (spaces, tabs) around them are skipped.
/// - A range is `*` or subtags of 1–8 ASCII letters or digits (the first
///   letters only) joined by `-` or `_`, at most ``maxRangeLength`` bytes.
///   Any other element is malformed and ignored as a whole.
/// - The weight is `q=` (any case, spaces allowed around `=`) followed by
///   `0`, `0.` and digits, `1` or `1.` and zeros; more than three decimals
///   are cut to three. Any other weight (`q=2`, `q=-1`, `q=abc`, `q=`,
///   `q=.5`) makes the element malformed. Other parameters are ignored.
/// - Ranges are ordered by weight, highest first; equal weights keep header
///   order. When more than ``capacity`` ranges are present, the first ones
///   of the highest weights are kept.
/// - Only the first ``maxScannedBytes`` bytes are read; an element cut there
///   is dropped.
enum AcceptLanguageParser {
    /// The most ranges kept from one header.
    static let capacity = 16
    /// The longest range considered (BCP 47 recommends supporting 35 bytes).
    static let maxRangeLength = 63
    /// The most header bytes read.
    static let maxScannedBytes = 4096

    /// Parses `header` and calls `body` with its ranges, highest weight
    /// first, ranges with weight 0 last. Allocates nothing.
    @inline(__always)
    static func withRanges<R>(in header: UnsafeRawBufferPointer,
                              _ body: (UnsafeBufferPointer<ParsedLanguageRange>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: ParsedLanguageRange.self, capacity: capacity) { storage in
            let count = parse(header, into: storage.baseAddress.unsafelyUnwrapped)
            return body(UnsafeBufferPointer(start: storage.baseAddress, count: count))
        }
    }

    /// Parses into `ranges` (room for ``capacity``), returning the count.
    static func parse(_ header: UnsafeRawBufferPointer, into ranges: UnsafeMutablePointer<ParsedLanguageRange>) -> Int {
        guard let base = header.baseAddress else { return 0 }
        let bytes = base.assumingMemoryBound(to: UInt8.self)
        let end = min(header.count, maxScannedBytes)
        let truncated = header.count > maxScannedBytes
        var count = 0
        var i = 0
        while i < end {
            // Skip separators and whitespace between elements.
            let c = bytes[i]
            if c == UInt8(ascii: ",") || c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") { i &+= 1; continue }

            let start = i
            var valid = scanRange(bytes, &i, end)
            let length = i &- start
            var quality = 1000
            i = skipWhitespace(bytes, i, end)
            while valid, i < end, bytes[i] == UInt8(ascii: ";") {
                i = skipWhitespace(bytes, i &+ 1, end)
                valid = scanParameter(bytes, &i, end, quality: &quality)
                i = skipWhitespace(bytes, i, end)
            }
            if i < end, bytes[i] != UInt8(ascii: ",") { valid = false }
            // Skip the rest of a malformed element.
            while i < end, bytes[i] != UInt8(ascii: ",") { i &+= 1 }
            if i == end, truncated { break }
            guard valid else { continue }
            insert(ParsedLanguageRange(start: Int32(start), length: Int16(length), quality: Int16(quality)),
                   into: ranges, count: &count)
        }
        return count
    }

    /// Scans a range at `i`, leaving `i` after it; false when malformed.
    @inline(__always)
    private static func scanRange(_ bytes: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int) -> Bool {
        if bytes[i] == UInt8(ascii: "*") {
            i &+= 1
            return true
        }
        let start = i
        var subtagLength = 0
        var isFirst = true
        while i < end {
            let c = bytes[i]
            let lower = c | 0x20
            if lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") {
                subtagLength &+= 1
            } else if c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") {
                if isFirst { return false }
                subtagLength &+= 1
            } else if c == UInt8(ascii: "-") || c == UInt8(ascii: "_") {
                if subtagLength == 0 { return false }
                subtagLength = 0
                isFirst = false
            } else {
                break
            }
            if subtagLength > 8 { return false }
            i &+= 1
        }
        return subtagLength > 0 && i &- start <= maxRangeLength
    }

    /// Scans one parameter after `;`; reads `q`, ignores others. False when malformed.
    @inline(__always)
    private static func scanParameter(_ bytes: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int,
                                      quality: inout Int) -> Bool {
        let nameStart = i
        while i < end, isTokenByte(bytes[i]) { i &+= 1 }
        guard i > nameStart else { return false }
        let isQuality = i &- nameStart == 1 && bytes[nameStart] | 0x20 == UInt8(ascii: "q")
        i = skipWhitespace(bytes, i, end)
        guard i < end, bytes[i] == UInt8(ascii: "=") else { return false }
        i = skipWhitespace(bytes, i &+ 1, end)
        guard isQuality else {
            let valueStart = i
            while i < end, isTokenByte(bytes[i]) { i &+= 1 }
            return i > valueStart
        }
        return scanQuality(bytes, &i, end, quality: &quality)
    }

    /// Scans a qvalue into thousandths.
    @inline(__always)
    private static func scanQuality(_ bytes: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int,
                                    quality: inout Int) -> Bool {
        guard i < end else { return false }
        let integer = bytes[i]
        guard integer == UInt8(ascii: "0") || integer == UInt8(ascii: "1") else { return false }
        i &+= 1
        var value = integer == UInt8(ascii: "1") ? 1000 : 0
        if i < end, bytes[i] == UInt8(ascii: ".") {
            i &+= 1
            var scale = 100
            while i < end, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
                let digit = Int(bytes[i] &- UInt8(ascii: "0"))
                if integer == UInt8(ascii: "1"), digit != 0 { return false }
                value &+= digit &* scale
                scale /= 10
                i &+= 1
            }
        }
        // A qvalue must end here (e.g. `q=0.5x` and `q=1e3` are malformed).
        if i < end, isTokenByte(bytes[i]) || bytes[i] == UInt8(ascii: ".") { return false }
        quality = value
        return true
    }

    /// Inserts keeping weights descending and equal weights in header order;
    /// when full, the new range replaces the last one only if it weighs more.
    @inline(__always)
    private static func insert(_ range: ParsedLanguageRange, into ranges: UnsafeMutablePointer<ParsedLanguageRange>,
                               count: inout Int) {
        var position = count
        while position > 0, ranges[position &- 1].quality < range.quality { position &-= 1 }
        if count == capacity {
            guard position < capacity else { return }
        } else {
            count &+= 1
        }
        var j = count &- 1
        while j > position {
            ranges[j] = ranges[j &- 1]
            j &-= 1
        }
        ranges[position] = range
    }

    @inline(__always)
    private static func skipWhitespace(_ bytes: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> Int {
        var i = i
        while i < end, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i &+= 1 }
        return i
    }

    /// RFC 9110 `tchar`, minus the separators this parser stops at.
    @inline(__always)
    private static func isTokenByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
             UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}
