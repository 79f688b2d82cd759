import Foundation
import LocPack

/// A bundle's signature (`Specs/bundle-format.md`, "Signature"): a section
/// of kind 11, 112 bytes — algorithm, reserved, when it was signed, the
/// signer's public key and the Ed25519ph signature of the whole file with
/// the signature's 64 bytes zeroed. It covers every byte a render can read,
/// and the header's format version and file size with them.
public struct BundleSignature: Sendable, Equatable {
    /// The key that made the signature (trusted or not: see ``verify(_:trusting:)``).
    public let signer: BundlePublicKey
    /// When it was signed, in milliseconds since 1970-01-01T00:00Z: a
    /// newer signature of the same signer is a newer bundle.
    public let signedAtMilliseconds: UInt64
    /// Where the signature's section lies in the file.
    let section: Range<Int>
    /// The 64 signature bytes.
    let signature: [UInt8]

    /// The section kind of a signature.
    public static let sectionKind = BundleFormat.SectionKind.signature.rawValue
    /// The size of a signature section.
    static let size = 112
    /// Ed25519ph over the file with the signature zeroed.
    static let algorithm: UInt32 = 1
    /// Where its fields lie in the section.
    enum Field {
        static let algorithm = 0, reserved = 4, signedAt = 8, publicKey = 16, signature = 48
    }

    /// When it was signed.
    public var signedAt: Date { Date(timeIntervalSince1970: Double(signedAtMilliseconds) / 1000) }

    /// The signature of the bundle `bytes`, or nil when it has none; throws
    /// when the bundle's header or table is not whole, or its signature
    /// section is not one well-formed section of kind 11.
    public static func read(from bytes: UnsafeRawBufferPointer) throws(BundleSigningError) -> BundleSignature? {
        guard let section = try section(in: bytes) else { return nil }
        let at = section.lowerBound
        guard bytes.loadUnaligned(fromByteOffset: at + Field.algorithm, as: UInt32.self).littleEndian == algorithm else {
            throw BundleSigningError("the signature's algorithm is not Ed25519ph (1): this LocPack cannot verify it")
        }
        guard let signer = BundlePublicKey(bytes: Array(bytes[(at + Field.publicKey)..<(at + Field.signature)])) else {
            throw BundleSigningError("the signature's public key is not whole")
        }
        return BundleSignature(signer: signer,
                               signedAtMilliseconds: bytes.loadUnaligned(fromByteOffset: at + Field.signedAt, as: UInt64.self).littleEndian,
                               section: section, signature: Array(bytes[(at + Field.signature)..<(at + size)]))
    }

    /// Where the signature section of the bundle `bytes` lies, or nil when
    /// it has none; throws when the header or table is not whole, or the
    /// section is not one of 112 bytes, last in the table and the file.
    static func section(in bytes: UnsafeRawBufferPointer) throws(BundleSigningError) -> Range<Int>? {
        let table = try SectionTable(bytes)
        let sections = table.entries.filter { $0.kind == sectionKind }
        guard let entry = sections.first else { return nil }
        guard sections.count == 1 else { throw BundleSigningError("the bundle has \(sections.count) signature sections") }
        guard entry.range.count == size else {
            throw BundleSigningError("the signature section holds \(entry.range.count) bytes, not \(size)")
        }
        // Last in the table and in the file, after the table, beside no other section.
        guard table.entries.last?.kind == sectionKind, entry.range.upperBound == bytes.count, entry.range.lowerBound >= table.end,
              !table.entries.dropLast().contains(where: { $0.range.overlaps(entry.range) }) else {
            throw BundleSigningError("the signature section is not the table's last entry and the file's last bytes")
        }
        return entry.range
    }

    /// Whether the signature is its signer's over `bytes` (the bundle it
    /// was read from): nothing of the file changed since it was signed.
    public func isIntact(in bytes: UnsafeRawBufferPointer) -> Bool {
        guard section.upperBound <= bytes.count else { return false }
        return Ed25519.verify(signature, of: Self.signedParts(of: bytes, signatureAt: section.lowerBound + Field.signature),
                              publicKey: signer.bytes)
    }

    /// The message a signature signs: the file, with the signature's 64
    /// bytes (at `offset`) as zeros.
    static func signedParts(of bytes: UnsafeRawBufferPointer, signatureAt offset: Int) -> [UnsafeRawBufferPointer] {
        [UnsafeRawBufferPointer(rebasing: bytes[..<offset]), zeros,
         UnsafeRawBufferPointer(rebasing: bytes[(offset + Ed25519.signatureSize)...])]
    }

    /// 64 zero bytes, never written.
    nonisolated(unsafe) private static let zeros: UnsafeRawBufferPointer = {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Ed25519.signatureSize, alignment: 8)
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
        return UnsafeRawBufferPointer(buffer)
    }()

    /// What a bundle's signature says, against the keys a reader trusts.
    public enum Verdict: Sendable, Equatable {
        /// Signed by a trusted key, intact.
        case trusted(BundleSignature)
        /// The bundle has no signature.
        case unsigned
        /// Signed, intact, by a key that is not trusted.
        case untrustedSigner(BundlePublicKey)
        /// The signature does not match the bytes: changed since signed.
        case broken
        /// The header, table or signature section is not well-formed.
        case malformed(String)
    }

    /// What the signature of `bytes` says when `keys` are trusted.
    public static func verify(_ bytes: UnsafeRawBufferPointer, trusting keys: [BundlePublicKey]) -> Verdict {
        let signature: BundleSignature?
        do { signature = try read(from: bytes) } catch { return .malformed(error.description) }
        guard let signature else { return .unsigned }
        guard signature.isIntact(in: bytes) else { return .broken }
        return keys.contains(signature.signer) ? .trusted(signature) : .untrustedSigner(signature.signer)
    }
}

/// A bundle's header and section table, read as far as signing needs:
/// every entry's kind and where its bytes lie, range-checked.
struct SectionTable {
    struct Entry {
        var kind: UInt32
        var range: Range<Int>
    }
    let count: Int
    let offset: Int
    let entries: [Entry]

    init(_ bytes: UnsafeRawBufferPointer) throws(BundleSigningError) {
        typealias Header = BundleFormat.Header
        guard bytes.count >= BundleFormat.headerSize,
              bytes.loadUnaligned(fromByteOffset: Header.magic, as: UInt64.self).littleEndian == BundleFormat.magic else {
            throw BundleSigningError("not a .locpack bundle")
        }
        guard bytes.loadUnaligned(fromByteOffset: Header.majorVersion, as: UInt16.self).littleEndian == BundleFormat.majorVersion else {
            throw BundleSigningError("a bundle of another major format version: rebuild it with this locpack")
        }
        func u32(_ at: Int) -> Int { Int(bytes.loadUnaligned(fromByteOffset: at, as: UInt32.self).littleEndian) }
        func u64(_ at: Int) -> UInt64 { bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self).littleEndian }
        count = u32(Header.sectionCount)
        offset = u32(Header.sectionTableOffset)
        guard u64(Header.fileSize) == UInt64(bytes.count) else {
            throw BundleSigningError("the bundle is \(bytes.count) bytes, its header says \(u64(Header.fileSize)): truncated or appended to")
        }
        guard u32(Header.headerSize) == BundleFormat.headerSize, offset >= BundleFormat.headerSize, offset <= bytes.count,
              count <= (bytes.count - offset) / BundleFormat.sectionEntrySize else {
            throw BundleSigningError("the bundle's header or section table runs past its end")
        }
        var entries: [Entry] = []
        typealias F = BundleFormat.SectionEntryField
        for i in 0..<count {
            let at = offset + i * BundleFormat.sectionEntrySize
            let start = u64(at + F.offset), length = u64(at + F.storedLength)
            guard start <= UInt64(bytes.count), length <= UInt64(bytes.count) - start else {
                throw BundleSigningError("section \(i) of the bundle runs past its end")
            }
            entries.append(Entry(kind: UInt32(u32(at + F.kind)), range: Int(start)..<Int(start + length)))
        }
        self.entries = entries
    }

    /// Where the table ends.
    var end: Int { offset + count * BundleFormat.sectionEntrySize }

    /// The table of `bytes`.
    static func of(_ bytes: [UInt8]) throws(BundleSigningError) -> SectionTable {
        try bytes.withUnsafeBytes { raw in Result { () throws(BundleSigningError) in try SectionTable(raw) } }.get()
    }
}
