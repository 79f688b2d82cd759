/// Turns the units of one `<cds-root>` value into the single ICU-style string
/// the baseline keeps for the current device (`../shared/BASELINE.md`,
/// initialization step 2).
///
/// - Device choice: `device.<current>` when any unit starts with it; for
///   `ipad`, `device.iphone` when only that exists; otherwise `device.other`.
///   Units of other devices are dropped; `substitutions…` units stay.
/// - One unit left: its text is the value.
/// - Substitutions (a `substitutions` unit, or the chosen `device.<name>`
///   unit as the main phrase): every `%#@tok@` gets a position
///   (`%1$#@tok@`), the `substitutions.<tok>.plural.<cat>` texts (with the
///   token's own `N$` removed) form `{tok, plural, cat {text} …}`, written
///   back as `%N$#@{tok, plural, …}@`.
/// - Device plurals: `device.<name>.plural.<cat>` become
///   `{???, plural, cat {text} …}`.
/// - Anything else: nil (the SDK then keeps the raw XML).
enum CDSResolver {
    static func resolve(_ units: [String: String], device: String) -> String? {
        var kept = units
        var chosen: String? = nil
        if units.keys.contains(where: { $0.hasPrefix("device.") }) {
            if units.keys.contains(where: { $0.hasPrefix("device." + device) }) {
                chosen = device
            } else if device == "ipad", units.keys.contains(where: { $0.hasPrefix("device.iphone") }) {
                chosen = "iphone"
            } else if units.keys.contains(where: { $0.hasPrefix("device.other") }) {
                chosen = "other"
            }
            let prefix = chosen.map { "device." + $0 }
            kept = units.filter { id, _ in
                (prefix.map { id.hasPrefix($0) } ?? false) || id.hasPrefix("substitutions")
            }
        }
        guard !kept.isEmpty else { return nil }
        if kept.count == 1 { return kept.first!.value }

        let deviceKey = chosen.map { "device." + $0 }
        if let phrase = kept["substitutions"] ?? deviceKey.flatMap({ kept[$0] }) {
            var result = numberTokens(phrase)
            for token in SubstitutionToken.all(in: result) {
                let cases = pluralCases(kept, first: "substitutions", second: token.name, removing: token.position)
                guard let icu = icuPlural(name: token.name, cases) else { continue }
                result = result.replacingOccurrences(of: token.text, with: "%\(token.position)#@\(icu)@")
            }
            return result
        }
        if let chosen {
            return icuPlural(name: nil, pluralCases(kept, first: "device", second: chosen, removing: ""))
        }
        return nil
    }

    /// Gives every `%` specifier of `phrase` a position (`%#@a@ %#@b@` →
    /// `%1$#@a@ %2$#@b@`), unless it already has `%1$`; `%%` and `% ` are
    /// skipped.
    static func numberTokens(_ phrase: String) -> String {
        guard !phrase.contains("%1$") else { return phrase }
        var result = ""
        var position = 1
        var iterator = phrase.makeIterator()
        while let c = iterator.next() {
            result.append(c)
            guard c == "%" else { continue }
            guard let next = iterator.next() else { break }
            if next != "%" && next != " " {
                result += "\(position)$"
                position += 1
            }
            result.append(next)
        }
        return result
    }

    /// The `<first>.<second>.plural.<cat>` units as (category, text) in the
    /// SDK's order (category names sorted as strings), `removing` deleted
    /// from each text.
    static func pluralCases(_ units: [String: String], first: String, second: String,
                            removing: String) -> [(String, String)] {
        var cases: [String: String] = [:]
        for (id, text) in units {
            let parts = id.components(separatedBy: ".")
            guard parts.count == 4, parts[0] == first, parts[1] == second, parts[2] == "plural",
                  ["zero", "one", "two", "few", "many", "other"].contains(parts[3]) else { continue }
            cases[parts[3]] = removing.isEmpty ? text : text.replacingOccurrences(of: removing, with: "")
        }
        return cases.sorted { $0.key < $1.key }
    }

    /// `{name, plural, cat {text} …}` (`???` without a name); nil without cases.
    static func icuPlural(name: String?, _ cases: [(String, String)]) -> String? {
        guard !cases.isEmpty else { return nil }
        return "{\(name ?? "???"), plural, " + cases.map { "\($0.0) {\($0.1)}" }.joined(separator: " ") + "}"
    }
}
