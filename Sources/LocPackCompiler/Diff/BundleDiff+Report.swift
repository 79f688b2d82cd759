import Foundation

/// `locpack diff`'s two outputs.
extension BundleDiff {
    /// The changes for a reader, one per line; `no differences` when equal.
    public var text: String {
        guard !isEqual else { return "no differences\n" }
        var out = ""
        func name(_ key: Key) -> String {
            key.table == "Localizable" ? "\"\(key.key)\"" : "\(key.table): \"\(key.key)\""
        }
        if let sourceLanguage { out += "source language: \(sourceLanguage.old) → \(sourceLanguage.new)\n" }
        if !localesAdded.isEmpty { out += "locales added: \(localesAdded.joined(separator: ", "))\n" }
        if !localesRemoved.isEmpty { out += "locales removed: \(localesRemoved.joined(separator: ", "))\n" }
        if !keysAdded.isEmpty { out += "keys added (\(keysAdded.count)):\n" + keysAdded.map { "  + \(name($0))\n" }.joined() }
        if !keysRemoved.isEmpty { out += "keys removed (\(keysRemoved.count)):\n" + keysRemoved.map { "  - \(name($0))\n" }.joined() }
        for locale in locales {
            let before = locale.coverageBefore, after = locale.coverageAfter
            guard !locale.isEmpty || before.translated != after.translated else { continue }
            out += "\(locale.locale): \(locale.changed.count) changed, \(locale.added.count) translated, \(locale.removed.count) untranslated;"
                + " coverage \(before.translated)/\(before.keys) → \(after.translated)/\(after.keys)\n"
            out += locale.changed.map { "  ~ \(name($0))\n" }.joined()
            out += locale.added.map { "  + \(name($0))\n" }.joined()
            out += locale.removed.map { "  - \(name($0))\n" }.joined()
        }
        return out
    }

    /// The changes as one JSON object (`Specs/diff.md`).
    public var json: Data {
        func keys(_ list: [Key]) -> [[String: String]] { list.map { ["table": $0.table, "key": $0.key] } }
        func coverage(_ c: Coverage) -> [String: Int] { ["translated": c.translated, "keys": c.keys] }
        let object: [String: Any] = [
            "equal": isEqual,
            "sourceLanguage": sourceLanguage.map { ["old": $0.old, "new": $0.new] } as Any? ?? NSNull(),
            "localesAdded": localesAdded,
            "localesRemoved": localesRemoved,
            "keysAdded": keys(keysAdded),
            "keysRemoved": keys(keysRemoved),
            "locales": locales.map {
                [
                    "locale": $0.locale, "changed": keys($0.changed), "translated": keys($0.added),
                    "untranslated": keys($0.removed), "coverageBefore": coverage($0.coverageBefore),
                    "coverageAfter": coverage($0.coverageAfter),
                ] as [String: Any]
            },
        ]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }
}
