import Foundation
import LocPack
import LocPackCompiler
import Testing
import LocPackTestSupport

/// The repository root: the nearest directory above this file that holds
/// `Specs/conformance`.
private func repositoryRoot(_ file: String = #filePath) -> URL? {
    var url = URL(fileURLWithPath: file).deletingLastPathComponent()
    while url.path != "/" {
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Specs/conformance").path) { return url }
        url.deleteLastPathComponent()
    }
    return nil
}

/// One line of `Specs/conformance/plurals-*.jsonl` (see `Specs/cldr-data.md`);
/// a line with `_comment` is the file's header.
private struct ConformanceLine: Decodable {
    var locale: String?
    var cases: [String: [String]]?
    var _comment: String?
}

/// Checks every number of every locale line against the rules compiled for
/// that locale, through each path a program offers: the default program
/// (periodic integer table where it fits), a program with integer rules
/// instead, and the general section alone.
private func checkConformance(file name: String, ordinal: Bool) throws -> (locales: Int, cases: Int) {
    let root = try #require(repositoryRoot(), "Specs/conformance not found above \(#filePath)")
    let url = root.appendingPathComponent("Specs/conformance/\(name)")
    let text = try String(contentsOf: url, encoding: .utf8)
    var mismatches: [String] = []
    var locales = 0, cases = 0
    for (lineNumber, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.trimmingCharacters(in: .whitespaces).isEmpty {
        let decoded = try JSONDecoder().decode(ConformanceLine.self, from: Data(line.utf8))
        if decoded._comment != nil { continue }
        guard let locale = decoded.locale, let entryCases = decoded.cases else {
            mismatches.append("\(name):\(lineNumber + 1): no locale or cases")
            continue
        }
        let entry = (locale: locale, cases: entryCases)
        locales += 1
        let tableProgram = PluralRuleCatalog.program(forLocale: entry.locale, ordinal: ordinal)
        let ruleText = PluralRuleCatalog.ruleSetText(forLocale: entry.locale, ordinal: ordinal)
        let rulesProgram = try PluralRuleCompiler.compile(ruleText: ruleText, integerTableLimit: 0)
        try tableProgram.withUnsafeBytes { tableBytes in
            try rulesProgram.withUnsafeBytes { rulesBytes in
                let table = try #require(PluralRules(validating: tableBytes), "\(entry.locale): invalid program")
                let rules = try #require(PluralRules(validating: rulesBytes), "\(entry.locale): invalid program")
                for (categoryName, numbers) in entry.cases.sorted(by: { $0.key < $1.key }) {
                    guard let expected = PluralCategory(name: categoryName) else {
                        mismatches.append("\(name):\(lineNumber + 1) \(entry.locale): unknown category \(categoryName)")
                        continue
                    }
                    for number in numbers {
                        cases += 1
                        guard let operands = PluralOperands(number) else {
                            mismatches.append("\(entry.locale) \(number): not accepted as decimal text")
                            continue
                        }
                        let results = [
                            ("", table.select(operands)),
                            (" (integer rules)", rules.select(operands)),
                            (" (general rules)", table._selectGeneral(operands)),
                        ]
                        for (path, got) in results where got != expected {
                            mismatches.append(
                                "\(entry.locale) \(number): expected \(expected), got \(got)\(path) [\(ruleText)]")
                        }
                    }
                }
            }
        }
    }
    if !mismatches.isEmpty {
        Issue.record("""
            \(mismatches.count) mismatches in \(name) (\(locales) locales, \(cases) numbers); first 50:
            \(mismatches.prefix(50).joined(separator: "\n"))
            """)
    }
    #expect(locales > 0, "\(name) has no locale lines")
    return (locales, cases)
}

@Suite("CLDR plural rules")
struct PluralConformanceTests {
    @Test("cardinal conformance vectors")
    func cardinal() throws {
        let (locales, cases) = try checkConformance(file: "plurals-cardinal.jsonl", ordinal: false)
        print("plurals-cardinal.jsonl: \(locales) locales, \(cases) numbers checked")
    }

    @Test("ordinal conformance vectors")
    func ordinal() throws {
        let (locales, cases) = try checkConformance(file: "plurals-ordinal.jsonl", ordinal: true)
        print("plurals-ordinal.jsonl: \(locales) locales, \(cases) numbers checked")
    }

    @Test("locale resolution")
    func resolution() {
        #expect(PluralRuleCatalog.resolvedLocaleID(for: "en") == "en")
        #expect(PluralRuleCatalog.resolvedLocaleID(for: "EN-us") == PluralRuleCatalog.resolvedLocaleID(for: "en_US"))
        #expect(["en_US", "en"].contains(PluralRuleCatalog.resolvedLocaleID(for: "en-US")))
        #expect(PluralRuleCatalog.resolvedLocaleID(for: "pt-PT") == "pt_PT")
        #expect(PluralRuleCatalog.resolvedLocaleID(for: "pt_PT.UTF-8") == "pt_PT")
        #expect(["pt_BR", "pt"].contains(PluralRuleCatalog.resolvedLocaleID(for: "pt-BR")))
        #expect(["zh_Hant_TW", "zh_Hant", "zh"].contains(PluralRuleCatalog.resolvedLocaleID(for: "zh-Hant-TW")))
        #expect(PluralRuleCatalog.resolvedLocaleID(for: "qq-Qqqq-QQ") == "root")
        #expect(PluralRuleCatalog.resolvedLocaleID(for: "") == "root")

        // CLDR facts: Portugal differs from Brazil; regions inherit.
        let pt = PluralRuleCatalog.ruleSetText(forLocale: "pt", ordinal: false)
        #expect(PluralRuleCatalog.ruleSetText(forLocale: "pt-PT", ordinal: false) != pt)
        #expect(PluralRuleCatalog.ruleSetText(forLocale: "pt-BR", ordinal: false) == pt)
        #expect(PluralRuleCatalog.ruleSetText(forLocale: "de-CH", ordinal: false)
                == PluralRuleCatalog.ruleSetText(forLocale: "de", ordinal: false))
        #expect(PluralRuleCatalog.ruleSetText(forLocale: "qq", ordinal: false) == "")
        #expect(PluralRuleCatalog.categories(forLocale: "pl", ordinal: false) == [.one, .few, .many, .other])
        #expect(PluralRuleCatalog.categories(forLocale: "ar", ordinal: false) == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRuleCatalog.categories(forLocale: "en", ordinal: true) == [.one, .two, .few, .other])
        #expect(PluralRuleCatalog.categories(forLocale: "ja", ordinal: false) == [.other])
    }

    @Test("the catalog is safe to use from many threads")
    func concurrentPrograms() async {
        let locales = ["en", "pl", "ar", "ru", "fr", "cy", "ga", "he", "pt-PT", "zh"]
        let programs = await withTaskGroup(of: [[UInt8]].self) { group in
            for _ in 0..<8 {
                group.addTask { locales.map { PluralRuleCatalog.program(forLocale: $0, ordinal: false) } }
            }
            return await group.reduce(into: [[[UInt8]]]()) { $0.append($1) }
        }
        for p in programs { #expect(p == programs[0]) }
    }
}

@Suite("Plural rule programs")
struct PluralProgramTests {
    /// Every rule set of the generated table, in both program forms.
    static func allPrograms() throws -> [(text: String, program: [UInt8])] {
        var result: [(String, [UInt8])] = []
        for locale in ["root", "en", "pl", "ar", "ru", "fr", "cy", "ga", "he", "lv", "br", "kw", "it", "gd", "sl"] {
            for ordinal in [false, true] {
                let text = PluralRuleCatalog.ruleSetText(forLocale: locale, ordinal: ordinal)
                result.append((text, PluralRuleCatalog.program(forLocale: locale, ordinal: ordinal)))
                result.append((text, try PluralRuleCompiler.compile(ruleText: text, integerTableLimit: 0)))
            }
        }
        return result
    }

    @Test("every CLDR rule set compiles to valid programs, deterministically")
    func everyLocaleCompiles() throws {
        var seen = Set<String>()
        #expect(PluralRuleCatalog.localeIDs.count > 500 && PluralRuleCatalog.localeIDs.contains("root"))
        for locale in PluralRuleCatalog.localeIDs {
            for ordinal in [false, true] {
                let text = PluralRuleCatalog.ruleSetText(forLocale: locale, ordinal: ordinal)
                guard seen.insert(text).inserted else { continue }
                for limit in [0, 16, PluralRuleCompiler.defaultIntegerTableLimit, 4096] {
                    let a = try PluralRuleCompiler.compile(ruleText: text, integerTableLimit: limit)
                    let b = try PluralRuleCompiler.compile(ruleText: text, integerTableLimit: limit)
                    #expect(a == b, "\(text)")
                    #expect(a.withUnsafeBytes { PluralRules.validate($0) }, "\(text) (limit \(limit))")
                }
            }
        }
    }

    @Test("a program's three evaluation paths agree on integers")
    func pathsAgree() throws {
        var values: [UInt64] = Array(0...2_100)
        values += [9_999, 10_000, 10_001, 99_999, 100_000, 100_001, 999_999, 1_000_000, 1_000_001, 2_000_000,
                   3_000_000_000, 4_294_967_295, 4_294_967_296, 1_000_000_000_000_000_000, UInt64.max]
        for locale in ["en", "pl", "ar", "ru", "fr", "cy", "ga", "he", "lv", "br", "kw", "it", "gd", "sl", "mt", "pt-PT"] {
            for ordinal in [false, true] {
                let text = PluralRuleCatalog.ruleSetText(forLocale: locale, ordinal: ordinal)
                let table = try PluralRuleCompiler.compile(ruleText: text, integerTableLimit: 1 << 20)
                let rules = try PluralRuleCompiler.compile(ruleText: text, integerTableLimit: 0)
                table.withUnsafeBytes { t in
                    rules.withUnsafeBytes { r in
                        let a = PluralRules(unchecked: t), b = PluralRules(unchecked: r)
                        var failures = 0
                        for x in values where failures < 5 {
                            let o = PluralOperands(x)
                            let (p, q, g) = (a.select(o), b.select(o), a._selectGeneral(o))
                            if p != q || q != g {
                                failures += 1
                                Issue.record("\(locale) \(ordinal ? "ordinal" : "cardinal") \(x): table \(p), rules \(q), general \(g)")
                            }
                        }
                    }
                }
            }
        }
    }

    @Test("truncated or extended programs never validate")
    func truncation() throws {
        for (text, program) in try Self.allPrograms() {
            #expect(program.withUnsafeBytes { PluralRules.validate($0) }, "\(text)")
            for length in 0..<program.count {
                #expect(!Array(program.prefix(length)).withUnsafeBytes { PluralRules.validate($0) },
                        "\(text): prefix of \(length) bytes validates")
            }
            #expect(!(program + [0]).withUnsafeBytes { PluralRules.validate($0) }, "\(text): extended")
        }
    }

    @Test("randomly damaged programs are rejected or evaluate safely")
    func fuzz() throws {
        var generator = SplitMix(seed: 0x9E37_79B9_7F4A_7C15)
        func next() -> UInt64 { generator.next() }
        let probes = ["0", "1", "7", "12", "101", "1000000", "2.5", "0.01", "1c6", "1.1c6",
                      "99999999999999999999999"].map { PluralOperands($0)! }
        for (_, program) in try Self.allPrograms() {
            for _ in 0..<300 {
                var damaged = program
                for _ in 0...(next() % 4) {
                    let position = Int(next() % UInt64(damaged.count))
                    switch next() % 3 {
                    case 0: damaged[position] = UInt8(truncatingIfNeeded: next())
                    case 1: damaged.remove(at: position)
                    default: damaged.insert(UInt8(truncatingIfNeeded: next()), at: position)
                    }
                    if damaged.isEmpty { break }
                }
                damaged.withUnsafeBytes { bytes in
                    guard let rules = PluralRules(validating: bytes) else { return }
                    for o in probes { _ = rules.select(o); _ = rules._selectGeneral(o) }
                    for x in Int64(0)...50 { _ = rules.select(x) }
                }
            }
        }
        for length in 0..<64 {  // random bytes, header included
            for _ in 0..<200 {
                let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: next()) }
                bytes.withUnsafeBytes { raw in
                    guard let rules = PluralRules(validating: raw) else { return }
                    for o in probes { _ = rules.select(o) }
                }
            }
        }
    }

    @Test("corrupted programs are rejected or evaluate safely")
    func corruption() throws {
        let probes = ["0", "1", "2", "3", "5", "11", "22", "101", "1000000", "1.5", "0.0", "1c6", "1.1c6",
                      "123456789012345678901234", "-7.25"].map { PluralOperands($0)! }
        var rejected = 0, accepted = 0
        // Under a sanitizer, every eighth program (SweepScale): this sweep set the length of the whole TSan run.
        for (_, program) in SweepScale.sample(try Self.allPrograms()) {
            for position in program.indices {
                for replacement: UInt8 in [0, 1, 0x7F, 0x80, 0xFF, program[position] ^ 0x01, program[position] ^ 0x20] {
                    guard replacement != program[position] else { continue }
                    var corrupt = program
                    corrupt[position] = replacement
                    corrupt.withUnsafeBytes { bytes in
                        guard let rules = PluralRules(validating: bytes) else { rejected += 1; return }
                        accepted += 1
                        for o in probes { _ = rules.select(o); _ = rules._selectGeneral(o) }
                        for x in Int64(0)...300 { _ = rules.select(x) }
                    }
                }
            }
        }
        // Structure bytes (header, lengths, counts, heads) make up a good
        // share of every program; most corruptions of them must be caught.
        #expect(rejected > 0 && accepted > 0)
        print("corrupted programs: \(rejected) rejected, \(accepted) still valid (changed values)")
    }

    @Test("the encoding of English cardinal rules, byte by byte (Specs/plural-rules.md)")
    func englishBytes() throws {
        let program = try PluralRuleCompiler.compile(ruleText: "one: i = 1 and v = 0", integerTableLimit: 0)
        let expected: [UInt8] = [
            1, 0b10_0010, 0, 0, 0, 0, 13, 0, 23, 0,     // header: v1, {one, other}, no table, 13 + 23 bytes of rules
            1, 1, 10, 0x01, 1, 1, 0, 0, 0, 0, 0, 0, 0,  // integer rules, one: i = 1
            1, 1, 20, 0x01, 1, 1, 0, 0, 0, 0, 0, 0, 0,  // general rules, one: i = 1 and
            0x02, 1, 0, 0, 0, 0, 0, 0, 0, 0,            //                     v = 0
        ]
        #expect(program == expected)
        // Default: a periodic table, start 2 (0 → other, 1 → one), period 1 (other).
        let table = try PluralRuleCompiler.compile(ruleText: "one: i = 1 and v = 0")
        #expect(table == [1, 0b10_0010, 2, 0, 1, 0, 0, 0, 23, 0, 5, 1, 5] + expected.suffix(23))
        // French needs a period of 10^6: a prefix table of 256 and integer rules.
        let french = try PluralRuleCompiler.compile(
            ruleText: "one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5")
        #expect(Array(french.prefix(6)) == [1, 0b11_0010, 0, 1, 0, 0])
        #expect(Array(french[10..<15]) == [1, 1, 5, 5, 5])
    }

    @Test("ranges are normalized; moduli, negation and c are encoded")
    func encodingDetails() throws {
        let program = try PluralRuleCompiler.compile(ruleText: "few: n % 100 != 5,3..4,9..9,8 or c = 2", integerTableLimit: 0)
        // general section: few, 2 chains
        let general = Array(program.suffix(from: 10 + Int(program[6]) + Int(program[7]) << 8))
        #expect(general == [
            3, 2,
            22, 0x18, 2, 100, 0, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0, 8, 0, 0, 0, 1, 0, 0, 0,
            10, 0x06, 1, 2, 0, 0, 0, 0, 0, 0, 0,
        ])
    }
}

@Suite("Plural rule parser")
struct PluralRuleParserTests {
    @Test("parses CLDR syntax")
    func parses() throws {
        let set = try PluralRuleParser.parse(
            "one: i = 1 and v = 0 @integer 1; few: v = 0 and i % 10 = 2..4 and i mod 100 != 12..14, 20 or c = 3 @decimal 1.0, 2.0~3.5, …")
        typealias R = PluralRuleSet.Relation
        #expect(set == PluralRuleSet(rules: [
            .init(category: .one, branches: [[R(operand: .i, ranges: [1...1]), R(operand: .v, ranges: [0...0])]]),
            .init(category: .few, branches: [
                [R(operand: .v, ranges: [0...0]), R(operand: .i, modulus: 10, ranges: [2...4]),
                 R(operand: .i, modulus: 100, isNegated: true, ranges: [12...14, 20...20])],
                [R(operand: .e, ranges: [3...3])],
            ]),
        ]))
        #expect(try PluralRuleParser.parse("").rules.isEmpty)
        #expect(try PluralRuleParser.parse("  other: @integer 0~15, 100 ;").rules.isEmpty)
        #expect(try PluralRuleParser.parse("one: n is 1; two: n is not 2 and n in 0..5; few: n not in 3").rules.count == 3)
        #expect(try PluralRuleParser.parse("one:i=1").rules.count == 1)
    }

    @Test("rejects malformed rule text with the offset of the problem", arguments: [
        ("one i = 1", 4),
        ("one: x = 1", 5),
        ("one: i = 1 and", 14),
        ("one: i = 1 or ", 14),
        ("one: i == 1", 8),
        ("one: i = 1..0", 9),
        ("one: i % 0 = 1", 9),
        ("one: i % 7 = 1", 9),
        ("one: i = 4294967296", 9),
        ("one: i = 1,", 11),
        ("one: i = 1.", 10),
        ("one: i = 1 xor v = 0", 11),
        ("one: i < 1", 7),
        ("foo: i = 1", 0),
        ("one: i = 1; one: i = 2", 12),
        ("other: i = 1", 0),
        ("one:", 0),
        ("one: @integer 1", 0),
        ("one: i = 1 @sample 1", 12),
        ("one: i = 1; : i = 2", 12),
        ("one: i 1", 7),
        ("one: i not 1", 11),
    ] as [(String, Int)])
    func rejects(_ text: String, _ offset: Int) {
        do {
            let set = try PluralRuleParser.parse(text)
            Issue.record("\(text.debugDescription) parsed as \(set)")
        } catch {
            #expect(error.kind == .pluralRule)
            #expect(error.message.hasPrefix("offset \(offset): "), "\(text.debugDescription): \(error)")
            #expect(error.message.count > "offset \(offset): ".count)
        }
    }

    @Test("offsets count characters, not bytes")
    func characterOffsets() {
        do {
            _ = try PluralRuleParser.parse("one: i = 1 @integer 1, …; two: x = 2")
            Issue.record("parsed")
        } catch {
            #expect(error.message.hasPrefix("offset 31: "), "\(error)")
        }
    }
}
