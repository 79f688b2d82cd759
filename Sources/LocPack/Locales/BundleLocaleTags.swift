/// The bundle's locale names as packed, normalized tags, worked out once
/// when a catalog opens, so matching a request compares integers instead of
/// spelling candidates (`Specs/runtime-api.md`, "Locale negotiation").
struct BundleLocaleTags: Sendable {
    /// For each bundle locale, its name with aliases replaced and the likely
    /// script filled in (`zh-TW` → `zh-Hant-TW`, `pt` → `pt-Latn`, `iw` →
    /// `he-Hebr`); 0 when the name is not `language[-Script][-REGION]` or
    /// is a pseudo-locale.
    let tags: [UInt64]
    /// For each bundle locale that is a bare language with a CLDR parent
    /// language (`nb` and `nn` → `no`), that parent's packed language; else 0.
    let macroLanguages: [UInt64]

    /// Packs the locale names of `layout`.
    init(layout: BundleLayout) {
        var tags: [UInt64] = []
        var macro: [UInt64] = []
        for l in 0..<layout.localeCount {
            let name = layout.localeName(l).buffer
            // A pseudo-locale (en-XA, ar-XB) is found by its exact name only:
            // a request for `ar` must never get forced right-to-left English.
            guard !LocaleIdentifier.isPseudoLocale(utf8: name),
                  let parsed = PackedLocaleTag.parse(name), parsed.consumed == name.count else {
                tags.append(0); macro.append(0)
                continue
            }
            let (tag, facts) = LocaleMatchData.normalized(parsed.tag)
            tags.append(tag.raw)
            if tag.region == 0, let parent = LocaleMatchData.explicitParent(of: tag, facts: facts), parent.raw != 0,
               parent.language != tag.language, parent.script == 0, parent.region == 0 {
                macro.append(parent.language)
            } else {
                macro.append(0)
            }
        }
        self.tags = tags
        macroLanguages = macro
    }

    /// The first bundle locale whose normalized tag is `tag`.
    @inline(__always)
    func locale(withTag tag: PackedLocaleTag) -> Int? {
        tags.withUnsafeBufferPointer { tags in
            for l in 0..<tags.count where tags[l] == tag.raw { return l }
            return nil
        }
    }

    /// The bundle locale for a request (SEMANTICS §9): the request's
    /// normalized tag, then its CLDR parents — explicit ones (`es-MX` →
    /// `es-419`, `pt-AO` → `pt-PT`, `zh-Hant-MO` → `zh-Hant-HK`), else the
    /// tag without its region (`zh-Hant-TW` → `zh-Hant`) — never crossing a
    /// script; then a bundle locale of the same language and script with
    /// another region (``sibling(of:)``).
    func match(_ request: PackedLocaleTag) -> Int? {
        let start = LocaleMatchData.normalized(request)
        var (current, facts) = start
        for _ in 0..<8 {
            if let found = locale(withTag: current) { return found }
            if let parent = LocaleMatchData.explicitParent(of: current, facts: facts) {
                guard parent.raw != 0 else { break }
                (current, facts) = LocaleMatchData.normalized(parent)
            } else if current.region != 0 {
                current = current.with(region: 0)
            } else {
                break
            }
        }
        return sibling(of: start.tag)
    }

    /// A bundle locale of the request's language (or whose CLDR parent is
    /// that language: `nb` for `no`) in the request's script, with any
    /// region: the language's likely region for that script first (`pt` →
    /// `pt-BR` before `pt-PT`, `zh-Hant` → `zh-TW`), else the first in name
    /// order. `zh-HK` thus finds `zh-Hant-TW`, never `zh-Hans`.
    func sibling(of request: PackedLocaleTag) -> Int? {
        let language = request.language, script = request.script
        var first: Int? = nil
        var preferred: UInt64? = nil
        for l in 0..<tags.count {
            let tag = PackedLocaleTag(raw: tags[l])
            guard tag.raw != 0, tag.script == script,
                  tag.language == language || macroLanguages[l] == language else { continue }
            if first == nil { first = l }
            if preferred == nil { preferred = LocaleMatchData.likelyRegion(language: language, script: script) }
            if tag.region == preferred { return l }
        }
        return first
    }
}
