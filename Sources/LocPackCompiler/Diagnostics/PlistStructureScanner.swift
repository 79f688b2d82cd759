/// Walks an XML property list's structure (what Xcode writes for a
/// `.stringsdict`), tracking the JSON-notation path of each value, so a
/// diagnostic that names `$["%d files"].files.few` gets the line and column
/// of that node. A dictionary member is placed at its `<key>` (as a JSON
/// member is at its name), an array element and the root at their `<`.
///
/// Only the structure is read: `<plist>`, `<dict>`, `<array>`, `<key>` and
/// the other value elements; the XML declaration, `<!DOCTYPE …>`, comments
/// and CDATA sections are skipped; key text is decoded with the five
/// predefined entities and character references. Nothing is found outside
/// a `<plist>` element, so an XLIFF document yields nothing. What does not
/// parse stops the walk, keeping what was found before it: the property
/// list reader reports the syntax error itself.
struct PlistStructureScanner {
    typealias Step = JSONNodeLocator.Step

    let bytes: [UInt8]
    let wanted: Set<[Step]>
    private(set) var found: [[Step]: (line: Int, column: Int)] = [:]

    /// A container being read, and whether entering it added a step to `path`.
    private enum Frame {
        case dictionary(key: String?, addedStep: Bool)
        case array(next: Int, addedStep: Bool)
    }

    private var path: [Step] = []
    private var frames: [Frame] = []
    private var i = 0
    private var positions = ScalarPositionCounter()
    private var insidePlist = false
    private var sawRoot = false
    /// How deep the walk may go (hostile inputs nest 100,000 deep).
    private let maximumDepth = 512

    init(bytes: [UInt8], wanted: Set<[Step]>) {
        self.bytes = bytes
        self.wanted = wanted
    }

    mutating func run() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3; positions = ScalarPositionCounter(start: 3) }
        while i < bytes.count {
            guard advance(to: UInt8(ascii: "<")) else { return }
            let start = i
            if matches("<?") {
                guard skip(past: "?>") else { return }
            } else if matches("<!--") {
                guard skip(past: "-->") else { return }
            } else if matches("<![CDATA[") {
                guard skip(past: "]]>") else { return }
            } else if matches("<!") {
                guard skip(past: ">") else { return }
            } else if matches("</") {
                guard let name = tagName(from: i + 2), skip(past: ">") else { return }
                guard endElement(name) else { return }
            } else {
                // Counted before the tag is skipped: the counter counts forwards only.
                let place = positions.position(of: start, in: bytes)
                guard let name = tagName(from: i + 1), let selfClosing = skipStartTag() else { return }
                guard startElement(name, at: place, selfClosing: selfClosing) else { return }
            }
        }
    }

    // MARK: Elements

    /// Handles the start tag of `name` whose `<` is at `place`; false to stop the walk.
    private mutating func startElement(_ name: String, at place: (line: Int, column: Int), selfClosing: Bool) -> Bool {
        if name == "plist" {
            insidePlist = !selfClosing
            return true
        }
        guard insidePlist else { return true }
        if name == "key" {
            guard case .dictionary(_, let addedStep)? = frames.last else { return false }
            var key = ""
            if !selfClosing {
                guard let text = textUntilEndTag("key") else { return false }
                key = text
            }
            note(path + [.member(key)], at: place)
            frames[frames.count - 1] = .dictionary(key: key, addedStep: addedStep)
            return true
        }
        // A value: the root, a dictionary member (placed at its key) or an array element.
        var addedStep = false
        switch frames.last {
        case nil:
            guard !sawRoot else { return false }
            sawRoot = true
            note(path, at: place)
        case .dictionary(let key, let addedOwn)?:
            guard let key else { return false }
            frames[frames.count - 1] = .dictionary(key: nil, addedStep: addedOwn)
            path.append(.member(key))
            addedStep = true
        case .array(let next, let addedOwn)?:
            frames[frames.count - 1] = .array(next: next + 1, addedStep: addedOwn)
            path.append(.element(next))
            note(path, at: place)
            addedStep = true
        }
        switch name {
        case "dict" where !selfClosing, "array" where !selfClosing:
            guard frames.count < maximumDepth else { return false }
            frames.append(name == "dict" ? .dictionary(key: nil, addedStep: addedStep) : .array(next: 0, addedStep: addedStep))
            return true
        default:
            if !selfClosing, !["dict", "array"].contains(name) {
                guard textUntilEndTag(name) != nil else { return false }
            }
            if addedStep { path.removeLast() }
            return true
        }
    }

    /// Handles the end tag of `name`; false to stop the walk.
    private mutating func endElement(_ name: String) -> Bool {
        switch name {
        case "plist":
            insidePlist = false
            return true
        case "dict", "array":
            guard insidePlist else { return true }
            guard let frame = frames.popLast() else { return false }
            switch frame {
            case .dictionary(_, let addedStep), .array(_, let addedStep):
                if addedStep { path.removeLast() }
            }
            return true
        default:
            return true
        }
    }

    /// Records `place` for `steps` when a diagnostic wants it.
    private mutating func note(_ steps: [Step], at place: (line: Int, column: Int)) {
        guard wanted.contains(steps), found[steps] == nil else { return }
        found[steps] = place
    }

    // MARK: Bytes

    /// Whether the bytes at `i` spell `text`.
    private func matches(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count - i >= count else { return false }
        for k in 0..<count where bytes[i + k] != text.utf8Start[k] { return false }
        return true
    }

    /// Moves `i` to the next `byte`, counting the lines it passes; false at the end.
    private mutating func advance(to byte: UInt8) -> Bool {
        while i < bytes.count, bytes[i] != byte {
            if bytes[i] == UInt8(ascii: "\n") { positions.newline(at: i) }
            i += 1
        }
        return i < bytes.count
    }

    /// Moves `i` past the next `text`, counting lines; false when there is none.
    private mutating func skip(past text: StaticString) -> Bool {
        let first = text.utf8Start[0]
        while advance(to: first) {
            if matches(text) {
                i += text.utf8CodeUnitCount
                return true
            }
            i += 1
        }
        return false
    }

    /// The element name starting at `offset`, or nil when there is none.
    private func tagName(from offset: Int) -> String? {
        var end = offset
        while end < bytes.count, !" \t\r\n/>".utf8.contains(bytes[end]) { end += 1 }
        return end > offset ? String(decoding: bytes[offset..<end], as: UTF8.self) : nil
    }

    /// Moves `i` past the start tag at `i`, whose attribute values may hold
    /// `>`; returns whether it closes itself (`/>`), or nil at the end.
    private mutating func skipStartTag() -> Bool? {
        var quote: UInt8? = nil
        i += 1
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\n") { positions.newline(at: i) }
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                i += 1
                return bytes[i - 2] == UInt8(ascii: "/")
            }
            i += 1
        }
        return nil
    }

    /// The decoded text from `i` to the end tag of `name` (CDATA kept as
    /// is), moving `i` past that tag; nil when it does not come.
    private mutating func textUntilEndTag(_ name: String) -> String? {
        var text: [UInt8] = []
        while i < bytes.count {
            if matches("<![CDATA[") {
                let start = i + 9
                guard skip(past: "]]>") else { return nil }
                text += bytes[start..<(i - 3)]
                continue
            }
            if matches("</") {
                guard tagName(from: i + 2) == name, skip(past: ">") else { return nil }
                return XMLText.decodingReferences(text)
            }
            if bytes[i] == UInt8(ascii: "<") { return nil }
            if bytes[i] == UInt8(ascii: "\n") { positions.newline(at: i) }
            text.append(bytes[i])
            i += 1
        }
        return nil
    }
}

/// Character data of an XML document as text.
enum XMLText {
    /// `bytes` with the predefined entities (`&lt;` `&gt;` `&amp;` `&quot;`
    /// `&apos;`) and character references (`&#233;`, `&#xE9;`) replaced by
    /// what they stand for; any other `&` is kept as written.
    static func decodingReferences(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.contains("&") else { return text }
        var out = ""
        var rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let name = rest[rest.index(after: amp)..<semicolon]
            if let replacement = Self.replacement(for: name) {
                out.unicodeScalars.append(replacement)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                out += "&"
                rest = rest[rest.index(after: amp)...]
            }
        }
        return out + rest
    }

    /// What the reference `&name;` stands for, or nil when it is none.
    private static func replacement(for name: Substring) -> Unicode.Scalar? {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init)
        }
    }
}
