import CZstd
import Synchronization

/// Turns the stored bytes of a message chunk into its raw bytes: in place
/// when it is stored uncompressed, or into one new buffer when it is a zstd
/// frame (with the bundle's dictionary, digested once on the first such
/// chunk). A compressed chunk must carry zstd's content checksum, which zstd
/// checks as it decodes: it covers the decoded bytes, so a damaged
/// dictionary shows there and the dictionary is not hashed before use
/// (``dictionaryIsIntact`` hashes it, for `validateAll()`).
///
/// Decompression contexts come from ``DecompressionContexts``: by default
/// the process's spare, so a context is made once a process, not once a
/// catalog.
final class ChunkDecoder: @unchecked Sendable {
    private let dictionary: ByteView?
    private let dictionaryChecksum: UInt64
    /// How the bundle's checksums hash.
    let algorithm: BundleChecksum.Algorithm
    /// The bundle's path, for messages.
    let path: String
    /// 0: not yet made; 1: the dictionary is corrupt or zstd refused it;
    /// otherwise the `ZSTD_DDict` pointer.
    private let digested = Atomic<Int>(0)
    /// Where decodes take a decompression context from and put it back.
    private let contexts: DecompressionContexts

    init(dictionary: ByteView?, checksum: UInt64, algorithm: BundleChecksum.Algorithm, path: String,
         contexts: DecompressionContexts = .shared) {
        self.dictionary = dictionary
        dictionaryChecksum = checksum
        self.algorithm = algorithm
        self.path = path
        self.contexts = contexts
    }

    deinit {
        let bits = digested.load(ordering: .acquiring)
        if bits > 1 { ZSTD_freeDDict(OpaquePointer(bitPattern: bits)) }
    }

    /// Decodes a chunk whose directory record says it is stored as
    /// `stored`, `rawLength` bytes once decoded, by `compression`, with
    /// `checksum`. The returned buffer is the caller's to deallocate (nil when
    /// the view points into the file).
    func decode(_ stored: ByteView, rawLength: Int, compression: BundleFormat.Compression, checksum: UInt64,
                what: @autoclosure () -> String) throws(CatalogError) -> (view: ByteView, owned: UnsafeMutableRawPointer?) {
        guard BundleChecksum.section(stored.buffer, algorithm) == checksum else {
            throw CatalogError(.checksumMismatch, "\(path): checksum mismatch in \(what())")
        }
        if compression == .none {
            guard rawLength == stored.count else {
                throw CatalogError(.corrupt, "\(path): \(what()) is stored uncompressed in \(stored.count) bytes but claims \(rawLength)")
            }
            return (stored, nil)
        }
        guard rawLength <= BundleFormat.maximumSectionRawSize,
              BundleFormat.plausibleCompression(rawLength: rawLength, storedLength: stored.count) else {
            throw CatalogError(.decompression, "\(path): \(what()) claims \(rawLength) bytes from \(stored.count) stored (more than \(BundleFormat.maximumCompressionRatio)× compression)")
        }
        // Frame header descriptor (after the 4-byte magic): bit 2 is the
        // content checksum flag.
        guard let descriptor = stored.u8(4), descriptor & 0x04 != 0 else {
            throw CatalogError(.corrupt, "\(path): the zstd frame of \(what()) carries no content checksum")
        }
        let declared = ZSTD_getFrameContentSize(stored.base, stored.count)
        guard declared == UInt64(rawLength) else {
            throw CatalogError(.decompression, "\(path): the zstd frame of \(what()) declares \(declared) bytes, the directory \(rawLength)")
        }
        var dictionaryHandle: OpaquePointer? = nil
        if compression == .zstdDictionary {
            guard let handle = digestedDictionary() else {
                throw CatalogError(.decompression, "\(path): the bundle has no zstd dictionary zstd accepts, so \(what()) cannot be decompressed")
            }
            dictionaryHandle = handle
        }
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: max(rawLength, 1), alignment: 16)
        guard let context = contexts.take() else {
            buffer.deallocate()
            throw CatalogError(.decompression, "\(path): zstd could not create a decompression context")
        }
        // zstd starts every frame afresh, so a context that failed on one
        // chunk decodes the next correctly.
        defer { contexts.putBack(context) }
        let written = dictionaryHandle.map { ZSTD_decompress_usingDDict(context, buffer, rawLength, stored.base, stored.count, $0) }
            ?? ZSTD_decompressDCtx(context, buffer, rawLength, stored.base, stored.count)
        guard ZSTD_isError(written) == 0, written == rawLength else {
            buffer.deallocate()
            let reason = ZSTD_isError(written) != 0 ? String(cString: ZSTD_getErrorName(written)) : "short output"
            throw CatalogError(.decompression, "\(path): cannot decompress \(what()): \(reason)")
        }
        return (ByteView(base: UnsafeRawPointer(buffer), count: rawLength), buffer)
    }

    /// Whether the bundle has no dictionary or one whose checksum holds.
    var dictionaryIsIntact: Bool {
        dictionary.map { BundleChecksum.section($0.buffer, algorithm) == dictionaryChecksum } ?? true
    }

    /// The dictionary digested for decompression, made on first use; nil
    /// when it is absent or zstd refuses it.
    private func digestedDictionary() -> OpaquePointer? {
        let bits = digested.publishOnce(make: {
            // By reference: the dictionary stays where it lies in the bundle,
            // which outlives this decoder (the catalog owns both).
            guard let dictionary, let handle = ZSTD_createDDict_byReference(dictionary.base, dictionary.count) else { return 1 }
            return Int(bitPattern: UnsafeRawPointer(handle))
        }, discard: { made in
            if made > 1 { ZSTD_freeDDict(OpaquePointer(bitPattern: made)) }
        })
        return bits > 1 ? OpaquePointer(bitPattern: bits) : nil
    }
}
