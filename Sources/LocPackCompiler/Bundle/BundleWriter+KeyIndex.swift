import LocPack

extension BundleWriter {
    /// The key index section (`Specs/bundle-format.md`, "Key index"): an
    /// open-addressing table with at least twice as many slots as keys, a
    /// key in the first free slot from `hash & (slotCount − 1)` on, as the
    /// runtime probes.
    static func keyIndex(hashes: [UInt64]) -> [UInt8] {
        var slotCount = 8
        while slotCount < hashes.count * 2 { slotCount *= 2 }
        var slots = [KeyIndexSlot](repeating: .empty, count: slotCount)
        for (id, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & (slotCount - 1)
            while slots[slot].keyIDPlusOne != 0 { slot = (slot + 1) & (slotCount - 1) }
            slots[slot] = KeyIndexSlot(hash: hash, keyIDPlusOne: UInt32(id + 1))
        }
        var out = ByteWriter()
        KeyIndexHeader(slotCount: UInt32(slotCount)).write(to: &out)
        for slot in slots { slot.write(to: &out) }
        return out.bytes
    }

    /// The key table fingerprint section: `hash` of every key's index hash
    /// (u64, little-endian, in key id order), seeded with the key count, so
    /// two bundles share it exactly when they have the same keys in the same
    /// tables — the same ids — whatever their translations.
    static func keyTableFingerprint(keyHashes: [UInt64]) -> [UInt8] {
        var packed = ByteWriter()
        packed.reserveCapacity(keyHashes.count * 8)
        for hash in keyHashes { packed.append(u64: hash) }
        var section = ByteWriter()
        section.append(u64: packed.bytes.withUnsafeBytes { StableHash.hash($0, seed: UInt64(keyHashes.count)) })
        return section.bytes
    }
}
