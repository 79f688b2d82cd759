import Foundation

/// A bundle file on a local or shared file system, as a ``BundleOrigin``
/// (`file://` URLs): a version is the file's size, modification time and
/// inode, so "unchanged" costs one `stat`.
public struct FileBundleOrigin: BundleOrigin {
    /// The file.
    public let path: String

    /// The origin for the file at `path`.
    public init(path: String) { self.path = path }

    /// The file's URL.
    public var description: String { URL(fileURLWithPath: path).absoluteString }

    /// The file's bytes, unless its version is `validators`' entity tag.
    public func fetch(unlessMatching validators: OriginValidators, maximumSize: Int) throws(BundleOriginError) -> OriginResponse {
        guard let version = Self.version(of: path) else {
            throw BundleOriginError("\(path): cannot be read: \(String(cString: strerror(errno)))")
        }
        if validators.entityTag == version.tag { return .notModified }
        guard version.size <= maximumSize else {
            throw BundleOriginError("\(path): \(version.size) bytes is over the limit of \(maximumSize)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BundleOriginError("\(path): cannot be read")
        }
        guard data.count <= maximumSize else {
            throw BundleOriginError("\(path): \(data.count) bytes is over the limit of \(maximumSize)")
        }
        // The version seen before the read: a file replaced meanwhile is read again at the next poll.
        return .bundle([UInt8](data), OriginValidators(entityTag: version.tag))
    }

    private static func version(of path: String) -> (tag: String, size: Int)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
        #else
        let modified = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        #endif
        return ("\(info.st_ino)-\(info.st_size)-\(modified.0).\(modified.1)", Int(info.st_size))
    }
}
