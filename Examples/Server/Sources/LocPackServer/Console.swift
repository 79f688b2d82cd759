#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered lines to standard output and standard error (POSIX `write`;
/// Swift 6 does not allow the C globals `stdout`/`stderr` from any thread).
enum Console {
    /// Writes `line` and a newline to standard output.
    static func output(_ line: String) { write(line, to: 1) }

    /// Writes `line` and a newline to standard error.
    static func error(_ line: String) { write(line, to: 2) }

    private static func write(_ line: String, to fd: Int32) {
        var text = line + "\n"
        text.withUTF8 { bytes in
            var done = 0
            while done < bytes.count {
                let n = systemWrite(fd, bytes.baseAddress! + done, bytes.count - done)
                if n <= 0 { return }
                done += n
            }
        }
    }
}

/// POSIX `write(2)` (named apart from `Console.write`).
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
