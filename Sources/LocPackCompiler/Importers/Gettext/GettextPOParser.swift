import Foundation

/// Reads the entries of a `.po` or `.pot` file (`Specs/importers/gettext.md`,
/// "Entries"): comment lines (`#,` flags, `#.` and `# ` comments, `#:` and
/// `#|` lines skipped), the keywords `msgctxt`, `msgid`, `msgid_plural`,
/// `msgstr` and `msgstr[N]`, each followed by one or more C string literals
/// (on its line and the lines after it), and obsolete entries (`#~`). A
/// backslash at the end of a line joins it with the next, as in `msgfmt`.
///
/// A mistake spoils only the entry it is in: it is recorded with its place,
/// that entry is left out, and reading goes on at the next entry.
struct GettextPOParser {
    /// Every well-formed entry, in file order (obsolete ones included, marked).
    private(set) var entries: [GettextPOEntry] = []
    /// Every mistake, in file order.
    private(set) var errors: [GettextPOSyntaxError] = []

    /// The field the next string continues.
    private enum Field { case context, id, pluralID, translation(Int) }

    private var entry = Self.emptyEntry
    private var field: Field?
    /// A keyword whose string is still to come (on the next line), and where it ended.
    private var awaitingString: (keyword: String, position: GettextPOPosition)?
    private var hasKeyword = false
    private var spoiled = false

    private static let emptyEntry = GettextPOEntry(
        context: nil, id: [], pluralID: nil, translations: [], flags: [], comments: [], isObsolete: false,
        position: GettextPOPosition(line: 0, column: 0), translationPositions: [])

    /// Reads `bytes`, the whole file.
    init(bytes: [UInt8]) {
        var lineNumber = 0
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }  // a UTF-8 byte order mark
        var joined: [UInt8] = [], joinedFrom = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            lineNumber += 1
            var line = bytes[start..<end]
            if line.last == 0x0D { line = line.dropLast() }
            start = end + 1
            if joined.isEmpty { joinedFrom = lineNumber }
            if line.last == UInt8(ascii: "\\"), end < bytes.count {
                // A backslash before the line break: the line goes on on the next one.
                joined += line.dropLast()
                continue
            }
            read(line: joined + line, number: joinedFrom)
            joined = []
        }
        finishEntry()
    }

    // MARK: Lines

    private mutating func read(line: [UInt8], number: Int) {
        var at = 0
        skipSpace(line, &at)
        guard at < line.count else {
            endAwaiting()
            finishEntry()
            return
        }
        var obsolete = false
        if line[at] == UInt8(ascii: "#") {
            let kind = at + 1 < line.count ? line[at + 1] : 0
            guard kind == UInt8(ascii: "~") else {
                endAwaiting()
                readComment(line, kind: kind, hashAt: at)
                return
            }
            obsolete = true
            at += 2
            skipSpace(line, &at)
            if at >= line.count || line[at] == UInt8(ascii: "|") { return }  // `#~|`: an obsolete entry's previous text
        }
        let position = position(in: line, at: at, line: number)
        guard line[at] == UInt8(ascii: "\"") else {
            endAwaiting()
            readKeyword(line, from: at, line: number, obsolete: obsolete)
            return
        }
        guard let field, !spoiled else {
            if !spoiled { fail("a string with no keyword before it", at: position) }
            return
        }
        guard obsolete == entry.isObsolete else { return fail("an entry is partly obsolete (#~) and partly not", at: position) }
        if awaitingString != nil, case .translation(let i) = field { entry.translationPositions[i] = position }
        awaitingString = nil
        guard let text = readStrings(line, from: at, line: number) else { return }
        append(text, to: field)
    }

    /// A keyword whose string did not come on the next line is a mistake.
    private mutating func endAwaiting() {
        guard let awaiting = awaitingString else { return }
        awaitingString = nil
        fail("\(awaiting.keyword) is not followed by a string", at: awaiting.position)
    }

    private mutating func readComment(_ line: [UInt8], kind: UInt8, hashAt: Int) {
        // A comment after an entry's translations begins the next entry.
        if !entry.translations.isEmpty || spoiled { finishEntry() }
        let text = String(decoding: line[min(hashAt + 2, line.count)...], as: UTF8.self).trimmingSpaces
        switch kind {
        case UInt8(ascii: ","):
            // Flags are separated by commas and white space, as gettext separates them.
            entry.flags += text.split { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\u{0B}" || $0 == "\u{0C}" || $0 == "\r" }.map(String.init)
        case UInt8(ascii: "."):
            entry.comments.append(text)
        case UInt8(ascii: ":"), UInt8(ascii: "|"):
            break  // references and previous strings
        default:
            // `# text`, and `#text` too: the translator's comment.
            let comment = String(decoding: line[(hashAt + 1)...], as: UTF8.self).trimmingSpaces
            if !comment.isEmpty { entry.comments.append(comment) }
        }
    }

    private mutating func readKeyword(_ line: [UInt8], from start: Int, line number: Int, obsolete: Bool) {
        var at = start
        while at < line.count, line[at] == UInt8(ascii: "_") || (line[at] | 0x20 >= UInt8(ascii: "a") && line[at] | 0x20 <= UInt8(ascii: "z")) {
            at += 1
        }
        let keyword = String(decoding: line[start..<at], as: UTF8.self)
        let keywordPosition = position(in: line, at: start, line: number)
        if !hasKeyword { pendingPosition = keywordPosition }
        var index: Int?
        var bracket = at
        skipSpace(line, &bracket)
        if keyword == "msgstr", bracket < line.count, line[bracket] == UInt8(ascii: "[") {
            at = bracket
            var close = at + 1, value = 0, digits = 0
            while close < line.count, line[close] >= 0x30, line[close] <= 0x39, digits < 4 {
                value = value * 10 + Int(line[close] - 0x30)
                close += 1
                digits += 1
            }
            guard digits > 0, close < line.count, line[close] == UInt8(ascii: "]") else {
                startEntryIfNeeded(for: keyword, obsolete: obsolete)
                return fail("msgstr[ is not followed by a number and ]", at: position(in: line, at: at, line: number))
            }
            index = value
            at = close + 1
        }
        guard ["msgctxt", "msgid", "msgid_plural", "msgstr"].contains(keyword) else {
            if !entry.translations.isEmpty { finishEntry() }
            return fail(keyword.isEmpty ? "unexpected '\(Self.character(line, at))' where a keyword or a string is expected"
                        : "unknown keyword '\(keyword)'", at: keywordPosition)
        }
        startEntryIfNeeded(for: keyword, obsolete: obsolete)
        if spoiled { return }
        if obsolete != entry.isObsolete, hasKeyword {
            return fail("an entry is partly obsolete (#~) and partly not", at: keywordPosition)
        }
        entry.isObsolete = obsolete
        let keywordEnd = position(in: line, at: at, line: number)
        skipSpace(line, &at)
        let stringPosition = position(in: line, at: at, line: number)
        var text: [UInt8] = []
        if at >= line.count || line[at] == UInt8(ascii: "#") {
            // The string may start on the next line.
            awaitingString = (keyword, keywordEnd)
        } else {
            guard line[at] == UInt8(ascii: "\"") else {
                return fail("\(keyword) is not followed by a string", at: stringPosition)
            }
            guard let strings = readStrings(line, from: at, line: number) else { return }
            text = strings
        }
        let next: Field
        switch keyword {
        case "msgctxt":
            // (A msgctxt after a msgid begins the next entry: startEntryIfNeeded.)
            guard entry.context == nil else { return fail("a second msgctxt", at: keywordPosition) }
            next = .context
        case "msgid":
            entry.position = keywordPosition
            hasID = true
            next = .id
        case "msgid_plural":
            guard hasID, entry.pluralID == nil, entry.translations.isEmpty else {
                return fail("msgid_plural must follow msgid, once", at: keywordPosition)
            }
            entry.pluralID = []
            next = .pluralID
        default:
            guard hasID else { return fail("msgstr without a msgid before it", at: keywordPosition) }
            let expected = entry.translations.count
            if entry.pluralID == nil {
                guard index == nil else { return fail("msgstr[\(index!)] in an entry without msgid_plural (write msgstr)", at: keywordPosition) }
                guard expected == 0 else { return fail("a second msgstr", at: keywordPosition) }
            } else {
                guard let index else { return fail("an entry with msgid_plural needs msgstr[0], msgstr[1], …, not msgstr", at: keywordPosition) }
                guard index == expected else { return fail("msgstr[\(index)] where msgstr[\(expected)] is expected", at: keywordPosition) }
            }
            entry.translations.append([])
            // Where its string starts (set again when it starts on the next line).
            entry.translationPositions.append(stringPosition)
            next = .translation(expected)
        }
        hasKeyword = true
        field = next
        append(text, to: next)
    }

    /// Whether the entry being read has its `msgid`.
    private var hasID = false

    /// A `msgctxt`, or a `msgid` not after a `msgctxt`, begins a new entry
    /// once the one before has translations (or was spoiled).
    private mutating func startEntryIfNeeded(for keyword: String, obsolete: Bool) {
        let begins = keyword == "msgctxt" || (keyword == "msgid" && !(entry.context != nil && !hasID))
        if begins, !entry.translations.isEmpty || spoiled || hasID { finishEntry() }
    }

    private mutating func append(_ text: [UInt8], to field: Field) {
        switch field {
        case .context: entry.context = (entry.context ?? []) + text
        case .id: entry.id += text
        case .pluralID: entry.pluralID = (entry.pluralID ?? []) + text
        case .translation(let i): entry.translations[i] += text
        }
    }

    private mutating func finishEntry() {
        endAwaiting()
        defer {
            entry = Self.emptyEntry
            field = nil
            hasKeyword = false
            hasID = false
            spoiled = false
        }
        guard hasKeyword, !spoiled else { return }
        guard hasID else { return record("an entry with no msgid", at: pendingPosition) }
        guard !entry.translations.isEmpty else { return record("msgid without msgstr", at: entry.position) }
        entries.append(entry)
    }

    /// Where a spoiled or incomplete entry is reported when it has no msgid.
    private var pendingPosition = GettextPOPosition(line: 1, column: 1)

    private mutating func fail(_ message: String, at position: GettextPOPosition) {
        record(message, at: position)
        spoiled = true
        hasKeyword = true
    }

    private mutating func record(_ message: String, at position: GettextPOPosition) {
        errors.append(GettextPOSyntaxError(position: position, message: message))
    }

    // MARK: Strings

    /// The bytes of the C string literals from `start` to the end of the
    /// line (one or more, with only spaces between them), or nil after
    /// recording what is wrong.
    private mutating func readStrings(_ line: [UInt8], from start: Int, line number: Int) -> [UInt8]? {
        var text: [UInt8] = []
        var at = start
        while at < line.count, line[at] != UInt8(ascii: "#") {  // a comment may follow the strings
            let opening = at
            guard line[at] == UInt8(ascii: "\"") else {
                fail("unexpected '\(Self.character(line, at))' after a string", at: position(in: line, at: at, line: number))
                return nil
            }
            at += 1
            var closed = false
            while at < line.count {
                let byte = line[at]
                if byte == UInt8(ascii: "\"") { closed = true; at += 1; break }
                guard byte == UInt8(ascii: "\\") else { text.append(byte); at += 1; continue }
                guard let (value, length) = Self.escape(line, at: at) else {
                    fail(at + 1 < line.count ? "unknown escape '\\\(Self.character(line, at + 1))'" : "a backslash ends the line inside a string",
                         at: position(in: line, at: at, line: number))
                    return nil
                }
                text += value
                at += length
            }
            guard closed else {
                fail("the string is not closed on its line", at: position(in: line, at: opening, line: number))
                return nil
            }
            skipSpace(line, &at)
        }
        return text
    }

    /// The bytes of the escape at `at` (a backslash) and its length, or nil.
    private static func escape(_ line: [UInt8], at: Int) -> ([UInt8], Int)? {
        guard at + 1 < line.count else { return nil }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "a"): 0x07,
            UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "v"): 0x0B, UInt8(ascii: "\\"): 0x5C,
            UInt8(ascii: "\""): 0x22,
        ]
        let kind = line[at + 1]
        if let byte = simple[kind] { return ([byte], 2) }
        if kind >= UInt8(ascii: "0"), kind <= UInt8(ascii: "7") {
            var value = 0, length = 1
            while length <= 3, at + length < line.count, line[at + length] >= 0x30, line[at + length] <= 0x37 {
                value = value * 8 + Int(line[at + length] - 0x30)
                length += 1
            }
            return ([UInt8(truncatingIfNeeded: value)], length)
        }
        if kind == UInt8(ascii: "x") {
            var value = 0, length = 2
            while at + length < line.count, let digit = hexValue(line[at + length]) {
                value = (value &* 16 &+ digit) & 0xFF
                length += 1
            }
            return length > 2 ? ([UInt8(value)], length) : nil
        }
        return nil
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x30...0x39: Int(byte - 0x30)
        case 0x41...0x46: Int(byte - 0x41 + 10)
        case 0x61...0x66: Int(byte - 0x61 + 10)
        default: nil
        }
    }

    // MARK: Places

    private func skipSpace(_ line: [UInt8], _ at: inout Int) {
        while at < line.count, line[at] == 0x20 || line[at] == 0x09 { at += 1 }
    }

    private func position(in line: [UInt8], at offset: Int, line number: Int) -> GettextPOPosition {
        // Columns count scalars: every byte but UTF-8's continuation bytes.
        let column = line[..<min(offset, line.count)].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return GettextPOPosition(line: number, column: column)
    }

    private static func character(_ line: [UInt8], _ at: Int) -> String {
        guard at < line.count else { return "" }
        var end = at + 1
        while end < line.count, line[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: line[at..<end], as: UTF8.self)
    }
}

private extension String {
    /// The text without the spaces and tabs around it.
    var trimmingSpaces: String { trimmingCharacters(in: .spacesAndTabs) }
}

private extension CharacterSet {
    static let spacesAndTabs = CharacterSet(charactersIn: " \t")
}
