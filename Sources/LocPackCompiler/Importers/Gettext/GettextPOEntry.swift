/// A place in a `.po` file: 1-based line, and column counted in Unicode
/// scalars of a UTF-8 line (bytes, for a file in a one-byte charset).
struct GettextPOPosition: Equatable, Sendable {
    var line: Int
    var column: Int
}

/// One entry of a `.po` or `.pot` file (`Specs/importers/gettext.md`,
/// "Entries"), its strings as the file's bytes after escapes are read: the
/// header entry names the charset they are in.
struct GettextPOEntry: Equatable, Sendable {
    /// `msgctxt`: the context that tells two entries of one `msgid` apart.
    var context: [UInt8]?
    /// `msgid`: the source text, and the key (empty for the header entry).
    var id: [UInt8]
    /// `msgid_plural`: the source text of the plural form.
    var pluralID: [UInt8]?
    /// `msgstr`, or `msgstr[0]`, `msgstr[1]`, … in order.
    var translations: [[UInt8]]
    /// The flags of `#,` lines (`fuzzy`, `c-format`, `python-format`, …).
    var flags: [String]
    /// The text of `#.` (from the source code) and `# ` (from the
    /// translator) comment lines, in order.
    var comments: [String]
    /// Whether the entry is obsolete (its lines begin with `#~`).
    var isObsolete: Bool
    /// Where the `msgid` keyword is.
    var position: GettextPOPosition
    /// Where each translation's first string starts.
    var translationPositions: [GettextPOPosition]

    /// Whether this is the header entry (an empty `msgid` without a context).
    var isHeader: Bool { id.isEmpty && context == nil && !isObsolete }
}

/// A mistake in a `.po` file: what and where.
struct GettextPOSyntaxError: Equatable, Sendable {
    var position: GettextPOPosition
    var message: String
}
