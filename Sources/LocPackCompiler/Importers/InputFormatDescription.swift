/// What the command line and documentation say of one input format: the
/// public face of an entry of the import registry.
public struct InputFormatDescription: Sendable, Equatable {
    /// The name `--format` takes (`xcstrings`, `icu`).
    public let id: String
    /// The format's name in messages (`String Catalog`).
    public let name: String
    /// What its inputs are (`String Catalogs (.xcstrings)`).
    public let inputs: String
    /// The extensions of its files and of the folders it reads whole, sorted.
    public let extensions: [String]
    /// Its specification's file name in `Specs/importers/` (`slang.md`).
    public let specification: String

    /// Every format `locpack build` reads, in the registry's order.
    public static var all: [InputFormatDescription] {
        ImportFormats.all.map { format in
            InputFormatDescription(id: format.id, name: format.name, inputs: format.inputsSummary,
                                   extensions: format.fileExtensions.union(format.folderExtensions).sorted(),
                                   specification: format.specification)
        }
    }
}
