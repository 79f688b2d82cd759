import Foundation

/// One slang file flattened to its messages (`Specs/importers/slang.md`,
/// "Keys"): nested objects and lists become dotted keys
/// (`sendTab.selection.files`, `aliasGenerator.adjectives.0`), key
/// modifiers (`minutesUnit(plural, param=m)`) are read and removed, and
/// `@key` members are comments.
struct SlangDocument {
    /// A message of the file, before links are resolved.
    enum Node {
        /// A text, with `{name}` arguments and `@:path` links.
        case text(String)
        /// A plural: its parameter (`n` unless a `param=` modifier names
        /// another), whether it is ordinal, and its forms by category.
        case plural(parameter: String, ordinal: Bool, forms: [String: String])
    }

    /// A message and where it stands.
    struct Entry {
        var node: Node
        var path: JSONSourcePath
    }

    /// The CLDR plural categories, the keys of an object slang reads as a plural.
    static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    private(set) var entries: [String: Entry] = [:]
    private(set) var comments: [String: String] = [:]
    /// Keys in the order they are found (sorted within each object).
    private(set) var order: [String] = []

    /// Reads `object`; problems are reported to `diagnostics` (a value that
    /// is no text is a warning and left out).
    init(_ object: [String: Any], file: String, locale: String, table: String, diagnostics: MessageFileDiagnostics) {
        read(object, prefix: "", path: .root, file: file, locale: locale, table: table, diagnostics: diagnostics)
    }

    private mutating func read(_ object: [String: Any], prefix: String, path: JSONSourcePath, file: String,
                               locale: String, table: String, diagnostics: MessageFileDiagnostics) {
        for member in object.keys.sorted() {
            let value = object[member]!
            let memberPath = path.quoted(member)
            if member.hasPrefix("@") {
                // A comment: text, or an ARB-style object with a description.
                if let text = (value as? String) ?? (value as? [String: Any])?["description"] as? String {
                    comments[Self.join(prefix, String(member.dropFirst()))] = text
                }
                continue
            }
            let (name, modifiers) = Self.modifiers(of: member)
            readValue(value, key: Self.join(prefix, name), modifiers: modifiers, path: memberPath, file: file,
                      locale: locale, table: table, diagnostics: diagnostics)
        }
    }

    private mutating func readValue(_ value: Any, key: String, modifiers: [String: String], path: JSONSourcePath,
                                    file: String, locale: String, table: String, diagnostics: MessageFileDiagnostics) {
        let omitted = OmittedTranslation(key: key, table: table, locale: locale)
        switch value {
        case let text as String:
            add(key, .text(text), path, file: file, locale: locale, diagnostics: diagnostics)
        case let number as NSNumber where StringCatalogReader.boolean(number) == nil:
            // slang reads a number as its text.
            add(key, .text(number.stringValue), path, file: file, locale: locale, diagnostics: diagnostics)
        case let object as [String: Any]:
            if modifiers["context"] != nil {
                diagnostics.leftOut(omitted, file, path, "slang contexts (context=…) are not supported", .unsupportedConstruct)
            } else if let plural = Self.plural(object, modifiers: modifiers) {
                guard let written = object as? [String: String] else {
                    diagnostics.leftOut(omitted, file, path, "every form of a plural must be a text")
                    return
                }
                // `"one,two": …` gives both forms the text, as slang reads it.
                var forms: [String: String] = [:]
                for (names, text) in written {
                    for name in names.split(separator: ",") { forms[name.trimmingCharacters(in: .whitespaces)] = text }
                }
                guard Set(forms.keys).isSubset(of: Self.pluralCategories) else {
                    let unknown = forms.keys.filter { !Self.pluralCategories.contains($0) }.sorted()
                    diagnostics.leftOut(omitted, file, path, "unknown plural categor\(unknown.count == 1 ? "y" : "ies") \(unknown.map { "'\($0)'" }.joined(separator: ", ")) (expected zero, one, two, few, many, other)")
                    return
                }
                add(key, .plural(parameter: modifiers["param"] ?? "n", ordinal: plural == .ordinal, forms: forms), path,
                    file: file, locale: locale, diagnostics: diagnostics)
            } else {
                // Mostly plural categories beside a few other keys: a misspelt category?
                let categories = object.keys.filter(Self.pluralCategories.contains)
                let others = object.keys.filter { !Self.pluralCategories.contains($0) }.sorted()
                if !categories.isEmpty, categories.count >= others.count, object.values.allSatisfy({ $0 is String }) {
                    diagnostics.report(.warning, .malformedTranslation, file, path, "\(locale): '\(key)' is read as nested keys, not as a plural: \(others.map { "'\($0)'" }.joined(separator: ", ")) \(others.count == 1 ? "is no plural category" : "are no plural categories") (zero, one, two, few, many, other)")
                }
                read(object, prefix: key, path: path, file: file, locale: locale, table: table, diagnostics: diagnostics)
            }
        case let list as [Any]:
            for (index, element) in list.enumerated() {
                readValue(element, key: Self.join(key, String(index)), modifiers: [:], path: path.element(index),
                          file: file, locale: locale, table: table, diagnostics: diagnostics)
            }
        default:
            diagnostics.leftOut(omitted, file, path, "a message must be a text, an object or a list")
        }
    }

    /// Adds a message; a key written twice (`a` and `a(rich)`) keeps the
    /// first, with a warning.
    private mutating func add(_ key: String, _ node: Node, _ path: JSONSourcePath, file: String, locale: String,
                              diagnostics: MessageFileDiagnostics) {
        if let earlier = entries[key] {
            diagnostics.report(.warning, .conflictingDefinition, file, path, "\(locale): '\(key)' is already defined at \(earlier.path); this one is ignored")
            return
        }
        order.append(key)
        entries[key] = Entry(node: node, path: path)
    }

    private enum PluralKind { case cardinal, ordinal }

    /// Whether `object` is a plural: a `plural`, `cardinal` or `ordinal`
    /// modifier says so, or (without `map`) every member is a plural category.
    private static func plural(_ object: [String: Any], modifiers: [String: String]) -> PluralKind? {
        if modifiers["ordinal"] != nil { return .ordinal }
        if modifiers["plural"] != nil || modifiers["cardinal"] != nil { return .cardinal }
        let names = object.keys.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        if modifiers["map"] == nil, !object.isEmpty, Set(names).isSubset(of: pluralCategories) { return .cardinal }
        return nil
    }

    /// `name(a, b=c)` → (`name`, [a: "", b: "c"]), as slang reads modifiers:
    /// the name letters, digits, `_` and `-`, then something between
    /// parentheses ending the key. Any other key is kept whole
    /// (`Auto (TUN)`, `モード(自動)`, `a()`).
    static func modifiers(of member: String) -> (name: String, modifiers: [String: String]) {
        guard member.hasSuffix(")"), let open = member.firstIndex(of: "("), open != member.startIndex,
              member.index(after: open) < member.index(before: member.endIndex),
              member[..<open].allSatisfy({ $0 == "_" || $0 == "-" || ($0.isASCII && ($0.isLetter || $0.isNumber)) })
        else { return (member, [:]) }
        var modifiers: [String: String] = [:]
        for part in member[member.index(after: open)..<member.index(before: member.endIndex)].split(separator: ",") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let name = pair.first, !name.isEmpty else { continue }
            modifiers[name] = pair.count > 1 ? pair[1] : ""
        }
        return (String(member[..<open]), modifiers)
    }

    private static func join(_ prefix: String, _ name: String) -> String { prefix.isEmpty ? name : prefix + "." + name }
}
