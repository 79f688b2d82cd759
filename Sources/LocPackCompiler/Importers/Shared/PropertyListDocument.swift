import Foundation

/// Reads a property list, turning a parse error into a ``CompilerError``
/// with one ``Diagnostic``: binary ones with ``BinaryPropertyListReader``
/// (Foundation's binary parser crashes on some hostile files), XML and
/// OpenStep ones with Foundation's `PropertyListSerialization`.
///
/// Foundation names the line of an XML error ("… on line 5") but no column;
/// the diagnostic then points at the first non-blank character of that
/// line. Binary property lists have no lines: their errors name the file and
/// the byte offset in the message.
enum PropertyListDocument {
    /// The parsed property list.
    ///
    /// - Throws: ``CompilerError`` with the diagnostic for why it is not one.
    static func read(_ data: Data, file: String) throws(CompilerError) -> Any {
        if BinaryPropertyListReader.recognizes(data) {
            do {
                return try BinaryPropertyListReader.read(data)
            } catch {
                throw CompilerError(diagnostics: [Diagnostic(.error, .unreadableInput, at: SourceLocation(file: file),
                                                             "invalid binary property list: \(error.reason) (at byte \(error.offset))")])
            }
        }
        do {
            return try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String)
                ?? (error as NSError).localizedDescription
            var location = SourceLocation(file: file)
            if let line = lineNumber(in: detail) {
                location.line = line
                location.column = firstNonBlankColumn(ofLine: line, in: data)
            }
            throw CompilerError(diagnostics: [Diagnostic(.error, .unreadableInput, at: location, "invalid property list: \(trimmed(detail))")])
        }
    }

    /// The number after "line " in Foundation's message.
    static func lineNumber(in detail: String) -> Int? {
        guard let range = detail.range(of: "line ", options: .backwards) else { return nil }
        return Int(detail[range.upperBound...].prefix { $0.isASCII && $0.isNumber })
    }

    /// 1-based column (in Unicode scalars) of the first character of `line`
    /// that is not a space or tab; 1 when the line is blank or missing.
    static func firstNonBlankColumn(ofLine line: Int, in data: Data) -> Int {
        let text = String(decoding: data, as: UTF8.self)
        var current = 1
        var column = 1
        for scalar in text.unicodeScalars {
            if current == line {
                if scalar == " " || scalar == "\t" { column += 1; continue }
                return column
            }
            if scalar == "\n" { current += 1 }
            if current > line { break }
        }
        return 1
    }

    /// The message without Foundation's position suffix, which the location gives.
    private static func trimmed(_ detail: String) -> String {
        var text = detail
        for marker in [" on line ", " at line "] {
            if let range = text.range(of: marker, options: .backwards) { text = String(text[..<range.lowerBound]) }
        }
        while text.hasSuffix(".") { text.removeLast() }
        return text.isEmpty ? detail : text
    }
}
