import Foundation
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

/// ``PlistStructureScanner`` places the JSON-notation paths of `.stringsdict`
/// diagnostics in an XML property list: a member at its `<key>`, an array
/// element and the root at their `<`, columns in Unicode scalars.
@Suite("PlistStructureScanner")
struct PlistStructureScannerTests {
    typealias Step = JSONNodeLocator.Step

    /// The place of each path in `text`.
    static func places(_ text: String, _ paths: [[Step]]) -> [[Step]: [Int]] {
        JSONNodeLocatorTests.places(text, paths)
    }

    static let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>%d files &amp; folders</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@files@ <![CDATA[<not a tag>]]></string>
        \t\t<!-- <key>commented</key> -->
        \t\t<key>files</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        \t\t\t<key>one</key><string>ein Ordner</string><key>few</key>
        \t\t\t<string>%d Ordner</string>
        \t\t</dict>
        \t</dict>
        \t<key>&#x00E9;t&#233;</key><dict><key>list</key><array><string>a</string><true/><dict/></array></dict>
        </dict>
        </plist>
        """

    /// Members at their keys (entities decoded), elements at their `<`,
    /// what comments, CDATA and the DOCTYPE hold never taken for structure.
    @Test func stringsdictNodes() {
        let entry: [Step] = [.member("%d files & folders")]
        let found = Self.places(Self.stringsdict, [
            [], entry, entry + [.member("NSStringLocalizedFormatKey")], entry + [.member("files")],
            entry + [.member("files"), .member("one")], entry + [.member("files"), .member("few")],
            [.member("été")], [.member("été"), .member("list"), .element(1)], [.member("été"), .member("list"), .element(2)],
            [.member("commented")], [.member("missing")],
        ])
        #expect(found == [
            []: [4, 1],
            entry: [5, 2],
            entry + [.member("NSStringLocalizedFormatKey")]: [7, 3],
            entry + [.member("files")]: [10, 3],
            entry + [.member("files"), .member("one")]: [13, 4],
            entry + [.member("files"), .member("few")]: [13, 45],
            [.member("été")]: [17, 2],
            [.member("été"), .member("list"), .element(1)]: [17, 74],
            [.member("été"), .member("list"), .element(2)]: [17, 81],
        ])
    }

    /// On one long line, columns count Unicode scalars from the line's
    /// start however many nodes come before (the counter goes on from the
    /// last one instead of decoding the line again).
    @Test func oneLineWithMultibyteKeys() {
        var text = #"<?xml version="1.0"?><plist><dict>"#
        var expected: [[Step]: [Int]] = [:]
        for k in 0..<300 {
            let key = "ключ\(k)"
            expected[[.member(key)]] = [1, text.unicodeScalars.count + 1]
            text += "<key>\(key)</key><string>значение</string>"
        }
        text += "</dict></plist>"
        #expect(Self.places(text, Array(expected.keys)) == expected)
    }

    /// Nothing is placed outside `<plist>` (an XLIFF document), in a binary
    /// property list, or past where the structure stops making sense.
    @Test func whatIsNotAPropertyListYieldsNothing() {
        #expect(Self.places(#"<xliff><file><dict><key>a</key><string/></dict></file></xliff>"#, [[], [.member("a")]]).isEmpty)
        #expect(Self.places("bplist00\u{1}", [[]]).isEmpty)
        let broken = "<plist><dict><key>a</key><string>x</string><string>no key</string><key>b</key><true/></dict></plist>"
        #expect(Self.places(broken, [[.member("a")], [.member("b")]]) == [[.member("a")]: [1, 14]])
    }

    /// A `.stringsdict` diagnostic from a build prints `file:line:column`
    /// with its path kept, as a JSON input's does.
    @Test func buildDiagnosticsOfAStringsdictAreLocated() throws {
        try withScratchDirectory { scratch in
            let folder = scratch.appendingPathComponent("de.lproj", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent("Localizable.stringsdict")
            try Data(Self.stringsdict.utf8).write(to: file)
            let diagnostic = Diagnostic(.warning, .ignoredContent, at: SourceLocation(file: file.path, jsonPath: #"$["%d files & folders"].files.few"#), "x")
            let located = JSONNodeLocator.locate([diagnostic])
            #expect(located.first?.location.line == 13)
            #expect(located.first?.location.column == 45)
            #expect(located.first?.description.hasPrefix("\(file.path):13:45: warning: x") == true)
        }
    }
}
