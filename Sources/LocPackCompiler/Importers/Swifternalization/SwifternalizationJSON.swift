import Foundation

/// A JSON value with the members of each object in the order they are
/// written — the order in which a Swifternalization object's expressions
/// are tried. (`JSONSerialization` gives dictionaries, which lose it.)
enum SwifternalizationJSON {
    /// A string.
    case string(String)
    /// An object's members, in written order (duplicates kept).
    case object([Member])
    /// Anything else: what it is, for messages ("a number", "an array", …).
    case other(String)

    /// One member of an object.
    struct Member {
        /// The member's name.
        var name: String
        /// Its value.
        var value: SwifternalizationJSON
    }

    /// Parses `data`, which must already be valid JSON (see
    /// ``SourceFile/parsedJSON()``, which reports syntax errors with line and
    /// column): UTF-8 with or without a byte order mark, or UTF-16 with one.
    /// Returns nil for text this reader cannot follow.
    static func parse(_ data: Data) -> SwifternalizationJSON? {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard let text = String(data: data, encoding: .utf16) else { return nil }
            bytes = Array(text.utf8)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var reader = Reader(bytes: bytes)
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.position == bytes.count ? value : nil
    }

    /// A recursive-descent reader over UTF-8 bytes.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        mutating func value(depth: Int) -> SwifternalizationJSON? {
            skipSpace()
            guard position < bytes.count, depth < 512 else { return nil }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                return object(depth: depth)
            case UInt8(ascii: "["):
                return array(depth: depth)
            case UInt8(ascii: "\""):
                return string().map { .string($0) }
            case UInt8(ascii: "t"):
                return literal("true") ? .other("true") : nil
            case UInt8(ascii: "f"):
                return literal("false") ? .other("false") : nil
            case UInt8(ascii: "n"):
                return literal("null") ? .other("null") : nil
            default:
                return number() ? .other("a number") : nil
            }
        }

        private mutating func literal(_ word: String) -> Bool {
            guard bytes[position...].starts(with: word.utf8) else { return false }
            position += word.utf8.count
            return true
        }

        private mutating func number() -> Bool {
            let start = position
            while position < bytes.count, "-+.eE0123456789".utf8.contains(bytes[position]) { position += 1 }
            return position > start
        }

        private mutating func object(depth: Int) -> SwifternalizationJSON? {
            position += 1
            var members: [Member] = []
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), let name = string() else { return nil }
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
                position += 1
                guard let value = value(depth: depth + 1) else { return nil }
                members.append(Member(name: name, value: value))
                skipSpace()
                guard position < bytes.count else { return nil }
                position += 1
                if bytes[position - 1] == UInt8(ascii: "}") { return .object(members) }
                guard bytes[position - 1] == UInt8(ascii: ",") else { return nil }
            }
        }

        private mutating func array(depth: Int) -> SwifternalizationJSON? {
            position += 1
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .other("an array")
            }
            while true {
                guard value(depth: depth + 1) != nil else { return nil }
                skipSpace()
                guard position < bytes.count else { return nil }
                position += 1
                if bytes[position - 1] == UInt8(ascii: "]") { return .other("an array") }
                guard bytes[position - 1] == UInt8(ascii: ",") else { return nil }
            }
        }

        /// A string literal (the current byte is its `"`), escapes resolved.
        private mutating func string() -> String? {
            guard let (text, end) = JSONStringLiteral.decode(bytes, from: position) else { return nil }
            position = end
            return text
        }
    }
}
