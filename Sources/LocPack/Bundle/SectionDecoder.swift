import CZstd

/// Turns a stored section into its raw bytes: in place when it is stored
/// uncompressed, or into one new buffer when it is a zstd frame.
enum SectionDecoder {
    /// Decodes `entry`. For compressed sections the returned buffer is owned
    /// by the caller (deallocate it); for stored ones it is `nil` and the view
    /// points into the file.
    static func decode(_ entry: SectionEntry, in file: ByteView, dictionary: ByteView?,
                       path: String) throws(CatalogError) -> (view: ByteView, owned: UnsafeMutableRawPointer?) {
        guard let stored = file.slice(offset: entry.offset, length: entry.storedLength) else {
            throw CatalogError(.corrupt, "\(path): a locale section lies outside the file")
        }
        guard BundleChecksum.section(stored.buffer) == entry.checksum else {
            throw CatalogError(.checksumMismatch, "\(path): checksum mismatch in the locale section at offset \(entry.offset)")
        }
        if entry.compression == .none { return (stored, nil) }

        guard BundleFormat.plausibleCompression(rawLength: entry.rawLength, storedLength: entry.storedLength) else {
            throw CatalogError(.decompression, "\(path): the locale section at offset \(entry.offset) claims \(entry.rawLength) bytes from \(entry.storedLength) stored (more than \(BundleFormat.maximumCompressionRatio)× compression)")
        }
        let declared = ZSTD_getFrameContentSize(stored.base, stored.count)
        guard declared == UInt64(entry.rawLength) else {
            throw CatalogError(.decompression, "\(path): the zstd frame at offset \(entry.offset) declares \(declared) bytes, the section table \(entry.rawLength)")
        }
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: max(entry.rawLength, 1), alignment: 16)
        guard let context = ZSTD_createDCtx() else {
            buffer.deallocate()
            throw CatalogError(.decompression, "\(path): zstd could not create a decompression context")
        }
        defer { ZSTD_freeDCtx(context) }
        let written: Int
        if entry.compression == .zstdDictionary, let dictionary {
            written = ZSTD_decompress_usingDict(context, buffer, entry.rawLength, stored.base, stored.count,
                                                dictionary.base, dictionary.count)
        } else {
            written = ZSTD_decompressDCtx(context, buffer, entry.rawLength, stored.base, stored.count)
        }
        guard ZSTD_isError(written) == 0, written == entry.rawLength else {
            buffer.deallocate()
            let reason = ZSTD_isError(written) != 0 ? String(cString: ZSTD_getErrorName(written)) : "short output"
            throw CatalogError(.decompression, "\(path): cannot decompress the locale section at offset \(entry.offset): \(reason)")
        }
        return (ByteView(base: UnsafeRawPointer(buffer), count: entry.rawLength), buffer)
    }
}
