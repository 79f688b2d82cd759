// Text conversions: `%@ %s` (strings) and `%c` (one character). Never localized.

extension PrintfFormatter {
    /// Formats a string argument for `%@`, `%s` or `%S`.
    ///
    /// The precision is a maximum byte count, as in C, except that the text
    /// is cut only at a UTF-8 character boundary (the longest prefix of at
    /// most `precision` bytes that ends between two scalars). The width is
    /// counted in Unicode scalars; the text is padded with spaces, on the
    /// right with `-`. The `0`, `+`, space and `#` flags have no effect.
    ///
    /// - Parameters:
    ///   - bytes: The argument as UTF-8.
    ///   - spec: The conversion.
    ///   - sink: Where the text goes.
    @inlinable
    public static func formatString(_ bytes: UnsafeRawBufferPointer, spec: FormatSpec, into sink: inout UTF8Sink) {
        var length = bytes.count
        if spec.precision >= 0 && Int(spec.precision) < length {
            length = Int(spec.precision)
            while length > 0 && bytes[length] & 0xC0 == 0x80 { length &-= 1 }
        }
        let text = UnsafeRawBufferPointer(rebasing: bytes[0..<length])
        let width = Int(spec.width)
        var padding = 0
        if width > 0 {
            var scalars = 0
            for byte in text where byte & 0xC0 != 0x80 { scalars &+= 1 }
            padding = width &- scalars
        }
        let left = spec.isLeftAligned
        if !left { sink.append(repeating: 0x20, count: padding) }
        sink.append(text)
        if left { sink.append(repeating: 0x20, count: padding) }
    }

    /// Formats a string argument for `%@`, `%s` or `%S` (see
    /// the byte-buffer overload). Native
    /// Swift strings are read in place, without allocating.
    ///
    /// - Parameters:
    ///   - string: The argument.
    ///   - spec: The conversion.
    ///   - sink: Where the text goes.
    @inlinable
    public static func formatString(_ string: String, spec: FormatSpec, into sink: inout UTF8Sink) {
        var string = string
        string.withUTF8 { formatString(UnsafeRawBufferPointer($0), spec: spec, into: &sink) }
    }

    /// Formats a character for `%c` or `%C`: the code point as UTF-8 (C's
    /// `%c` writes one byte; the two agree for ASCII). An invalid code point
    /// (a surrogate or above U+10FFFF) prints U+FFFD. The width pads with
    /// spaces, on the right with `-`; precision and other flags have no
    /// effect.
    ///
    /// - Parameters:
    ///   - codePoint: The Unicode code point.
    ///   - spec: The conversion.
    ///   - sink: Where the text goes.
    @inlinable
    public static func formatCharacter(_ codePoint: UInt32, spec: FormatSpec, into sink: inout UTF8Sink) {
        let padding = Int(spec.width) &- 1
        let left = spec.isLeftAligned
        if !left { sink.append(repeating: 0x20, count: padding) }
        DigitWriter.appendCodePoint(codePoint, into: &sink)
        if left { sink.append(repeating: 0x20, count: padding) }
    }
}
