import LocPack

extension ProgramEncoder {
    /// Appends the value instruction of a MessageFormat 2 placeholder
    /// (``ProgramFormat/Value``), marked plain when `marksPlain` and it
    /// ``isPlain(_:spec:)``.
    static func appendValue(_ value: ValuePlaceholder, marksPlain: Bool, to out: inout ByteWriter) throws(CompilerError) {
        typealias Value = ProgramFormat.Value
        let literal: [UInt8]
        let argument: UInt8
        switch value.operand {
        case .argument(let index): argument = try argumentByte(index); literal = []
        case .literal(let text): argument = 0; literal = Array(text.utf8)
        case .none: argument = 0; literal = []
        }
        let fallback = Array(value.fallback.utf8)
        let limit = Int(UInt16.max)
        guard literal.count <= limit, fallback.count <= limit, value.errors.count <= Int(UInt8.max),
              value.optionArguments.count <= Int(UInt8.max) else {
            throw CompilerError(.programEncoding, "a placeholder's literal or fallback is longer than \(limit) bytes")
        }
        let mode: Value.Mode, spec: FormatSpec
        switch value.formatting {
        case .implicit: mode = .implicit; spec = FormatSpec(conversion: UInt8(ascii: "@"))
        case .function(let given): mode = .function; spec = given
        case .fallback: mode = .fallback; spec = FormatSpec(conversion: UInt8(ascii: "@"))
        case .errorsOnly: mode = .errorsOnly; spec = FormatSpec(conversion: UInt8(ascii: "@"))
        }
        // :offset's addend as add or subtract records of at most 255 each.
        var shifts: [(UInt8, UInt8)] = []
        var rest = value.addend.magnitude
        while rest > 0 {
            let step = min(rest, 255)
            shifts.append((value.addend > 0 ? Value.addOption : Value.subtractOption, UInt8(step)))
            rest -= step
        }
        guard value.optionArguments.count + shifts.count <= Int(UInt8.max) else {
            throw CompilerError(.programEncoding, "a placeholder has more than 255 options")
        }
        let affixTexts = value.affixes?.inRecordOrder.map(Self.affixBytes) ?? []
        guard (value.affixes != nil) == (DecimalStyle(spec)?.hasAffixes ?? false),
              affixTexts.allSatisfy({ $0.count <= Int(UInt8.max) }) else {
            throw CompilerError(.programEncoding, "a placeholder's texts around its number do not match its style or are longer than 255 bytes")
        }
        let namesCurrency = value.optionArguments.contains { $0.option == .currency }
        let currencyTable = value.currencyTable?.encoded
        guard namesCurrency == (value.currencyTable != nil), !namesCurrency || (value.affixes != nil && currencyTable != nil) else {
            throw CompilerError(.programEncoding, "a placeholder's currency argument and its table of currencies do not match")
        }
        guard (value.datePattern != nil) == (mode == .function && spec.conversion == FormatSpec.dateConversion),
              (value.datePattern?.items.count ?? 0) <= Int(UInt16.max) else {
            throw CompilerError(.programEncoding, "a placeholder's date pattern does not match its spec or is longer than \(limit) bytes")
        }
        guard (value.listPattern != nil) == (mode == .function && spec.conversion == FormatSpec.listConversion),
              (value.listPattern?.texts.count ?? 0) <= Int(UInt16.max) else {
            throw CompilerError(.programEncoding, "a placeholder's list patterns do not match its spec or are longer than \(limit) bytes")
        }
        let at = out.appendZeros(Value.headerSize)
        out.set(u8: ProgramFormat.Opcode.value.rawValue, at: at)
        out.set(u8: argument, at: at + Field.argument)
        out.set(contentsOf: spec.encoded, at: at + Field.spec)
        out.set(u8: mode.rawValue | (marksPlain && isPlain(value, spec: spec) ? Value.plainFlag : 0), at: at + Value.mode)
        let isolation = value.isolation
        out.set(u8: isolation.text.rawValue | isolation.number.rawValue << 2 | isolation.fallback.rawValue << 4
                    | (value.reportedMissing ? Value.reportedMissingFlag : 0) | (value.reportedFailure ? Value.reportedFailureFlag : 0),
                at: at + Value.isolation)
        out.set(u8: UInt8(value.errors.count), at: at + Value.errorCount)
        out.set(u16: UInt16(literal.count), at: at + Value.literalLength)
        out.set(u16: UInt16(fallback.count), at: at + Value.fallbackLength)
        out.set(u8: UInt8(value.optionArguments.count + shifts.count), at: at + Value.optionCount)
        out.append(contentsOf: value.errors.map(\.rawValue))
        out.append(contentsOf: literal)
        out.append(contentsOf: fallback)
        for option in value.optionArguments {
            out.append(option.option.rawValue)
            out.append(try argumentByte(option.argumentIndex))
        }
        for (kind, amount) in shifts {
            out.append(kind)
            out.append(amount)
        }
        // The affix record: six lengths, then the six texts.
        out.append(contentsOf: affixTexts.map { UInt8($0.count) })
        for text in affixTexts { out.append(contentsOf: text) }
        // The currencies an argument may name.
        if let currencyTable { out.append(contentsOf: currencyTable) }
        // A date's pattern: its length, flags and items.
        if let datePattern = value.datePattern {
            out.append(u16: UInt16(datePattern.items.count))
            out.append(datePattern.flags)
            out.append(contentsOf: datePattern.items)
        }
        // A list's patterns: their length, flags and texts.
        if let listPattern = value.listPattern {
            out.append(u16: UInt16(listPattern.texts.count))
            out.append(listPattern.flags)
            out.append(contentsOf: listPattern.texts)
        }
    }

    /// Whether `value` (written with `spec`) is the value instruction's
    /// plain kind (``ProgramFormat/Value/plainFlag``): no errors, an
    /// argument for operand, no options but `:offset`'s, and no function
    /// or one whose spec shows text as it is (`:string`) or integers as
    /// themselves (`:integer`, `:number` without options) — so neither
    /// affixes, a currency, a date nor a list.
    static func isPlain(_ value: ValuePlaceholder, spec: FormatSpec) -> Bool {
        guard value.errors.isEmpty, value.optionArguments.isEmpty, case .argument = value.operand else { return false }
        switch value.formatting {
        case .implicit: return true
        case .function(let given): return given.isPlainText || given.isPlainDecimal
        case .fallback, .errorsOnly: return false
        }
    }

    /// An affix text's UTF-8 with each currency marker (a private-use
    /// character, `CurrencyFormatCatalog.marker(_:)`) written as the marker
    /// byte and its kind.
    private static func affixBytes(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            if let kind = CurrencyFormatCatalog.markerKind(scalar) {
                bytes += [ShownCurrency.markerByte, kind.rawValue]
            } else {
                bytes += Array(String(scalar).utf8)
            }
        }
        return bytes
    }
}
