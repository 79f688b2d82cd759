import LocPack

/// Locales as gettext spells them (`pt_BR`, `sr@latin`, `de_DE.UTF-8`,
/// `ca@valencia`), in a catalog's file or folder name or its `Language`
/// header field (`Specs/importers/gettext.md`, "Layouts").
enum GettextLocaleName {
    /// Modifiers that name a script, and the script.
    private static let scriptModifiers = [
        "latin": "Latn", "cyrillic": "Cyrl", "arabic": "Arab", "devanagari": "Deva", "shaw": "Shaw",
    ]

    /// The canonical locale `name` spells, or nil when it is none: the
    /// charset after `.` is dropped; a script modifier (`@latin`) becomes
    /// the script subtag (`sr-Latn`, `en@shaw` → `en-Shaw`), `@valencia`
    /// the variant; other modifiers (`@euro`) are dropped.
    static func locale(_ name: String) -> String? {
        var base = Substring(name)
        var modifier: Substring?
        if let at = base.firstIndex(of: "@") {
            modifier = base[base.index(after: at)...]
            base = base[..<at]
        }
        if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
        guard LocaleNamedFiles.isLocaleName(String(base)) else { return nil }
        var subtags = LocaleIdentifier.canonical(String(base)).split(separator: "-").map(String.init)
        switch modifier?.lowercased() {
        case let script? where scriptModifiers[script] != nil:
            if subtags.count < 2 || subtags[1].count != 4 { subtags.insert(scriptModifiers[script]!, at: 1) }
        case "valencia":
            subtags.append("valencia")
        default:
            break
        }
        return LocaleIdentifier.canonical(subtags.joined(separator: "-"))
    }
}
