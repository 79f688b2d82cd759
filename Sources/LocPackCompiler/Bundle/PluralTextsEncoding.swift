import LocPack

extension ProgramEncoder {
    /// The plural-of-texts instruction for `choice` (`Specs/programs.md`), or
    /// nil when the choice needs the general plural: `=N` cases, an offset,
    /// a body with a choice, another argument, a spec other than the
    /// plural's, more than one placeholder, or more text than the u16
    /// fields hold.
    static func pluralTextsInstruction(_ choice: PluralChoice, argument: UInt8) -> [UInt8]? {
        typealias Layout = ProgramFormat.PluralTexts
        guard choice.exact.isEmpty, choice.offset == 0 else { return nil }
        let spec = choice.operandSpec.encoded
        var entries = ByteWriter(), texts: [UInt8] = []
        for category in PluralCategory.allCases {
            guard let body = choice.categories[category] else {
                entries.append(contentsOf: [0xFF, 0xFF, 0, 0, 0, 0, 0, 0])
                continue
            }
            guard let shape = textShape(of: body, argument: Int(argument), spec: spec) else { return nil }
            let start = Layout.tableEnd + texts.count
            guard start <= Int(Layout.absent) - 1, shape.prefix.count <= Int(UInt16.max), shape.suffix.count <= Int(UInt16.max)
            else { return nil }
            entries.append(u16: UInt16(start))
            entries.append(u16: UInt16(shape.prefix.count))
            entries.append(u16: UInt16(shape.suffix.count))
            entries.append(contentsOf: [shape.placeholder.rawValue, 0])
            texts += shape.prefix + shape.suffix
        }
        let length = Layout.tableEnd + texts.count
        guard length <= Int(UInt16.max) else { return nil }
        var out = ByteWriter([ProgramFormat.Opcode.pluralTexts.rawValue, argument] + spec)
        out.append((choice.ordinal ? ProgramFormat.pluralOrdinal : 0) | (choice.appleZeroRule ? ProgramFormat.pluralAppleZero : 0))
        out.append(u16: UInt16(length))
        out.append(contentsOf: entries.bytes)
        out.append(contentsOf: texts)
        return out.bytes
    }

    /// A plural body as text, at most one placeholder — the plural's own
    /// argument shown with the plural's spec, or `#` — and text; nil for any
    /// other body.
    private static func textShape(of body: Message, argument: Int, spec: [UInt8])
        -> (prefix: [UInt8], placeholder: ProgramFormat.PluralTexts.Placeholder, suffix: [UInt8])? {
        var prefix: [UInt8] = [], suffix: [UInt8] = []
        var placeholder = ProgramFormat.PluralTexts.Placeholder.none
        func append(_ bytes: some Sequence<UInt8>) {
            if placeholder == .none { prefix += bytes } else { suffix += bytes }
        }
        for node in body.nodes {
            switch node {
            case .text(let text):
                append(text.utf8)
            case .argument(_, let nodeSpec) where nodeSpec.conversion == UInt8(ascii: "%"):
                append([UInt8(ascii: "%")])
            case .argument(let index, let nodeSpec) where placeholder == .none && index == argument && nodeSpec.encoded == spec:
                placeholder = .argument
            case .pluralNumber where placeholder == .none:
                placeholder = .number
            default:
                return nil
            }
        }
        return (prefix, placeholder, suffix)
    }
}
