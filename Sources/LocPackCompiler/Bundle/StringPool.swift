import LocPack

/// The strings section as ``BundleWriter`` builds it: UTF-8 strings, each
/// stored once, in the order they are first added (`Specs/bundle-format.md`,
/// "Strings").
struct StringPool {
    /// The section's bytes so far.
    private(set) var bytes: [UInt8] = []
    private var known: [String: StringReference] = [:]

    /// Where `text` lies in the section, added at its end unless it is there already.
    mutating func add(_ text: String) -> StringReference {
        if let found = known[text] { return found }
        let reference = StringReference(offset: UInt32(bytes.count), length: UInt32(text.utf8.count))
        bytes += Array(text.utf8)
        known[text] = reference
        return reference
    }
}
