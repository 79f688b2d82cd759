#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CBundleGuard

/// The bytes of one opened bundle: a read-only memory mapping of the file
/// kept intact by a ``CBundleGuard`` lease (`Specs/guarantees.md`, "A
/// bundle overwritten in place"), a private copy of the file where no lease
/// can be had, or a private copy of bytes handed over in memory. Unmapped or
/// freed when the last reference (the catalog, or a render still using it)
/// goes away.
final class BundleStorage: @unchecked Sendable {
    let base: UnsafeRawPointer
    let count: Int
    /// The guard of a mapping; -1 for private memory.
    private let guardHandle: Int32

    /// Maps the file at `path` under a lease, or reads it into private memory
    /// when no lease can be had. Either way, the file being overwritten later
    /// never changes (or unmaps) the bytes this storage holds.
    init(mapping path: String) throws(CatalogError) {
        var address: UnsafeRawPointer?
        var size = 0
        let handle = locpack_bundle_guard_map(path, &address, &size)
        if handle >= 0 {
            guard size >= BundleFormat.headerSize, let address else {
                locpack_bundle_guard_unmap(handle)
                throw Self.tooShort(path, size)
            }
            base = address
            count = size
            guardHandle = handle
            return
        }
        let bytes = try Self.readWhole(path)
        guard bytes.count >= BundleFormat.headerSize else {
            bytes.deallocate()
            throw Self.tooShort(path, bytes.count)
        }
        base = UnsafeRawPointer(bytes.baseAddress!)
        count = bytes.count
        guardHandle = -1
    }

    /// Whether a write to the file made the guard copy the mapping into
    /// private memory (for tests and diagnostics).
    var wasCopiedBeforeAWrite: Bool { guardHandle >= 0 && locpack_bundle_guard_was_copied(guardHandle) != 0 }

    /// Whether the bytes are a mapping of the file kept under a lease (false:
    /// a private copy).
    var isGuardedMapping: Bool { guardHandle >= 0 }

    private static func tooShort(_ path: String, _ size: Int) -> CatalogError {
        CatalogError(.notABundle, "\(path): \(size) bytes is too short for a LocPack bundle (the header alone is \(BundleFormat.headerSize))")
    }

    /// The whole file, read with `read(2)` (never mapped, so a writer
    /// shrinking it meanwhile cannot fault the reader; what was read is
    /// then checked like any bundle). At least one byte is allocated.
    private static func readWhole(_ path: String) throws(CatalogError) -> UnsafeMutableRawBufferPointer {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw CatalogError(.io, "\(path): cannot open: \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw CatalogError(.io, "\(path): cannot stat: \(String(cString: strerror(errno)))")
        }
        let capacity = max(Int(info.st_size), 1)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
        var filled = 0
        while filled < Int(info.st_size) {
            let got = read(fd, buffer.baseAddress! + filled, Int(info.st_size) - filled)
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else {
                let reason = String(cString: strerror(errno))
                buffer.deallocate()
                throw CatalogError(.io, "\(path): cannot read: \(reason)")
            }
            if got == 0 { break }  // the file shrank meanwhile: the bundle's checks will say so
            filled += got
        }
        return UnsafeMutableRawBufferPointer(rebasing: buffer[0..<filled])
    }

    /// Copies `bytes` into storage owned by the catalog.
    init(copying bytes: UnsafeRawBufferPointer) {
        let copy = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        if let src = bytes.baseAddress, bytes.count > 0 { copy.copyMemory(from: src, byteCount: bytes.count) }
        base = UnsafeRawPointer(copy)
        count = bytes.count
        guardHandle = -1
    }

    deinit {
        if guardHandle >= 0 {
            locpack_bundle_guard_unmap(guardHandle)
        } else {
            UnsafeMutableRawPointer(mutating: base).deallocate()
        }
    }

    var view: ByteView { ByteView(base: base, count: count) }
}
