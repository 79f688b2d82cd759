import Foundation

/// The corpus's one-locale messages as a gettext catalog, for the gettext
/// peer's initialization figures (`Specs/benchmarks.md`): every key of
/// `txstrings-one.json`, a plural's `one`, `few` and `many` bodies as
/// gettext's three Polish forms, every other message as its text (device
/// and substitution messages keep their markup: gettext cannot choose
/// them, and only their size matters here), compiled by `msgfmt`.
extension Corpus {
    /// gettext's plural forms per corpus locale, and which CLDR category
    /// each form is (the CLDR `other` of a fraction has no gettext form).
    static let gettextPlurals: [String: (expression: String, categories: [String])] = [
        "pl": ("nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
               ["one", "few", "many"]),
    ]

    /// The folder gettext reads: `DIRECTORY/peer/LC_MESSAGES/DOMAIN.mo`.
    public var gettextDirectory: URL { directory.appendingPathComponent("gettext") }

    /// The gettext domain of the compiled catalog.
    public static let gettextDomain = "corpus"

    /// Compiles the one-locale messages into `gettextDirectory` unless a
    /// catalog newer than `txstrings-one.json` is there; returns the `.mo`
    /// file's path, or nil when the locale has no gettext plural forms here
    /// or `msgfmt` fails (is missing).
    public func compileGettextCatalog() throws -> String? {
        guard let plurals = Self.gettextPlurals[manifest.oneLocale] else { return nil }
        let folder = gettextDirectory.appendingPathComponent("peer/LC_MESSAGES")
        let mo = folder.appendingPathComponent("\(Self.gettextDomain).mo").path
        let files = FileManager.default
        if let built = try? files.attributesOfItem(atPath: mo)[.modificationDate] as? Date,
           let source = try? files.attributesOfItem(atPath: transifexOneLocaleCache.path)[.modificationDate] as? Date,
           built > source {
            return mo
        }
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        let po = folder.appendingPathComponent("\(Self.gettextDomain).po").path
        try poText(plurals).write(toFile: po, atomically: true, encoding: .utf8)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        msgfmt.arguments = ["msgfmt", "-o", mo, po]
        do { try msgfmt.run() } catch { return nil }
        msgfmt.waitUntilExit()
        return msgfmt.terminationStatus == 0 ? mo : nil
    }

    /// The `.po` text: a header, then each key sorted.
    private func poText(_ plurals: (expression: String, categories: [String])) throws -> String {
        let data = try Data(contentsOf: transifexOneLocaleCache)
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let messages = root[manifest.oneLocaleTx] as? [String: Any] else {
            throw CorpusError("\(transifexOneLocaleCache.path) has no locale '\(manifest.oneLocaleTx)'")
        }
        var text = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
        text += "\"Plural-Forms: \(plurals.expression)\\n\"\n\n"
        for key in messages.keys.sorted() {
            guard let entry = messages[key] as? [String: Any], let string = entry["string"] as? String else { continue }
            let id = Self.poQuoted(key)
            if let bodies = Self.pluralBodies(string).map({ forms in plurals.categories.compactMap { forms[$0] } }),
               bodies.count == plurals.categories.count {
                text += "msgid \(id)\nmsgid_plural \(id)\n"
                for (i, body) in bodies.enumerated() {
                    // snprintf is given a long.
                    text += "msgstr[\(i)] \(Self.poQuoted(body.replacingOccurrences(of: "%d", with: "%ld")))\n"
                }
                text += "\n"
            } else {
                text += "msgid \(id)\nmsgstr \(Self.poQuoted(string))\n\n"
            }
        }
        return text
    }

    /// The bodies of a message that is exactly `{ARG, plural, CATEGORY {BODY} …}`
    /// with no braces inside its bodies, by category; nil for anything else.
    static func pluralBodies(_ message: String) -> [String: String]? {
        guard message.hasPrefix("{"), message.hasSuffix("}"), let head = message.range(of: ", plural, ") else { return nil }
        var rest = message[head.upperBound..<message.index(before: message.endIndex)]
        var bodies: [String: String] = [:]
        while let open = rest.firstIndex(of: "{") {
            let category = rest[..<open].trimmingCharacters(in: .whitespaces)
            guard let close = rest[open...].firstIndex(of: "}"),
                  !rest[rest.index(after: open)..<close].contains("{"), !category.isEmpty else { return nil }
            bodies[category] = String(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
        }
        return bodies.isEmpty || !rest.allSatisfy(\.isWhitespace) ? nil : bodies
    }

    /// A `.po` string literal.
    static func poQuoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
