/// Finds what Foundation's `XMLParser` on Linux cannot survive before it sees
/// the document. For some constructs libxml2 hands its delegate a null
/// pointer that FoundationXML reads as a C string: the data of a processing
/// instruction with a target and nothing else (`<?name?>`), the missing
/// public or system id of a `<!NOTATION>`, the missing default of an
/// `<!ATTLIST>` attribute (`#IMPLIED`). The `xliff` fuzz target found the
/// instruction three times — written literally; built by an entity whose
/// value spells it with a character reference (`<!ENTITY e "&#60;?x?>">`,
/// then `&e;`); and written after a `<!DOCTYPE>` whose quoted system literal
/// held `<!--`, which an earlier, context-aware scan took for the start of
/// a comment.
///
/// FoundationXML runs libxml2 in recovery mode, so what libxml2 takes for
/// markup after an error cannot be predicted from the text's structure. The
/// guard therefore reads no structure at all: it refuses `<?name?>` and
/// every DTD declaration (`<!ENTITY`, `<!ATTLIST`, `<!NOTATION`,
/// `<!ELEMENT`) wherever they are written, even inside a comment or a CDATA
/// section. What libxml2 parses is then exactly the text scanned here:
/// entities cannot be declared, external DTDs and entities are never
/// loaded, and the bytes cannot be read in another encoding — a NUL byte
/// (which is never XML, and would make libxml2 guess UTF-16 or UCS-4) and an
/// XML declaration naming any encoding but UTF-8 are refused too. A
/// `<!DOCTYPE>` naming a DTD, as older tools write, is still read. No XLIFF
/// or `<cds-root>` value written by Xcode, Transifex or a translation tool
/// has any refused construct, so the importers refuse the document with its
/// place.
enum XMLParserGuard {
    /// A construct the importers refuse, and where it starts.
    struct Finding: Equatable {
        /// What it is, as a noun phrase for a diagnostic.
        var construct: String
        /// The line of its first character, from 1.
        var line: Int
        /// The column of its first character, in Unicode scalars from 1.
        var column: Int
    }

    /// The first refused construct in `document`, or nil when it has none.
    static func firstUnsupportedConstruct(in document: String) -> Finding? {
        let bytes = Array(document.utf8)
        guard let (offset, construct) = firstUnsupportedOffset(in: bytes) else { return nil }
        // Positions count from after a byte order mark, as the importers' decoder does.
        let bom = document.unicodeScalars.first == "\u{FEFF}" ? 1 : 0
        let index = String(decoding: bytes[..<offset], as: UTF8.self).unicodeScalars.count - bom
        let (line, column) = StringsLineTable(Array(document.unicodeScalars.dropFirst(bom))).position(of: index)
        return Finding(construct: construct, line: line, column: column)
    }

    static let instructionWithoutData = "a processing instruction without data (<?name?>)"
    static func declaration(_ keyword: String) -> String { "a DTD declaration (<!\(keyword))" }
    static let nulByte = "a NUL byte"

    /// The UTF-8 offset and description of the first refused construct, or nil.
    static func firstUnsupportedOffset(in text: [UInt8]) -> (Int, String)? {
        if let (offset, encoding) = declaredEncoding(in: text), !namesUTF8(encoding) {
            return (offset, "the encoding '\(encoding)'")
        }
        for index in text.indices {
            switch text[index] {
            case 0:
                return (index, nulByte)
            case UInt8(ascii: "<"):
                if let keyword = declarationKeyword(text, at: index) { return (index, declaration(keyword)) }
                if starts(text, at: index, with: "<?"), isInstructionWithoutData(text, at: index) {
                    return (index, instructionWithoutData)
                }
            default:
                continue
            }
        }
        return nil
    }

    /// The keyword of a DTD declaration (`ENTITY`, `ATTLIST`…) at `start`:
    /// `<!` and an uppercase letter, except `<!DOCTYPE`.
    private static func declarationKeyword(_ text: [UInt8], at start: Int) -> String? {
        guard starts(text, at: start, with: "<!"), !starts(text, at: start, with: "<!DOCTYPE") else { return nil }
        let keyword = text[(start + 2)...].prefix { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
        return keyword.isEmpty ? nil : String(decoding: keyword, as: UTF8.self)
    }

    /// Whether `<?` at `start` is followed by a target and `?>` with nothing between.
    private static func isInstructionWithoutData(_ text: [UInt8], at start: Int) -> Bool {
        var cursor = start + 2
        while cursor < text.count, !isSpace(text[cursor]), text[cursor] != UInt8(ascii: "?") { cursor += 1 }
        return starts(text, at: cursor, with: "?>")
    }

    /// The offset and value of the `encoding` an XML declaration at the start
    /// of `text` (after an optional byte order mark) names, if any. Any
    /// `encoding` before the declaration's first `?>` counts, however
    /// malformed the declaration around it: libxml2 reads it leniently.
    static func declaredEncoding(in text: [UInt8]) -> (Int, String)? {
        let start = starts(text, at: 0, with: "\u{FEFF}") ? 3 : 0
        guard starts(text, at: start, with: "<?xml") else { return nil }
        var end = start + 5
        while end < text.count, !starts(text, at: end, with: "?>") { end += 1 }
        guard let key = (start..<end).first(where: { starts(text, at: $0, with: "encoding") }) else { return nil }
        var cursor = key + 8
        while cursor < end, isSpace(text[cursor]) || text[cursor] == UInt8(ascii: "=") { cursor += 1 }
        let quote = cursor < end ? text[cursor] : 0
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            return (key, String(decoding: text[cursor..<end], as: UTF8.self))
        }
        let valueEnd = text[(cursor + 1)..<end].firstIndex(of: quote) ?? end
        return (key, String(decoding: text[(cursor + 1)..<valueEnd], as: UTF8.self))
    }

    /// Whether an XML declaration's `encoding` value names UTF-8.
    static func namesUTF8(_ encoding: String) -> Bool {
        ["utf-8", "utf8"].contains(encoding.lowercased())
    }

    private static func starts(_ text: [UInt8], at index: Int, with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index >= 0, count <= text.count - index else { return false }
        return prefix.withUTF8Buffer { prefix in
            (0..<count).allSatisfy { text[index + $0] == prefix[$0] }
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
