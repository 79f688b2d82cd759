import Foundation

/// The registry of input formats: the one list ``CatalogLoader`` iterates
/// to find, group and import files.
enum ImportFormats {
    /// Every format, in the order files are offered to them: formats told
    /// by name first, then the JSON message formats, which are told by
    /// content and tried from the most specific shape to the least.
    static let all: [any ImportFormat.Type] = [
        StringCatalogFormat.self,
        XLIFFFormat.self,
        StringsFormat.self,
        StringsdictFormat.self,
        TransifexFormat.self,
        TranslateWikiFormat.self,
        SlangFileFormat.self,
        SwifternalizationFormat.self,
        ICUMessageFileFormat.self,
    ]

    /// The format of `file`, or nil when no format reads it.
    static func format(of file: SourceFile) -> (any ImportFormat.Type)? {
        all.first { $0.recognizes(file) }
    }
}
