import Foundation

/// The ICU plural blocks of a string, found as the SDK finds them: the block
/// pattern `\{([^\s]*?), plural, [^*]*?\}\}` and, inside each block, the rule
/// pattern `(zero|one|two|few|many|other)\s*(\{[^}]*\})`, both compiled on
/// every call.
struct ICUPluralBlock {
    /// The whole block, e.g. `{???, plural, one {%d file} other {%d files}}`.
    var text: String
    /// Category name → branch text (braces removed).
    var branches: [String: String]

    static let blockPattern = #"\{([^\s]*?), plural, [^*]*?\}\}"#
    static let rulePattern = #"(zero|one|two|few|many|other)\s*(\{[^}]*\})"#

    /// Every block of `string`, in order; empty when it has none.
    static func all(in string: String) -> [ICUPluralBlock] {
        guard string.contains(", plural, ") else { return [] }
        guard let regex = try? NSRegularExpression(pattern: blockPattern) else { return [] }
        let ns = string as NSString
        _ = string.count // the SDK measures the range in Characters (see Specs/benchmarks.md)
        return regex.matches(in: string, range: NSRange(location: 0, length: ns.length)).compactMap { match in
            guard match.numberOfRanges == 2 else { return nil }
            let block = ns.substring(with: match.range)
            var branches: [String: String] = [:]
            for groups in capturedGroups(block, pattern: rulePattern) where groups.count == 2 {
                branches[groups[0]] = withoutFirstAndLast(groups[1])
            }
            return ICUPluralBlock(text: block, branches: branches)
        }
    }

    /// The captured groups of every match of `pattern` in `string`.
    static func capturedGroups(_ string: String, pattern: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = string as NSString
        _ = string.count
        return regex.matches(in: string, range: NSRange(location: 0, length: ns.length)).compactMap { match in
            guard match.numberOfRanges > 1 else { return nil }
            return (1..<match.numberOfRanges).map { ns.substring(with: match.range(at: $0)) }
        }
    }

    static func withoutFirstAndLast(_ text: String) -> String {
        guard text.count >= 3 else { return text }
        return String(text.dropFirst().dropLast())
    }
}
