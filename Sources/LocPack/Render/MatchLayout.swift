/// Where the parts of a match instruction lie (``ProgramFormat/Match``,
/// `Specs/programs.md`, "match"): the number selector's `=N` keys, the
/// text selector's keys, the table of cells and `after`. The one reader of
/// its geometry: the interpreter selects with it and ``ProgramWalker``
/// visits every body with it.
struct MatchLayout {
    typealias Geometry = ProgramFormat.Match

    /// The first `=N` key (f64) and how many there are: the rows before
    /// the categories'.
    let exactKeys: Int, exactCount: Int
    /// The text selector's keys; a cell's column is a key's index, or
    /// their count for `other`.
    let textKeys: TextKeys
    /// The first cell, and the table's rows (`=N` keys, then the six
    /// categories) and columns (text keys, then `other`).
    let cells: Int, rows: Int, columns: Int
    /// Where execution continues after the chosen body; bodies lie in
    /// `[floor, after]`.
    let after: Int
    var floor: Int { textKeys.floor }

    /// Reads the geometry of the match at `pc`, or nil when its table or
    /// `after` does not fit in `[pc, end]` (or that range does not lie in
    /// `p`). Every read of the table is checked against `end` here, once.
    @inline(__always)
    init?(_ p: ByteView, at pc: Int, end: Int) {
        guard pc >= 0, end <= p.count, end &- pc >= Geometry.headerSize else { return nil }
        exactCount = Int(p.load(uncheckedAt: pc &+ ProgramFormat.Field.pluralExactCount, as: UInt8.self))
        let keyCount = Int(p.load(uncheckedAt: pc &+ Geometry.keyCount, as: UInt16.self))
        exactKeys = pc &+ Geometry.headerSize
        let keys = exactKeys &+ exactCount &* Geometry.exactKeySize
        cells = keys &+ keyCount &* Geometry.textKeySize
        rows = exactCount &+ Geometry.categoryRows
        columns = keyCount &+ 1
        // At most 261 rows × 65,536 columns × 8 bytes: no overflow.
        let afterAt = cells &+ rows &* columns &* ProgramFormat.ChoiceRecord.bodySize
        guard afterAt <= end &- 4 else { return nil }
        let afterBits = Int(p.load(uncheckedAt: afterAt, as: UInt32.self))
        guard afterBits >= afterAt &+ 4, afterBits <= end else { return nil }
        after = afterBits
        textKeys = TextKeys(first: keys, count: keyCount, stride: Geometry.textKeySize, floor: afterAt &+ 4, after: afterBits)
    }

    /// The value of `=N` key `i` (f64 bits).
    @inline(__always)
    func exactKey64(_ p: ByteView, _ i: Int) -> UInt64 {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: exactCount))
        return p.load(uncheckedAt: exactKeys &+ i &* Geometry.exactKeySize, as: UInt64.self)
    }

    /// The body of the cell at `row` and `column`: nil when corrupt or
    /// outside the table, `.some(nil)` when absent.
    @inline(__always)
    func cell(_ p: ByteView, row: Int, column: Int) -> Range<Int>?? {
        guard UInt(bitPattern: row) < UInt(bitPattern: rows), UInt(bitPattern: column) < UInt(bitPattern: columns) else { return nil }
        let slot = cells &+ (row &* columns &+ column) &* ProgramFormat.ChoiceRecord.bodySize
        return ChoiceLayout.body(p, at: slot, floor: floor, after: after)
    }

    /// Every distinct body the cells name, in table order (for walkers);
    /// nil when one is corrupt.
    func allBodies(_ p: ByteView) -> [Range<Int>]? {
        var ranges: [Range<Int>] = [], seen: Set<Range<Int>> = []
        for row in 0..<rows {
            for column in 0..<columns {
                guard let range = cell(p, row: row, column: column) else { return nil }
                if let range, seen.insert(range).inserted { ranges.append(range) }
            }
        }
        return ranges
    }
}
