import LocPack
import Testing

/// Expected operands, written out by hand from CLDR's definitions.
private struct Expected: CustomStringConvertible {
    var text: String
    var i: UInt64
    var v: UInt32 = 0
    var w: UInt32 = 0
    var f: UInt64 = 0
    var t: UInt64 = 0
    var e: UInt32 = 0
    var isInteger = true
    var iHuge = false
    var fHuge = false
    var description: String { text }
}

private let decimalCases: [Expected] = [
    Expected(text: "0", i: 0),
    Expected(text: "1", i: 1),
    Expected(text: "-2", i: 2),
    Expected(text: "-0", i: 0),
    Expected(text: "007", i: 7),
    Expected(text: "1.50", i: 1, v: 2, w: 1, f: 50, t: 5, isInteger: false),
    Expected(text: "-1.50", i: 1, v: 2, w: 1, f: 50, t: 5, isInteger: false),
    Expected(text: "0.0", i: 0, v: 1, w: 0, f: 0, t: 0),
    Expected(text: "1.0", i: 1, v: 1),
    Expected(text: "2.000", i: 2, v: 3),
    Expected(text: "1.000100", i: 1, v: 6, w: 4, f: 100, t: 1, isInteger: false),
    Expected(text: "0.05", i: 0, v: 2, w: 2, f: 5, t: 5, isInteger: false),
    Expected(text: "123.456", i: 123, v: 3, w: 3, f: 456, t: 456, isInteger: false),
    // Compact exponent: the point moves right by e.
    Expected(text: "1c6", i: 1_000_000, e: 6),
    Expected(text: "1e6", i: 1_000_000, e: 6),
    Expected(text: "1.1c6", i: 1_100_000, e: 6),
    Expected(text: "1.0000001c6", i: 1_000_000, v: 1, w: 1, f: 1, t: 1, e: 6, isInteger: false),
    Expected(text: "1.25c1", i: 12, v: 1, w: 1, f: 5, t: 5, e: 1, isInteger: false),
    Expected(text: "1.20c1", i: 12, v: 1, w: 0, f: 0, t: 0, e: 1),
    Expected(text: "1.5c0", i: 1, v: 1, w: 1, f: 5, t: 5, isInteger: false),
    Expected(text: "5c0", i: 5),
    Expected(text: "0c100", i: 0, e: 100),
    Expected(text: "-2.5c3", i: 2500, e: 3),
    // Values beyond UInt64: kept modulo 10^18.
    Expected(text: "18446744073709551615", i: 18_446_744_073_709_551_615),
    Expected(text: "18446744073709551616", i: 446_744_073_709_551_616, iHuge: true),
    Expected(text: "123456789012345678901234", i: 789_012_345_678_901_234, iHuge: true),
    Expected(text: "1c20", i: 0, e: 20, iHuge: true),
    Expected(text: "1.5c19", i: 15_000_000_000_000_000_000, e: 19),
    Expected(text: "2.5c19", i: 0, e: 19, iHuge: true),
    Expected(text: "0000000000000000000000000000001", i: 1),
    Expected(text: "0.123456789012345678901234", i: 0, v: 24, w: 24,
             f: 789_012_345_678_901_234, t: 789_012_345_678_901_234, isInteger: false, fHuge: true),
    Expected(text: "0.10000000000000000000000000", i: 0, v: 26, w: 1, f: 0, t: 1, isInteger: false, fHuge: true),
]

@Suite("PluralOperands")
struct PluralOperandsTests {
    @Test("from displayed decimal text", arguments: decimalCases)
    fileprivate func decimalText(_ x: Expected) throws {
        let o = try #require(PluralOperands(x.text), "\(x.text) should parse")
        #expect(o.i == x.i)
        #expect(o.v == x.v)
        #expect(o.w == x.w)
        #expect(o.f == x.f)
        #expect(o.t == x.t)
        #expect(o.e == x.e)
        #expect(o.c == x.e)
        #expect(o.isInteger == x.isInteger)
        #expect(o.isIntegerPartHuge == x.iHuge)
        #expect(o.isFractionHuge == x.fHuge)
        #expect(o.isPlainInteger == (x.v == 0 && x.e == 0 && !x.iHuge))
    }

    @Test("the raw-buffer initializer agrees with the String one")
    func rawBuffer() {
        for x in decimalCases {
            let fromBytes = Array(x.text.utf8).withUnsafeBytes { PluralOperands(decimalText: $0) }
            #expect(fromBytes == PluralOperands(x.text), "\(x.text)")
        }
        #expect(PluralOperands(decimalText: UnsafeRawBufferPointer(start: nil, count: 0)) == nil)
    }

    @Test("malformed text is rejected", arguments: [
        "", "-", "+1", "1.", ".5", "-.5", "1..2", "1.2.3", "1c", "c6", "1c6.5", "1c-5", "1e+5",
        " 1", "1 ", "1,5", "abc", "--1", "1-", "0x10", "1E6", "1C6", "1c6c6", "1c99999999999",
        "1c4294967296", "١", "1\u{0}", "NaN", "inf",
    ])
    func malformed(_ text: String) {
        #expect(PluralOperands(text) == nil, "\(text.debugDescription) should be rejected")
    }

    @Test("the largest exponent is accepted")
    func largestExponent() throws {
        let o = try #require(PluralOperands("7c4294967295"))
        #expect(o.e == UInt32.max)
        #expect(o.isIntegerPartHuge)
        #expect(o.i == 0)
    }

    @Test("from integers")
    func integers() {
        let cases: [(PluralOperands, UInt64)] = [
            (PluralOperands(Int64(0)), 0), (PluralOperands(Int64(5)), 5), (PluralOperands(Int64(-5)), 5),
            (PluralOperands(Int64.min), 9_223_372_036_854_775_808), (PluralOperands(Int64.max), 9_223_372_036_854_775_807),
            (PluralOperands(UInt64.max), UInt64.max), (PluralOperands(-42), 42), (PluralOperands(Int.min), 1 << 63),
        ]
        for (o, i) in cases {
            #expect(o.i == i)
            #expect(o.v == 0 && o.w == 0 && o.f == 0 && o.t == 0 && o.e == 0)
            #expect(o.isInteger && o.isPlainInteger && !o.isIntegerPartHuge)
        }
        #expect(PluralOperands(Int64(-17)) == PluralOperands("-17"))
        #expect(PluralOperands(UInt64.max) == PluralOperands("18446744073709551615"))
    }
}

/// Programs assembled by hand from `Specs/plural-rules.md`, so the runtime
/// is checked against the spec rather than against the compiler.
@Suite("PluralRules (hand-assembled programs)")
struct PluralRulesSpecTests {
    static func u32(_ v: UInt32) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)] }

    /// `operand [% m] (=|!=) lo..hi, …` as program bytes.
    static func relation(_ operand: UInt8, mod: UInt32? = nil, negated: Bool = false, _ ranges: [(UInt32, UInt32)]) -> [UInt8] {
        var head = operand
        if negated { head |= 0x08 }
        if mod != nil { head |= 0x10 }
        var out: [UInt8] = [head, UInt8(ranges.count)]
        if let mod { out += u32(mod) }
        for (lo, hi) in ranges { out += u32(lo) + u32(hi - lo) }
        return out
    }

    static func rule(_ category: PluralCategory, _ chains: [[UInt8]]) -> [UInt8] {
        var out: [UInt8] = [category.rawValue, UInt8(chains.count)]
        for chain in chains { out += [UInt8(chain.count)] + chain }
        return out
    }

    static func u16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }

    /// Header (version 1, category mask, table start S, period M, integer
    /// rules length, general rules length), table, integer rules, general rules.
    static func program(mask: UInt8, start: Int = 0, period: Int = 0, table: [UInt8] = [],
                        integer: [UInt8], general: [UInt8]) -> [UInt8] {
        [1, mask] + u16(start) + u16(period) + u16(integer.count) + u16(general.count) + table + integer + general
    }

    /// Russian cardinal: one: v = 0 and i % 10 = 1 and i % 100 != 11;
    /// few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14;
    /// many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14.
    static var russian: [UInt8] {
        let (i, v): (UInt8, UInt8) = (1, 2)
        let general =
            rule(.one, [relation(v, [(0, 0)]) + relation(i, mod: 10, [(1, 1)]) + relation(i, mod: 100, negated: true, [(11, 11)])])
            + rule(.few, [relation(v, [(0, 0)]) + relation(i, mod: 10, [(2, 4)]) + relation(i, mod: 100, negated: true, [(12, 14)])])
            + rule(.many, [relation(v, [(0, 0)]) + relation(i, mod: 10, [(0, 0)]),
                           relation(v, [(0, 0)]) + relation(i, mod: 10, [(5, 9)]),
                           relation(v, [(0, 0)]) + relation(i, mod: 100, [(11, 14)])])
        let integer =
            rule(.one, [relation(i, mod: 10, [(1, 1)]) + relation(i, mod: 100, negated: true, [(11, 11)])])
            + rule(.few, [relation(i, mod: 10, [(2, 4)]) + relation(i, mod: 100, negated: true, [(12, 14)])])
            + rule(.many, [relation(i, mod: 10, [(0, 0), (5, 9)]), relation(i, mod: 100, [(11, 14)])])
        return program(mask: 0b11_1010, integer: integer, general: general)
    }

    /// Arabic cardinal as a periodic integer table (start 3, period 100) and
    /// general rules: zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99.
    static var arabic: [UInt8] {
        let n: UInt8 = 0
        let general = rule(.zero, [relation(n, [(0, 0)])]) + rule(.one, [relation(n, [(1, 1)])])
            + rule(.two, [relation(n, [(2, 2)])]) + rule(.few, [relation(n, mod: 100, [(3, 10)])])
            + rule(.many, [relation(n, mod: 100, [(11, 99)])])
        var table: [UInt8] = [0, 1, 2]  // 0, 1, 2
        for r in 0..<100 {  // the least x >= 3 with x % 100 == r
            table.append(r <= 2 ? 5 : r <= 10 ? 3 : 4)
        }
        return program(mask: 0b11_1111, start: 3, period: 100, table: table, integer: [], general: general)
    }

    @Test("Russian, integer rules and general rules")
    func russianProgram() throws {
        let bytes = Self.russian
        try bytes.withUnsafeBytes { raw in
            let rules = try #require(PluralRules(validating: raw))
            let expected: [(String, PluralCategory)] = [
                ("1", .one), ("21", .one), ("101", .one), ("11", .many), ("111", .many), ("2", .few), ("24", .few),
                ("12", .many), ("14", .many), ("5", .many), ("0", .many), ("100", .many), ("1.5", .other),
                ("1.0", .other), ("2.0", .other), ("1000001", .one), ("1c6", .many), ("123456789012345678901231", .one),
            ]
            for (text, category) in expected {
                let o = try #require(PluralOperands(text))
                #expect(rules.select(o) == category, "ru \(text)")
                #expect(rules._selectGeneral(o) == category, "ru general \(text)")
            }
            #expect(rules.categories == [.one, .few, .many, .other])
            #expect(!rules.canSelect(.zero))
        }
    }

    @Test("Arabic, periodic table and general rules")
    func arabicProgram() throws {
        let bytes = Self.arabic
        try bytes.withUnsafeBytes { raw in
            let rules = try #require(PluralRules(validating: raw))
            let expected: [(String, PluralCategory)] = [
                ("0", .zero), ("1", .one), ("2", .two), ("3", .few), ("10", .few), ("11", .many), ("99", .many),
                ("100", .other), ("101", .other), ("102", .other), ("103", .few), ("1011", .many), ("0.0", .zero),
                ("1.0", .one), ("1.5", .other), ("0.1", .other), ("103.0", .few),
                ("18446744073709551615", .many), ("123456789012345678901202", .other), ("123456789012345678901203", .few),
            ]
            for (text, category) in expected {
                let o = try #require(PluralOperands(text))
                #expect(rules.select(o) == category, "ar \(text)")
                #expect(rules._selectGeneral(o) == category, "ar general \(text)")
            }
            #expect(rules.select(Int64(-3)) == .few)
        }
    }

    @Test("huge values match no range unless a modulus applies")
    func hugeValues() throws {
        // one: n = 0..4294967295 (any integer n fitting in 32 bits); few: i % 10 = 4
        let general = Self.rule(.one, [Self.relation(0, [(0, UInt32.max)])])
            + Self.rule(.few, [Self.relation(1, mod: 10, [(4, 4)])])
        let integer = Self.rule(.one, [Self.relation(1, [(0, UInt32.max)])])
            + Self.rule(.few, [Self.relation(1, mod: 10, [(4, 4)])])
        let bytes = Self.program(mask: 0b10_1010, integer: integer, general: general)
        try bytes.withUnsafeBytes { raw in
            let rules = try #require(PluralRules(validating: raw))
            #expect(rules.select(PluralOperands("4294967295")!) == .one)
            #expect(rules.select(PluralOperands("4294967296")!) == .other)
            #expect(rules.select(PluralOperands("4294967304")!) == .few)
            #expect(rules.select(PluralOperands("1000000000000000000000000")!) == .other)
            #expect(rules.select(PluralOperands("1000000000000000000000004")!) == .few)
            #expect(rules.select(PluralOperands("4.0")!) == .one)
            #expect(rules.select(PluralOperands("5.5")!) == .other)  // n has a fraction: in no range
            #expect(rules.select(PluralOperands("4.5")!) == .few)  // i % 10 = 4
        }
    }

    @Test("everythingOther")
    func everythingOther() {
        let rules = PluralRules.everythingOther
        #expect(PluralRules.validate(rules.program))
        for text in ["0", "1", "2", "1.5", "1c6", "123456789012345678901234"] {
            #expect(rules.select(PluralOperands(text)!) == .other)
        }
        #expect(rules.categories == [.other])
    }

    @Test("validation rejects malformed programs")
    func rejects() {
        func valid(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBytes { PluralRules.validate($0) } }
        let ru = Self.russian, ar = Self.arabic
        #expect(valid(ru) && valid(ar))
        #expect(!valid([]))
        #expect(!valid(Array(ru.dropLast())))
        #expect(!valid(ru + [0]))
        var bad = ru; bad[0] = 2; #expect(!valid(bad))          // version
        bad = ru; bad[1] = 0b01_1010; #expect(!valid(bad))      // mask without other
        bad = ru; bad[1] = 0b11_1011; #expect(!valid(bad))      // mask claims zero
        bad = ru; bad[1] = 0b111_1010; #expect(!valid(bad))     // mask bit 6
        bad = ru; bad[2] = 1; #expect(!valid(bad))              // S: lengths no longer add up
        bad = ru; bad[10] = 5; #expect(!valid(bad))             // rule category other
        bad = ru; bad[11] = 0; #expect(!valid(bad))             // no chains
        bad = ru; bad[12] = 255; #expect(!valid(bad))           // chain past the end
        bad = ru; bad[13] = 0x11 | 0x20; #expect(!valid(bad))   // reserved head bit
        bad = ru; bad[13] = 0x12; #expect(!valid(bad))          // integer rules read v
        bad = ru; bad[14] = 0; #expect(!valid(bad))             // zero ranges
        bad = ru; bad[15] = 0; #expect(!valid(bad))             // modulus 0 (10 → 0)
        bad = ru; bad[15] = 7; #expect(!valid(bad))             // modulus 7
        bad = ar; bad[10] = 6; #expect(!valid(bad))             // table category 6
        bad = ar; bad[4] = 0; #expect(!valid(bad))              // period 0: lengths no longer add up
        bad = ar; bad[2] = 4; #expect(!valid(bad))              // start 4: lengths no longer add up
        // A period makes integer rules unreachable; they must be absent.
        let periodAndRules = Self.program(mask: 0b10_0010, start: 0, period: 1, table: [5],
                                          integer: Self.rule(.one, [Self.relation(1, [(1, 1)])]), general: [])
        #expect(!valid(periodAndRules))
        // range bound overflow: lo + span > UInt32.max
        let overflow = Self.program(mask: 0b10_0010, integer: [],
                                    general: Self.rule(.one, [[0x00, 1] + Self.u32(2) + Self.u32(UInt32.max)]))
        #expect(!valid(overflow))
        // operand code 7
        let badOperand = Self.program(mask: 0b10_0010, integer: [], general: Self.rule(.one, [Self.relation(7, [(1, 1)])]))
        #expect(!valid(badOperand))
    }
}
