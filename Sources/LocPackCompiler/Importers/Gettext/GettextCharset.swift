import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The charset of a gettext catalog's strings, named by its header's
/// `Content-Type` field, and their conversion to Unicode with the system's
/// `iconv`, which knows every charset `msgfmt` does
/// (`Specs/importers/gettext.md`, "Charsets").
enum GettextCharset {
    /// The charset `header` names (`Content-Type: text/plain; charset=ISO-8859-2`),
    /// or nil when it names none or only the template's placeholder `CHARSET`.
    static func named(inHeader header: [UInt8]) -> String? {
        let marker = Array("charset=".utf8)
        guard header.count >= marker.count,
              let start = (0...(header.count - marker.count)).first(where: { at in
                  marker.indices.allSatisfy { lowercased(header[at + $0]) == marker[$0] }
              }) else { return nil }
        let value = header[(start + marker.count)...].prefix { ![0x20, 0x09, 0x0A, 0x3B].contains($0) }
        let name = String(decoding: value, as: UTF8.self)
        return name.isEmpty || name == "CHARSET" ? nil : name
    }

    /// Whether `charset` is UTF-8 or a subset of it that needs no conversion.
    static func isUTF8(_ charset: String) -> Bool {
        ["utf-8", "utf8", "ascii", "us-ascii", "ansi_x3.4-1968"].contains(charset.lowercased())
    }

    /// Whether the system converts from `charset`.
    static func isKnown(_ charset: String) -> Bool {
        if isUTF8(charset) { return true }
        let converter = iconv_open("UTF-8", charset)
        guard converter != iconv_t(bitPattern: -1) else { return false }
        iconv_close(converter)
        return true
    }

    /// `bytes` in `charset` as a string, or nil when they are not valid in
    /// it (or the system does not know it).
    static func decode(_ bytes: [UInt8], from charset: String) -> String? {
        if isUTF8(charset) { return String(validating: bytes, as: UTF8.self) }
        guard !bytes.isEmpty else { return "" }
        let converter = iconv_open("UTF-8", charset)
        guard converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var input = bytes.map { CChar(bitPattern: $0) }
        // No charset gettext reads takes more than four UTF-8 bytes for one of its bytes.
        var output = [CChar](repeating: 0, count: bytes.count * 4 + 4)
        var inputLeft = input.count, outputLeft = output.count
        let result = input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                var inputAt = inputBuffer.baseAddress, outputAt = outputBuffer.baseAddress
                return iconv(converter, &inputAt, &inputLeft, &outputAt, &outputLeft)
            }
        }
        guard result != -1, inputLeft == 0 else { return nil }
        let written = output.count - outputLeft
        return String(validating: output.prefix(written).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
}
