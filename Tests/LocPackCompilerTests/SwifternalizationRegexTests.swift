import Foundation
@testable import LocPack
@testable import LocPackCompiler
import Testing

/// The `exp:` regular expressions: parsing, compiling to pattern programs,
/// and running them with the runtime's matcher.
@Suite("Swifternalization regular expressions")
struct SwifternalizationRegexTests {
    /// Compiles `pattern` and runs it on `text`.
    static func matches(_ pattern: String, _ text: String) throws -> Bool {
        let program = try SwifternalizationPatternCompiler.compile(source: pattern).program
        return try program.withUnsafeBytes { bytes in
            let matcher = try #require(ConditionMatcher(ByteView(bytes)))
            return Array(text.utf8).withUnsafeBytes { matcher.matches($0) }
        }
    }

    /// The error compiling `pattern` gives.
    static func error(_ pattern: String) -> String {
        do {
            _ = try SwifternalizationPatternCompiler.compile(source: pattern)
            return "compiled"
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        // Literals, search semantics, anchors.
        ("1", "1", true), ("1", "21", true), ("^1", "21", false), ("1$", "12", false), ("^1$", "1", true),
        ("^$", "", true), ("", "", true), ("\\A1\\z", "1", true), ("7\\Z", "17", true),
        // `.`, classes, escapes.
        ("^.$", "5", true), ("^.$", "55", false), ("^[2-4]$", "3", true), ("^[2-4]$", "5", false),
        ("^[^1]", "21", true), ("^[^1]", "12", false), ("^\\d+$", "123", true), ("^\\d+$", "1.5", false),
        ("^\\D", "-1", true), ("\\.5$", "2.5", true), ("\\.5$", "25", false), ("^-?\\d+\\.\\d$", "-3.5", true),
        ("[]1]", "]", true), ("[-1]", "-", true), ("[1-]", "-", true), ("[\\d.]$", ".", true), ("^\\w+$", "a_1", true),
        ("^\\s$", " ", true), ("\\x31", "1", true), ("\\u0032", "2", true), ("\\Q1.5\\E", "1x5", false), ("\\Q1.5\\E", "1.5", true),
        ("[\\x30-\\x32]", "2", true), ("[\\x30-\\x32]", "3", false),
        // Quantifiers.
        ("^1*$", "", true), ("^1*$", "111", true), ("^1+$", "", false), ("^12?3$", "13", true), ("^12?3$", "123", true),
        ("^\\d{2}$", "12", true), ("^\\d{2}$", "123", false), ("^\\d{2,}$", "1", false), ("^\\d{2,}$", "12345", true),
        ("^\\d{1,3}$", "1234", false), ("^\\d{1,3}$", "123", true), ("^\\d{0}$", "", true), ("^1*?$", "11", true),
        ("^(12)+$", "121212", true), ("^(12)+$", "1212123", false),
        // Alternation and groups.
        ("^(1|22|333)$", "22", true), ("^(1|22|333)$", "33", false), ("^(?:1|2)(?:3|4)$", "24", true),
        ("^(?<tens>[1-9])0$", "30", true), ("^(|1)$", "", true), ("a|", "x", true),
        // The README's examples that need no lookaround.
        ("(^[^1])|(^\\d{2,})", "5", true), ("(^[^1])|(^\\d{2,})", "1", false), ("(^[^1])|(^\\d{2,})", "10", true),
        // Polish few without lookahead.
        ("(^|[^1])[2-4]$", "2", true), ("(^|[^1])[2-4]$", "12", false), ("(^|[^1])[2-4]$", "22", true),
        ("(^|[^1])[2-4]$", "112", false), ("(^|[^1])[2-4]$", "1024", true), ("(^|[^1])[2-4]$", "-3", true),
        // Non-ASCII literal never matches ASCII text.
        ("é", "1", false), ("[é1]", "1", true),
    ])
    func matchesLikeICU(_ pattern: String, _ text: String, _ expected: Bool) throws {
        #expect(try Self.matches(pattern, text) == expected, "\(pattern) on \(text)")
    }

    @Test func pathologicalPatternsRunInLinearTime() throws {
        let long = String(repeating: "a", count: 390)
        #expect(try Self.matches("(a*)*b", long) == false)
        #expect(try Self.matches("(a*)*b", long + "b") == true)
        #expect(try Self.matches("^(a|a)*$", long) == true)
        #expect(try Self.matches("^(a|aa)+$", long + "c") == false)
        #expect(try Self.matches("(a?){30}a{30}", String(repeating: "a", count: 30)) == true)
        #expect(try Self.matches("(()*)*$", long) == true)
        #expect(try Self.matches("(.*)*x", String(repeating: "1", count: 390)) == false)
        // Many runs of the worst case finish quickly: the matcher does not backtrack.
        let program = try SwifternalizationPatternCompiler.compile(source: "(a*)*(a*)*(a*)*b").program
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            try program.withUnsafeBytes { bytes in
                let matcher = try #require(ConditionMatcher(ByteView(bytes)))
                try Array(long.utf8).withUnsafeBytes { text in
                    for _ in 0..<200 { try #require(!matcher.matches(text)) }
                }
            }
        }
        #expect(elapsed < .seconds(5), "\(elapsed)")
    }

    @Test(arguments: [
        ("(?=1)", "lookahead '(?=' is not supported: a pattern must run on the number's text in one pass without backtracking (at offset 0)"),
        ("1(?!1)", "negative lookahead '(?!' is not supported: a pattern must run on the number's text in one pass without backtracking (at offset 1)"),
        ("(?<=1)2", "lookbehind '(?<=' is not supported: a pattern must run on the number's text in one pass without backtracking (at offset 0)"),
        ("(?<!1)2", "negative lookbehind '(?<!' is not supported: a pattern must run on the number's text in one pass without backtracking (at offset 0)"),
        ("(?>1)", "atomic group '(?>' is not supported: a pattern must run on the number's text in one pass without backtracking (at offset 0)"),
        ("(1)\\1", "backreference '\\1' is not supported (at offset 3)"),
        ("\\b1", "word boundary '\\b' is not supported (at offset 0)"),
        ("(?i)1", "inline flags '(?…)' are not supported (at offset 0)"),
        ("\\p{Nd}", "Unicode property '\\p' is not supported: the number's text is ASCII (use [0-9]) (at offset 0)"),
        ("[[:digit:]]", "nested classes and POSIX classes ('[' inside '[…]') are not supported: write '\\[' (at offset 1)"),
        ("1*+", "possessive quantifier '*+' is not supported (at offset 2)"),
        ("*1", "nothing to repeat before '*' (at offset 0)"),
        ("1**", "nothing to repeat before '*' (at offset 2)"),
        ("^*", "nothing to repeat before '*' (at offset 1)"),
        ("1{2", "malformed repetition '{': write '\\{' for a literal brace (at offset 1)"),
        ("1{3,2}", "repetition {3,2} has its bounds out of order (at offset 1)"),
        ("(1", "unclosed group '(' (at offset 0)"),
        ("1)", "unmatched ')' (at offset 1)"),
        ("[12", "unclosed character class '[' (at offset 0)"),
        ("[9-1]", "range '9-1' is out of order (at offset 1)"),
        ("1\\", "a pattern cannot end with '\\' (at offset 1)"),
        ("\\y", "escape '\\y' is not supported (at offset 0)"),
        ("\\d{300}", "the pattern is too large: it needs more than 256 matcher instructions (shorten it or lower its repetition counts)"),
    ])
    func rejectsWhatCannotRunInOnePass(_ pattern: String, _ message: String) {
        #expect(Self.error(pattern) == message, "\(pattern)")
    }

    @Test func programLayout() throws {
        // `^[2-4]$`: textStart, class 0, textEnd, match.
        let program = try SwifternalizationPatternCompiler.compile(source: "^[2-4]$").program
        #expect(program.count == 4 + 16 + 4 * 4)
        #expect(Array(program[0..<4]) == [4, 0, 1, 0])
        #expect(program[4 + 6] == 0b0001_1100)  // bytes 0x32–0x34: bits 2, 3, 4 of byte 6
        #expect(Array(program[20...]) == [6, 0, 0, 0, 3, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0])
        // Identical classes are stored once.
        let twice = try SwifternalizationPatternCompiler.compile(source: "\\d\\d").program
        #expect(twice[2] == 1)
    }
}
