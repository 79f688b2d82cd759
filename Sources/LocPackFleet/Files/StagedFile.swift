import Foundation

/// A new file written under a fresh name beside its destination — created
/// with `O_EXCL` and `O_NOFOLLOW`, given its mode, written, and synced by
/// ``finish()`` — and renamed over the destination only by ``commit()``.
/// Until then the destination is untouched; a staged file never committed
/// is removed when it goes away. Readers of the destination see the old
/// file or the new one, never a part of either.
final class StagedFile {
    /// Where the new bytes are until committed.
    let path: String
    /// What ``commit()`` replaces.
    let destination: String
    /// Open until ``finish()``; -1 after.
    private var descriptor: Int32
    private var committed = false
    private var discarded = false

    /// Creates an empty file beside `destination` with `mode`, open for ``write(_:)``.
    init(beside destination: String, mode: mode_t) throws(FileWriteError) {
        let url = URL(fileURLWithPath: destination)
        let name = ".\(url.lastPathComponent).incoming-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        path = url.deletingLastPathComponent().appendingPathComponent(name).path
        self.destination = destination
        descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw FileWriteError(destination, "created beside its place") }
        guard fchmod(descriptor, mode) == 0 else { throw FileWriteError(destination, "given its permissions") }
    }

    /// Writes `bytes` to a new file beside `destination` with `mode`, and syncs it.
    convenience init(beside destination: String, bytes: UnsafeRawBufferPointer, mode: mode_t) throws(FileWriteError) {
        try self.init(beside: destination, mode: mode)
        try write(bytes)
        try finish()
    }

    /// Appends `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) throws(FileWriteError) {
        guard descriptor >= 0 else { throw FileWriteError(destination, "written after it was finished", errno: EBADF) }
        var offset = 0
        while offset < bytes.count {
            let count = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw FileWriteError(destination, "written") }
            offset += count
        }
    }

    /// Syncs the bytes written to the disk and closes the file.
    func finish() throws(FileWriteError) {
        guard descriptor >= 0 else { return }
        defer {
            close(descriptor)
            descriptor = -1
        }
        guard fsync(descriptor) == 0 else { throw FileWriteError(destination, "synced") }
    }

    /// Renames the staged file (finished first) over the destination and
    /// syncs the folder, so the new file survives a crash.
    func commit() throws(FileWriteError) {
        guard !committed else { return }
        try finish()
        guard rename(path, destination) == 0 else { throw FileWriteError(destination, "renamed into place") }
        committed = true
        let folder = URL(fileURLWithPath: destination).deletingLastPathComponent().path
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            _ = fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Closes and removes the staged file now, as going away would (not
    /// once committed): for a file that something else may still hold.
    func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        if !committed && !discarded { unlink(path) }
        discarded = true
    }

    deinit { discard() }
}

/// A file that could not be written: which, at what step, and the system's reason.
struct FileWriteError: Error, CustomStringConvertible {
    let description: String

    /// `path` could not be `what` (created, written…); the reason is `errno`'s.
    init(_ path: String, _ what: String, errno code: Int32 = errno) {
        description = "\(path): cannot be \(what): \(String(cString: strerror(code)))"
    }
}
