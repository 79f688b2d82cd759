/// What a translatewiki import takes besides the files
/// (``ImportOptions/formats``).
public struct TranslateWikiOptions: FormatOptions {
    /// Values of site variables such as `{{SITENAME}}` (`locpack build
    /// --define SITENAME=Wikipedia`), by name as written between the braces.
    /// An undefined variable is kept as text, with a warning.
    public var siteVariables: [String: String]

    /// Creates options; no site variable is defined by default.
    public init() { siteVariables = [:] }

    /// Creates options defining `siteVariables`.
    public init(siteVariables: [String: String]) { self.siteVariables = siteVariables }
}
