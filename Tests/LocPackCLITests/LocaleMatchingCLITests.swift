import Foundation
import LocPackTestSupport
import Testing

/// Issue 12 items 6 and 7 through the `locpack` binary: `render --locale`,
/// the LANG environment, and `plural` with alias codes.
@Suite(.serialized) struct LocaleMatchingCLITests {
    /// `locpack plural` applies CLDR language aliases: Tagalog `tl` is
    /// Filipino (`fil`), whose rules make 2 `one` (4 `other`); `iw` is Hebrew.
    @Test func pluralWithAliasCodes() throws {
        let tl = try CLITests.run(["plural", "--locale", "tl", "2", "4", "1"])
        #expect(tl.stdout == "2 one\n4 other\n1 one\n", "\(tl.stderr)")
        let iw = try CLITests.run(["plural", "--locale", "iw", "2", "1", "3"])
        #expect(iw.stdout == "2 two\n1 one\n3 other\n", "\(iw.stderr)")
        let ars = try CLITests.run(["plural", "--locale", "ars", "0", "3"])
        #expect(ars.stdout == "0 zero\n3 few\n", "\(ars.stderr)")
        let mo = try CLITests.run(["plural", "--locale", "mo", "2"])
        #expect(mo.stdout == "2 few\n", "\(mo.stderr)")
    }

    /// A bundle with Simplified and Traditional Chinese, Brazilian and
    /// European Portuguese, Hebrew under its old code `iw`, and Serbian in
    /// both scripts, built into `dir`.
    private func bundle(in dir: URL) throws -> String {
        func unit(_ text: String) -> String { #"{ "stringUnit": { "state": "translated", "value": "\#(text)" } }"# }
        let locales = ["en", "zh-Hans", "zh-Hant-TW", "pt-BR", "pt-PT", "iw", "sr-Latn", "sr-Cyrl"]
        let json = """
        { "sourceLanguage": "en", "version": "1.0", "strings": { "hello": { "localizations": {
        \(locales.map { "\"\($0)\": \(unit("hello:" + $0))" }.joined(separator: ",\n"))
        } } } }
        """
        let source = dir.appendingPathComponent("Localizable.xcstrings")
        try json.write(to: source, atomically: true, encoding: .utf8)
        let bundle = dir.appendingPathComponent("app.locpack").path
        let build = try CLITests.run(["build", source.path, "-o", bundle])
        #expect(build.status == 0, "\(build.stderr)")
        return bundle
    }

    @Test func renderLocaleRespectsScripts() throws {
        try withScratchDirectory { dir in
            let bundle = try bundle(in: dir)
            let cases = [("zh-TW", "zh-Hant-TW"), ("zh-HK", "zh-Hant-TW"), ("zh-MO", "zh-Hant-TW"), ("zh-Hant", "zh-Hant-TW"),
                         ("zh", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh_SG", "zh-Hans"), ("pt", "pt-BR"), ("pt-AO", "pt-PT"),
                         ("iw", "iw"), ("he-IL", "iw"), ("sr", "sr-Cyrl"), ("sr-ME", "sr-Latn"), ("sh", "sr-Latn")]
            for (request, expected) in cases {
                let run = try CLITests.run(["render", bundle, "--key", "hello", "--locale", request])
                #expect(run.stdout == "hello:\(expected)\n", "\(request): \(run.stderr)")
            }
            for (lang, expected) in [("zh_HK.UTF-8", "zh-Hant-TW"), ("zh_CN.UTF-8", "zh-Hans"), ("pt_MZ.UTF-8", "pt-PT"),
                                     ("sr_RS@latin", "sr-Latn"), ("sr_RS.UTF-8", "sr-Cyrl"), ("iw_IL.UTF-8", "iw")] {
                let run = try CLITests.run(["render", bundle, "--key", "hello"], environment: ["LANG": lang])
                #expect(run.stdout == "hello:\(expected)\n", "LANG=\(lang): \(run.stderr)")
            }
        }
    }
}
