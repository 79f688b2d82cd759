import LocPack

extension ProgramEncoder {
    /// The plural-of-texts instruction for `choice` (`Specs/programs.md`), or
    /// nil when the choice needs the general plural: `=N` cases (but
    /// MessageFormat 2's, whose choice fails to its NaN case), an offset,
    /// a body with a choice, another argument, a spec other than the
    /// plural's, more than one placeholder, or more text than the u16
    /// fields hold.
    static func pluralTextsInstruction(_ choice: PluralChoice, argument: UInt8) -> [UInt8]? {
        typealias Layout = ProgramFormat.PluralTexts
        guard choice.offset == 0, choice.exact.isEmpty || choice.failsToExactNaN, choice.exact.count <= 255 else { return nil }
        let spec = choice.operandSpec.encoded
        let exactKeys = choice.exact.compactMap { Double($0.value) }
        guard exactKeys.count == choice.exact.count else { return nil }
        let tableEnd = choice.exact.isEmpty ? Layout.tableEnd
            : Layout.exactTable + Layout.exactHeaderSize + choice.exact.count * Layout.exactEntrySize
        var out = ByteWriter(zeros: tableEnd)
        out.set(u8: ProgramFormat.Opcode.pluralTexts.rawValue, at: 0)
        out.set(u8: argument, at: ProgramFormat.Field.argument)
        out.set(contentsOf: spec, at: ProgramFormat.Field.spec)
        out.set(u8: pluralFlags(choice) | (choice.exact.isEmpty ? 0 : ProgramFormat.pluralTextsHasExact), at: ProgramFormat.Field.pluralFlags)
        /// Writes `body`'s texts after the table and its entry at `entry`; false when it is not texts.
        func write(_ body: Message, entry: Int, failed: Bool) -> Bool {
            guard let shape = textShape(of: body, argument: Int(argument), spec: spec, failed: failed) else { return false }
            let start = out.count
            guard start <= Int(Layout.absent) - 1, shape.prefix.count <= Int(UInt16.max), shape.suffix.count <= Int(UInt16.max)
            else { return false }
            out.set(u16: UInt16(start), at: entry + Layout.Entry.textStart)
            out.set(u16: UInt16(shape.prefix.count), at: entry + Layout.Entry.prefixLength)
            out.set(u16: UInt16(shape.suffix.count), at: entry + Layout.Entry.suffixLength)
            out.set(u8: shape.placeholder.rawValue, at: entry + Layout.Entry.placeholder)
            out.append(contentsOf: shape.prefix + shape.suffix)
            return true
        }
        for category in PluralCategory.allCases {
            let entry = Layout.headerSize + Int(category.rawValue) * Layout.entrySize
            guard let body = choice.categories[category] else {
                out.set(u16: Layout.absent, at: entry + Layout.Entry.textStart)
                continue
            }
            guard write(body, entry: entry, failed: false) else { return nil }
        }
        if !choice.exact.isEmpty {
            out.set(u16: UInt16(choice.exact.count), at: Layout.exactTable)
            for (e, key) in exactKeys.enumerated() {
                let at = Layout.exactTable + Layout.exactHeaderSize + e * Layout.exactEntrySize
                out.set(u64: key.bitPattern, at: at)
                // The NaN case renders when the selector failed: its value placeholders show their fallbacks.
                guard write(choice.exact[e].message, entry: at + 8, failed: key.isNaN) else { return nil }
            }
        }
        guard out.count <= Int(UInt16.max) else { return nil }
        out.set(u16: UInt16(out.count), at: ProgramFormat.Field.pluralTextsLength)
        return out.bytes
    }

    /// The most text, in bytes, folded into a plural of texts from each side
    /// (``foldedPluralTextsInstruction(_:argument:leading:following:depth:)``):
    /// every case repeats it, so a long sentence around a plural stays its
    /// own text instruction rather than growing the bundle.
    static let maximumFoldedText = 64

    /// The plural-of-texts instruction for `choice` with the text around it
    /// in the message taken into every case's text (`Specs/programs.md`,
    /// "Plural of texts"): `leading`, the text before it, and the text at
    /// the start of `following`, the nodes after it, up to the next
    /// placeholder or choice. One instruction then renders what text,
    /// plural and text rendered as three. Returns the instruction and how
    /// many nodes of `following` it took; nil when there is no text to fold,
    /// more than ``maximumFoldedText`` bytes on a side, or the choice needs
    /// the general plural.
    static func foldedPluralTextsInstruction(_ choice: PluralChoice, argument: UInt8, leading: [UInt8],
                                             following: ArraySlice<MessageNode>, depth: Int)
        -> (instruction: [UInt8], consumed: Int)? {
        var trailing: [UInt8] = []
        var consumed = 0
        for node in following {
            if case .text(let text) = node {
                trailing += text.utf8
            } else if case .argument(_, let spec) = node, spec.conversion == UInt8(ascii: "%") {
                trailing.append(UInt8(ascii: "%"))
            } else {
                break
            }
            consumed += 1
        }
        guard !leading.isEmpty || !trailing.isEmpty, leading.count <= maximumFoldedText,
              trailing.count <= maximumFoldedText, depth + 1 < BundleFormat.maximumNesting else { return nil }
        var folded = choice
        func fold(_ body: Message) -> Message {
            Message([.text(String(decoding: leading, as: UTF8.self))] + body.nodes + [.text(String(decoding: trailing, as: UTF8.self))])
        }
        for (category, body) in choice.categories { folded.categories[category] = fold(body) }
        folded.exact = choice.exact.map { ($0.value, fold($0.message)) }
        guard let instruction = pluralTextsInstruction(folded, argument: argument) else { return nil }
        return (instruction, consumed)
    }

    /// A plural body as text, at most one placeholder — the plural's own
    /// argument shown with the plural's spec (a MessageFormat 2 value
    /// placeholder of it, its isolates as text), or `#` — and text; nil for
    /// any other body. In the case of a `failed` selector (MessageFormat 2's
    /// NaN case), such a value placeholder that reports nothing again is its
    /// fallback's text.
    private static func textShape(of body: Message, argument: Int, spec: [UInt8], failed: Bool = false)
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
            case .value(let value) where value.argumentIndex == argument && encodedFunctionSpec(of: value) == spec
                    && value.optionArguments.isEmpty && value.addend == 0 && value.affixes == nil:
                if failed {
                    // The argument is missing or no number: the placeholder fails, silently when its errors were reported.
                    guard value.reportedMissing, value.reportedFailure else { return nil }
                    append(isolated("{" + value.fallback + "}", value.isolation.fallback))
                } else {
                    guard placeholder == .none, value.errors.isEmpty else { return nil }
                    let (open, close) = isolates(value.isolation.number)
                    append(open)
                    placeholder = .argument
                    append(close)
                }
            default:
                return nil
            }
        }
        return (prefix, placeholder, suffix)
    }

    /// The UTF-8 of an isolate's opening and closing marks (none, FSI, LRI, RLI … PDI).
    private static func isolates(_ isolation: ValuePlaceholder.Isolation) -> (open: [UInt8], close: [UInt8]) {
        switch isolation {
        case .none: ([], [])
        case .firstStrong: (Array("\u{2068}".utf8), Array("\u{2069}".utf8))
        case .leftToRight: (Array("\u{2066}".utf8), Array("\u{2069}".utf8))
        case .rightToLeft: (Array("\u{2067}".utf8), Array("\u{2069}".utf8))
        }
    }

    /// `text` inside `isolation`'s marks.
    private static func isolated(_ text: String, _ isolation: ValuePlaceholder.Isolation) -> [UInt8] {
        let (open, close) = isolates(isolation)
        return open + Array(text.utf8) + close
    }

    /// The encoded spec of a value placeholder that formats with a function, else nil.
    private static func encodedFunctionSpec(of value: ValuePlaceholder) -> [UInt8]? {
        if case .function(let spec) = value.formatting { return spec.encoded }
        return nil
    }
}
