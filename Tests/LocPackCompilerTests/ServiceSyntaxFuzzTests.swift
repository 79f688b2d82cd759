import Foundation
import LocPack
@testable import LocPackCompiler
import Testing

/// The three text grammars of the pulled formats — ICU MessageFormat,
/// Transifex text and translatewiki `{{PLURAL}}` — on hostile input.
@Suite("Service format syntax, random input")
struct ServiceSyntaxFuzzTests {
    /// Random texts built from the three grammars' syntax characters: every
    /// reader returns a message or an error, never crashes, and every
    /// message it returns packs into a bundle.
    @Test func randomSyntaxNeverCrashes() throws {
        let alphabet = ["{", "}", "{", "}", "'", "#", "|", "$1", "%d", "%1$d", "%#@x@", "%", "=0 ", "one ", "other ", ",",
                        " plural, ", " select, ", " selectordinal, ", "offset:1 ", "{{PLURAL:$1|", "{{GENDER:$1|", "{{formatnum:", "{{SITENAME}}", "{{int:k1}}", "}}", "[[", "]]", "n",
                        "é", "👩‍👩‍👧", " ", "<cds-root>", "<cds-unit id=\"device.mac\">", "</cds-unit>", "</cds-root>", "&amp;"]
        var state: UInt64 = 0x5EED
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var messages: [Message] = []
        for _ in 0..<3000 {
            let text = (0..<(next() % 24)).map { _ in alphabet[next() % alphabet.count] }.joined()
            if let parsed = try? ICUMessageFormat.parse(text) { messages.append(parsed.message) }
            if let message = TransifexText.read(text).message { messages.append(message) }
            var parser = TranslateWikiMessageParser(text)
            if let parts = try? parser.parse() {
                var lowering = TranslateWikiLowering(locale: "pl", bytes: parser.bytes)
                if let message = try? lowering.lower(parts) { messages.append(message) }
            }
        }
        #expect(messages.count > 100)
        let catalog = MessageCatalog(sourceLanguage: "en", entries: messages.enumerated().map {
            CatalogEntry(key: "k\($0.offset)", localizations: ["pl": $0.element], location: SourceLocation(file: "fuzz"))
        })
        let c = try ImporterTestSupport.bundle(catalog)
        for k in stride(from: 0, to: messages.count, by: 7) {
            _ = c.string("k\(k)", locale: c.locale("pl"), device: .mac, arguments: [3, "x", 2.5])
        }
    }
}
