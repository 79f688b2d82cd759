import Foundation
import LocPack
import LocPackCompiler
import Testing
import LocPackTestSupport

/// The README's "The library in twenty lines" snippet, line for line, against
/// the example catalog: if the API changes, this fails and the README must
/// follow; if the README's snippet changes, ``readmeStillShowsThisSnippet``
/// fails until this copy follows.
@Suite struct ReadmeUsageTests {
    @Test func snippetWorksAsWritten() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let messages = try StringCatalogImporter.importCatalog(at: root.appendingPathComponent("Examples/Localizable.xcstrings"))
        try withScratchDirectory { scratch in
            let path = scratch.appendingPathComponent("readme.locpack").path
            try AtomicFileWriter.write(try BundleWriter.pack(messages), to: path)

            // --- README snippet ---
            let catalog = try Catalog(contentsOf: path)
            let locale = catalog.locale("pt-BR")               // falls back pt-BR → pt → source language

            // Convenience: a String (allocates the result only).
            let text = catalog.string("%lld photos", locale: locale, arguments: [.int(3)])

            // Fast path: resolve the key once, render into your own buffer, no allocation.
            let photos = catalog.key("%lld photos")!
            var buffer = [UInt8](repeating: 0, count: 256)
            var rendered = ""
            buffer.withUnsafeMutableBytes { storage in
                var sink = UTF8Sink(storage)
                withArguments(.int(3)) { arguments in
                    let result = catalog.render(photos, locale: locale, device: .iphone, arguments: arguments, into: &sink)
                    // sink.writtenCount bytes of UTF-8; result.status says if anything fell back.
                    #expect(result.status.isClean)
                }
                rendered = String(decoding: UnsafeRawBufferPointer(rebasing: storage[0..<sink.writtenCount]), as: UTF8.self)
            }
            // --- end of snippet ---
            #expect(text == rendered)
            #expect(text == catalog.string("%lld photos", locale: catalog.locale("pt-BR"), arguments: [3]))
            #expect(catalog.identifier(of: locale) == "pt-BR")
            #expect(!text.isEmpty && text.contains("3"))
        }
    }

    @Test func readmeStillShowsThisSnippet() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## The library in twenty lines").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        let test = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let afterStart = try #require(test.components(separatedBy: "// --- README snippet ---").dropFirst().first)
        let snippet = try #require(afterStart.components(separatedBy: "// --- end of snippet ---").first)
        let tested = Set(snippet.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        // The README opens "app.locpack"; the test, the bundle it just built.
        let shown = block.split(separator: "\n").dropFirst()
            .map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\"app.locpack\"", with: "path") }
            .filter { !$0.isEmpty && $0 != "import LocPack" }
        #expect(shown.count > 10)
        let untested = shown.filter { !tested.contains($0) }
        #expect(untested.isEmpty, "README lines not in the tested snippet: \(untested)")
    }
}
