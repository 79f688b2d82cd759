import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an XLIFF 1.2 document with Foundation's `XMLParser` into an
/// ``XLIFFDocument``, with the line and column of every file, unit and
/// target, and diagnostics for malformed XML and misplaced elements.
///
/// `XMLParser` reports an element at the `>` of its start tag; the parser
/// moves that back to the element's `<`, so positions point at the start
/// of `<trans-unit`, `<target`… Columns count Unicode scalars from 1.
final class XLIFFParser: NSObject, XMLParserDelegate {
    let file: String
    private(set) var document = XLIFFDocument()
    private(set) var diagnostics: [Diagnostic] = []

    private var parser: XMLParser?
    /// Local names of the open elements.
    private var stack: [String] = []
    private var unit: XLIFFDocument.Unit?
    /// The text being collected, and for which element (`source`, `target`, `note`).
    private var text: String?
    private var textElement: String?
    /// The stack depth of that element.
    private var textDepth = 0
    private var sawRoot = false
    private var unitIDs: [String: SourceLocation] = [:]
    /// The document's text, to find where elements start.
    private var source: XMLSourceText?
    /// The first error `XMLParser` reported, with its position.
    private var syntaxError: Diagnostic?

    init(file: String) { self.file = file }

    /// Parses `data`; afterwards ``document`` and ``diagnostics`` hold the result.
    func parse(_ data: Data) {
        let failure = XMLSourceText.parse(data, file: file, kind: "an XLIFF document", writer: "Xcode", delegate: self,
                                          running: { self.parser = $0; self.source = $1 }, syntaxError: { self.syntaxError })
        if let failure, !diagnostics.contains(where: { $0.severity == .error }) { diagnostics.append(failure) }
        let ok = failure == nil
        if ok, !sawRoot {
            diagnostics.append(Diagnostic(.error, .unreadableInput, at: SourceLocation(file: file), "the document has no <xliff> element"))
        }
    }

    private func here() -> SourceLocation { source?.here(parser) ?? SourceLocation(file: file) }
    private func elementStart() -> SourceLocation { source?.elementStart(parser) ?? SourceLocation(file: file) }

    private func error(_ message: String) { diagnostics.append(Diagnostic(.error, .unreadableInput, at: elementStart(), message)) }

    // MARK: XMLParserDelegate

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        let name = elementName.split(separator: ":").last.map(String.init) ?? elementName
        defer { stack.append(name) }
        if textElement != nil {
            // An inline element (<g>, <x/>, <ph>…) inside <source>, <target> or <note>.
            if textElement == "target", unit?.targetProblem == nil {
                // One translation LocPack cannot read: the builder leaves it out.
                unit?.targetProblem = Diagnostic(.error, .unsupportedConstruct, at: elementStart(),
                    "inline element <\(name)> in <target> is not supported; write the translation as plain text")
            }
            return
        }
        switch (stack.last, name) {
        case (nil, "xliff"):
            sawRoot = true
            if let version = attributes["version"], version != "1.2" {
                error("XLIFF version \(version) is not supported (expected 1.2, as Xcode writes)")
            }
        case (nil, _):
            error("the root element is <\(name)>, not <xliff>")
            parser.abortParsing()
        case ("xliff", "file"):
            document.files.append(XLIFFDocument.File(
                original: attributes["original"], sourceLanguage: attributes["source-language"],
                targetLanguage: attributes["target-language"], location: elementStart()))
            unitIDs = [:]
        case (_, "trans-unit") where stack.contains("body") && !document.files.isEmpty:
            guard let id = attributes["id"] else {
                error("<trans-unit> has no 'id'")
                return
            }
            unit = XLIFFDocument.Unit(id: id, isTranslatable: attributes["translate"] != "no", location: elementStart())
        case ("trans-unit", "source"), ("trans-unit", "target"), ("trans-unit", "note"):
            guard unit != nil else { return }
            text = ""
            textElement = name
            textDepth = stack.count
            if name == "target" {
                unit?.targetState = attributes["state"]
                unit?.targetLocation = elementStart()
            } else if name == "source" {
                unit?.sourceLocation = elementStart()
            }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName: String?) {
        let name = stack.popLast() ?? elementName
        if let element = textElement, stack.count == textDepth, name == element {
            finishText(element)
            return
        }
        if name == "trans-unit", let finished = unit {
            unit = nil
            if let earlier = unitIDs[finished.id] {
                diagnostics.append(Diagnostic(.warning, .conflictingDefinition, at: finished.location,
                    "trans-unit '\(finished.id)' appears again (first at line \(earlier.line)); the later one is used"))
                document.files[document.files.count - 1].units.removeAll { $0.id == finished.id }
            }
            unitIDs[finished.id] = finished.location
            document.files[document.files.count - 1].units.append(finished)
        }
    }

    private func finishText(_ element: String) {
        let value = text ?? ""
        text = nil
        textElement = nil
        switch element {
        case "source": unit?.source = value
        case "target": unit?.target = value
        default: if unit?.note == nil { unit?.note = value }
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard syntaxError == nil, !XMLErrorSentence.isWarning((parseError as NSError).code) else { return }
        syntaxError = XMLSourceText.syntaxDiagnostic((parseError as NSError).code, at: here())
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if textElement != nil { text? += string }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        if textElement != nil { text? += String(decoding: CDATABlock, as: UTF8.self) }
    }
}
