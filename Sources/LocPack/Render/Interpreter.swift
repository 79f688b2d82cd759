/// Executes message programs (`Specs/programs.md`) into a ``UTF8Sink``.
///
/// Every read lies inside the program (bounds-checked, or inside a range one
/// check proved: a choice table, an instruction), every body range must
/// lie after the choice that owns it, and nesting is limited, so a corrupt
/// program ends in ``Outcome/corrupt`` — never a crash, a wild read or an
/// endless loop. Nothing here allocates.
@usableFromInline
struct Interpreter {
    /// Where an instruction's fields lie (`Specs/programs.md`).
    typealias Field = ProgramFormat.Field

    /// How running a program ended.
    @usableFromInline
    enum Outcome { case rendered, noMatch, corrupt }

    /// The number a `#` prints: the innermost plural's value after its offset.
    @usableFromInline
    struct PluralNumber {
        var value: MessageArgument.Numeric
        var spec: FormatSpec
    }

    let arguments: UnsafeBufferPointer<MessageArgument>
    let device: Device
    let width: Int
    /// The payload whose plural rules apply (the locale of the text).
    let rules: UnsafePointer<LocalePayload>
    /// The payload whose number symbols apply (the requested locale), or nil
    /// for POSIX output.
    let numbers: UnsafePointer<LocalePayload>?
    var status: RenderStatus = []
    /// MessageFormat 2 errors met, in order.
    var errors = MessageErrors()

    init(arguments: UnsafeBufferPointer<MessageArgument>, device: Device, width: Int,
         rules: UnsafePointer<LocalePayload>, numbers: UnsafePointer<LocalePayload>?) {
        self.arguments = arguments
        self.device = device
        self.width = width
        self.rules = rules
        self.numbers = numbers
    }

    /// The number symbols of the render, or nil for POSIX output.
    var symbols: UnsafePointer<NumberSymbols>? {
        numbers?.pointer(to: \.symbols)
    }

    /// The number symbols as the lean decimal writer reads them, or nil for POSIX output.
    var leanSymbols: UnsafePointer<LeanNumberSymbols>? {
        numbers?.pointer(to: \.leanSymbols)
    }

    /// Runs `program`. A message that is one run of text comes as a text,
    /// not a program, from format 2.17 on (``LocalePayload/Lookup/text(_:)``);
    /// an older bundle's runs through the loop like any program. Inlined: a
    /// whole-message plural of texts then costs one call, not two; the loop
    /// stays out of line.
    @inline(__always)
    mutating func run(_ program: ByteView, into sink: inout UTF8Sink) -> Outcome {
        // The next commonest is one plural of texts: run it without the loop.
        if program.count > 0, program.load(uncheckedAt: 0, as: UInt8.self) == ProgramFormat.Opcode.pluralTexts.rawValue {
            switch runPluralTexts(program, at: 0, end: program.count, into: &sink) {
            case .next(let next) where next == program.count: return .rendered
            case .next(let next): return run(program, from: next, to: program.count, depth: 0, number: nil, into: &sink)
            case .noMatch: return .noMatch
            case .corrupt: return .corrupt
            }
        }
        return run(program, from: 0, to: program.count, depth: 0, number: nil, into: &sink)
    }

    private mutating func run(_ p: ByteView, from start: Int, to rangeEnd: Int, depth rangeDepth: Int, number rangeNumber: PluralNumber?,
                              into sink: inout UTF8Sink) -> Outcome {
        guard rangeDepth <= BundleFormat.maximumNesting, start >= 0, rangeEnd <= p.count else { return .corrupt }
        var pc = start, end = rangeEnd, depth = rangeDepth, number = rangeNumber
        /// Goes on in `body`, the chosen body of a choice that ends the
        /// range, in this frame: what the recursive call followed by nothing
        /// would do, with its checks.
        func enter(_ body: Range<Int>) -> Bool {
            // A chosen body lies in its choice's range, which lies in the program (`ChoiceLayout`).
            assert(body.lowerBound >= 0 && body.upperBound <= p.count)
            guard depth < BundleFormat.maximumNesting else { return false }
            depth &+= 1
            pc = body.lowerBound
            end = body.upperBound
            return true
        }
        while pc < end {
            // `pc < end <= p.count`: checked when the range began.
            let opcode = p.load(uncheckedAt: pc, as: UInt8.self)
            let instruction = ProgramFormat.Opcode(rawValue: opcode)
            switch instruction {
            // `end` never exceeds the program (a body lies inside its
            // choice), so an instruction that fits before `end` can be read
            // without further bounds checks.
            case .text:
                let header = ProgramFormat.textHeaderSize
                guard end &- pc >= header else { return .corrupt }
                let length = Int(p.load(uncheckedAt: pc &+ Field.textLength, as: UInt32.self))
                guard length <= end &- pc &- header else { return .corrupt }
                let text = UnsafeRawBufferPointer(start: p.base.unsafelyUnwrapped + (pc &+ header), count: length)
                if !sink.appendShortIfRoom(text) { sink.append(text) }
                pc &+= header &+ length
            case .argument:
                guard end &- pc >= ProgramFormat.argumentSize, let spec = FormatSpec(uncheckedEncodedIn: p, at: pc &+ Field.spec)
                else { return .corrupt }
                writeArgument(Int(p.load(uncheckedAt: pc &+ Field.argument, as: UInt8.self)), spec: spec, into: &sink)
                pc &+= ProgramFormat.argumentSize
            case .pluralNumber:
                writePluralNumber(number, into: &sink)
                pc += ProgramFormat.pluralNumberSize
            case .textAroundArgument:
                let header = ProgramFormat.textAroundArgumentHeaderSize
                guard end &- pc >= header, let spec = FormatSpec(uncheckedEncodedIn: p, at: pc &+ Field.spec) else { return .corrupt }
                guard let texts = textsAround(p, at: pc, header: header, prefixLength: Field.aroundArgumentPrefixLength,
                                              suffixLength: Field.aroundArgumentSuffixLength, end: end)
                else { return .corrupt }
                sink.append(texts.prefix)
                writeArgument(Int(p.load(uncheckedAt: pc &+ Field.argument, as: UInt8.self)), spec: spec, into: &sink)
                sink.append(texts.suffix)
                pc = texts.after
            case .pluralTexts:
                switch runPluralTexts(p, at: pc, end: end, into: &sink) {
                case .next(let next): pc = next
                case .noMatch: return .noMatch
                case .corrupt: return .corrupt
                }
            case .textAroundNumber:
                let header = ProgramFormat.textAroundNumberHeaderSize
                guard end &- pc >= header,
                      let texts = textsAround(p, at: pc, header: header, prefixLength: Field.aroundNumberPrefixLength,
                                              suffixLength: Field.aroundNumberSuffixLength, end: end)
                else { return .corrupt }
                sink.append(texts.prefix)
                writePluralNumber(number, into: &sink)
                sink.append(texts.suffix)
                pc = texts.after
            case .plural:
                var chosen: PluralNumber?
                let pick = choosePlural(p, at: pc, end: end, number: &chosen)
                if pick.isCorrupt { return .corrupt }
                guard let body = pick.body else { return .noMatch }
                let after = pick.after
                if after == end {
                    guard enter(body) else { return .corrupt }
                    number = chosen
                    continue
                }
                let outcome = run(p, from: body.lowerBound, to: body.upperBound, depth: depth + 1,
                                  number: chosen, into: &sink)
                if outcome != .rendered { return outcome }
                pc = after
            case .select, .stringSelect, .match:
                // A match runs its chosen cell as a select runs its case.
                let pick = opcode == ProgramFormat.Opcode.match.rawValue ? chooseMatch(p, at: pc, end: end)
                    : chooseTextSelect(p, at: pc, end: end)
                    ?? chooseSelect(p, at: pc, end: end, reportsMissing: opcode == ProgramFormat.Opcode.stringSelect.rawValue)
                if pick.isCorrupt { return .corrupt }
                guard let body = pick.body else { return .noMatch }
                if pick.after == end {
                    guard enter(body) else { return .corrupt }
                    continue
                }
                let outcome = run(p, from: body.lowerBound, to: body.upperBound, depth: depth + 1,
                                  number: number, into: &sink)
                if outcome != .rendered { return outcome }
                pc = pick.after
            case .device, .width:
                // Passed decoded: decoding it again costs a call to `init(rawValue:)`.
                guard let (body, after) = chooseCase(p, at: pc, end: end, kind: instruction.unsafelyUnwrapped)
                else { return .corrupt }
                guard let body else { return .noMatch }
                if after == end {
                    guard enter(body) else { return .corrupt }
                    continue
                }
                let outcome = run(p, from: body.lowerBound, to: body.upperBound, depth: depth + 1,
                                  number: number, into: &sink)
                if outcome != .rendered { return outcome }
                pc = after
            case .condition:
                guard let (body, after) = chooseCondition(p, at: pc, end: end) else { return .corrupt }
                guard let body else { return .noMatch }
                if after == end {
                    guard enter(body) else { return .corrupt }
                    continue
                }
                let outcome = run(p, from: body.lowerBound, to: body.upperBound, depth: depth + 1,
                                  number: number, into: &sink)
                if outcome != .rendered { return outcome }
                pc = after
            case .value, .textAroundValue:
                // One inlined copy of the value's code serves both: text around a value writes its prefix first.
                var value = pc, suffixLength = 0
                if opcode == ProgramFormat.Opcode.value.rawValue {
                    if let next = skippedSelectorCheck(p, at: pc, end: end) {
                        pc = next
                        continue
                    }
                } else {
                    guard let found = writePrefixBeforeValue(p, at: pc, end: end, into: &sink) else { return .corrupt }
                    (value, suffixLength) = found
                }
                guard let next = runValue(p, at: value, end: end, into: &sink), suffixLength <= end &- next else { return .corrupt }
                if suffixLength > 0 {
                    let suffix = UnsafeRawBufferPointer(start: p.base.unsafelyUnwrapped + next, count: suffixLength)
                    if !sink.appendShortIfRoom(suffix) { sink.append(suffix) }
                }
                pc = next &+ suffixLength
            case nil:
                return .corrupt
            }
        }
        return .rendered
    }

    /// The prefix and suffix of a text-around instruction at `pc` whose
    /// `header` bytes lie before `end` (the texts follow the header; their
    /// u16 lengths are the header's fields `prefixLength` and
    /// `suffixLength`), and where the next instruction starts; nil when the
    /// texts overrun `end`.
    @inline(__always)
    private func textsAround(_ p: ByteView, at pc: Int, header: Int, prefixLength: Int, suffixLength: Int, end: Int)
        -> (prefix: UnsafeRawBufferPointer, suffix: UnsafeRawBufferPointer, after: Int)? {
        let prefix = Int(p.load(uncheckedAt: pc &+ prefixLength, as: UInt16.self))
        let suffix = Int(p.load(uncheckedAt: pc &+ suffixLength, as: UInt16.self))
        guard prefix &+ suffix <= end &- pc &- header else { return nil }
        assert(p.contains(offset: pc &+ header, length: prefix &+ suffix))
        let text = p.base.unsafelyUnwrapped + (pc &+ header)
        return (UnsafeRawBufferPointer(start: text, count: prefix), UnsafeRawBufferPointer(start: text + prefix, count: suffix),
                pc &+ header &+ prefix &+ suffix)
    }

    // MARK: Arguments

    /// Writes argument `index` (1-based) as `spec` asks. The commonest
    /// case, a small integer under a plain `%d`
    /// (``ArgumentFormatter/writeSmallInteger(_:spec:symbols:into:)``), is
    /// decided inline, so the renders that need nothing more pay for no call;
    /// everything else goes to ``writeArgumentInGeneral(_:spec:into:)``.
    @inline(__always)
    mutating func writeArgument(_ index: Int, spec: FormatSpec, into sink: inout UTF8Sink) {
        if index >= 1, index <= arguments.count, case .int(let v) = arguments[index &- 1], v >= 0,
           ArgumentFormatter.writeSmallInteger(UInt64(v), spec: spec, symbols: symbols, into: &sink) {
            return
        }
        writeArgumentInGeneral(index, spec: spec, into: &sink)
    }

    /// Writes argument `index` (1-based) as `spec` asks, whatever its type:
    /// `%%`, a missing or mismatched argument's marker, conversions.
    @inline(never)
    private mutating func writeArgumentInGeneral(_ index: Int, spec: FormatSpec, into sink: inout UTF8Sink) {
        if spec.conversion == UInt8(ascii: "%") {
            sink.append(UInt8(ascii: "%"))
            return
        }
        guard index >= 1, index <= arguments.count, !arguments[index &- 1].isMissing else {
            status.insert(.missingArgument)
            MissingArgumentMarker.write(index: index, into: &sink)
            return
        }
        if case .int(let v) = arguments[index &- 1], writeLean(.int(v), spec: spec, into: &sink) { return }
        switch ArgumentFormatter.write(arguments[index - 1], spec: spec, symbols: symbols?.pointee, into: &sink) {
        case .exact: break
        case .converted: status.insert(.convertedArgument)
        case .mismatched:
            status.insert(.mismatchedArgument)
            MissingArgumentMarker.write(index: index, into: &sink)
        }
    }

    /// Writes the number a `#` prints, or `#` outside a plural. Kept out of
    /// line: inlined, the optimizer hoists the number's conversions to the
    /// entry of ``run``, where every call paid for them.
    @inline(never)
    func writePluralNumber(_ number: PluralNumber?, into sink: inout UTF8Sink) {
        if let number {
            if ArgumentFormatter.writeSmallInteger(number.value, spec: number.spec, symbols: symbols, into: &sink) { return }
            if writeLean(number.value, spec: number.spec, into: &sink) { return }
            ArgumentFormatter.write(number.value, spec: number.spec, symbols: symbols?.pointee, into: &sink)
        } else {
            sink.append(UInt8(ascii: "#"))
        }
    }

    /// Writes `value` with ``LeanDecimalWriter`` when `spec` is a decimal
    /// spec, or a plain `%d` of an integer (which shows it as a plain
    /// decimal spec does), and returns true; false, having written
    /// nothing, when the lean writer does not take the spec, value, locale
    /// or sink, and ``ArgumentFormatter`` must. The same text either way:
    /// the lean writer reads the payload's symbols in place, where the
    /// formatter copies them.
    @inline(__always)
    func writeLean(_ value: MessageArgument.Numeric, spec: FormatSpec, into sink: inout UTF8Sink) -> Bool {
        if spec.conversion == FormatSpec.decimalConversion {
            return LeanDecimalWriter.write(value, spec: spec, symbols: leanSymbols, into: &sink)
        }
        guard case .int(let v) = value, spec.isPlainSignedInteger else { return false }
        return LeanDecimalWriter.write(.int(v), spec: Self.implicitNumberSpec, symbols: leanSymbols, into: &sink)
    }

    /// Argument `index` (1-based) as a number for a choice; a missing one
    /// selects as 0 and is reported.
    @inline(__always)
    mutating func numericArgument(_ index: UInt8) -> MessageArgument.Numeric {
        guard Int(index) >= 1, Int(index) <= arguments.count else {
            status.insert(.missingArgument)
            return .int(0)
        }
        // One switch over the argument: `numeric` decides the rest.
        let argument = arguments[Int(index) &- 1]
        if case .missing = argument { status.insert(.missingArgument) }
        return argument.numeric
    }

    /// The number `=N` keys compare with: under a decimal spec, the value of
    /// the digits the spec shows (rounded by its mode, fraction and
    /// significant digits, times 100 for a percentage: `:integer
    /// roundingMode=floor` of 1.7 is 1), read back from the same digits the
    /// plural operands come from; under any other spec the number itself.
    @inline(never)
    static func shown(_ value: MessageArgument.Numeric, _ spec: FormatSpec) -> Double {
        if spec.conversion == FormatSpec.decimalConversion, !(value.isInteger && spec.isPlainDecimal),
           let style = DecimalStyle(spec), value.isFinite,
           style.usesSignificantDigits || style.isPercent || !value.isInteger {
            // An integer without significant digits or percent shows as itself; NaN and infinities match no key.
            let operands = PluralOperandsBuilder.operands(of: value, spec: spec)
            if let magnitude = Self.value(of: operands) { return value.isNegative ? -magnitude : magnitude }
        }
        switch value {
        case .int(let v): return Double(v)
        case .uint(let v): return Double(v)
        case .double(let v): return v
        }
    }

    /// The double nearest the decimal `operands` describe (i.f, v fraction
    /// digits), as reading their text would give it — the double an `=N`
    /// key was stored as — or nil when they are too long to read so
    /// (operands kept modulo 10^18, or more than 2^53 units).
    private static func value(of operands: PluralOperands) -> Double? {
        guard !operands.isIntegerPartHuge, !operands.isFractionHuge, operands.v <= 15 else { return nil }
        var scale: UInt64 = 1
        for _ in 0..<operands.v { scale &*= 10 }
        let (scaled, overflow) = operands.i.multipliedReportingOverflow(by: scale)
        let units = scaled &+ operands.f
        guard !overflow, units >= scaled, units < 1 << 53 else { return nil }
        // Two exact doubles divided: rounded once, as the text reads.
        return Double(units) / Double(scale)
    }

    /// Whether argument `index` is given as a number (which always selects:
    /// the quick test before ``selectsAsNumber(_:)``).
    @inline(__always)
    func argumentIsNumber(_ index: UInt8) -> Bool {
        Int(index) >= 1 && Int(index) <= arguments.count && arguments[Int(index) &- 1].isNumber
    }

    /// Whether argument `index` can select as a number; when it cannot,
    /// records MessageFormat 2's errors for the failed selector.
    mutating func selectsAsNumber(_ index: UInt8) -> Bool {
        let i = Int(index)
        if i < 1 || i > arguments.count || arguments[i &- 1].isMissing {
            errors.append(.unresolvedVariable)
        } else if case .string(var text) = arguments[i &- 1] {
            if text.withUTF8({ DecimalFormatter.isDecimalText(UnsafeRawBufferPointer($0)) }) { return true }
        } else if case .list = arguments[i &- 1] {
            // A list is no number: the selector fails, as for text that is none.
        } else {
            return true
        }
        errors.append(.badOperand)
        errors.append(.badSelector)
        status.insert(.formatErrors)
        return false
    }
}
