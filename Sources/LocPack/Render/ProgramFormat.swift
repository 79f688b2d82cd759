/// Opcodes and sizes of the message program instruction set
/// (`Specs/programs.md`). Shared by the compiler's encoder and the
/// runtime's interpreter.
public enum ProgramFormat {
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
        /// patterns tested in order on a numeric argument (``ConditionFormat``).
        case condition = 0x08
    }
    /// Size of an encoded ``FormatSpec``.
    public static let specSize = 7
    /// Flag bit of a plural choice: use ordinal rules.
    public static let pluralOrdinal: UInt8 = 1
    /// Flag bit of a plural choice: Apple's zero rule applies.
    public static let pluralAppleZero: UInt8 = 2
    /// Bytes of a plural choice header: opcode, argument, spec, flags,
    /// offset (i32), exact count, padding.
    public static let pluralHeaderSize = 1 + 1 + specSize + 1 + 4 + 1 + 1
}

extension FormatSpec {
    /// Reads a 7-byte spec: conversion, flags, width (i16), precision (i16), length.
    @inlinable
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
