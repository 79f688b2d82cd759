/// The shortest decimal text that reads back as a double — Swift's own
/// digits for it (`1234.567`, `0.1`, `1e-07`, `-1.7976931348623157e+308`),
/// the digits ICU's number formatter and JavaScript's `Intl` round — written
/// on the stack without allocating.
///
/// The standard library writes a double into a `TextOutputStream` through
/// the stream's `_writeASCII(_:)` when the stream has one, from its own stack
/// buffer; this stream keeps those bytes. Were that ever to go through
/// `write(_:)` instead, the same text arrives as a `String`, still correct.
struct ShortestDecimalText: TextOutputStream {
    /// Room for the longest text a double has (24 bytes) and more.
    private var storage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var count = 0
    private static let capacity = 32

    /// Calls `body` with the text of `value`, which must be finite.
    @inline(__always)
    static func withText<R>(of value: Double, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        var text = ShortestDecimalText()
        value.write(to: &text)
        let count = text.count
        return withUnsafeBytes(of: &text.storage) { body(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
    }

    /// Appends `string`'s UTF-8 (the path a stream without `_writeASCII` takes).
    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    /// Appends ASCII bytes: the path the standard library takes for numbers.
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        append(buffer)
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let n = min(bytes.count, Self.capacity - count)
        guard n > 0 else { return }
        let start = count
        withUnsafeMutableBytes(of: &storage) { raw in
            for i in 0..<n { raw[start + i] = bytes[i] }
        }
        count += n
    }
}
