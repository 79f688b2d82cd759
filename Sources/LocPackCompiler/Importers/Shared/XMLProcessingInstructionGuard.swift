/// Finds what Foundation's `XMLParser` on Linux cannot survive before it sees
/// the document: a processing instruction with a target and no data
/// (`<?name?>`). libxml2 hands its delegate a null data pointer for one,
/// and FoundationXML reads it as a C string — a crash found by the `xliff`
/// fuzz target. No XLIFF or `<cds-root>` value has such an instruction, so
/// the importers refuse the document with this place.
///
/// Comments and CDATA sections are skipped: `<?x?>` written inside them is
/// text, not an instruction.
enum XMLProcessingInstructionGuard {
    /// The line and column (in Unicode scalars) of the first processing
    /// instruction without data in `document`, or nil when it has none.
    static func firstInstructionWithoutData(in document: String) -> (line: Int, column: Int)? {
        let bytes = Array(document.utf8)
        guard let offset = firstInstructionOffset(in: bytes) else { return nil }
        let index = String(decoding: bytes[..<offset], as: UTF8.self).unicodeScalars.count
        return StringsLineTable(Array(document.unicodeScalars)).position(of: index)
    }

    /// The UTF-8 offset of the first processing instruction without data, or nil.
    static func firstInstructionOffset(in text: [UInt8]) -> Int? {
        var index = 0
        while index < text.count {
            guard text[index] == UInt8(ascii: "<") else { index += 1; continue }
            if starts(text, at: index, with: "<!--") {
                index = end(of: "-->", in: text, from: index + 4)
            } else if starts(text, at: index, with: "<![CDATA[") {
                index = end(of: "]]>", in: text, from: index + 9)
            } else if starts(text, at: index, with: "<?") {
                var cursor = index + 2
                while cursor < text.count, !isSpace(text[cursor]), text[cursor] != UInt8(ascii: "?") { cursor += 1 }
                if starts(text, at: cursor, with: "?>") { return index }
                index = end(of: "?>", in: text, from: cursor)
            } else {
                index += 1
            }
        }
        return nil
    }

    private static func starts(_ text: [UInt8], at index: Int, with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index >= 0, count <= text.count - index else { return false }
        return prefix.withUTF8Buffer { prefix in
            (0..<count).allSatisfy { text[index + $0] == prefix[$0] }
        }
    }

    /// The index just after the first `terminator` at or after `start`, or the end of the text.
    private static func end(of terminator: StaticString, in text: [UInt8], from start: Int) -> Int {
        var index = start
        while index < text.count {
            if starts(text, at: index, with: terminator) { return index + terminator.utf8CodeUnitCount }
            index += 1
        }
        return text.count
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
