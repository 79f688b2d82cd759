/// The header of the key index section (`Specs/bundle-format.md`, "Key
/// index"): how many slots follow it.
///
/// ``BundleFormat/keyIndexHeaderSize`` bytes at the
/// ``BundleFormat/KeyIndexHeaderField`` offsets, read by `BundleLayout` and
/// written by `BundleWriter` through this type alone.
package struct KeyIndexHeader: Equatable, Sendable {
    /// The number of slots: at least the key count (a power of two before
    /// format 2.10).
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

/// How a bundle's key index lays out its slots (`Specs/bundle-format.md`,
/// "Key index"), by the bundle's minor version and key count.
package enum KeyIndexLayout: Equatable, Sendable {
    /// Formats 2.0–2.9: 16-byte slots holding the whole hash, a power-of-two
    /// slot count, a key's first slot `hash & (slotCount − 1)`.
    case wide
    /// Format 2.10 on: 8-byte slots holding the hash's high 32 bits, any
    /// slot count, a key's first slot `(low 32 bits of hash × slotCount) >> 32`.
    case compact
    /// Format 2.15 on, in a bundle of at most
    /// ``BundleFormat/narrowKeyIndexMaxKeys`` keys: 4-byte slots holding the
    /// hash's high 16 bits and a 16-bit id + 1, found as in ``compact``.
    case narrow

    /// The layout of a bundle of format 2.`minorVersion` with `keyCount` keys.
    package init(minorVersion: UInt16, keyCount: Int) {
        if minorVersion < BundleFormat.compactKeyIndexMinorVersion {
            self = .wide
        } else if minorVersion >= BundleFormat.narrowKeyIndexMinorVersion, keyCount <= BundleFormat.narrowKeyIndexMaxKeys {
            self = .narrow
        } else {
            self = .compact
        }
    }

    /// Bytes per slot.
    @inline(__always)
    package var slotSize: Int {
        switch self {
        case .wide: BundleFormat.wideKeyIndexSlotSize
        case .compact: BundleFormat.compactKeyIndexSlotSize
        case .narrow: BundleFormat.narrowKeyIndexSlotSize
        }
    }

    /// What a slot stores of `hash` (and what a lookup compares).
    @inline(__always)
    package func stored(_ hash: UInt64) -> UInt64 {
        switch self {
        case .wide: hash
        case .compact: hash >> 32
        case .narrow: hash >> 48
        }
    }

    /// The slot a lookup of `hash` starts at, of `slotCount`.
    @inline(__always)
    package func firstSlot(of hash: UInt64, slotCount: Int) -> Int {
        switch self {
        case .wide: Int(truncatingIfNeeded: hash) & (slotCount - 1)
        case .compact, .narrow: Int(truncatingIfNeeded: ((hash & 0xFFFF_FFFF) &* UInt64(slotCount)) >> 32)
        }
    }

    /// The slot probed after `slot`: the next one, slot 0 after the last.
    @inline(__always)
    package func slot(after slot: Int, slotCount: Int) -> Int {
        slot + 1 == slotCount ? 0 : slot + 1
    }

    /// Whether a table of `slotCount` slots can hold `keyCount` keys in this
    /// layout.
    package func isValid(slotCount: Int, keyCount: Int) -> Bool {
        guard slotCount > 0, slotCount >= keyCount else { return false }
        return self != .wide || slotCount & (slotCount - 1) == 0
    }

    /// Where slot `index` lies in the key index section: after the header.
    @inline(__always)
    package func offset(ofSlot index: Int) -> Int {
        BundleFormat.keyIndexHeaderSize + index * slotSize
    }
}

/// One slot of the key index's open-addressing table
/// (`Specs/bundle-format.md`, "Key index"): what it keeps of a key's hash
/// and the key's id, or nothing.
///
/// ``KeyIndexLayout/slotSize`` bytes at the
/// ``BundleFormat/CompactKeyIndexSlotField``,
/// ``BundleFormat/NarrowKeyIndexSlotField`` or (before format 2.10)
/// ``BundleFormat/WideKeyIndexSlotField`` offsets, read by `BundleLayout`
/// and written by `BundleWriter` through this type alone.
package struct KeyIndexSlot: Equatable, Sendable {
    /// ``KeyIndexLayout/stored(_:)`` of the key's `StableHash.keyHash(table:key:)`.
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

    /// Reads the slot `slot` holds (its ``KeyIndexLayout/slotSize`` bytes).
    @inline(__always)
    init(reading slot: ByteView, layout: KeyIndexLayout) {
        switch layout {
        case .wide:
            typealias F = BundleFormat.WideKeyIndexSlotField
            self.init(hash: slot.u64(F.hash)!, keyIDPlusOne: slot.u32(F.keyIDPlusOne)!)
        case .compact:
            typealias F = BundleFormat.CompactKeyIndexSlotField
            self.init(hash: UInt64(slot.u32(F.hashHigh)!), keyIDPlusOne: slot.u32(F.keyIDPlusOne)!)
        case .narrow:
            typealias F = BundleFormat.NarrowKeyIndexSlotField
            self.init(hash: UInt64(slot.u16(F.hashHigh)!), keyIDPlusOne: UInt32(slot.u16(F.keyIDPlusOne)!))
        }
    }

    /// Appends the slot to `out` in `layout` (reserved bytes zero). A
    /// compact or narrow slot's ``hash`` must be what the layout stores
    /// (``KeyIndexLayout/stored(_:)``), and a narrow slot's id + 1 fit in
    /// 16 bits.
    package func write(to out: inout some RecordWriter, layout: KeyIndexLayout) {
        precondition(layout == .wide || hash >> 32 == 0, "a compact key index slot stores the hash's high half")
        precondition(layout != .narrow || (hash >> 16 == 0 && keyIDPlusOne >> 16 == 0), "a narrow key index slot stores 16 bits of each")
        let at = out.appendZeros(layout.slotSize)
        switch layout {
        case .wide:
            out.set(u64: hash, at: at + BundleFormat.WideKeyIndexSlotField.hash)
            out.set(u32: keyIDPlusOne, at: at + BundleFormat.WideKeyIndexSlotField.keyIDPlusOne)
        case .compact:
            out.set(u32: UInt32(truncatingIfNeeded: hash), at: at + BundleFormat.CompactKeyIndexSlotField.hashHigh)
            out.set(u32: keyIDPlusOne, at: at + BundleFormat.CompactKeyIndexSlotField.keyIDPlusOne)
        case .narrow:
            out.set(u16: UInt16(truncatingIfNeeded: hash), at: at + BundleFormat.NarrowKeyIndexSlotField.hashHigh)
            out.set(u16: UInt16(truncatingIfNeeded: keyIDPlusOne), at: at + BundleFormat.NarrowKeyIndexSlotField.keyIDPlusOne)
        }
    }
}
