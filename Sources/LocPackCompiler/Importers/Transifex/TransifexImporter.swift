import Foundation
import LocPack

/// Reads translations pulled from Transifex Native into the message model:
/// the SDK's cache file `txstrings.json` (`{LOCALE: {KEY: {"string":
/// TEXT}}}`) and the content service's answer for one locale
/// (`{"data": {KEY: {"string": TEXT}}, "meta": …}`, e.g. `fr.json`).
///
/// A TEXT is printf-style text, an ICU plural (`{???, plural, one {%d
/// minute} other {%d minutes}}`) or a `<cds-root>` XML value with device
/// variations and substitutions. The mapping, and how each fault of the
/// Transifex iOS SDK is avoided, is specified in
/// `Specs/importers/transifex.md`. Every diagnostic names the file and the
/// JSON path of the value (`txstrings.json: $.fr["key"].string: error: …`).
public enum TransifexImporter {
    /// Reads the pull at `url`.
    ///
    /// - Throws: ``CompilerError`` listing every diagnostic when the file
    ///   cannot be read or has at least one error.
    public static func importCatalog(at url: URL, options: ImportOptions = ImportOptions()) throws(CompilerError) -> MessageCatalog {
        try importCatalog(data: LocaleNamedFiles.read(url), file: LocaleNamedFiles.displayPath(url), options: options)
    }

    /// Reads a pull from memory; `file` is the path used in diagnostics (and
    /// gives the locale of a per-locale answer when `options.locale` is nil).
    ///
    /// - Returns: the catalog, with warnings and notes in its `diagnostics`.
    /// - Throws: ``CompilerError`` listing every diagnostic when the data has
    ///   at least one error.
    public static func importCatalog(data: Data, file: String, options: ImportOptions = ImportOptions()) throws(CompilerError) -> MessageCatalog {
        let json = try LocaleNamedFiles.json(data, file: file)
        var reader = TransifexPullReader(file: file, options: options)
        reader.read(json)
        return try reader.catalog()
    }

    /// Whether `data` is a Transifex pull: a file named `txstrings.json`, an
    /// object with a `data` object of `{"string": …}` values, or an object
    /// with a member named after a locale that holds a `{"string": …}`
    /// value (its other members may be malformed: the importer reports
    /// them at their JSON paths).
    public static func recognizes(data: Data, file: String) -> Bool {
        recognizes(json: try? JSONSerialization.jsonObject(with: data), file: file)
    }

    /// ``recognizes(data:file:)`` on a document already parsed (nil: not JSON).
    static func recognizes(json: Any?, file: String) -> Bool {
        guard let object = json as? [String: Any] else { return false }
        if (file as NSString).lastPathComponent == "txstrings.json" { return true }
        func isString(_ value: Any) -> Bool { (value as? [String: Any])?["string"] != nil }
        if let payload = object["data"] as? [String: Any] { return !payload.isEmpty && payload.values.allSatisfy(isString) }
        return object.contains { member in
            LocaleNamedFiles.isLocaleName(member.key) && ((member.value as? [String: Any])?.values.contains(where: isString) ?? false)
        }
    }
}
