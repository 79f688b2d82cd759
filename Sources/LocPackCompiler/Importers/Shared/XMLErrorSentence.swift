/// The sentence a diagnostic gives for an `XMLParser` error, shared by the
/// XLIFF importer and the `<cds-root>` reader so that one mistake reads the
/// same in either.
///
/// The codes are libxml2's `xmlParserErrors`, which is what `XMLParser`
/// reports on Linux (its `XMLParser.ErrorCode` enum is numbered differently
/// there, so the numbers are matched, not the enum).
enum XMLErrorSentence {
    /// What went wrong, for error `code`; `whole` names what was parsed
    /// ("document", "value").
    static func sentence(forErrorCode code: Int, in whole: String) -> String {
        switch code {
        case 4: "the \(whole) is empty"                                            // DOCUMENT_EMPTY
        case 5: "the \(whole) ends before every element is closed"                 // DOCUMENT_END
        case 6, 7, 8: "invalid character reference (write &#N; or &#xH;)"          // *_CHARREF
        case 9: "invalid character"                                                // INVALID_CHAR
        case 14, 22, 23: "a malformed entity reference ('&' must be written '&amp;')" // ENTITYREF_*
        case 26, 27: "unknown entity (use &amp; &lt; &gt; &quot; &apos; or &#N;)"  // (WAR_)UNDECLARED_ENTITY
        case 38: "'<' inside an attribute value"                                   // LT_IN_ATTRIBUTE
        case 39, 40, 41: "an attribute is malformed (write name=\"…\")"            // ATTRIBUTE_*
        case 45: "a comment is not closed with '-->'"                              // COMMENT_NOT_FINISHED
        case 63: "a CDATA section is not closed with ']]>'"                        // CDATA_NOT_FINISHED
        case 64: "an XML declaration (<?xml …?>) is allowed only at the start"     // RESERVED_XML_NAME
        case 68: "a name is missing after '<' or '&' ('&' must be written '&amp;')" // NAME_REQUIRED
        case 73, 77: "a tag is not closed with '>'"                                // GT_REQUIRED, TAG_NOT_FINISHED
        case 76: "an end tag does not match its start tag"                         // TAG_NAME_MISMATCH
        default: "XML error \(code)"
        }
    }

    /// Whether `code` is one libxml2 reports without the document being
    /// malformed: a warning (`XML_WAR_*`: a relative namespace URI, an
    /// unknown version, an `xml:lang` value…) or a namespace error
    /// (`XML_NS_ERR_*`, 200–299: an undeclared prefix), after which every
    /// element is still reported. Not `XML_WAR_UNDECLARED_ENTITY` (27): with
    /// a DOCTYPE naming an external DTD, libxml2 reports an unknown entity
    /// such as `&nbsp;` with that warning and drops its text.
    static func isWarning(_ code: Int) -> Bool {
        [93, 97, 98, 99, 100, 102, 106, 107].contains(code) || (200..<300).contains(code)
    }

    /// libxml2's code for an end tag that does not match its start tag.
    static let tagNameMismatch = 76
}
