/// What an Android resource folder's name says (`values`, `values-fr`,
/// `values-pt-rBR`, `values-b+sr+Latn`, `values-night`), read as aapt2
/// reads configuration qualifiers (`Specs/importers/android.md`,
/// "Folders"): the qualifiers come in a fixed order, the network codes
/// (`mcc310`, `mnc004`) before the locale and every other qualifier after
/// it.
struct AndroidResourceFolder: Equatable, Sendable {
    /// The locale the folder's name gives (`pt-BR`, `sr-Latn`; `he` for
    /// the legacy `iw`), or nil for the default folder and for folders
    /// whose qualifiers name no locale (`values-night`, `values-v21`).
    var locale: String?
    /// The qualifiers other than the locale (`night`, `v21`, `land`,
    /// `mcc310`): strings in such a folder replace the default ones only
    /// on some devices.
    var otherQualifiers: [String]

    /// Whether the folder is `values` itself: the default strings, the
    /// source language.
    var isDefault: Bool { locale == nil && otherQualifiers.isEmpty }

    /// The folder named `name`, or nil when it is not a `values` folder.
    init?(name: String) {
        var parts = name.lowercased().split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard parts.first == "values" else { return nil }
        parts.removeFirst()
        var others: [String] = []
        // Mobile country and network codes come first.
        while let part = parts.first, Self.isNetworkCode(part) { others.append(parts.removeFirst()) }
        locale = nil
        if let part = parts.first, part.hasPrefix("b+") {
            locale = Self.bcp47Locale(part)
            if locale != nil { parts.removeFirst() }
        } else if let part = parts.first, Self.isLanguage(part) {
            parts.removeFirst()
            var subtags = [Self.currentCode(part)]
            if let region = parts.first, region.count == 3, region.hasPrefix("r") {
                subtags.append(String(region.dropFirst()).uppercased())
                parts.removeFirst()
            }
            locale = subtags.joined(separator: "-")
        }
        otherQualifiers = others + parts
    }

    /// `mcc310`, `mnc004`.
    private static func isNetworkCode(_ part: String) -> Bool {
        (part.hasPrefix("mcc") || part.hasPrefix("mnc")) && part.count > 3 && part.dropFirst(3).allSatisfy(\.isASCIIDigit)
    }

    /// A language of two or three ASCII letters; `car` is the car UI mode.
    private static func isLanguage(_ part: String) -> Bool {
        (2...3).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isLetter } && part != "car"
    }

    /// `b+sr+Latn`, `b+es+419`, `b+zh+Hant+TW` as a BCP 47 tag, with its
    /// subtags cased as BCP 47 writes them; nil when it is not one.
    private static func bcp47Locale(_ part: String) -> String? {
        let subtags = part.dropFirst(2).split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard let language = subtags.first, isLanguage(language) || language.count == 4 && language.allSatisfy(\.isLetter) else { return nil }
        var cased = [currentCode(language)]
        for subtag in subtags.dropFirst() {
            guard (2...8).contains(subtag.count), subtag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
            if subtag.count == 4, subtag.first!.isLetter {
                cased.append(subtag.prefix(1).uppercased() + subtag.dropFirst())
            } else if subtag.count <= 3 {
                cased.append(subtag.uppercased())
            } else {
                cased.append(subtag)
            }
        }
        return cased.joined(separator: "-")
    }

    /// The code Android's legacy spellings stand for: Android matches a
    /// Hebrew, Indonesian or Yiddish device only to `iw`, `in` and `ji`.
    private static func currentCode(_ language: String) -> String {
        ["iw": "he", "in": "id", "ji": "yi"][language] ?? language
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
