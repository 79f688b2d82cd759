extension ArgumentFormatter {
    /// Writes `argument` for a `@` spec with text flags
    /// (``FormatSpec/Flags/textFlags``): a string as it is, a number as its
    /// plain text (``FormatSpec/Flags/valueText``), then HTML-escaped when
    /// ``FormatSpec/Flags/htmlEscaped`` is set. Width and precision do not
    /// apply. A number shown without ``FormatSpec/Flags/valueText`` is a
    /// conversion, as for any `@`.
    @inline(never)
    static func writeValueText(_ argument: MessageArgument, spec: FormatSpec, into sink: inout UTF8Sink) -> ArgumentFit {
        let escaped = spec.flags.contains(.htmlEscaped)
        let fit: ArgumentFit = spec.flags.contains(.valueText) ? .exact : .converted
        switch argument {
        case .string(let text):
            var text = text
            text.withUTF8 { bytes in
                if escaped { HTMLEscaping.append(UnsafeRawBufferPointer(bytes), into: &sink) } else { sink.append(UnsafeRawBufferPointer(bytes)) }
            }
            return .exact
        case .int(let v):
            PrintfFormatter.formatSigned(v, spec: FormatSpec(conversion: UInt8(ascii: "d")), symbols: nil, into: &sink)
        case .uint(let v):
            PrintfFormatter.formatUnsigned(v, spec: FormatSpec(conversion: UInt8(ascii: "u")), symbols: nil, into: &sink)
        case .double(let v):
            if spec.flags.contains(.javaScriptNumbers) { JavaScriptNumberText.write(v, into: &sink) } else { writeDoubleText(v, into: &sink) }
        case .list(let items):
            writeJoined(items, escaped: escaped, into: &sink)
        case .missing:
            return .mismatched
        }
        return fit
    }

    /// Writes a list as JavaScript's `Array.prototype.toString` does (what
    /// i18next shows for an array without a formatter): its items joined by
    /// `,`, each HTML-escaped when `escaped`.
    static func writeJoined(_ items: [String], escaped: Bool, into sink: inout UTF8Sink) {
        for (i, item) in items.enumerated() {
            if i > 0 { sink.append(UInt8(ascii: ",")) }
            var item = item
            item.withUTF8 { bytes in
                if escaped { HTMLEscaping.append(UnsafeRawBufferPointer(bytes), into: &sink) } else { sink.append(UnsafeRawBufferPointer(bytes)) }
            }
        }
    }

    /// Writes a double as Swift's `description` does: the shortest text
    /// that reads back (`0.1`, `1.0`, `1e-07`), `inf`, `-inf` or `nan`.
    /// Digits, signs and exponents need no HTML escaping.
    private static func writeDoubleText(_ value: Double, into sink: inout UTF8Sink) {
        guard value.isFinite else {
            sink.append(value.isNaN ? "nan" : value < 0 ? "-inf" : "inf")
            return
        }
        ShortestDecimalText.withText(of: value) { sink.append($0) }
    }
}

/// HTML escaping as i18next applies it to interpolated values
/// (`escapeValue`, on by default): `&` `<` `>` `"` `'` `/` become
/// `&amp;` `&lt;` `&gt;` `&quot;` `&#39;` `&#x2F;`; every other byte is kept.
package enum HTMLEscaping {
    /// What `byte` is written as, or nil when it is kept.
    @inline(__always)
    static func replacement(for byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        case UInt8(ascii: "/"): "&#x2F;"
        default: nil
        }
    }

    /// Appends `bytes` (UTF-8) to `sink`, escaped.
    static func append(_ bytes: UnsafeRawBufferPointer, into sink: inout UTF8Sink) {
        var start = 0
        for (index, byte) in bytes.enumerated() {
            guard let replacement = replacement(for: byte) else { continue }
            sink.append(UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
            sink.append(UnsafeRawBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
            start = index + 1
        }
        sink.append(UnsafeRawBufferPointer(rebasing: bytes[start...]))
    }

    /// `text`, escaped: for a compiler that stores text as a render of an
    /// escaped value would write it.
    package static func escaped(_ text: String) -> String {
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            if let replacement = replacement(for: byte) {
                bytes += UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
