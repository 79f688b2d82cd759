import Foundation
@_spi(LocPackInternals) import LocPack
@_spi(LocPackInternals) import LocPackCompiler
import Testing
import LocPackTestSupport

/// Runs every line of `Specs/conformance/number-format.jsonl` through
/// `PrintfFormatter`, with locale symbols from `NumberSymbolsCatalog`.
@Suite struct NumberFormatConformanceTests {
    struct Vector: Decodable {
        var locale: String?
        var mode: String
        var spec: String
        var text: String
        var value: Int64?
        var double: String?
        var string: String?
    }

    /// The repository root, found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Formats a whole format string with one argument (or none): literal
    /// text is copied, each conversion consumes the vector's value.
    static func format(_ vector: Vector, symbols: NumberSymbols?) -> String {
        let format = Array(vector.spec.utf8)
        return format.withUnsafeBytes { bytes in
            withUnsafeTemporaryAllocation(byteCount: 4096, alignment: 1) { buffer in
                var sink = UTF8Sink(buffer)
                var i = 0
                while i < bytes.count {
                    guard bytes[i] == UInt8(ascii: "%") else { sink.append(bytes[i]); i += 1; continue }
                    switch FormatSpecParser.parse(bytes, at: i) {
                    case .failure(let error):
                        return "<\(error)>"
                    case .success(let parsed):
                        let spec = parsed.spec
                        if spec.conversion == UInt8(ascii: "%") {
                            sink.append(UInt8(ascii: "%"))
                        } else if let value = vector.value {
                            PrintfFormatter.formatSigned(value, spec: spec, symbols: symbols, into: &sink)
                        } else if let text = vector.double, let value = Double(text) {
                            PrintfFormatter.formatDouble(value, spec: spec, symbols: symbols, into: &sink)
                        } else if let text = vector.string {
                            PrintfFormatter.formatString(text, spec: spec, into: &sink)
                        } else {
                            return "<no argument>"
                        }
                        i = parsed.end
                    }
                }
                return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[0..<sink.writtenCount]), as: UTF8.self)
            }
        }
    }

    @Test func everyVector() throws {
        let url = Self.repositoryRoot.appendingPathComponent("Specs/conformance/number-format.jsonl")
        let data = try String(contentsOf: url, encoding: .utf8)
        var checked = 0
        var failures: [String] = []
        for line in data.split(separator: "\n") where !line.contains("\"_comment\"") {
            let vector = try JSONDecoder().decode(Vector.self, from: Data(line.utf8))
            let symbols: NumberSymbols? = vector.mode == "posix" ? nil
                : NumberSymbolsCatalog.symbols(forLocale: vector.locale ?? "root")
            let ours = Self.format(vector, symbols: symbols)
            checked += 1
            if ours != vector.text {
                failures.append("\(vector.locale ?? "posix") \(vector.spec) \(vector.value.map(String.init) ?? vector.double ?? vector.string ?? ""): "
                    + "expected [\(vector.text)] got [\(ours)]")
            }
        }
        for failure in failures.prefix(50) { print("MISMATCH \(failure)") }
        print("number-format.jsonl: \(checked) vectors, \(failures.count) mismatches")
        #expect(checked > 100)
        #expect(failures.count == 0, "first: \(failures.prefix(5))")
    }

    @Test func catalogLookup() {
        let ptBR = NumberSymbolsCatalog.symbols(forLocale: "pt-BR")
        #expect(ptBR == NumberSymbolsCatalog.symbols(forLocale: "pt_BR"))
        #expect(ptBR.decimalSeparator == ",")
        #expect(NumberSymbolsCatalog.symbols(forLocale: "de-DE-u-nu-latn").groupingSeparator == ".")
        #expect(NumberSymbolsCatalog.symbols(forLocale: "ar_EG").zeroDigit == "\u{0660}")
        #expect(NumberSymbolsCatalog.symbols(forLocale: "hi_IN").secondaryGroupingSize == 2)
        // CLDR gives pl minimumGroupingDigits 2, but the babel-generated table carries 1 everywhere (Tools/generate_cldr.py).
        #expect(NumberSymbolsCatalog.symbols(forLocale: "pl").minimumGroupingDigits >= 1)
        #expect(NumberSymbolsCatalog.symbols(forLocale: "fr").groupingSeparator == "\u{202F}")
        #expect(NumberSymbolsCatalog.symbols(forLocale: "zh_Hant_XX") == NumberSymbolsCatalog.symbols(forLocale: "zh_Hant"))
        #expect(NumberSymbolsCatalog.symbols(forLocale: "xx-Unknown") == NumberSymbolsCatalog.symbols(forLocale: "root"))
        #expect(NumberSymbolsCatalog.symbols(forLocale: "root").decimalSeparator == ".")
    }
}
