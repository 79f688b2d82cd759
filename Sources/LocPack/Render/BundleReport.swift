/// A description of an opened bundle, for `locpack inspect` and tools.
public struct BundleReport: Sendable {
    /// One locale and its fallback chain.
    public struct Locale: Sendable {
        /// The locale identifier.
        public let identifier: String
        /// The fallback chain, the locale first.
        public let chain: [String]
        /// Whether it is a pseudo-locale (`en-XA`, `ar-XB`; ``LocaleIdentifier/isPseudoLocale(_:)``).
        public var isPseudoLocale: Bool { LocaleIdentifier.isPseudoLocale(identifier) }
    }
    /// One section of the file.
    public struct Section: Sendable {
        /// What the section holds.
        public let kind: String
        /// The locale of a payload section.
        public let locale: String?
        /// Bytes in the file.
        public let storedSize: Int
        /// Bytes once decompressed (for a locale: its head and every message chunk).
        public let rawSize: Int
        /// `none`, `zstd` or `zstd+dictionary`; for a locale, how its message
        /// chunks are stored (`mixed` when not all alike).
        public let compression: String
        /// For a locale: its message chunks (0 for other sections, or when the
        /// locale's head is corrupt).
        public let chunkCount: Int
    }
    /// `major.minor`.
    public let formatVersion: String
    /// The CLDR release of the plural rules and number symbols.
    public let cldrVersion: String
    /// The source language.
    public let sourceLocale: String
    /// Number of keys.
    public let keyCount: Int
    /// Locales with their chains.
    public let locales: [Locale]
    /// Sections in file order.
    public let sections: [Section]
}

extension Catalog {
    /// Describes the bundle.
    public var report: BundleReport {
        let names = locales
        let sections = layout.sections.map { entry -> BundleReport.Section in
            let kind: String
            switch BundleFormat.SectionKind(rawValue: entry.kind) {
            case .strings: kind = "strings"
            case .keys: kind = "keys"
            case .keyIndex: kind = "key index"
            case .locales: kind = "locales"
            case .localeAliases: kind = "locale aliases"
            case .dictionary: kind = "dictionary"
            case .localePayload: kind = "locale"
            case .regionChecksums: kind = "region checksums"
            case .keyTableFingerprint: kind = "key table fingerprint"
            case .argumentNames: kind = "argument names"
            case .signature: kind = "signature"
            case .tableRuns: kind = "table runs"
            case nil: kind = "unknown(\(entry.kind))"
            }
            func name(_ compression: BundleFormat.Compression) -> String {
                switch compression {
                case .none: "none"
                case .zstd: "zstd"
                case .zstdDictionary: "zstd+dictionary"
                }
            }
            let isPayload = entry.kind == BundleFormat.SectionKind.localePayload.rawValue && Int(entry.locale) < names.count
            guard isPayload, let payload = payload(ofLocale: Int(entry.locale)) else {
                return BundleReport.Section(kind: kind, locale: nil, storedSize: entry.storedLength,
                                            rawSize: entry.rawLength, compression: name(entry.compression), chunkCount: 0)
            }
            let chunks = 0..<payload.pointee.chunkCount
            let methods = Set(chunks.map { name(payload.pointee.compression(ofChunk: $0)) })
            let raw = payload.pointee.chunkData.base.map { $0 - layout.file.base.unsafelyUnwrapped } ?? 0
            return BundleReport.Section(
                kind: kind, locale: names[Int(entry.locale)], storedSize: entry.storedLength,
                rawSize: raw - entry.offset + chunks.reduce(0) { $0 + payload.pointee.rawLength(ofChunk: $1) },
                compression: methods.count == 1 ? methods.first! : methods.isEmpty ? "none" : "mixed",
                chunkCount: chunks.count)
        }
        return BundleReport(
            formatVersion: formatVersion, cldrVersion: cldrVersion, sourceLocale: identifier(of: sourceLocale),
            keyCount: keyCount,
            locales: (0..<names.count).map { i in
                BundleReport.Locale(identifier: names[i], chain: fallbackChain(of: LocaleHandle(index: i)).map { names[$0.index] })
            },
            sections: sections)
    }
}
