/// One row of a bundle's section table (`Specs/bundle-format.md`, "Section table").
@usableFromInline
struct SectionEntry: Sendable {
    let kind: UInt32
    let locale: UInt32
    let offset: Int
    let storedLength: Int
    let rawLength: Int
    let compression: BundleFormat.Compression
    let checksum: UInt64

    /// Reads and range-checks entry `index` of the table at `tableOffset`.
    init(reading file: ByteView, tableOffset: Int, index: Int, path: String) throws(CatalogError) {
        let at = tableOffset + index * BundleFormat.sectionEntrySize
        typealias F = BundleFormat.SectionEntryField
        guard let kind = file.u32(at + F.kind), let locale = file.u32(at + F.locale), let offset = file.u64(at + F.offset),
              let stored = file.u64(at + F.storedLength), let raw = file.u64(at + F.rawLength),
              let compression = file.u32(at + F.compression), let checksum = file.u64(at + F.checksum)
        else { throw CatalogError(.corrupt, "\(path): section table entry \(index) lies outside the file") }
        guard let method = BundleFormat.Compression(rawValue: compression) else {
            throw CatalogError(.corrupt, "\(path): section \(index) has unknown compression \(compression)")
        }
        guard offset <= UInt64(file.count), stored <= UInt64(file.count) - offset else {
            throw CatalogError(.corrupt, "\(path): section \(index) (offset \(offset), \(stored) bytes) runs past the end of the \(file.count)-byte file")
        }
        guard raw <= BundleFormat.maximumSectionRawSize else {
            throw CatalogError(.corrupt, "\(path): section \(index) claims \(raw) bytes, more than the \(BundleFormat.maximumSectionRawSize)-byte limit")
        }
        if method == .none && raw != stored {
            throw CatalogError(.corrupt, "\(path): uncompressed section \(index) has raw size \(raw) but stored size \(stored)")
        }
        self.kind = kind
        self.locale = locale
        self.offset = Int(offset)
        self.storedLength = Int(stored)
        self.rawLength = Int(raw)
        self.compression = method
        self.checksum = checksum
    }

    /// Whether the stored bytes hash to the recorded checksum.
    func checksumMatches(in file: ByteView, _ algorithm: BundleChecksum.Algorithm) -> Bool {
        guard let bytes = file.slice(offset: offset, length: storedLength) else { return false }
        return BundleChecksum.section(bytes.buffer, algorithm) == checksum
    }
}
