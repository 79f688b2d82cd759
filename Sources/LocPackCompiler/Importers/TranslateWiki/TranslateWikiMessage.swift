import LocPack

/// The parts of a translatewiki / MediaWiki message, as
/// `TranslateWikiMessageParser` reads them.
indirect enum TranslateWikiPart: Equatable {
    /// Literal text.
    case text(String)
    /// `$N` (`spec == nil`) or a printf placeholder `%N$d` (with its spec).
    case placeholder(index: Int, spec: FormatSpec?)
    /// `{{PLURAL:selector|form|…}}`.
    case plural(TranslateWikiPlural)
}

/// A `{{PLURAL:…}}`.
struct TranslateWikiPlural: Equatable {
    /// The argument whose number selects (`$1`, `%1$d` → 1).
    var argument: Int
    /// The selector's spec when written `%N$…`; `nil` for `$N`.
    var spec: FormatSpec?
    /// The forms in order.
    var forms: [TranslateWikiForm]
    /// Byte offset of its `{{` in the message.
    var utf8Offset: Int
}

/// One form of a `{{PLURAL}}`: `N=text` (an exact form) or `text`.
struct TranslateWikiForm: Equatable {
    /// The N of an `N=` form.
    var exact: String?
    var parts: [TranslateWikiPart]
}

/// Why a translatewiki message cannot be read, and where in its text.
struct TranslateWikiSyntaxError: Error, Equatable, CustomStringConvertible {
    var message: String
    var utf8Offset: Int
    var characterOffset: Int

    init(_ message: String, at offset: Int, in bytes: [UInt8]) {
        self.message = message
        self.utf8Offset = offset
        self.characterOffset = String(decoding: bytes[..<min(max(0, offset), bytes.count)], as: UTF8.self).count
    }

    /// `message (at offset N)`, N counted in characters from 0.
    var description: String { "\(message) (at offset \(characterOffset))" }
}
