extension Catalog {
    /// The kind of argument each placeholder of a key's message wants in
    /// `locale` (index 0 is argument 1); nil where no placeholder uses that
    /// argument. Plural selectors report the kind of their display spec.
    /// For tools that turn text into typed arguments (the `locpack` CLI).
    public func argumentKinds(of key: KeyHandle, locale: LocaleHandle) -> [FormatSpec.ArgumentKind?] {
        guard key.id >= 0, key.id < keyCount else { return [] }
        var kinds: [FormatSpec.ArgumentKind?] = []
        for handle in fallbackChain(of: locale) {
            guard let payload = payload(ofLocale: handle.index),
                  case .program(let program) = payload.pointee.program(forKey: key.id, decoder: layout.chunkDecoder)
            else { continue }
            ProgramWalker.collect(program, from: 0, to: program.count, depth: 0, into: &kinds)
            break
        }
        return kinds
    }
}

/// Visits every placeholder of a program, in every branch.
enum ProgramWalker {
    static func collect(_ p: ByteView, from start: Int, to end: Int, depth: Int, into kinds: inout [FormatSpec.ArgumentKind?]) {
        guard depth <= BundleFormat.maximumNesting else { return }
        func note(_ index: Int, _ kind: FormatSpec.ArgumentKind) {
            guard index >= 1, index <= 255 else { return }
            while kinds.count < index { kinds.append(nil) }
            if kinds[index - 1] == nil { kinds[index - 1] = kind }
        }
        func bodies(_ ranges: [(Int, Int)], floor: Int, after: Int) {
            for (s, e) in ranges where s != Int(BundleFormat.none32) && s >= floor && s <= e && e <= after {
                collect(p, from: s, to: e, depth: depth + 1, into: &kinds)
            }
        }
        var pc = start
        while pc < end, let opcode = p.u8(pc) {
            switch ProgramFormat.Opcode(rawValue: opcode) {
            case .text:
                guard let n = p.u32(pc + 1) else { return }
                pc += 5 + Int(n)
            case .argument:
                guard let index = p.u8(pc + 1), let spec = FormatSpec(encodedIn: p, at: pc + 2) else { return }
                if spec.argumentKind != .none { note(Int(index), spec.argumentKind) }
                pc += 2 + ProgramFormat.specSize
            case .pluralNumber:
                pc += 1
            case .plural:
                guard let index = p.u8(pc + 1), let spec = FormatSpec(encodedIn: p, at: pc + 2),
                      let exact = p.u8(pc + 14) else { return }
                note(Int(index), spec.argumentKind)
                let exactBase = pc + ProgramFormat.pluralHeaderSize
                let categoryBase = exactBase + Int(exact) * 16
                guard let after = p.u32(categoryBase + 48) else { return }
                var ranges: [(Int, Int)] = []
                for e in 0..<Int(exact) { ranges.append((Int(p.u32(exactBase + e * 16 + 8) ?? 0), Int(p.u32(exactBase + e * 16 + 12) ?? 0))) }
                for c in 0..<6 { ranges.append((Int(p.u32(categoryBase + c * 8) ?? 0), Int(p.u32(categoryBase + c * 8 + 4) ?? 0))) }
                bodies(ranges, floor: categoryBase + 52, after: Int(after))
                guard Int(after) > pc else { return }
                pc = Int(after)
            case .select:
                guard let index = p.u8(pc + 1), let count = p.u16(pc + 2) else { return }
                note(Int(index), .string)
                let otherAt = pc + 4 + Int(count) * 16
                guard let after = p.u32(otherAt + 8) else { return }
                var ranges: [(Int, Int)] = [(Int(p.u32(otherAt) ?? 0), Int(p.u32(otherAt + 4) ?? 0))]
                for c in 0..<Int(count) { ranges.append((Int(p.u32(pc + 4 + c * 16 + 8) ?? 0), Int(p.u32(pc + 4 + c * 16 + 12) ?? 0))) }
                bodies(ranges, floor: otherAt + 12, after: Int(after))
                guard Int(after) > pc else { return }
                pc = Int(after)
            case .device:
                guard let count = p.u8(pc + 1), let after = p.u32(pc + 2 + Int(count) * 9) else { return }
                let ranges = (0..<Int(count)).map { (Int(p.u32(pc + 2 + $0 * 9 + 1) ?? 0), Int(p.u32(pc + 2 + $0 * 9 + 5) ?? 0)) }
                bodies(ranges, floor: pc + 6 + Int(count) * 9, after: Int(after))
                guard Int(after) > pc else { return }
                pc = Int(after)
            case .width:
                guard let count = p.u8(pc + 2), let after = p.u32(pc + 3 + Int(count) * 12) else { return }
                let ranges = (0..<Int(count)).map { (Int(p.u32(pc + 3 + $0 * 12 + 4) ?? 0), Int(p.u32(pc + 3 + $0 * 12 + 8) ?? 0)) }
                bodies(ranges, floor: pc + 7 + Int(count) * 12, after: Int(after))
                guard Int(after) > pc else { return }
                pc = Int(after)
            case .condition:
                guard let index = p.u8(pc + 1), let spec = FormatSpec(encodedIn: p, at: pc + 2),
                      let count = p.u8(pc + 2 + ProgramFormat.specSize) else { return }
                note(Int(index), spec.argumentKind)
                let table = pc + ConditionFormat.headerSize
                let otherAt = table + Int(count) * ConditionFormat.caseSize
                guard let after = p.u32(otherAt + 8) else { return }
                var ranges: [(Int, Int)] = [(Int(p.u32(otherAt) ?? 0), Int(p.u32(otherAt + 4) ?? 0))]
                for c in 0..<Int(count) {
                    let at = table + c * ConditionFormat.caseSize + ConditionFormat.caseBodyOffset
                    ranges.append((Int(p.u32(at) ?? 0), Int(p.u32(at + 4) ?? 0)))
                }
                bodies(ranges, floor: otherAt + 12, after: Int(after))
                guard Int(after) > pc else { return }
                pc = Int(after)
            case nil:
                return
            }
        }
    }
}
