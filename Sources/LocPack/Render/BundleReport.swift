/// A description of an opened bundle, for `locpack inspect` and tools.
public struct BundleReport: Sendable {
    /// One locale and its fallback chain.
    public struct Locale: Sendable {
        /// The locale identifier.
        public let identifier: String
        /// The fallback chain, the locale first.
        public let chain: [String]
    }
    /// One section of the file.
    public struct Section: Sendable {
        /// What the section holds.
        public let kind: String
        /// The locale of a payload section.
        public let locale: String?
        /// Bytes in the file.
        public let storedSize: Int
        /// Bytes once decompressed.
        public let rawSize: Int
        /// `none`, `zstd` or `zstd+dictionary`.
        public let compression: String
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
            case nil: kind = "unknown(\(entry.kind))"
            }
            let compression: String
            switch entry.compression {
            case .none: compression = "none"
            case .zstd: compression = "zstd"
            case .zstdDictionary: compression = "zstd+dictionary"
            }
            let locale = entry.kind == BundleFormat.SectionKind.localePayload.rawValue && Int(entry.locale) < names.count
                ? names[Int(entry.locale)] : nil
            return BundleReport.Section(kind: kind, locale: locale, storedSize: entry.storedLength,
                                        rawSize: entry.rawLength, compression: compression)
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
