/// One conversion found by ``FormatSpecParser``.
package struct ParsedConversion: Sendable, Equatable {
    /// The conversion: flags, width, precision, length, conversion byte.
    /// For a substitution (`%#@name@`) the conversion is `@` with the
    /// `alternate` flag.
    public var spec: FormatSpec
    /// The 1-based argument position of `%N$…`, or `nil` when the conversion
    /// takes the next argument (or, for `%%`, none).
    public var argumentPosition: Int?
    /// For Apple's substitution token `%#@name@` (`%N$#@name@`): the byte
    /// offsets of `name` in the parsed buffer; otherwise `nil`.
    public var substitutionName: Range<Int>?
    /// The byte offsets of the whole conversion, from its `%` to just past
    /// its last byte.
    public var range: Range<Int>

    /// Creates a parsed conversion.
    public init(spec: FormatSpec, argumentPosition: Int?, substitutionName: Range<Int>? = nil, range: Range<Int>) {
        self.spec = spec
        self.argumentPosition = argumentPosition
        self.substitutionName = substitutionName
        self.range = range
    }

    /// The offset just past the conversion, where scanning continues.
    public var end: Int { range.upperBound }
}

/// Why ``FormatSpecParser`` rejected a conversion, and where.
package struct FormatSpecParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kinds of problem.
    public enum Reason: Sendable, Equatable {
        /// The byte at the start offset is not `%`.
        case notAPercentSign
        /// The text ends inside the conversion.
        case unterminated
        /// `*` width (the width must be written in the format).
        case starWidth
        /// `.*` precision (the precision must be written in the format).
        case starPrecision
        /// `%n`, which writes to memory, is never accepted.
        case writeBack
        /// The conversion character is not one LocPack knows (the whole
        /// character, also when its UTF-8 has several bytes).
        case unknownConversion(Unicode.Scalar)
        /// `%0$…`: positions start at 1.
        case zeroPosition
        /// A position, width or precision above 2³¹ − 1.
        case numberTooLarge
        /// `%#@` without a name or without the closing `@`.
        case malformedSubstitution
    }

    /// What is wrong.
    public var reason: Reason
    /// The byte offset where the problem was found.
    public var offset: Int

    /// Creates an error.
    public init(_ reason: Reason, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// A sentence for diagnostics.
    public var description: String {
        let what: String
        switch reason {
        case .notAPercentSign: what = "expected '%'"
        case .unterminated: what = "format ends inside a conversion"
        case .starWidth: what = "'*' width is not supported; write the width in the format"
        case .starPrecision: what = "'.*' precision is not supported; write the precision in the format"
        case .writeBack: what = "'%n' is not allowed"
        case .unknownConversion(let scalar):
            what = "unknown conversion \(DiagnosticCharacterName.describe(scalar))"
        case .zeroPosition: what = "argument positions start at 1 ('%0$' is invalid)"
        case .numberTooLarge: what = "number too large in conversion"
        case .malformedSubstitution: what = "'%#@' needs a name and a closing '@'"
        }
        return "\(what) at byte \(offset)"
    }
}

/// The printf scanner of LocPack: parses one conversion of a format string.
///
/// Grammar, at a `%`: an optional position `N$` (N ≥ 1), flags `- + space
/// # 0` in any order, an optional width, an optional `.precision` (`.`
/// alone is precision 0), an optional length modifier `hh h l ll q j z t
/// L`, and a conversion `d i u f F e E g G x X o c s @ % C S p a A`. Apple's
/// substitution token `%#@name@` (also `%N$#@name@`) is recognized as a
/// whole. `*` widths and precisions, `%n` and other conversions are
/// rejected with the reason. Parsing never allocates.
///
/// To split a format string, find each `%` and call
/// ``parse(_:at:)-(UnsafeRawBufferPointer,_)``; continue after
/// ``ParsedConversion/end``.
package enum FormatSpecParser {
    /// Parses the conversion whose `%` is at byte `index` of `bytes`.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 text.
    ///   - index: The offset of the `%`.
    /// - Returns: The conversion, or why it is invalid.
    public static func parse(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Result<ParsedConversion, FormatSpecParseError> {
        let count = bytes.count
        guard index >= 0, index < count, bytes[index] == UInt8(ascii: "%") else {
            return .failure(FormatSpecParseError(.notAPercentSign, at: index))
        }
        var i = index + 1
        var spec = FormatSpec(conversion: 0)

        // Reads a run of decimal digits; nil on overflow.
        func number(_ i: inout Int) -> Int? {
            var value = 0
            while i < count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
                value = value * 10 + Int(bytes[i] - 0x30)
                if value > Int(Int32.max) { return nil }
                i += 1
            }
            return value
        }

        // Position `N$`.
        var position: Int?
        if i < count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
            var j = i
            guard let value = number(&j) else { return .failure(FormatSpecParseError(.numberTooLarge, at: i)) }
            if j < count, bytes[j] == UInt8(ascii: "$") {
                if value == 0 { return .failure(FormatSpecParseError(.zeroPosition, at: i)) }
                position = value
                i = j + 1
            }
        }

        // Apple's substitution token. `%N#@name@` (digits without `$`, as
        // real catalogs have it) is one too: Foundation reads N as a width
        // before the `#` flag, and the token takes the next argument. The
        // width is kept in the spec so that importers can say so.
        if position == nil, i < count, bytes[i] >= 0x31, bytes[i] <= 0x39 {
            var j = i
            if let width = number(&j), j + 1 < count, bytes[j] == UInt8(ascii: "#"), bytes[j + 1] == UInt8(ascii: "@") {
                spec.width = Int32(width)
                i = j
            }
        }
        if i + 1 < count, bytes[i] == UInt8(ascii: "#"), bytes[i + 1] == UInt8(ascii: "@") {
            let nameStart = i + 2
            var j = nameStart
            while j < count, bytes[j] != UInt8(ascii: "@") {
                let byte = bytes[j]
                if byte == UInt8(ascii: "%") || byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D { break }
                j += 1
            }
            guard j < count, bytes[j] == UInt8(ascii: "@"), j > nameStart else {
                return .failure(FormatSpecParseError(.malformedSubstitution, at: index))
            }
            spec.conversion = UInt8(ascii: "@")
            spec.flags = .alternate
            return .success(ParsedConversion(spec: spec, argumentPosition: position,
                                             substitutionName: nameStart..<j, range: index..<(j + 1)))
        }

        // Flags.
        flagLoop: while i < count {
            switch bytes[i] {
            case UInt8(ascii: "-"): spec.flags.insert(.leftAlign)
            case UInt8(ascii: "+"): spec.flags.insert(.plusSign)
            case UInt8(ascii: " "): spec.flags.insert(.spaceSign)
            case UInt8(ascii: "#"): spec.flags.insert(.alternate)
            case UInt8(ascii: "0"): spec.flags.insert(.zeroPad)
            default: break flagLoop
            }
            i += 1
        }

        // Width.
        if i < count, bytes[i] == UInt8(ascii: "*") { return .failure(FormatSpecParseError(.starWidth, at: i)) }
        if i < count, bytes[i] >= 0x31, bytes[i] <= 0x39 {
            let start = i
            guard let value = number(&i) else { return .failure(FormatSpecParseError(.numberTooLarge, at: start)) }
            spec.width = Int32(value)
        }

        // Precision.
        if i < count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            if i < count, bytes[i] == UInt8(ascii: "*") { return .failure(FormatSpecParseError(.starPrecision, at: i)) }
            let start = i
            guard let value = number(&i) else { return .failure(FormatSpecParseError(.numberTooLarge, at: start)) }
            spec.precision = Int32(value)
        }

        // Length modifier.
        if i < count {
            switch bytes[i] {
            case UInt8(ascii: "h"):
                if i + 1 < count, bytes[i + 1] == UInt8(ascii: "h") { spec.length = .hh; i += 2 } else { spec.length = .h; i += 1 }
            case UInt8(ascii: "l"):
                if i + 1 < count, bytes[i + 1] == UInt8(ascii: "l") { spec.length = .ll; i += 2 } else { spec.length = .l; i += 1 }
            case UInt8(ascii: "q"): spec.length = .q; i += 1
            case UInt8(ascii: "j"): spec.length = .j; i += 1
            case UInt8(ascii: "z"): spec.length = .z; i += 1
            case UInt8(ascii: "t"): spec.length = .t; i += 1
            case UInt8(ascii: "L"): spec.length = .capitalL; i += 1
            default: break
            }
        }

        // Conversion.
        guard i < count else { return .failure(FormatSpecParseError(.unterminated, at: i)) }
        let conversion = bytes[i]
        switch conversion {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "f"), UInt8(ascii: "F"),
             UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "x"),
             UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "@"),
             UInt8(ascii: "%"), UInt8(ascii: "C"), UInt8(ascii: "S"), UInt8(ascii: "p"), UInt8(ascii: "a"),
             UInt8(ascii: "A"):
            spec.conversion = conversion
        case UInt8(ascii: "n"):
            return .failure(FormatSpecParseError(.writeBack, at: i))
        default:
            return .failure(FormatSpecParseError(.unknownConversion(DiagnosticCharacterName.scalar(in: bytes, at: i)), at: i))
        }
        return .success(ParsedConversion(spec: spec, argumentPosition: position, range: index..<(i + 1)))
    }

    /// Parses the conversion whose `%` is at UTF-8 offset `utf8Offset` of
    /// `text` (see ``parse(_:at:)-(UnsafeRawBufferPointer,_)``). Native
    /// strings are read in place.
    ///
    /// - Parameters:
    ///   - text: The format string.
    ///   - utf8Offset: The UTF-8 offset of the `%`.
    /// - Returns: The conversion (offsets are UTF-8 offsets into `text`), or
    ///   why it is invalid.
    public static func parse(_ text: String, at utf8Offset: Int = 0) -> Result<ParsedConversion, FormatSpecParseError> {
        var text = text
        return text.withUTF8 { parse(UnsafeRawBufferPointer($0), at: utf8Offset) }
    }
}
