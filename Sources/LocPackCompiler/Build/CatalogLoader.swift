import Foundation
import LocPack

/// Finds the source files among the inputs of `locpack build` and merges
/// what they hold into one ``MessageCatalog``.
public enum CatalogLoader {
    /// A problem with the inputs as a whole.
    public struct Failure: Error, CustomStringConvertible {
        /// The sentence for the user.
        public let description: String
    }

    /// File extensions the loader reads.
    public static let supportedExtensions: Set<String> = ["xcstrings"]

    /// The source files named by `inputs`: files as given, directories
    /// searched recursively for supported files (sorted, so builds are
    /// deterministic).
    public static func sourceFiles(in inputs: [String]) throws(Failure) -> [URL] {
        var files: [URL] = []
        let manager = FileManager.default
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw Failure(description: "\(input): no such file or directory")
            }
            if isDirectory.boolValue {
                guard let walker = manager.enumerator(atPath: input) else {
                    throw Failure(description: "\(input): cannot list the directory")
                }
                var found: [String] = []
                while let relative = walker.nextObject() as? String {
                    if supportedExtensions.contains((relative as NSString).pathExtension) { found.append(relative) }
                }
                files += found.sorted().map { URL(fileURLWithPath: input).appendingPathComponent($0) }
            } else {
                guard supportedExtensions.contains(URL(fileURLWithPath: input).pathExtension) else {
                    throw Failure(description: "\(input): unsupported input type (supported: \(supportedExtensions.sorted().map { "." + $0 }.joined(separator: ", ")))")
                }
                files.append(URL(fileURLWithPath: input))
            }
        }
        guard !files.isEmpty else { throw Failure(description: "no String Catalog (.xcstrings) found in \(inputs.joined(separator: ", "))") }
        return files
    }

    /// Imports and merges `files`. All must share one source language; a key
    /// defined for the same table and locale by two files is an error naming both.
    public static func load(_ files: [URL]) throws -> MessageCatalog {
        var merged: MessageCatalog? = nil
        var definedAt: [String: SourceLocation] = [:]
        for file in files {
            let catalog = try StringCatalogImporter.importCatalog(at: file)
            if merged == nil { merged = MessageCatalog(sourceLanguage: catalog.sourceLanguage) }
            guard LocaleIdentifierSpelling.same(merged!.sourceLanguage, catalog.sourceLanguage) else {
                throw Failure(description: "\(file.path): source language \(catalog.sourceLanguage) differs from \(merged!.sourceLanguage) of the earlier inputs")
            }
            for entry in catalog.entries {
                for locale in entry.localizations.keys {
                    let id = entry.table + "\u{0}" + entry.key + "\u{0}" + LocaleIdentifierSpelling.canonical(locale)
                    if let earlier = definedAt[id] {
                        throw Failure(description: "\(entry.location): error: key '\(entry.key)' (table \(entry.table), locale \(locale)) is already defined at \(earlier)")
                    }
                    definedAt[id] = entry.location
                }
                merged!.entries.append(entry)
            }
            merged!.diagnostics += catalog.diagnostics
        }
        return merged!
    }
}

/// Locale spelling helpers for the compiler (the runtime's canonical form).
enum LocaleIdentifierSpelling {
    static func canonical(_ id: String) -> String { LocaleIdentifier.canonical(id) }
    static func same(_ a: String, _ b: String) -> Bool { canonical(a) == canonical(b) }
}
