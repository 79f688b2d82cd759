import Foundation

/// Turns the units Xcode exports from a `.stringsdict` — ids that are paths
/// into its property list, `/KEY:dict/NSStringLocalizedFormatKey:dict/:string`,
/// `/KEY:dict/VAR:dict/one:dict/:string` — back into the entry's dictionary,
/// and reads it with ``StringsdictReader`` in the mode that supplies the
/// rule and value types the export leaves out.
///
/// Units without a translation are left out. An entry contributes nothing
/// when none of its units is translated, or when a format key or an `other`
/// case is untranslated (the locale then falls back).
enum XLIFFStringsdictUnits {
    private static let leafSuffix = ":dict/:string"
    private static let step = ":dict/"

    /// Whether `id` is a stringsdict path rather than a catalog id.
    static func isStringsdictID(_ id: String) -> Bool {
        id.hasPrefix("/") && id.contains(step)
    }

    /// `/KEY:dict/A:dict/B:dict/:string` → `["KEY", "A", "B"]`; `nil` when
    /// the path is malformed.
    static func components(ofID id: String) -> [String]? {
        guard id.hasPrefix("/"), id.hasSuffix(leafSuffix), id.count > 1 + leafSuffix.count else { return nil }
        let body = id.dropFirst().dropLast(leafSuffix.count)
        let parts = body.components(separatedBy: step)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        return parts
    }

    /// The message of `key` from its units (each with its components after
    /// the key), or `nil` when it contributes nothing or has an error
    /// (reported through `reader`, paths registered in `mapper`); the
    /// arguments its variables name are then `reader.declaredArguments`.
    static func message(key: String, units: [(components: [String], unit: XLIFFDocument.Unit)],
                        reader: StringsdictReader, mapper: inout XLIFFDiagnosticMapper) -> Message? {
        guard units.contains(where: { $0.unit.translation != nil }) else { return nil }
        for (components, unit) in units where unit.translation == nil {
            if let last = components.last, last == StringsdictReader.formatKey || last == "other" { return nil }
        }
        let root = JSONSourcePath.root.quoted(key)
        var dictionary: [String: Any] = [:]
        var conflicts = false
        for (components, unit) in units {
            let path = components.reduce(root) { $0.member($1) }
            mapper.register(unit, at: path)
            guard let text = unit.translation else { continue }
            if !insert(text, at: components[...], into: &dictionary) {
                reader.error(path, "the path of this unit runs through a value another unit sets to a string")
                conflicts = true
            }
        }
        guard !conflicts else { return nil }
        return reader.readEntry(key: key, dictionary, at: root)
    }

    /// Sets the string at `path`; `false` when the path crosses a string.
    private static func insert(_ text: String, at path: ArraySlice<String>, into dictionary: inout [String: Any]) -> Bool {
        guard let first = path.first else { return false }
        if path.count == 1 {
            if dictionary[first] is [String: Any] { return false }
            dictionary[first] = text
            return true
        }
        if dictionary[first] is String { return false }
        var child = dictionary[first] as? [String: Any] ?? [:]
        guard insert(text, at: path.dropFirst(), into: &child) else { return false }
        dictionary[first] = child
        return true
    }
}
