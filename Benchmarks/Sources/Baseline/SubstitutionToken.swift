import Foundation

/// A `%N$#@name@` token of a phrase, found with the SDK's third pattern
/// `%\d*\$*#@[^@]+@` (compiled on every call, as the SDK does).
struct SubstitutionToken {
    /// The whole token, e.g. `%2$#@files@`.
    var text: String
    /// `N$` (empty for an unnumbered token).
    var position: String
    /// What is between the `@`s: a name, or after resolution a whole
    /// `{name, plural, …}` block.
    var name: String

    static let pattern = #"%\d*\$*#@[^@]+@"#

    static func all(in phrase: String) -> [SubstitutionToken] {
        guard phrase.contains("#@") else { return [] }
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = phrase as NSString
        _ = phrase.count // the SDK measures the range in Characters (see Specs/benchmarks.md)
        return regex.matches(in: phrase, range: NSRange(location: 0, length: ns.length)).compactMap { match in
            let token = ns.substring(with: match.range)
            let parts = token.components(separatedBy: "@")
            guard parts.count == 3 else { return nil }
            return SubstitutionToken(text: token, position: String(parts[0].dropFirst().dropLast()), name: parts[1])
        }
    }
}
