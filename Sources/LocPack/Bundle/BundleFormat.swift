/// The constants of the `.locpack` file format, version 2.
///
/// `Specs/bundle-format.md` is the normative description; the writer in
/// `LocPackCompiler` and the reader here both use these names, so the two
/// cannot drift apart.
package enum BundleFormat {
    /// The eight bytes every bundle starts with: `LOCPACK` and a NUL.
    public static let magic: UInt64 = 0x004B_4341_5043_4F4C  // "LOCPACK\0" little-endian
    /// The major version this reader understands. A bundle with a larger
    /// major version is refused.
    public static let majorVersion: UInt16 = 2
    /// The minor version this writer produces, and the newest this reader
    /// reads: a newer minor may hold instructions this reader does not know
    /// (2.2 added the text-around instructions, 2.4 the value instruction,
    /// 2.5 rounding modes and percentages in decimal specs, and exact
    /// entries in plurals of texts, 2.6 texts around a decimal's digits and
    /// stripped integer fractions, 2.7 a currency chosen by an argument,
    /// 2.8 text specs that show any value or escape HTML, 2.9 numeric
    /// specs written unlocalized), checksums it cannot compute (2.3's
    /// four-lane hash) or a key index it cannot read (2.10's compact one),
    /// so it is refused. From 2.10 on the writer marks every bundle with
    /// its own minor: every bundle has the compact key index. 2.11 adds
    /// date patterns to value instructions, 2.12 list patterns, 2.13 the
    /// text-around-value and string-select instructions, 2.14 the keys
    /// section of text bounds and table runs, 2.15 the narrow key index
    /// of bundles with fewer than 65,535 keys and the locales' plural rules
    /// and number symbols in the strings section, 2.16 compressed message
    /// chunks that store each program's length where the raw chunk has its
    /// end, 2.17 message chunks that store a message of one run of text as
    /// its bytes alone, flagged in its end (``plainTextProgram``), 2.18
    /// number symbols records of their bytes alone, without fixed slots
    /// (``compactNumberSymbolsMinorVersion``), 2.19 the match instruction
    /// (MessageFormat 2's `.match` on a number, then a text, as one table)
    /// and plain values (``ProgramFormat/Value/plainFlag``).
    public static let minorVersion: UInt16 = 19
    /// The first minor version whose keys section holds text bounds, with a
    /// table runs section (``KeyTextLayout/bounds``), instead of 16-byte key
    /// records.
    public static let keyBoundsMinorVersion: UInt16 = 14
    /// The first minor version whose key index is compact
    /// (``KeyIndexLayout/compact``: 8-byte slots, any slot count).
    public static let compactKeyIndexMinorVersion: UInt16 = 10
    /// The first minor version whose key index is narrow when the bundle
    /// has at most ``narrowKeyIndexMaxKeys`` keys
    /// (``KeyIndexLayout/narrow``: 4-byte slots).
    public static let narrowKeyIndexMinorVersion: UInt16 = 15
    /// The most keys a narrow key index holds: its slots keep a key's id + 1
    /// in 16 bits.
    public static let narrowKeyIndexMaxKeys = 0xFFFE
    /// The first minor version whose locale payloads keep their plural
    /// rule programs and number symbols in the strings section, each stored
    /// once for every locale that has it, instead of in their heads.
    public static let localeTablesInStringsMinorVersion: UInt16 = 15
    /// The first minor version whose compressed message chunks hold, in
    /// place of each key's end, its program's length (the absent flag
    /// kept): lengths repeat where ends only grow, so the frames are
    /// smaller. The reader turns them back into ends as it checks them.
    /// Uncompressed chunks, used in place, keep their ends.
    public static let lengthCodedChunksMinorVersion: UInt16 = 16
    /// The first minor version whose message chunks store a program that is
    /// one run of text as the text's bytes alone, without the text
    /// instruction's header, ``plainTextProgram`` set in its end (or
    /// length): the header repeated what the end says.
    public static let plainTextProgramsMinorVersion: UInt16 = 17
    /// The first minor version whose number symbols records are compact:
    /// each string its length byte and its bytes alone, then the fixed
    /// fields, with the record's length in the payload head
    /// (``Payload/numberSymbolsLength``) — about 20 bytes where the
    /// 96-byte record of fixed slots was mostly zeros.
    public static let compactNumberSymbolsMinorVersion: UInt16 = 18
    /// The first minor version whose checksums are four-lane
    /// (``BundleChecksum/Algorithm/wide``).
    public static let wideChecksumMinorVersion: UInt16 = 3
    /// Size of the fixed header in bytes.
    public static let headerSize = 64
    /// Size of one section table entry in bytes.
    public static let sectionEntrySize = 48
    /// Size of one locale record (``LocaleRecord``) in bytes.
    public static let localeRecordSize = 24
    /// Size of one element of the locales section's chain array (a u32
    /// locale index) in bytes.
    public static let chainElementSize = 4
    /// Size of one key record (``KeyRecord``) in bytes: the keys section of
    /// formats 2.0–2.13, and of 2.14 bundles whose keys repeat in several
    /// tables.
    public static let keyRecordSize = 16
    /// Size of one text bound in a keys section of text bounds (a u32
    /// offset in the strings section; format 2.14 on).
    public static let keyBoundSize = 4
    /// Size of one program end in a message chunk (a u32 before the
    /// program area, one per key).
    public static let programEndSize = 4
    /// Size of one table run (``TableRun``) in bytes.
    public static let tableRunSize = 12
    /// Size of the key index's header (``KeyIndexHeader``) in bytes.
    public static let keyIndexHeaderSize = 8
    /// Size of one key index slot (``KeyIndexSlot``) in bytes, by layout
    /// (``KeyIndexLayout/slotSize``): 16 before format 2.10.
    public static let wideKeyIndexSlotSize = 16
    /// 8 from format 2.10 on.
    public static let compactKeyIndexSlotSize = 8
    /// 4 from format 2.15 on, in bundles of at most
    /// ``narrowKeyIndexMaxKeys`` keys.
    public static let narrowKeyIndexSlotSize = 4
    /// Size of one locale alias record (``AliasRecord``) in bytes.
    public static let aliasRecordSize = 12
    /// Size of the argument names section's header (a u32 record count and
    /// a reserved u32) in bytes.
    public static let argumentNamesHeaderSize = 8
    /// Size of one key's record in the argument names section
    /// (``ArgumentNamesRecord``) in bytes.
    public static let argumentNamesRecordSize = 12
    /// Size of one argument name (a ``StringReference``) in bytes.
    public static let argumentNameSize = 8
    /// Size of a locale payload's header in bytes.
    public static let payloadHeaderSize = 48
    /// Size of one record of a locale payload's chunk directory
    /// (``ChunkRecord``) in bytes.
    public static let chunkRecordSize = 24
    /// The size of the regions the strings, keys and key index sections are
    /// verified in, one region on its first read.
    public static let regionSize = 4096
    /// The most keys one message chunk may hold.
    public static let maximumKeysPerChunk = 1 << 16
    /// Size of a number symbols record of fixed slots (before format 2.18)
    /// in bytes, and the most a compact record (2.18 on) may take.
    public static let numberSymbolsRecordSize = 96
    /// Where a number symbols record's fields lie (`Specs/bundle-format.md`,
    /// "Number symbols"): five short strings, then the zero digit and the
    /// grouping sizes; the rest of the record is zero. These are the
    /// offsets of the record of fixed slots (before format 2.18); a compact
    /// record (2.18 on) has the same fields in the same order, each string
    /// taking its length byte and its bytes alone, so its fixed fields
    /// start where its strings end (``compactFixedFieldsSize`` bytes of
    /// them, then the percent affix's bytes).
    package enum NumberSymbolsField {
        /// The short strings' slots, in this order: decimal separator,
        /// grouping separator, minus sign, plus sign, exponent symbol. A
        /// slot is a length byte, then up to ``maximumStringLength`` UTF-8 bytes.
        package static let strings = 0, stringSlotSize = 16, stringCount = 5
        /// The longest short string a slot holds.
        package static let maximumStringLength = stringSlotSize - 1
        /// The u32 scalar value of the zero digit (the other nine follow it).
        package static let zeroDigit = strings + stringCount * stringSlotSize
        /// The u8 primary and secondary grouping sizes and the u8 minimum
        /// grouping digits.
        package static let primaryGroupingSize = zeroDigit + 4, secondaryGroupingSize = zeroDigit + 5,
                           minimumGroupingDigits = zeroDigit + 6
        /// u8: bit 0 set when the percent sign goes before the number.
        package static let percentFlags = zeroDigit + 7
        /// u8 length, then up to ``maximumPercentAffixLength`` UTF-8 bytes:
        /// the percent sign with its space. Length 0 (a record written
        /// before percentages) means `%` after the number.
        package static let percentAffix = zeroDigit + 8
        /// The longest percent affix a record holds: the rest of the record.
        package static let maximumPercentAffixLength = 96 - (percentAffix + 1)
        /// A compact record's bytes from the zero digit to the percent
        /// affix's length byte, inclusive: u32 zero digit, u8 primary and
        /// secondary grouping sizes, u8 minimum grouping digits, u8 percent
        /// flags, u8 percent affix length.
        package static let compactFixedFieldsSize = percentAffix + 1 - zeroDigit
    }
    /// Marks "no value" in 32-bit offset fields (an absent program, no locale).
    public static let none32: UInt32 = 0xFFFF_FFFF
    /// The deepest nesting of choices a program may have.
    public static let maximumNesting = 16
    /// The largest raw size a section may claim (256 MiB): a larger claim is
    /// refused before anything is allocated.
    public static let maximumSectionRawSize: UInt64 = 256 << 20
    /// The largest ratio of raw to stored size a compressed section may claim.
    /// A frame that claims more (a few bytes declaring megabytes) is refused
    /// before its buffer is allocated; the writer stores such a section
    /// uncompressed instead, so it never writes what a reader refuses.
    public static let maximumCompressionRatio = 1024

    /// Whether a compressed section of `storedLength` bytes may claim `rawLength`.
    @inlinable
    public static func plausibleCompression(rawLength: Int, storedLength: Int) -> Bool {
        rawLength / maximumCompressionRatio <= storedLength
    }
    /// The table a key belongs to when none is named.
    public static let defaultTable = "Localizable"

    /// What a section holds.
    public enum SectionKind: UInt32, Sendable {
        /// UTF-8 strings referenced by offset and length (keys, locale names, …).
        case strings = 1
        /// Where each key's text lies: one 16-byte record per key id
        /// (formats 2.0–2.13), or K + 1 text bounds (2.14 on).
        case keys = 2
        /// Open-addressing hash table from key hash to key id.
        case keyIndex = 3
        /// One 24-byte record per locale, then the fallback chains.
        case locales = 4
        /// Sorted 12-byte records mapping other locale spellings to locales.
        case localeAliases = 5
        /// The zstd dictionary the payloads were compressed with.
        case dictionary = 6
        /// One locale's plural rules, number symbols and message chunks.
        case localePayload = 7
        /// The checksums of the regions of the strings, keys and key index sections.
        case regionChecksums = 8
        /// Eight bytes: the fingerprint of the key table (format 2.1), which
        /// generated accessors compare before trusting their key ids.
        case keyTableFingerprint = 9
        /// The names of each key's arguments, for renders by name: optional,
        /// after the locale payloads; readers before it ignore it.
        case argumentNames = 10
        /// The bundle's Ed25519 signature (`LocPackFleet`): optional, last;
        /// the runtime reads nothing of it.
        case signature = 11
        /// The table of each run of key ids: 12-byte records (format 2.14
        /// on), hashed whole and checked at open.
        case tableRuns = 12
    }

    /// How a section's bytes are stored.
    public enum Compression: UInt32, Sendable {
        /// Stored as is; used in place from the mapping.
        case none = 0
        /// One zstd frame.
        case zstd = 1
        /// One zstd frame compressed with the bundle's dictionary.
        case zstdDictionary = 2
    }

    /// Byte offsets of the header fields.
    public enum Header {
        public static let magic = 0
        public static let majorVersion = 8
        public static let minorVersion = 10
        public static let headerSize = 12
        public static let sectionCount = 16
        public static let sectionTableOffset = 20
        public static let fileSize = 24
        public static let keyCount = 32
        public static let localeCount = 36
        public static let sourceLocale = 40
        public static let cldrVersionOffset = 44
        public static let cldrVersionLength = 48
        public static let flags = 52
        public static let checksum = 56
    }

    /// Byte offsets of the fields of one section table entry
    /// (``sectionEntrySize`` bytes; the four bytes after `compression` are zero).
    public enum SectionEntryField {
        public static let kind = 0
        public static let locale = 4
        public static let offset = 8
        public static let storedLength = 16
        public static let rawLength = 24
        public static let compression = 32
        public static let checksum = 40
    }

    /// Byte offsets of the fields of one key record (``keyRecordSize``
    /// bytes, read and written by ``KeyRecord``).
    public enum KeyField {
        /// u32 offset and u32 length of the key's text in the strings section.
        public static let textOffset = 0, textLength = 4
        /// u32 offset and u32 length of the key's table name in the strings section.
        public static let tableOffset = 8, tableLength = 12
    }

    /// Byte offsets of the fields of one table run (``tableRunSize`` bytes,
    /// read and written by ``TableRun``).
    public enum TableRunField {
        /// u32: the id of the run's first key.
        public static let firstKey = 0
        /// u32 offset and u32 length of the run's table name in the strings section.
        public static let nameOffset = 4, nameLength = 8
    }

    /// Byte offsets of the fields of the key index's header
    /// (``keyIndexHeaderSize`` bytes, read and written by ``KeyIndexHeader``;
    /// the four bytes after `slotCount` are zero).
    public enum KeyIndexHeaderField {
        /// u32: the number of slots that follow the header (a power of two
        /// before format 2.10).
        public static let slotCount = 0
    }

    /// Byte offsets of the fields of one key index slot before format
    /// 2.10 (``wideKeyIndexSlotSize`` bytes, read and written by
    /// ``KeyIndexSlot``; the four bytes after `keyIDPlusOne` are zero).
    public enum WideKeyIndexSlotField {
        /// u64: the key's hash.
        public static let hash = 0
        /// u32: the key's id + 1, or 0 for an empty slot.
        public static let keyIDPlusOne = 8
    }

    /// Byte offsets of the fields of one key index slot from format 2.10
    /// on (``compactKeyIndexSlotSize`` bytes, read and written by
    /// ``KeyIndexSlot``).
    public enum CompactKeyIndexSlotField {
        /// u32: the key's hash shifted right by 32 bits.
        public static let hashHigh = 0
        /// u32: the key's id + 1, or 0 for an empty slot.
        public static let keyIDPlusOne = 4
    }

    /// Byte offsets of the fields of one narrow key index slot, from
    /// format 2.15 on in bundles of at most ``narrowKeyIndexMaxKeys`` keys
    /// (``narrowKeyIndexSlotSize`` bytes, read and written by
    /// ``KeyIndexSlot``).
    public enum NarrowKeyIndexSlotField {
        /// u16: the key's hash shifted right by 48 bits.
        public static let hashHigh = 0
        /// u16: the key's id + 1, or 0 for an empty slot.
        public static let keyIDPlusOne = 2
    }

    /// Byte offsets of the fields of one locale record
    /// (``localeRecordSize`` bytes, read and written by ``LocaleRecord``;
    /// the four bytes after `chainCount` are zero).
    public enum LocaleField {
        /// u32 offset and u32 length of the locale's name in the strings section.
        public static let nameOffset = 0, nameLength = 4
        /// u32: the index of the locale's payload section in the section table.
        public static let payloadSection = 8
        /// u32: the index, in the chain array after the records, of the
        /// first element of the locale's fallback chain.
        public static let chainStart = 12
        /// u32: the number of elements of the chain.
        public static let chainCount = 16
    }

    /// Byte offsets of the fields of one locale alias record
    /// (``aliasRecordSize`` bytes, read and written by ``AliasRecord``).
    public enum AliasField {
        /// u32 offset and u32 length of the alias in the strings section.
        public static let nameOffset = 0, nameLength = 4
        /// u32: the index of the locale the alias names.
        public static let locale = 8
    }

    /// Byte offsets in the argument names section
    /// (`Specs/bundle-format.md`, "Argument names").
    public enum ArgumentNamesField {
        /// u32 in the header: the number of key records.
        public static let recordCount = 0
        /// In a key record: u32 key id, u32 index of its first name, u32
        /// number of names (the key's argument slots).
        public static let keyID = 0, firstName = 4, nameCount = 8
        /// In a name: u32 offset and u32 length in the strings section
        /// (length 0: the argument has no name).
        public static let nameOffset = 0, nameLength = 4
    }

    /// Byte offsets of the fields of a locale payload header.
    public enum Payload {
        public static let magic: UInt32 = 0x324C_504C  // "LPL2"
        public static let keyCount = 4
        public static let keysPerChunk = 8
        public static let chunkCount = 12
        public static let chunkDirectory = 16
        /// The cardinal and ordinal rule programs and the number symbols
        /// record: offsets in the payload's head before format 2.15, in the
        /// strings section from 2.15 on (``localeTablesInStringsMinorVersion``).
        public static let cardinalRules = 20
        public static let cardinalRulesLength = 24
        public static let ordinalRules = 28
        public static let ordinalRulesLength = 32
        public static let numberSymbols = 36
        /// Format 2.18 on: u32, the number symbols record's length (a
        /// compact record, ``BundleFormat/compactNumberSymbolsMinorVersion``);
        /// reserved (zero) before, when the record is 96 bytes.
        public static let numberSymbolsLength = 44
        /// Where the chunk data starts: the end of the payload's head, which
        /// the section checksum covers.
        public static let chunkData = 40
        /// Format 2.15 on: a u64 right after the header, the checksum of the
        /// locale's rule programs and number symbols in the strings section
        /// (`BundleChecksum.localeTables`); the head is at least
        /// ``tablesChecksumEnd`` bytes long.
        public static let tablesChecksum = 48
        /// Where the tables checksum ends.
        public static let tablesChecksumEnd = 56
    }

    /// Byte offsets of the fields of one chunk directory record
    /// (``chunkRecordSize`` bytes, read and written by ``ChunkRecord``).
    public enum ChunkField {
        /// u32: the chunk's offset from the payload's chunk data.
        public static let offset = 0
        public static let storedLength = 4
        public static let rawLength = 8
        /// u32: a ``Compression`` value.
        public static let compression = 12
        /// u64: ``BundleChecksum/section(_:)`` of the stored bytes.
        public static let checksum = 16
    }

    /// Flag of a chunk's program end: the key has no program in this locale.
    public static let absentProgram: UInt32 = 0x8000_0000
    /// Flag of a chunk's program end (format 2.17 on,
    /// ``plainTextProgramsMinorVersion``): the key's bytes are its message's
    /// text itself, one run of text, with no instruction around them.
    public static let plainTextProgram: UInt32 = 0x4000_0000
    /// The flags of a chunk's program end; the rest is the end (or, in a
    /// compressed chunk's frame, the length).
    public static let programEndFlags: UInt32 = absentProgram | plainTextProgram
}
