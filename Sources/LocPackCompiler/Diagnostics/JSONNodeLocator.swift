import Foundation

/// Finds the line and column of the JSON nodes (or XML property list nodes)
/// that diagnostics name by their JSON path, so that every diagnostic of a
/// JSON or `.stringsdict` input has a `file:line:column` editors can jump
/// to, with the path kept in the message.
///
/// One scan of the file per call, which only follows the document's
/// structure (strings are decoded only where they are member names). A
/// member is placed at its name (`"de": {` puts `….localizations.de` on the
/// `"de"`), an array element at its first character. Columns count Unicode
/// scalars from 1.
enum JSONNodeLocator {
    /// One step of a JSON path.
    enum Step: Hashable {
        case member(String)
        case element(Int)
    }

    /// Gives each diagnostic that has a JSON path but no line the line and
    /// column of its node; reads each file named at most once.
    static func locate(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var wanted: [String: Set<[Step]>] = [:]
        for d in diagnostics where d.location.line == 0 {
            if let path = d.location.jsonPath, let steps = steps(of: path) { wanted[d.location.file, default: []].insert(steps) }
        }
        guard !wanted.isEmpty else { return diagnostics }
        var found: [String: [[Step]: (line: Int, column: Int)]] = [:]
        for (file, paths) in wanted {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            found[file] = positions(of: paths, in: [UInt8](data))
        }
        return diagnostics.map { d in
            guard d.location.line == 0, let path = d.location.jsonPath, let steps = steps(of: path),
                  let place = found[d.location.file]?[steps] else { return d }
            var located = d
            (located.location.line, located.location.column) = place
            return located
        }
    }

    /// The line and column, in `bytes` (a JSON document), of the character
    /// at `utf8Offset` in the decoded text of the string value at `path`
    /// (a ``JSONSourcePath``): where an error inside a message written in
    /// a JSON string lies in the file, escapes counted as written. Nil when
    /// the path names no string value.
    static func position(inStringAt path: String, utf8Offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int)? {
        guard let steps = steps(of: path) else { return nil }
        var scanner = JSONStructureScanner(bytes: bytes, wanted: [steps])
        scanner.run()
        guard let quote = scanner.stringValues[steps] else { return nil }
        var raw = quote.offset + 1, decoded = 0
        while decoded < utf8Offset, raw < bytes.count, bytes[raw] != UInt8(ascii: "\"") {
            if bytes[raw] == UInt8(ascii: "\\"), raw + 1 < bytes.count {
                if bytes[raw + 1] == UInt8(ascii: "u"), raw + 6 <= bytes.count,
                   let unit = UInt32(String(decoding: bytes[(raw + 2)..<(raw + 6)], as: UTF8.self), radix: 16) {
                    // A surrogate pair's two escapes are one four-byte scalar.
                    if (0xD800..<0xDC00).contains(unit), raw + 12 <= bytes.count, bytes[raw + 6] == UInt8(ascii: "\\") {
                        decoded += 4; raw += 12
                    } else {
                        decoded += unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3; raw += 6
                    }
                } else {
                    decoded += 1; raw += 2
                }
            } else {
                decoded += 1; raw += 1
            }
        }
        let scalars = String(decoding: bytes[(quote.offset + 1)..<min(raw, bytes.count)], as: UTF8.self).unicodeScalars.count
        return (quote.line, quote.column + 1 + scalars)
    }

    /// The steps of a path written by ``JSONSourcePath`` (`$.a["b c"][2]`),
    /// or nil when it is not one.
    static func steps(of path: String) -> [Step]? {
        let bytes = Array(path.utf8)
        guard bytes.first == UInt8(ascii: "$") else { return nil }
        var steps: [Step] = []
        var i = 1
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: ".") {
                var end = i + 1
                while end < bytes.count && bytes[end] != UInt8(ascii: ".") && bytes[end] != UInt8(ascii: "[") { end += 1 }
                steps.append(.member(String(decoding: bytes[(i + 1)..<end], as: UTF8.self)))
                i = end
            } else if bytes[i] == UInt8(ascii: "["), i + 1 < bytes.count {
                if bytes[i + 1] == UInt8(ascii: "\"") {
                    guard let (name, end) = JSONStringLiteral.decode(bytes, from: i + 1),
                          end < bytes.count, bytes[end] == UInt8(ascii: "]") else { return nil }
                    steps.append(.member(name))
                    i = end + 1
                } else {
                    var end = i + 1
                    while end < bytes.count && bytes[end] != UInt8(ascii: "]") { end += 1 }
                    guard let index = Int(String(decoding: bytes[(i + 1)..<end], as: UTF8.self)) else { return nil }
                    steps.append(.element(index))
                    i = end + 1
                }
            } else {
                return nil
            }
        }
        return steps
    }

    /// The place of each of `paths` found in `bytes`: a JSON object or
    /// array, or an XML property list (a `.stringsdict`, whose diagnostics
    /// use the same path notation; ``PlistStructureScanner``). None for
    /// anything else (a binary property list has no lines).
    static func positions(of paths: Set<[Step]>, in bytes: [UInt8]) -> [[Step]: (line: Int, column: Int)] {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        switch body.first(where: { !" \t\r\n".utf8.contains($0) }) {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var scanner = JSONStructureScanner(bytes: bytes, wanted: paths)
            scanner.run()
            return scanner.found
        case UInt8(ascii: "<"):
            var scanner = PlistStructureScanner(bytes: bytes, wanted: paths)
            scanner.run()
            return scanner.found
        default:
            return [:]
        }
    }
}

/// Walks a JSON document's structure, tracking the path of each value.
struct JSONStructureScanner {
    let bytes: [UInt8]
    let wanted: Set<[JSONNodeLocator.Step]>
    private(set) var found: [[JSONNodeLocator.Step]: (line: Int, column: Int)] = [:]
    /// The string values at wanted paths: the offset and place of the opening quote.
    private(set) var stringValues: [[JSONNodeLocator.Step]: (offset: Int, line: Int, column: Int)] = [:]
    private var path: [JSONNodeLocator.Step] = []
    private var i = 0
    private var positions = ScalarPositionCounter()
    /// How deep the walk may go (hostile inputs nest 100,000 deep).
    private let maximumDepth = 512

    init(bytes: [UInt8], wanted: Set<[JSONNodeLocator.Step]>) {
        self.bytes = bytes
        self.wanted = wanted
    }

    mutating func run() {
        // A UTF-8 byte order mark is no character of the first line.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3; positions = ScalarPositionCounter(start: 3) }
        skipSpace()
        record(at: i)
        value(depth: 0)
    }

    private mutating func record(at offset: Int) {
        guard wanted.contains(path), found[path] == nil else { return }
        found[path] = positions.position(of: offset, in: bytes)
    }

    /// Notes the string value starting at `i`, when its path is wanted.
    private mutating func recordStringValue() {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\""), wanted.contains(path), stringValues[path] == nil else { return }
        let place = positions.position(of: i, in: bytes)
        stringValues[path] = (i, place.line, place.column)
    }

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\n"): positions.newline(at: i)
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            default: return
            }
            i += 1
        }
    }

    /// Skips a string literal at `i` (its quote), counting no lines (JSON
    /// strings hold no raw newlines).
    private mutating func skipString() {
        i += 1
        while i < bytes.count && bytes[i] != UInt8(ascii: "\"") {
            i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
        }
        i += 1
    }

    private mutating func value(depth: Int) {
        guard i < bytes.count, depth < maximumDepth else { i = bytes.count; return }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            skipSpace()
            while i < bytes.count && bytes[i] != UInt8(ascii: "}") {
                guard bytes[i] == UInt8(ascii: "\""), let (name, end) = JSONStringLiteral.decode(bytes, from: i) else {
                    i = bytes.count; return
                }
                path.append(.member(name))
                record(at: i)
                i = end
                skipSpace()
                if i < bytes.count && bytes[i] == UInt8(ascii: ":") { i += 1 }
                skipSpace()
                recordStringValue()
                value(depth: depth + 1)
                path.removeLast()
                skipSpace()
                if i < bytes.count && bytes[i] == UInt8(ascii: ",") { i += 1; skipSpace() }
            }
            i += 1
        case UInt8(ascii: "["):
            i += 1
            skipSpace()
            var index = 0
            while i < bytes.count && bytes[i] != UInt8(ascii: "]") {
                path.append(.element(index))
                record(at: i)
                recordStringValue()
                value(depth: depth + 1)
                path.removeLast()
                index += 1
                skipSpace()
                if i < bytes.count && bytes[i] == UInt8(ascii: ",") { i += 1; skipSpace() } else if i < bytes.count && bytes[i] != UInt8(ascii: "]") {
                    i = bytes.count; return
                }
            }
            i += 1
        case UInt8(ascii: "\""):
            skipString()
        default:
            while i < bytes.count && !",}] \t\r\n".utf8.contains(bytes[i]) { i += 1 }
        }
    }
}
