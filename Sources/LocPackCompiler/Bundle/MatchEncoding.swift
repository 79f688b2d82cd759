import LocPack

/// MessageFormat 2's `.match` on a number, then on a text, as the lowering
/// writes it — a plural whose every body is one string select on the same
/// argument — laid out as the match instruction's table (format 2.19,
/// ``ProgramFormat/Match``): a row per `=N` key and per category, a column
/// per text key of any of the selects and one for `other`. Each cell holds
/// the body the plural and then that row's select would run, so the match
/// renders what the nested choices render.
struct MatchTable {
    /// The text selector's argument (1-based).
    let textArgument: Int
    /// The text keys, as the selects compare them: UTF-8 bytes, each once.
    let keys: [[UInt8]]
    /// The body of each cell, row after row (nil: absent, no match).
    let cells: [Message?]

    /// The table of `choice`, or nil when it is no such `.match`.
    init?(_ choice: PluralChoice) {
        // MessageFormat 2's numeric selector; Apple's zero rule is never one.
        guard choice.failsToExactNaN, choice.rules != .appleCardinal else { return nil }
        // Rows: the `=N` keys, then each category (a category with no body takes `other`'s, as the plural does).
        let rows: [Message?] = choice.exact.map(\.message)
            + PluralCategory.allCases.map { choice.categories[$0] ?? choice.categories[.other] }
        var selects: [SelectChoice?] = []
        var argument: Int?
        for row in rows {
            guard let row else { selects.append(nil); continue }
            guard row.nodes.count == 1, case .select(let select) = row.nodes[0], select.reportsMissingArgument,
                  argument == nil || argument == select.argumentIndex else { return nil }
            argument = select.argumentIndex
            selects.append(select)
        }
        guard let argument else { return nil }
        var keys: [[UInt8]] = []
        for select in selects.compactMap({ $0 }) {
            for c in select.cases where !keys.contains(Array(c.value.utf8)) { keys.append(Array(c.value.utf8)) }
        }
        guard keys.count <= Int(UInt16.max) else { return nil }
        // A select takes its first case whose key has the text's bytes, else `other`.
        cells = selects.flatMap { select in
            keys.map { key in select.flatMap { s in s.cases.first { Array($0.value.utf8) == key }?.message ?? s.other } }
                + [select?.other]
        }
        self.keys = keys
        textArgument = argument
    }
}

extension ProgramEncoder {
    /// Appends the match instruction of `table`, made from `choice` (its
    /// offset already checked: `offset`). Its cells' bodies count two
    /// levels deeper, as the select's bodies inside the plural do, so the
    /// nesting limit does not depend on the encoding chosen; a body that
    /// several cells hold is written once.
    static func encodeMatch(_ table: MatchTable, _ choice: PluralChoice, offset: Int32, into out: inout ByteWriter,
                            base: Int, depth: Int, options: Options) throws(CompilerError) {
        typealias Match = ProgramFormat.Match
        let header = try appendPluralHeader(choice, opcode: .match, size: Match.headerSize, offset: offset, into: &out)
        out.set(u8: try argumentByte(table.textArgument), at: header + Match.textArgument)
        out.set(u16: UInt16(table.keys.count), at: header + Match.keyCount)
        for key in try exactKeyBits(choice) { out.append(u64: key) }
        let keyRecords = out.appendZeros(table.keys.count * Match.textKeySize)
        let cells = out.count
        for _ in table.cells { appendAbsentBody(to: &out) }
        let afterAt = out.count
        out.append(u32: 0)
        for (i, key) in table.keys.enumerated() {
            out.set(u32: UInt32(out.count - base), at: keyRecords + i * Match.textKeySize + Match.textKeyStart)
            out.set(u32: UInt32(key.count), at: keyRecords + i * Match.textKeySize + Match.textKeyLength)
            out.append(contentsOf: key)
        }
        var written: [(body: Message, start: UInt32, end: UInt32)] = []
        for (i, cell) in table.cells.enumerated() {
            guard let cell else { continue }
            let slot = cells + i * Record.bodySize
            if let same = written.first(where: { $0.body == cell }) {
                out.set(u32: same.start, at: slot)
                out.set(u32: same.end, at: slot + Record.bodyEnd)
                continue
            }
            let start = UInt32(out.count - base)
            try encodeBody(cell, rangeAt: slot, into: &out, base: base, depth: depth + 1, options: options)
            written.append((cell, start, UInt32(out.count - base)))
        }
        out.set(u32: UInt32(out.count - base), at: afterAt)
    }
}
