import Foundation
import LocPack
import LocPackTestSupport
import Testing

/// Runs the built `locpack` binary the way users and scripts do.
@Suite(.serialized) struct CLITests {
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
        /// Whether the process was ended by a signal (a crash), `status` being the signal.
        var crashed = false
    }

    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var binary: URL {
        // Test bundles live next to the built products (.build/<config>/).
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("locpack")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        for config in ["debug", "release"] {
            let candidate = repoRoot.appendingPathComponent(".build/\(config)/locpack")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return repoRoot.appendingPathComponent(".build/debug/locpack")
    }

    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String]? = nil,
                    inDirectory directory: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                   stderr: String(decoding: errData, as: UTF8.self), crashed: process.terminationReason == .uncaughtSignal)
    }

    static let example = repoRoot.appendingPathComponent("Examples/Localizable.xcstrings").path

    @Test func buildRenderInspect() throws {
        try withScratchDirectory { dir in
            let bundle = dir.appendingPathComponent("app.locpack").path
            let build = try Self.run(["build", Self.example, "-o", bundle])
            #expect(build.status == 0, "\(build.stderr)")
            let render = try Self.run(["render", bundle, "--key", "Found %lld users having %lld devices", "--locale", "en", "--arg", "1", "--arg", "10"])
            #expect(render.stdout == "Found 1 user having 10 devices\n", "\(render.stderr)")
            let mac = try Self.run(["render", bundle, "--key", "This device contains %lld users with %lld folders", "--locale", "en",
                                    "--device", "mac", "--arg", "1", "--arg", "5"])
            #expect(mac.stdout == "This Mac contains 1 user with 5 folders\n", "\(mac.stderr)")
            let posix = try Self.run(["render", bundle, "--key", "Downloads: %d", "--locale", "de", "--arg", "1234567", "--posix"])
            #expect(posix.stdout.contains("1234567"), "\(posix.stdout) \(posix.stderr)")
            let localized = try Self.run(["render", bundle, "--key", "Downloads: %d", "--locale", "de", "--arg", "1234567"])
            #expect(localized.stdout.contains("1.234.567"), "\(localized.stdout) \(localized.stderr)")

            let inspect = try Self.run(["inspect", bundle, "--json"])
            #expect(inspect.status == 0)
            let report = try JSONSerialization.jsonObject(with: Data(inspect.stdout.utf8)) as? [String: Any]
            #expect(report?["sourceLanguage"] as? String == "en")
            #expect(report?["formatVersion"] as? String == "\(BundleFormat.majorVersion).\(BundleFormat.minorVersion)")
            let locales = (report?["locales"] as? [[String: Any]])?.compactMap { $0["identifier"] as? String } ?? []
            for required in ["en", "de", "fr", "pl", "ru", "ar", "ja", "pt-BR"] { #expect(locales.contains(required), "\(locales)") }
            let ptBR = (report?["locales"] as? [[String: Any]])?.first { $0["identifier"] as? String == "pt-BR" }
            #expect((ptBR?["fallbackChain"] as? [String])?.last == "en")

            let text = try Self.run(["inspect", bundle])
            #expect(text.stdout.contains("CLDR version:"))
            #expect(!text.stdout.contains("verified:"))

            // --verify checks the whole bundle first; one damaged byte in a
            // message chunk (which opening never reads) makes it fail, naming it.
            let verified = try Self.run(["inspect", bundle, "--verify"])
            #expect(verified.status == 0)
            #expect(verified.stdout.contains("verified:"))
            var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: bundle)))
            let sections = (report?["sections"] as? [[String: Any]]) ?? []
            let localeSections = sections.filter { $0["kind"] as? String == "locale" }
            #expect(localeSections.allSatisfy { ($0["chunkCount"] as? Int ?? 0) >= 1 })
            // Inside the last locale's last chunk: its payload section ends there.
            func u64(_ at: Int) -> Int { (0..<8).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
            let sectionCount = Int(bytes[16]) | Int(bytes[17]) << 8
            let payloadEnds = (0..<sectionCount).map { 64 + $0 * 48 }.filter { bytes[$0] == 7 }.map { u64($0 + 8) + u64($0 + 16) }
            bytes[payloadEnds.max()! - 9] ^= 0x55
            let damaged = bundle + ".damaged.locpack"
            try Data(bytes).write(to: URL(fileURLWithPath: damaged))
            let opened = try Self.run(["inspect", damaged])
            #expect(opened.status == 0)
            let refused = try Self.run(["inspect", damaged, "--verify"])
            #expect(refused.status == 1)
            #expect(refused.stderr.contains("chunk"))
        }
    }

    @Test func inspectKeysListsEveryKeyWithArgumentKinds() throws {
        try withScratchDirectory { dir in
            let bundle = dir.appendingPathComponent("app.locpack").path
            #expect(try Self.run(["build", Self.example, "-o", bundle]).status == 0)
            let run = try Self.run(["inspect", bundle, "--keys"])
            #expect(run.status == 0, "\(run.stderr)")
            let objects = run.stdout.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
            let inspect = try JSONSerialization.jsonObject(with: Data(try Self.run(["inspect", bundle, "--json"]).stdout.utf8)) as? [String: Any]
            #expect(objects.count == inspect?["keyCount"] as? Int)
            let users = objects.first { $0["key"] as? String == "Found %lld users having %lld devices" }
            #expect(users?["table"] as? String == "Localizable")
            #expect(users?["arguments"] as? [String] == ["signedInteger", "signedInteger"])
            #expect(users?["sourceHasText"] as? Bool == true)
            #expect(users?["translationArguments"] == nil)
        }
    }

    @Test func inspectKeysNamesTheTranslationsArgumentsWhenTheSourceHasNoText() throws {
        // The development language's .strings is empty (the English text lives in code);
        // only German has the key, and it reads a string argument.
        try withScratchDirectory { dir in
            for (folder, text) in [("en.lproj", "/* nothing */\n"), ("de.lproj", "\"greeting\" = \"Hallo %@\";\n")] {
                try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
                try text.write(to: dir.appendingPathComponent("\(folder)/Localizable.strings"), atomically: true, encoding: .utf8)
            }
            let bundle = dir.appendingPathComponent("app.locpack").path
            let build = try Self.run(["build", dir.path, "-o", bundle])
            #expect(build.status == 0, "\(build.stderr)")
            let run = try Self.run(["inspect", bundle, "--keys"])
            let objects = run.stdout.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
            #expect(objects.count == 1)
            #expect(objects.first?["key"] as? String == "greeting")
            #expect(objects.first?["arguments"] as? [Any] != nil)
            #expect((objects.first?["arguments"] as? [Any])?.isEmpty == true)
            #expect(objects.first?["sourceHasText"] as? Bool == false)
            #expect(objects.first?["translationArguments"] as? [String] == ["string"])
            #expect(objects.first?["translationLocale"] as? String == "de")
        }
    }

    @Test func requestsFile() throws {
        try withScratchDirectory { dir in
            let bundle = dir.appendingPathComponent("app.locpack").path
            #expect(try Self.run(["build", Self.example, "-o", bundle, "--compression", "none"]).status == 0)
            let requests = """
            {"key": "Found %lld users having %lld devices", "locale": "en", "args": [1, 10]}
            {"key": "This device contains %lld users with %lld folders", "locale": "en", "device": "mac", "args": ["1", "5"]}
            {"key": "no such key", "locale": "en"}
            not json
            {"key": "%lld photos", "locale": "pl", "args": [22]}
            """
            let run = try Self.run(["render", bundle, "--requests", "-"], stdin: requests)
            #expect(run.status == 0, "\(run.stderr)")
            let lines = run.stdout.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            #expect(lines.count == 5)
            #expect(lines[0]?["text"] as? String == "Found 1 user having 10 devices")
            #expect(lines[1]?["text"] as? String == "This Mac contains 1 user with 5 folders")
            #expect(lines[2]?["error"] != nil)
            #expect((lines[3]?["error"] as? String)?.contains(":4:") == true)
            #expect(lines[4]?["locale"] as? String == "pl")
        }
    }

    @Test func pluralCommand() throws {
        let run = try Self.run(["plural", "--locale", "en", "1", "1.0", "2", "0"])
        #expect(run.stdout == "1 one\n1.0 other\n2 other\n0 other\n", "\(run.stderr)")
        let pl = try Self.run(["plural", "--locale", "pl", "22", "25", "1", "1.5"])
        #expect(pl.stdout == "22 few\n25 many\n1 one\n1.5 other\n")
        let ordinal = try Self.run(["plural", "--locale", "en", "--ordinal", "1", "2", "3", "4", "11", "21"])
        #expect(ordinal.stdout == "1 one\n2 two\n3 few\n4 other\n11 other\n21 one\n")
        let bad = try Self.run(["plural", "--locale", "en", "abc"])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("abc"))
    }

    /// A failed build reports the file and place, exits non-zero and leaves
    /// the previous bundle byte-for-byte intact: under `--strict` a
    /// translation left out fails the build; an input that cannot be
    /// parsed always does.
    @Test func failedBuildKeepsPreviousBundle() throws {
        try withScratchDirectory { dir in
            let bundle = dir.appendingPathComponent("app.locpack").path
            #expect(try Self.run(["build", Self.example, "-o", bundle]).status == 0)
            let before = try Data(contentsOf: URL(fileURLWithPath: bundle))
            let bad = dir.appendingPathComponent("Bad.xcstrings")
            try Data(#"{"sourceLanguage": "en", "version": "1.0", "strings": {"k": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%#@missing@"}}}}}}"#.utf8).write(to: bad)
            let run = try Self.run(["build", bad.path, "-o", bundle, "--strict"])
            #expect(run.status == 1)
            #expect(run.stderr == """
                \(bad.path):1:125: error: en: Referencing undefined substitution 'missing'; translation left out (key 'k', table Bad) [$.strings["k"].localizations.en.stringUnit.value] [malformed-translation]
                errors by kind: malformed-translation 1
                error: 1 translation left out (en 1)
                error: \(bundle) not written: 1 error

                """)
            #expect(try Data(contentsOf: URL(fileURLWithPath: bundle)) == before)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".tmp") }
            #expect(leftovers.isEmpty)

            let broken = dir.appendingPathComponent("Broken.xcstrings")
            try Data("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {,}\n}".utf8).write(to: broken)
            let syntax = try Self.run(["build", broken.path, "-o", bundle])
            #expect(syntax.status != 0)
            #expect(syntax.stderr.contains("Broken.xcstrings:3:"), "\(syntax.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: bundle)) == before)
        }
    }

    @Test func corruptBundleIsAnError() throws {
        try withScratchDirectory { dir in
            let bundle = dir.appendingPathComponent("app.locpack")
            #expect(try Self.run(["build", Self.example, "-o", bundle.path]).status == 0)
            let bytes = try Data(contentsOf: bundle)
            try bytes.prefix(bytes.count / 2).write(to: bundle)
            let run = try Self.run(["render", bundle.path, "--key", "Downloads: %d", "--locale", "en", "--arg", "1"])
            #expect(run.status != 0)
            #expect(run.stderr.contains(bundle.path), "\(run.stderr)")
        }
    }

    @Test func localeFromEnvironment() throws {
        try withScratchDirectory { dir in
            let bundle = dir.appendingPathComponent("app.locpack").path
            #expect(try Self.run(["build", Self.example, "-o", bundle]).status == 0)
            var environment = ProcessInfo.processInfo.environment
            environment["LC_ALL"] = nil
            environment["LC_MESSAGES"] = nil
            environment["LANG"] = "de_DE.UTF-8"
            let run = try Self.run(["render", bundle, "--key", "Downloads: %d", "--arg", "1234567"], environment: environment)
            #expect(run.stdout.contains("1.234.567"), "\(run.stdout) \(run.stderr)")
            // LANGUAGE's list comes first, its first locale the bundle has
            // winning (gettext's order); LC_ALL=C turns it off.
            func rendered(_ variables: [String: String]) throws -> String {
                var environment = environment
                for (name, value) in variables { environment[name] = value }
                return try Self.run(["render", bundle, "--key", "Downloads: %d", "--arg", "1234567"], environment: environment).stdout
            }
            #expect(try rendered(["LANGUAGE": "xx:de", "LANG": "fr_FR.UTF-8"]).contains("1.234.567"))
            #expect(try !rendered(["LANGUAGE": "", "LANG": "fr_FR.UTF-8"]).contains("1.234.567"))
            #expect(try rendered(["LANGUAGE": "de", "LC_ALL": "C", "LANG": "fr_FR.UTF-8"]).contains("1,234,567"))
        }
    }

    @Test func helpExplains() throws {
        for command in [["--help"], ["build", "--help"], ["render", "--help"], ["inspect", "--help"], ["plural", "--help"]] {
            let run = try Self.run(command)
            #expect(run.status == 0)
            #expect(run.stdout.contains("USAGE"), "\(command)")
        }
    }
}

/// Every row of the "Expected renders" table in `Examples/README.md` is run
/// as written, so the documentation cannot drift from what `locpack` does.
@Suite struct ExampleReadmeTests {
    /// Splits a command line on spaces, honouring double quotes.
    static func words(_ line: String) -> [String] {
        var words: [String] = [], current = "", quoted = false, started = false
        for ch in line {
            if ch == "\"" { quoted.toggle(); started = true; continue }
            if ch == " " && !quoted {
                if started { words.append(current) }
                current = ""; started = false
                continue
            }
            current.append(ch); started = true
        }
        if started { words.append(current) }
        return words
    }

    @Test func documentedRendersMatch() throws {
        let readme = try String(contentsOf: CLITests.repoRoot.appendingPathComponent("Examples/README.md"), encoding: .utf8)
        try withScratchDirectory { dir in
            let bundle = dir.appendingPathComponent("example.locpack").path
            #expect(try CLITests.run(["build", CLITests.example, "-o", bundle]).status == 0)
            var checked = 0
            for line in readme.split(separator: "\n") where line.hasPrefix("| `--key") {
                let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count >= 2 else { continue }
                let command = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                let expectedCell = cells[1]
                guard let open = expectedCell.firstIndex(of: "`"),
                      let close = expectedCell[expectedCell.index(after: open)...].firstIndex(of: "`") else { continue }
                let expected = String(expectedCell[expectedCell.index(after: open)..<close])
                    .replacingOccurrences(of: "⍽", with: "\u{00A0}").replacingOccurrences(of: "·", with: "\u{202F}")
                let run = try CLITests.run(["render", bundle] + Self.words(command))
                #expect(run.stdout == expected + "\n", "\(command): \(run.stderr)")
                checked += 1
            }
            #expect(checked >= 20)
        }
    }
}

/// `locpack build` on inputs of several formats at once.
@Suite struct MixedInputTests {
    static let fixtures = CLITests.repoRoot.appendingPathComponent("Tests/LocPackCompilerTests/Fixtures")

    @Test func pulledFormatsMergeIntoOneBundle() throws {
        try withScratchDirectory { dir in
            let bundle = dir.appendingPathComponent("mixed.locpack").path
            let build = try CLITests.run(["build", Self.fixtures.appendingPathComponent("transifex/txstrings.json").path,
                                          Self.fixtures.appendingPathComponent("translatewiki/wiki").path, "-o", bundle])
            #expect(build.status == 0, "\(build.stderr)")
            let dozen = try CLITests.run(["render", bundle, "--key", "dozen-places", "--locale", "en", "--arg", "12"])
            #expect(dozen.stdout == "a dozen places\n", "\(dozen.stderr)")
            let found = try CLITests.run(["render", bundle, "--key", "found_users_devices", "--locale", "en", "--arg", "1", "--arg", "10"])
            #expect(found.stdout == "Found 1 user having 10 devices\n", "\(found.stderr)")
        }
    }

    @Test func duplicateKeysNameBothPlacesUnlessOverridden() throws {
        try withScratchDirectory { dir in
            let bundle = dir.appendingPathComponent("dup.locpack").path
            let wiki = Self.fixtures.appendingPathComponent("translatewiki/wiki").path
            let icu = Self.fixtures.appendingPathComponent("icu/app").path
            let clash = try CLITests.run(["build", wiki, icu, "-o", bundle])
            #expect(clash.status != 0)
            #expect(clash.stderr.contains("wiki/en.json") && clash.stderr.contains("app/en.json"), "\(clash.stderr)")
            #expect(!FileManager.default.fileExists(atPath: bundle))
            let overridden = try CLITests.run(["build", wiki, icu, "-o", bundle, "--allow-override"])
            #expect(overridden.status == 0, "\(overridden.stderr)")
        }
    }

    @Test func unrecognizedJSONIsAnError() throws {
        try withScratchDirectory { dir in
            let file = dir.appendingPathComponent("package.json")
            try Data(#"{"name": "not translations", "version": [1, 2]}"#.utf8).write(to: file)
            let run = try CLITests.run(["build", file.path, "-o", dir.appendingPathComponent("x.locpack").path])
            #expect(run.status != 0)
            #expect(run.stderr.contains("package.json"), "\(run.stderr)")
        }
    }
}

/// `locpack diff` and `locpack generate-swift` as scripts run them.
@Suite(.serialized) struct DiffAndGenerateCLITests {
    @Test func diffExitStatusAndFormats() throws {
        try withScratchDirectory { dir in
            let old = dir.appendingPathComponent("old"), new = dir.appendingPathComponent("new")
            for folder in [old, new] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
            let source = try String(contentsOfFile: CLITests.example, encoding: .utf8)
            try source.write(to: old.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
            // The pull: one more key.
            let added = source.replacingOccurrences(of: #""strings" : {"#, with: #""strings" : { "pulled.key" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Pulled" } } } },"#)
            #expect(added != source)
            try added.write(to: new.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
            let bundle = dir.appendingPathComponent("old.locpack").path
            #expect(try CLITests.run(["build", old.path, "-o", bundle, "--quiet"]).status == 0)

            let same = try CLITests.run(["diff", bundle, old.path])
            #expect(same.status == 0)
            #expect(same.stdout == "no differences\n")
            let text = try CLITests.run(["diff", bundle, new.path])
            #expect(text.status == 1)
            #expect(text.stdout.contains("keys added (1):\n  + \"pulled.key\"\n"))
            let json = try CLITests.run(["diff", old.path, new.path, "--format", "json"])
            #expect(json.status == 1)
            let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
            #expect(object?["equal"] as? Bool == false)
            let missing = try CLITests.run(["diff", bundle, dir.appendingPathComponent("nothing").path])
            #expect(missing.status == 2)
            #expect(missing.stderr.contains("no such file or directory"))
        }
    }

    /// Bundles of two format versions encode equal messages differently:
    /// diff says so before its report. The golden 2.0 and 2.2 bundles hold
    /// the same catalog.
    @Test func diffWarnsAcrossFormatVersions() throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("LocPackIntegrationTests/Fixtures/golden-bundles")
        let old = golden.appendingPathComponent("seed-format-2.0-none.locpack").path
        let new = golden.appendingPathComponent("seed-format-2.2-none.locpack").path
        let across = try CLITests.run(["diff", old, new])
        #expect(across.stderr.contains("warning: \(old) is bundle format 2.0 and \(new) is 2.2, which encode messages differently"))
        #expect(across.stderr.contains("rebuild \(old) with this locpack"))
        let reversed = try CLITests.run(["diff", new, old])
        #expect(reversed.stderr.contains("rebuild \(old) with this locpack"), "names the side in the older encoding")
        let same = try CLITests.run(["diff", new, new])
        #expect(same.status == 0 && same.stderr.isEmpty)
        // 2.3's writer folds text around plurals: 2.2 against 2.3 warns too.
        let current = golden.appendingPathComponent("seed-format-2.3-none.locpack").path
        let folded = try CLITests.run(["diff", new, current])
        #expect(folded.stderr.contains("warning: \(new) is bundle format 2.2 and \(current) is 2.3, which encode messages differently"))
    }

    @Test func generateSwiftWritesAccessorsOnlyWhenChanged() throws {
        try withScratchDirectory { dir in
            let output = dir.appendingPathComponent("Strings.swift").path
            let first = try CLITests.run(["generate-swift", CLITests.example, "-o", output, "--access", "public"])
            #expect(first.status == 0, "\(first.stderr)")
            let text = try String(contentsOfFile: output, encoding: .utf8)
            #expect(text.contains("public enum Localizable {"))
            #expect(text.contains("public static func photos(_ arg1: Swift.Int) -> LocPack.LocalizedMessage {"))
            let written = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
            Thread.sleep(forTimeInterval: 0.05)
            #expect(try CLITests.run(["generate-swift", CLITests.example, "-o", output, "--access", "public"]).status == 0)
            #expect(try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date == written)
            let wrong = try CLITests.run(["generate-swift", CLITests.example, "-o", output, "--access", "open"])
            #expect(wrong.status != 0)
            #expect(wrong.stderr.contains("--access must be internal or public"))
        }
    }
}

/// `locpack build --pseudo` and how `inspect` shows pseudo-locales.
@Suite(.serialized) struct PseudoCLITests {
    @Test func pseudoLocalesAreBuiltAndMarked() throws {
        try withScratchDirectory { dir in
            let bundle = dir.appendingPathComponent("p.locpack").path
            let build = try CLITests.run(["build", CLITests.example, "-o", bundle, "--pseudo", "accented,bounded,long,rtl", "--quiet"])
            #expect(build.status == 0, "\(build.stderr)")
            let rendered = try CLITests.run(["render", bundle, "--key", "%lld photos", "--locale", "en-XA", "--arg", "3"])
            #expect(rendered.stdout == "[3 þĥöţöš~~~]\n")
            let inspect = try CLITests.run(["inspect", bundle])
            #expect(inspect.stdout.contains("en-XA        chain en-XA → en   (pseudo-locale, made from the source language)"))
            #expect(inspect.stdout.contains("ar-XB        chain ar-XB → en   (pseudo-locale"))
            let wrong = try CLITests.run(["build", CLITests.example, "-o", bundle, "--pseudo", "accented,shouty"])
            #expect(wrong.status != 0)
            #expect(wrong.stderr.contains("--pseudo takes accented, bounded, long and rtl, separated by commas, not 'shouty'"))
        }
    }
}
