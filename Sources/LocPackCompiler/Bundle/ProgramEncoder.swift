import LocPack

/// Encodes a ``Message`` tree into the flat program bytes the runtime
/// interprets (`Specs/programs.md`). Output is deterministic: choice cases
/// are written in a fixed order.
public enum ProgramEncoder {
    /// The program for `message`, without the u32 length prefix.
    ///
    /// - Throws: ``CompilerError`` of kind ``CompilerError/Kind/programEncoding``
    ///   when the bundle format cannot hold the message: choices nested too
    ///   deep, an argument number outside 1…255, too many cases.
    public static func encode(_ message: Message) throws(CompilerError) -> [UInt8] {
        var out = ByteWriter()
        try encode(message, into: &out, base: 0, depth: 0)
        return out.bytes
    }

    private static func encode(_ message: Message, into out: inout ByteWriter, base: Int, depth: Int) throws(CompilerError) {
        guard depth < BundleFormat.maximumNesting else {
            throw CompilerError(.programEncoding, "choices are nested more than \(BundleFormat.maximumNesting) deep")
        }
        // Text waits here until the next placeholder or choice; a
        // placeholder waits for the text after it, so that text, placeholder
        // and text become one instruction.
        var pendingText: [UInt8] = []
        var held: (prefix: [UInt8], placeholder: EncodedPlaceholder)? = nil
        func flushText() {
            if let (prefix, placeholder) = held {
                appendPlaceholder(placeholder, prefix: prefix, suffix: pendingText, to: &out)
                held = nil
            } else {
                appendText(pendingText, to: &out)
            }
            pendingText.removeAll()
        }
        func hold(_ placeholder: EncodedPlaceholder) {
            if held != nil { flushText() }
            held = (pendingText, placeholder)
            pendingText.removeAll()
        }
        for node in message.nodes {
            switch node {
            case .text(let text):
                pendingText += Array(text.utf8)
            case .argument(let index, let spec):
                if spec.conversion == UInt8(ascii: "%") {
                    pendingText.append(UInt8(ascii: "%"))
                    continue
                }
                hold(.argument(try argumentByte(index), spec))
            case .pluralNumber:
                hold(.pluralNumber)
            case .plural(let choice):
                flushText()
                try encodePlural(choice, into: &out, base: base, depth: depth)
            case .select(let choice):
                flushText()
                try encodeSelect(choice, into: &out, base: base, depth: depth)
            case .device(let choice):
                flushText()
                let cases = Device.allCases.compactMap { d in choice.cases[d].map { (d, $0) } }
                out.append(ProgramFormat.Opcode.device.rawValue)
                out.append(UInt8(cases.count))
                let table = out.count
                for (device, _) in cases {
                    out.append(device.rawValue)
                    out.append(u32: 0)
                    out.append(u32: 0)
                }
                let afterAt = out.count
                out.append(u32: 0)
                for (i, (_, body)) in cases.enumerated() {
                    try encodeBody(body, rangeAt: table + i * ProgramFormat.ChoiceRecord.deviceSize + ProgramFormat.ChoiceRecord.deviceBody, into: &out, base: base, depth: depth)
                }
                out.set(u32: UInt32(out.count - base), at: afterAt)
            case .width(let choice):
                flushText()
                let cases = choice.cases.sorted { $0.key < $1.key }
                guard cases.count <= 255 else { throw CompilerError(.programEncoding, "more than 255 width cases") }
                out.append(ProgramFormat.Opcode.width.rawValue)
                out.append(choice.rule.rawValue)
                out.append(UInt8(cases.count))
                let table = out.count
                for (width, _) in cases {
                    out.append(u32: UInt32(bitPattern: Int32(clamping: width)))
                    out.append(u32: 0)
                    out.append(u32: 0)
                }
                let afterAt = out.count
                out.append(u32: 0)
                for (i, (_, body)) in cases.enumerated() {
                    try encodeBody(body, rangeAt: table + i * ProgramFormat.ChoiceRecord.widthSize + ProgramFormat.ChoiceRecord.widthBody, into: &out, base: base, depth: depth)
                }
                out.set(u32: UInt32(out.count - base), at: afterAt)
            case .conditions(let choice):
                flushText()
                try encodeConditions(choice, into: &out, base: base, depth: depth)
            }
        }
        flushText()
    }

    private static func encodeConditions(_ choice: ConditionChoice, into out: inout ByteWriter, base: Int, depth: Int) throws(CompilerError) {
        guard choice.cases.count <= 255 else { throw CompilerError(.programEncoding, "more than 255 condition cases") }
        out.append(ProgramFormat.Opcode.condition.rawValue)
        out.append(try argumentByte(choice.argumentIndex))
        out.append(contentsOf: choice.operandSpec.encoded)
        out.append(UInt8(choice.cases.count))
        let table = out.count
        for c in choice.cases {
            var kind = ConditionFormat.Kind.interval, flags: UInt8 = 0
            var lower = 0.0, upper = 0.0
            switch c.condition {
            case .interval(let low, let high):
                if let low {
                    flags |= ConditionFormat.hasLower | (low.inclusive ? ConditionFormat.lowerInclusive : 0)
                    lower = low.value
                }
                if let high {
                    flags |= ConditionFormat.hasUpper | (high.inclusive ? ConditionFormat.upperInclusive : 0)
                    upper = high.value
                }
            case .category(let category):
                kind = .category
                flags = category.rawValue
            case .pattern:
                kind = .pattern
            }
            out.append(contentsOf: [kind.rawValue, flags, 0, 0])
            out.append(u32: 0)
            out.append(u32: 0)
            out.append(u64: lower.bitPattern)
            out.append(u64: upper.bitPattern)
            out.append(u32: 0)
            out.append(u32: 0)
        }
        let otherAt = out.count
        out.append(u32: BundleFormat.none32)
        out.append(u32: BundleFormat.none32)
        let afterAt = out.count
        out.append(u32: 0)
        for (i, c) in choice.cases.enumerated() {
            guard case .pattern(let pattern) = c.condition else { continue }
            let at = table + i * ConditionFormat.caseSize
            out.set(u32: UInt32(out.count - base), at: at + 4)
            out.set(u32: UInt32(pattern.program.count), at: at + 8)
            out.append(contentsOf: pattern.program)
        }
        for (i, c) in choice.cases.enumerated() {
            try encodeBody(c.message, rangeAt: table + i * ConditionFormat.caseSize + ConditionFormat.caseBodyOffset,
                           into: &out, base: base, depth: depth)
        }
        if let other = choice.other {
            try encodeBody(other, rangeAt: otherAt, into: &out, base: base, depth: depth)
        }
        out.set(u32: UInt32(out.count - base), at: afterAt)
    }

    private static func encodePlural(_ choice: PluralChoice, into out: inout ByteWriter, base: Int, depth: Int) throws(CompilerError) {
        guard choice.exact.count <= 255 else { throw CompilerError(.programEncoding, "more than 255 exact plural cases") }
        guard let offset = Int32(exactly: choice.offset) else { throw CompilerError(.programEncoding, "plural offset \(choice.offset) is out of range") }
        // Bodies count as one level deeper, as the general plural's do, so
        // the nesting limit does not depend on the encoding chosen.
        if depth + 1 < BundleFormat.maximumNesting,
           let instruction = pluralTextsInstruction(choice, argument: try argumentByte(choice.argumentIndex)) {
            out.append(contentsOf: instruction)
            return
        }
        out.append(ProgramFormat.Opcode.plural.rawValue)
        out.append(try argumentByte(choice.argumentIndex))
        out.append(contentsOf: choice.operandSpec.encoded)
        out.append((choice.ordinal ? ProgramFormat.pluralOrdinal : 0) | (choice.appleZeroRule ? ProgramFormat.pluralAppleZero : 0))
        out.append(u32: UInt32(bitPattern: offset))
        out.append(UInt8(choice.exact.count))
        out.append(0)
        let exactTable = out.count
        for exact in choice.exact {
            guard let value = Double(exact.value) else {
                throw CompilerError(.programEncoding, "exact plural case '=\(exact.value)' is not a number")
            }
            out.append(u64: value.bitPattern)
            out.append(u32: 0)
            out.append(u32: 0)
        }
        let categoryTable = out.count
        for _ in 0..<6 {
            out.append(u32: BundleFormat.none32)
            out.append(u32: BundleFormat.none32)
        }
        let afterAt = out.count
        out.append(u32: 0)
        for (i, exact) in choice.exact.enumerated() {
            try encodeBody(exact.message, rangeAt: exactTable + i * ProgramFormat.ChoiceRecord.pluralExactSize + ProgramFormat.ChoiceRecord.pluralExactBody, into: &out, base: base, depth: depth)
        }
        for category in PluralCategory.allCases {
            guard let body = choice.categories[category] else { continue }
            try encodeBody(body, rangeAt: categoryTable + Int(category.rawValue) * ProgramFormat.ChoiceRecord.bodySize, into: &out, base: base, depth: depth)
        }
        out.set(u32: UInt32(out.count - base), at: afterAt)
    }

    private static func encodeSelect(_ choice: SelectChoice, into out: inout ByteWriter, base: Int, depth: Int) throws(CompilerError) {
        guard choice.cases.count <= Int(UInt16.max) else { throw CompilerError(.programEncoding, "too many select cases") }
        out.append(ProgramFormat.Opcode.select.rawValue)
        out.append(try argumentByte(choice.argumentIndex))
        out.append(u16: UInt16(choice.cases.count))
        let table = out.count
        for _ in choice.cases { for _ in 0..<4 { out.append(u32: 0) } }
        let otherAt = out.count
        out.append(u32: BundleFormat.none32)
        out.append(u32: BundleFormat.none32)
        let afterAt = out.count
        out.append(u32: 0)
        for (i, c) in choice.cases.enumerated() {
            out.set(u32: UInt32(out.count - base), at: table + i * ProgramFormat.ChoiceRecord.selectSize)
            out.set(u32: UInt32(c.value.utf8.count), at: table + i * ProgramFormat.ChoiceRecord.selectSize + 4)
            out.append(contentsOf: Array(c.value.utf8))
        }
        for (i, c) in choice.cases.enumerated() {
            try encodeBody(c.message, rangeAt: table + i * ProgramFormat.ChoiceRecord.selectSize + ProgramFormat.ChoiceRecord.selectBody, into: &out, base: base, depth: depth)
        }
        if let other = choice.other {
            try encodeBody(other, rangeAt: otherAt, into: &out, base: base, depth: depth)
        }
        out.set(u32: UInt32(out.count - base), at: afterAt)
    }

    /// Appends `body` and records its `[start, end)` at `rangeAt`.
    private static func encodeBody(_ body: Message, rangeAt: Int, into out: inout ByteWriter, base: Int, depth: Int) throws(CompilerError) {
        let start = out.count
        try encode(body, into: &out, base: base, depth: depth + 1)
        out.set(u32: UInt32(start - base), at: rangeAt)
        out.set(u32: UInt32(out.count - base), at: rangeAt + 4)
    }

    private static func argumentByte(_ index: Int) throws(CompilerError) -> UInt8 {
        guard index >= 1, index <= 255 else { throw CompilerError(.programEncoding, "argument number \(index) is outside 1…255") }
        return UInt8(index)
    }
}
