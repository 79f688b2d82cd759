/// Opcodes and sizes of the message program instruction set
/// (`Specs/programs.md`). Shared by the compiler's encoder and the
/// runtime's interpreter.
@usableFromInline package enum ProgramFormat {
    /// Instruction opcodes.
    public enum Opcode: UInt8, Sendable {
        /// `u32 length`, then that many UTF-8 bytes.
        case text = 0x01
        /// `u8 argument`, then a 7-byte format spec.
        case argument = 0x02
        /// ICU `#`: the innermost plural's number, localized.
        case pluralNumber = 0x03
        /// A plural choice (see `Specs/programs.md`).
        case plural = 0x04
        /// A select choice on a string argument.
        case select = 0x05
        /// A device choice.
        case device = 0x06
        /// A width choice.
        case width = 0x07
        /// A condition choice: intervals, plural categories and decimal-text
        /// patterns tested in order on a numeric argument (`ConditionFormat`).
        case condition = 0x08
        /// Text, an argument, text: `u8 argument`, spec, `u16 prefix
        /// length`, `u16 suffix length`, the prefix's and the suffix's UTF-8
        /// bytes. One instruction for the commonest shape (format 2.2).
        case textAroundArgument = 0x09
        /// Text, `#`, text: `u16 prefix length`, `u16 suffix length`, the
        /// prefix's and the suffix's UTF-8 bytes (format 2.2).
        case textAroundNumber = 0x0A
        /// A plural whose bodies are each text, or text around its own
        /// argument or `#`: the whole choice in one instruction, without
        /// nested programs (format 2.2; see `Specs/programs.md`).
        case pluralTexts = 0x0B
        /// A MessageFormat 2 placeholder: an argument or literal formatted
        /// as its function says, its fallback text when that fails, errors
        /// to report and bidi isolation (format 2.4; see
        /// ``ProgramFormat/Value`` and `Specs/programs.md`).
        case value = 0x0C
        /// Text, a value instruction, text: `u16 prefix length`, `u16
        /// suffix length`, the prefix's UTF-8 bytes, a whole value
        /// instruction (from its opcode), the suffix's UTF-8 bytes. One
        /// instruction for MessageFormat 2's commonest shape (format 2.13).
        case textAroundValue = 0x0D
        /// A select choice on MessageFormat 2's `:string` selector: a
        /// select (same layout) that records `unresolved-variable` when its
        /// argument is missing, which then selects `other` (format 2.13).
        case stringSelect = 0x0E
        /// MessageFormat 2's `.match` on a number, then on a text: one
        /// table over both selectors' keys, whose cell is the variant the
        /// nested plural and string select would pick (format 2.19; see
        /// ``ProgramFormat/Match`` and `Specs/programs.md`).
        case match = 0x0F
    }
    /// Size of an encoded ``FormatSpec``: its last field and that byte.
    public static let specSize = Spec.length + 1
    /// Flag bit of a plural choice: use ordinal rules.
    public static let pluralOrdinal: UInt8 = 1
    /// Flag bit of a plural choice: Apple's zero rule applies.
    public static let pluralAppleZero: UInt8 = 2
    /// Flag bit of a plural choice: MessageFormat 2's failed selector
    /// (format 2.4). An argument that is missing or not a number reports
    /// `unresolved-variable` (missing), `bad-operand` and `bad-selector`,
    /// and the exact case whose value is NaN renders.
    public static let pluralFailsToExactNaN: UInt8 = 4
    /// Flag bit of a plural of texts: an exact table follows its six
    /// category entries (format 2.5; ``PluralTexts/exactTable``).
    public static let pluralTextsHasExact: UInt8 = 8

    /// Where an instruction's fields lie, counted from its opcode byte
    /// (`Specs/programs.md`). The interpreter, ``ProgramWalker`` and
    /// ``ChoiceLayout`` read at these offsets and the compiler's encoder
    /// writes at them; each header size below ends at the last of them.
    package enum Field {
        /// A text instruction's u32 length.
        package static let textLength = 1
        /// The u8 argument number of an instruction that reads an argument:
        /// argument, text around argument, plural, plural of texts,
        /// select, condition.
        package static let argument = 1
        /// The format spec (``ProgramFormat/Spec``) of argument, text around
        /// argument, plural, plural of texts and condition.
        package static let spec = 2
        /// The first byte after the spec.
        package static let afterSpec = spec + specSize
        /// Text around an argument: the u16 prefix length, then the u16
        /// suffix length; the texts follow the header.
        package static let aroundArgumentPrefixLength = afterSpec, aroundArgumentSuffixLength = afterSpec + 2
        /// Text around `#`: the u16 prefix length, then the u16 suffix length.
        package static let aroundNumberPrefixLength = 1, aroundNumberSuffixLength = 3
        /// The u8 flags of a plural and of a plural of texts
        /// (``ProgramFormat/pluralOrdinal``, ``ProgramFormat/pluralAppleZero``).
        package static let pluralFlags = afterSpec
        /// A plural's i32 offset.
        package static let pluralOffset = pluralFlags + 1
        /// A plural's u8 count of `=N` cases; a padding byte follows.
        package static let pluralExactCount = pluralOffset + 4
        /// A plural of texts' u16 length of the whole instruction.
        package static let pluralTextsLength = pluralFlags + 1
        /// A condition choice's u8 case count.
        package static let conditionCaseCount = afterSpec
        /// A select's u16 case count (a string select's too).
        package static let selectCaseCount = 2
        /// Text around a value: the u16 prefix length, then the u16 suffix
        /// length; the prefix, the value instruction and the suffix follow.
        package static let aroundValuePrefixLength = 1, aroundValueSuffixLength = 3
        /// A device choice's u8 case count.
        package static let deviceCaseCount = 1
        /// A width choice's u8 rule (`Specs/programs.md`, "width"), then its u8 case count.
        package static let widthRule = 1, widthCaseCount = 2
    }

    /// Where a 7-byte format spec's fields lie, from its first byte.
    @usableFromInline package enum Spec {
        /// The conversion character (`d`, `f`, `@`, …).
        @usableFromInline package static let conversion = 0
        /// The ``FormatSpec/Flags`` bits.
        @usableFromInline package static let flags = 1
        /// The i16 field width and the i16 precision (-1: none; clamped to the i16 range).
        @usableFromInline package static let width = 2, precision = 4
        /// The ``FormatSpec/Length`` modifier.
        @usableFromInline package static let length = 6
    }

    /// A value instruction (``Opcode/value``): `u8 argument` (0: the
    /// operand is the literal), spec, `u8 mode`, `u8 isolation`, `u8 error
    /// count`, `u16 literal length`, `u16 fallback length`, `u8 option
    /// count`; then the error kinds (one ``MessageErrorKind`` byte each),
    /// the literal's UTF-8, the fallback's UTF-8 (without its braces), and
    /// the option records: `u8 option` (`DecimalStyle.Option`), `u8
    /// argument` whose value sets it; with a decimal spec's affixes bit,
    /// the affix record (``NumberAffixes``), and after it, when an option
    /// record names the currency, a ``CurrencyTable``.
    package enum Value {
        /// Where the header's fields lie, from the opcode.
        package static let mode = Field.afterSpec, isolation = Field.afterSpec + 1, errorCount = Field.afterSpec + 2,
                           literalLength = Field.afterSpec + 3, fallbackLength = Field.afterSpec + 5,
                           optionCount = Field.afterSpec + 7
        /// Bytes before the error kinds.
        package static let headerSize = optionCount + 1
        /// Bytes of one option record.
        package static let optionSize = 2
        /// Option records that shift the number (MessageFormat 2's
        /// `:offset`): the record's second byte is the amount, not an argument.
        package static let addOption: UInt8 = 6, subtractOption: UInt8 = 7
        /// How the value is written.
        package enum Mode: UInt8 {
            /// No function: text as it is, a number in the default decimal
            /// style; the spec is unused.
            case implicit = 0
            /// A function: the value as the spec says; text that a decimal
            /// spec cannot read is a bad operand.
            case function = 1
            /// The function is unknown or failed when the message was
            /// compiled: always the fallback.
            case fallback = 2
            /// Nothing is written; the errors are reported (a selector's).
            case errorsOnly = 3
        }
        /// In the mode byte, above the mode (format 2.19): the value is
        /// *plain* — no errors, an argument for operand, no literal, no
        /// options but `:offset`'s (add and subtract records), and no
        /// function or one that shows text as it is (`:string`, spec `@`)
        /// or integers as themselves (a plain decimal spec, `:integer` and
        /// `:number` without options). A given argument of the kind it
        /// shows then takes the interpreter's shortest way; the mode is
        /// the byte's low seven bits.
        package static let plainFlag: UInt8 = 0x80
        /// The mode's bits in the mode byte.
        package static let modeMask: UInt8 = 0x7F
        /// In the isolation byte: a missing argument was reported at an
        /// earlier use of the same declaration, so it records no
        /// `unresolved-variable` here.
        package static let reportedMissingFlag: UInt8 = 0x40
        /// In the isolation byte: the operand's failure was reported at an
        /// earlier use of the same declaration, so this use records no
        /// `bad-operand` (it only writes the fallback).
        package static let reportedFailureFlag: UInt8 = 0x80
        /// Isolation of a value, two bits per kind of value: text
        /// (`isolation & 3`), a number (`>> 2 & 3`), the fallback (`>> 4 & 3`).
        package enum Isolation: UInt8 {
            /// Written as is.
            case none = 0
            /// Between U+2068 FIRST STRONG ISOLATE and U+2069.
            case firstStrong = 1
            /// Between U+2066 LEFT-TO-RIGHT ISOLATE and U+2069.
            case leftToRight = 2
            /// Between U+2067 RIGHT-TO-LEFT ISOLATE and U+2069.
            case rightToLeft = 3
        }
    }

    /// Bytes of a text instruction before its text: opcode, u32 length.
    public static let textHeaderSize = Field.textLength + 4
    /// Bytes of an argument instruction: opcode, argument number, spec.
    public static let argumentSize = Field.afterSpec
    /// Bytes of a plural-number (`#`) instruction: the opcode.
    public static let pluralNumberSize = 1
    /// Bytes of a text-around-argument instruction before its texts:
    /// opcode, argument number, spec, two u16 lengths.
    public static let textAroundArgumentHeaderSize = Field.aroundArgumentSuffixLength + 2
    /// Bytes of a text-around-number instruction before its texts: opcode,
    /// two u16 lengths.
    public static let textAroundNumberHeaderSize = Field.aroundNumberSuffixLength + 2
    /// Bytes of a text-around-value instruction before its prefix: opcode,
    /// two u16 lengths.
    public static let textAroundValueHeaderSize = Field.aroundValueSuffixLength + 2
    /// The longest prefix or suffix a text-around instruction holds.
    public static let textAroundMaximumLength = Int(UInt16.max)
    /// Plural-of-texts geometry: a header (opcode, argument, spec, flags,
    /// u16 length of the whole instruction), six entries (categories zero …
    /// other: u16 text start from the instruction's start, 0xFFFF when
    /// absent; u16 prefix length; u16 suffix length; u8 placeholder; u8 0),
    /// then the texts.
    package enum PluralTexts {
        /// Bytes before the entries.
        package static let headerSize = Field.pluralTextsLength + 2
        /// Bytes of one entry.
        package static let entrySize = 8
        /// Where an entry's fields lie, from the entry's first byte.
        package enum Entry {
            /// The u16 start of the entry's texts, from the instruction's
            /// start (``ProgramFormat/PluralTexts/absent`` when the
            /// category is absent).
            package static let textStart = 0
            /// The u16 prefix length, then the u16 suffix length.
            package static let prefixLength = 2, suffixLength = 4
            /// The u8 ``ProgramFormat/PluralTexts/Placeholder``; a zero byte follows.
            package static let placeholder = 6
        }
        /// Bytes before the texts: the header and six entries.
        package static let tableEnd = headerSize + ProgramFormat.ChoiceRecord.pluralCategories * entrySize
        /// The text start of an absent category.
        package static let absent: UInt16 = 0xFFFF
        /// With ``ProgramFormat/pluralTextsHasExact``: where the exact
        /// table starts, a u16 entry count and six zero bytes, then the
        /// entries: a f64 key (NaN: the failed selector's case) and an entry
        /// as the categories' (`Specs/programs.md`, "plural of texts").
        package static let exactTable = tableEnd
        /// Bytes before the first exact entry.
        package static let exactHeaderSize = 8
        /// Bytes of one exact entry: its key, then an entry.
        package static let exactEntrySize = 8 + entrySize
        /// What an entry writes between its prefix and its suffix.
        package enum Placeholder: UInt8 {
            /// Nothing between prefix and suffix (the encoder writes the
            /// whole text as the prefix, suffix length 0).
            case none = 0
            /// The plural's argument, formatted with the plural's spec.
            case argument = 1
            /// `#`: the plural's number, formatted with the plural's spec.
            case number = 2
        }
    }
    /// Bytes of a plural choice header: opcode, argument, spec, flags,
    /// offset (i32), exact count, padding.
    public static let pluralHeaderSize = Field.pluralExactCount + 2

    /// Match geometry (``Opcode/match``, format 2.19): a plural's header
    /// whose padding byte is the text selector's argument, then `u16 key
    /// count` and two zero bytes; the number selector's `=N` keys (f64
    /// each; NaN: the failed selector's row), the text selector's keys
    /// (`u32 start`, `u32 length`, from the program's start), the cells
    /// (a body range each, `0xFFFFFFFF` when absent: no match), row after
    /// row, and `u32 after`. Row r is `=N` key r below the key count, else
    /// category r − that count (zero … other); column c is text key c,
    /// or `other` after the last key.
    package enum Match {
        /// The u8 argument of the text selector (the number selector's is
        /// ``ProgramFormat/Field/argument``, its spec, flags, offset and
        /// `=N` count where a plural has them).
        package static let textArgument = Field.pluralExactCount + 1
        /// The u16 count of text keys; two zero bytes follow.
        package static let keyCount = textArgument + 1
        /// Bytes before the `=N` keys.
        package static let headerSize = keyCount + 4
        /// Bytes of one `=N` key (f64) and of one text key record.
        package static let exactKeySize = 8, textKeySize = 8
        /// Where a text key record's u32 start and u32 length lie: as in a
        /// select's case record.
        package static let textKeyStart = ChoiceRecord.selectKeyStart, textKeyLength = ChoiceRecord.selectKeyLength
        /// Rows after the `=N` keys': one per plural category.
        package static let categoryRows = ChoiceRecord.pluralCategories
    }

    /// Choice table geometry (`Specs/programs.md`): header sizes, case record
    /// sizes and the offset of the `{u32 start, u32 end}` body range inside a
    /// record. The interpreter reads choices through ``ChoiceLayout``; the
    /// encoder writes them with these.
    package enum ChoiceRecord {
        /// Select header: opcode, argument, u16 case count.
        package static let selectHeaderSize = Field.selectCaseCount + 2
        /// Device header: opcode, u8 case count.
        package static let deviceHeaderSize = Field.deviceCaseCount + 1
        /// Width header: opcode, rule, u8 case count.
        package static let widthHeaderSize = Field.widthCaseCount + 1
        /// Plural `=N` case: f64 value, body.
        package static let pluralExactSize = 16, pluralExactBody = 8
        /// Select case: u32 key start, u32 key length, body.
        package static let selectSize = 16, selectBody = 8
        /// A select case's u32 key start (from the program's start) and u32 key length.
        package static let selectKeyStart = 0, selectKeyLength = 4
        /// Device case: u8 device, body.
        package static let deviceSize = 9, deviceBody = 1
        /// Width case: i32 width, body.
        package static let widthSize = 12, widthBody = 4
        /// A bare body range (plural categories, `other`): u32 start, then
        /// u32 end, from the program's start.
        package static let bodySize = 8
        /// Where a body range's end lies, from the range's first byte.
        package static let bodyEnd = 4
        /// Plural categories, zero … other.
        package static let pluralCategories = 6
    }
}

extension FormatSpec {
    /// Reads a 7-byte spec (``ProgramFormat/Spec``): conversion, flags,
    /// width (i16), precision (i16), length.
    @inlinable @inline(__always)
    init?(encodedIn view: ByteView, at offset: Int) {
        guard view.contains(offset: offset, length: ProgramFormat.specSize) else { return nil }
        self.init(uncheckedEncodedIn: view, at: offset)
    }

    /// Reads a 7-byte spec the caller has proved lies inside `view` (an
    /// instruction that fits before its range's end): no bounds check; nil
    /// only when the length byte names no ``FormatSpec/Length``.
    @inlinable @inline(__always)
    init?(uncheckedEncodedIn view: ByteView, at offset: Int) {
        typealias Field = ProgramFormat.Spec
        assert(view.contains(offset: offset, length: ProgramFormat.specSize))
        let base = view.base.unsafelyUnwrapped + offset
        // `Length`'s raw values are its case numbers (0 …), so a raw value in
        // range is the case's representation: no call to the generated
        // `init(rawValue:)`, which a render would pay for every placeholder.
        let rawLength = base.load(fromByteOffset: Field.length, as: UInt8.self)
        guard rawLength <= Length.capitalL.rawValue else { return nil }
        let length = unsafeBitCast(rawLength, to: Length.self)
        self.init(conversion: base.load(fromByteOffset: Field.conversion, as: UInt8.self),
                  flags: Flags(rawValue: base.load(fromByteOffset: Field.flags, as: UInt8.self)),
                  width: Int32(Int16(littleEndian: base.loadUnaligned(fromByteOffset: Field.width, as: Int16.self))),
                  precision: Int32(Int16(littleEndian: base.loadUnaligned(fromByteOffset: Field.precision, as: Int16.self))),
                  length: length)
    }
}

extension FormatSpec {
    /// Whether the encoded spec held in the low seven bytes of `bits` (as
    /// ``encodedIsPlainInteger(_:)`` reads them) is a decimal spec that
    /// ``isPlainDecimal``: MessageFormat 2's `:integer` and plain `:number`.
    @inline(__always)
    static func encodedIsPlainDecimal(_ bits: UInt64) -> Bool {
        typealias Field = ProgramFormat.Spec
        // Conversion N, no flags, width's integer and fraction minimums at most 1 and 0, precision 0
        // (FormatSpec.isPlainDecimal, on the 7 encoded bytes): an integer shows as `%d` does.
        let conversion = UInt64(FormatSpec.decimalConversion) << (8 * Field.conversion)
        let fixed: UInt64 = 0xFF << (8 * Field.conversion) | 0xFF << (8 * Field.flags) | 0x83FE << (8 * Field.width)
            | 0xFFFF << (8 * Field.precision)
        return bits & fixed == conversion
    }

    /// Whether the encoded spec held in the low seven bytes of `bits` (as
    /// ``encodedIsPlainInteger(_:)`` reads them) shows an integer as
    /// itself, digits without a fraction, so its plural operands are the
    /// integer: a plain decimal spec (``encodedIsPlainDecimal(_:)``), or
    /// any conversion that reads no floating-point number.
    @inline(__always)
    static func encodedShowsIntegersAsThemselves(_ bits: UInt64) -> Bool {
        let conversion = UInt8(truncatingIfNeeded: bits >> (8 * ProgramFormat.Spec.conversion))
        if conversion == FormatSpec.decimalConversion { return encodedIsPlainDecimal(bits) }
        return FormatSpec.argumentKind(ofConversion: conversion) != .floatingPoint
    }

    /// Whether the encoded spec (``ProgramFormat/Spec``) held in the low
    /// seven bytes of `bits` — eight bytes read little-endian at the spec;
    /// the eighth is ignored — is valid and ``isPlainInteger``: the answer
    /// decoding it would give, from one load and a few compares, so the
    /// commonest placeholder needs no decoded spec.
    @inline(__always)
    static func encodedIsPlainInteger(_ bits: UInt64) -> Bool {
        typealias Field = ProgramFormat.Spec
        // No flags; width and precision -1 (all bits set).
        let fixed: UInt64 = 0xFF << (8 * Field.flags) | 0xFFFF << (8 * Field.width) | 0xFFFF << (8 * Field.precision)
        let plain: UInt64 = 0xFFFF << (8 * Field.width) | 0xFFFF << (8 * Field.precision)
        guard bits & fixed == plain else { return false }
        let length = UInt8(truncatingIfNeeded: bits >> (8 * Field.length))
        guard length <= Length.capitalL.rawValue, length != Length.hh.rawValue else { return false }
        switch UInt8(truncatingIfNeeded: bits >> (8 * Field.conversion)) {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"): return true
        default: return false
        }
    }
}
