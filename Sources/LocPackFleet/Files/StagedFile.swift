import Foundation

/// A new file written under a fresh name beside its destination — created
/// with `O_EXCL` and `O_NOFOLLOW`, given its mode, written whole and synced
/// — and renamed over the destination only by ``commit()``. Until then the
/// destination is untouched; a staged file never committed is removed when
/// it goes away. Readers of the destination see the old file or the new
/// one, never a part of either.
final class StagedFile {
    /// Where the new bytes are until committed.
    let path: String
    /// What ``commit()`` replaces.
    let destination: String
    private var committed = false

    /// Writes `bytes` to a new file beside `destination` with `mode`.
    init(beside destination: String, bytes: UnsafeRawBufferPointer, mode: mode_t) throws(FileWriteError) {
        let url = URL(fileURLWithPath: destination)
        let name = ".\(url.lastPathComponent).incoming-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        path = url.deletingLastPathComponent().appendingPathComponent(name).path
        self.destination = destination
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw FileWriteError(destination, "created beside its place") }
        defer { close(descriptor) }
        do throws(FileWriteError) {
            guard fchmod(descriptor, mode) == 0 else { throw FileWriteError(destination, "given its permissions") }
            var offset = 0
            while offset < bytes.count {
                let count = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { throw FileWriteError(destination, "written") }
                offset += count
            }
            guard fsync(descriptor) == 0 else { throw FileWriteError(destination, "synced") }
        } catch {
            unlink(path)
            throw error
        }
    }

    /// Renames the staged file over the destination and syncs the folder,
    /// so the new file survives a crash.
    func commit() throws(FileWriteError) {
        guard !committed else { return }
        guard rename(path, destination) == 0 else { throw FileWriteError(destination, "renamed into place") }
        committed = true
        let folder = URL(fileURLWithPath: destination).deletingLastPathComponent().path
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor >= 0 {
            _ = fsync(descriptor)
            close(descriptor)
        }
    }

    deinit {
        if !committed { unlink(path) }
    }
}

/// A file that could not be written: which, at what step, and the system's reason.
struct FileWriteError: Error, CustomStringConvertible {
    let description: String

    /// `path` could not be `what` (created, written…); the reason is `errno`'s.
    init(_ path: String, _ what: String) {
        description = "\(path): cannot be \(what): \(String(cString: strerror(errno)))"
    }
}
