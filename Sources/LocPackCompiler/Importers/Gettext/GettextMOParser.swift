/// Reads the entries of a compiled `.mo` file (`Specs/importers/gettext.md`,
/// "Compiled catalogs"), in either byte order as its magic number says:
/// the header's count of strings and the offsets of the tables of
/// originals and translations, each a length and an offset per string.
/// An original is `msgid`, or `msgctxt` U+0004 `msgid`, with `NUL`
/// `msgid_plural` after it for a plural; a plural's translation holds its
/// forms separated by `NUL`. A `.mo` file keeps no flags nor comments.
///
/// A damaged file (a table or string outside it, a string not ended by
/// `NUL`) cannot be read at all: ``entries`` is nil and ``error`` says
/// what and at which byte.
struct GettextMOParser {
    /// The entries, the header included, in the file's (sorted) order; nil
    /// when the file cannot be read.
    private(set) var entries: [GettextPOEntry]?
    /// Why the file cannot be read, with the byte offset.
    private(set) var error: (offset: Int, message: String)?

    /// The magic number of a `.mo` file, as its writer's byte order stores it.
    static let magic: UInt32 = 0x9504_12DE

    /// Whether `bytes` begin with the magic number in either byte order.
    static func hasMagic(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4 else { return false }
        let word = UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24
        return word == magic || word == magic.byteSwapped
    }

    /// Reads `bytes`, the whole file.
    init(bytes: [UInt8]) {
        do {
            entries = try Self.read(bytes)
        } catch let failure as Failure {
            error = (failure.offset, failure.message)
        } catch {
            self.error = (0, "\(error)")
        }
    }

    private struct Failure: Error {
        var offset: Int
        var message: String
    }

    private static func read(_ bytes: [UInt8]) throws -> [GettextPOEntry] {
        guard bytes.count >= 28, hasMagic(bytes) else {
            throw Failure(offset: 0, message: "not a .mo file: it does not begin with the magic number 0x950412de")
        }
        let bigEndian = bytes[0] == 0x95
        func word(at offset: Int) throws -> Int {
            guard offset >= 0, offset + 4 <= bytes.count else {
                throw Failure(offset: offset, message: "the file ends inside its tables (\(bytes.count) bytes)")
            }
            let b = bytes[offset..<(offset + 4)].map(UInt32.init)
            let value = bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
            return Int(value)
        }
        let revision = try word(at: 4)
        guard revision >> 16 <= 1 else {
            throw Failure(offset: 4, message: "revision \(revision >> 16).\(revision & 0xFFFF) of the .mo format is not one gettext writes (0 or 1)")
        }
        let count = try word(at: 8), originals = try word(at: 12), translations = try word(at: 16)
        guard count <= bytes.count / 16 else {
            throw Failure(offset: 8, message: "the file says it holds \(count) strings, more than its \(bytes.count) bytes can")
        }
        func string(table: Int, index: Int) throws -> [UInt8] {
            let at = table + index * 8
            let length = try word(at: at), offset = try word(at: at + 4)
            guard offset <= bytes.count, length < bytes.count - offset, bytes[offset + length] == 0 else {
                throw Failure(offset: at, message: "string \(index) (\(length) bytes at \(offset)) does not lie in the file, ended by NUL")
            }
            return Array(bytes[offset..<(offset + length)])
        }
        var entries: [GettextPOEntry] = []
        entries.reserveCapacity(count)
        for index in 0..<count {
            let original = try string(table: originals, index: index)
            let translation = try string(table: translations, index: index)
            var context: [UInt8]?
            var ids = original.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false).map(Array.init)
            if let separator = ids[0].firstIndex(of: 0x04) {
                context = Array(ids[0][..<separator])
                ids[0] = Array(ids[0][(separator + 1)...])
            }
            let pluralID = ids.count > 1 ? ids[1] : nil
            let forms = pluralID == nil ? [translation]
                : translation.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
            let place = GettextPOPosition(line: 0, column: 0)
            entries.append(GettextPOEntry(context: context, id: ids[0], pluralID: pluralID, translations: forms, flags: [],
                                          comments: [], isObsolete: false, position: place,
                                          translationPositions: forms.map { _ in place }))
        }
        return entries
    }
}
