import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The `XMLParser` delegate of the baseline: collects the text of every
/// `<cds-unit id="…">` of one `<cds-root>` value as `[id: text]`, the way the
/// Transifex Native SDK does when it loads pulled translations.
final class CDSUnitCollector: NSObject, XMLParserDelegate {
    /// Unit id → unit text, entities decoded.
    private(set) var units: [String: String] = [:]
    private var pendingID: String?
    private var pendingText = ""

    /// Parses `xml` (one `<cds-root>` value); nil when the XML does not parse
    /// or has no unit.
    static func units(of xml: String) -> [String: String]? {
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = CDSUnitCollector()
        parser.delegate = collector
        guard parser.parse(), !collector.units.isEmpty else { return nil }
        return collector.units
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard elementName == "cds-unit", let id = attributeDict["id"] else { return }
        pendingID = id
        pendingText = ""
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        guard let id = pendingID else { return }
        units[id] = pendingText
        pendingID = nil
        pendingText = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard pendingID != nil else { return }
        pendingText += string
    }
}
