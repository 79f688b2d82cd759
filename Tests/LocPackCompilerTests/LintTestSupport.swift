import Foundation
import LocPack
@testable import LocPackCompiler

/// Fixtures and helpers shared by the lint tests.
enum LintFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/lint")

    /// The path of a fixture under `Fixtures/lint`.
    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Lints fixtures (names under `Fixtures/lint`).
    static func report(_ names: String..., options: LintReport.Options = .init()) throws -> LintReport {
        try LintReport(inputs: names.map(path), options: options)
    }

    /// The diagnostics of a report as text, with paths relative to `Fixtures/lint`.
    static func lines(_ report: LintReport, _ severity: Diagnostic.Severity? = nil) -> [String] {
        report.diagnostics.filter { severity == nil || $0.severity == severity }
            .map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    /// The ``Linter`` diagnostics of a catalog, as text.
    static func check(_ catalog: MessageCatalog) -> [String] { Linter.check(catalog).map(\.description) }

    /// A one-entry catalog (source language `en`) with the given messages.
    static func catalog(key: String = "k", _ localizations: [String: Message]) -> MessageCatalog {
        MessageCatalog(sourceLanguage: "en", entries: [
            CatalogEntry(key: key, localizations: localizations, location: SourceLocation(file: "t.json", jsonPath: "$.k")),
        ])
    }

    static let lld = FormatSpec(conversion: UInt8(ascii: "d"), length: .ll)
    static let d = FormatSpec(conversion: UInt8(ascii: "d"))
    static let object = FormatSpec(conversion: UInt8(ascii: "@"))
    static let oneDecimal = FormatSpec(conversion: UInt8(ascii: "f"), precision: 1)

    /// `%N$spec`.
    static func arg(_ index: Int, _ spec: FormatSpec) -> MessageNode { .argument(index: index, spec: spec) }

    /// A plural on argument `index` whose cases are the named categories.
    static func plural(_ categories: [PluralCategory], on index: Int = 1, spec: FormatSpec = lld, ordinal: Bool = false,
                       offset: Int = 0, exact: [String] = [], appleZero: Bool = true) -> MessageNode {
        var cases: [PluralCategory: Message] = [:]
        for category in categories { cases[category] = Message([.text("\(category) "), arg(index, spec)]) }
        return .plural(PluralChoice(argumentIndex: index, operandSpec: spec, rules: (ordinal ? .cldrOrdinal : (appleZero ? .appleCardinal : .cldrCardinal)), offset: offset,
                                    exact: exact.map { ($0, Message.text("=\($0)")) }, categories: cases))
    }
}
