/// The tables of an opened bundle, read in place from its bytes: header
/// fields, section table, strings, keys, key index, locales, aliases.
///
/// Open checks the header, the section table, the locale and alias tables
/// (small, hashed whole) and the region checksums; the strings, keys and key
/// index are verified region by region where a lookup first reads them
/// (``VerifiedRegions``), so opening costs the same for ten keys or a
/// million.
@usableFromInline
struct BundleLayout: @unchecked Sendable {
    let file: ByteView
    let sections: [SectionEntry]
    let strings: VerifiedRegions
    let keys: VerifiedRegions
    let keyIndex: VerifiedRegions
    /// How the keys section says where key texts and tables lie (by the minor version).
    let keyTextLayout: KeyTextLayout
    /// The table of each key (``KeyTextLayout/bounds`` only; none before),
    /// checked at open.
    let tableRuns: TableRuns
    /// How the key index lays out its slots (by the minor version).
    let keyIndexLayout: KeyIndexLayout
    /// The key index's slot count.
    let keyIndexSlotCount: Int
    let locales: ByteView
    let aliases: ByteView
    let chunkDecoder: ChunkDecoder
    @usableFromInline let keyCount: Int
    @usableFromInline let localeCount: Int
    let sourceLocale: Int
    let minorVersion: UInt16
    /// How this bundle's checksums hash (by its minor version).
    let checksumAlgorithm: BundleChecksum.Algorithm
    let cldrVersion: String
    /// The key table's fingerprint (section kind 9), or nil in a format 2.0 bundle.
    @usableFromInline let keyTableFingerprint: UInt64?
    /// The names of keys' arguments (section kind 10), or nil in a bundle
    /// without one; verified on first use.
    let argumentNames: ArgumentNameTable?

    init(file: ByteView, path: String) throws(CatalogError) {
        self.file = file
        guard file.count >= BundleFormat.headerSize, file.u64(BundleFormat.Header.magic) == BundleFormat.magic else {
            throw CatalogError(.notABundle, "\(path): not a LocPack bundle (the file does not start with the LOCPACK magic)")
        }
        let H = BundleFormat.Header.self
        let major = file.u16(H.majorVersion)!
        guard major <= BundleFormat.majorVersion else {
            throw CatalogError(.unsupportedVersion, "\(path): bundle format \(major).\(file.u16(H.minorVersion)!) needs a newer LocPack (this reader understands format \(BundleFormat.majorVersion).x); rebuild the bundle with this locpack or update the runtime")
        }
        guard major == BundleFormat.majorVersion else {
            throw CatalogError(.unsupportedVersion, "\(path): bundle format \(major).\(file.u16(H.minorVersion)!) is no longer read by this LocPack (it reads format \(BundleFormat.majorVersion).x); rebuild the bundle from its sources with this locpack (`locpack build`)")
        }
        minorVersion = file.u16(H.minorVersion)!
        // A minor version may add instructions an older reader cannot run:
        // refuse the bundle at open rather than fail its messages one by one.
        guard minorVersion <= BundleFormat.minorVersion else {
            throw CatalogError(.unsupportedVersion, "\(path): bundle format \(major).\(minorVersion) needs a newer LocPack (this reader understands format \(major).0 to \(major).\(BundleFormat.minorVersion)); rebuild the bundle with this locpack or update the runtime")
        }
        let algorithm = BundleChecksum.Algorithm(minorVersion: minorVersion)
        checksumAlgorithm = algorithm
        let headerSize = Int(file.u32(H.headerSize)!)
        let sectionCount = Int(file.u32(H.sectionCount)!)
        let tableOffset = Int(file.u32(H.sectionTableOffset)!)
        guard headerSize == BundleFormat.headerSize, file.u64(H.fileSize)! == UInt64(file.count) else {
            throw CatalogError(.corrupt, "\(path): the header records a size of \(file.u64(H.fileSize)!) bytes but the file has \(file.count): truncated or padded")
        }
        guard sectionCount <= 1 << 20,
              let table = file.slice(offset: tableOffset, length: sectionCount * BundleFormat.sectionEntrySize)
        else { throw CatalogError(.corrupt, "\(path): the section table (\(sectionCount) entries at \(tableOffset)) lies outside the file") }
        let fields = file.slice(offset: 0, length: H.checksum)!
        guard BundleChecksum.header(fieldsBeforeChecksum: fields.buffer, sectionTable: table.buffer, algorithm)
                == file.u64(H.checksum)! else {
            throw CatalogError(.checksumMismatch, "\(path): header checksum mismatch: the header or section table is corrupt")
        }
        var sections: [SectionEntry] = []
        sections.reserveCapacity(sectionCount)
        for i in 0..<sectionCount {
            sections.append(try SectionEntry(reading: file, tableOffset: tableOffset, index: i, path: path))
        }
        self.sections = sections
        keyCount = Int(file.u32(H.keyCount)!)
        localeCount = Int(file.u32(H.localeCount)!)
        sourceLocale = Int(file.u32(H.sourceLocale)!)

        func entry(_ kind: BundleFormat.SectionKind, required: Bool = true) throws(CatalogError) -> SectionEntry? {
            guard let entry = sections.first(where: { $0.kind == kind.rawValue }) else {
                if required { throw CatalogError(.corrupt, "\(path): the bundle has no \(kind) section") }
                return nil
            }
            guard entry.compression == .none else {
                throw CatalogError(.corrupt, "\(path): the \(kind) section must be stored uncompressed")
            }
            return entry
        }
        func wholeSection(_ kind: BundleFormat.SectionKind, required: Bool = true) throws(CatalogError) -> ByteView? {
            guard let entry = try entry(kind, required: required) else { return nil }
            guard entry.checksumMatches(in: file, algorithm) else {
                throw CatalogError(.checksumMismatch, "\(path): checksum mismatch in the \(kind) section at offset \(entry.offset)")
            }
            return file.slice(offset: entry.offset, length: entry.storedLength)
        }
        let regionChecksums = try wholeSection(.regionChecksums)!
        var nextChecksum = 0
        func regionSection(_ kind: BundleFormat.SectionKind) throws(CatalogError) -> VerifiedRegions {
            let entry = try entry(kind)!
            let length = BundleChecksum.regionCount(length: entry.storedLength) * 8
            guard let run = regionChecksums.slice(offset: nextChecksum, length: length),
                  BundleChecksum.section(run.buffer, algorithm) == entry.checksum,
                  let regions = VerifiedRegions(view: file.slice(offset: entry.offset, length: entry.storedLength)!,
                                                checksums: run, algorithm: algorithm)
            else { throw CatalogError(.checksumMismatch, "\(path): the region checksums of the \(kind) section do not match its table entry") }
            nextChecksum += length
            return regions
        }
        strings = try regionSection(.strings)
        keys = try regionSection(.keys)
        keyIndex = try regionSection(.keyIndex)
        guard nextChecksum == regionChecksums.count else {
            throw CatalogError(.corrupt, "\(path): the region checksum section holds \(regionChecksums.count) bytes, not \(nextChecksum)")
        }
        locales = try wholeSection(.locales)!
        aliases = try wholeSection(.localeAliases) ?? ByteView(base: nil, count: 0)
        let fingerprint = try wholeSection(.keyTableFingerprint, required: false)
        guard fingerprint == nil || fingerprint!.count == 8 else {
            throw CatalogError(.corrupt, "\(path): the key table fingerprint section holds \(fingerprint!.count) bytes, not 8")
        }
        keyTableFingerprint = fingerprint?.u64(0)
        if let names = try entry(.argumentNames, required: false) {
            argumentNames = ArgumentNameTable(view: file.slice(offset: names.offset, length: names.storedLength)!,
                                              checksum: names.checksum, algorithm: algorithm, keyCount: Int(file.u32(H.keyCount)!))
        } else {
            argumentNames = nil
        }
        let dictionaryEntry = try entry(.dictionary, required: false)
        let dictionary = dictionaryEntry.flatMap { $0.storedLength > 0 ? file.slice(offset: $0.offset, length: $0.storedLength) : nil }
        chunkDecoder = ChunkDecoder(dictionary: dictionary, checksum: dictionaryEntry?.checksum ?? 0,
                                    algorithm: algorithm, path: path)

        guard keyCount < 1 << 28 else { throw CatalogError(.corrupt, "\(path): the header records \(keyCount) keys") }
        let textLayout = KeyTextLayout(minorVersion: minorVersion, keysLength: keys.view.count, keyCount: keyCount)
        keyTextLayout = textLayout
        switch textLayout {
        case .records:
            guard keys.view.count == keyCount * BundleFormat.keyRecordSize else {
                throw CatalogError(.corrupt, "\(path): the keys section holds \(keys.view.count) bytes, not \(keyCount) records")
            }
            tableRuns = .none
        case .bounds:
            guard keys.view.count == (keyCount + 1) * BundleFormat.keyBoundSize else {
                throw CatalogError(.corrupt, "\(path): the keys section holds \(keys.view.count) bytes, not the \(keyCount + 1) text bounds of \(keyCount) keys")
            }
            let runs = try wholeSection(.tableRuns)!
            let strings = self.strings
            guard let checked = TableRuns(checking: runs, keyCount: keyCount, name: { strings.slice($0) }) else {
                // Runs that hold with the names read unverified failed on a region's checksum.
                if TableRuns(checking: runs, keyCount: keyCount,
                             name: { strings.view.slice(offset: Int($0.offset), length: Int($0.length)) }) != nil {
                    throw CatalogError(.checksumMismatch, "\(path): checksum mismatch in the strings section, where the table names lie")
                }
                throw CatalogError(.corrupt, "\(path): the table runs section is invalid: runs out of order or past the \(keyCount) keys, or a table name outside the strings section")
            }
            tableRuns = checked
        }
        // The header, then exactly `slotCount` slots: the section ends where slot `slotCount` would start.
        let indexLayout = KeyIndexLayout(minorVersion: minorVersion, keyCount: keyCount)
        keyIndexLayout = indexLayout
        guard let slotCount = keyIndex.view.slice(offset: 0, length: BundleFormat.keyIndexHeaderSize)
                .map({ Int(KeyIndexHeader(reading: $0).slotCount) }),
              indexLayout.isValid(slotCount: slotCount, keyCount: keyCount),
              keyIndex.view.count == indexLayout.offset(ofSlot: slotCount)
        else { throw CatalogError(.corrupt, "\(path): the key index has an invalid size") }
        guard keyIndex.isVerified(offset: 0, length: BundleFormat.keyIndexHeaderSize) else {
            throw CatalogError(.checksumMismatch, "\(path): checksum mismatch in the first region of the key index")
        }
        keyIndexSlotCount = slotCount
        guard localeCount > 0, localeCount < 1 << 16, sourceLocale < localeCount,
              locales.count >= localeCount * BundleFormat.localeRecordSize
        else { throw CatalogError(.corrupt, "\(path): the locale table is invalid (\(localeCount) locales, source \(sourceLocale))") }
        guard aliases.count % BundleFormat.aliasRecordSize == 0 else {
            throw CatalogError(.corrupt, "\(path): the locale alias table has a partial record")
        }
        let strings = self.strings
        /// A name in the strings section, its regions verified now: names are
        /// read without further checks once open.
        func name(_ reference: StringReference) -> ByteView? {
            strings.slice(reference)
        }
        /// Why `name(reference)` read nothing: its region of the strings
        /// failed its checksum, or it lies outside the section.
        func unreadable(_ reference: StringReference, _ what: String) -> CatalogError {
            strings.view.slice(offset: Int(reference.offset), length: Int(reference.length)) == nil
                ? CatalogError(.corrupt, "\(path): \(what) lies outside the strings section")
                : CatalogError(.checksumMismatch, "\(path): checksum mismatch in the strings section, where \(what) lies")
        }
        let cldrReference = StringReference(offset: file.u32(H.cldrVersionOffset)!, length: file.u32(H.cldrVersionLength)!)
        guard let cldr = name(cldrReference) else { throw unreadable(cldrReference, "the CLDR version string") }
        cldrVersion = String(decoding: cldr.buffer, as: UTF8.self)

        // Validate every locale and alias record that lookups will later trust.
        for l in 0..<localeCount {
            let record = LocaleRecord(index: l, in: locales)!
            let payload = Int(record.payloadSection)
            guard name(record.name) != nil else { throw unreadable(record.name, "the name of locale \(l)") }
            guard payload < sections.count, sections[payload].kind == BundleFormat.SectionKind.localePayload.rawValue,
                  sections[payload].compression == .none
            else { throw CatalogError(.corrupt, "\(path): locale \(l) has an invalid payload section") }
            let chainStart = Int(record.chainStart), chainCount = Int(record.chainCount)
            let chainBase = LocaleRecord.offset(ofChainElement: chainStart, localeCount: localeCount)
            guard chainCount >= 1, chainCount <= 64,
                  locales.contains(offset: chainBase, length: chainCount * BundleFormat.chainElementSize)
            else { throw CatalogError(.corrupt, "\(path): locale \(l) has an invalid fallback chain") }
            func element(_ c: Int) -> Int {
                Int(LocaleRecord.chainElement(at: chainBase + c * BundleFormat.chainElementSize, in: locales)!)
            }
            for c in 0..<chainCount where element(c) >= localeCount {
                throw CatalogError(.corrupt, "\(path): the fallback chain of locale \(l) names a locale that does not exist")
            }
            guard element(0) == l else {
                throw CatalogError(.corrupt, "\(path): the fallback chain of locale \(l) does not start with the locale itself")
            }
        }
        for a in 0..<AliasRecord.count(in: aliases) {
            let record = AliasRecord(index: a, in: aliases)!
            guard name(record.name) != nil else { throw unreadable(record.name, "the name of locale alias \(a)") }
            guard Int(record.locale) < localeCount else { throw CatalogError(.corrupt, "\(path): locale alias \(a) is invalid") }
        }
    }

    /// Verifies every region of the strings, keys and key index sections
    /// and every key record and index slot; throws the first problem.
    func validateTables(path: String) throws(CatalogError) {
        for (kind, regions) in [("strings", strings), ("keys", keys), ("key index", keyIndex)] where !regions.verifyAll() {
            throw CatalogError(.checksumMismatch, "\(path): checksum mismatch in the \(kind) section")
        }
        if let argumentNames, !argumentNames.isIntact() {
            throw CatalogError(.checksumMismatch, "\(path): the argument names section is corrupt")
        }
        for k in 0..<keyCount where keyText(k) == nil || keyTable(k) == nil {
            throw CatalogError(.corrupt, "\(path): key \(k) names text outside the strings section")
        }
        for s in 0..<keyIndexSlotCount where Int(verifiedKeyIndexSlot(s).keyIDPlusOne) > keyCount {
            throw CatalogError(.corrupt, "\(path): key index slot \(s) names a key that does not exist")
        }
    }

    // MARK: Records

    /// Locale record `locale` (inside the section: checked at open).
    @inline(__always)
    private func localeRecord(_ locale: Int) -> LocaleRecord {
        LocaleRecord(index: locale, in: locales)!
    }

    /// The record of key `id`, or nil when it lies outside the keys section
    /// or in a corrupt region.
    @inline(__always)
    private func keyRecord(_ id: Int) -> KeyRecord? {
        guard let record = keys.slice(offset: KeyRecord.offset(ofKey: id), length: BundleFormat.keyRecordSize) else { return nil }
        return KeyRecord(reading: record)
    }

    /// Key index slot `slot` (one of the ``keyIndexSlotCount``), its region
    /// verified already.
    private func verifiedKeyIndexSlot(_ slot: Int) -> KeyIndexSlot {
        KeyIndexSlot(reading: keyIndex.view.slice(offset: keyIndexLayout.offset(ofSlot: slot), length: keyIndexLayout.slotSize)!,
                     layout: keyIndexLayout)
    }

    // MARK: Lookups (all ranges were validated above)

    /// A string verified at open (a locale or alias name).
    func verifiedString(_ reference: StringReference) -> ByteView {
        strings.view.slice(offset: Int(reference.offset), length: Int(reference.length))!
    }

    func localeName(_ locale: Int) -> ByteView {
        verifiedString(localeRecord(locale).name)
    }

    func payloadSection(ofLocale locale: Int) -> Int {
        Int(localeRecord(locale).payloadSection)
    }

    /// The fallback chain of `locale`, itself first: the byte offset of its
    /// first element (read each with ``chainLocale(at:)``, the next one
    /// ``BundleFormat/chainElementSize`` bytes on) and its length.
    @usableFromInline @inline(__always)
    func chain(ofLocale locale: Int) -> (base: Int, count: Int) {
        let record = localeRecord(locale)
        return (LocaleRecord.offset(ofChainElement: Int(record.chainStart), localeCount: localeCount), Int(record.chainCount))
    }

    /// The locale of the chain element at `byteOffset` in the locales section.
    @usableFromInline @inline(__always)
    func chainLocale(at byteOffset: Int) -> Int { Int(LocaleRecord.chainElement(at: byteOffset, in: locales)!) }

    /// The text of key `id`, or nil when its record or text is corrupt.
    @inline(__always)
    func keyText(_ id: Int) -> ByteView? {
        switch keyTextLayout {
        case .records:
            guard let record = keyRecord(id) else { return nil }
            return strings.slice(record.text)
        case .bounds:
            guard UInt(bitPattern: id) < UInt(bitPattern: keyCount),
                  let (start, end) = textBounds(of: id), start <= end else { return nil }
            return strings.slice(offset: start, length: end &- start)
        }
    }

    /// Where key `id` (below ``keyCount``) has its text in the strings
    /// section (``KeyTextLayout/bounds`` only): from bound `id` to bound
    /// `id + 1`, as stored (not yet ordered); nil when the bounds lie in a
    /// corrupt region.
    @inline(__always)
    private func textBounds(of id: Int) -> (start: Int, end: Int)? {
        guard let bounds = keys.slice(offset: id &* BundleFormat.keyBoundSize, length: 2 &* BundleFormat.keyBoundSize)
        else { return nil }
        return (Int(bounds.load(uncheckedAt: 0, as: UInt32.self)),
                Int(bounds.load(uncheckedAt: BundleFormat.keyBoundSize, as: UInt32.self)))
    }

    /// The table name of key `id`, or nil when its record or text is corrupt.
    @inline(__always)
    func keyTable(_ id: Int) -> ByteView? {
        switch keyTextLayout {
        case .records:
            guard let record = keyRecord(id) else { return nil }
            return strings.slice(record.table)
        case .bounds:
            guard UInt(bitPattern: id) < UInt(bitPattern: keyCount) else { return nil }
            if let soleTable = tableRuns.soleTable { return soleTable }
            return verifiedString(tableRuns.table(ofKey: id))
        }
    }

    /// Whether key `id` (below ``keyCount``) is `key` in `table`, byte for
    /// byte; false when its record or text is corrupt. A bundle of one
    /// table compares the text's length before reading it, and its table
    /// name without reading a run.
    @inline(__always)
    private func isKey(_ id: Int, key: UnsafeRawBufferPointer, table: UnsafeRawBufferPointer) -> Bool {
        if let soleTable = tableRuns.soleTable {
            guard let (start, end) = textBounds(of: id), end &- start == key.count, let text = strings.slice(offset: start, length: key.count) else { return false }
            return text.bytesEqual(offset: 0, key) && soleTable.count == table.count && soleTable.bytesEqual(offset: 0, table)
        }
        guard let text = keyText(id), let tableText = keyTable(id) else { return false }
        return text.count == key.count && text.bytesEqual(offset: 0, key)
            && tableText.count == table.count && tableText.bytesEqual(offset: 0, table)
    }

    /// The id of the key with these bytes in `table`, or nil.
    @usableFromInline
    func keyID(table: UnsafeRawBufferPointer, key: UnsafeRawBufferPointer, tableHash: UInt64) -> Int? {
        let hash = StableHash.hash(key, seed: tableHash)
        let layout = keyIndexLayout, slotSize = layout.slotSize
        let stored = layout.stored(hash)
        var slot = layout.firstSlot(of: hash, slotCount: keyIndexSlotCount)
        var probes = 0
        while probes < keyIndexSlotCount {
            guard let bytes = keyIndex.slice(offset: BundleFormat.keyIndexHeaderSize &+ slot &* slotSize, length: slotSize)
            else { return nil }
            let entry = KeyIndexSlot(reading: bytes, layout: layout)
            let id = Int(entry.keyIDPlusOne)
            if id == 0 { return nil }
            if entry.hash == stored, id <= keyCount, isKey(id - 1, key: key, table: table) { return id - 1 }
            slot = keyIndexLayout.slot(after: slot, slotCount: keyIndexSlotCount)
            probes += 1
        }
        return nil
    }

    /// The locale whose name or alias is exactly `name`, or nil.
    func locale(named name: UnsafeRawBufferPointer) -> Int? {
        locale(exactlyNamed: name) ?? locale(aliasNamed: name)
    }

    /// The locale whose name is exactly `name`, or nil.
    func locale(exactlyNamed name: UnsafeRawBufferPointer) -> Int? {
        for l in 0..<localeCount {
            let n = localeName(l)
            if n.count == name.count, n.bytesEqual(offset: 0, name) { return l }
        }
        return nil
    }

    /// The locale the bundle's alias table gives for exactly `name`, or nil.
    func locale(aliasNamed name: UnsafeRawBufferPointer) -> Int? {
        var low = 0, high = AliasRecord.count(in: aliases)
        while low < high {
            let mid = (low + high) / 2
            let record = AliasRecord(index: mid, in: aliases)!
            let order = compareBytes(verifiedString(record.name).buffer, name)
            if order == 0 { return Int(record.locale) }
            if order < 0 { low = mid + 1 } else { high = mid }
        }
        return nil
    }
}

/// Byte-wise lexicographic comparison: negative, zero or positive.
func compareBytes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Int {
    let n = min(a.count, b.count)
    for i in 0..<n where a[i] != b[i] { return Int(a[i]) - Int(b[i]) }
    return a.count - b.count
}

extension BundleLayout {
    /// Argument name `index` of the argument names section (one its key
    /// record gave): its bytes, or nil when the argument has no name or its
    /// text lies in a corrupt region.
    func argumentName(_ index: Int) -> ByteView? {
        guard let reference = argumentNames?.name(index), reference.length > 0 else { return nil }
        return strings.slice(reference)
    }
}
