import LocPack

/// One text as found in a resource file.
struct I18nextFound {
    var text: String
    var file: String
    var path: JSONSourcePath
}

/// The texts one base key has in one locale, by the suffix i18next looks
/// them up with (`Specs/importers/i18next.md`, "Keys").
struct I18nextVariants {
    /// `key`.
    var bare: I18nextFound?
    /// `key_one`, `key_other` … (v4).
    var cardinal: [PluralCategory: I18nextFound] = [:]
    /// `key_ordinal_one` … (v4).
    var ordinal: [PluralCategory: I18nextFound] = [:]
    /// `key_0`, `key_1` … (v3, languages with other than two forms).
    var indexed: [Int: I18nextFound] = [:]
    /// `key_plural` (v3, languages with a singular and a plural).
    var v3Plural: I18nextFound?

    /// Whether a count chooses among these texts.
    var isCounted: Bool { !cardinal.isEmpty || !ordinal.isEmpty || !indexed.isEmpty || v3Plural != nil }
}

/// A base key's texts in one locale: without a context, and by each
/// context (`friend_male`, `friend_male_one`).
struct I18nextKeyForms {
    var plain = I18nextVariants()
    var contexts: [String: I18nextVariants] = [:]

    /// Every found text, for places and diagnostics.
    var all: [I18nextFound] {
        ([plain] + contexts.keys.sorted().map { contexts[$0]! }).flatMap { variants in
            [variants.bare, variants.v3Plural].compactMap { $0 } + PluralCategory.allCases.compactMap { variants.cardinal[$0] }
                + PluralCategory.allCases.compactMap { variants.ordinal[$0] } + variants.indexed.keys.sorted().map { variants.indexed[$0]! }
        }
    }
}

/// What a flat key's suffix says.
enum I18nextSuffix: Equatable {
    case none
    case cardinal(PluralCategory)
    case ordinal(PluralCategory)
    case indexed(Int)
    case v3Plural

    /// The base key and suffix of `key` in JSON `version` (v3 reads
    /// `_plural` and `_0`…`_9`, v4 `_one`… and `_ordinal_one`…). A suffix
    /// needs a non-empty base.
    static func split(_ key: String, v3: Bool) -> (base: String, suffix: I18nextSuffix) {
        guard let underscore = key.lastIndex(of: "_"), underscore != key.startIndex else { return (key, .none) }
        let base = String(key[..<underscore])
        let tail = key[key.index(after: underscore)...]
        if v3 {
            if tail == "plural" { return (base, .v3Plural) }
            if tail.count == 1, let index = Int(tail) { return (base, .indexed(index)) }
            return (key, .none)
        }
        guard let category = PluralCategory(name: tail) else { return (key, .none) }
        if base.hasSuffix("_ordinal"), base.count > "_ordinal".count {
            return (String(base.dropLast("_ordinal".count)), .ordinal(category))
        }
        return (base, .cardinal(category))
    }
}

/// The keys of one namespace grouped as i18next looks them up: plural
/// suffixes under their base key, and each key `base_context` also as a
/// context of every shorter key `base` of the namespace (in any locale),
/// since `t(base, {context})` looks up `base_context`.
struct I18nextKeyGroups {
    /// Each base key's own texts, by locale.
    private(set) var variants: [String: [String: I18nextVariants]] = [:]
    /// The contexts of each base key: context name and the key holding its texts.
    private(set) var contexts: [String: [(context: String, key: String)]] = [:]

    /// Groups `texts` (flat key → found, by locale).
    init(_ texts: [String: [String: I18nextFound]], v3: Bool) {
        var split: [String: (base: String, suffix: I18nextSuffix)] = [:]
        for key in texts.keys { split[key] = I18nextSuffix.split(key, v3: v3) }
        // A plural has an `other` form (`_other`, `_ordinal_other`) in some locale: a lone
        // `choose_at_least_one` is a key of its own.
        let cardinalBases = Set(split.values.filter { $0.suffix == .cardinal(.other) }.map(\.base))
        let ordinalBases = Set(split.values.filter { $0.suffix == .ordinal(.other) }.map(\.base))
        // v3 forms count from `_0`: a lone `step_1` is a key of its own.
        let indexedBases = Set(split.values.filter { $0.suffix == .indexed(0) }.map(\.base))
        for (key, parts) in split {
            switch parts.suffix {
            case .cardinal where !cardinalBases.contains(parts.base), .ordinal where !ordinalBases.contains(parts.base),
                 .indexed where !indexedBases.contains(parts.base):
                split[key] = (key, .none)
            default: break
            }
        }
        for (key, byLocale) in texts {
            let (base, suffix) = split[key]!
            for (locale, found) in byLocale { variants[base, default: [:]][locale, default: I18nextVariants()].add(found, suffix) }
        }
        for base in variants.keys {
            var end = base.endIndex
            while let underscore = base[..<end].lastIndex(of: "_") {
                let prefix = String(base[..<underscore])
                if !prefix.isEmpty, variants[prefix] != nil {
                    contexts[prefix, default: []].append((String(base[base.index(after: underscore)...]), base))
                }
                end = underscore
            }
        }
    }

    /// The base keys, sorted.
    var keys: [String] { variants.keys.sorted() }

    /// What `t(key)` finds in `locale`, or nil when neither the key nor a
    /// context of it has a text there.
    func forms(_ key: String, locale: String) -> I18nextKeyForms? {
        var forms = I18nextKeyForms(plain: variants[key]?[locale] ?? I18nextVariants())
        for (context, holder) in contexts[key] ?? [] {
            if let found = variants[holder]?[locale] { forms.contexts[context] = found }
        }
        return forms.all.isEmpty ? nil : forms
    }

    /// The locales `key` or one of its contexts has a text in.
    func locales(of key: String) -> Set<String> {
        Set(([key] + (contexts[key] ?? []).map(\.key)).flatMap { (variants[$0] ?? [:]).keys })
    }
}

extension I18nextVariants {
    mutating func add(_ found: I18nextFound, _ suffix: I18nextSuffix) {
        switch suffix {
        case .none: bare = found
        case .cardinal(let category): cardinal[category] = found
        case .ordinal(let category): ordinal[category] = found
        case .indexed(let index): indexed[index] = found
        case .v3Plural: v3Plural = found
        }
    }
}
