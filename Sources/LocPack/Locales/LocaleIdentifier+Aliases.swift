extension LocaleIdentifier {
    /// The canonical spelling (``canonical(_:)``) with CLDR's `languageAlias`
    /// applied to the language: `iw` → `he`, `in_ID` → `id-ID`, `tl` →
    /// `fil`, `mo` → `ro`, `sh` → `sr-Latn`, `sh_RS` → `sr-Latn-RS`,
    /// `deu` → `de`, `swc` → `sw-CD`. The replacement's script and region
    /// are used only where the identifier has none; further subtags are
    /// kept. An identifier whose language is no alias comes back canonical.
    public static func replacingAliases(_ identifier: String) -> String {
        let spelled = canonical(identifier)
        var bytes = Array(spelled.utf8)
        return bytes.withUnsafeMutableBytes { raw -> String in
            let view = UnsafeRawBufferPointer(raw)
            guard let parsed = PackedLocaleTag.parse(view) else { return spelled }
            let replaced = LocaleMatchData.replacingAlias(parsed.tag)
            guard replaced != parsed.tag else { return spelled }
            let rest = String(decoding: view[parsed.consumed...], as: UTF8.self)
            return replaced.spelling + rest
        }
    }
}
