import Foundation
@testable import LocPackCompiler
import Testing

/// The MessageFormat WG's conformance tests, checked for validity (which
/// messages have a syntax or data model error, and which), run when `LOCPACK_MF2_SUITE` names the suite's `test/tests`
/// folder (a checkout of unicode-org/message-format-wg, never copied into
/// this repository). Without it the test does not run.
@Suite struct MF2ConformanceTests {
    static let suite = ProcessInfo.processInfo.environment["LOCPACK_MF2_SUITE"]

    @Test(.enabled(if: suite != nil, "set LOCPACK_MF2_SUITE to message-format-wg/test/tests"),
          arguments: ["syntax.json", "syntax-errors.json", "data-model-errors.json", "bidi.json", "fallback.json",
                      "pattern-selection.json", "u-options.json", "functions/currency.json", "functions/integer.json",
                      "functions/number.json", "functions/offset.json", "functions/percent.json", "functions/string.json",
                      "functions/date.json", "functions/datetime.json", "functions/time.json"])
    func validityMatchesTheSuite(_ file: String) throws {
        let url = URL(fileURLWithPath: try #require(Self.suite)).appendingPathComponent(file)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let tests = try #require(root["tests"] as? [[String: Any]])
        let defaults = root["defaultTestProperties"] as? [String: Any] ?? [:]
        let kinds: Set<String> = ["syntax-error", "variant-key-mismatch", "missing-fallback-variant",
                                  "missing-selector-annotation", "duplicate-declaration", "duplicate-option-name",
                                  "duplicate-variant"]
        var checked = 0
        for test in tests {
            let src = try #require(test["src"] as? String)
            let expectedErrors = test["expErrors"] ?? defaults["expErrors"]
            let expected = (expectedErrors as? [[String: Any]] ?? []).compactMap { $0["type"] as? String }
                .first { kinds.contains($0) }
            var parser = MF2Parser(src)
            var found: String?
            do {
                let message = try parser.parse()
                found = MF2Validation.firstError(in: message, text: src)?.kind.rawValue
            } catch {
                found = error.kind.rawValue
            }
            #expect(found == expected, "\(file): \(src.debugDescription)")
            checked += 1
        }
        #expect(checked == tests.count)
    }
}
