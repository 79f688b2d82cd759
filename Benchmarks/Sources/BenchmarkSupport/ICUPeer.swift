import CICUPeer

/// A pre-built ICU4C `MessageFormat` (through ICU's C API): what a C or C++
/// app would use instead of LocPack. Absent where ICU4C is not installed.
public final class ICUPeer: @unchecked Sendable {
    private let format: UnsafeMutableRawPointer
    private let output = UnsafeMutablePointer<UInt16>.allocate(capacity: 512)
    /// How many numeric arguments the pattern takes (1 or 2).
    public let argumentCount: Int32

    /// Builds the format once; nil when ICU4C is missing or refuses the pattern.
    public init?(pattern: String, locale: String, argumentCount: Int32) {
        guard let format = icu_peer_open(pattern, locale) else { return nil }
        self.format = format
        self.argumentCount = argumentCount
    }

    deinit {
        icu_peer_close(format)
        output.deallocate()
    }

    /// Formats into the peer's own UTF-16 buffer; returns the length (negative on error).
    @inline(__always)
    public func formatInPlace(_ first: Double, _ second: Double = 0) -> Int32 {
        icu_peer_format(format, argumentCount, first, second, output, 512)
    }

    /// Formats and returns the text, for checking that the peer renders what LocPack renders.
    public func string(_ first: Double, _ second: Double = 0) -> String? {
        let length = formatInPlace(first, second)
        guard length >= 0 else { return nil }
        return String(decoding: UnsafeBufferPointer(start: output, count: Int(length)), as: UTF16.self)
    }
}
