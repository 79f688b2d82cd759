/// Lookups in the generated ``CLDRLocaleMatching`` tables: CLDR language
/// aliases, likely scripts and explicit parents of packed tags. Each is a
/// binary search in a sorted static array; none allocates. A language's
/// ``Facts`` are found once and say which further searches can be skipped
/// (most languages have no region-specific scripts and no explicit parents).
enum LocaleMatchData {
    /// What the tables know about one language.
    struct Facts {
        /// The replacement of a CLDR languageAlias, or root.
        var alias: PackedLocaleTag
        /// The likely tag of the bare language (`zh` → `zh-Hans-CN`), or root.
        var likely: PackedLocaleTag
        /// Bit 0: `likelyKeys` has entries; bit 1: `parentKeys` has entries.
        var flags: UInt8

        /// A language the tables do not know.
        static let unknown = Facts(alias: .root, likely: .root, flags: 0)
    }

    /// The facts about a packed language.
    @inline(__always)
    static func facts(language: UInt64) -> Facts {
        CLDRLocaleMatching.languages.withUnsafeBufferPointer { keys in
            let key = UInt16(truncatingIfNeeded: language)
            var low = 0, high = keys.count
            while low < high {
                let mid = (low &+ high) >> 1
                if keys[mid] < key { low = mid &+ 1 } else { high = mid }
            }
            guard low < keys.count, keys[low] == key else { return .unknown }
            return Facts(alias: PackedLocaleTag(raw: CLDRLocaleMatching.languageAlias.withUnsafeBufferPointer { $0[low] }),
                         likely: PackedLocaleTag(raw: CLDRLocaleMatching.languageLikely.withUnsafeBufferPointer { $0[low] }),
                         flags: CLDRLocaleMatching.languageFlags.withUnsafeBufferPointer { $0[low] })
        }
    }

    /// The value of `key` in a sorted key array and its parallel value array.
    @inline(__always)
    static func search(_ key: UInt64, keys: [UInt64], values: [UInt64]) -> UInt64? {
        keys.withUnsafeBufferPointer { keys in
            var low = 0, high = keys.count
            while low < high {
                let mid = (low &+ high) >> 1
                if keys[mid] < key { low = mid &+ 1 } else { high = mid }
            }
            guard low < keys.count, keys[low] == key else { return nil }
            return values.withUnsafeBufferPointer { $0[low] }
        }
    }

    /// `tag` with CLDR's languageAlias applied: the replacement's language,
    /// and its script and region where `tag` has none (`iw` → `he`,
    /// `sh-RS` → `sr-Latn-RS`, `swc` → `sw-CD`). `tag` itself when its
    /// language is no alias.
    @inline(__always)
    static func replacingAlias(_ tag: PackedLocaleTag) -> PackedLocaleTag {
        replacingAlias(tag, facts: facts(language: tag.language))
    }

    @inline(__always)
    private static func replacingAlias(_ tag: PackedLocaleTag, facts: Facts) -> PackedLocaleTag {
        let replacement = facts.alias
        guard replacement.raw != 0 else { return tag }
        return PackedLocaleTag(language: replacement.language,
                               script: tag.script != 0 ? tag.script : replacement.script,
                               region: tag.region != 0 ? tag.region : replacement.region)
    }

    /// The likely script of a language in a region (`zh`, `TW` → `Hant`;
    /// `fr`, `CH` → `Latn`), or of the bare language when `region` is 0;
    /// 0 when CLDR does not know the language.
    @inline(__always)
    static func likelyScript(language: UInt64, region: UInt64, facts: Facts) -> UInt64 {
        if region != 0, facts.flags & 1 != 0,
           let found = search(PackedLocaleTag(language: language, script: 0, region: region).raw,
                              keys: CLDRLocaleMatching.likelyKeys, values: CLDRLocaleMatching.likelyValues) {
            return PackedLocaleTag(raw: found).script
        }
        return facts.likely.script
    }

    /// The likely region of a language written in a script (`pt`, `Latn` →
    /// `BR`; `zh`, `Hant` → `TW`), or 0.
    static func likelyRegion(language: UInt64, script: UInt64) -> UInt64 {
        let facts = facts(language: language)
        if facts.likely.script == script { return facts.likely.region }
        if facts.flags & 1 != 0,
           let found = search(PackedLocaleTag(language: language, script: script, region: 0).raw,
                              keys: CLDRLocaleMatching.likelyKeys, values: CLDRLocaleMatching.likelyValues) {
            return PackedLocaleTag(raw: found).region
        }
        return 0
    }

    /// `tag` with its language's alias replaced and its script filled in
    /// from likely subtags (`zh-TW` → `zh-Hant-TW`, `pt` → `pt-Latn`,
    /// `iw` → `he-Hebr`), with the facts of its (final) language; the script
    /// stays 0 for a language CLDR does not know.
    @inline(__always)
    static func normalized(_ tag: PackedLocaleTag) -> (tag: PackedLocaleTag, facts: Facts) {
        var facts = facts(language: tag.language)
        var tag = tag
        if facts.alias.raw != 0 {
            tag = replacingAlias(tag, facts: facts)
            facts = Self.facts(language: tag.language)
        }
        guard tag.script == 0 else { return (tag, facts) }
        return (tag.with(script: likelyScript(language: tag.language, region: tag.region, facts: facts)), facts)
    }

    /// The CLDR parent of a normalized tag named in `parentLocales` (as
    /// written there, with or without its likely script: `es-MX` → `es-419`,
    /// `zh-Hant-MO` → `zh-Hant-HK`, `nb` → `no`, `sr-Latn` → root), or nil
    /// when CLDR names none (the parent is then the tag without its region).
    @inline(__always)
    static func explicitParent(of tag: PackedLocaleTag, facts: Facts) -> PackedLocaleTag? {
        guard facts.flags & 2 != 0 else { return nil }
        let keys = CLDRLocaleMatching.parentKeys, values = CLDRLocaleMatching.parentValues
        if let found = search(tag.raw, keys: keys, values: values) { return PackedLocaleTag(raw: found) }
        guard tag.script != 0, tag.script == likelyScript(language: tag.language, region: tag.region, facts: facts),
              let found = search(tag.with(script: 0).raw, keys: keys, values: values) else { return nil }
        return PackedLocaleTag(raw: found)
    }
}
