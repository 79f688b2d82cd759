/// A locale tag `language[-Script][-REGION]` packed into one integer, the
/// key of the generated ``CLDRLocaleMatching`` tables (layout in
/// `Specs/cldr-data.md`): language (2–3 letters, 5 bits each, `a` = 1) in
/// bits 31–45, script (4 letters, 5 bits each) in bits 11–30, region (two
/// letters as 1 + 26·A…Z + A…Z, three digits as 1024 + value) in bits 0–10.
/// A field of 0 is absent; the tag 0 is CLDR's root.
struct PackedLocaleTag: Equatable {
    /// The packed bits.
    var raw: UInt64

    /// Wraps packed bits.
    @inline(__always)
    init(raw: UInt64) { self.raw = raw }

    /// Assembles a tag from packed fields.
    @inline(__always)
    init(language: UInt64, script: UInt64, region: UInt64) {
        raw = language << 31 | script << 11 | region
    }

    /// The root locale.
    static let root = PackedLocaleTag(raw: 0)

    /// The packed language (15 bits).
    @inline(__always) var language: UInt64 { raw >> 31 }
    /// The packed script (20 bits), 0 when absent.
    @inline(__always) var script: UInt64 { (raw >> 11) & 0xF_FFFF }
    /// The packed region (11 bits), 0 when absent.
    @inline(__always) var region: UInt64 { raw & 0x7FF }

    /// This tag with another script.
    @inline(__always)
    func with(script: UInt64) -> PackedLocaleTag { PackedLocaleTag(language: language, script: script, region: region) }

    /// This tag with another region.
    @inline(__always)
    func with(region: UInt64) -> PackedLocaleTag { PackedLocaleTag(language: language, script: script, region: region) }

    /// The longest spelling of a packed tag: `abc-Abcd-123`.
    static let maxSpelledLength = 12

    /// Reads the leading `language[-Script][-REGION]` of a canonical spelling
    /// (``LocaleSpelling/canonicalize(_:into:)``) and how many bytes of it
    /// that is: less than the whole when other subtags follow
    /// (`de-DE-x-private`, `ca-ES-valencia`). Nil when the language is not
    /// two or three letters (`x-private`, `Base`).
    static func parse(_ canonical: UnsafeRawBufferPointer) -> (tag: PackedLocaleTag, consumed: Int)? {
        let count = canonical.count
        var i = 0
        while i < count, canonical[i] != UInt8(ascii: "-") { i &+= 1 }
        guard i == 2 || i == 3 else { return nil }
        var language: UInt64 = 0
        for k in 0..<3 {
            guard k < i else { language &<<= 5; continue }
            let b = canonical[k] | 0x20
            guard b >= UInt8(ascii: "a"), b <= UInt8(ascii: "z") else { return nil }
            language = language &<< 5 | UInt64(b &- 96)
        }
        var script: UInt64 = 0, region: UInt64 = 0
        var start = i &+ 1
        // Script, then region, each optional and in that order.
        for field in 0..<2 {
            guard start < count else { return (PackedLocaleTag(language: language, script: script, region: region), count) }
            var end = start
            while end < count, canonical[end] != UInt8(ascii: "-") { end &+= 1 }
            let length = end &- start
            if field == 0, length == 4, let packed = packScript(canonical, from: start) {
                script = packed
            } else if length == 2 || length == 3, let packed = packRegion(canonical, from: start, length: length) {
                region = packed
                start = end &+ 1
                break
            } else {
                return (PackedLocaleTag(language: language, script: script, region: region), start &- 1)
            }
            start = end &+ 1
        }
        return (PackedLocaleTag(language: language, script: script, region: region), min(start &- 1, count))
    }

    @inline(__always)
    private static func packScript(_ bytes: UnsafeRawBufferPointer, from start: Int) -> UInt64? {
        var value: UInt64 = 0
        for k in start..<(start &+ 4) {
            let b = bytes[k] | 0x20
            guard b >= UInt8(ascii: "a"), b <= UInt8(ascii: "z") else { return nil }
            value = value &<< 5 | UInt64(b &- 96)
        }
        return value
    }

    @inline(__always)
    private static func packRegion(_ bytes: UnsafeRawBufferPointer, from start: Int, length: Int) -> UInt64? {
        if length == 2 {
            let a = bytes[start] & ~0x20, b = bytes[start &+ 1] & ~0x20
            guard a >= UInt8(ascii: "A"), a <= UInt8(ascii: "Z"), b >= UInt8(ascii: "A"), b <= UInt8(ascii: "Z") else { return nil }
            return 1 &+ UInt64(a &- 65) &* 26 &+ UInt64(b &- 65)
        }
        var value: UInt64 = 0
        for k in start..<(start &+ 3) {
            let d = bytes[k]
            guard d >= UInt8(ascii: "0"), d <= UInt8(ascii: "9") else { return nil }
            value = value &* 10 &+ UInt64(d &- 48)
        }
        return 1024 &+ value
    }

    /// Writes the canonical BCP 47 spelling (`zh-Hant-TW`) into `output`
    /// (room for ``maxSpelledLength`` bytes) and returns its length; 0 for root.
    func spell(into output: UnsafeMutablePointer<UInt8>) -> Int {
        guard raw != 0 else { return 0 }
        var n = 0
        let l = language
        var shift: UInt64 = 10
        while true {
            let c = (l >> shift) & 31
            if c != 0 { output[n] = UInt8(truncatingIfNeeded: c) &+ 96; n &+= 1 }
            if shift == 0 { break }
            shift &-= 5
        }
        let s = script
        if s != 0 {
            output[n] = UInt8(ascii: "-"); n &+= 1
            shift = 15
            while true {
                let c = UInt8(truncatingIfNeeded: (s >> shift) & 31) &+ 96
                output[n] = shift == 15 ? c & ~0x20 : c; n &+= 1
                if shift == 0 { break }
                shift &-= 5
            }
        }
        let r = region
        if r != 0 {
            output[n] = UInt8(ascii: "-"); n &+= 1
            if r >= 1024 {
                let v = r &- 1024
                output[n] = UInt8(truncatingIfNeeded: v / 100) &+ 48
                output[n &+ 1] = UInt8(truncatingIfNeeded: v / 10 % 10) &+ 48
                output[n &+ 2] = UInt8(truncatingIfNeeded: v % 10) &+ 48
                n &+= 3
            } else {
                output[n] = UInt8(truncatingIfNeeded: (r &- 1) / 26) &+ 65
                output[n &+ 1] = UInt8(truncatingIfNeeded: (r &- 1) % 26) &+ 65
                n &+= 2
            }
        }
        return n
    }

    /// The canonical BCP 47 spelling, for tests and the compiler.
    var spelling: String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.maxSpelledLength) { buffer in
            let n = spell(into: buffer.baseAddress!)
            return String(decoding: UnsafeBufferPointer(start: buffer.baseAddress, count: n), as: UTF8.self)
        }
    }
}

extension PackedLocaleTag {
    /// The script a glibc locale modifier names (`sr_RS@latin` → `Latn`,
    /// `uz_UZ@cyrillic` → `Cyrl`, `sd_IN@devanagari` → `Deva`), packed; 0
    /// for no modifier or any other (`@euro`, `@valencia`).
    static func posixModifierScript(_ identifier: UnsafeRawBufferPointer) -> UInt64 {
        var at = 0
        while at < identifier.count, identifier[at] != UInt8(ascii: "@") { at &+= 1 }
        guard at < identifier.count else { return 0 }
        var end = at &+ 1
        while end < identifier.count, identifier[end] != UInt8(ascii: "."), identifier[end] != UInt8(ascii: ";") { end &+= 1 }
        let modifier = UnsafeRawBufferPointer(rebasing: identifier[(at &+ 1)..<end])
        func named(_ name: StaticString) -> Bool {
            guard modifier.count == name.utf8CodeUnitCount else { return false }
            for k in 0..<modifier.count where modifier[k] | 0x20 != name.utf8Start[k] { return false }
            return true
        }
        if named("latin") { return 394_894 }        // Latn
        if named("cyrillic") { return 124_492 }     // Cyrl
        if named("devanagari") { return 136_897 }   // Deva
        return 0
    }
}
