/// A regular expression of a Swifternalization `exp:` expression, parsed:
/// the subset that compiles to a pattern program the runtime runs in linear
/// time without backtracking (`Specs/importers/swifternalization.md`).
indirect enum SwifternalizationRegex: Equatable {
    /// Matches the empty text.
    case empty
    /// One byte (a non-ASCII character is a concatenation of its UTF-8 bytes).
    case byte(UInt8)
    /// `.`: any byte.
    case any
    /// `[…]`, `\d`…: one byte of a set.
    case byteClass(SwifternalizationByteSet)
    /// `^`, `\A`: the start of the text.
    case textStart
    /// `$`, `\z`, `\Z`: the end of the text.
    case textEnd
    /// The parts in sequence.
    case concatenation([SwifternalizationRegex])
    /// One of the alternatives.
    case alternation([SwifternalizationRegex])
    /// `*`, `+`, `?`, `{m,n}`: the body `minimum`…`maximum` times (nil: no limit).
    case repetition(SwifternalizationRegex, minimum: Int, maximum: Int?)
}

/// A set of ASCII bytes (bit `b` for byte `b`); the number's text is ASCII,
/// so a class never needs more.
struct SwifternalizationByteSet: Equatable, Hashable {
    /// Bits 0–63 and 64–127.
    var low: UInt64 = 0, high: UInt64 = 0

    /// The set of the ASCII bytes among `bytes`.
    init<R: Sequence>(_ bytes: R) where R.Element == UInt8 {
        for byte in bytes { insert(byte) }
    }

    /// Adds `byte` (ignored unless ASCII).
    mutating func insert(_ byte: UInt8) {
        if byte < 64 { low |= 1 << UInt64(byte) } else if byte < 128 { high |= 1 << UInt64(byte - 64) }
    }

    /// Adds every member of `other`.
    mutating func formUnion(_ other: SwifternalizationByteSet) {
        low |= other.low
        high |= other.high
    }

    /// The ASCII bytes not in the set.
    var inverted: SwifternalizationByteSet {
        var set = SwifternalizationByteSet([])
        set.low = ~low
        set.high = ~high
        return set
    }

    /// The 16-byte class record of a pattern program.
    var encoded: [UInt8] {
        var out = ByteWriter()
        out.append(u64: low)
        out.append(u64: high)
        return out.bytes
    }

    /// `\d`: `0`–`9`.
    static let digits = SwifternalizationByteSet(UInt8(ascii: "0")...UInt8(ascii: "9"))
    /// `\w`: ASCII letters, digits and `_`.
    static let word = SwifternalizationByteSet(Array(UInt8(ascii: "a")...UInt8(ascii: "z"))
        + Array(UInt8(ascii: "A")...UInt8(ascii: "Z")) + Array(UInt8(ascii: "0")...UInt8(ascii: "9")) + [UInt8(ascii: "_")])
    /// `\s`: space, tab, line feed, carriage return, form feed, vertical tab.
    static let space = SwifternalizationByteSet([0x20, 0x09, 0x0A, 0x0D, 0x0C, 0x0B])
}

/// Why a regular expression cannot be used, and where.
struct SwifternalizationRegexError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in one sentence.
    var message: String
    /// Where, in characters (Unicode scalars) from 0; nil for the pattern as a whole.
    var offset: Int?

    /// `message (at offset N)`, or the message alone.
    var description: String { offset.map { "\(message) (at offset \($0))" } ?? message }
}
