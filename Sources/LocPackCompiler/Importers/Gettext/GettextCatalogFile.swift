import Foundation

/// One `.po`, `.pot` or `.mo` file read for import (`Specs/importers/gettext.md`):
/// its entries, the locale and table it is for, and what its header says
/// (charset, plural forms). Syntax mistakes and header problems are
/// reported as it is read.
struct GettextCatalogFile {
    /// The path named in diagnostics.
    let path: String
    /// The locale its translations are in (the source language for a template).
    let locale: String
    /// Whether it is a template (`.pot`): its `msgstr`s are empty by design.
    let isTemplate: Bool
    /// Whether it is a compiled `.mo` file, which keeps no flags: its
    /// texts are read as the source entry's are, or as xgettext guesses.
    let isCompiled: Bool
    /// The table its entries belong to: its domain (``GettextLayout``).
    let table: String
    /// The charset its strings are in (UTF-8 when the header names none).
    let charset: String
    /// Its plural forms (``GettextPluralForms/germanic`` when the header has none).
    let pluralForms: GettextPluralForms
    /// Its entries, the header and obsolete ones included.
    let entries: [GettextPOEntry]

    /// Reads `source`, reporting what is wrong through `diagnostics`; nil
    /// when the file cannot be placed (no locale), which is an error.
    ///
    /// - Throws: ``CompilerError`` when the file cannot be read.
    static func read(_ source: SourceFile, options: ImportOptions,
                     diagnostics: MessageFileDiagnostics) throws(CompilerError) -> GettextCatalogFile? {
        let path = source.displayPath
        let bytes = Array(try source.contents())
        let isCompiled = source.pathExtension == "mo"
        let entries: [GettextPOEntry]
        if isCompiled {
            let parser = GettextMOParser(bytes: bytes)
            guard let read = parser.entries else {
                diagnostics.report(.error, .unreadableInput, path,
                    "cannot read the .mo file: \(parser.error?.message ?? "damaged") (at byte \(parser.error?.offset ?? 0))")
                return nil
            }
            entries = read
        } else {
            let parser = GettextPOParser(bytes: bytes)
            for error in parser.errors {
                diagnostics.report(Diagnostic(.warning, .malformedTranslation,
                    at: SourceLocation(file: path, line: error.position.line, column: error.position.column),
                    "\(error.message); the entry is left out"))
            }
            entries = parser.entries
        }
        let header = entries.first(where: \.isHeader)
        let headerBytes = header?.translations.first ?? []
        let headerText = String(decoding: headerBytes, as: UTF8.self)
        let headerLocation = SourceLocation(file: path, line: header?.position.line ?? 1, column: header?.position.column ?? 1)

        var charset = GettextCharset.named(inHeader: headerBytes) ?? "UTF-8"
        if !GettextCharset.isKnown(charset) {
            diagnostics.report(Diagnostic(.warning, .unsupportedConstruct, at: headerLocation,
                "the header names the charset '\(charset)', which this system cannot convert; the strings are read as UTF-8"))
            charset = "UTF-8"
        }

        let isTemplate = source.pathExtension == "pot"
        // A template's header keeps xgettext's placeholders (`nplurals=INTEGER`).
        let pluralForms = isTemplate ? GettextPluralForms.germanic
            : readPluralForms(headerText, at: headerLocation, diagnostics: diagnostics)

        let headerLanguage = headerField("Language", in: headerText).flatMap(GettextLocaleName.locale)
        guard let locale = isTemplate ? options.sourceLanguage
                : GettextLayout.locale(of: source.url) ?? headerLanguage ?? GettextLayout.spelledLocale(of: source.url)
                    ?? GettextLayout.folderLocale(of: source.url) else {
            diagnostics.report(.error, .unreadableInput, path,
                "cannot tell which language the catalog is in: name it after the language (de.po, pt_BR.po), "
                + "put it in <language>/LC_MESSAGES/, or give its header a Language field")
            return nil
        }
        return GettextCatalogFile(path: path, locale: locale, isTemplate: isTemplate, isCompiled: isCompiled,
                                  table: GettextLayout.domain(of: source.url) ?? GettextLayout.folderDomain(of: source.url),
                                  charset: charset, pluralForms: pluralForms, entries: entries)
    }

    /// The plural forms `header` names, or ``GettextPluralForms/germanic``
    /// (with a warning when they cannot be read).
    private static func readPluralForms(_ header: String, at location: SourceLocation,
                                        diagnostics: MessageFileDiagnostics) -> GettextPluralForms {
        do {
            return try GettextPluralForms.read(header: header) ?? .germanic
        } catch {
            diagnostics.report(Diagnostic(.warning, .invalidSelector, at: location,
                "the Plural-Forms header cannot be read: \(error.description); plurals use two forms, plural=n != 1, as gettext does then"))
            return .germanic
        }
    }

    /// The value of the header field `name` (`Language: pt_BR`), trimmed.
    static func headerField(_ name: String, in header: String) -> String? {
        for line in header.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).caseInsensitiveCompare(name) == .orderedSame else { continue }
            let value = parts[1].trimmingCharacters(in: .whitespaces)
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// `bytes` in the file's charset as text, or nil.
    func text(_ bytes: [UInt8]) -> String? { GettextCharset.decode(bytes, from: charset) }

    /// The place of `position` in the file.
    func location(_ position: GettextPOPosition) -> SourceLocation {
        SourceLocation(file: path, line: position.line, column: position.column)
    }
}
