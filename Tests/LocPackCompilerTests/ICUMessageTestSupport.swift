import Foundation
import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

/// Helpers shared by the ICU MessageFormat, Transifex and translatewiki
/// importer tests.
enum ImporterTestSupport {
    /// The fixtures folder `Fixtures/<name>` next to this file.
    static func fixtures(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
    }

    /// Packs `catalog` and opens the bundle.
    static func bundle(_ catalog: MessageCatalog) throws -> Catalog { try packAndOpen(catalog) }

    /// A catalog holding one message per locale under `key`.
    static func catalog(_ key: String, _ messages: [String: Message], source: String = "en") -> MessageCatalog {
        MessageCatalog(sourceLanguage: source, entries: [
            CatalogEntry(key: key, localizations: messages, location: SourceLocation(file: "test")),
        ])
    }

    /// Renders one message in `locale`.
    static func render(_ message: Message, locale: String = "en", device: Device = .other,
                       _ arguments: [MessageArgument]) throws -> String {
        let bundle = try bundle(catalog("k", [locale: message], source: locale))
        return bundle.string("k", locale: bundle.locale(locale), device: device, arguments: arguments)
    }

    /// The diagnostics of an import that must fail (an issue is recorded
    /// when it succeeds or throws something else).
    static func failure(_ body: () throws -> MessageCatalog) -> [String] {
        do {
            _ = try body()
            Issue.record("the import succeeded")
            return []
        } catch let failure as CompilerError where failure.kind == .sourceFile {
            return failure.diagnostics.map(\.description)
        } catch {
            Issue.record("unexpected error \(error)")
            return []
        }
    }
}

/// Node shorthands for the importer tests.
enum ServiceTestNode {
    static let lld = FormatSpec(conversion: UInt8(ascii: "d"), length: .ll)
    static let d = FormatSpec(conversion: UInt8(ascii: "d"))
    static let object = FormatSpec(conversion: UInt8(ascii: "@"))

    static func text(_ string: String) -> MessageNode { .text(string) }
    static func arg(_ index: Int, _ spec: FormatSpec = lld) -> MessageNode { .argument(index: index, spec: spec) }
}
