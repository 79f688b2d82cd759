import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML document's text as the importers that read XML with
/// Foundation's `XMLParser` (XLIFF, Android resources) check it before
/// parsing and place its elements after: UTF-8 only, nothing
/// ``XMLParserGuard`` refuses, and each element located at its `<`.
struct XMLSourceText {
    /// The path used in diagnostics.
    let file: String
    private let scalars: [Unicode.Scalar]
    private let lines: StringsLineTable

    /// The text of `data`, or the error that keeps it from the parser:
    /// another encoding (`kind` names the document: "an XLIFF document";
    /// `writer` who writes it UTF-8: "Xcode"), bytes that are not UTF-8, or
    /// a construct ``XMLParserGuard`` refuses.
    static func read(_ data: Data, file: String, kind: String, writer: String) -> Reading {
        func refuse(_ line: Int, _ column: Int, _ message: String) -> Reading {
            .refused(Diagnostic(.error, .unreadableInput, at: SourceLocation(file: file, line: line, column: column), message))
        }
        // Only valid UTF-8 may reach XMLParser: on Linux its libxml2 glue
        // traps when recovery hands a malformed name to the delegate.
        if let (_, encoding) = XMLParserGuard.declaredEncoding(in: [UInt8](data)), !XMLParserGuard.namesUTF8(encoding) {
            return refuse(1, 1, "the document declares encoding '\(encoding)'; \(kind) must be UTF-8, as \(writer) writes it")
        }
        switch StringsTextDecoder.decode([UInt8](data)) {
        case let .failure(failure):
            let (line, column) = StringsLineTable(failure.decodedPrefix).position(of: failure.decodedPrefix.count)
            return refuse(line, column, "\(failure.message) (\(kind) must be UTF-8)")
        case let .success(decoded) where decoded.encoding != .utf8:
            return refuse(1, 1, "the document is \(decoded.encoding.rawValue); \(kind) must be UTF-8, as \(writer) writes it")
        case .success:
            break
        }
        let document = String(decoding: data, as: UTF8.self)
        if let finding = XMLParserGuard.firstUnsupportedConstruct(in: document) {
            return refuse(finding.line, finding.column, "\(finding.construct) is not supported in \(kind)")
        }
        return .text(XMLSourceText(file: file, document: document))
    }

    /// A document read, or the error that refuses it.
    enum Reading {
        case text(XMLSourceText)
        case refused(Diagnostic)
    }

    private init(file: String, document: String) {
        self.file = file
        scalars = Array(document.unicodeScalars)
        lines = StringsLineTable(scalars)
    }

    /// Reads `data` (``read(_:file:kind:writer:)``) and runs `delegate`
    /// over it, namespaces processed and no external entity loaded;
    /// `running` receives the parser and the text while it runs (and nils
    /// after). Returns the error that makes the document unreadable, or nil.
    /// FoundationXML runs libxml2 in recovery mode, so `parse()` can return
    /// true after an error, having dropped what it could not read: an error
    /// the delegate recorded (`syntaxError()`, not a warning) makes the
    /// document unreadable all the same.
    static func parse(_ data: Data, file: String, kind: String, writer: String, delegate: XMLParserDelegate,
                      running: (XMLParser?, XMLSourceText?) -> Void, syntaxError: () -> Diagnostic?) -> Diagnostic? {
        let text: XMLSourceText
        switch read(data, file: file, kind: kind, writer: writer) {
        case let .refused(diagnostic): return diagnostic
        case let .text(read): text = read
        }
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        running(parser, text)
        defer { running(nil, text) }
        if parser.parse(), syntaxError() == nil { return nil }
        return syntaxError() ?? syntaxDiagnostic((parser.parserError as NSError?)?.code ?? 0, at: text.here(parser))
    }

    /// `malformed XML: …` for libxml2's error `code`.
    static func syntaxDiagnostic(_ code: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, .unreadableInput, at: location, "malformed XML: \(XMLErrorSentence.sentence(forErrorCode: code, in: "document"))")
    }

    /// Where `parser` is (for an element: the `>` of its start tag).
    func here(_ parser: XMLParser?) -> SourceLocation {
        SourceLocation(file: file, line: max(1, parser?.lineNumber ?? 1), column: max(1, parser?.columnNumber ?? 1))
    }

    /// Where the element `parser` just started begins: its `<`.
    /// (`XMLParser` reports an element at the `>` of its start tag.)
    func elementStart(_ parser: XMLParser?) -> SourceLocation {
        let end = here(parser)
        guard !scalars.isEmpty else { return end }
        var index = min(lines.index(line: end.line, column: end.column), scalars.count - 1)
        while index > 0, scalars[index] != "<" { index -= 1 }
        guard index >= 0, scalars[index] == "<" else { return end }
        let (line, column) = lines.position(of: index)
        return SourceLocation(file: file, line: line, column: column)
    }
}
