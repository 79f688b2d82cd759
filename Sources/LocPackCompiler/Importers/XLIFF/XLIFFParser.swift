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
    private var scalars: [Unicode.Scalar] = []
    private var lines = StringsLineTable([])
    /// The first error `XMLParser` reported, with its position.
    private var syntaxError: Diagnostic?

    init(file: String) { self.file = file }

    /// Parses `data`; afterwards ``document`` and ``diagnostics`` hold the result.
    func parse(_ data: Data) {
        // Only valid UTF-8 may reach XMLParser: on Linux its libxml2 glue
        // traps when recovery hands a malformed name to the delegate.
        if let (_, encoding) = XMLParserGuard.declaredEncoding(in: [UInt8](data)), !XMLParserGuard.namesUTF8(encoding) {
            diagnostics.append(Diagnostic(.error, .unreadableInput, at: SourceLocation(file: file, line: 1, column: 1),
                "the document declares encoding '\(encoding)'; an XLIFF document must be UTF-8, as Xcode writes it"))
            return
        }
        switch StringsTextDecoder.decode([UInt8](data)) {
        case let .failure(failure):
            let (line, column) = StringsLineTable(failure.decodedPrefix).position(of: failure.decodedPrefix.count)
            diagnostics.append(Diagnostic(.error, .unreadableInput, at: SourceLocation(file: file, line: line, column: column),
                                          "\(failure.message) (an XLIFF document must be UTF-8)"))
            return
        case let .success(decoded) where decoded.encoding != .utf8:
            diagnostics.append(Diagnostic(.error, .unreadableInput, at: SourceLocation(file: file, line: 1, column: 1),
                "the document is \(decoded.encoding.rawValue); an XLIFF document must be UTF-8, as Xcode writes it"))
            return
        case .success:
            break
        }
        let document = String(decoding: data, as: UTF8.self)
        if let finding = XMLParserGuard.firstUnsupportedConstruct(in: document) {
            diagnostics.append(Diagnostic(.error, .unreadableInput, at: SourceLocation(file: file, line: finding.line, column: finding.column),
                "\(finding.construct) is not supported in an XLIFF document"))
            return
        }
        scalars = Array(document.unicodeScalars)
        lines = StringsLineTable(scalars)
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = self
        self.parser = parser
        // FoundationXML runs libxml2 in recovery mode: `parse()` can return
        // true after an error, having dropped what it could not read. A
        // reported error (not a warning) makes the document unreadable all
        // the same.
        let ok = parser.parse() && syntaxError == nil
        if !ok, !diagnostics.contains(where: { $0.severity == .error }) {
            diagnostics.append(syntaxError ?? Self.syntaxDiagnostic(parser.parserError, at: here()))
        }
        if ok, !sawRoot {
            diagnostics.append(Diagnostic(.error, .unreadableInput, at: SourceLocation(file: file), "the document has no <xliff> element"))
        }
        self.parser = nil
    }

    /// Where the parser is (for an element: the `>` of its start tag).
    private func here() -> SourceLocation {
        SourceLocation(file: file, line: max(1, parser?.lineNumber ?? 1), column: max(1, parser?.columnNumber ?? 1))
    }

    /// Where the element just started begins: its `<`.
    private func elementStart() -> SourceLocation {
        let end = here()
        var index = min(lines.index(line: end.line, column: end.column), scalars.count - 1)
        while index > 0, scalars[index] != "<" { index -= 1 }
        guard index >= 0, index < scalars.count, scalars[index] == "<" else { return end }
        let (line, column) = lines.position(of: index)
        return SourceLocation(file: file, line: line, column: column)
    }

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
        syntaxError = Self.syntaxDiagnostic(parseError, at: here())
    }

    /// `malformed XML: …` for an `XMLParser` error.
    private static func syntaxDiagnostic(_ error: Error?, at location: SourceLocation) -> Diagnostic {
        let code = (error as NSError?)?.code ?? 0
        return Diagnostic(.error, .unreadableInput, at: location, "malformed XML: \(XMLErrorSentence.sentence(forErrorCode: code, in: "document"))")
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if textElement != nil { text? += string }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        if textElement != nil { text? += String(decoding: CDATABlock, as: UTF8.self) }
    }
}
