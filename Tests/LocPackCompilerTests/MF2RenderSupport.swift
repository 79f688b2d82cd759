import LocPack
@testable import LocPackCompiler

/// One MessageFormat 2 message compiled into a bundle in memory and
/// rendered by the runtime, by name, as `locpack format` does: the MF2
/// render suites' common step.
enum MF2Render {
    /// The text written and the error kinds reported, in order.
    struct Rendered: Equatable {
        var text: String
        var errors: [String]
    }

    /// `source` in `locale`, its arguments given by name in `params` (a
    /// name not given is missing).
    static func render(_ source: String, locale: String = "en", isolates: Bool = false, testFunctions: Bool = false,
                       _ params: [String: MessageArgument] = [:]) throws -> Rendered {
        let compiled = try MessageFormat2.compile(source, locale: locale, isolates: isolates, testFunctions: testFunctions)
        var entry = CatalogEntry(key: "k", localizations: [locale: compiled.message], location: SourceLocation(file: "t"))
        entry.arguments = compiled.argumentNames.enumerated().map { DeclaredArgument(number: $0.offset + 1, name: $0.element) }
        let catalog = try Catalog(bytes: BundleWriter.pack(MessageCatalog(sourceLanguage: locale, entries: [entry])))
        let arguments = compiled.argumentNames.map { params[$0] ?? .missing }
        return withUnsafeTemporaryAllocation(byteCount: 4096, alignment: 8) { storage in
            var sink = UTF8Sink(storage)
            let result = arguments.withUnsafeBufferPointer {
                catalog.render("k", locale: catalog.locale(locale), arguments: $0, into: &sink)
            }
            let text = String(decoding: UnsafeRawBufferPointer(rebasing: storage[0..<sink.writtenCount]), as: UTF8.self)
            return Rendered(text: text, errors: result.errors.map(\.name))
        }
    }
}
