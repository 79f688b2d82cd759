import Foundation

/// The resident set size of this process, and its parts.
enum ResidentMemory {
    /// Bytes resident now (Linux: `VmRSS` of /proc/self/status; elsewhere the
    /// peak from getrusage).
    static func current() -> Int {
        if let kib = statusField("VmRSS:") { return kib * 1024 }
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)
        #endif
    }

    /// Bytes of anonymous memory resident now (`RssAnon`: the process's own
    /// heap and stacks, not the pages of files it maps or runs); nil where
    /// /proc is not there.
    static func anonymous() -> Int? {
        statusField("RssAnon:").map { $0 * 1024 }
    }

    /// Bytes of the file at `path` mapped by this process and resident (the
    /// `Rss` of its mappings in /proc/self/smaps: pages of the page cache,
    /// shared and reclaimable, as many as the kernel chose to map around the
    /// ones read); nil where /proc is not there.
    static func mapped(path: String) -> Int? {
        guard let smaps = procText("/proc/self/smaps") else { return nil }
        var total = 0, inFile = false
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let first = fields.first, first.contains("-"), first.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
                inFile = fields.count >= 6 && fields[5...].joined(separator: " ") == path
            } else if inFile, fields.first == "Rss:", fields.count >= 2, let kib = Int(fields[1]) {
                total += kib * 1024
            }
        }
        return total
    }

    /// A /proc file read to its end (`String(contentsOfFile:)` stops after
    /// one page of it: /proc files report a size of 0).
    private static func procText(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return (try? handle.readToEnd()).map { String(decoding: $0 ?? Data(), as: UTF8.self) }
    }

    /// A `KEY: N kB` field of /proc/self/status, in KiB.
    private static func statusField(_ key: String) -> Int? {
        guard let status = procText("/proc/self/status"),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key) }) else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }
}
