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
        var out: [UInt8] = []
        try encode(message, into: &out, base: 0, depth: 0)
        return out
    }

    private static func encode(_ message: Message, into out: inout [UInt8], base: Int, depth: Int) throws(CompilerError) {
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
                    appendU32(0, to: &out)
                    appendU32(0, to: &out)
                }
                let afterAt = out.count
                appendU32(0, to: &out)
                for (i, (_, body)) in cases.enumerated() {
                    try encodeBody(body, rangeAt: table + i * ProgramFormat.ChoiceRecord.deviceSize + ProgramFormat.ChoiceRecord.deviceBody, into: &out, base: base, depth: depth)
                }
                patchU32(UInt32(out.count - base), at: afterAt, in: &out)
            case .width(let choice):
                flushText()
                let cases = choice.cases.sorted { $0.key < $1.key }
                guard cases.count <= 255 else { throw CompilerError(.programEncoding, "more than 255 width cases") }
                out.append(ProgramFormat.Opcode.width.rawValue)
                out.append(choice.rule.rawValue)
                out.append(UInt8(cases.count))
                let table = out.count
                for (width, _) in cases {
                    appendU32(UInt32(bitPattern: Int32(clamping: width)), to: &out)
                    appendU32(0, to: &out)
                    appendU32(0, to: &out)
                }
                let afterAt = out.count
                appendU32(0, to: &out)
                for (i, (_, body)) in cases.enumerated() {
                    try encodeBody(body, rangeAt: table + i * ProgramFormat.ChoiceRecord.widthSize + ProgramFormat.ChoiceRecord.widthBody, into: &out, base: base, depth: depth)
                }
                patchU32(UInt32(out.count - base), at: afterAt, in: &out)
            case .conditions(let choice):
                flushText()
                try encodeConditions(choice, into: &out, base: base, depth: depth)
            }
        }
        flushText()
    }

    private static func encodeConditions(_ choice: ConditionChoice, into out: inout [UInt8], base: Int, depth: Int) throws(CompilerError) {
        guard choice.cases.count <= 255 else { throw CompilerError(.programEncoding, "more than 255 condition cases") }
        out.append(ProgramFormat.Opcode.condition.rawValue)
        out.append(try argumentByte(choice.argumentIndex))
        out += choice.operandSpec.encoded
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
            out += [kind.rawValue, flags, 0, 0]
            appendU32(0, to: &out)
            appendU32(0, to: &out)
            appendU64(lower.bitPattern, to: &out)
            appendU64(upper.bitPattern, to: &out)
            appendU32(0, to: &out)
            appendU32(0, to: &out)
        }
        let otherAt = out.count
        appendU32(BundleFormat.none32, to: &out)
        appendU32(BundleFormat.none32, to: &out)
        let afterAt = out.count
        appendU32(0, to: &out)
        for (i, c) in choice.cases.enumerated() {
            guard case .pattern(let pattern) = c.condition else { continue }
            let at = table + i * ConditionFormat.caseSize
            patchU32(UInt32(out.count - base), at: at + 4, in: &out)
            patchU32(UInt32(pattern.program.count), at: at + 8, in: &out)
            out += pattern.program
        }
        for (i, c) in choice.cases.enumerated() {
            try encodeBody(c.message, rangeAt: table + i * ConditionFormat.caseSize + ConditionFormat.caseBodyOffset,
                           into: &out, base: base, depth: depth)
        }
        if let other = choice.other {
            try encodeBody(other, rangeAt: otherAt, into: &out, base: base, depth: depth)
        }
        patchU32(UInt32(out.count - base), at: afterAt, in: &out)
    }

    private static func encodePlural(_ choice: PluralChoice, into out: inout [UInt8], base: Int, depth: Int) throws(CompilerError) {
        guard choice.exact.count <= 255 else { throw CompilerError(.programEncoding, "more than 255 exact plural cases") }
        guard let offset = Int32(exactly: choice.offset) else { throw CompilerError(.programEncoding, "plural offset \(choice.offset) is out of range") }
        if let instruction = pluralTextsInstruction(choice, argument: try argumentByte(choice.argumentIndex)) {
            out += instruction
            return
        }
        out.append(ProgramFormat.Opcode.plural.rawValue)
        out.append(try argumentByte(choice.argumentIndex))
        out += choice.operandSpec.encoded
        out.append((choice.ordinal ? ProgramFormat.pluralOrdinal : 0) | (choice.appleZeroRule ? ProgramFormat.pluralAppleZero : 0))
        appendU32(UInt32(bitPattern: offset), to: &out)
        out.append(UInt8(choice.exact.count))
        out.append(0)
        let exactTable = out.count
        for exact in choice.exact {
            guard let value = Double(exact.value) else {
                throw CompilerError(.programEncoding, "exact plural case '=\(exact.value)' is not a number")
            }
            appendU64(value.bitPattern, to: &out)
            appendU32(0, to: &out)
            appendU32(0, to: &out)
        }
        let categoryTable = out.count
        for _ in 0..<6 {
            appendU32(BundleFormat.none32, to: &out)
            appendU32(BundleFormat.none32, to: &out)
        }
        let afterAt = out.count
        appendU32(0, to: &out)
        for (i, exact) in choice.exact.enumerated() {
            try encodeBody(exact.message, rangeAt: exactTable + i * ProgramFormat.ChoiceRecord.pluralExactSize + ProgramFormat.ChoiceRecord.pluralExactBody, into: &out, base: base, depth: depth)
        }
        for category in PluralCategory.allCases {
            guard let body = choice.categories[category] else { continue }
            try encodeBody(body, rangeAt: categoryTable + Int(category.rawValue) * ProgramFormat.ChoiceRecord.bodySize, into: &out, base: base, depth: depth)
        }
        patchU32(UInt32(out.count - base), at: afterAt, in: &out)
    }

    private static func encodeSelect(_ choice: SelectChoice, into out: inout [UInt8], base: Int, depth: Int) throws(CompilerError) {
        guard choice.cases.count <= Int(UInt16.max) else { throw CompilerError(.programEncoding, "too many select cases") }
        out.append(ProgramFormat.Opcode.select.rawValue)
        out.append(try argumentByte(choice.argumentIndex))
        out.append(UInt8(choice.cases.count & 0xFF))
        out.append(UInt8(choice.cases.count >> 8))
        let table = out.count
        for _ in choice.cases { for _ in 0..<4 { appendU32(0, to: &out) } }
        let otherAt = out.count
        appendU32(BundleFormat.none32, to: &out)
        appendU32(BundleFormat.none32, to: &out)
        let afterAt = out.count
        appendU32(0, to: &out)
        for (i, c) in choice.cases.enumerated() {
            patchU32(UInt32(out.count - base), at: table + i * ProgramFormat.ChoiceRecord.selectSize, in: &out)
            patchU32(UInt32(c.value.utf8.count), at: table + i * ProgramFormat.ChoiceRecord.selectSize + 4, in: &out)
            out += Array(c.value.utf8)
        }
        for (i, c) in choice.cases.enumerated() {
            try encodeBody(c.message, rangeAt: table + i * ProgramFormat.ChoiceRecord.selectSize + ProgramFormat.ChoiceRecord.selectBody, into: &out, base: base, depth: depth)
        }
        if let other = choice.other {
            try encodeBody(other, rangeAt: otherAt, into: &out, base: base, depth: depth)
        }
        patchU32(UInt32(out.count - base), at: afterAt, in: &out)
    }

    /// Appends `body` and records its `[start, end)` at `rangeAt`.
    private static func encodeBody(_ body: Message, rangeAt: Int, into out: inout [UInt8], base: Int, depth: Int) throws(CompilerError) {
        let start = out.count
        try encode(body, into: &out, base: base, depth: depth + 1)
        patchU32(UInt32(start - base), at: rangeAt, in: &out)
        patchU32(UInt32(out.count - base), at: rangeAt + 4, in: &out)
    }

    private static func argumentByte(_ index: Int) throws(CompilerError) -> UInt8 {
        guard index >= 1, index <= 255 else { throw CompilerError(.programEncoding, "argument number \(index) is outside 1…255") }
        return UInt8(index)
    }
}

func appendU32(_ value: UInt32, to out: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { out += $0 }
}

func appendU64(_ value: UInt64, to out: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { out += $0 }
}

func appendU16(_ value: UInt16, to out: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { out += $0 }
}

func patchU32(_ value: UInt32, at offset: Int, in out: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { for i in 0..<4 { out[offset + i] = $0[i] } }
}

func patchU64(_ value: UInt64, at offset: Int, in out: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { for i in 0..<8 { out[offset + i] = $0[i] } }
}
