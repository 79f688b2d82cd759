import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Android resource file with Foundation's `XMLParser` into an
/// ``AndroidResourceDocument``: its `<string>`, `<plurals>` and
/// `<string-array>` resources, with the pieces of each value and the place
/// of each element. Other resources (`<color>`, `<dimen>`, `<style>`…)
/// are not strings and are passed over. Malformed XML is an error; a
/// resource without a `name`, or a plural item without a known
/// `quantity`, is a warning and that resource is left out, as aapt2
/// refuses it.
final class AndroidResourceParser: NSObject, XMLParserDelegate {
    /// The namespace of `<xliff:g>`.
    static let xliffNamespace = "urn:oasis:names:tc:xliff:document:1.2"
    /// The quantities `<item quantity="…">` takes.
    static let quantities: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    let file: String
    private(set) var document = AndroidResourceDocument()
    private(set) var diagnostics: [Diagnostic] = []

    private var parser: XMLParser?
    private var source: XMLSourceText?
    private var depth = 0
    private var sawRoot = false
    private var syntaxError: Diagnostic?
    /// The resource being read, its depth, and whether it was refused.
    private var resource: AndroidResourceDocument.Resource?
    private var refused = false
    /// The value being read (a `<string>`, or an `<item>` of a resource), and its depth.
    private var value: AndroidResourceDocument.Value?
    private var valueDepth = 0
    private var quantity: String?
    /// Resources seen only for products other than the default, by name.
    private var otherProducts: [String: SourceLocation] = [:]
    /// Whether text outside any element was reported.
    private var strayText = false
    /// The last comment among the resources, until the next element.
    private var comment: String?

    init(file: String) { self.file = file }

    /// Parses `data`; afterwards ``document`` and ``diagnostics`` hold the result.
    func parse(_ data: Data) {
        let failure = XMLSourceText.parse(data, file: file, kind: "an Android resource file", writer: "Android Studio", delegate: self,
                                          running: { self.parser = $0; self.source = $1 }, syntaxError: { self.syntaxError })
        if let failure, !diagnostics.contains(where: { $0.severity == .error }) { diagnostics.append(failure) }
        let ok = failure == nil
        if ok, !sawRoot {
            diagnostics.append(Diagnostic(.error, .unreadableInput, at: SourceLocation(file: file), "the file has no <resources> element"))
        }
        let defined = Set(document.resources.map(\.name))
        for (name, location) in otherProducts.sorted(by: { $0.value.line < $1.value.line }) where !defined.contains(name) {
            warn(.ignoredContent, "'\(name)' is defined only for products other than the default, which aapt2 refuses (\"no default product defined\"); it is left out", at: location)
        }
    }

    private func here() -> SourceLocation { source?.here(parser) ?? SourceLocation(file: file) }
    private func elementStart() -> SourceLocation { source?.elementStart(parser) ?? SourceLocation(file: file) }

    private func warn(_ kind: DiagnosticID, _ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, kind, at: location, message))
    }

    // MARK: XMLParserDelegate

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        depth += 1
        if value != nil {
            // A tag inside a value: <xliff:g> keeps its content; a styling
            // tag is a span; a tag of another namespace is passed over.
            if namespaceURI == Self.xliffNamespace {
                if elementName == "g" { value?.pieces.append(.placeholderBoundary) }
            } else if namespaceURI?.isEmpty != false {
                value?.pieces.append(.spanBoundary)
            }
            return
        }
        switch depth {
        case 1:
            guard elementName == "resources", namespaceURI?.isEmpty != false else {
                diagnostics.append(Diagnostic(.error, .unreadableInput, at: elementStart(),
                    "the root element is <\(elementName)>, not <resources>"))
                parser.abortParsing()
                return
            }
            sawRoot = true
        case 2 where namespaceURI?.isEmpty != false && ["string", "plurals", "string-array"].contains(elementName):
            startResource(elementName, attributes: attributes)
            comment = nil
        case 2 where namespaceURI?.isEmpty != false && elementName == "item" && attributes["type"] == "string":
            // `<item type="string" name="…">` is a string too.
            startResource("string", attributes: attributes)
            comment = nil
        case 2:
            comment = nil
        case 3 where resource != nil && elementName == "item":
            quantity = attributes["quantity"]?.trimmingCharacters(in: .whitespaces)
            if case .plurals = resource!.content, !Self.quantities.contains(quantity ?? "") {
                refuse("quantity '\(quantity ?? "")' is not one of zero, one, two, few, many, other, so aapt2 refuses <plurals name=\"\(resource!.name)\">; it is left out")
            }
            value = AndroidResourceDocument.Value(location: elementStart())
            valueDepth = depth
        default:
            break
        }
    }

    private func startResource(_ element: String, attributes: [String: String]) {
        let location = elementStart()
        guard let name = attributes["name"], !name.isEmpty else {
            warn(.malformedTranslation, "<\(element)> has no name; it is left out", at: location)
            return
        }
        let content: AndroidResourceDocument.Content
        switch element {
        case "string": content = .string(AndroidResourceDocument.Value(location: location))
        case "plurals": content = .plurals([])
        default: content = .array([])
        }
        resource = AndroidResourceDocument.Resource(
            name: name, content: content, isTranslatable: attributes["translatable"]?.lowercased() != "false",
            isFormatted: attributes["formatted"]?.lowercased() != "false", location: location, comment: comment)
        refused = false
        // Of product variants (`product="tablet"`), aapt2 keeps the default.
        if let product = attributes["product"], product != "default" {
            refused = true
            if otherProducts[name] == nil { otherProducts[name] = location }
        }
        if element == "string" {
            value = AndroidResourceDocument.Value(location: location)
            valueDepth = depth
        }
    }

    private func refuse(_ message: String) {
        guard !refused, let resource else { return }
        refused = true
        warn(.malformedTranslation, message, at: resource.location)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        defer { depth -= 1 }
        if value != nil, depth > valueDepth {
            if namespaceURI == Self.xliffNamespace {
                if elementName == "g" { value?.pieces.append(.placeholderBoundary) }
            } else if namespaceURI?.isEmpty != false {
                value?.pieces.append(.spanBoundary)
            }
            return
        }
        if let finished = value, depth == valueDepth {
            value = nil
            switch resource?.content {
            case .string: resource?.content = .string(finished)
            case var .plurals(items):
                if items.contains(where: { $0.quantity == quantity }) {
                    refuse("quantity '\(quantity!)' appears twice, so aapt2 refuses <plurals name=\"\(resource!.name)\">; it is left out")
                }
                items.append((quantity ?? "", finished))
                resource?.content = .plurals(items)
            case var .array(items):
                items.append(finished)
                resource?.content = .array(items)
            case nil:
                break
            }
            if depth > 2 { return }
        }
        if depth == 2, let finished = resource {
            resource = nil
            if !refused { document.resources.append(finished) }
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        let code = (parseError as NSError).code
        guard syntaxError == nil, !XMLErrorSentence.isWarning(code) else { return }
        syntaxError = XMLSourceText.syntaxDiagnostic(code, at: here())
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { append(string) }

    func parser(_ parser: XMLParser, foundComment text: String) {
        guard depth == 1 else { return }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        comment = trimmed.isEmpty ? nil : trimmed
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) { append(String(decoding: CDATABlock, as: UTF8.self)) }

    private func append(_ text: String) {
        if value == nil, depth == 1, !strayText, text.contains(where: { !$0.isWhitespace }) {
            strayText = true
            warn(.ignoredContent, "text outside any element ('\(text.trimmingCharacters(in: .whitespacesAndNewlines).prefix(20))'), which aapt2 refuses (\"plain text not allowed here\"); it is ignored", at: here())
        }
        guard value != nil else { return }
        if case let .text(previous)? = value!.pieces.last {
            value!.pieces[value!.pieces.count - 1] = .text(previous + text)
        } else {
            value!.pieces.append(.text(text))
        }
    }
}
