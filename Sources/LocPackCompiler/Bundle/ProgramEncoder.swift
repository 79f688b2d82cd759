import LocPack

/// Encodes a ``Message`` tree into the flat program bytes the runtime
/// interprets (`Specs/programs.md`). Output is deterministic: choice cases
/// are written in a fixed order.
public enum ProgramEncoder {
    typealias Field = ProgramFormat.Field
    typealias Record = ProgramFormat.ChoiceRecord

    /// The program for `message`, without the u32 length prefix.
    ///
    /// - Throws: ``CompilerError`` of kind ``CompilerError/Kind/programEncoding``
    ///   when the bundle format cannot hold the message: choices nested too
    ///   deep, an argument number outside 1…255, too many cases.
    public static func encode(_ message: Message) throws(CompilerError) -> [UInt8] {
        try encode(message, options: Options())
    }

    /// What the encoder may write beyond the instructions every message
    /// needs. Tests turn each off to compare a program with and without it.
    package struct Options: Sendable {
        /// MessageFormat 2's `.match` on a number, then a text, as a match
        /// instruction (format 2.19), not a plural of string selects.
        package var fusesMatches = true
        /// Value instructions that show a given argument as it is marked
        /// plain (``ProgramFormat/Value/plainFlag``, format 2.19), for the
        /// interpreter's shortest way.
        package var marksPlainValues = true
        /// The options every bundle is written with.
        package init() {}
    }

    /// ``encode(_:)`` with `options`.
    package static func encode(_ message: Message, options: Options) throws(CompilerError) -> [UInt8] {
        var out = ByteWriter()
        try encode(message, into: &out, base: 0, depth: 0, options: options)
        return out.bytes
    }

    static func encode(_ message: Message, into out: inout ByteWriter, base: Int, depth: Int, options: Options) throws(CompilerError) {
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
        var next = message.nodes.startIndex
        while next < message.nodes.endIndex {
            let node = message.nodes[next]
            next += 1
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
            case .value(let value):
                if case .errorsOnly = value.formatting {
                    // A selector's compile-time errors stand alone before its choice, in the order they are met.
                    flushText()
                    try appendValue(value, marksPlain: options.marksPlainValues, to: &out)
                    continue
                }
                var instruction = ByteWriter()
                try appendValue(value, marksPlain: options.marksPlainValues, to: &instruction)
                hold(.value(instruction.bytes))
            case .plural(let choice):
                // Text after a placeholder is that placeholder's; what follows it may fold.
                if held != nil { flushText() }
                if let folded = foldedPluralTextsInstruction(choice, argument: try argumentByte(choice.argumentIndex),
                                                             leading: pendingText, following: message.nodes[next...],
                                                             depth: depth) {
                    out.append(contentsOf: folded.instruction)
                    pendingText.removeAll()
                    next += folded.consumed
                    continue
                }
                flushText()
                try encodePlural(choice, into: &out, base: base, depth: depth, options: options)
            case .select(let choice):
                flushText()
                try encodeSelect(choice, into: &out, base: base, depth: depth, options: options)
            case .device(let choice):
                flushText()
                let cases = Device.allCases.compactMap { d in choice.cases[d].map { (d, $0) } }
                let header = out.appendZeros(Record.deviceHeaderSize)
                out.set(u8: ProgramFormat.Opcode.device.rawValue, at: header)
                out.set(u8: UInt8(cases.count), at: header + Field.deviceCaseCount)
                let table = out.count
                for (device, _) in cases {
                    out.set(u8: device.rawValue, at: out.appendZeros(Record.deviceSize))
                }
                let afterAt = out.count
                out.append(u32: 0)
                for (i, (_, body)) in cases.enumerated() {
                    try encodeBody(body, rangeAt: table + i * Record.deviceSize + Record.deviceBody, into: &out, base: base, depth: depth, options: options)
                }
                out.set(u32: UInt32(out.count - base), at: afterAt)
            case .width(let choice):
                flushText()
                let cases = choice.cases.sorted { $0.key < $1.key }
                guard cases.count <= 255 else { throw CompilerError(.programEncoding, "more than 255 width cases") }
                let header = out.appendZeros(Record.widthHeaderSize)
                out.set(u8: ProgramFormat.Opcode.width.rawValue, at: header)
                out.set(u8: choice.rule.rawValue, at: header + Field.widthRule)
                out.set(u8: UInt8(cases.count), at: header + Field.widthCaseCount)
                let table = out.count
                for (width, _) in cases {
                    out.set(u32: UInt32(bitPattern: Int32(clamping: width)), at: out.appendZeros(Record.widthSize))
                }
                let afterAt = out.count
                out.append(u32: 0)
                for (i, (_, body)) in cases.enumerated() {
                    try encodeBody(body, rangeAt: table + i * Record.widthSize + Record.widthBody, into: &out, base: base, depth: depth, options: options)
                }
                out.set(u32: UInt32(out.count - base), at: afterAt)
            case .conditions(let choice):
                flushText()
                try encodeConditions(choice, into: &out, base: base, depth: depth, options: options)
            }
        }
        flushText()
    }

    private static func encodeConditions(_ choice: ConditionChoice, into out: inout ByteWriter, base: Int, depth: Int,
                                         options: Options) throws(CompilerError) {
        guard choice.cases.count <= 255 else { throw CompilerError(.programEncoding, "more than 255 condition cases") }
        let header = out.appendZeros(ConditionFormat.headerSize)
        out.set(u8: ProgramFormat.Opcode.condition.rawValue, at: header)
        out.set(u8: try argumentByte(choice.argumentIndex), at: header + Field.argument)
        out.set(contentsOf: choice.operandSpec.encoded, at: header + Field.spec)
        out.set(u8: UInt8(choice.cases.count), at: header + Field.conditionCaseCount)
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
            let record = out.appendZeros(ConditionFormat.caseSize)
            out.set(u8: kind.rawValue, at: record + ConditionFormat.caseKind)
            out.set(u8: flags, at: record + ConditionFormat.caseFlags)
            out.set(u64: lower.bitPattern, at: record + ConditionFormat.caseLower)
            out.set(u64: upper.bitPattern, at: record + ConditionFormat.caseUpper)
        }
        let otherAt = out.count
        appendAbsentBody(to: &out)
        let afterAt = out.count
        out.append(u32: 0)
        for (i, c) in choice.cases.enumerated() {
            guard case .pattern(let pattern) = c.condition else { continue }
            let at = table + i * ConditionFormat.caseSize
            out.set(u32: UInt32(out.count - base), at: at + ConditionFormat.casePatternStart)
            out.set(u32: UInt32(pattern.program.count), at: at + ConditionFormat.casePatternLength)
            out.append(contentsOf: pattern.program)
        }
        for (i, c) in choice.cases.enumerated() {
            try encodeBody(c.message, rangeAt: table + i * ConditionFormat.caseSize + ConditionFormat.caseBodyOffset,
                           into: &out, base: base, depth: depth, options: options)
        }
        if let other = choice.other {
            try encodeBody(other, rangeAt: otherAt, into: &out, base: base, depth: depth, options: options)
        }
        out.set(u32: UInt32(out.count - base), at: afterAt)
    }

    private static func encodePlural(_ choice: PluralChoice, into out: inout ByteWriter, base: Int, depth: Int,
                                     options: Options) throws(CompilerError) {
        guard choice.exact.count <= 255 else { throw CompilerError(.programEncoding, "more than 255 exact plural cases") }
        guard let offset = Int32(exactly: choice.offset) else { throw CompilerError(.programEncoding, "plural offset \(choice.offset) is out of range") }
        // Bodies count as one level deeper, as the general plural's do, so
        // the nesting limit does not depend on the encoding chosen.
        if depth + 1 < BundleFormat.maximumNesting,
           let instruction = pluralTextsInstruction(choice, argument: try argumentByte(choice.argumentIndex)) {
            out.append(contentsOf: instruction)
            return
        }
        if options.fusesMatches, let match = MatchTable(choice) {
            try encodeMatch(match, choice, offset: offset, into: &out, base: base, depth: depth, options: options)
            return
        }
        _ = try appendPluralHeader(choice, opcode: .plural, size: ProgramFormat.pluralHeaderSize, offset: offset, into: &out)
        let exactTable = out.count
        for key in try exactKeyBits(choice) {
            out.set(u64: key, at: out.appendZeros(Record.pluralExactSize))
        }
        let categoryTable = out.count
        for _ in 0..<Record.pluralCategories { appendAbsentBody(to: &out) }
        let afterAt = out.count
        out.append(u32: 0)
        for (i, exact) in choice.exact.enumerated() {
            try encodeBody(exact.message, rangeAt: exactTable + i * Record.pluralExactSize + Record.pluralExactBody, into: &out, base: base, depth: depth, options: options)
        }
        for category in PluralCategory.allCases {
            guard let body = choice.categories[category] else { continue }
            try encodeBody(body, rangeAt: categoryTable + Int(category.rawValue) * Record.bodySize, into: &out, base: base, depth: depth, options: options)
        }
        out.set(u32: UInt32(out.count - base), at: afterAt)
    }

    private static func encodeSelect(_ choice: SelectChoice, into out: inout ByteWriter, base: Int, depth: Int,
                                     options: Options) throws(CompilerError) {
        guard choice.cases.count <= Int(UInt16.max) else { throw CompilerError(.programEncoding, "too many select cases") }
        let header = out.appendZeros(Record.selectHeaderSize)
        out.set(u8: (choice.reportsMissingArgument ? ProgramFormat.Opcode.stringSelect : .select).rawValue, at: header)
        out.set(u8: try argumentByte(choice.argumentIndex), at: header + Field.argument)
        out.set(u16: UInt16(choice.cases.count), at: header + Field.selectCaseCount)
        let table = out.count
        _ = out.appendZeros(choice.cases.count * Record.selectSize)
        let otherAt = out.count
        appendAbsentBody(to: &out)
        let afterAt = out.count
        out.append(u32: 0)
        for (i, c) in choice.cases.enumerated() {
            let record = table + i * Record.selectSize
            out.set(u32: UInt32(out.count - base), at: record + Record.selectKeyStart)
            out.set(u32: UInt32(c.value.utf8.count), at: record + Record.selectKeyLength)
            out.append(contentsOf: Array(c.value.utf8))
        }
        for (i, c) in choice.cases.enumerated() {
            try encodeBody(c.message, rangeAt: table + i * Record.selectSize + Record.selectBody, into: &out, base: base, depth: depth, options: options)
        }
        if let other = choice.other {
            try encodeBody(other, rangeAt: otherAt, into: &out, base: base, depth: depth, options: options)
        }
        out.set(u32: UInt32(out.count - base), at: afterAt)
    }

    /// Appends `body` and records its `[start, end)` at `rangeAt`.
    static func encodeBody(_ body: Message, rangeAt: Int, into out: inout ByteWriter, base: Int, depth: Int,
                           options: Options) throws(CompilerError) {
        let start = out.count
        try encode(body, into: &out, base: base, depth: depth + 1, options: options)
        out.set(u32: UInt32(start - base), at: rangeAt)
        out.set(u32: UInt32(out.count - base), at: rangeAt + Record.bodyEnd)
    }

    /// Appends a body range marked absent (start and end `none32`).
    static func appendAbsentBody(to out: inout ByteWriter) {
        out.append(u32: BundleFormat.none32)
        out.append(u32: BundleFormat.none32)
    }

    /// Appends the header of `choice` — a plural's, or a match's, which
    /// begins as one: `size` bytes, `opcode`, the argument, spec, flags,
    /// `offset` and `=N` count — and returns where it starts.
    static func appendPluralHeader(_ choice: PluralChoice, opcode: ProgramFormat.Opcode, size: Int, offset: Int32,
                                   into out: inout ByteWriter) throws(CompilerError) -> Int {
        let header = out.appendZeros(size)
        out.set(u8: opcode.rawValue, at: header)
        out.set(u8: try argumentByte(choice.argumentIndex), at: header + Field.argument)
        out.set(contentsOf: choice.operandSpec.encoded, at: header + Field.spec)
        out.set(u8: pluralFlags(choice), at: header + Field.pluralFlags)
        out.set(u32: UInt32(bitPattern: offset), at: header + Field.pluralOffset)
        out.set(u8: UInt8(choice.exact.count), at: header + Field.pluralExactCount)
        return header
    }

    /// The f64 bits of each `=N` key of `choice`, in order (`nan`: the failed selector's).
    static func exactKeyBits(_ choice: PluralChoice) throws(CompilerError) -> [UInt64] {
        var keys: [UInt64] = []
        for exact in choice.exact {
            guard let value = Double(exact.value) else {
                throw CompilerError(.programEncoding, "exact plural case '=\(exact.value)' is not a number")
            }
            keys.append(value.bitPattern)
        }
        return keys
    }

    /// The flags byte of a plural (``ProgramFormat/Field/pluralFlags``).
    static func pluralFlags(_ choice: PluralChoice) -> UInt8 {
        (choice.ordinal ? ProgramFormat.pluralOrdinal : 0) | (choice.rules == .appleCardinal ? ProgramFormat.pluralAppleZero : 0)
            | (choice.failsToExactNaN ? ProgramFormat.pluralFailsToExactNaN : 0)
    }

    static func argumentByte(_ index: Int) throws(CompilerError) -> UInt8 {
        guard index >= 1, index <= 255 else { throw CompilerError(.programEncoding, "argument number \(index) is outside 1…255") }
        return UInt8(index)
    }
}
