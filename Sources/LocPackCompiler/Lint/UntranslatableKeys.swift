import Foundation

/// The keys of String Catalogs marked `"shouldTranslate": false`, which no
/// locale but the source language is expected to translate; coverage leaves
/// them out.
///
/// The message model does not record the flag (the importer simply drops
/// the other locales of such an entry), so the catalogs among the inputs
/// are read again for it.
struct UntranslatableKeys {
    private var ids: Set<String> = []

    /// The marked keys of the `.xcstrings` files among `files`; files that
    /// cannot be read are skipped (the importer reports them).
    init(files: [URL]) {
        for file in files where file.pathExtension == "xcstrings" {
            guard let data = try? Data(contentsOf: file),
                  let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
                  let strings = root["strings"] as? [String: Any] else { continue }
            let table = file.deletingPathExtension().lastPathComponent
            for (key, value) in strings {
                guard let entry = value as? [String: Any], let flag = entry["shouldTranslate"],
                      StringCatalogReader.boolean(flag) == false else { continue }
                ids.insert(CatalogEntry.identity(table: table, key: key))
            }
        }
    }

    /// Whether `key` of `table` is marked not to be translated.
    func contains(table: String, key: String) -> Bool { ids.contains(CatalogEntry.identity(table: table, key: key)) }
}
