import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One `<cds-unit id="…">text</cds-unit>` of a Transifex `<cds-root>` value.
struct TransifexCDSUnit: Equatable {
    /// The `id` attribute (`device.mac`, `substitutions.arg1.plural.one`).
    var id: String
    /// The text, entities and CDATA decoded.
    var text: String
}

/// Reads the `<cds-root>` XML that Transifex sends for device variations
/// and substitutions, with Foundation's `XMLParser` (external entities are
/// never resolved).
final class TransifexCDSDocument: NSObject, XMLParserDelegate {
    /// The units in document order, or why the XML was rejected.
    static func units(in text: String) -> Result<[TransifexCDSUnit], TransifexCDSError> {
        if let finding = XMLParserGuard.firstUnsupportedConstruct(in: text) {
            return .failure(TransifexCDSError(
                "invalid <cds-root> XML: \(finding.construct) is not supported (line \(finding.line), column \(finding.column) of the value)"))
        }
        let document = TransifexCDSDocument()
        let parser = XMLParser(data: Data(text.utf8))
        parser.shouldResolveExternalEntities = false
        parser.delegate = document
        // On Linux `parse()` can return true after an error: check both.
        let ok = parser.parse()
        if let problem = document.problem { return .failure(problem) }
        let code = (parser.parserError as NSError?)?.code
        if !ok || code.map({ !XMLErrorSentence.isWarning($0) }) == true || document.depth != 0 {
            let code = code ?? 5
            return .failure(TransifexCDSError("invalid <cds-root> XML: \(XMLErrorSentence.sentence(forErrorCode: code, in: "value")) (line \(parser.lineNumber), column \(parser.columnNumber) of the value)"))
        }
        guard document.sawRoot else { return .failure(TransifexCDSError("the value has no <cds-root> element")) }
        guard !document.units.isEmpty else { return .failure(TransifexCDSError("the <cds-root> has no <cds-unit>")) }
        return .success(document.units)
    }

    private var units: [TransifexCDSUnit] = []
    private var open: [String] = []
    private var ids: Set<String> = []
    private(set) var depth = 0
    private var sawRoot = false
    private var current: (id: String, text: String)?
    private var problem: TransifexCDSError?

    private func fail(_ parser: XMLParser, _ message: String, column: Bool = false) {
        guard problem == nil else { return }
        let place = column ? "line \(parser.lineNumber), column \(parser.columnNumber)" : "line \(parser.lineNumber)"
        problem = TransifexCDSError("\(message) (\(place) of the value)")
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes: [String: String] = [:]) {
        defer {
            depth += 1
            open.append(elementName)
        }
        switch (depth, elementName) {
        case (0, "cds-root"):
            sawRoot = true
        case (0, _):
            fail(parser, "the root element is <\(elementName)>, expected <cds-root>")
        case (1, "cds-unit"):
            guard let id = attributes["id"], !id.isEmpty else {
                fail(parser, "a <cds-unit> has no id")
                return
            }
            guard ids.insert(id).inserted else {
                fail(parser, "two <cds-unit>s have the id '\(id)'")
                return
            }
            current = (id, "")
        default:
            fail(parser, "unexpected element <\(elementName)>; a <cds-root> holds only <cds-unit>s of text")
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard !XMLErrorSentence.isWarning((parseError as NSError).code) else { return }
        fail(parser, "invalid <cds-root> XML: \(XMLErrorSentence.sentence(forErrorCode: (parseError as NSError).code, in: "value"))", column: true)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard open.last == elementName else {
            fail(parser, "invalid <cds-root> XML: \(XMLErrorSentence.sentence(forErrorCode: XMLErrorSentence.tagNameMismatch, in: "value"))",
                 column: true)
            return
        }
        open.removeLast()
        depth -= 1
        if depth == 1, let unit = current {
            units.append(TransifexCDSUnit(id: unit.id, text: unit.text))
            current = nil
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { append(string, parser) }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        append(String(decoding: CDATABlock, as: UTF8.self), parser)
    }

    private func append(_ text: String, _ parser: XMLParser) {
        if current != nil {
            current!.text += text
        } else if !text.allSatisfy(\.isWhitespace) {
            fail(parser, "text outside a <cds-unit>")
        }
    }
}

/// Why a `<cds-root>` value cannot be used.
struct TransifexCDSError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
