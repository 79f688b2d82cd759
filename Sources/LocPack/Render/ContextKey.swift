/// The key of a message in a context: gettext's `msgctxt`, which tells
/// apart two messages of one source text (`Open` a file, `Open` as a
/// state). The bundle stores such a message under `CONTEXT` U+0004 `KEY`,
/// as a `.mo` file does; renders by that key find it
/// (`Specs/importers/gettext.md`, "Keys and messages").
public enum ContextKey {
    /// What joins a context to its key.
    public static let separator = "\u{4}"

    /// The key of `key` in `context` (`key` itself when `context` is nil).
    public static func key(_ key: String, context: String?) -> String {
        context.map { $0 + separator + key } ?? key
    }
}
