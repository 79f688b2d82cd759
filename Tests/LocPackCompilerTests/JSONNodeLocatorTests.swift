import Foundation
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

/// ``JSONNodeLocator`` turns the JSON path of a diagnostic into the line and
/// column of its node: a member at its name, an array element at its first
/// character, columns in Unicode scalars.
@Suite("JSONNodeLocator")
struct JSONNodeLocatorTests {
    typealias Step = JSONNodeLocator.Step

    /// The place of each path in `text`.
    static func places(_ text: String, _ paths: [[Step]]) -> [[Step]: [Int]] {
        JSONNodeLocator.positions(of: Set(paths), in: Array(text.utf8)).mapValues { [$0.line, $0.column] }
    }

    @Test func pathsAreReadIntoSteps() {
        #expect(JSONNodeLocator.steps(of: "$") == [])
        #expect(JSONNodeLocator.steps(of: #"$.strings["k\"q"].localizations["pt-BR"].variations.plural.one"#) == [
            .member("strings"), .member(#"k"q"#), .member("localizations"), .member("pt-BR"),
            .member("variations"), .member("plural"), .member("one"),
        ])
        #expect(JSONNodeLocator.steps(of: #"$["a"][2]["\u00e9"]"#) == [.member("a"), .element(2), .member("é")])
        #expect(JSONNodeLocator.steps(of: "strings.k") == nil)
        #expect(JSONNodeLocator.steps(of: "$[x]") == nil)
    }

    /// The path of every kind of node is found, nested members at their
    /// names, array elements at their first character.
    @Test func nestedMembersAndArrays() {
        let text = """
            {
              "a": {
                "b c": [10, {"d": true}],
                "e": "x"
              },
              "list": [
                "first",
                ["inner"]
              ]
            }
            """
        let found = Self.places(text, [
            [], [.member("a")], [.member("a"), .member("b c")], [.member("a"), .member("b c"), .element(0)],
            [.member("a"), .member("b c"), .element(1)], [.member("a"), .member("b c"), .element(1), .member("d")],
            [.member("a"), .member("e")], [.member("list"), .element(1), .element(0)], [.member("missing")],
        ])
        #expect(found[[]] == [1, 1])
        #expect(found[[.member("a")]] == [2, 3])
        #expect(found[[.member("a"), .member("b c")]] == [3, 5])
        #expect(found[[.member("a"), .member("b c"), .element(0)]] == [3, 13])
        #expect(found[[.member("a"), .member("b c"), .element(1)]] == [3, 17])
        #expect(found[[.member("a"), .member("b c"), .element(1), .member("d")]] == [3, 18])
        #expect(found[[.member("a"), .member("e")]] == [4, 5])
        #expect(found[[.member("list"), .element(1), .element(0)]] == [8, 6])
        #expect(found[[.member("missing")]] == nil)
        #expect(found.count == 8)
    }

    /// Member names are compared decoded (escapes, `\u` sequences); a
    /// string value holding braces or quotes does not disturb the walk;
    /// columns count characters, not bytes.
    @Test func quotedKeysWithEscapes() {
        let text = #"""
            {"k\"q": {"pt-BR": 1}, "v": "{[\"", "\u00e9t\u00e9": 2,
             "ü": {"x": 3}}
            """#
        let found = Self.places(text, [
            [.member(#"k"q"#), .member("pt-BR")], [.member("été")], [.member("ü"), .member("x")], [.member("v")],
        ])
        #expect(found[[.member(#"k"q"#), .member("pt-BR")]] == [1, 11])
        #expect(found[[.member("v")]] == [1, 24])
        #expect(found[[.member("été")]] == [1, 37])
        #expect(found[[.member("ü"), .member("x")]] == [2, 8])
    }

    /// A minified file puts every node on line 1: each column is counted on
    /// from the node before (not from the line's start again), and must
    /// equal the scalars before the node counted directly, across
    /// multi-byte text and an ill-formed byte between nodes.
    @Test func manyNodesOnOneLongLine() {
        var text = "{"
        var expected: [[Step]: [Int]] = [:]
        for k in 0..<300 {
            if k > 0 { text += "," }
            let name = "k\(k)"
            expected[[.member(name)]] = [1, text.unicodeScalars.count + 1]
            text += "\"\(name)\": [\"é🙂\(k)\", "
            expected[[.member(name), .element(1)]] = [1, text.unicodeScalars.count + 1]
            text += "\(k)]"
        }
        text += "}"
        var bytes = Array(text.utf8)
        // An ill-formed byte inside a string: decoding repairs it into one
        // scalar wherever counting starts, since nodes start at ASCII bytes.
        let at = bytes.firstIndex(of: 0xF0)!  // the first 🙂
        bytes[at + 1] = 0xC3
        let repaired = String(decoding: bytes, as: UTF8.self)
        let shift = repaired.unicodeScalars.count - text.unicodeScalars.count
        let found = JSONNodeLocator.positions(of: Set(expected.keys), in: bytes).mapValues { [$0.line, $0.column] }
        #expect(found.count == expected.count)
        for (path, place) in expected {
            let inFirstString = path == [.member("k0")]
            #expect(found[path] == (inFirstString ? place : [place[0], place[1] + shift]), "\(path)")
        }
    }

    /// A byte order mark is not a column; an XML property list (whose
    /// diagnostics use the same path notation) is searched by
    /// ``PlistStructureScanner``; other text is not.
    @Test func rootAndWhatIsNotJSON() {
        #expect(Self.places("\u{FEFF}{\"a\": 1}", [[], [.member("a")]]) == [[]: [1, 1], [.member("a")]: [1, 2]])
        #expect(Self.places("\n\n  [1, 2]", [[], [.element(1)]]) == [[]: [3, 3], [.element(1)]: [3, 7]])
        let plist = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<plist version=\"1.0\">\n<array/>\n</plist>\n"
        #expect(Self.places(plist, [[]]) == [[]: [3, 1]])
        #expect(Self.places("\"a\" = \"b\";", [[]]).isEmpty)
    }

    /// Diagnostics with a JSON path and no line get the line and column of
    /// their node, and print `file:line:column: severity: message [path]`;
    /// the others are kept as they are.
    @Test func diagnosticsAreLocated() throws {
        try withScratchDirectory { scratch in
            let file = scratch.appendingPathComponent("locator.json")
            try Data("{\n  \"greeting\": \"Hallo\",\n  \"count\": {\"one\": \"x\"}\n}\n".utf8).write(to: file)
            let diagnostics = [
                Diagnostic(.warning, .ignoredContent, at: SourceLocation(file: file.path, jsonPath: #"$["count"].one"#), "w"),
                Diagnostic(.error, .unreadableInput, at: SourceLocation(file: file.path, jsonPath: "$"), "e"),
                Diagnostic(.note, .overriddenDefinition, at: SourceLocation(file: file.path, jsonPath: #"$["absent"]"#), "n"),
                Diagnostic(.note, .overriddenDefinition, at: SourceLocation(file: file.path, line: 9, column: 9, jsonPath: #"$["greeting"]"#), "kept"),
                Diagnostic(.note, .overriddenDefinition, at: SourceLocation(file: file.path + ".missing", jsonPath: "$"), "no file"),
            ]
            #expect(JSONNodeLocator.locate(diagnostics).map(\.description) == [
                "\(file.path):3:13: warning: w [$[\"count\"].one]",
                "\(file.path):1:1: error: e [$]",
                "\(file.path): $[\"absent\"]: note: n",
                "\(file.path):9:9: note: kept [$[\"greeting\"]]",
                "\(file.path).missing: $: note: no file",
            ])
        }
    }
}
