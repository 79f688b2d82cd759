import LocPack

extension BundleWriter {
    /// One section as the writer lays it out.
    struct Section {
        let kind: BundleFormat.SectionKind
        /// The locale index of a locale payload, else ``BundleFormat/none32``.
        let locale: UInt32
        let bytes: [UInt8]
    }

    /// The sections every bundle has, in section-table order
    /// (`Specs/bundle-format.md`, "Section table"); one locale payload per
    /// locale follows them, in locale order.
    static let leadingSections: [BundleFormat.SectionKind] = [
        .strings, .keys, .keyIndex, .locales, .localeAliases, .dictionary, .regionChecksums, .keyTableFingerprint,
        .tableRuns,
    ]

    /// The section-table index of locale `locale`'s payload, which its
    /// locale record names.
    static func payloadSection(ofLocale locale: Int) -> Int {
        leadingSections.count + locale
    }

    /// The optional sections a bundle may have, in section-table order after
    /// the locale payloads: readers that do not know one ignore it.
    static let trailingSections: [BundleFormat.SectionKind] = [.argumentNames]

    /// The section table's sections: the ``leadingSections``, their bytes
    /// from `leading` but the region checksums' (zero here, for
    /// ``BundleSealer``), then `payloads`, one per locale, then those of the
    /// ``trailingSections`` that `trailing` holds.
    ///
    /// - Throws: ``CompilerError`` when a section is larger than a reader
    ///   accepts.
    static func sections(leading: [BundleFormat.SectionKind: [UInt8]], payloads: [[UInt8]],
                         trailing: [BundleFormat.SectionKind: [UInt8]],
                         locales: BundleLocales) throws(CompilerError) -> [Section] {
        var leading = leading
        leading[.regionChecksums] = regionChecksums(of: leading)
        let sections = leadingSections.map { kind in
            guard let bytes = leading[kind] else { preconditionFailure("BundleWriter made no \(kind) section") }
            return Section(kind: kind, locale: BundleFormat.none32, bytes: bytes)
        } + payloads.enumerated().map { Section(kind: .localePayload, locale: UInt32($0), bytes: $1) }
            + trailingSections.compactMap { kind in trailing[kind].map { Section(kind: kind, locale: BundleFormat.none32, bytes: $0) } }
        for section in sections where UInt64(section.bytes.count) > BundleFormat.maximumSectionRawSize {
            let what = section.kind == .localePayload ? "the messages of locale \(locales.names[Int(section.locale)])" : "the \(section.kind) section"
            throw CompilerError(.packing, "\(what) take \(section.bytes.count) bytes, more than the \(BundleFormat.maximumSectionRawSize >> 20) MiB a bundle section may hold; split the catalog into several bundles")
        }
        return sections
    }

    /// The region checksums section of `sections`, its checksums zero: one
    /// u64 per region of each region-checked section.
    private static func regionChecksums(of sections: [BundleFormat.SectionKind: [UInt8]]) -> [UInt8] {
        let count = BundleChecksum.regionCheckedKinds.reduce(0) {
            $0 + BundleChecksum.regionCount(length: sections[$1]?.count ?? 0)
        }
        return [UInt8](repeating: 0, count: count * 8)
    }

    /// The bundle's bytes: `sections` laid out behind the header and the
    /// section table, then every checksum filled in by ``BundleSealer``.
    static func sealedBundle(sections: [Section], keyCount: Int, localeCount: Int, sourceLocale: Int,
                             cldrVersion: StringReference, minorVersion: UInt16) -> [UInt8] {
        var bytes = layOut(sections: sections, keyCount: keyCount, localeCount: localeCount,
                           sourceLocale: sourceLocale, cldrVersion: cldrVersion, minorVersion: minorVersion)
        BundleSealer.reseal(&bytes)
        return bytes
    }

    /// The header, the section table and the sections, every checksum zero.
    private static func layOut(sections: [Section], keyCount: Int, localeCount: Int, sourceLocale: Int,
                               cldrVersion: StringReference, minorVersion: UInt16) -> [UInt8] {
        let tableOffset = BundleFormat.headerSize
        var offset = tableOffset + sections.count * BundleFormat.sectionEntrySize
        // The bytes go in `filePlacement` order, the table keeps the sections' order.
        let placed = sections.indices.sorted {
            (filePlacement(sections[$0].kind), $0) < (filePlacement(sections[$1].kind), $1)
        }
        var offsets = [Int](repeating: 0, count: sections.count)
        var body: [UInt8] = []
        for i in placed {
            while offset % 8 != 0 { offset += 1; body.append(0) }
            offsets[i] = offset
            body += sections[i].bytes
            offset += sections[i].bytes.count
        }
        var table: [UInt8] = []
        for (i, s) in sections.enumerated() {
            let field = BundleFormat.SectionEntryField.self
            var entry = ByteWriter(zeros: BundleFormat.sectionEntrySize)
            entry.set(u32: s.kind.rawValue, at: field.kind)
            entry.set(u32: s.locale, at: field.locale)
            entry.set(u64: UInt64(offsets[i]), at: field.offset)
            entry.set(u64: UInt64(s.bytes.count), at: field.storedLength)
            entry.set(u64: UInt64(s.bytes.count), at: field.rawLength)
            table += entry.bytes
        }
        var header = ByteWriter(zeros: BundleFormat.headerSize)
        let H = BundleFormat.Header.self
        header.set(u64: BundleFormat.magic, at: H.magic)
        header.set(u16: BundleFormat.majorVersion, at: H.majorVersion)
        header.set(u16: minorVersion, at: H.minorVersion)
        header.set(u32: UInt32(BundleFormat.headerSize), at: H.headerSize)
        header.set(u32: UInt32(sections.count), at: H.sectionCount)
        header.set(u32: UInt32(tableOffset), at: H.sectionTableOffset)
        header.set(u64: UInt64(BundleFormat.headerSize + table.count + body.count), at: H.fileSize)
        header.set(u32: UInt32(keyCount), at: H.keyCount)
        header.set(u32: UInt32(localeCount), at: H.localeCount)
        header.set(u32: UInt32(sourceLocale), at: H.sourceLocale)
        header.set(u32: cldrVersion.offset, at: H.cldrVersionOffset)
        header.set(u32: cldrVersion.length, at: H.cldrVersionLength)
        return header.bytes + table + body
    }

    /// Where a section's bytes go in the file, first to last: what opening
    /// reads (the locales, aliases, region checksums, fingerprint and table
    /// runs, then
    /// the dictionary a first compressed chunk needs and the strings, whose
    /// first region holds the locale names), right after the section table,
    /// so that it shares the file's first pages and a first render maps
    /// fewer of them (`Specs/bundle-format.md`, "Section table").
    static func filePlacement(_ kind: BundleFormat.SectionKind) -> Int {
        switch kind {
        case .locales: 0
        case .localeAliases: 1
        case .regionChecksums: 2
        case .keyTableFingerprint: 3
        case .tableRuns: 4
        case .dictionary: 5
        case .strings: 6
        case .keyIndex: 7
        case .keys: 8
        case .localePayload: 9
        case .argumentNames: 10
        // Added by the signer, after everything the writer places.
        case .signature: 11
        }
    }
}
