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
    }
    /// Size of an encoded ``FormatSpec``.
    public static let specSize = 7
    /// Flag bit of a plural choice: use ordinal rules.
    public static let pluralOrdinal: UInt8 = 1
    /// Flag bit of a plural choice: Apple's zero rule applies.
    public static let pluralAppleZero: UInt8 = 2
    /// Bytes of a text instruction before its text: opcode, u32 length.
    public static let textHeaderSize = 5
    /// Bytes of an argument instruction: opcode, argument number, spec.
    public static let argumentSize = 2 + specSize
    /// Bytes of a plural-number (`#`) instruction: the opcode.
    public static let pluralNumberSize = 1
    /// Bytes of a text-around-argument instruction before its texts:
    /// opcode, argument number, spec, two u16 lengths.
    public static let textAroundArgumentHeaderSize = 2 + specSize + 4
    /// Bytes of a text-around-number instruction before its texts: opcode,
    /// two u16 lengths.
    public static let textAroundNumberHeaderSize = 1 + 4
    /// The longest prefix or suffix a text-around instruction holds.
    public static let textAroundMaximumLength = Int(UInt16.max)
    /// Plural-of-texts geometry: a header (opcode, argument, spec, flags,
    /// u16 length of the whole instruction), six entries (categories zero …
    /// other: u16 text start from the instruction's start, 0xFFFF when
    /// absent; u16 prefix length; u16 suffix length; u8 placeholder; u8 0),
    /// then the texts.
    package enum PluralTexts {
        /// Bytes before the entries.
        package static let headerSize = 2 + specSize + 1 + 2
        /// Bytes of one entry.
        package static let entrySize = 8
        /// Bytes before the texts: the header and six entries.
        package static let tableEnd = headerSize + ProgramFormat.ChoiceRecord.pluralCategories * entrySize
        /// The text start of an absent category.
        package static let absent: UInt16 = 0xFFFF
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
    public static let pluralHeaderSize = 1 + 1 + specSize + 1 + 4 + 1 + 1

    /// Choice table geometry (`Specs/programs.md`): header sizes, case record
    /// sizes and the offset of the `{u32 start, u32 end}` body range inside a
    /// record. The interpreter reads choices through ``ChoiceLayout``; the
    /// encoder writes them with these.
    package enum ChoiceRecord {
        /// Select header: opcode, argument, u16 case count.
        package static let selectHeaderSize = 4
        /// Device header: opcode, u8 case count.
        package static let deviceHeaderSize = 2
        /// Width header: opcode, rule, u8 case count.
        package static let widthHeaderSize = 3
        /// Plural `=N` case: f64 value, body.
        package static let pluralExactSize = 16, pluralExactBody = 8
        /// Select case: u32 key start, u32 key length, body.
        package static let selectSize = 16, selectBody = 8
        /// Device case: u8 device, body.
        package static let deviceSize = 9, deviceBody = 1
        /// Width case: i32 width, body.
        package static let widthSize = 12, widthBody = 4
        /// A bare body range (plural categories, `other`).
        package static let bodySize = 8
        /// Plural categories, zero … other.
        package static let pluralCategories = 6
    }
}

extension FormatSpec {
    /// Reads a 7-byte spec: conversion, flags, width (i16), precision (i16), length.
    @inlinable @inline(__always)
    init?(encodedIn view: ByteView, at offset: Int) {
        guard view.contains(offset: offset, length: ProgramFormat.specSize) else { return nil }
        let base = view.base.unsafelyUnwrapped + offset
        guard let length = Length(rawValue: base.load(fromByteOffset: 6, as: UInt8.self)) else { return nil }
        self.init(conversion: base.load(as: UInt8.self),
                  flags: Flags(rawValue: base.load(fromByteOffset: 1, as: UInt8.self)),
                  width: Int32(Int16(littleEndian: base.loadUnaligned(fromByteOffset: 2, as: Int16.self))),
                  precision: Int32(Int16(littleEndian: base.loadUnaligned(fromByteOffset: 4, as: Int16.self))),
                  length: length)
    }

    /// The 7-byte encoding of the spec in programs (width and precision are
    /// clamped to the Int16 range).
    public var encoded: [UInt8] {
        func i16(_ v: Int32) -> [UInt8] {
            let clamped = UInt16(bitPattern: Int16(clamping: v))
            return [UInt8(clamped & 0xFF), UInt8(clamped >> 8)]
        }
        return [conversion, flags.rawValue] + i16(width) + i16(precision) + [length.rawValue]
    }
}
