import LocPack

/// CLDR locale inheritance, for fallback chains and locale aliases
/// (SEMANTICS §9): explicit CLDR parents, then script-aware parents
/// (`zh-TW` → `zh-Hant`), then dropping the last subtag.
public enum LocaleChains {
    private static let explicitParents: [String: String] = {
        var map: [String: String] = [:]
        for (child, parent) in zip(CLDRLocaleData.parentChildren, CLDRLocaleData.parentParents) {
            map[LocaleIdentifier.canonical(child)] = parent == "root" ? "" : LocaleIdentifier.canonical(parent)
        }
        return map
    }()

    private static let likelySubtags: [String: String] = {
        var map: [String: String] = [:]
        for (source, target) in zip(CLDRLocaleData.likelySources, CLDRLocaleData.likelyTargets) {
            map[LocaleIdentifier.canonical(source)] = LocaleIdentifier.canonical(target)
        }
        return map
    }()

    /// The CLDR parent of a canonical identifier, or nil at the top.
    public static func parent(of identifier: String) -> String? {
        if let explicit = explicitParents[identifier] { return explicit.isEmpty ? nil : explicit }
        let parts = identifier.split(separator: "-").map(String.init)
        guard parts.count >= 2 else { return nil }
        if let script = likelyScript(ofRegionalVariant: identifier) { return parts[0] + "-" + script }
        return parts.dropLast().joined(separator: "-")
    }

    /// The script of a language–region pair (canonical spelling) when CLDR's
    /// likely subtags write it in another script than the language's own:
    /// `Hant` for `zh-TW`, `Latn` for `sr-ME`, `Arab` for `pa-PK`; nil for
    /// any other identifier (`pt-BR`, `zh-Hant-TW`, `de`).
    static func likelyScript(ofRegionalVariant identifier: String) -> String? {
        let parts = identifier.split(separator: "-")
        guard parts.count == 2, parts[1].count != 4,
              let maximized = likelySubtags[identifier]?.split(separator: "-"), maximized.count == 3,
              let languageDefault = likelySubtags[String(parts[0])]?.split(separator: "-"), languageDefault.count >= 2,
              maximized[1] != languageDefault[1] else { return nil }
        return String(maximized[1])
    }

    /// `identifier` (canonical spelling) with the script a language–region
    /// pair is written in when it is not the language's own (`sr-ME` →
    /// `sr-Latn-ME`, `zh-TW` → `zh-Hant-TW`), for the locale data of that
    /// script; any other identifier as it is.
    static func withLikelyScript(_ identifier: String) -> String {
        guard let script = likelyScript(ofRegionalVariant: identifier), let dash = identifier.firstIndex(of: "-") else {
            return identifier
        }
        return identifier[..<dash] + "-" + script + identifier[dash...]
    }

    /// The language with its likely region, as CLDR's likely subtags give
    /// it (`en` → `en-US`, `pt` → `pt-BR`), or nil when they give none.
    static func likelyRegionalVariant(of language: String) -> String? {
        guard let maximized = likelySubtags[language]?.split(separator: "-"), maximized.count == 3 else { return nil }
        return language + "-" + maximized[2]
    }

    /// The identifier, then its parents in order (not including root).
    public static func ancestry(of identifier: String) -> [String] {
        var chain = [identifier]
        var current = identifier
        while let next = parent(of: current), !chain.contains(next), chain.count < 16 {
            chain.append(next)
            current = next
        }
        return chain
    }

    /// The fallback chain of a bundle locale: itself, its ancestors that the
    /// bundle has, then the source language.
    public static func fallbackChain(of locale: String, available: Set<String>, source: String) -> [String] {
        var chain: [String] = []
        for candidate in ancestry(of: locale) where available.contains(candidate) && !chain.contains(candidate) {
            chain.append(candidate)
        }
        if !chain.contains(source) { chain.append(source) }
        return chain
    }

    /// Every CLDR locale identifier (canonical spelling), plus the language–region
    /// pairs CLDR's likely subtags know (`zh-TW`, `zh-HK`), which a client may ask for.
    public static let knownLocales: [String] = {
        let likely = CLDRLocaleData.likelySources.filter { !$0.hasPrefix("und") }.map(LocaleIdentifier.canonical)
        return Array(Set(CLDRPluralRules.localeIDs.map(LocaleIdentifier.canonical) + explicitParents.keys + likely)).sorted()
    }()

    /// How the runtime resolves a name without aliases: exact, then shorter
    /// forms. `truncations` are those forms, longest first.
    static func truncationMatch(_ truncations: [String], available: Set<String>) -> String? {
        truncations.first(where: available.contains)
    }

    /// A known locale with the bundle locales that could stand for it, best
    /// first (its CLDR ancestry, then its likely language–script pair), and
    /// the shorter forms the runtime tries without an alias.
    struct AliasCandidates {
        let locale: String
        let inherited: [String]
        let truncations: [String]
    }

    /// The candidates of every known locale, worked out once per process:
    /// packing a bundle only looks them up in its own locales.
    static let aliasCandidates: [AliasCandidates] = knownLocales.map { known in
        var inherited = ancestry(of: known)
        let parts = known.split(separator: "-")
        // The likely language–script pair, only where the known locale names
        // no script itself: `zh-Hant-HK` must never fall to `zh-Hans`.
        if !parts.dropFirst().contains(where: { $0.count == 4 }),
           let maximized = likelySubtags[known] ?? likelySubtags[String(parts[0])] {
            let maximizedParts = maximized.split(separator: "-")
            if maximizedParts.count >= 2 { inherited.append(maximizedParts[0] + "-" + maximizedParts[1]) }
        }
        let truncations = stride(from: parts.count, to: 0, by: -1).map { parts.prefix($0).joined(separator: "-") }
        return AliasCandidates(locale: known, inherited: inherited, truncations: truncations)
    }

    /// Aliases the bundle must carry: CLDR locales whose best bundle locale
    /// (by CLDR inheritance) differs from what plain truncation would find.
    public static func aliases(available: Set<String>) -> [(name: String, locale: String)] {
        var out: [(String, String)] = []
        for candidates in aliasCandidates where !available.contains(candidates.locale) {
            guard let best = candidates.inherited.first(where: available.contains) else { continue }
            if truncationMatch(candidates.truncations, available: available) != best {
                out.append((candidates.locale, best))
            }
        }
        return out.sorted { Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) }
    }
}
