import Foundation

/// Writes a file so that readers see either the old file or the complete new
/// one: the bytes go to a temporary file beside the target, are flushed to
/// disk, and are renamed over the target. On any failure the temporary file
/// is removed and the old file is left untouched. A writer killed before it
/// could clean up leaves its temporary file behind; the next write to the
/// same target removes those of processes that no longer exist.
///
/// A failed write throws a ``CompilerError`` of kind
/// ``CompilerError/Kind/fileWriting`` naming the path and the system's reason.
public enum AtomicFileWriter {
    /// Replaces the file at `path` with `bytes` unless it holds exactly
    /// them already (so a build that reads it sees nothing new); returns
    /// whether it wrote.
    @discardableResult
    public static func writeIfChanged(_ bytes: [UInt8], to path: String) throws(CompilerError) -> Bool {
        if let existing = FileManager.default.contents(atPath: path), existing.elementsEqual(bytes) { return false }
        try write(bytes, to: path)
        return true
    }

    /// Replaces the file at `path` with `bytes`.
    public static func write(_ bytes: [UInt8], to path: String) throws(CompilerError) {
        func failure(_ reason: String) -> CompilerError {
            CompilerError(.fileWriting, "\(path): \(reason)", at: SourceLocation(file: path))
        }
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let folder = directory.isEmpty ? "." : directory
        let temporary = folder + "/.\(name).tmp-\(getpid())"
        removeAbandonedTemporaries(in: folder, prefix: ".\(name).tmp-")
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure("cannot create \(temporary): \(String(cString: strerror(errno)))") }
        var ok = false
        defer {
            if !ok { unlink(temporary) }
        }
        let result: Int32 = bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                done += n
            }
            return fsync(fd) == 0 ? 0 : errno
        }
        let closed = close(fd)
        guard result == 0 else { throw failure("cannot write: \(String(cString: strerror(result)))") }
        guard closed == 0 else { throw failure("cannot close: \(String(cString: strerror(errno)))") }
        guard rename(temporary, path) == 0 else { throw failure("cannot replace the file: \(String(cString: strerror(errno)))") }
        ok = true
    }

    /// Removes `prefix<pid>` files of writers that died without cleaning up.
    private static func removeAbandonedTemporaries(in folder: String, prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let pid = pid_t(name.dropFirst(prefix.count)), pid != getpid() else { continue }
            if kill(pid, 0) == -1, errno == ESRCH { unlink(folder + "/" + name) }
        }
    }
}
