import LocPack

/// The strings section as ``BundleWriter`` builds it: UTF-8 strings (and,
/// from format 2.15, the locales' plural rule programs and number symbol
/// records), each stored once, in the order they are first added
/// (`Specs/bundle-format.md`, "Strings").
struct StringPool {
    /// The section's bytes so far.
    private(set) var bytes: [UInt8] = []
    /// Every string added, by its bytes: Swift's `String` equality is
    /// canonical equivalence, which would store a key spelled in NFD as the
    /// NFC spelling of another, and lookups compare bytes.
    private var known: [[UInt8]: StringReference] = [:]

    /// Where `text` lies in the section, added at its end unless it is there already.
    mutating func add(_ text: String) -> StringReference {
        add(bytes: Array(text.utf8))
    }

    /// Where `bytes` lie in the section, added at its end unless they are
    /// there already.
    mutating func add(bytes: [UInt8]) -> StringReference {
        if let found = known[bytes] { return found }
        return append(bytes)
    }

    /// Appends `texts` one after the other, each stored again even when it
    /// is there already (the keys section finds each key's text between
    /// its start and the next one's): where each starts, then where the
    /// last ends, `texts.count + 1` offsets.
    mutating func addRun(_ texts: [String]) -> [UInt32] {
        var bounds = [UInt32(bytes.count)]
        for text in texts {
            let utf8 = Array(text.utf8)
            if known[utf8] == nil { known[utf8] = append(utf8) } else { bytes += utf8 }
            bounds.append(UInt32(bytes.count))
        }
        return bounds
    }

    private mutating func append(_ utf8: [UInt8]) -> StringReference {
        let reference = StringReference(offset: UInt32(bytes.count), length: UInt32(utf8.count))
        bytes += utf8
        known[utf8] = reference
        return reference
    }
}
