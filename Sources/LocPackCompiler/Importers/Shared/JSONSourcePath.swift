import Foundation

/// A JSON path such as `$.strings["Found %d"].localizations.de`, built up
/// while an importer walks a JSON document, so that every diagnostic can say
/// exactly which value it is about.
///
/// Members whose names are plain identifiers are written `.name`; every other
/// member (and every member added with ``quoted(_:)``) is written
/// `["name"]`, with `"`, `\` and control characters escaped as in JSON.
public struct JSONSourcePath: Sendable, Hashable, CustomStringConvertible {
    /// The path as text, starting with `$`.
    public private(set) var description: String

    /// The document root, `$`.
    public static let root = JSONSourcePath(description: "$")

    private init(description: String) { self.description = description }

    /// The path of member `name` of the object at this path: `.name` when
    /// `name` is an identifier, `["name"]` otherwise.
    public func member(_ name: String) -> JSONSourcePath {
        Self.isIdentifier(name) ? JSONSourcePath(description: description + "." + name) : quoted(name)
    }

    /// The path of member `name`, always written `["name"]` (used for keys,
    /// which are free text).
    public func quoted(_ name: String) -> JSONSourcePath {
        JSONSourcePath(description: description + "[" + Self.quote(name) + "]")
    }

    /// The path of element `index` of the array at this path.
    public func element(_ index: Int) -> JSONSourcePath {
        JSONSourcePath(description: description + "[\(index)]")
    }

    /// `name` as a JSON string literal.
    static func quote(_ name: String) -> String {
        var out = "\""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        return name.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isLetter($0) || (0x30...0x39).contains($0) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}

/// Turns the error Foundation's `JSONSerialization` throws for malformed JSON
/// into a ``Diagnostic`` with a line and column.
///
/// Foundation reports the place as a byte offset ("around character 28") on
/// Linux and as a line and column on some macOS versions; both are handled.
/// Columns count Unicode scalars from 1.
enum JSONSyntaxDiagnostic {
    static func make(for error: Error, in data: Data, file: String) -> Diagnostic {
        let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String)
            ?? (error as NSError).localizedDescription
        var location = SourceLocation(file: file)
        if let (line, column) = lineAndColumn(in: detail) {
            location.line = line
            location.column = column
        } else if let offset = number(after: "character ", in: detail) {
            (location.line, location.column) = lineAndColumn(ofByteOffset: offset, in: data)
        }
        return Diagnostic(.error, .unreadableInput, at: location, "invalid JSON: \(trimmedDetail(detail))")
    }

    /// 1-based line and column of the byte at `offset`.
    static func lineAndColumn(ofByteOffset offset: Int, in data: Data) -> (line: Int, column: Int) {
        let bytes = [UInt8](data.prefix(max(0, offset)))
        var line = 1
        var lineStart = 0
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = i + 1
        }
        let column = String(decoding: bytes[lineStart...], as: UTF8.self).unicodeScalars.count + 1
        return (line, column)
    }

    private static func lineAndColumn(in detail: String) -> (Int, Int)? {
        guard let line = number(after: "line ", in: detail), let column = number(after: "column ", in: detail) else {
            return nil
        }
        return (line, column)
    }

    private static func number(after marker: String, in text: String) -> Int? {
        guard let range = text.range(of: marker) else { return nil }
        let digits = text[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
        return Int(digits)
    }

    /// The message without Foundation's position suffix, which the location
    /// already gives.
    private static func trimmedDetail(_ detail: String) -> String {
        var text = detail
        if let range = text.range(of: " around ") { text = String(text[..<range.lowerBound]) }
        while text.hasSuffix(".") { text.removeLast() }
        return text.isEmpty ? detail : text
    }
}
