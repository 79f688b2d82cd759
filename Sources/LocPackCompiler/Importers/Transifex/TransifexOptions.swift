/// What a Transifex import takes besides the file (``ImportOptions/formats``).
public struct TransifexOptions: FormatOptions {
    /// The locale of a per-locale answer (`{"data": …}`); nil takes it from
    /// the file name (`fr.json`, `pt_BR.json`). A pull of every locale
    /// (`txstrings.json`) names its locales itself.
    public var locale: String?

    /// Creates options that take a per-locale answer's locale from its name.
    public init() { locale = nil }

    /// Creates options giving a per-locale answer's locale.
    public init(locale: String?) { self.locale = locale }
}
