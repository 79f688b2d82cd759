import LocPack

/// CLDR's plural rules by locale, from the generated table
/// `CLDRPluralRules`, as text and as compiled rule programs.
public enum PluralRuleCatalog {
    /// The CLDR release the rules come from.
    public static var cldrVersion: String { CLDRPluralRules.cldrVersion }

    /// Every CLDR locale id with plural data (underscore spelling, sorted,
    /// `root` included).
    public static var localeIDs: [String] { CLDRPluralRules.localeIDs }

    /// The CLDR locale id whose rules apply to `locale`.
    ///
    /// `locale` may be spelled as BCP 47 or as an lproj/POSIX name
    /// (`pt-BR`, `pt_BR`, `zh-Hant-TW`, `en_US.UTF-8`); letter case is
    /// normalized (`ZH-hant-tw` → `zh_Hant_TW`). The exact id is tried
    /// first, then the id with its last subtag removed, repeatedly
    /// (`zh_Hant_TW` → `zh_Hant` → `zh`), then `root`. CLDR language
    /// aliases are replaced first (`tl` → `fil`, `iw` → `he`, `sh` →
    /// `sr_Latn`, `deu` → `de`), and a language CLDR gives another's rules
    /// without locale data (`ars` → `ar`) uses that language's.
    public static func resolvedLocaleID(for locale: String) -> String {
        let resolved = LocaleIdentifier.replacingAliases(locale)
        for candidate in candidates(for: resolved) where index[candidate] != nil { return candidate }
        let language = String(resolved.prefix { $0 != "-" })
        if let k = CLDRLocaleData.pluralRulesSharedLanguages.firstIndex(of: language) {
            return CLDRLocaleData.pluralRulesSharedWith[k]
        }
        return "root"
    }

    /// The rule-set text (CLDR syntax, `other` omitted) for `locale`; the
    /// empty string when everything is `other`.
    public static func ruleSetText(forLocale locale: String, ordinal: Bool) -> String {
        guard let k = ruleSetIndex(forLocale: locale, ordinal: ordinal) else { return "" }
        return CLDRPluralRules.ruleSets[k]
    }

    /// The parsed rule set for `locale`.
    public static func ruleSet(forLocale locale: String, ordinal: Bool) -> PluralRuleSet {
        let text = ruleSetText(forLocale: locale, ordinal: ordinal)
        do {
            return try PluralRuleParser.parse(text)
        } catch {
            preconditionFailure("CLDR plural rules for \(locale) do not parse: \(error)")
        }
    }

    /// The categories `locale` distinguishes, in CLDR order, always ending
    /// with `other`.
    public static func categories(forLocale locale: String, ordinal: Bool) -> [PluralCategory] {
        ruleSet(forLocale: locale, ordinal: ordinal).categories
    }

    /// The compiled rule program for `locale` (see `Specs/plural-rules.md`).
    ///
    /// Every distinct rule set is compiled once, on first use, into a table
    /// that is immutable afterwards; safe to call from any thread.
    public static func program(forLocale locale: String, ordinal: Bool) -> [UInt8] {
        guard let k = ruleSetIndex(forLocale: locale, ordinal: ordinal) else { return everythingOther }
        return programs[k]
    }

    // MARK: Implementation

    /// The compiled program of each entry of `CLDRPluralRules.ruleSets`.
    ///
    /// A table built once (a static `let` is initialized exactly once,
    /// thread-safely) rather than a cache behind a `Mutex`: ThreadSanitizer
    /// cannot see `Synchronization.Mutex` on Linux and reported the cache's
    /// guarded accesses as races.
    private static let programs: [[UInt8]] = CLDRPluralRules.ruleSets.map(compiledCLDRProgram)

    /// The program for a locale without plural data: everything is `other`.
    private static let everythingOther: [UInt8] = compiledCLDRProgram("")

    private static func compiledCLDRProgram(_ text: String) -> [UInt8] {
        do {
            return try PluralRuleCompiler.compile(ruleText: text)
        } catch {
            preconditionFailure("CLDR plural rules do not compile: \(error)\n\(text)")
        }
    }

    /// Locale id → its position in `CLDRPluralRules.localeIDs`.
    private static let index: [String: Int] = {
        var index: [String: Int] = [:]
        for (k, id) in CLDRPluralRules.localeIDs.enumerated() { index[id] = k }
        return index
    }()

    private static func ruleSetIndex(forLocale locale: String, ordinal: Bool) -> Int? {
        guard let k = index[resolvedLocaleID(for: locale)] else { return nil }
        let table = ordinal ? CLDRPluralRules.ordinalRuleSet : CLDRPluralRules.cardinalRuleSet
        return Int(table[k])
    }

    /// The ids to try for `locale`, most specific first (without `root`).
    static func candidates(for locale: String) -> [String] {
        var name = Substring(locale)
        if let cut = name.firstIndex(where: { $0 == "." || $0 == "@" }) { name = name[..<cut] }
        let subtags = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).enumerated().map { k, tag in
            if k == 0 { return tag.lowercased() }
            if tag.count == 4, tag.allSatisfy(\.isLetter) { return tag.prefix(1).uppercased() + tag.dropFirst().lowercased() }
            if tag.count == 2 || (tag.count == 3 && tag.allSatisfy(\.isNumber)) { return tag.uppercased() }
            return tag.lowercased()
        }
        return (0..<subtags.count).reversed().map { subtags[0...$0].joined(separator: "_") }
    }
}
