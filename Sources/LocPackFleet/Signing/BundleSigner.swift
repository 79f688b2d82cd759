import Foundation
import LocPack

/// Signs bundles (`Specs/bundle-format.md`, "Signature"): adds a signature
/// section of kind 11 at the end of the file — one more table entry, the
/// sections after the table moved by its 48 bytes, the header's count,
/// size and checksum made anew — or fills the one it has, then signs the
/// whole file with the signature's bytes zeroed. Nothing a render reads
/// changes: a reader that does not know kind 11 ignores it.
///
/// Only a bundle the runtime opens and verifies whole is signed, and the
/// signed bundle is opened and its signature verified before it is
/// returned: a damaged bundle is never given a fresh header checksum and
/// a signature.
public enum BundleSigner {
    /// `bundle` signed by `key` at `time` (milliseconds since 1970; now
    /// unless given).
    public static func sign(_ bundle: [UInt8], with key: BundleSigningKey,
                            at time: UInt64 = UInt64(max(0, Date().timeIntervalSince1970 * 1000))) throws(BundleSigningError) -> [UInt8] {
        _ = try SectionTable.of(bundle)
        try checkOpens(bundle, "")
        let signed = try signing(bundle, with: key, at: time)
        try checkOpens(signed, "once signed, ")
        guard case .trusted = signed.withUnsafeBytes({ BundleSignature.verify($0, trusting: [key.publicKey]) }) else {
            throw BundleSigningError("the signed bundle does not verify")
        }
        return signed
    }

    /// Throws unless the runtime opens `bytes` and verifies them whole.
    private static func checkOpens(_ bytes: [UInt8], _ when: String) throws(BundleSigningError) {
        do {
            try Catalog(bytes: bytes, name: "bundle").validateAll()
        } catch {
            throw BundleSigningError("\(when)the runtime refuses it: \(error.message)")
        }
    }

    /// `bundle` with its signature section added or filled.
    private static func signing(_ bundle: [UInt8], with key: BundleSigningKey, at time: UInt64) throws(BundleSigningError) -> [UInt8] {
        var bytes = try withSignatureSection(bundle)
        // Read back as a verifier reads it: where it lies is checked.
        guard let section = try bytes.withUnsafeBytes({ raw in
            Result { () throws(BundleSigningError) in try BundleSignature.section(in: raw) }
        }).get() else {
            throw BundleSigningError("the signature section was not added")
        }
        typealias Field = BundleSignature.Field
        func set<T: FixedWidthInteger>(_ value: T, at offset: Int) {
            withUnsafeBytes(of: value.littleEndian) { bytes.replaceSubrange(offset..<(offset + MemoryLayout<T>.size), with: $0) }
        }
        let at = section.lowerBound
        set(BundleSignature.algorithm, at: at + Field.algorithm)
        set(UInt32(0), at: at + Field.reserved)
        set(time, at: at + Field.signedAt)
        bytes.replaceSubrange((at + Field.publicKey)..<(at + Field.signature), with: key.publicKey.bytes)
        let signatureAt = at + Field.signature
        let signature = try bytes.withUnsafeBytes { raw in
            Result { () throws(BundleSigningError) in try key.sign(BundleSignature.signedParts(of: raw, signatureAt: signatureAt)) }
        }.get()
        bytes.replaceSubrange(signatureAt..<(signatureAt + Ed25519.signatureSize), with: signature)
        return bytes
    }

    /// `bundle` with a signature section: the one it has, or a new one of
    /// zeros at its end.
    private static func withSignatureSection(_ bundle: [UInt8]) throws(BundleSigningError) -> [UInt8] {
        let table = try SectionTable.of(bundle)
        let signatures = table.entries.filter { $0.kind == BundleSignature.sectionKind }
        if !signatures.isEmpty {
            // Filled in place only where a verifier reads it (checked by the caller's read).
            return bundle
        }
        typealias Header = BundleFormat.Header
        typealias F = BundleFormat.SectionEntryField
        let shift = BundleFormat.sectionEntrySize
        // Every section lies after the table; each moves by one entry's 48 bytes (a multiple of 8: alignment kept).
        guard table.entries.allSatisfy({ $0.range.lowerBound >= table.end || $0.range.isEmpty }) else {
            throw BundleSigningError("a section of the bundle lies inside its section table")
        }
        var out = Array(bundle[..<table.end])
        out += [UInt8](repeating: 0, count: shift)
        out += bundle[table.end...]
        func setU64(_ value: UInt64, at offset: Int) {
            withUnsafeBytes(of: value.littleEndian) { out.replaceSubrange(offset..<(offset + 8), with: $0) }
        }
        func setU32(_ value: UInt32, at offset: Int) {
            withUnsafeBytes(of: value.littleEndian) { out.replaceSubrange(offset..<(offset + 4), with: $0) }
        }
        for (i, entry) in table.entries.enumerated() where !entry.range.isEmpty || entry.range.lowerBound >= table.end {
            setU64(UInt64(entry.range.lowerBound + shift), at: table.offset + i * BundleFormat.sectionEntrySize + F.offset)
        }
        while out.count % 8 != 0 { out.append(0) }
        let sectionOffset = out.count
        out += [UInt8](repeating: 0, count: BundleSignature.size)
        let entry = table.end
        setU32(BundleSignature.sectionKind, at: entry + F.kind)
        setU32(UInt32.max, at: entry + F.locale)
        setU64(UInt64(sectionOffset), at: entry + F.offset)
        setU64(UInt64(BundleSignature.size), at: entry + F.storedLength)
        setU64(UInt64(BundleSignature.size), at: entry + F.rawLength)
        setU32(UInt32(table.count + 1), at: Header.sectionCount)
        setU64(UInt64(out.count), at: Header.fileSize)
        let minor = UInt16(out[Header.minorVersion]) | UInt16(out[Header.minorVersion + 1]) << 8
        let checksum = out[0..<Header.checksum].withUnsafeBytes { fields in
            out[table.offset..<(entry + shift)].withUnsafeBytes {
                BundleChecksum.header(fieldsBeforeChecksum: fields, sectionTable: $0, BundleChecksum.Algorithm(minorVersion: minor))
            }
        }
        setU64(checksum, at: Header.checksum)
        return out
    }
}
