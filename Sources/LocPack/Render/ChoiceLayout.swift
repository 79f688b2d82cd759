/// Where the parts of a choice instruction lie (`Specs/programs.md`): its
/// case records, the fixed bodies after them (a plural's six categories, a
/// select's or condition's `other`), and `after`. The one reader of choice
/// geometry: the interpreter selects with it, ``ProgramWalker`` visits every
/// body with it, and the compiler's encoder writes with the same constants.
@usableFromInline
struct ChoiceLayout {
    typealias Record = ProgramFormat.ChoiceRecord

    /// Bytes before the first case record, by opcode: plural
    /// (``ProgramFormat/pluralHeaderSize``), select and string select
    /// (opcode, argument, u16 count), device (opcode, u8 count), width (opcode, rule, u8 count),
    /// condition (``ConditionFormat/headerSize``).
    static func headerSize(_ opcode: ProgramFormat.Opcode) -> Int {
        switch opcode {
        case .plural: ProgramFormat.pluralHeaderSize
        case .select, .stringSelect: Record.selectHeaderSize
        case .device: Record.deviceHeaderSize
        case .width: Record.widthHeaderSize
        case .condition: ConditionFormat.headerSize
        case .text, .argument, .pluralNumber, .textAroundArgument, .textAroundNumber, .pluralTexts, .value, .textAroundValue, .match: 0
        }
    }

    let opcode: ProgramFormat.Opcode
    /// The first case record.
    let cases: Int
    let caseCount: Int
    let caseSize: Int
    /// Offset of the body range inside a case record.
    let caseBody: Int
    /// The first fixed body range (categories or `other`), and how many.
    let fixedBodies: Int
    let fixedBodyCount: Int
    /// Where execution continues after the chosen body; bodies lie in
    /// `[floor, after]`.
    let after: Int
    var floor: Int { fixedBodies &+ fixedBodyCount &* Record.bodySize &+ 4 }

    /// Reads the geometry of the choice at `pc` (opcode `opcode`), or nil
    /// when its table or `after` does not fit in `[pc, end]` (or that range
    /// does not lie in `p`). Every read is checked against `end` once.
    @inline(__always)
    init?(_ p: ByteView, at pc: Int, end: Int, opcode: ProgramFormat.Opcode) {
        self.opcode = opcode
        let header = Self.headerSize(opcode)
        guard pc >= 0, end <= p.count, header > 0, end &- pc >= header else { return nil }
        cases = pc &+ header
        let count: Int
        switch opcode {
        case .plural:
            count = Int(p.load(uncheckedAt: pc &+ ProgramFormat.Field.pluralExactCount, as: UInt8.self))
            (caseSize, caseBody, fixedBodyCount) = (Record.pluralExactSize, Record.pluralExactBody, Record.pluralCategories)
        case .select, .stringSelect:
            count = Int(p.load(uncheckedAt: pc &+ ProgramFormat.Field.selectCaseCount, as: UInt16.self))
            (caseSize, caseBody, fixedBodyCount) = (Record.selectSize, Record.selectBody, 1)
        case .device:
            count = Int(p.load(uncheckedAt: pc &+ ProgramFormat.Field.deviceCaseCount, as: UInt8.self))
            (caseSize, caseBody, fixedBodyCount) = (Record.deviceSize, Record.deviceBody, 0)
        case .width:
            count = Int(p.load(uncheckedAt: pc &+ ProgramFormat.Field.widthCaseCount, as: UInt8.self))
            (caseSize, caseBody, fixedBodyCount) = (Record.widthSize, Record.widthBody, 0)
        case .condition:
            count = Int(p.load(uncheckedAt: pc &+ ProgramFormat.Field.conditionCaseCount, as: UInt8.self))
            (caseSize, caseBody, fixedBodyCount) = (ConditionFormat.caseSize, ConditionFormat.caseBodyOffset, 1)
        case .text, .argument, .pluralNumber, .textAroundArgument, .textAroundNumber, .pluralTexts, .value, .textAroundValue, .match:
            return nil
        }
        caseCount = count
        fixedBodies = cases &+ count &* caseSize
        let afterAt = fixedBodies &+ fixedBodyCount &* Record.bodySize
        guard afterAt <= end &- 4 else { return nil }
        let afterBits = Int(p.load(uncheckedAt: afterAt, as: UInt32.self))
        guard afterBits >= afterAt &+ 4, afterBits <= end else { return nil }
        after = afterBits
    }

    /// The offset of case record `i`.
    @inline(__always)
    func record(_ i: Int) -> Int { cases &+ i &* caseSize }

    /// The body of case `i`: nil when corrupt or `i` is not a case,
    /// `.some(nil)` when absent.
    @inline(__always)
    func caseBody(_ p: ByteView, _ i: Int) -> Range<Int>?? {
        guard UInt(bitPattern: i) < UInt(bitPattern: caseCount) else { return nil }
        return body(p, at: record(i) &+ caseBody)
    }

    /// Fixed body `i` (a plural category number, or 0 for `other`).
    @inline(__always)
    func fixedBody(_ p: ByteView, _ i: Int) -> Range<Int>?? {
        guard UInt(bitPattern: i) < UInt(bitPattern: fixedBodyCount) else { return nil }
        return body(p, at: fixedBodies &+ i &* Record.bodySize)
    }

    /// The value of case record `i`'s `u64` key (a plural's `=N`, as f64 bits).
    @inline(__always)
    func caseKey64(_ p: ByteView, _ i: Int) -> UInt64 {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: caseCount))
        return p.load(uncheckedAt: record(i), as: UInt64.self)
    }

    /// Reads a body range `[start, end)` that must lie in `[floor, after]`;
    /// start `0xFFFFFFFF` means absent. `offset` is a body slot of the table,
    /// which lies before `after`'s own slot, proved in range by `init`.
    @inline(__always)
    private func body(_ p: ByteView, at offset: Int) -> Range<Int>?? {
        Self.body(p, at: offset, floor: floor, after: after)
    }

    /// Reads the body range at `offset` (a slot the caller proved in
    /// range) of any choice whose bodies must lie in `[floor, after]`:
    /// `.some(nil)` when absent (start `0xFFFFFFFF`), nil when corrupt.
    @inline(__always)
    static func body(_ p: ByteView, at offset: Int, floor: Int, after: Int) -> Range<Int>?? {
        let start = p.load(uncheckedAt: offset, as: UInt32.self), stop = p.load(uncheckedAt: offset &+ Record.bodyEnd, as: UInt32.self)
        if start == BundleFormat.none32 { return .some(nil) }
        let s = Int(start), e = Int(stop)
        guard s >= floor, s <= e, e <= after else { return nil }
        return .some(s..<e)
    }

    /// The keys of a select (a string select's too), read from its case records.
    @inline(__always)
    var textKeys: TextKeys {
        TextKeys(first: cases, count: caseCount, stride: caseSize, floor: floor, after: after)
    }

    /// Every body range of the choice, present or not, in table order (for
    /// walkers); nil when one is corrupt.
    func allBodies(_ p: ByteView) -> [Range<Int>]? {
        var ranges: [Range<Int>] = []
        for i in 0..<caseCount {
            guard let range = caseBody(p, i) else { return nil }
            if let range { ranges.append(range) }
        }
        for i in 0..<fixedBodyCount {
            guard let range = fixedBody(p, i) else { return nil }
            if let range { ranges.append(range) }
        }
        return ranges
    }
}
