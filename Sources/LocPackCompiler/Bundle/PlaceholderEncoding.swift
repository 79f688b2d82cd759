import LocPack

/// A placeholder of a message as the encoder writes it: an argument, ICU
/// `#`, or a MessageFormat 2 value.
enum EncodedPlaceholder {
    /// An argument (1-based number) formatted by a spec.
    case argument(UInt8, FormatSpec)
    /// The innermost plural's number.
    case pluralNumber
    /// A MessageFormat 2 placeholder: its whole value instruction.
    case value([UInt8])
}

extension ProgramEncoder {
    /// Appends `prefix`, `placeholder` and `suffix` (`Specs/programs.md`):
    /// one text-around instruction when there is text on either side and
    /// both texts fit its u16 lengths; otherwise the placeholder's own
    /// instruction between text instructions.
    static func appendPlaceholder(_ placeholder: EncodedPlaceholder, prefix: [UInt8], suffix: [UInt8], to out: inout ByteWriter) {
        let limit = ProgramFormat.textAroundMaximumLength
        let aroundText = !(prefix.isEmpty && suffix.isEmpty) && prefix.count <= limit && suffix.count <= limit
        if !aroundText { appendText(prefix, to: &out) }
        typealias Field = ProgramFormat.Field
        let lengths: (prefix: Int, suffix: Int)
        switch placeholder {
        case let .argument(index, spec):
            let at = out.appendZeros(aroundText ? ProgramFormat.textAroundArgumentHeaderSize : ProgramFormat.argumentSize)
            out.set(u8: (aroundText ? ProgramFormat.Opcode.textAroundArgument : .argument).rawValue, at: at)
            out.set(u8: index, at: at + Field.argument)
            out.set(contentsOf: spec.encoded, at: at + Field.spec)
            lengths = (at + Field.aroundArgumentPrefixLength, at + Field.aroundArgumentSuffixLength)
        case .pluralNumber:
            let at = out.appendZeros(aroundText ? ProgramFormat.textAroundNumberHeaderSize : ProgramFormat.pluralNumberSize)
            out.set(u8: (aroundText ? ProgramFormat.Opcode.textAroundNumber : .pluralNumber).rawValue, at: at)
            lengths = (at + Field.aroundNumberPrefixLength, at + Field.aroundNumberSuffixLength)
        case .value(let instruction):
            appendValueInstruction(instruction, prefix: aroundText ? prefix : nil, suffix: suffix, to: &out)
            return
        }
        guard aroundText else {
            appendText(suffix, to: &out)
            return
        }
        out.set(u16: UInt16(prefix.count), at: lengths.prefix)
        out.set(u16: UInt16(suffix.count), at: lengths.suffix)
        out.append(contentsOf: prefix)
        out.append(contentsOf: suffix)
    }

    /// Appends a value instruction: inside a text-around-value instruction
    /// with `prefix` (nil: not around text) and `suffix`, whose prefix goes
    /// before the value and suffix after it; or alone, followed by a text
    /// instruction holding `suffix`.
    private static func appendValueInstruction(_ instruction: [UInt8], prefix: [UInt8]?, suffix: [UInt8], to out: inout ByteWriter) {
        guard let prefix else {
            out.append(contentsOf: instruction)
            appendText(suffix, to: &out)
            return
        }
        let at = out.appendZeros(ProgramFormat.textAroundValueHeaderSize)
        out.set(u8: ProgramFormat.Opcode.textAroundValue.rawValue, at: at)
        out.set(u16: UInt16(prefix.count), at: at + ProgramFormat.Field.aroundValuePrefixLength)
        out.set(u16: UInt16(suffix.count), at: at + ProgramFormat.Field.aroundValueSuffixLength)
        out.append(contentsOf: prefix)
        out.append(contentsOf: instruction)
        out.append(contentsOf: suffix)
    }

    /// Appends a text instruction holding `text`, or nothing when it is empty.
    static func appendText(_ text: [UInt8], to out: inout ByteWriter) {
        guard !text.isEmpty else { return }
        let at = out.appendZeros(ProgramFormat.textHeaderSize)
        out.set(u8: ProgramFormat.Opcode.text.rawValue, at: at)
        out.set(u32: UInt32(text.count), at: at + ProgramFormat.Field.textLength)
        out.append(contentsOf: text)
    }
}
