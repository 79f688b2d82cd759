/// Why an ICU MessageFormat text (or the ICU plural of a Transifex string)
/// could not be read, and where.
///
/// Offsets are counted inside the message text itself, not in the file
/// that holds it: importers add the file and the JSON path.
public struct ICUMessageSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in one sentence without the position.
    public var message: String
    /// Byte offset of the problem in the UTF-8 of the text.
    public var utf8Offset: Int
    /// The same place counted in `Character`s from 0 (what an editor shows
    /// as a column, for single-line text).
    public var characterOffset: Int

    /// Creates an error.
    public init(message: String, utf8Offset: Int, characterOffset: Int) {
        self.message = message
        self.utf8Offset = utf8Offset
        self.characterOffset = characterOffset
    }

    /// `message (at offset N)`, N counted in characters from 0.
    public var description: String { "\(message) (at offset \(characterOffset))" }
}

extension ICUMessageSyntaxError {
    /// An error at byte `offset` of `bytes` (UTF-8).
    init(_ message: String, at offset: Int, in bytes: [UInt8]) {
        let clamped = min(max(0, offset), bytes.count)
        self.init(message: message, utf8Offset: clamped,
                  characterOffset: String(decoding: bytes[..<clamped], as: UTF8.self).count)
    }
}
