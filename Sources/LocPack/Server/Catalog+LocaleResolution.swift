/// Locale resolution over UTF-8 bytes: the rules of
/// ``Catalog/localeIfPresent(_:)`` without allocating, for negotiation.
extension Catalog {
    /// The bundle locale for an identifier given as UTF-8 bytes, or nil: `Base`
    /// is the source language; otherwise the canonical spelling, then each
    /// shorter form of it (dropping the last subtag), is looked up among the
    /// bundle's locale names and then its aliases (`zh-TW` → `zh-Hant`).
    /// With `truncating` false, only the full canonical spelling is looked up.
    func resolveLocale(utf8 identifier: UnsafeRawBufferPointer, truncating: Bool = true) -> Int? {
        if identifier.count == 4, identifier[0] == UInt8(ascii: "B"), identifier[1] == UInt8(ascii: "a"),
           identifier[2] == UInt8(ascii: "s"), identifier[3] == UInt8(ascii: "e") {
            return layout.sourceLocale
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: LocaleSpelling.maxLength) { buffer in
            let base = buffer.baseAddress.unsafelyUnwrapped
            guard var length = LocaleSpelling.canonicalize(identifier, into: base) else { return nil }
            while true {
                if let found = layout.locale(named: UnsafeRawBufferPointer(start: base, count: length)) { return found }
                guard truncating else { return nil }
                var cut = length &- 1
                while cut > 0, base[cut] != UInt8(ascii: "-") { cut &-= 1 }
                guard cut > 0 else { return nil }
                length = cut
            }
        }
    }

    /// For a bare language (`pt`, `en`), the first bundle locale (in name
    /// order) that is that language with a region and no script (`pt-BR`,
    /// `en-GB`); nil for anything else. Negotiation's last resort for a
    /// range, so a `pt` reader gets `pt-BR` rather than the source language,
    /// while `zh-HK` never gets `zh-CN` (scripts are never crossed).
    func regionVariant(utf8 identifier: UnsafeRawBufferPointer) -> Int? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: LocaleSpelling.maxLength) { buffer in
            let base = buffer.baseAddress.unsafelyUnwrapped
            guard let length = LocaleSpelling.canonicalize(identifier, into: base) else { return nil }
            let language = UnsafeRawBufferPointer(start: base, count: length)
            guard LocaleSpelling.languageLength(language) == length else { return nil }
            for l in 0..<layout.localeCount {
                let name = layout.localeName(l).buffer
                guard name.count > length &+ 1, name[length] == UInt8(ascii: "-"),
                      memcmpBytes(name.baseAddress.unsafelyUnwrapped, base, length) else { continue }
                var end = length &+ 1
                while end < name.count, name[end] != UInt8(ascii: "-") { end &+= 1 }
                let subtag = UnsafeRawBufferPointer(rebasing: name[(length &+ 1)..<end])
                if isRegion(subtag) { return l }
            }
            return nil
        }
    }

    private func isRegion(_ subtag: UnsafeRawBufferPointer) -> Bool {
        if subtag.count == 2 { return subtag.allSatisfy(LocaleSpelling.isLetter) }
        if subtag.count == 3 { return subtag.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }
        return false
    }

    /// The best bundle locale for one preferred identifier: its resolution,
    /// else a region variant of a bare language.
    @inline(__always)
    func bestLocale(utf8 identifier: UnsafeRawBufferPointer) -> Int? {
        resolveLocale(utf8: identifier) ?? regionVariant(utf8: identifier)
    }
}

extension Catalog {
    /// ``locale(_:)`` without allocating: the bundle locale for `identifier`,
    /// or the source language (reported as a missing locale).
    func locale(utf8 identifier: String) -> LocaleHandle {
        var identifier = identifier
        if let found = identifier.withUTF8({ resolveLocale(utf8: UnsafeRawBufferPointer($0)) }) {
            return LocaleHandle(index: found)
        }
        if diagnostics != nil { reportMissingLocale(identifier) }
        return sourceLocale
    }
}
