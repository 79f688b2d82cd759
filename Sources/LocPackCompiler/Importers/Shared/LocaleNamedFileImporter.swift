import Foundation

/// An importer of message files named after their locale (ICU MessageFormat,
/// translatewiki, Swifternalization): it reads documents from memory, and
/// this protocol gives it the same ways of reading a file, a directory of
/// such files, or a list of files.
public protocol LocaleNamedFileImporter {
    /// The extensions of the files a directory contributes.
    static var fileExtensions: Set<String> { get }

    /// Reads message files from memory; each `file` is the path used in
    /// diagnostics and names the file's locale.
    ///
    /// - Returns: the catalog, with warnings and notes in its `diagnostics`.
    /// - Throws: ``CompilerError`` listing every diagnostic when a file has
    ///   at least one error.
    static func importCatalog(documents: [(data: Data, file: String)], options: ImportOptions) throws(CompilerError) -> MessageCatalog
}

extension LocaleNamedFileImporter {
    /// Reads a message file, or every file with one of ``fileExtensions``
    /// directly in a directory.
    ///
    /// - Throws: ``CompilerError`` listing every diagnostic when a file
    ///   cannot be read or has at least one error.
    public static func importCatalog(at url: URL, options: ImportOptions = ImportOptions()) throws(CompilerError) -> MessageCatalog {
        if LocaleNamedFiles.isDirectory(url) {
            return try importCatalog(files: LocaleNamedFiles.files(in: url, extensions: fileExtensions), options: options)
        }
        return try importCatalog(files: [url], options: options)
    }

    /// Reads several message files together (usually one per locale).
    public static func importCatalog(files: [URL], options: ImportOptions = ImportOptions()) throws(CompilerError) -> MessageCatalog {
        let documents = try files.map { url throws(CompilerError) in
            let source = SourceFile(url)
            return (data: try source.contents(), file: source.displayPath)
        }
        return try importCatalog(documents: documents, options: options)
    }
}
