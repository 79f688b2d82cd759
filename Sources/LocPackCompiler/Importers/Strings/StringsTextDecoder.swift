/// Turns the bytes of a `.strings` file into Unicode scalars, the way Apple's
/// tools read them: UTF-8 with or without a byte order mark, or UTF-16
/// little- or big-endian with a byte order mark.
///
/// Invalid data is an error at the line and column where decoding stopped;
/// nothing is replaced silently.
enum StringsTextDecoder {
    /// The encodings a `.strings` file may use.
    enum Encoding: String, Equatable {
        case utf8 = "UTF-8"
        case utf16LittleEndian = "UTF-16LE"
        case utf16BigEndian = "UTF-16BE"
    }

    /// Decoded text, with the encoding it was read as.
    struct Decoded {
        var scalars: [Unicode.Scalar]
        var encoding: Encoding
    }

    /// Why the bytes are not text, and where (counted in the scalars decoded
    /// before the problem).
    struct Failure: Error {
        var message: String
        /// The scalars decoded before the bad bytes, for the position.
        var decodedPrefix: [Unicode.Scalar]
    }

    static func decode(_ bytes: [UInt8]) -> Result<Decoded, Failure> {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return decodeUTF8(bytes[3...]).map { Decoded(scalars: $0, encoding: .utf8) }
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return decodeUTF16(bytes[2...], bigEndian: false).map { Decoded(scalars: $0, encoding: .utf16LittleEndian) }
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return decodeUTF16(bytes[2...], bigEndian: true).map { Decoded(scalars: $0, encoding: .utf16BigEndian) }
        }
        // UTF-16 without a byte order mark shows as NUL bytes next to ASCII.
        if bytes.count >= 2, bytes.prefix(64).contains(0) {
            return .failure(Failure(
                message: "the file looks like UTF-16 without a byte order mark; save it as UTF-8, or as UTF-16 with a BOM",
                decodedPrefix: []))
        }
        return decodeUTF8(bytes[...]).map { Decoded(scalars: $0, encoding: .utf8) }
    }

    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> Result<[Unicode.Scalar], Failure> {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): scalars.append(scalar)
            case .emptyInput: return .success(scalars)
            case .error: return .failure(Failure(message: "invalid UTF-8", decodedPrefix: scalars))
            }
        }
    }

    private static func decodeUTF16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> Result<[Unicode.Scalar], Failure> {
        guard bytes.count % 2 == 0 else {
            return .failure(Failure(message: "the UTF-16 text has an odd number of bytes", decodedPrefix: []))
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): scalars.append(scalar)
            case .emptyInput: return .success(scalars)
            case .error:
                return .failure(Failure(message: "invalid UTF-16 (an unpaired surrogate)", decodedPrefix: scalars))
            }
        }
    }
}
