import Foundation

/// Reads an Xcode XLIFF 1.2 export (`.xliff`, or an `.xcloc` folder with
/// `Localized Contents/LANG.xliff`) into the message model.
///
/// Each `<file>` is one table (the base name of its `original`) of its
/// `target-language`; `<target>`s are the translations, and a unit without
/// one is untranslated there (the key falls back along the locale chain).
/// `<source>` texts are the development language's (`source-language`)
/// messages, so an XLIFF-only build has them; any other input defining the
/// development language replaces them. Units from String Catalogs (`KEY|==|plural.one`…)
/// and from `.stringsdict` files (`/KEY:dict/VAR:dict/one:dict/:string`) are
/// put back together and read with the same rules as those formats. The
/// mapping is specified in `Specs/importers/xliff.md`; every diagnostic has a
/// line and column and names the trans-unit.
public enum XLIFFImporter {
    /// Reads the `.xliff` file or `.xcloc` folder at `url`.
    ///
    /// - Returns: the entries, with warnings in `diagnostics`;
    ///   `sourceLanguage` is the `source-language` of the first `<file>`.
    /// - Throws: ``CompilerError`` listing every diagnostic when the input
    ///   cannot be read or has at least one error.
    public static func importFile(at url: URL) throws(CompilerError) -> MessageCatalog {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return try importLocalizationCatalog(at: url)
        }
        let (data, file) = try StringsSourceFile.read(url)
        return try importDocument(data: data, file: file)
    }

    /// Reads an XLIFF document from `data`; `file` is the path named in diagnostics.
    public static func importDocument(data: Data, file: String) throws(CompilerError) -> MessageCatalog {
        let parser = XLIFFParser(file: file)
        parser.parse(data)
        try StringsSourceFile.throwIfFailed(parser.diagnostics)
        var builder = XLIFFCatalogBuilder(file: file)
        builder.diagnostics = parser.diagnostics
        for element in parser.document.files { builder.add(element) }
        if parser.document.files.isEmpty {
            builder.diagnostics.append(Diagnostic(.warning, .ignoredContent, at: SourceLocation(file: file), "the document has no <file> elements"))
        }
        try StringsSourceFile.throwIfFailed(builder.diagnostics)
        var catalog = builder.catalog
        catalog.diagnostics = builder.diagnostics
        return catalog
    }

    /// Reads the `Localized Contents/*.xliff` of an `.xcloc` folder.
    static func importLocalizationCatalog(at url: URL) throws(CompilerError) -> MessageCatalog {
        let folder = url.appendingPathComponent("Localized Contents")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".xliff") }.sorted()
        guard !names.isEmpty else {
            throw CompilerError(diagnostics: [Diagnostic(.error, .unreadableInput, at: SourceLocation(file: url.relativePath),
                "the localization catalog has no 'Localized Contents/*.xliff'")])
        }
        var merged: MessageCatalog?
        var diagnostics: [Diagnostic] = []
        for name in names {
            let document = URL(fileURLWithPath: url.relativePath).appendingPathComponent("Localized Contents")
                .appendingPathComponent(name)
            do throws(CompilerError) {
                let catalog = try importFile(at: document)
                if merged == nil { merged = MessageCatalog(sourceLanguage: catalog.sourceLanguage) }
                merged!.entries += catalog.entries
                diagnostics += catalog.diagnostics
            } catch {
                diagnostics += error.diagnostics
            }
        }
        try StringsSourceFile.throwIfFailed(diagnostics)
        var catalog = merged ?? MessageCatalog(sourceLanguage: "")
        catalog.diagnostics = diagnostics
        return catalog
    }
}
