import Foundation

/// Runs `body` with a new empty directory under the system's temporary
/// directory, then removes the directory and everything in it, whether
/// `body` returns or throws: a test leaves nothing behind, passed or failed.
///
/// The one place the test targets make scratch files. Nothing written under
/// the directory may be used after `body` returns.
///
/// - Parameter body: Writes and reads what the test needs under the directory.
/// - Returns: What `body` returns.
/// - Throws: The error creating the directory, or what `body` throws.
public func withScratchDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("locpack-scratch-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}
