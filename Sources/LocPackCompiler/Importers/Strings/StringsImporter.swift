import Foundation

/// Reads an Apple `.strings` file (`"key" = "value";`) into the message
/// model: one entry per key, with one localization.
///
/// The grammar, the encodings and the mapping are specified in
/// `Specs/importers/strings.md`. Every diagnostic has a line and column,
/// e.g. `de.lproj/Localizable.strings:3:14: error: expected ';' after the value, found '"'`.
public enum StringsImporter {
    /// Reads the `.strings` file at `url`.
    ///
    /// - Parameters:
    ///   - url: the file.
    ///   - locale: the locale of the file; `nil` takes it from the enclosing
    ///     `NAME.lproj` folder (``LprojTree``).
    ///   - sourceLanguage: the catalog's source language, which `Base.lproj` stands for.
    ///   - table: the table; `nil` takes the file's base name (`Localizable`).
    /// - Returns: the entries, with notes (duplicate keys) and warnings
    ///   (values with an invalid format string, left out) in `diagnostics`.
    /// - Throws: ``CompilerError`` listing every diagnostic when the file
    ///   cannot be read, its locale is unknown, or it has a syntax error.
    public static func importFile(at url: URL, locale: String? = nil, sourceLanguage: String = "en",
                                  table: String? = nil) throws(CompilerError) -> MessageCatalog {
        let (data, file) = try StringsSourceFile.read(url)
        return try importFile(data: data, file: file, locale: locale, sourceLanguage: sourceLanguage, table: table)
    }

    /// Reads a `.strings` file from `data`; `file` is the path named in
    /// diagnostics, and gives the locale (from its `.lproj` folder) and the
    /// table (its base name) unless they are passed.
    public static func importFile(data: Data, file: String, locale: String? = nil, sourceLanguage: String = "en",
                                  table: String? = nil) throws(CompilerError) -> MessageCatalog {
        let locale = try LprojTree.locale(ofTable: file, given: locale, sourceLanguage: sourceLanguage)
        if StringsPropertyList.isPropertyList(data) {
            return try StringsPropertyList.importFile(data: data, file: file, locale: locale, sourceLanguage: sourceLanguage,
                                                      table: table ?? LprojTree.tableName(ofFile: file))
        }
        let scalars: [Unicode.Scalar]
        switch StringsTextDecoder.decode([UInt8](data)) {
        case let .success(decoded):
            scalars = decoded.scalars
        case let .failure(failure):
            let (line, column) = StringsLineTable(failure.decodedPrefix).position(of: failure.decodedPrefix.count)
            throw CompilerError(diagnostics: [
                Diagnostic(.error, .unreadableInput, at: SourceLocation(file: file, line: line, column: column), failure.message),
            ])
        }
        var parser = StringsFileParser(scalars: scalars)
        let pairs = parser.parse()
        let lines = StringsLineTable(scalars)
        func location(_ index: Int) -> SourceLocation {
            let (line, column) = lines.position(of: index)
            return SourceLocation(file: file, line: line, column: column)
        }
        var diagnostics = parser.errors.map { Diagnostic(.error, .unreadableInput, at: location($0.index), $0.message) }
        let tableName = table ?? LprojTree.tableName(ofFile: file)
        var entries: [CatalogEntry] = []
        var entryIndex: [String: Int] = [:]
        for pair in pairs {
            // A value that is no valid format string is judged once the key's arguments are known:
            // literal text when it takes none, else left out (reported at the offending character).
            let message = StringsValue.message(pair.value, sources: pair.valueSources, locate: location)
            let entry = CatalogEntry(key: pair.key, table: tableName, comment: pair.comment,
                                     localizations: [locale: message], location: location(pair.keyIndex))
            if let earlier = entryIndex[pair.key] {
                let before = entries[earlier].location
                diagnostics.append(Diagnostic(.note, .overriddenDefinition, at: entry.location,
                    "key '\(pair.key)' is defined again; this definition replaces the one at line \(before.line), column \(before.column)"))
                entries[earlier] = entry
            } else {
                entryIndex[pair.key] = entries.count
                entries.append(entry)
            }
        }
        try StringsSourceFile.throwIfFailed(diagnostics)
        return MessageCatalog(sourceLanguage: sourceLanguage, entries: entries, diagnostics: diagnostics)
    }
}

/// Splits a value read from a `.strings` file into message nodes with
/// ``FormatStringSplitter`` — `%#@name@` is no substitution token there, just
/// `%@` with the `#` flag — keeping its ``FormatSource``; a value that is no
/// valid format string becomes its literal text with the problem placed at
/// the character of the source that produced it.
enum StringsValue {
    /// The message for `value`; `sources[i]` is the source index of the
    /// value's `i`th Unicode scalar, which `locate` turns into a place.
    static func message(_ value: String, sources: [Int], locate: (Int) -> SourceLocation) -> Message {
        let options = FormatStringSplitter.Options(recognizesSubstitutions: false)
        do {
            let split = try FormatStringSplitter.splitText(value, options: options)
            return Message(split.nodes, formatSource: FormatSource(text: value), textPercents: split.textPercents)
        } catch {
            var utf8Count = 0
            var scalarIndex = 0
            for scalar in value.unicodeScalars {
                if utf8Count >= error.utf8Offset { break }
                utf8Count += UTF8.width(scalar)
                scalarIndex += 1
            }
            let index = scalarIndex < sources.count ? sources[scalarIndex] : (sources.last ?? 0)
            return Message(value.isEmpty ? [] : [.text(value)],
                           formatSource: FormatSource(text: value, problem: error.message, problemLocation: locate(index)))
        }
    }
}
