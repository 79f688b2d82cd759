/// Finds what Foundation's `XMLParser` on Linux cannot survive before it sees
/// the document. libxml2 hands its delegate a null data pointer for a
/// processing instruction with a target and no data (`<?name?>`), and
/// FoundationXML reads it as a C string: a crash, found twice by the `xliff`
/// fuzz target — once written literally, once built by an entity whose value
/// spells it with a character reference (`<!ENTITY e "&#60;?x?>">`, then
/// `&e;`). No scan of the raw text can see what entity expansion produces,
/// so entity declarations are refused as well; without them libxml2 parses
/// only the text scanned here (external entities and DTDs are never loaded).
/// No XLIFF or `<cds-root>` value written by Xcode, Transifex or a
/// translation tool has either construct, so the importers refuse the
/// document with this place.
///
/// Comments, CDATA sections and the insides of processing instructions are
/// skipped: `<?x?>` or `<!ENTITY` written inside them is text, not markup.
enum XMLParserGuard {
    /// A construct the importers refuse, and where it starts.
    struct Finding: Equatable {
        /// What it is, as a noun phrase for a diagnostic.
        var construct: String
        /// The line of its `<`, from 1.
        var line: Int
        /// The column of its `<`, in Unicode scalars from 1.
        var column: Int
    }

    /// The first refused construct in `document`, or nil when it has none.
    static func firstUnsupportedConstruct(in document: String) -> Finding? {
        let bytes = Array(document.utf8)
        guard let (offset, construct) = firstUnsupportedOffset(in: bytes) else { return nil }
        let index = String(decoding: bytes[..<offset], as: UTF8.self).unicodeScalars.count
        let (line, column) = StringsLineTable(Array(document.unicodeScalars)).position(of: index)
        return Finding(construct: construct, line: line, column: column)
    }

    static let instructionWithoutData = "a processing instruction without data (<?name?>)"
    static let entityDeclaration = "an entity declaration (<!ENTITY)"

    /// The UTF-8 offset and description of the first refused construct, or nil.
    static func firstUnsupportedOffset(in text: [UInt8]) -> (Int, String)? {
        var index = 0
        while index < text.count {
            guard text[index] == UInt8(ascii: "<") else { index += 1; continue }
            if starts(text, at: index, with: "<!--") {
                index = end(of: "-->", in: text, from: index + 4)
            } else if starts(text, at: index, with: "<![CDATA[") {
                index = end(of: "]]>", in: text, from: index + 9)
            } else if starts(text, at: index, with: "<!ENTITY") {
                return (index, entityDeclaration)
            } else if starts(text, at: index, with: "<?") {
                var cursor = index + 2
                while cursor < text.count, !isSpace(text[cursor]), text[cursor] != UInt8(ascii: "?") { cursor += 1 }
                if starts(text, at: cursor, with: "?>") { return (index, instructionWithoutData) }
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
