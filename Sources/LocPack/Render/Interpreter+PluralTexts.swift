// The plural of texts instruction (`Specs/programs.md`, "plural of texts"): MessageFormat 2's and ICU's
// one-level plurals whose cases are texts around one placeholder.

extension Interpreter {
    /// How a one-instruction choice ended: where the program goes on, or why it stops.
    enum Step { case next(Int), noMatch, corrupt }

    /// A plural of texts (`Specs/programs.md`): the category's text, with the
    /// plural's argument or number where its entry says. The table is
    /// proved in range once; each chosen text is checked against the
    /// instruction's length.
    ///
    /// The commonest case — an integer argument from 0 to 999 under a plain
    /// integer spec, in output whose small integers are their digits — runs
    /// here without decoding the spec; any other goes to
    /// ``runPluralTextsInGeneral(_:at:length:into:)``. Both choose and write
    /// alike (`PluralTextsInstructionTests.rendersAsTheGeneralPlural`
    /// sends values down each).
    @inline(never)
    mutating func runPluralTexts(_ p: ByteView, at pc: Int, end: Int, into sink: inout UTF8Sink) -> Step {
        typealias Layout = ProgramFormat.PluralTexts
        guard end &- pc >= Layout.tableEnd else { return .corrupt }
        let length = Int(p.load(uncheckedAt: pc &+ Field.pluralTextsLength, as: UInt16.self))
        guard length >= Layout.tableEnd, length <= end &- pc else { return .corrupt }
        let index = Int(p.load(uncheckedAt: pc &+ Field.argument, as: UInt8.self))
        let spec = p.load(uncheckedAt: pc &+ Field.spec, as: UInt64.self)
        guard FormatSpec.encodedIsPlainInteger(spec) || FormatSpec.encodedIsPlainDecimal(spec),
              index >= 1, index <= arguments.count, case .int(let signed) = arguments[index &- 1],
              signed >= 0, signed < 1000, ArgumentFormatter.smallIntegersAreDigits(symbols)
        else { return runPluralTextsInGeneral(p, at: pc, length: length, into: &sink) }
        let value = UInt64(signed)
        let flags = p.load(uncheckedAt: pc &+ Field.pluralFlags, as: UInt8.self)
        // An integer is a number (MessageFormat 2's selector cannot fail on it) and shows as itself: an `=N` entry
        // matches it exactly.
        var chosen: ChosenText
        if flags & ProgramFormat.pluralTextsHasExact != 0,
           let exact = Self.exactText(p, pluralTextsAt: pc, length: length, flags: flags, key: Double(value)) {
            chosen = exact
        } else {
            let category = pluralCategory(ofInteger: value, flags: flags, hasZero: Self.hasZeroText(p, pluralTextsAt: pc))
            chosen = Self.chosenText(p, pluralTextsAt: pc, length: length, category: category)
        }
        switch chosen {
        case .text(let prefix, let suffix, let placeholder):
            sink.appendInlined(prefix)
            // The argument and `#` print the same here: the value's digits.
            if placeholder != .none { ArgumentFormatter.writeDigits(ofSmall: value, into: &sink) }
            sink.appendInlined(suffix)
            return .next(pc &+ length)
        case .noMatch: return .noMatch
        case .corrupt: return .corrupt
        }
    }

    /// ``runPluralTexts(_:at:end:into:)`` for any argument and spec: the
    /// instruction's `length` bytes at `pc` lie in the program.
    @inline(never)
    private mutating func runPluralTextsInGeneral(_ p: ByteView, at pc: Int, length: Int, into sink: inout UTF8Sink) -> Step {
        guard let spec = FormatSpec(uncheckedEncodedIn: p, at: pc &+ Field.spec) else { return .corrupt }
        let index = p.load(uncheckedAt: pc &+ Field.argument, as: UInt8.self)
        let flags = p.load(uncheckedAt: pc &+ Field.pluralFlags, as: UInt8.self)
        var value = MessageArgument.Numeric.int(0)
        var chosen: ChosenText? = nil
        if flags & ProgramFormat.pluralFailsToExactNaN != 0, !selectsAsNumber(index) {
            // MessageFormat 2's failed selector: the NaN entry, its errors recorded.
            chosen = Self.exactText(p, pluralTextsAt: pc, length: length, flags: flags, key: .nan) ?? .noMatch
        } else {
            value = numericArgument(index)
            if flags & ProgramFormat.pluralTextsHasExact != 0 {
                // `=N` entries compare the number as the spec shows it (`:integer` of 1.2 is 1).
                let compared = Self.shown(value, spec)
                // A NaN argument is a number no key equals (only a failed selector takes the NaN entry).
                if !compared.isNaN { chosen = Self.exactText(p, pluralTextsAt: pc, length: length, flags: flags, key: compared) }
            }
        }
        let category = chosen == nil
            ? pluralCategory(of: value, spec: spec, flags: flags, hasZero: Self.hasZeroText(p, pluralTextsAt: pc)) : .other
        switch chosen ?? Self.chosenText(p, pluralTextsAt: pc, length: length, category: category) {
        case .text(let prefix, let suffix, let placeholder):
            sink.append(prefix)
            switch placeholder {
            case .none: break
            case .argument: writeArgument(Int(index), spec: spec, into: &sink)
            case .number: writePluralNumber(PluralNumber(value: value, spec: spec), into: &sink)
            }
            sink.append(suffix)
            return .next(pc &+ length)
        case .noMatch: return .noMatch
        case .corrupt: return .corrupt
        }
    }

    /// The entry of a plural of texts chosen for a category: its texts and
    /// what goes between them, or why there is none.
    private enum ChosenText {
        case text(prefix: UnsafeRawBufferPointer, suffix: UnsafeRawBufferPointer,
                  placeholder: ProgramFormat.PluralTexts.Placeholder)
        case noMatch, corrupt
    }

    /// Whether the plural of texts at `pc` (its table in range) has a `zero` entry.
    @inline(__always)
    private static func hasZeroText(_ p: ByteView, pluralTextsAt pc: Int) -> Bool {
        p.load(uncheckedAt: pc &+ ProgramFormat.PluralTexts.headerSize, as: UInt16.self) != ProgramFormat.PluralTexts.absent
    }

    /// The entry for `category` of the plural of texts at `pc`, whose
    /// `length` bytes (at least its table) lie in the program; `other` when
    /// that category has none; no match without `other` either.
    @inline(__always)
    private static func chosenText(_ p: ByteView, pluralTextsAt pc: Int, length: Int, category: PluralCategory) -> ChosenText {
        typealias Layout = ProgramFormat.PluralTexts
        let entries = pc &+ Layout.headerSize
        var entry = entries &+ Int(category.rawValue) &* Layout.entrySize
        if p.load(uncheckedAt: entry, as: UInt16.self) == Layout.absent {
            entry = entries &+ Int(PluralCategory.other.rawValue) &* Layout.entrySize
            if p.load(uncheckedAt: entry, as: UInt16.self) == Layout.absent { return .noMatch }
        }
        return entryText(p, pluralTextsAt: pc, length: length, entry: entry)
    }

    /// The exact entry of the plural of texts at `pc` (its `length` bytes in
    /// the program) whose key is `key` (NaN: the NaN entry); nil when the
    /// instruction has no exact table (``ProgramFormat/pluralTextsHasExact``
    /// not in `flags`) or no entry matches.
    @inline(__always)
    private static func exactText(_ p: ByteView, pluralTextsAt pc: Int, length: Int, flags: UInt8, key: Double) -> ChosenText? {
        typealias Layout = ProgramFormat.PluralTexts
        guard flags & ProgramFormat.pluralTextsHasExact != 0 else { return nil }
        guard length >= Layout.exactTable &+ Layout.exactHeaderSize else { return .corrupt }
        let count = Int(p.load(uncheckedAt: pc &+ Layout.exactTable, as: UInt16.self))
        let first = Layout.exactTable &+ Layout.exactHeaderSize
        guard count <= (length &- first) / Layout.exactEntrySize else { return .corrupt }
        for e in 0..<count {
            let at = pc &+ first &+ e &* Layout.exactEntrySize
            let entryKey = Double(bitPattern: p.load(uncheckedAt: at, as: UInt64.self))
            if entryKey == key || (key.isNaN && entryKey.isNaN) {
                return entryText(p, pluralTextsAt: pc, length: length, entry: at &+ 8)
            }
        }
        return nil
    }

    /// The texts of the entry at byte `entry` (inside the table) of the
    /// plural of texts at `pc`.
    @inline(__always)
    private static func entryText(_ p: ByteView, pluralTextsAt pc: Int, length: Int, entry: Int) -> ChosenText {
        typealias Layout = ProgramFormat.PluralTexts
        if p.load(uncheckedAt: entry, as: UInt16.self) == Layout.absent { return .noMatch }
        let start = Int(p.load(uncheckedAt: entry &+ Layout.Entry.textStart, as: UInt16.self))
        let prefix = Int(p.load(uncheckedAt: entry &+ Layout.Entry.prefixLength, as: UInt16.self))
        let suffix = Int(p.load(uncheckedAt: entry &+ Layout.Entry.suffixLength, as: UInt16.self))
        guard start >= Layout.tableEnd, prefix &+ suffix <= length &- start,
              let placeholder = Layout.Placeholder(rawValue: p.load(uncheckedAt: entry &+ Layout.Entry.placeholder, as: UInt8.self))
        else { return .corrupt }
        assert(p.contains(offset: pc &+ start, length: prefix &+ suffix))
        let text = p.base.unsafelyUnwrapped + (pc &+ start)
        return .text(prefix: UnsafeRawBufferPointer(start: text, count: prefix),
                     suffix: UnsafeRawBufferPointer(start: text + prefix, count: suffix), placeholder: placeholder)
    }
}
