/// Locale resolution over UTF-8 bytes, without allocating: what
/// ``Catalog/localeIfPresent(_:)`` and negotiation use.
extension Catalog {
    /// The bundle locale for an identifier given as UTF-8 bytes, or nil
    /// (`Specs/runtime-api.md`, "Locale negotiation"):
    /// 1. `Base` is the source language;
    /// 2. the canonical spelling, if a bundle locale has exactly that name;
    /// 3. for `language[-Script][-REGION]` (further subtags ignored; a glibc
    ///    modifier `@latin`, `@cyrillic`, `@devanagari` gives the script): CLDR
    ///    matching on packed tags (``BundleLocaleTags/match(_:)``): aliases
    ///    replaced, likely scripts on both sides, CLDR parents, then a
    ///    locale of the same language and script in another region;
    /// 4. the bundle's alias table for the canonical spelling;
    /// 5. for any other identifier (a language that is not 2–3 letters),
    ///    each shorter form of it among names and aliases.
    /// With `truncating` false, only steps 1, 2 and 4 apply (exact names).
    func resolveLocale(utf8 identifier: UnsafeRawBufferPointer, truncating: Bool = true) -> Int? {
        if identifier.count == 4, identifier[0] == UInt8(ascii: "B"), identifier[1] == UInt8(ascii: "a"),
           identifier[2] == UInt8(ascii: "s"), identifier[3] == UInt8(ascii: "e") {
            return layout.sourceLocale
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: LocaleSpelling.maxLength) { buffer in
            let base = buffer.baseAddress.unsafelyUnwrapped
            guard var length = LocaleSpelling.canonicalize(identifier, into: base) else { return nil }
            let name = UnsafeRawBufferPointer(start: base, count: length)
            if let found = layout.locale(exactlyNamed: name) { return found }
            guard truncating else { return layout.locale(aliasNamed: name) }
            if let parsed = PackedLocaleTag.parse(name) {
                var tag = parsed.tag
                if tag.script == 0 { tag = tag.with(script: PackedLocaleTag.posixModifierScript(identifier)) }
                return localeTags.match(tag) ?? layout.locale(aliasNamed: name)
            }
            while true {
                if let found = layout.locale(named: UnsafeRawBufferPointer(start: base, count: length)) { return found }
                var cut = length &- 1
                while cut > 0, base[cut] != UInt8(ascii: "-") { cut &-= 1 }
                guard cut > 0 else { return nil }
                length = cut
            }
        }
    }

    /// The best bundle locale for one preferred identifier.
    @inline(__always)
    func bestLocale(utf8 identifier: UnsafeRawBufferPointer) -> Int? {
        resolveLocale(utf8: identifier)
    }
}
