import LocPack

/// Compose Multiplatform resources (`src/<set>/composeResources/values*/strings.xml`):
/// the XML of Android's string resources, read by Compose's resource
/// library instead of aapt2 (`Specs/importers/android.md`, "Compose
/// Multiplatform resources"). Its text is the XML text with four escapes
/// read and nothing else — quotes, apostrophes and spaces stay as written
/// — and `stringResource(id, args…)` replaces `%N$s` and `%N$d` alone.
enum ComposeResourceText {
    /// Whether the resource file at `path` is Compose's: its `values…`
    /// folder lies in a `composeResources` folder.
    static func isComposeResource(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        return components.count >= 3 && components[components.count - 3] == "composeResources"
    }

    /// The text of `pieces` as Compose reads it: every piece's text as the
    /// XML parser gives it (styling tags dropped, their text kept); then
    /// `\n`, `\t` and `\uXXXX` made the character they name, unless their
    /// backslash is the second of a `\\`; then each `\\` made one
    /// backslash. A `@string/…` is text here: Compose follows no references.
    static func read(_ pieces: [AndroidResourceDocument.Piece]) -> String {
        let raw = pieces.map { piece -> String in if case let .text(text) = piece { text } else { "" } }.joined()
        return unescaped(Array(raw.utf16))
    }

    /// `units` with Compose's escapes read (``read(_:)``), in UTF-16 code
    /// units as Kotlin's strings are: a `\uXXXX` names one unit.
    static func unescaped(_ units: [UInt16]) -> String {
        let backslash: UInt16 = 0x5C  // a backslash
        func unit(_ at: Int) -> UInt16? { at < units.count ? units[at] : nil }
        // Where each `\\` begins, found left to right.
        var doubledAt: Set<Int> = []
        var i = 0
        while i < units.count {
            if units[i] == backslash, unit(i + 1) == backslash {
                doubledAt.insert(i)
                i += 2
            } else {
                i += 1
            }
        }
        var out: [UInt16] = []
        i = 0
        while i < units.count {
            guard units[i] == backslash, let next = unit(i + 1) else { out.append(units[i]); i += 1; continue }
            var length = 0
            var replacement: UInt16 = 0
            if next == 0x75 /* u */, i + 6 <= units.count, let value = hexValue(units[(i + 2)..<(i + 6)]) {
                (length, replacement) = (6, value)
            } else if next == 0x6E /* n */ {
                (length, replacement) = (2, 0x0A)
            } else if next == 0x74 /* t */ {
                (length, replacement) = (2, 0x09)
            }
            guard length > 0 else { out.append(units[i]); i += 1; continue }
            if doubledAt.contains(i - 1) { out += units[i..<(i + length)] } else { out.append(replacement) }
            i += length
        }
        // Then every `\\` is one backslash.
        var result: [UInt16] = []
        i = 0
        while i < out.count {
            result.append(out[i])
            i += out[i] == backslash && i + 1 < out.count && out[i + 1] == backslash ? 2 : 1
        }
        return String(decoding: result, as: UTF16.self)
    }

    /// The value of four hexadecimal digits, or nil.
    private static func hexValue(_ digits: ArraySlice<UInt16>) -> UInt16? {
        var value: UInt16 = 0
        for digit in digits {
            guard digit < 0x80, let nibble = UInt8(exactly: digit).flatMap({ Character(Unicode.Scalar($0)).hexDigitValue }) else {
                return nil
            }
            value = value << 4 | UInt16(nibble)
        }
        return value
    }

    /// The nodes `stringResource(id, args…)` makes of `text`: each `%N$s`
    /// and `%N$d` (N ≥ 1) is argument N as its `toString()` shows it
    /// (digits as written: ASCII, never grouped); anything else is text,
    /// `%s`, `%%` and `%.2f` too. Also the arguments written `%N$d`, in
    /// order, which pick a plural's quantity. Throws for `%0$s`, which
    /// Compose cannot replace (it fails with an index out of bounds).
    static func nodes(_ text: String) throws(MessageSyntaxError) -> (nodes: [MessageNode], integers: [Int]) {
        let bytes = Array(text.utf8)
        var nodes: [MessageNode] = []
        var integers: [Int] = []
        var literal: [UInt8] = []
        func flush() {
            if !literal.isEmpty { nodes.append(.text(String(decoding: literal, as: UTF8.self))); literal.removeAll() }
        }
        var i = 0
        while i < bytes.count {
            var end = i + 1
            while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
            guard bytes[i] == UInt8(ascii: "%"), end > i + 1, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "$"),
                  bytes[end + 1] == UInt8(ascii: "s") || bytes[end + 1] == UInt8(ascii: "d") else {
                literal.append(bytes[i])
                i += 1
                continue
            }
            guard let index = Int(String(decoding: bytes[(i + 1)..<end], as: UTF8.self)), (1...255).contains(index) else {
                throw MessageSyntaxError("'\(String(decoding: bytes[i..<(end + 2)], as: UTF8.self))' names no argument Compose can replace",
                                         at: i, in: bytes)
            }
            flush()
            nodes.append(.argument(index: index, spec: FormatSpec.textSpec))
            if bytes[end + 1] == UInt8(ascii: "d"), !integers.contains(index) { integers.append(index) }
            i = end + 2
        }
        flush()
        return (nodes, integers)
    }
}
