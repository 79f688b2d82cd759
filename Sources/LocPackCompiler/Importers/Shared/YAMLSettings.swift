import Foundation

/// The `key: value` lines of a tool's YAML settings (Flutter's `l10n.yaml`,
/// slang's `slang.yaml` and `build.yaml`): enough to read a few scalar
/// settings without a YAML parser. Comments and quotes are removed; list
/// items and block scalars are skipped.
enum YAMLSettings {
    /// The `key: value` pairs of `text`: only top-level lines, or (with
    /// `nested`) lines at any indentation, the first of each key winning.
    static func values(in text: String, nested: Bool = false) -> [String: String] {
        var values: [String: String] = [:]
        for rawLine in text.split(whereSeparator: \.isNewline) {
            guard let first = rawLine.first, nested || !first.isWhitespace else { continue }
            let line = rawLine.trimmingPrefix { $0 == " " || $0 == "\t" }
            guard let start = line.first, start != "#", start != "-", let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if let quote = value.first, quote == "\"" || quote == "'" {
                if let end = value.dropFirst().firstIndex(of: quote) { value = String(value[value.index(after: value.startIndex)..<end]) }
            } else if let comment = value.range(of: " #") ?? value.range(of: "\t#") {
                value = value[..<comment.lowerBound].trimmingCharacters(in: .whitespaces)
            } else if value.hasPrefix("#") {
                value = ""
            }
            if values[key] == nil || !nested { values[key] = value }
        }
        return values
    }
}
