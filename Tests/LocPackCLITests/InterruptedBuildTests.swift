import Foundation
import LocPackTestSupport
import Testing

/// A build that cannot finish — the disk fills up, or the process is killed
/// at any moment — leaves the previous bundle exactly as it was (bad input is
/// covered by ``CLITests/failedBuildKeepsPreviousBundle()``).
@Suite(.serialized) struct InterruptedBuildTests {
    /// The example bundle built into `dir`: its path and its bytes.
    static func previousBuild(in dir: URL) throws -> (bundle: String, bytes: Data) {
        let bundle = dir.appendingPathComponent("app.locpack").path
        #expect(try CLITests.run(["build", CLITests.example, "-o", bundle]).status == 0)
        return (bundle, try Data(contentsOf: URL(fileURLWithPath: bundle)))
    }

    /// An `.lproj` tree big enough that a debug build takes seconds.
    static func largeInput(in dir: URL, keys: Int) throws -> String {
        let root = dir.appendingPathComponent("Large")
        for locale in ["en", "de"] {
            let folder = root.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let text = (0..<keys).map { "\"key.\($0)\" = \"\(locale) value \($0) with %d items\";\n" }.joined()
            try Data(text.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        return root.path
    }

    static func temporaries(in dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".tmp-") }
    }

    /// Writes fail with EFBIG once the file passes 2 KiB (`ulimit -f`, with
    /// SIGXFSZ ignored so the write returns an error): the disk is "full".
    @Test(.disabled(if: ProcessInfo.processInfo.environment["LOCPACK_SANITIZER"] == "thread",
                    "ThreadSanitizer's runtime itself dies of SIGBUS under a file size limit"))
    func fullDiskKeepsPreviousBundle() throws {
        try withScratchDirectory { dir in
            let (bundle, before) = try Self.previousBuild(in: dir)
            let large = try Self.largeInput(in: dir, keys: 200)
            let command = "trap '' XFSZ; ulimit -f 2; exec \"$0\" build \"$1\" -o \"$2\""
            let run = try CLITests.runShell(command, arguments: [CLITests.binary.path, large, bundle])
            #expect(run.status != 0)
            #expect(run.stderr.contains("app.locpack: cannot write: File too large"), "\(run.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: bundle)) == before)
            #expect(try Self.temporaries(in: dir).isEmpty)
        }
    }

    /// SIGKILL at several moments of a build: the target is always either the
    /// previous bundle or the complete new one, and the next build removes
    /// what a killed build left behind.
    @Test func killedBuildKeepsPreviousBundle() throws {
        try withScratchDirectory { dir in
            let (bundle, before) = try Self.previousBuild(in: dir)
            let large = try Self.largeInput(in: dir, keys: 20_000)
            var interrupted = 0
            for delay in [0.05, 0.3, 0.8, 1.5] {
                let process = Process()
                process.executableURL = CLITests.binary
                process.arguments = ["build", large, "-o", bundle]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                Thread.sleep(forTimeInterval: delay)
                if process.isRunning {
                    kill(process.processIdentifier, SIGKILL)
                    interrupted += 1
                }
                process.waitUntilExit()
                let after = try Data(contentsOf: URL(fileURLWithPath: bundle))
                if after != before {
                    // Only a build that finished may have replaced it, and then completely.
                    #expect(process.terminationReason == .exit && process.terminationStatus == 0)
                    #expect(try CLITests.run(["inspect", bundle]).status == 0)
                    return
                }
            }
            #expect(interrupted > 0, "every build finished before it could be killed; the input is too small")
            #expect(try CLITests.run(["build", CLITests.example, "-o", bundle]).status == 0)
            #expect(try Self.temporaries(in: dir).isEmpty)
        }
    }
}

extension CLITests {
    /// Runs `bash -c command` with `arguments` as `$0`, `$1`, ….
    static func runShell(_ command: String, arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", command] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                   stderr: String(decoding: errData, as: UTF8.self))
    }
}
