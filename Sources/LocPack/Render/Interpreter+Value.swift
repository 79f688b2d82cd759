// The value instruction: a MessageFormat 2 placeholder (`Specs/programs.md`, "value").

extension Interpreter {
    /// Runs the value instruction at `pc`, which must end by `end`: writes
    /// its operand as its mode and spec say, isolated as its flags say, or
    /// its fallback (`{$x}`, `{|42|}`) when the operand is missing or does
    /// not fit, and records its errors in order. Returns where the next
    /// instruction starts, or nil when the instruction is corrupt.
    ///
    /// The commonest values — a given argument with no errors, no affixes
    /// and no options but `:offset`'s: text as it is, or a number under a
    /// decimal spec, an integer shifted by the offset — run here without
    /// copying the argument; any other goes to
    /// ``runValueInGeneral(_:at:end:into:)``, which writes the same for them.
    @_transparent
    mutating func runValue(_ p: ByteView, at pc: Int, end: Int, into sink: inout UTF8Sink) -> Int? {
        typealias Value = ProgramFormat.Value
        guard end &- pc >= Value.headerSize else { return nil }
        let modeByte = p.load(uncheckedAt: pc &+ Value.mode, as: UInt8.self)
        if modeByte & Value.plainFlag != 0, let next = runPlainValue(p, at: pc, end: end, modeByte: modeByte, into: &sink) {
            return next
        }
        let rawMode = modeByte & Value.modeMask
        let index = Int(p.load(uncheckedAt: pc &+ Field.argument, as: UInt8.self))
        let errorCount = p.load(uncheckedAt: pc &+ Value.errorCount, as: UInt8.self)
        let optionCount = p.load(uncheckedAt: pc &+ Value.optionCount, as: UInt8.self)
        guard errorCount == 0, index != 0, index <= arguments.count,
              rawMode != Value.Mode.fallback.rawValue, rawMode <= Value.Mode.errorsOnly.rawValue,
              let spec = FormatSpec(uncheckedEncodedIn: p, at: pc &+ Field.spec)
        else { return runValueInGeneral(p, at: pc, end: end, into: &sink) }
        let options = pc &+ Value.headerSize &+ Int(p.load(uncheckedAt: pc &+ Value.literalLength, as: UInt16.self))
            &+ Int(p.load(uncheckedAt: pc &+ Value.fallbackLength, as: UInt16.self))
        let after = options &+ Int(optionCount) &* Value.optionSize
        let decimal = spec.conversion == FormatSpec.decimalConversion
        // A record after the options (a currency's texts) is read on the general path; a date's pattern
        // follows only a function's instruction, which the general path runs for any argument but a number or text.
        guard after <= end, !decimal || spec.flags.rawValue & DecimalStyle.affixesBit == 0
        else { return runValueInGeneral(p, at: pc, end: end, into: &sink) }
        // Options read from arguments go to the general path; `:offset`'s shift of an integer is made here.
        var shift: Int64 = 0
        if optionCount != 0 {
            guard decimal, let amount = Self.offsetShift(p, options: options, count: Int(optionCount))
            else { return runValueInGeneral(p, at: pc, end: end, into: &sink) }
            shift = amount
        }
        let isolation = p.load(uncheckedAt: pc &+ Value.isolation, as: UInt8.self)
        let implicit = rawMode == Value.Mode.implicit.rawValue
        // Read in place: switching over a copy of the argument would retain and release its string.
        let argument = arguments.baseAddress.unsafelyUnwrapped + (index &- 1)
        if argument.pointee.isMissing { return runValueInGeneral(p, at: pc, end: end, into: &sink) }
        // A selector's check of a given argument: nothing to report.
        if rawMode == Value.Mode.errorsOnly.rawValue { return after }
        if argument.pointee.isText {
            guard implicit || spec.isPlainText else { return runValueInGeneral(p, at: pc, end: end, into: &sink) }
            Self.writeText(of: argument, isolation: isolation, into: &sink)
            return after
        }
        switch argument.pointee.number {
        case .int(let unshifted)? where implicit || decimal:
            guard case (let v, false) = unshifted.addingReportingOverflow(shift)
            else { return runValueInGeneral(p, at: pc, end: end, into: &sink) }
            let kind = Self.openIsolate(isolation >> 2, into: &sink)
            let shown = implicit ? Self.implicitNumberSpec : spec
            if v >= 0, ArgumentFormatter.writeSmallInteger(UInt64(v), spec: shown, symbols: symbols, into: &sink) {
            } else if LeanDecimalWriter.write(.int(v), spec: shown, symbols: leanSymbols, into: &sink) {
            } else {
                ArgumentFormatter.write(MessageArgument.Numeric.int(v), spec: shown, symbols: symbols?.pointee, into: &sink)
            }
            Self.closeIsolate(kind, into: &sink)
            return after
        case .double(let v)? where (implicit || decimal) && shift == 0:
            let kind = Self.openIsolate(isolation >> 2, into: &sink)
            let shown = implicit ? Self.implicitNumberSpec : spec
            if !LeanDecimalWriter.write(.double(v), spec: shown, symbols: leanSymbols, into: &sink) {
                ArgumentFormatter.write(MessageArgument.Numeric.double(v), spec: shown, symbols: symbols?.pointee, into: &sink)
            }
            Self.closeIsolate(kind, into: &sink)
            return after
        default:
            return runValueInGeneral(p, at: pc, end: end, into: &sink)
        }
    }

    /// Runs the plain value instruction at `pc` (``ProgramFormat/Value/plainFlag``,
    /// whose header lies before `end`; `modeByte` is its mode byte) when
    /// its argument is given as the kind it shows — text that no decimal
    /// spec reads, or an integer under none or a plain decimal spec,
    /// shifted by `:offset` unless that overflows — and returns where the
    /// next instruction starts; nil, having written nothing, for any other
    /// argument, or when the instruction does not fit before `end`: the
    /// other ways run it then. The build marked it plain, so there is no
    /// error, literal, affix or option but `:offset`'s to look for, and an
    /// integer shows as itself: from 0 to 999 in ASCII digits written
    /// here, any other by the lean writer's digits, without a spec.
    @_transparent
    mutating func runPlainValue(_ p: ByteView, at pc: Int, end: Int, modeByte: UInt8, into sink: inout UTF8Sink) -> Int? {
        typealias Value = ProgramFormat.Value
        let index = Int(p.load(uncheckedAt: pc &+ Field.argument, as: UInt8.self))
        guard UInt(bitPattern: index &- 1) < UInt(bitPattern: arguments.count) else { return nil }
        let optionCount = Int(p.load(uncheckedAt: pc &+ Value.optionCount, as: UInt8.self))
        let options = pc &+ Value.headerSize &+ Int(p.load(uncheckedAt: pc &+ Value.fallbackLength, as: UInt16.self))
        let after = options &+ optionCount &* Value.optionSize
        guard after <= end else { return nil }
        let decimal = p.load(uncheckedAt: pc &+ Field.spec &+ ProgramFormat.Spec.conversion, as: UInt8.self)
            == FormatSpec.decimalConversion
        let argument = arguments.baseAddress.unsafelyUnwrapped + (index &- 1)
        let isolation = p.load(uncheckedAt: pc &+ Value.isolation, as: UInt8.self)
        if argument.pointee.isText {
            guard !decimal else { return nil }
            Self.writeText(of: argument, isolation: isolation, into: &sink)
            return after
        }
        guard case .int(let unshifted) = argument.pointee, decimal || modeByte & Value.modeMask == Value.Mode.implicit.rawValue
        else { return nil }
        var v = unshifted
        if optionCount != 0 {
            guard let shift = Self.offsetShift(p, options: options, count: optionCount),
                  case (let shifted, false) = unshifted.addingReportingOverflow(shift) else { return nil }
            v = shifted
        }
        let kind = Self.openIsolate(isolation >> 2, into: &sink)
        // A plain decimal spec shows 0 to 999 as `%d` does: the locale's digits, when they are ASCII.
        if v >= 0, v < 1000, ArgumentFormatter.smallIntegersAreDigits(symbols) {
            ArgumentFormatter.writeDigits(ofSmall: UInt64(v), into: &sink)
        } else if !LeanDecimalWriter.writePlainInteger(v, symbols: leanSymbols, into: &sink) {
            writePlainIntegerInGeneral(v, decimal: decimal, p, at: pc, into: &sink)
        }
        Self.closeIsolate(kind, into: &sink)
        return after
    }

    /// Writes the text of `argument`, a ``MessageArgument/string(_:)``, as
    /// it is, in the isolate that `isolation`'s low two bits name: read in
    /// place, or copied when its bytes are not contiguous.
    @_transparent
    static func writeText(of argument: UnsafePointer<MessageArgument>, isolation: UInt8, into sink: inout UTF8Sink) {
        let kind = openIsolate(isolation, into: &sink)
        if argument.pointee.withContiguousTextUTF8({ (bytes: UnsafeRawBufferPointer) -> Bool in
            if !sink.appendShortIfRoom(bytes) { sink.append(bytes) }
            return true
        }) == nil {
            appendCopy(of: argument.pointee, into: &sink)
        }
        closeIsolate(kind, into: &sink)
    }

    /// Writes integer `v` of the plain value instruction at `pc` by its
    /// plain decimal spec (`decimal`) or the implicit style, as the general
    /// formatter does, where the lean writer declines.
    @inline(never)
    func writePlainIntegerInGeneral(_ v: Int64, decimal: Bool, _ p: ByteView, at pc: Int, into sink: inout UTF8Sink) {
        let spec = decimal ? FormatSpec(uncheckedEncodedIn: p, at: pc &+ Field.spec) ?? Self.implicitNumberSpec : Self.implicitNumberSpec
        ArgumentFormatter.write(MessageArgument.Numeric.int(v), spec: spec, symbols: symbols?.pointee, into: &sink)
    }

    /// The amount the `count` option records at `options` shift the number
    /// by when they are all `:offset`'s (add and subtract), else nil. The
    /// records lie inside the instruction, which the caller checked.
    @inline(__always)
    static func offsetShift(_ p: ByteView, options: Int, count: Int) -> Int64? {
        typealias Value = ProgramFormat.Value
        var shift: Int64 = 0
        for r in 0..<count {
            let record = options &+ r &* Value.optionSize
            guard let amount = offsetAmount(kind: p.load(uncheckedAt: record, as: UInt8.self),
                                            operand: p.load(uncheckedAt: record &+ 1, as: UInt8.self))
            else { return nil }
            shift &+= amount
        }
        return shift
    }

    /// What an option record of `kind` with `operand` adds to the number
    /// when it is one of `:offset`'s (add and subtract), else nil.
    @inline(__always)
    static func offsetAmount(kind: UInt8, operand: UInt8) -> Int64? {
        if kind == ProgramFormat.Value.addOption { return Int64(operand) }
        if kind == ProgramFormat.Value.subtractOption { return -Int64(operand) }
        return nil
    }

    /// Writes the prefix of the text-around-value instruction at `pc`,
    /// which must end by `end`, and returns where its value instruction
    /// starts and how long the suffix after that is; nil when the
    /// instruction is corrupt (the prefix overruns `end`, or no value
    /// instruction follows it). The interpreter's loop runs the value
    /// (``runValue(_:at:end:into:)``) and writes the suffix, which must end
    /// by `end` too.
    @inline(__always)
    func writePrefixBeforeValue(_ p: ByteView, at pc: Int, end: Int, into sink: inout UTF8Sink) -> (value: Int, suffixLength: Int)? {
        let header = ProgramFormat.textAroundValueHeaderSize
        guard end &- pc >= header else { return nil }
        let prefixLength = Int(p.load(uncheckedAt: pc &+ Field.aroundValuePrefixLength, as: UInt16.self))
        let suffixLength = Int(p.load(uncheckedAt: pc &+ Field.aroundValueSuffixLength, as: UInt16.self))
        let value = pc &+ header &+ prefixLength
        guard prefixLength < end &- pc &- header,
              p.load(uncheckedAt: value, as: UInt8.self) == ProgramFormat.Opcode.value.rawValue
        else { return nil }
        if prefixLength > 0 {
            let prefix = UnsafeRawBufferPointer(start: p.base.unsafelyUnwrapped + (pc &+ header), count: prefixLength)
            if !sink.appendShortIfRoom(prefix) { sink.append(prefix) }
        }
        return (value, suffixLength)
    }

    /// Where the value instruction at `pc` ends when it is a selector's
    /// check (mode *errors only*) of a given argument with nothing to
    /// report — skipped in the interpreter's loop without a call — else nil:
    /// ``runValue(_:at:end:into:)`` runs it.
    @inline(__always)
    func skippedSelectorCheck(_ p: ByteView, at pc: Int, end: Int) -> Int? {
        typealias Value = ProgramFormat.Value
        guard end &- pc >= Value.headerSize,
              p.load(uncheckedAt: pc &+ Value.mode, as: UInt8.self) == Value.Mode.errorsOnly.rawValue,
              p.load(uncheckedAt: pc &+ Value.errorCount, as: UInt8.self) == 0,
              p.load(uncheckedAt: pc &+ Value.optionCount, as: UInt8.self) == 0,
              // Affixes (a record after the options) are left to the general path, which checks them.
              p.load(uncheckedAt: pc &+ Field.spec &+ ProgramFormat.Spec.conversion, as: UInt8.self) != FormatSpec.decimalConversion
                || p.load(uncheckedAt: pc &+ Field.spec &+ ProgramFormat.Spec.flags, as: UInt8.self) & DecimalStyle.affixesBit == 0,
              // A spec that does not decode is corrupt: the general path says so.
              FormatSpec(uncheckedEncodedIn: p, at: pc &+ Field.spec) != nil
        else { return nil }
        let index = Int(p.load(uncheckedAt: pc &+ Field.argument, as: UInt8.self))
        guard index != 0, index <= arguments.count, !arguments[index &- 1].isMissing else { return nil }
        let after = pc &+ Value.headerSize &+ Int(p.load(uncheckedAt: pc &+ Value.literalLength, as: UInt16.self))
            &+ Int(p.load(uncheckedAt: pc &+ Value.fallbackLength, as: UInt16.self))
        return after <= end ? after : nil
    }

    /// Appends the text of a ``MessageArgument/string(_:)`` argument whose
    /// bytes are not contiguous, from a copy.
    @inline(never)
    private static func appendCopy(of argument: MessageArgument, into sink: inout UTF8Sink) {
        guard case .string(var text) = argument else { return }
        text.withUTF8 { sink.append(UnsafeRawBufferPointer($0)) }
    }

    /// ``runValue(_:at:end:into:)`` for any value instruction.
    @inline(never)
    private mutating func runValueInGeneral(_ p: ByteView, at pc: Int, end: Int, into sink: inout UTF8Sink) -> Int? {
        typealias Value = ProgramFormat.Value
        guard end &- pc >= Value.headerSize, let spec = FormatSpec(uncheckedEncodedIn: p, at: pc &+ Field.spec),
              let mode = Value.Mode(rawValue: p.load(uncheckedAt: pc &+ Value.mode, as: UInt8.self) & Value.modeMask)
        else { return nil }
        let index = Int(p.load(uncheckedAt: pc &+ Field.argument, as: UInt8.self))
        let isolation = p.load(uncheckedAt: pc &+ Value.isolation, as: UInt8.self)
        let errorCount = Int(p.load(uncheckedAt: pc &+ Value.errorCount, as: UInt8.self))
        let literalLength = Int(p.load(uncheckedAt: pc &+ Value.literalLength, as: UInt16.self))
        let fallbackLength = Int(p.load(uncheckedAt: pc &+ Value.fallbackLength, as: UInt16.self))
        let optionCount = Int(p.load(uncheckedAt: pc &+ Value.optionCount, as: UInt8.self))
        let errorsStart = pc &+ Value.headerSize, literalStart = errorsStart &+ errorCount
        let fallbackStart = literalStart &+ literalLength, optionsStart = fallbackStart &+ fallbackLength
        var after = optionsStart &+ optionCount &* Value.optionSize
        guard after <= end else { return nil }
        var affixes: NumberAffixes?
        var currencyTable: CurrencyTable?
        // The argument that names the currency (`currency=$code`), found once.
        var currencyArgument: Int?
        if spec.conversion == FormatSpec.decimalConversion, spec.flags.rawValue & DecimalStyle.affixesBit != 0 {
            // The texts around the digits (a currency) follow the option records…
            guard let record = NumberAffixes.record(in: p, at: after, end: end) else { return nil }
            affixes = record.affixes
            after = record.end
            currencyArgument = Self.currencyOptionArgument(p, at: optionsStart, count: optionCount)
            if currencyArgument != nil {
                // …and the currencies an argument may name follow them.
                guard let table = CurrencyTable.record(in: p, at: after, end: end) else { return nil }
                currencyTable = table.table
                after = table.end
            }
        }
        var datePattern: DatePattern?
        if mode == .function, spec.conversion == FormatSpec.dateConversion {
            // A date: its pattern follows the option records.
            guard let record = DatePattern.record(in: p, at: after, end: end) else { return nil }
            datePattern = record.pattern
            after = record.end
        }
        var listPattern: ListPattern?
        if mode == .function, spec.conversion == FormatSpec.listConversion {
            // A list: its patterns follow the option records.
            guard let record = ListPattern.record(in: p, at: after, end: end) else { return nil }
            listPattern = record.pattern
            after = record.end
        }
        let base = p.base.unsafelyUnwrapped
        let fallback = UnsafeRawBufferPointer(start: base + fallbackStart, count: fallbackLength)

        var argument: MessageArgument?
        var failed = mode == .fallback
        if index != 0 {
            if index <= arguments.count, !arguments[index &- 1].isMissing {
                argument = arguments[index &- 1]
            } else {
                if isolation & Value.reportedMissingFlag == 0 {
                    errors.append(.unresolvedVariable)
                    status.insert(.formatErrors)
                }
                failed = true
            }
        }
        for e in 0..<errorCount {
            guard let kind = MessageErrorKind(rawValue: p.load(uncheckedAt: errorsStart &+ e, as: UInt8.self)) else { return nil }
            errors.append(kind)
        }
        if errorCount > 0 { status.insert(.formatErrors) }
        if mode == .errorsOnly { return after }
        let literal = UnsafeRawBufferPointer(start: base + literalStart, count: literalLength)
        let decimal = mode == .function && spec.conversion == FormatSpec.decimalConversion
        var currencyFractionDigits: Int?
        var currencyFailed = false
        if let currencyTable, mode == .function, let index = currencyArgument {
            // The currency an argument names: its symbol and fraction digits; anything else fails to the fallback.
            let named = index >= 1 && index <= arguments.count ? arguments[index &- 1] : .missing
            var chosen: (shown: ShownCurrency, fractionDigits: Int)?
            if case .string(var text) = named { chosen = text.withUTF8 { currencyTable.lookUp(UnsafeRawBufferPointer($0)) } }
            if let chosen {
                affixes?.currency = chosen.shown
                if currencyTable.takesCurrencyFractionDigits { currencyFractionDigits = chosen.fractionDigits }
            } else {
                // Option resolution drops the option (missing, or not a code), and a currency without one is a bad operand.
                if isolation & Value.reportedFailureFlag == 0 {
                    errors.append(named.isMissing ? .unresolvedVariable : .badOption)
                    errors.append(.badOperand)
                    status.insert(.formatErrors)
                }
                currencyFailed = true
            }
        }
        if !failed, decimal, !currencyFailed, !fits(argument, literal: literal) {
            failed = true
        }
        var date: CivilDateTime?
        if !failed, mode == .function, let datePattern {
            date = datePattern.date(of: argument, literal: literal)
            if date == nil { failed = true }
        }
        if !failed, let listPattern, !listPattern.shows(argument) { failed = true }
        if failed || currencyFailed {
            if mode == .function, !currencyFailed, isolation & Value.reportedFailureFlag == 0 {
                errors.append(.badOperand)
                status.insert(.formatErrors)
            }
            Self.writeIsolated(isolation >> 4, into: &sink) { sink in
                sink.append(UInt8(ascii: "{"))
                sink.append(fallback)
                sink.append(UInt8(ascii: "}"))
            }
            return after
        }
        if let date, let datePattern {
            // A date is text: it takes the text's isolate.
            Self.writeIsolated(isolation, into: &sink) { sink in
                datePattern.write(date, zero: symbols?.pointee.zeroDigit ?? "0", into: &sink)
            }
            return after
        }
        if let listPattern, let argument {
            // A list is text: it takes the text's isolate.
            Self.writeIsolated(isolation, into: &sink) { sink in listPattern.write(argument, into: &sink) }
            return after
        }
        let isNumber = decimal || (mode == .implicit && argument?.isNumber == true)
        let localized = symbols?.pointee
        var formatted = spec
        var shift: Int64 = 0
        if decimal, optionCount > 0 {
            guard let set = settingOptions(of: spec, from: p, at: optionsStart, count: optionCount, shift: &shift) else { return nil }
            formatted = set
        }
        if let currencyFractionDigits, var style = DecimalStyle(formatted) {
            style.minimumFractionDigits = currencyFractionDigits
            style.maximumFractionDigits = currencyFractionDigits
            formatted = style.spec
        }
        if shift != 0 {
            // :offset of an argument (the compiler folds a literal's shift into the literal).
            switch argument?.numeric {
            case .int(let v)?: argument = .int(v.addingReportingOverflow(shift).overflow ? v : v &+ shift)
            case .uint(let v)?: argument = .double(Double(v) + Double(shift))
            case .double(let v)?: argument = .double(v + Double(shift))
            case nil: break
            }
        }
        Self.writeIsolated(isNumber ? isolation >> 2 : isolation, into: &sink) { sink in
            let shown = mode == .implicit ? (isNumber ? Self.implicitNumberSpec : FormatSpec.textSpec) : formatted
            if let affixes, decimal, let style = DecimalStyle(formatted) {
                // A currency: its digits between the texts of the sign shown (the operand fits, checked above).
                Self.writeDecimal(argument, literal: literal, style: style, symbols: localized, affixes: affixes, into: &sink)
            } else if case .int(let v)? = argument, v >= 0, ArgumentFormatter.writeSmallInteger(UInt64(v), spec: shown, symbols: symbols, into: &sink) {
                // A small integer under a plain spec: its digits.
            } else if let argument {
                _ = ArgumentFormatter.write(argument, spec: shown, symbols: localized, into: &sink)
            } else if decimal {
                // A decimal spec that holds no style (corrupt) writes nothing: printf must not pad by its packed fields.
                if let style = DecimalStyle(formatted) {
                    _ = DecimalFormatter.write(decimalText: literal, style: style, symbols: localized, into: &sink)
                }
            } else {
                PrintfFormatter.formatString(literal, spec: shown, into: &sink)
            }
        }
        return after
    }

    /// `spec` (a decimal spec) with the digit counts and keywords its option
    /// records set from arguments; an argument that is missing, no count in
    /// range or no name of the option's values is a bad option, and its
    /// option keeps its value. Nil when a record is corrupt.
    private mutating func settingOptions(of spec: FormatSpec, from p: ByteView, at start: Int, count: Int,
                                         shift: inout Int64) -> FormatSpec? {
        guard var style = DecimalStyle(spec) else { return nil }
        for r in 0..<count {
            let at = start &+ r &* ProgramFormat.Value.optionSize
            let kind = p.load(uncheckedAt: at, as: UInt8.self)
            let index = Int(p.load(uncheckedAt: at &+ 1, as: UInt8.self))
            if let amount = Self.offsetAmount(kind: kind, operand: UInt8(truncatingIfNeeded: index)) {
                shift &+= amount
                continue
            }
            guard let option = DecimalStyle.Option(rawValue: kind) else { return nil }
            // The currency was chosen before the operand was judged.
            if option == .currency { continue }
            let argument: MessageArgument = index >= 1 && index <= arguments.count ? arguments[index &- 1] : .missing
            if option.isKeyword {
                // A keyword option takes text naming one of its values (`always`).
                if case .string(var text) = argument, text.withUTF8({ style.set(option, keyword: UnsafeRawBufferPointer($0)) }) {
                    continue
                }
                if case .missing = argument { errors.append(.unresolvedVariable) }
                errors.append(.badOption)
                status.insert(.formatErrors)
                continue
            }
            var value: Int?
            switch argument {
            case .int(let v) where v >= 0 && v <= 1000: value = Int(v)
            case .uint(let v) where v <= 1000: value = Int(v)
            case .double(let v) where v >= 0 && v <= 1000 && v == v.rounded(.towardZero): value = Int(v)
            case .string(var text):
                value = text.withUTF8 { Self.digitCount(UnsafeRawBufferPointer($0)) }
            default: value = nil
            }
            if case .missing = argument { errors.append(.unresolvedVariable) }
            if let value, style.set(option, to: value) { continue }
            errors.append(.badOption)
            status.insert(.formatErrors)
        }
        return style.spec
    }

    /// The argument of the option record among `count` at `start` that
    /// names the currency, or nil when there is none.
    private static func currencyOptionArgument(_ p: ByteView, at start: Int, count: Int) -> Int? {
        for r in 0..<count where p.load(uncheckedAt: start &+ r &* ProgramFormat.Value.optionSize, as: UInt8.self)
            == DecimalStyle.Option.currency.rawValue {
            return Int(p.load(uncheckedAt: start &+ r &* ProgramFormat.Value.optionSize &+ 1, as: UInt8.self))
        }
        return nil
    }

    /// The count `text` spells (`0` or digits without a leading zero, at
    /// most four), or nil.
    private static func digitCount(_ text: UnsafeRawBufferPointer) -> Int? {
        guard !text.isEmpty, text.count <= 4, text[0] != 0x30 || text.count == 1 else { return nil }
        var n = 0
        for byte in text {
            guard byte &- 0x30 < 10 else { return nil }
            n = n &* 10 &+ Int(byte &- 0x30)
        }
        return n
    }

    /// Writes a decimal operand (an argument, or the literal when there is
    /// none) in `style` between `affixes`.
    private static func writeDecimal(_ argument: MessageArgument?, literal: UnsafeRawBufferPointer, style: DecimalStyle,
                                     symbols: NumberSymbols?, affixes: NumberAffixes, into sink: inout UTF8Sink) {
        switch argument {
        case .string(var text)?:
            text.withUTF8 {
                _ = DecimalFormatter.write(decimalText: UnsafeRawBufferPointer($0), style: style, symbols: symbols,
                                           affixes: affixes, into: &sink)
            }
        case .list?, .missing?: break
        case let number?: DecimalFormatter.write(number.numeric, style: style, symbols: symbols, affixes: affixes, into: &sink)
        case nil: _ = DecimalFormatter.write(decimalText: literal, style: style, symbols: symbols, affixes: affixes, into: &sink)
        }
    }

    /// The default decimal style: how a number without a function shows.
    static let implicitNumberSpec = DecimalStyle().spec

    /// Whether a decimal style can show the operand: a number, or text in
    /// JSON number syntax.
    private func fits(_ argument: MessageArgument?, literal: UnsafeRawBufferPointer) -> Bool {
        switch argument {
        case .int?, .uint?, .double?: return true
        case .string(let text)?:
            var text = text
            return text.withUTF8 { DecimalFormatter.isDecimalText(UnsafeRawBufferPointer($0)) }
        case .list?, .missing?: return false
        case nil: return DecimalFormatter.isDecimalText(literal)
        }
    }

    /// Writes what `body` writes between the isolate that `isolation`'s low
    /// two bits name (``ProgramFormat/Value/Isolation``) and U+2069.
    @inline(__always)
    private static func writeIsolated(_ isolation: UInt8, into sink: inout UTF8Sink, _ body: (inout UTF8Sink) -> Void) {
        let kind = openIsolate(isolation, into: &sink)
        body(&sink)
        closeIsolate(kind, into: &sink)
    }

    /// Writes the isolate that `isolation`'s low two bits name
    /// (``ProgramFormat/Value/Isolation``), if any, and returns those bits
    /// for ``closeIsolate(_:into:)``.
    @inline(__always)
    private static func openIsolate(_ isolation: UInt8, into sink: inout UTF8Sink) -> UInt8 {
        // U+2066 … U+2069 are E2 81 A6 … E2 81 A9.
        let kind = isolation & 3
        if kind != 0 { sink.appendThree(0x81E2 | UInt32(kind == 1 ? 0xA8 : kind == 2 ? 0xA6 : 0xA7) << 16) }
        return kind
    }

    /// Writes U+2069 POP DIRECTIONAL ISOLATE when `kind` opened an isolate.
    @inline(__always)
    private static func closeIsolate(_ kind: UInt8, into sink: inout UTF8Sink) {
        if kind != 0 { sink.appendThree(0xA981E2) }
    }
}

extension MessageArgument {
    /// Whether the argument is ``string(_:)``.
    @inline(__always)
    var isText: Bool { if case .string = self { true } else { false } }

    /// Calls `body` with the UTF-8 of a ``string(_:)`` argument, read in
    /// place (the string is neither copied nor retained when the argument
    /// is), or returns nil when the argument is not text or its bytes are
    /// not contiguous (a bridged string: the caller copies it).
    @inline(__always)
    func withContiguousTextUTF8<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R? {
        guard case .string(let text) = self else { return nil }
        return text.utf8.withContiguousStorageIfAvailable { body(UnsafeRawBufferPointer($0)) }
    }

    /// The length in UTF-8 bytes of a ``string(_:)`` argument, read in
    /// place (a native string knows it without reading its bytes), or nil
    /// when the argument is not text.
    @inline(__always)
    var textUTF8Count: Int? {
        guard case .string(let text) = self else { return nil }
        return text.utf8.count
    }

    /// The argument's number, read in place, or nil for text and
    /// ``missing`` (which ``numeric`` reads as numbers).
    @inline(__always)
    var number: Numeric? {
        switch self {
        case .int(let v): .int(v)
        case .uint(let v): .uint(v)
        case .double(let v): .double(v)
        case .string, .list, .missing: nil
        }
    }

    /// Whether the argument is ``missing``.
    @inline(__always)
    var isMissing: Bool { if case .missing = self { true } else { false } }
    /// Whether the argument is a number.
    @inline(__always)
    var isNumber: Bool {
        switch self {
        case .int, .uint, .double: true
        case .string, .list, .missing: false
        }
    }
}
