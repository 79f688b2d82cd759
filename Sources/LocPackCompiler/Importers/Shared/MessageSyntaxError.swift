/// Why a message text could not be read, and where: the error of the
/// parsers of message syntax (ICU MessageFormat and Transifex plurals,
/// printf-style format strings, MediaWiki markup).
///
/// Offsets are counted inside the text itself, not in the file that holds
/// it: importers add the file and the JSON path. A public API that reads a
/// text throws a ``CompilerError`` whose message is this error's
/// ``description``.
struct MessageSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in one sentence without the position.
    var message: String
    /// Byte offset of the problem in the UTF-8 of the text.
    var utf8Offset: Int
    /// The same place counted in `Character`s from 0 (what an editor shows
    /// as a column, for single-line text).
    var characterOffset: Int
    /// The kind of the warning that leaves the translation out, when it is
    /// not a malformed translation (``DiagnosticID/malformedTranslation``).
    var kind: DiagnosticID = .malformedTranslation

    /// An error of kind `kind` at byte `offset` of `bytes` (UTF-8), clamped to the text.
    init(_ message: String, at offset: Int, in bytes: [UInt8], kind: DiagnosticID = .malformedTranslation) {
        let clamped = min(max(0, offset), bytes.count)
        self.kind = kind
        self.message = message
        self.utf8Offset = clamped
        self.characterOffset = String(decoding: bytes[..<clamped], as: UTF8.self).count
    }

    /// `message (at offset N)`, N counted in characters from 0.
    var description: String { "\(message) (at offset \(characterOffset))" }
}
