import Foundation
@testable import LocPackCompiler
import Testing
import LocPackTestSupport

/// `Plural-Forms` read and evaluated as GNU gettext reads and evaluates it
/// (`Specs/importers/gettext.md`, "Plural forms"): the grammar of its
/// `plural.y`, C's unsigned arithmetic, and glibc's own `dngettext` as the
/// judge where Python can call it.
@Suite struct GettextPluralFormsTests {
    /// Headers as translation teams write them, each beside the rule its
    /// language's documentation states, written here in Swift.
    static let languages: [(name: String, header: String, forms: Int, rule: @Sendable (UInt64) -> Int)] = [
        ("Polish", "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);", 3,
         { n in n == 1 ? 0 : (2...4).contains(n % 10) && !(12...14).contains(n % 100) ? 1 : 2 }),
        ("Russian", "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);", 3,
         { n in n % 10 == 1 && n % 100 != 11 ? 0 : (2...4).contains(n % 10) && !(12...14).contains(n % 100) ? 1 : 2 }),
        ("Arabic", "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);", 6,
         { n in n == 0 ? 0 : n == 1 ? 1 : n == 2 ? 2 : (3...10).contains(n % 100) ? 3 : n % 100 >= 11 ? 4 : 5 }),
        ("Slovenian", "nplurals=4; plural=(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3);", 4,
         { n in [1: 0, 2: 1, 3: 2, 4: 2][n % 100] ?? 3 }),
        ("French", "nplurals=2; plural=(n > 1);", 2, { n in n > 1 ? 1 : 0 }),
        ("Japanese", "nplurals=1; plural=0;", 1, { _ in 0 }),
    ]

    static let counts: [UInt64] = Array(0...1_250) + [9_999, 10_001, 1_000_000, 1_000_011, UInt64(Int64.max), .max - 1, .max]

    @Test func languagesPickTheFormsTheirRulesSay() throws {
        for language in Self.languages {
            let forms = try #require(try GettextPluralForms.read(header: language.header), "\(language.name)")
            #expect(forms.formCount == language.forms, "\(language.name)")
            for n in Self.counts {
                #expect(try forms.expression.form(for: n, of: forms.formCount) == language.rule(n), "\(language.name), n = \(n)")
            }
        }
    }

    /// Binding and grouping as C's: `?:` from the right, the binary
    /// operators from the left, comparisons tighter than equality.
    @Test func operatorsBindAsInC() throws {
        let cases: [(String, UInt64, UInt64)] = [
            ("n+2*3", 1, 7), ("(n+2)*3", 1, 9), ("10-3-2", 0, 5), ("100/10/5", 0, 2), ("100%7%3", 0, 2),
            ("1?2:3?4:5", 0, 2), ("0?1:0?2:3", 0, 3), ("0?1:1?2:3", 0, 2), ("n?n?1:2:3", 5, 1),
            ("2<3==1", 0, 1), ("3==3<1", 0, 0), ("!n+1", 0, 2), ("!n+1", 4, 1), ("!!n", 7, 1), ("!(n==1)", 1, 0),
            ("1||0&&0", 0, 1), ("(1||0)&&0", 0, 0), ("n>=2&&n<=4", 3, 1), ("n != 1", 1, 0), ("5 >= 5", 0, 1),
            ("4 > 4", 0, 0), ("4 <= 3", 0, 0),
        ]
        for (text, n, expected) in cases {
            let expression = try Self.expression(text)
            #expect(try expression.value(for: n) == expected, "\(text) for n = \(n)")
        }
    }

    /// `unsigned long`: subtraction below zero and overflowing products
    /// wrap, and a value past the last form picks the first, as `ngettext` does.
    @Test func arithmeticIsUnsignedAndWraps() throws {
        #expect(try Self.expression("n-2").value(for: 1) == .max)
        #expect(try Self.expression("n*2").value(for: .max) == .max - 1)
        #expect(try Self.expression("18446744073709551617").value(for: 0) == 1)  // 2^64 + 1: the literal wraps
        #expect(try Self.expression("n-2").form(for: 1, of: 3) == 0)
        #expect(try Self.expression("n").form(for: 2, of: 3) == 2)
        #expect(try Self.expression("n").form(for: 3, of: 3) == 0)
    }

    /// `&&`, `||` and `?:` evaluate only the side they need, so a division
    /// they guard never happens; one that does happen has no value.
    @Test func onlyTheNeededSideIsEvaluated() throws {
        #expect(try Self.expression("n==0 || 10/n > 2").value(for: 0) == 1)
        #expect(try Self.expression("n && 10%n").value(for: 0) == 0)
        #expect(try Self.expression("n ? 10/n : 7").value(for: 0) == 7)
        #expect(throws: GettextPluralExpression.EvaluationError.divisionByZero) { try Self.expression("10/n").value(for: 0) }
        #expect(throws: GettextPluralExpression.EvaluationError.divisionByZero) { try Self.expression("n%(n-n)").value(for: 9) }
    }

    /// The header is searched as gettext searches it: the first `plural=`
    /// and `nplurals=` anywhere in it, the expression ending at `;`, a line
    /// break or the end. A backslash is no space (glibc 2.36 fails to parse
    /// `n \` and a line break, where gettext of 2000 skipped the pair).
    @Test func theHeaderIsReadAsGettextReadsIt() throws {
        let header = "Project-Id-Version: demo\nContent-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n != 1);\n"
        let forms = try #require(try GettextPluralForms.read(header: header))
        #expect(forms == GettextPluralForms.germanic)
        #expect(try GettextPluralForms.read(header: "Plural-Forms: plural=n>1 ;nplurals=  2\n")?.formCount == 2)
        #expect(throws: MessageSyntaxError.self) { try GettextPluralForms.read(header: "Plural-Forms: nplurals=2; plural=n \\\n> 1\n") }
        #expect(try GettextPluralForms.read(header: "Plural-Forms: nplurals=2; plural=n != 1\nX: 5") == .germanic)
        #expect(try GettextPluralForms.read(header: "Content-Type: text/plain; charset=UTF-8\n") == nil)
    }

    /// What gettext cannot read is an error at its place in the header.
    @Test func unreadableFormsSayWhereAndWhy() {
        let cases: [(String, String, Int)] = [
            ("nplurals=2; plural=n = 1;", "'=' alone", 21),
            ("nplurals=2; plural=n & 1;", "'&' alone", 21),
            ("nplurals=2; plural=(n==1;", "'(' is not closed", 24),
            ("nplurals=2; plural=n==1 ? 0;", "has no ':'", 27),
            ("nplurals=2; plural=n @ 1;", "unexpected '@'", 21),
            ("nplurals=2; plural=n == ;", "ends where an operand is expected", 24),
            ("nplurals=2; plural=m;", "unexpected 'm'", 19),
            ("nplurals=2; plural=n 1;", "unexpected '1'", 21),
            ("plural=n != 1;", "no nplurals=", 0),
            ("nplurals=2;", "no plural=", 0),
            ("nplurals=x; plural=n != 1;", "not followed by a number", 9),
            ("nplurals=0; plural=0;", "at least one form", 0),
            ("nplurals=1000; plural=0;", "more than 100", 0),
        ]
        for (header, reason, offset) in cases {
            do {
                _ = try GettextPluralForms.read(header: header)
                Issue.record("\(header): read without an error")
            } catch {
                #expect(error.message.contains(reason), "\(header): \(error.message)")
                #expect(error.utf8Offset == offset, "\(header): at \(error.utf8Offset)")
            }
        }
    }

    /// Expressions too deep or too long to evaluate on the stack are refused, quickly.
    @Test func hugeExpressionsAreRefused() {
        for text in [String(repeating: "(", count: 100_000) + "n", String(repeating: "!", count: 100_000) + "n",
                     String(repeating: "n+", count: 100_000) + "n", String(repeating: "1?", count: 100_000)] {
            #expect(throws: MessageSyntaxError.self) { try GettextPluralForms.read(header: "nplurals=2; plural=\(text);") }
        }
    }

    /// glibc's own `dngettext` (called from Python in a process of its own,
    /// on a `.mo` file written here) picks the same form for every count.
    @Test(.enabled(if: Self.pythonCallsGlibc)) func glibcPicksTheSameForms() throws {
        try withScratchDirectory { directory in
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("xx/LC_MESSAGES"), withIntermediateDirectories: true)
            for (index, language) in Self.languages.enumerated() {
                let forms = try #require(try GettextPluralForms.read(header: language.header))
                let domain = "plural\(index)"
                try MOFile.write(header: "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: \(language.header)\n",
                                 formCount: forms.formCount,
                                 to: directory.appendingPathComponent("xx/LC_MESSAGES/\(domain).mo"))
                let picked = try Self.glibcForms(domain: domain, directory: directory, counts: Self.counts)
                for (n, form) in zip(Self.counts, picked) {
                    #expect(try forms.expression.form(for: n, of: forms.formCount) == form, "\(language.name), n = \(n)")
                }
            }
        }
    }

    // MARK: Support

    static func expression(_ text: String) throws -> GettextPluralExpression {
        var parser = GettextPluralParser(bytes: Array(text.utf8), at: 0)
        return try parser.parseWhole()
    }

    /// Whether Python can call glibc's `dngettext` with messages in C.UTF-8 (skipped where not: macOS, a machine without that locale).
    static let pythonCallsGlibc: Bool = {
        #if os(Linux)
        let probe = "import ctypes, sys; libc = ctypes.CDLL('libc.so.6'); libc.dngettext; sys.exit(0 if libc.setlocale(5, b'C.UTF-8') else 1)"
        return (try? runPython(probe, arguments: [], environment: [:])) != nil
        #else
        return false
        #endif
    }()

    /// The form index glibc's `dngettext` gives each count (its msgstr is `fN`).
    static func glibcForms(domain: String, directory: URL, counts: [UInt64]) throws -> [Int] {
        let script = """
        import ctypes, sys
        libc = ctypes.CDLL("libc.so.6")
        libc.setlocale.restype = ctypes.c_char_p
        if not libc.setlocale(5, b"C.UTF-8"): sys.exit("no C.UTF-8 locale")  # 5: LC_MESSAGES
        libc.bindtextdomain(sys.argv[1].encode(), sys.argv[2].encode())
        libc.dngettext.restype = ctypes.c_char_p
        libc.dngettext.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong]
        print(" ".join(libc.dngettext(sys.argv[1].encode(), b"one", b"other", int(n)).decode() for n in sys.argv[3:]))
        """
        let output = try runPython(script, arguments: [domain, directory.path] + counts.map(String.init),
                                   environment: ["LANGUAGE": "xx"])
        return try output.split(separator: " ").map { word in
            try #require(word.hasPrefix("f") ? Int(word.dropFirst()) : nil, "dngettext gave '\(word)'")
        }
    }

    static func runPython(_ script: String, arguments: [String], environment: [String: String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Minimal GNU `.mo` files (no hash table), written as `msgfmt` lays
/// them out: the header, the tables of originals and translations, then
/// the strings, each ended by NUL.
enum MOFile {
    /// The header entry and one plural message `one`/`other` whose forms read `f0`, `f1`, ….
    static func write(header: String, formCount: Int, to url: URL) throws {
        let plural = (0..<formCount).map { "f\($0)" }.joined(separator: "\0")
        try write(entries: [("", header), ("one\0other", plural)], to: url)
    }

    /// `entries` (originals sorted by their bytes, as gettext requires), in
    /// either byte order.
    static func write(entries: [(original: String, translation: String)], bigEndian: Bool = false, to url: URL) throws {
        var bytes: [UInt8] = []
        func word(_ value: Int) {
            let value = UInt32(value)
            withUnsafeBytes(of: bigEndian ? value.bigEndian : value.littleEndian) { bytes += $0 }
        }
        let tables = 28, originals = tables, translations = tables + entries.count * 8
        var stringsAt = translations + entries.count * 8
        word(0x9504_12DE); word(0); word(entries.count); word(originals); word(translations); word(0); word(stringsAt)
        var texts: [UInt8] = []
        var descriptors: [[Int]] = [[], []]
        for side in 0..<2 {
            for entry in entries {
                let text = Array((side == 0 ? entry.original : entry.translation).utf8)
                descriptors[side] += [text.count, stringsAt]
                texts += text + [0]
                stringsAt += text.count + 1
            }
        }
        for side in descriptors { for value in side { word(value) } }
        try Data(bytes + texts).write(to: url)
    }
}
