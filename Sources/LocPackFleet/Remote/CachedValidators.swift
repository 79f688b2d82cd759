import Foundation

/// The origin's validators of the cached bundle, kept in a small file
/// beside it (`current.locpack.validators`), so a process restarted from
/// its cache asks the origin conditionally and gets a 304 instead of the
/// whole bundle again.
///
/// The file names the bundle it belongs to by its signature (Ed25519 is
/// deterministic: one key signs one file's bytes one way), so validators
/// are only ever sent for the bundle they were given with: a cache another
/// process or a person replaced, a crash between the bundle's rename and
/// this file's, or a damaged file all read as no validators, and the first
/// request is unconditional as before. Writing it is best effort for the
/// same reason.
///
/// The file is text, one field a line:
///
/// ```
/// locpack-origin-validators 1
/// signature <the bundle's 64 signature bytes in hex>
/// etag <the ETag as the origin sent it>            (when it sent one)
/// last-modified <the Last-Modified as it sent it>  (when it sent one)
/// ```
enum CachedValidators {
    /// The file's first line.
    static let header = "locpack-origin-validators 1"
    /// The most bytes read: validators are header lines.
    static let maximumSize = 16 << 10

    /// Where the validators of `cachedBundle` are kept.
    static func path(beside cachedBundle: String) -> String { cachedBundle + ".validators" }

    /// The validators kept for the cached bundle signed with `signature`,
    /// or nil when none are kept for it (no file, another bundle's, or a
    /// file that does not read as one).
    static func load(beside cachedBundle: String, for signature: BundleSignature) -> OriginValidators? {
        guard let data = FileManager.default.contents(atPath: path(beside: cachedBundle)), data.count <= maximumSize,
              let text = String(data: data, encoding: .utf8) else { return nil }
        return parse(text, for: signature)
    }

    /// The validators `text` holds for `signature`, or nil.
    static func parse(_ text: String, for signature: BundleSignature) -> OriginValidators? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(header), lines.last == "" else { return nil }
        lines.removeFirst()
        lines.removeLast()
        var validators = OriginValidators()
        var signed: Substring?
        for line in lines {
            guard let space = line.firstIndex(of: " ") else { return nil }
            let value = line[line.index(after: space)...]
            switch line[..<space] {
            case "signature" where signed == nil: signed = value
            case "etag" where validators.entityTag == nil: validators.entityTag = String(value)
            case "last-modified" where validators.lastModified == nil: validators.lastModified = String(value)
            default: return nil
            }
        }
        guard signed == Substring(hex(signature)), validators != .none else { return nil }
        return validators
    }

    /// Keeps `validators` as those of the cached bundle signed with
    /// `signature`; removes the file when there is nothing to keep. A
    /// failure leaves at worst a file that does not name this bundle.
    static func save(_ validators: OriginValidators, beside cachedBundle: String, for signature: BundleSignature?) {
        let path = path(beside: cachedBundle)
        guard let signature, let text = text(validators, for: signature) else {
            unlink(path)
            return
        }
        Array(text.utf8).withUnsafeBytes { bytes in
            do { try StagedFile(beside: path, bytes: bytes, mode: 0o644).commit() } catch {}
        }
    }

    /// The file's text for `validators` of the bundle signed with
    /// `signature`, or nil when there is nothing to keep or a value would
    /// not fit on its line.
    static func text(_ validators: OriginValidators, for signature: BundleSignature) -> String? {
        guard validators != .none else { return nil }
        var text = header + "\nsignature " + hex(signature) + "\n"
        for (name, value) in [("etag", validators.entityTag), ("last-modified", validators.lastModified)] {
            guard let value else { continue }
            guard !value.contains(where: { $0 == "\n" || $0 == "\r" }) else { return nil }
            text += name + " " + value + "\n"
        }
        return text
    }

    /// The signature's bytes in lowercase hex.
    private static func hex(_ signature: BundleSignature) -> String {
        signature.signature.map { String($0 >> 4, radix: 16) + String($0 & 15, radix: 16) }.joined()
    }
}
