/// The header of the key index section (`Specs/bundle-format.md`, "Key
/// index"): how many slots follow it.
///
/// ``BundleFormat/keyIndexHeaderSize`` bytes at the
/// ``BundleFormat/KeyIndexHeaderField`` offsets, read by `BundleLayout` and
/// written by `BundleWriter` through this type alone.
package struct KeyIndexHeader: Equatable, Sendable {
    /// The number of slots: a power of two, at least the key count.
    package var slotCount: UInt32

    /// A header for `slotCount` slots.
    package init(slotCount: UInt32) {
        self.slotCount = slotCount
    }

    /// Reads the header `header` holds (its
    /// ``BundleFormat/keyIndexHeaderSize`` bytes).
    @inline(__always)
    init(reading header: ByteView) {
        slotCount = header.u32(BundleFormat.KeyIndexHeaderField.slotCount)!
    }

    /// Appends the header to `out` (its reserved bytes zero).
    package func write(to out: inout some RecordWriter) {
        let at = out.appendZeros(BundleFormat.keyIndexHeaderSize)
        out.set(u32: slotCount, at: at + BundleFormat.KeyIndexHeaderField.slotCount)
    }
}

/// One slot of the key index's open-addressing table
/// (`Specs/bundle-format.md`, "Key index"): a key's hash and its id, or
/// nothing.
///
/// ``BundleFormat/keyIndexSlotSize`` bytes at the
/// ``BundleFormat/KeyIndexSlotField`` offsets, read by `BundleLayout` and
/// written by `BundleWriter` through this type alone.
package struct KeyIndexSlot: Equatable, Sendable {
    /// The key's `StableHash.keyHash(table:key:)`.
    package var hash: UInt64
    /// The key's id + 1; 0 marks an empty slot.
    package var keyIDPlusOne: UInt32

    /// A slot with these fields.
    package init(hash: UInt64, keyIDPlusOne: UInt32) {
        self.hash = hash
        self.keyIDPlusOne = keyIDPlusOne
    }

    /// A slot that holds no key.
    package static let empty = KeyIndexSlot(hash: 0, keyIDPlusOne: 0)

    /// Reads the slot `slot` holds (its ``BundleFormat/keyIndexSlotSize``
    /// bytes).
    @inline(__always)
    init(reading slot: ByteView) {
        typealias F = BundleFormat.KeyIndexSlotField
        self.init(hash: slot.u64(F.hash)!, keyIDPlusOne: slot.u32(F.keyIDPlusOne)!)
    }

    /// Appends the slot to `out` (its reserved bytes zero).
    package func write(to out: inout some RecordWriter) {
        typealias F = BundleFormat.KeyIndexSlotField
        let at = out.appendZeros(BundleFormat.keyIndexSlotSize)
        out.set(u64: hash, at: at + F.hash)
        out.set(u32: keyIDPlusOne, at: at + F.keyIDPlusOne)
    }

    /// Where slot `index` lies in the key index section: after the header.
    @inline(__always)
    static func offset(ofSlot index: Int) -> Int {
        BundleFormat.keyIndexHeaderSize + index * BundleFormat.keyIndexSlotSize
    }
}
