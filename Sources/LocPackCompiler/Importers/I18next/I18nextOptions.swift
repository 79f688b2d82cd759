/// What an i18next import takes besides the files
/// (``ImportOptions/formats``): the parts of an app's i18next configuration
/// that change what its resources render (`Specs/importers/i18next.md`,
/// "Configuration").
public struct I18nextOptions: FormatOptions {
    /// Which JSON format plural keys follow.
    public enum JSONVersion: String, Sendable, CaseIterable {
        /// Told by the keys: a `key_plural` and no `key_one`/`key_other`
        /// make a namespace v3, anything else v4.
        case automatic = "auto"
        /// `compatibilityJSON: 'v3'` (i18next 21–23): `key` / `key_plural`,
        /// or `key_0` … `key_N` by gettext-style form index.
        case v3
        /// i18next's own since v21: `key_one`, `key_other` … by CLDR's
        /// categories, `key_zero` for 0 in every language.
        case v4
    }

    /// Whether interpolated values are HTML-escaped (`interpolation.escapeValue`,
    /// true by default in i18next; React apps usually turn it off):
    /// `locpack build --i18next-escape none`.
    public var escapesValues: Bool
    /// The JSON format of plural keys (`--i18next-json v3|v4|auto`).
    public var jsonVersion: JSONVersion

    /// Creates options: i18next's defaults, values escaped, the JSON
    /// version told by the keys.
    public init() {
        escapesValues = true
        jsonVersion = .automatic
    }
}
