import Foundation

/// A `.strings` file written as a property list — binary (`bplist00`, as
/// Xcode's copy step leaves vendored frameworks' tables) or XML — which
/// `NSBundle` reads like the text form: a dictionary of key to value.
enum StringsPropertyList {
    /// Whether `data` is a binary or XML property list rather than `.strings` text.
    static func isPropertyList(_ data: Data) -> Bool {
        if BinaryPropertyListReader.recognizes(data) { return true }
        let head = String(decoding: data.prefix(64), as: UTF8.self)
            .drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        return head.hasPrefix("<?xml") || head.hasPrefix("<!DOCTYPE plist") || head.hasPrefix("<plist")
    }

    /// The entries of the property list: every string value under a string
    /// key; a value of another type leaves that key out with a warning.
    static func importFile(data: Data, file: String, locale: String, sourceLanguage: String,
                           table: String) throws(CompilerError) -> MessageCatalog {
        let root = try PropertyListDocument.read(data, file: file)
        guard let dictionary = root as? [String: Any] else {
            throw CompilerError(diagnostics: [Diagnostic(.error, .unreadableInput, at: SourceLocation(file: file, jsonPath: "$"),
                                                         "a property-list .strings file must hold a dictionary")])
        }
        var entries: [CatalogEntry] = []
        var diagnostics: [Diagnostic] = []
        for key in dictionary.keys.sorted() {
            let location = SourceLocation(file: file, jsonPath: JSONSourcePath.root.quoted(key).description)
            guard let value = dictionary[key] as? String else {
                diagnostics.append(.leftOut(OmittedTranslation(key: key, table: table, locale: locale), at: location,
                                            "the value is not a string", .malformedTranslation))
                continue
            }
            let message = FormatStringSplitter.plainMessage(value, options: .init(recognizesSubstitutions: false))
            entries.append(CatalogEntry(key: key, table: table, localizations: [locale: message], location: location))
        }
        return MessageCatalog(sourceLanguage: sourceLanguage, entries: entries, diagnostics: diagnostics)
    }
}
