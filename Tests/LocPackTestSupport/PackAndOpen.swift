import LocPack
import LocPackCompiler

/// Packs `catalog` as a test needs it — uncompressed, so packing is fast and
/// failures read plainly — and opens the bundle from memory. The one home of
/// the pack-and-open step the test targets share.
public func packAndOpen(_ catalog: MessageCatalog) throws -> Catalog {
    try Catalog(bytes: BundleWriter.pack(catalog, options: .init(compression: .none, level: 1)))
}

/// Packs a linted catalog through ``BundleBuilder``, as `locpack build` does
/// (translations the linter left out stay out), uncompressed, and opens it.
public func packAndOpen(_ prepared: PreparedCatalog) throws -> Catalog {
    guard let bytes = try BundleBuilder.build(prepared, packing: .init(compression: .none, level: 1)).bundle else {
        throw PackAndOpenFailure(diagnostics: prepared.diagnostics.map(\.description))
    }
    return try Catalog(bytes: bytes)
}

/// A catalog with errors, which ``BundleBuilder`` does not pack.
public struct PackAndOpenFailure: Error, CustomStringConvertible {
    /// The catalog's diagnostics.
    public var diagnostics: [String]
    /// The diagnostics, one per line.
    public var description: String { "not packed:\n" + diagnostics.joined(separator: "\n") }
}
