import Foundation

/// A bundle file on a local or shared file system, as a ``BundleOrigin``
/// (`file://` URLs): a version is the file's inode, size and modification
/// time, so "unchanged" costs one `stat`.
public struct FileBundleOrigin: BundleOrigin {
    /// The file.
    public let path: String

    /// The origin for the file at `path`.
    public init(path: String) { self.path = path }

    /// The file's URL.
    public var description: String { URL(fileURLWithPath: path).absoluteString }

    /// Copies the file into `download`, unless its version is `validators`' entity tag.
    public func fetch(unlessMatching validators: OriginValidators, into download: BundleDownload) throws(BundleOriginError) -> OriginAnswer {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw BundleOriginError("\(path): cannot be read: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw BundleOriginError("\(path): cannot be read: \(String(cString: strerror(errno)))") }
        #if canImport(Darwin)
        let modified = (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
        #else
        let modified = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        #endif
        let tag = "\(info.st_ino)-\(info.st_size)-\(modified.0).\(modified.1)"
        if validators.entityTag == tag { return .notModified }
        try download.checkSize(Int(info.st_size))
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 8)
        defer { chunk.deallocate() }
        while true {
            let count = read(descriptor, chunk.baseAddress!, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw BundleOriginError("\(path): cannot be read: \(String(cString: strerror(errno)))") }
            if count == 0 { break }
            try download.write(UnsafeRawBufferPointer(rebasing: chunk[..<count]))
        }
        return .downloaded(OriginValidators(entityTag: tag))
    }
}
