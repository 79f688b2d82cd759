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

    /// The text of a program that is exactly one text instruction, or nil.
    @inline(__always)
    static func plainText(_ program: ByteView) -> UnsafeRawBufferPointer? {
        let header = ProgramFormat.textHeaderSize
        guard program.count >= header else { return nil }
        let base = program.base.unsafelyUnwrapped
        guard base.load(as: UInt8.self) == ProgramFormat.Opcode.text.rawValue,
              Int(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: 1, as: UInt32.self))) == program.count &- header
        else { return nil }
        return UnsafeRawBufferPointer(start: base + header, count: program.count &- header)
    }

    mutating func run(_ program: ByteView, into sink: inout UTF8Sink) -> Outcome {
        // Most messages are one run of text: write it without the interpreter loop.
        if let text = Self.plainText(program) {
            sink.append(text)
            return .rendered
        }
        return runInstructions(program, into: &sink)
    }

    /// Runs a program that the caller has found is not one run of text (it
    /// runs one too, through the loop). Inlined: a whole-message plural of
    /// texts then costs one call, not two; the loop stays out of line.
    @inline(__always)
    mutating func runInstructions(_ program: ByteView, into sink: inout UTF8Sink) -> Outcome {
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
            case .select, .stringSelect:
                let pick = chooseSelect(p, at: pc, end: end, reportsMissing: opcode == ProgramFormat.Opcode.stringSelect.rawValue)
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
            ArgumentFormatter.write(number.value, spec: number.spec, symbols: symbols?.pointee, into: &sink)
        } else {
            sink.append(UInt8(ascii: "#"))
        }
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
    private func argumentIsNumber(_ index: UInt8) -> Bool {
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

    // MARK: Choices

    @inline(never)
    private mutating func choosePlural(_ p: ByteView, at pc: Int, end: Int, number: inout PluralNumber?) -> ChosenBody {
        // The header lies before the case table, inside the range the layout checked.
        guard let layout = ChoiceLayout(p, at: pc, end: end, opcode: .plural),
              let spec = FormatSpec(uncheckedEncodedIn: p, at: pc &+ Field.spec)
        else { return .corrupt }
        let index = p.load(uncheckedAt: pc &+ Field.argument, as: UInt8.self)
        let flags = p.load(uncheckedAt: pc &+ Field.pluralFlags, as: UInt8.self)
        let offsetBits = p.load(uncheckedAt: pc &+ Field.pluralOffset, as: UInt32.self)
        let hasZero = p.load(uncheckedAt: layout.fixedBodies, as: UInt32.self) != BundleFormat.none32
        let offset = Int64(Int32(bitPattern: offsetBits))
        if Int(index) >= 1, Int(index) <= arguments.count, case .int(let v) = arguments[Int(index) &- 1],
           case (let shifted, false) = v.subtractingReportingOverflow(offset),
           spec.conversion != FormatSpec.decimalConversion || spec.isPlainDecimal, spec.argumentKind != .floatingPoint || spec.isPlainDecimal {
            // The commonest plural: an integer shown as itself. `=N` keys compare with it exactly, before
            // the offset (MessageFormat 2's `:offset` too); the category and `#` take it after.
            let exact = Double(v)
            for e in 0..<layout.caseCount where exact == Double(bitPattern: layout.caseKey64(p, e)) {
                guard let range = layout.caseBody(p, e) else { return .corrupt }
                number = PluralNumber(value: .int(shifted), spec: spec)
                return ChosenBody(range, after: layout.after)
            }
            let category = pluralCategory(ofInteger: shifted.magnitude, flags: flags, hasZero: hasZero)
            guard var range = layout.fixedBody(p, Int(category.rawValue)) else { return .corrupt }
            if range == nil, category != .other {
                guard let other = layout.fixedBody(p, Int(PluralCategory.other.rawValue)) else { return .corrupt }
                range = other
            }
            number = PluralNumber(value: .int(shifted), spec: spec)
            return ChosenBody(range, after: layout.after)
        }
        if flags & ProgramFormat.pluralFailsToExactNaN != 0, !argumentIsNumber(index), !selectsAsNumber(index) {
            for e in 0..<layout.caseCount where Double(bitPattern: layout.caseKey64(p, e)).isNaN {
                guard let range = layout.caseBody(p, e) else { return .corrupt }
                number = PluralNumber(value: .int(0), spec: spec)
                return ChosenBody(range, after: layout.after)
            }
        }
        let value = numericArgument(index)
        // A decimal spec compares `=N` keys with the number as it shows (`:integer` of 1.2 is 1),
        // found at the first key that is not NaN (MessageFormat 2's failure case, which no number matches).
        var compared: Double?
        for e in 0..<layout.caseCount {
            let key = Double(bitPattern: layout.caseKey64(p, e))
            if key.isNaN { continue }
            let shown = compared ?? Self.shown(value, spec)
            compared = shown
            if shown == key {
                guard let range = layout.caseBody(p, e) else { return .corrupt }
                number = PluralNumber(value: value.minus(offset), spec: spec)
                return ChosenBody(range, after: layout.after)
            }
        }
        let shifted = value.minus(offset)
        let category = pluralCategory(of: shifted, spec: spec, flags: flags, hasZero: hasZero)
        guard var range = layout.fixedBody(p, Int(category.rawValue)) else { return .corrupt }
        if range == nil, category != .other {
            guard let other = layout.fixedBody(p, Int(PluralCategory.other.rawValue)) else { return .corrupt }
            range = other
        }
        number = PluralNumber(value: shifted, spec: spec)
        return ChosenBody(range, after: layout.after)
    }

    /// The plural category of `value` (after the offset) as `spec` shows it:
    /// Apple's zero rule first when the flags ask for it and the choice has a
    /// `zero` case, else the locale's cardinal or ordinal rules.
    @inline(__always)
    mutating func pluralCategory(of value: MessageArgument.Numeric, spec: FormatSpec, flags: UInt8,
                                hasZero: Bool) -> PluralCategory {
        if case .int(let integer) = value, spec.argumentKind != .floatingPoint || spec.isPlainDecimal {
            // An integer shown without fraction digits: its operands are the integer.
            return pluralCategory(ofInteger: integer.magnitude, flags: flags, hasZero: hasZero)
        }
        if flags & ProgramFormat.pluralAppleZero != 0, value.isZero, hasZero { return .zero }
        let operands = PluralOperandsBuilder.operands(of: value, spec: spec)
        return flags & ProgramFormat.pluralOrdinal != 0 ? rules.pointee.ordinal.select(operands) : rules.pointee.cardinal.select(operands)
    }

    /// ``pluralCategory(of:spec:flags:hasZero:)`` of an integer shown
    /// without fraction digits (its magnitude: the rules read `i`, which
    /// has no sign).
    @inline(__always)
    mutating func pluralCategory(ofInteger magnitude: UInt64, flags: UInt8, hasZero: Bool) -> PluralCategory {
        if flags & ProgramFormat.pluralAppleZero != 0, magnitude == 0, hasZero { return .zero }
        return flags & ProgramFormat.pluralOrdinal != 0 ? rules.pointee.ordinal._selectInteger(magnitude)
            : rules.pointee.cardinal._selectInteger(magnitude)
    }

    /// Select, device and width choices: pick a body, or nil for no match.
    /// Header and case records lie inside the table `ChoiceLayout` checked,
    /// so they are read without a bounds check per field. Each kind has its
    /// own function, where the layout's geometry is constant.
    @inline(__always)
    private mutating func chooseCase(_ p: ByteView, at pc: Int, end: Int, kind: ProgramFormat.Opcode) -> (Range<Int>?, Int)? {
        switch kind {
        case .device: chooseDevice(p, at: pc, end: end)
        case .width: chooseWidth(p, at: pc, end: end)
        default: nil
        }
    }

    /// A device choice: the case of the render's device, else `other`'s.
    @inline(never)
    private mutating func chooseDevice(_ p: ByteView, at pc: Int, end: Int) -> (Range<Int>?, Int)? {
        guard let layout = ChoiceLayout(p, at: pc, end: end, opcode: .device) else { return nil }
        // The keys first; only the chosen body's range is read and checked.
        var pick = -1
        for c in 0..<layout.caseCount {
            let key = p.load(uncheckedAt: layout.record(c), as: UInt8.self)
            if key == device.rawValue { pick = c; break }
            if key == Device.other.rawValue { pick = c }
        }
        guard pick >= 0 else { return (nil, layout.after) }
        guard let range = layout.caseBody(p, pick) else { return nil }
        return (range, layout.after)
    }

    /// A width choice: the case whose key the render's width selects by the choice's rule.
    @inline(never)
    private mutating func chooseWidth(_ p: ByteView, at pc: Int, end: Int) -> (Range<Int>?, Int)? {
        guard let layout = ChoiceLayout(p, at: pc, end: end, opcode: .width) else { return nil }
        let rule = p.load(uncheckedAt: pc &+ Field.widthRule, as: UInt8.self)
        guard layout.caseCount > 0 else { return (nil, layout.after) }
        var pick = -1
        if rule == 0 {
            // Apple: the largest key <= width; below every key, the smallest.
            pick = 0
            for c in 0..<layout.caseCount {
                let key = p.load(uncheckedAt: layout.record(c), as: UInt32.self)
                if Int(Int32(bitPattern: key)) <= width { pick = c }
            }
        } else {
            // Swifternalization: the smallest key >= width; above every key, the largest.
            pick = layout.caseCount - 1
            for c in stride(from: layout.caseCount - 1, through: 0, by: -1) {
                let key = p.load(uncheckedAt: layout.record(c), as: UInt32.self)
                if Int(Int32(bitPattern: key)) >= width { pick = c }
            }
        }
        guard let range = layout.caseBody(p, pick) else { return nil }
        return (range, layout.after)
    }

    /// A select choice: the case whose key is the string argument, else
    /// `other`. A string select (`reportsMissing`) first records
    /// `unresolved-variable` when the argument is missing.
    @inline(never)
    private mutating func chooseSelect(_ p: ByteView, at pc: Int, end: Int, reportsMissing: Bool) -> ChosenBody {
        // A string select has a select's layout.
        guard let layout = ChoiceLayout(p, at: pc, end: end, opcode: .select) else { return .corrupt }
        let index = Int(p.load(uncheckedAt: pc &+ Field.argument, as: UInt8.self))
        if index >= 1, index <= arguments.count {
            // The text is read in place (no copy of the string, no retain); a string whose bytes are not
            // contiguous is copied, out of line.
            let argument = arguments.baseAddress.unsafelyUnwrapped + (index &- 1)
            // A text no key is as long as takes `other` without its bytes being read.
            if let length = argument.pointee.textUTF8Count {
                if Self.someKey(p, layout, hasLength: length) {
                    let pick = argument.pointee.withContiguousTextUTF8 { Self.selectCase(p, layout, text: $0) }
                        ?? Self.selectCaseCopying(p, layout, argument: argument.pointee)
                    if let pick { return pick }
                }
            } else if reportsMissing, argument.pointee.isMissing {
                recordMissingSelectorArgument()
            }
        } else if reportsMissing {
            recordMissingSelectorArgument()
        }
        guard let other = layout.fixedBody(p, 0) else { return .corrupt }
        return ChosenBody(other, after: layout.after)
    }

    /// A string select's argument is missing: MessageFormat 2's
    /// `unresolved-variable` (it selects as empty text, so `other`).
    private mutating func recordMissingSelectorArgument() {
        errors.append(.unresolvedVariable)
        status.insert(.formatErrors)
    }

    /// The case of the select `layout` whose key is `text`, or nil to take
    /// `other` (no key is, or its body is absent).
    @inline(__always)
    private static func selectCase(_ p: ByteView, _ layout: ChoiceLayout, text: UnsafeRawBufferPointer) -> ChosenBody? {
        // Keys are compared by length first: the text's bytes are read only for a key as long as it.
        for c in 0..<layout.caseCount {
            let at = layout.record(c)
            let keyStart = Int(p.load(uncheckedAt: at &+ ProgramFormat.ChoiceRecord.selectKeyStart, as: UInt32.self))
            let keyLength = Int(p.load(uncheckedAt: at &+ ProgramFormat.ChoiceRecord.selectKeyLength, as: UInt32.self))
            guard keyStart >= layout.floor, keyStart &+ keyLength <= layout.after else { return .corrupt }
            guard keyLength == text.count, p.bytesEqual(offset: keyStart, text) else { continue }
            guard let body = layout.caseBody(p, c) else { return .corrupt }
            if let body { return ChosenBody(body, after: layout.after) }
            return nil
        }
        return nil
    }

    /// Whether some key of the select `layout` is `length` bytes long (its
    /// records lie in the table the layout checked; where its bytes lie is
    /// checked by ``selectCase(_:_:text:)``, which reads them).
    @inline(__always)
    private static func someKey(_ p: ByteView, _ layout: ChoiceLayout, hasLength length: Int) -> Bool {
        for c in 0..<layout.caseCount {
            let keyLength = Int(p.load(uncheckedAt: layout.record(c) &+ ProgramFormat.ChoiceRecord.selectKeyLength, as: UInt32.self))
            if keyLength == length { return true }
        }
        return false
    }

    /// ``selectCase(_:_:text:)`` for a text argument whose bytes are not
    /// contiguous (a bridged string): compared from a copy.
    @inline(never)
    private static func selectCaseCopying(_ p: ByteView, _ layout: ChoiceLayout, argument: MessageArgument) -> ChosenBody? {
        guard case .string(var text) = argument else { return nil }
        return text.withUTF8 { selectCase(p, layout, text: UnsafeRawBufferPointer($0)) }
    }
}

/// The visible stand-in for a placeholder whose argument was not given.
enum MissingArgumentMarker {
    /// Writes `⟦N⟧` (N is the 1-based argument number).
    static func write(index: Int, into sink: inout UTF8Sink) {
        sink.append(scalar: "\u{27E6}")
        var digits: (UInt8, UInt8, UInt8) = (0, 0, 0)
        var n = max(0, min(index, 999)), count = 0
        repeat {
            let d = UInt8(n % 10) + UInt8(ascii: "0")
            switch count { case 0: digits.0 = d; case 1: digits.1 = d; default: digits.2 = d }
            n /= 10
            count += 1
        } while n > 0
        if count > 2 { sink.append(digits.2) }
        if count > 1 { sink.append(digits.1) }
        sink.append(digits.0)
        sink.append(scalar: "\u{27E7}")
    }
}
