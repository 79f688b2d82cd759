import LocPack

/// A placeholder of a message as the encoder writes it: an argument or ICU `#`.
enum EncodedPlaceholder {
    /// An argument (1-based number) formatted by a spec.
    case argument(UInt8, FormatSpec)
    /// The innermost plural's number.
    case pluralNumber
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
        switch placeholder {
        case let .argument(index, spec):
            out.append((aroundText ? ProgramFormat.Opcode.textAroundArgument : .argument).rawValue)
            out.append(index)
            out.append(contentsOf: spec.encoded)
        case .pluralNumber:
            out.append((aroundText ? ProgramFormat.Opcode.textAroundNumber : .pluralNumber).rawValue)
        }
        guard aroundText else {
            appendText(suffix, to: &out)
            return
        }
        out.append(u16: UInt16(prefix.count))
        out.append(u16: UInt16(suffix.count))
        out.append(contentsOf: prefix)
        out.append(contentsOf: suffix)
    }

    /// Appends a text instruction holding `text`, or nothing when it is empty.
    static func appendText(_ text: [UInt8], to out: inout ByteWriter) {
        guard !text.isEmpty else { return }
        out.append(ProgramFormat.Opcode.text.rawValue)
        out.append(u32: UInt32(text.count))
        out.append(contentsOf: text)
    }
}
