#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of one opened bundle: a read-only memory mapping of the file,
/// or a private copy of bytes handed over in memory. Unmapped or freed when
/// the last reference (the catalog, or a render still using it) goes away.
final class BundleStorage: @unchecked Sendable {
    let base: UnsafeRawPointer
    let count: Int
    private let isMapped: Bool

    /// Maps the file at `path` read-only.
    init(mapping path: String) throws(CatalogError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw CatalogError(.io, "\(path): cannot open: \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw CatalogError(.io, "\(path): cannot stat: \(String(cString: strerror(errno)))")
        }
        let size = Int(info.st_size)
        guard size >= BundleFormat.headerSize else {
            throw CatalogError(.notABundle, "\(path): \(size) bytes is too short for a LocPack bundle (the header alone is \(BundleFormat.headerSize))")
        }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else {
            throw CatalogError(.io, "\(path): cannot map: \(String(cString: strerror(errno)))")
        }
        base = UnsafeRawPointer(address)
        count = size
        isMapped = true
    }

    /// Copies `bytes` into storage owned by the catalog.
    init(copying bytes: UnsafeRawBufferPointer) {
        let copy = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        if let src = bytes.baseAddress, bytes.count > 0 { copy.copyMemory(from: src, byteCount: bytes.count) }
        base = UnsafeRawPointer(copy)
        count = bytes.count
        isMapped = false
    }

    deinit {
        if isMapped {
            munmap(UnsafeMutableRawPointer(mutating: base), count)
        } else {
            UnsafeMutableRawPointer(mutating: base).deallocate()
        }
    }

    var view: ByteView { ByteView(base: base, count: count) }
}
