#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What identifies one version of a file: device, inode, size and
/// modification and change times. Replacing a file by rename (the way
/// `locpack build` writes) changes the inode; rewriting it in place changes
/// the times and usually the size.
struct FileIdentity: Equatable, Sendable {
    private var device: UInt64 = 0
    private var inode: UInt64 = 0
    private var size: Int64 = 0
    private var modified: (seconds: Int, nanoseconds: Int) = (0, 0)
    private var changed: (seconds: Int, nanoseconds: Int) = (0, 0)
    /// Whether the path named a file when it was examined.
    private(set) var exists = false

    /// Examines the file at `path` now (following symbolic links).
    init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        exists = true
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
        changed = (Int(info.st_ctimespec.tv_sec), Int(info.st_ctimespec.tv_nsec))
        #else
        modified = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        changed = (Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec))
        #endif
    }

    static func == (a: FileIdentity, b: FileIdentity) -> Bool {
        a.exists == b.exists && a.device == b.device && a.inode == b.inode && a.size == b.size
            && a.modified == b.modified && a.changed == b.changed
    }
}
