import Foundation

/// Android string resources in the import registry: the `.xml` files of
/// `<resources>` in `res/values*` folders, the folders of one `res`
/// imported together (`Specs/importers/android.md`).
enum AndroidFormat: ImportFormat {
    static let id = "android"
    static let name = "Android string resources"
    static let inputsSummary = "Android and Compose resources (values*/strings.xml)"
    static let specification = "android.md"
    static let fileExtensions: Set<String> = ["xml"]
    static let phase = ImportPhase.localeNamed

    /// An `.xml` file in a `values` folder whose root element is
    /// `<resources>`. Layouts, manifests and other XML are not.
    static func recognize(_ file: SourceFile) -> Recognition? {
        guard file.pathExtension == "xml",
              AndroidResourceFolder(name: file.url.deletingLastPathComponent().lastPathComponent) != nil,
              let data = file.data, rootIsResources(data) else { return nil }
        return .named("a <resources> file in a values folder")
    }

    /// Gradle's build output (`build/intermediates/…/values/values.xml`,
    /// `build/generated/res/…`) copies the sources and every library's
    /// strings: a directory search leaves it alone.
    static func isTakenByDirectorySearch(_ file: SourceFile) -> Bool {
        let components = file.url.pathComponents
        return !zip(components, components.dropFirst()).contains { $0 == "build" && ["intermediates", "generated", "tmp"].contains($1) }
    }

    /// Every resource file of a build goes together, as Gradle merges the
    /// `res` folders of an app's modules and variants into one set of
    /// resources: a string of one module names another's (`@string/…`).
    static func groupKey(of file: SourceFile) -> String { "android" }

    static func importGroup(_ files: [SourceFile], options: ImportOptions) throws(CompilerError) -> MessageCatalog {
        try AndroidImporter.importCatalog(sources: files, options: options)
    }

    /// Whether the first element of `data` (after the XML declaration,
    /// comments and white space) is `<resources`.
    static func rootIsResources(_ data: Data) -> Bool {
        var text = Substring(String(decoding: data.prefix(4096), as: UTF8.self))
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        while true {
            text = text.drop { $0.isWhitespace }
            if text.hasPrefix("<?") || text.hasPrefix("<!--") || text.hasPrefix("<!DOCTYPE") {
                // A DOCTYPE with declarations (`[<!ENTITY …>]`) ends at `]>`.
                let subset = text.hasPrefix("<!DOCTYPE") && text.prefix { $0 != ">" }.contains("[")
                let close = text.hasPrefix("<?") ? "?>" : text.hasPrefix("<!--") ? "-->" : subset ? "]>" : ">"
                guard let end = text.range(of: close) else { return false }
                text = text[end.upperBound...]
                continue
            }
            return text.hasPrefix("<resources") && text.dropFirst(10).first.map { $0 == ">" || $0 == "/" || $0.isWhitespace } == true
        }
    }
}
