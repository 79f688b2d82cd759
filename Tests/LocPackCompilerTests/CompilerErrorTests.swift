import Foundation
import LocPackCompiler
import LocPackTestSupport
import Testing

/// The public entry points of the compiler fail with ``CompilerError``: its
/// kind names what failed, its location where, and an input that cannot be
/// read carries every diagnostic of the input.
@Suite("CompilerError")
struct CompilerErrorTests {
    @Test func malformedStringCatalogIsASourceFileErrorWithItsPlace() throws {
        try withScratchDirectory { folder in
            let file = folder.appendingPathComponent("Broken.xcstrings")
            try Data("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n    \"a\": ]\n  }\n}\n".utf8).write(to: file)
            let error = try #require(#expect(throws: CompilerError.self) { try StringCatalogImporter.importCatalog(at: file) })
            #expect(error.kind == .sourceFile)
            #expect(error.location?.file == file.relativePath)
            #expect(error.location?.line == 4 && error.location?.column == 10, "\(error)")
            #expect(error.diagnostics.count == 1 && error.diagnostics.first?.severity == .error)
            #expect(error.message == error.diagnostics.first?.message && error.message.hasPrefix("invalid JSON"))
            // Printed, one line per diagnostic, as `locpack build` prints it.
            #expect(error.description == error.diagnostics.map(\.description).joined(separator: "\n"))
            #expect(error.description.hasPrefix("\(file.relativePath):4:10: error: invalid JSON"), "\(error)")
            #expect(error.errorDescription == error.description)

            // Loading it among the inputs of a build fails the same way.
            let loaded = #expect(throws: CompilerError.self) { try CatalogLoader.load([file]) }
            #expect(loaded?.kind == .sourceFile && loaded?.diagnostics == error.diagnostics)
        }
    }

    @Test func badPluralRuleIsAPluralRuleErrorWithItsOffset() {
        let parse = #expect(throws: CompilerError.self) { try PluralRuleCompiler.compile(ruleText: "one: i = 1; two: x = 2") }
        #expect(parse?.kind == .pluralRule)
        #expect(parse?.message == "offset 17: unknown operand 'x'")
        #expect(parse?.location == nil && parse?.diagnostics.isEmpty == true)
        #expect(parse?.description == parse?.message)

        let other = PluralRuleSet(rules: [.init(category: .other, branches: [[.init(operand: .i, ranges: [1...1])]])])
        let compile = #expect(throws: CompilerError.self) { try PluralRuleCompiler.compile(other) }
        #expect(compile == CompilerError(.pluralRule, "the 'other' category cannot have a condition"))
    }

    @Test func writingWhereThereIsNoFolderIsAFileWritingError() throws {
        try withScratchDirectory { folder in
            let path = folder.appendingPathComponent("missing/app.locpack").path
            let error = #expect(throws: CompilerError.self) { try AtomicFileWriter.write([1, 2, 3], to: path) }
            #expect(error?.kind == .fileWriting)
            #expect(error?.location == SourceLocation(file: path))
            #expect(error?.message.hasPrefix("\(path): cannot create ") == true, "\(String(describing: error))")
            #expect(error?.diagnostics.isEmpty == true)
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }
}
