// Choosing a choice's body: plural, select, device and width (`Specs/programs.md`, "Choices").

extension Interpreter {
    /// A plural choice: the body of the first `=N` key the argument equals
    /// (before the offset), else of its plural category after the offset
    /// (`other` when that category has none); sets `number` to what `#`
    /// then prints.
    @inline(never)
    mutating func choosePlural(_ p: ByteView, at pc: Int, end: Int, number: inout PluralNumber?) -> ChosenBody {
        guard let layout = ChoiceLayout(p, at: pc, end: end, opcode: .plural) else { return .corrupt }
        // The header lies before the case table, inside the range the layout checked.
        let hasZero = p.load(uncheckedAt: layout.fixedBodies, as: UInt32.self) != BundleFormat.none32
        guard let row = pluralRow(p, at: pc, exactCount: layout.caseCount, hasZero: hasZero, setsNumber: true, number: &number,
                                  exactKey: { layout.caseKey64(p, $0) })
        else { return .corrupt }
        if row < layout.caseCount {
            guard let range = layout.caseBody(p, row) else { return .corrupt }
            return ChosenBody(range, after: layout.after)
        }
        let category = row &- layout.caseCount
        guard var range = layout.fixedBody(p, category) else { return .corrupt }
        if range == nil, category != Int(PluralCategory.other.rawValue) {
            guard let other = layout.fixedBody(p, Int(PluralCategory.other.rawValue)) else { return .corrupt }
            range = other
        }
        return ChosenBody(range, after: layout.after)
    }

    /// A match: the cell of the row its number selector picks (as a
    /// plural's selection does; the Apple zero rule never applies) and of
    /// the column its text selector picks (as a string select does: a
    /// missing argument records `unresolved-variable` and takes `other`).
    /// Sets no `#` number: MessageFormat 2 has none.
    @inline(never)
    mutating func chooseMatch(_ p: ByteView, at pc: Int, end: Int) -> ChosenBody {
        guard let layout = MatchLayout(p, at: pc, end: end) else { return .corrupt }
        // The header lies before the keys, inside the range the layout checked.
        var unused: PluralNumber?
        guard let row = pluralRow(p, at: pc, exactCount: layout.exactCount, hasZero: false, setsNumber: false, number: &unused,
                                  exactKey: { layout.exactKey64(p, $0) })
        else { return .corrupt }
        let textArgument = Int(p.load(uncheckedAt: pc &+ ProgramFormat.Match.textArgument, as: UInt8.self))
        guard let column = textColumn(p, layout.textKeys, argument: textArgument, reportsMissing: true),
              let cell = layout.cell(p, row: row, column: column)
        else { return .corrupt }
        return ChosenBody(cell, after: layout.after)
    }

    /// The row a plural's selection picks for the instruction at `pc`
    /// (a plural or a match: the argument, spec, flags and offset where a
    /// plural has them): the first `=N` key the argument equals (its
    /// index, below `exactCount`; `exactKey` reads each key's f64 bits),
    /// else `exactCount` + its plural category after the offset; nil when
    /// the spec is corrupt. With `setsNumber`, sets `number` to what `#`
    /// then prints.
    @inline(__always)
    mutating func pluralRow(_ p: ByteView, at pc: Int, exactCount: Int, hasZero: Bool, setsNumber: Bool,
                            number: inout PluralNumber?, exactKey: (Int) -> UInt64) -> Int? {
        let index = p.load(uncheckedAt: pc &+ Field.argument, as: UInt8.self)
        let flags = p.load(uncheckedAt: pc &+ Field.pluralFlags, as: UInt8.self)
        let offsetBits = p.load(uncheckedAt: pc &+ Field.pluralOffset, as: UInt32.self)
        let offset = Int64(Int32(bitPattern: offsetBits))
        // The spec's seven bytes and the flags after them, read as one word: the commonest plural needs no decoded spec.
        let specBits = p.load(uncheckedAt: pc &+ Field.spec, as: UInt64.self)
        if Int(index) >= 1, Int(index) <= arguments.count, case .int(let v) = arguments[Int(index) &- 1],
           case (let shifted, false) = v.subtractingReportingOverflow(offset), FormatSpec.encodedShowsIntegersAsThemselves(specBits) {
            // The commonest plural: an integer shown as itself. `=N` keys compare with it exactly, before
            // the offset (MessageFormat 2's `:offset` too); the category and `#` take it after.
            if setsNumber {
                guard let spec = FormatSpec(uncheckedEncodedIn: p, at: pc &+ Field.spec) else { return nil }
                number = PluralNumber(value: .int(shifted), spec: spec)
            }
            let exact = Double(v)
            for e in 0..<exactCount where exact == Double(bitPattern: exactKey(e)) { return e }
            return exactCount &+ Int(pluralCategory(ofInteger: shifted.magnitude, flags: flags, hasZero: hasZero).rawValue)
        }
        guard let spec = FormatSpec(uncheckedEncodedIn: p, at: pc &+ Field.spec) else { return nil }
        if flags & ProgramFormat.pluralFailsToExactNaN != 0, !argumentIsNumber(index), !selectsAsNumber(index) {
            for e in 0..<exactCount where Double(bitPattern: exactKey(e)).isNaN {
                if setsNumber { number = PluralNumber(value: .int(0), spec: spec) }
                return e
            }
        }
        let value = numericArgument(index)
        let shifted = value.minus(offset)
        if setsNumber { number = PluralNumber(value: shifted, spec: spec) }
        // A decimal spec compares `=N` keys with the number as it shows (`:integer` of 1.2 is 1),
        // found at the first key that is not NaN (MessageFormat 2's failure case, which no number matches).
        var compared: Double?
        for e in 0..<exactCount {
            let key = Double(bitPattern: exactKey(e))
            if key.isNaN { continue }
            let shown = compared ?? Self.shown(value, spec)
            compared = shown
            if shown == key { return e }
        }
        return exactCount &+ Int(pluralCategory(of: shifted, spec: spec, flags: flags, hasZero: hasZero).rawValue)
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
    mutating func chooseCase(_ p: ByteView, at pc: Int, end: Int, kind: ProgramFormat.Opcode) -> (Range<Int>?, Int)? {
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

    /// A select choice whose argument is text, read in place (no copy of
    /// the string, no retain): the case whose key is the text, else
    /// `other`; nil when the argument is not contiguous text (or the
    /// choice is corrupt), for ``chooseSelect(_:at:end:reportsMissing:)``.
    /// Small, for the interpreter's loop to run inline.
    @_transparent
    func chooseTextSelect(_ p: ByteView, at pc: Int, end: Int) -> ChosenBody? {
        // A string select has a select's layout.
        guard let layout = ChoiceLayout(p, at: pc, end: end, opcode: .select) else { return nil }
        let index = Int(p.load(uncheckedAt: pc &+ Field.argument, as: UInt8.self))
        guard UInt(bitPattern: index &- 1) < UInt(bitPattern: arguments.count) else { return nil }
        let argument = arguments.baseAddress.unsafelyUnwrapped + (index &- 1)
        guard let length = argument.pointee.textUTF8Count else { return nil }
        // A text no key is as long as takes `other` without its bytes being read.
        if layout.textKeys.someKey(in: p, hasLength: length) {
            guard let found = argument.pointee.withContiguousTextUTF8({ Self.selectCase(p, layout, text: $0) }) else { return nil }
            if let pick = found { return pick }
        }
        guard let other = layout.fixedBody(p, 0) else { return nil }
        return ChosenBody(other, after: layout.after)
    }

    /// A select choice: the case whose key is the string argument, else
    /// `other`. A string select (`reportsMissing`) first records
    /// `unresolved-variable` when the argument is missing. The loop tries
    /// ``chooseTextSelect(_:at:end:)`` first: text reaches this only when
    /// its bytes are not contiguous (a bridged string), compared from a
    /// copy, or when the choice is corrupt.
    @inline(never)
    mutating func chooseSelect(_ p: ByteView, at pc: Int, end: Int, reportsMissing: Bool) -> ChosenBody {
        // A string select has a select's layout.
        guard let layout = ChoiceLayout(p, at: pc, end: end, opcode: .select) else { return .corrupt }
        let index = Int(p.load(uncheckedAt: pc &+ Field.argument, as: UInt8.self))
        guard let c = textColumn(p, layout.textKeys, argument: index, reportsMissing: reportsMissing) else { return .corrupt }
        if c < layout.caseCount {
            guard let body = layout.caseBody(p, c) else { return .corrupt }
            if let body { return ChosenBody(body, after: layout.after) }
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
        guard let c = layout.textKeys.index(of: text, in: p) else { return .corrupt }
        guard c < layout.caseCount else { return nil }
        guard let body = layout.caseBody(p, c) else { return .corrupt }
        if let body { return ChosenBody(body, after: layout.after) }
        return nil
    }

    /// The key of `keys` that text argument `index` equals: its index,
    /// else `keys.count` (`other`); nil when a key compared is corrupt.
    /// Any argument that is no text takes `other`; with `reportsMissing`
    /// (MessageFormat 2's `:string`, which reads a missing argument as
    /// empty text), a missing one records `unresolved-variable` first.
    @inline(__always)
    mutating func textColumn(_ p: ByteView, _ keys: TextKeys, argument index: Int, reportsMissing: Bool) -> Int? {
        guard UInt(bitPattern: index &- 1) < UInt(bitPattern: arguments.count) else {
            if reportsMissing { recordMissingSelectorArgument() }
            return keys.count
        }
        let argument = arguments.baseAddress.unsafelyUnwrapped + (index &- 1)
        guard let length = argument.pointee.textUTF8Count else {
            if reportsMissing, argument.pointee.isMissing { recordMissingSelectorArgument() }
            return keys.count
        }
        guard keys.someKey(in: p, hasLength: length) else { return keys.count }
        if let found = argument.pointee.withContiguousTextUTF8({ keys.index(of: $0, in: p) }) { return found }
        return Self.keyIndexCopying(p, keys, argument: argument.pointee)
    }

    /// ``TextKeys/index(of:in:)`` for a text argument whose bytes are not
    /// contiguous (a bridged string): compared from a copy.
    @inline(never)
    private static func keyIndexCopying(_ p: ByteView, _ keys: TextKeys, argument: MessageArgument) -> Int? {
        guard case .string(var text) = argument else { return keys.count }
        return text.withUTF8 { keys.index(of: UnsafeRawBufferPointer($0), in: p) }
    }
}
