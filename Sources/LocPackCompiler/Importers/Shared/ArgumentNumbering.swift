/// Numbers the named arguments of one key's messages across its locales:
/// the source language's message first (``MessagePlaces/locales(of:sourceLanguage:)``)
/// numbers its names in order of first use, and each translation keeps
/// those numbers and appends names only it uses. The result is the entry's
/// ``CatalogEntry/arguments``.
///
/// Shared by the formats that name their arguments (ICU JSON, slang);
/// `number(locale:_:)` takes the names known so far and hands back the
/// names after reading one message.
struct ArgumentNumbering {
    /// The key whose messages are numbered, for messages.
    let key: String
    /// The build's source language.
    let sourceLanguage: String
    /// Whether the key has a message in the source language.
    let hasSourceMessage: Bool
    /// Argument names by number: `names[0]` is argument 1.
    private(set) var names: [String] = []

    /// Starts numbering `key`'s messages.
    init(key: String, sourceLanguage: String, hasSourceMessage: Bool) {
        self.key = key
        self.sourceLanguage = sourceLanguage
        self.hasSourceMessage = hasSourceMessage
    }

    /// The declarations of the names numbered so far.
    var arguments: [DeclaredArgument] { .numbered(names) }

    /// Reads `locale`'s message with `read`, which gets the names numbered
    /// so far and returns its result and the names after the message's own.
    /// Returns the result and a warning when a translation uses names the
    /// source language's message does not (or when there is no source
    /// message to number by).
    mutating func number<Result, Failure: Error>(
        locale: String, _ read: ([String]) throws(Failure) -> (result: Result, names: [String])
    ) throws(Failure) -> (result: Result, warning: (kind: DiagnosticID, text: String)?) {
        let known = names
        let (result, after) = try read(known)
        names = after
        guard locale != sourceLanguage else { return (result, nil) }
        let added = after.dropFirst(known.count)
        guard !added.isEmpty else { return (result, nil) }
        if hasSourceMessage {
            let list = added.map { "'\($0)'" }.joined(separator: ", ")
            return (result, (.unknownArgument, "argument\(added.count == 1 ? "" : "s") \(list) of the \(locale) message \(added.count == 1 ? "does" : "do") not appear in the \(sourceLanguage) message"))
        }
        if after.count >= 2 {
            return (result, (.missingSourceMessage, "no \(sourceLanguage) message for '\(key)': its named arguments are numbered by their order in this message; import the \(sourceLanguage) file with it to number them as the source does"))
        }
        return (result, nil)
    }
}
