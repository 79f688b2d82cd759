import LocPack

extension BundleWriter {
    /// The key index section (`Specs/bundle-format.md`, "Key index"): an
    /// open-addressing table with a slot for every key and half as many
    /// again, a key in the first free slot from its first slot on, as the
    /// runtime probes; narrow (4-byte) slots where the ids fit, else
    /// compact (8-byte) ones.
    static func keyIndex(hashes: [UInt64]) -> [UInt8] {
        let layout = KeyIndexLayout(minorVersion: BundleFormat.minorVersion, keyCount: hashes.count)
        let slotCount = slotCount(keyCount: hashes.count)
        var slots = [KeyIndexSlot](repeating: .empty, count: slotCount)
        for (id, hash) in hashes.enumerated() {
            var slot = layout.firstSlot(of: hash, slotCount: slotCount)
            while slots[slot].keyIDPlusOne != 0 { slot = layout.slot(after: slot, slotCount: slotCount) }
            slots[slot] = KeyIndexSlot(hash: layout.stored(hash), keyIDPlusOne: UInt32(id + 1))
        }
        var out = ByteWriter()
        KeyIndexHeader(slotCount: UInt32(slotCount)).write(to: &out)
        for slot in slots { slot.write(to: &out, layout: layout) }
        return out.bytes
    }

    /// Slots for `keyCount` keys: 1.5 a key (a load of two thirds, where a
    /// lookup probes 2 slots on average and a miss 5), at least 8, always
    /// one empty.
    static func slotCount(keyCount: Int) -> Int {
        max(8, keyCount + keyCount / 2 + 1)
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
