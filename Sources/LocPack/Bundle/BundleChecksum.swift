/// The bundle's checksums (`Specs/bundle-format.md`, "Checksums"), the one
/// definition the writer, the sealer and the reader all use.
package enum BundleChecksum {
    /// How a bundle's checksums hash: formats 2.0 to 2.2 one word at a
    /// time (``StableHash/hash(_:seed:)``), 2.3 on four words at a time
    /// (``StableHash/wideHash(_:seed:)``, about four times as fast on the
    /// chunks and payload heads a first render verifies).
    package enum Algorithm: Sendable, Equatable {
        /// ``StableHash/hash(_:seed:)``: formats 2.0 to 2.2.
        case serial
        /// ``StableHash/wideHash(_:seed:)``: format 2.3 on.
        case wide

        /// The algorithm of a bundle of format 2.`minorVersion`.
        public init(minorVersion: UInt16) {
            self = minorVersion >= BundleFormat.wideChecksumMinorVersion ? .wide : .serial
        }

        /// The algorithm of the bundles this writer produces.
        public static let current = Algorithm(minorVersion: BundleFormat.minorVersion)

        /// `bytes` hashed this way, chained onto `seed`.
        @inline(__always)
        func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
            switch self {
            case .serial: StableHash.hash(bytes, seed: seed)
            case .wide: StableHash.wideHash(bytes, seed: seed)
            }
        }
    }

    /// The checksum of stored bytes: a whole section (locales, aliases,
    /// dictionary, region checksums), a locale payload's head, a message
    /// chunk, one region of the strings, keys or key index section, or a
    /// run of region checksums as stored.
    public static func section(_ stored: UnsafeRawBufferPointer, _ algorithm: Algorithm) -> UInt64 {
        algorithm.hash(stored)
    }

    /// The header checksum: over the header fields before
    /// `Header.checksum`, continued over the section table.
    public static func header(fieldsBeforeChecksum: UnsafeRawBufferPointer, sectionTable: UnsafeRawBufferPointer,
                              _ algorithm: Algorithm) -> UInt64 {
        algorithm.hash(sectionTable, seed: algorithm.hash(fieldsBeforeChecksum))
    }

    /// The checksum of a locale's plural rule programs and number symbols
    /// record (format 2.15 on, where they lie in the strings section; its
    /// payload head holds it): the three as stored, hashed one after the
    /// other. A first render verifies its locale's tables with it, not the
    /// 4 KiB strings regions they lie in.
    public static func localeTables(cardinal: UnsafeRawBufferPointer, ordinal: UnsafeRawBufferPointer,
                                    symbols: UnsafeRawBufferPointer, _ algorithm: Algorithm) -> UInt64 {
        algorithm.hash(symbols, seed: algorithm.hash(ordinal, seed: algorithm.hash(cardinal)))
    }

    /// How many ``BundleFormat/regionSize``-byte regions a section of
    /// `length` bytes is verified in (the last one may be shorter).
    public static func regionCount(length: Int) -> Int {
        (length + BundleFormat.regionSize - 1) / BundleFormat.regionSize
    }

    /// The section kinds verified region by region, in the order their
    /// region checksums follow each other in the region checksum section.
    public static let regionCheckedKinds: [BundleFormat.SectionKind] = [.strings, .keys, .keyIndex]
}
