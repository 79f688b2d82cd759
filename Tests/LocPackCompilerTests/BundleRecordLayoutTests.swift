@_spi(LocPackInternals) @testable import LocPack
@_spi(LocPackInternals) @testable import LocPackCompiler
import Testing

/// The bundle's fixed-size records (`LocaleRecord`, `KeyRecord`,
/// `AliasRecord`, `KeyIndexHeader`, `KeyIndexSlot`, `ChunkRecord`): each one
/// the compiler writes reads back as written, and its bytes sit where
/// `Specs/bundle-format.md` says, so an offset moved in the one definition
/// both use still fails here.
@Suite("Bundle record layouts")
struct BundleRecordLayoutTests {
    /// `value` as 4 little-endian bytes.
    static func u32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    /// `value` as 8 little-endian bytes.
    static func u64(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }

    /// The bytes `write` appends to an empty writer.
    static func written(_ write: (inout ByteWriter) -> Void) -> [UInt8] {
        var out = ByteWriter()
        write(&out)
        return out.bytes
    }

    /// `read` applied to a view of `bytes`.
    static func read<T>(_ bytes: [UInt8], _ read: (ByteView) -> T) -> T {
        bytes.withUnsafeBytes { read(ByteView($0)) }
    }

    /// "Locales": name offset and length, payload section, chain start,
    /// chain length, four reserved bytes; then the chain array.
    @Test func localeRecordsFollowTheSpecification() {
        let record = LocaleRecord(name: StringReference(offset: 0x0102_0304, length: 5), payloadSection: 9,
                                  chainStart: 3, chainCount: 2)
        let bytes = Self.written { record.write(to: &$0) }
        #expect(bytes == Self.u32(0x0102_0304) + Self.u32(5) + Self.u32(9) + Self.u32(3) + Self.u32(2) + Self.u32(0))
        #expect(bytes.count == BundleFormat.localeRecordSize)
        #expect(Self.read(bytes, LocaleRecord.init(reading:)) == record)

        let other = LocaleRecord(name: StringReference(offset: 7, length: 2), payloadSection: 10, chainStart: 0, chainCount: 1)
        let section = Self.written { LocaleRecord.writeSection([other, record], chains: [1, 1, 0, 0xAB], to: &$0) }
        #expect(section.count == 2 * BundleFormat.localeRecordSize + 4 * BundleFormat.chainElementSize)
        #expect(Array(section[BundleFormat.localeRecordSize..<(2 * BundleFormat.localeRecordSize)]) == bytes)
        #expect(Self.read(section) { LocaleRecord(index: 1, in: $0) } == record)
        #expect(Array(section[LocaleRecord.offset(ofChainElement: 3, localeCount: 2)...]) == Self.u32(0xAB))
        #expect(Self.read(section) { LocaleRecord.chainElement(at: LocaleRecord.offset(ofChainElement: 3, localeCount: 2), in: $0) } == 0xAB)
    }

    /// "Keys": key text offset and length, table name offset and length.
    @Test func keyRecordsFollowTheSpecification() {
        let record = KeyRecord(text: StringReference(offset: 40, length: 12), table: StringReference(offset: 0x1_0000, length: 11))
        let bytes = Self.written { record.write(to: &$0) }
        #expect(bytes == Self.u32(40) + Self.u32(12) + Self.u32(0x1_0000) + Self.u32(11))
        #expect(bytes.count == BundleFormat.keyRecordSize)
        #expect(Self.read(bytes, KeyRecord.init(reading:)) == record)
        #expect(KeyRecord.offset(ofKey: 3) == 3 * BundleFormat.keyRecordSize)
    }

    /// "Locale aliases": name offset, name length, locale index.
    @Test func aliasRecordsFollowTheSpecification() {
        let record = AliasRecord(name: StringReference(offset: 17, length: 5), locale: 0xFFFE)
        let bytes = Self.written { record.write(to: &$0) }
        #expect(bytes == Self.u32(17) + Self.u32(5) + Self.u32(0xFFFE))
        #expect(bytes.count == BundleFormat.aliasRecordSize)
        #expect(Self.read(bytes, AliasRecord.init(reading:)) == record)
        #expect(Self.read(bytes + bytes.prefix(5)) { AliasRecord.count(in: $0) } == 1)
    }

    /// "Key index": `u32 slotCount`, `u32 0`, then slots: from format 2.10
    /// `u32 hash >> 32`, `u32 key id + 1`; before, `u64 hash`, `u32 key id
    /// + 1`, `u32 0`.
    @Test func keyIndexRecordsFollowTheSpecification() {
        let header = KeyIndexHeader(slotCount: 64)
        let headerBytes = Self.written { header.write(to: &$0) }
        #expect(headerBytes == Self.u32(64) + Self.u32(0))
        #expect(Self.read(headerBytes, KeyIndexHeader.init(reading:)) == header)

        let wide = KeyIndexSlot(hash: 0x8877_6655_4433_2211, keyIDPlusOne: 42)
        let wideBytes = Self.written { wide.write(to: &$0, layout: .wide) }
        #expect(wideBytes == Self.u64(0x8877_6655_4433_2211) + Self.u32(42) + Self.u32(0))
        #expect(wideBytes.count == KeyIndexLayout.wide.slotSize && wideBytes.count == BundleFormat.wideKeyIndexSlotSize)
        #expect(Self.read(wideBytes) { KeyIndexSlot(reading: $0, layout: .wide) } == wide)
        #expect(KeyIndexLayout.wide.offset(ofSlot: 2) == headerBytes.count + 2 * wideBytes.count)

        let compact = KeyIndexSlot(hash: KeyIndexLayout.compact.stored(0x8877_6655_4433_2211), keyIDPlusOne: 42)
        let compactBytes = Self.written { compact.write(to: &$0, layout: .compact) }
        #expect(compactBytes == Self.u32(0x8877_6655) + Self.u32(42))
        #expect(compactBytes.count == KeyIndexLayout.compact.slotSize && compactBytes.count == BundleFormat.compactKeyIndexSlotSize)
        #expect(Self.read(compactBytes) { KeyIndexSlot(reading: $0, layout: .compact) } == compact)
        #expect(KeyIndexLayout.compact.offset(ofSlot: 2) == headerBytes.count + 2 * compactBytes.count)
        let narrow = KeyIndexSlot(hash: KeyIndexLayout.narrow.stored(0x8877_6655_4433_2211), keyIDPlusOne: 0xFFFF)
        let narrowBytes = Self.written { narrow.write(to: &$0, layout: .narrow) }
        #expect(narrowBytes == [0x77, 0x88, 0xFF, 0xFF])
        #expect(narrowBytes.count == KeyIndexLayout.narrow.slotSize && narrowBytes.count == BundleFormat.narrowKeyIndexSlotSize)
        #expect(Self.read(narrowBytes) { KeyIndexSlot(reading: $0, layout: .narrow) } == narrow)
        #expect(KeyIndexLayout.narrow.offset(ofSlot: 2) == headerBytes.count + 2 * narrowBytes.count)
        #expect(KeyIndexLayout(minorVersion: 9, keyCount: 5) == .wide && KeyIndexLayout(minorVersion: 10, keyCount: 5) == .compact)
        #expect(KeyIndexLayout(minorVersion: 14, keyCount: 5) == .compact && KeyIndexLayout(minorVersion: 15, keyCount: 5) == .narrow)
        // A narrow slot's 16-bit id + 1 holds ids up to 65,533: one more key and the index is compact.
        #expect(KeyIndexLayout(minorVersion: 15, keyCount: 65_534) == .narrow && KeyIndexLayout(minorVersion: 15, keyCount: 65_535) == .compact)
        // A wide table's slot count is a power of two; either must hold every key.
        #expect(KeyIndexLayout.wide.isValid(slotCount: 16, keyCount: 16) && !KeyIndexLayout.wide.isValid(slotCount: 24, keyCount: 5))
        #expect(KeyIndexLayout.compact.isValid(slotCount: 24, keyCount: 24) && !KeyIndexLayout.compact.isValid(slotCount: 23, keyCount: 24))
        #expect(!KeyIndexLayout.compact.isValid(slotCount: 0, keyCount: 0))
        #expect(KeyIndexLayout.narrow.isValid(slotCount: 24, keyCount: 24) && !KeyIndexLayout.narrow.isValid(slotCount: 23, keyCount: 24))
    }

    /// The key index the writer makes for a few keys is narrow, holds every key once,
    /// each found by probing from its first slot as the runtime does
    /// (wrapping at the end), and its empty slots zero.
    @Test func keyIndexSlotsHoldEveryKey() {
        // 8 slots; a first slot is the top 3 bits of the hash's low half: three start at 5, two at 7
        // (which wrap to 0 and 1).
        let hashes: [UInt64] = [0x1_A000_0000, 0x2_A000_0001, 0x3_B000_0000, 0x4_F000_0000, 0x5_FFFF_FFFF]
        let layout = KeyIndexLayout.narrow
        let bytes = BundleWriter.keyIndex(hashes: hashes)
        let slotCount = Int(Self.read(bytes) { KeyIndexHeader(reading: $0.slice(offset: 0, length: BundleFormat.keyIndexHeaderSize)!) }.slotCount)
        #expect(slotCount == 8 && bytes.count == layout.offset(ofSlot: slotCount))
        let slots = (0..<slotCount).map { s in
            Self.read(bytes) { KeyIndexSlot(reading: $0.slice(offset: layout.offset(ofSlot: s), length: layout.slotSize)!, layout: layout) }
        }
        #expect(hashes.map { layout.firstSlot(of: $0, slotCount: slotCount) } == [5, 5, 5, 7, 7])
        #expect(slots.map(\.keyIDPlusOne) == [4, 5, 0, 0, 0, 1, 2, 3])
        for (id, hash) in hashes.enumerated() {
            var s = layout.firstSlot(of: hash, slotCount: slotCount)
            while slots[s].keyIDPlusOne != 0, slots[s].keyIDPlusOne != UInt32(id + 1) { s = s + 1 == slotCount ? 0 : s + 1 }
            #expect(slots[s] == KeyIndexSlot(hash: hash >> 48, keyIDPlusOne: UInt32(id + 1)))
        }
        #expect(slots.filter { $0 == .empty }.count == slotCount - hashes.count)
        #expect(BundleWriter.slotCount(keyCount: 1_000) == 1_501)
    }

    /// The writer's key index is narrow (4-byte slots) up to 65,534 keys
    /// and compact (8-byte slots) from 65,535 on, where an id + 1 no longer
    /// fits in 16 bits; either holds every key.
    @Test(arguments: [(65_534, KeyIndexLayout.narrow), (65_535, .compact)])
    func keyIndexSlotsWidenWhereIDsOutgrowSixteenBits(keyCount: Int, layout: KeyIndexLayout) {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let hashes = (0..<keyCount).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
        let bytes = BundleWriter.keyIndex(hashes: hashes)
        let slotCount = BundleWriter.slotCount(keyCount: keyCount)
        #expect(bytes.count == layout.offset(ofSlot: slotCount))
        let ids = Self.read(bytes) { view in
            (0..<slotCount).map { KeyIndexSlot(reading: view.slice(offset: layout.offset(ofSlot: $0), length: layout.slotSize)!, layout: layout).keyIDPlusOne }
        }
        #expect(ids.filter { $0 != 0 }.sorted() == (1...UInt32(keyCount)).map { $0 })
    }

    /// "Locale payload", chunk directory record: offset, stored length, raw
    /// length, compression, checksum.
    @Test func chunkRecordsFollowTheSpecification() {
        let record = ChunkRecord(offset: 8, storedLength: 300, rawLength: 1_000, compression: .zstdDictionary,
                                 checksum: 0x0102_0304_0506_0708)
        let bytes = Self.written { record.write(to: &$0) }
        #expect(bytes == Self.u32(8) + Self.u32(300) + Self.u32(1_000) + Self.u32(2) + Self.u64(0x0102_0304_0506_0708))
        #expect(bytes.count == BundleFormat.chunkRecordSize)
        let read = Self.read(bytes, ChunkRecord.init(reading:))
        #expect(read == record)
        #expect(read.compressionMethod == .zstdDictionary)
        var unknown = bytes
        unknown[BundleFormat.ChunkField.compression] = 9
        #expect(Self.read(unknown, ChunkRecord.init(reading:)).compressionMethod == nil)
    }

    /// The writer's section table: the leading sections in the order the
    /// specification gives, so locale `i`'s payload is section 9 + `i`.
    @Test func payloadSectionsFollowTheLeadingSections() {
        #expect(BundleWriter.leadingSections.map(\.rawValue) == [1, 2, 3, 4, 5, 6, 8, 9, 12])
        #expect(BundleWriter.payloadSection(ofLocale: 0) == 9 && BundleWriter.payloadSection(ofLocale: 3) == 12)
    }
}
