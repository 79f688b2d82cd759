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
                  case .program(let program) = LocalePayload.program(in: payload, forKey: key.id, decoder: layout.chunkDecoder)
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
        func note(_ index: UInt8?, _ kind: FormatSpec.ArgumentKind?) {
            guard let index, let kind, kind != .none, index >= 1 else { return }
            while kinds.count < Int(index) { kinds.append(nil) }
            if kinds[Int(index) - 1] == nil { kinds[Int(index) - 1] = kind }
        }
        var pc = start
        while pc < end, let byte = p.u8(pc), let opcode = ProgramFormat.Opcode(rawValue: byte) {
            switch opcode {
            case .text:
                guard let n = p.u32(pc + 1) else { return }
                pc += ProgramFormat.textHeaderSize + Int(n)
            case .argument:
                note(p.u8(pc + 1), FormatSpec(encodedIn: p, at: pc + 2)?.argumentKind)
                pc += ProgramFormat.argumentSize
            case .pluralNumber:
                pc += ProgramFormat.pluralNumberSize
            case .textAroundArgument:
                let header = ProgramFormat.textAroundArgumentHeaderSize
                note(p.u8(pc + 1), FormatSpec(encodedIn: p, at: pc + 2)?.argumentKind)
                guard let prefix = p.u16(pc + header - 4), let suffix = p.u16(pc + header - 2) else { return }
                pc += header + Int(prefix) + Int(suffix)
            case .pluralTexts:
                note(p.u8(pc + 1), FormatSpec(encodedIn: p, at: pc + 2)?.argumentKind)
                let header = ProgramFormat.PluralTexts.headerSize
                guard let length = p.u16(pc + header - 2), Int(length) >= header else { return }
                pc += Int(length)
            case .textAroundNumber:
                guard let prefix = p.u16(pc + 1), let suffix = p.u16(pc + 3) else { return }
                pc += ProgramFormat.textAroundNumberHeaderSize + Int(prefix) + Int(suffix)
            case .plural, .select, .device, .width, .condition:
                guard let layout = ChoiceLayout(p, at: pc, end: end, opcode: opcode), let bodies = layout.allBodies(p) else { return }
                switch opcode {
                case .plural, .condition: note(p.u8(pc + 1), FormatSpec(encodedIn: p, at: pc + 2)?.argumentKind)
                case .select: note(p.u8(pc + 1), .string)
                default: break
                }
                for body in bodies { collect(p, from: body.lowerBound, to: body.upperBound, depth: depth + 1, into: &kinds) }
                pc = layout.after
            }
        }
    }
}
