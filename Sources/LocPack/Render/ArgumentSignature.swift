extension Catalog {
    /// The kind of argument each placeholder of a key's message wants in
    /// `locale` (index 0 is argument 1); nil where no placeholder uses that
    /// argument. Plural selectors report the kind of their display spec.
    /// For tools that turn text into typed arguments (the `locpack` CLI).
    public func argumentKinds(of key: KeyHandle, locale: LocaleHandle) -> [FormatSpec.ArgumentKind?] {
        guard key.id >= 0, key.id < keyCount else { return [] }
        var kinds: [FormatSpec.ArgumentKind?] = []
        for handle in fallbackChain(of: locale) {
            guard let payload = payload(ofLocale: handle.index) else { continue }
            switch LocalePayload.program(in: payload, forKey: key.id, decoder: layout.chunkDecoder) {
            case .program(let program):
                ProgramWalker.collect(program, from: 0, to: program.count, depth: 0, into: &kinds)
                return kinds
            case .text:
                // One run of text: no placeholders.
                return kinds
            case .absent, .corrupt:
                continue
            }
        }
        return kinds
    }
}

/// Visits every placeholder of a program, in every branch.
enum ProgramWalker {
    typealias Field = ProgramFormat.Field

    /// The kind of argument `spec` asks for: its conversion's, but an
    /// integer for a decimal spec that shows no fraction and is no
    /// percentage and no currency (MessageFormat 2's `:integer`), so
    /// generated accessors take an `Int` there (an amount of yen stays a
    /// `Double`).
    static func kind(of spec: FormatSpec) -> FormatSpec.ArgumentKind {
        if let style = DecimalStyle(spec), style.maximumFractionDigits == 0, !style.usesSignificantDigits, !style.isPercent,
           !style.hasAffixes {
            return .signedInteger
        }
        return spec.argumentKind
    }

    static func collect(_ p: ByteView, from start: Int, to end: Int, depth: Int, into kinds: inout [FormatSpec.ArgumentKind?]) {
        guard depth <= BundleFormat.maximumNesting else { return }
        func note(_ index: UInt8?, _ kind: FormatSpec.ArgumentKind?) {
            guard let index, let kind, kind != .none, index >= 1 else { return }
            while kinds.count < Int(index) { kinds.append(nil) }
            if kinds[Int(index) - 1] == nil { kinds[Int(index) - 1] = kind }
        }
        var pc = start
        /// Notes the argument and spec of the instruction at `pc`.
        func noteArgument() {
            note(p.u8(pc + Field.argument), FormatSpec(encodedIn: p, at: pc + Field.spec).map(kind(of:)))
        }
        /// Notes the arguments of the value instruction at `instruction`
        /// and returns where it ends, or nil when it is cut short.
        func valueEnd(at instruction: Int) -> Int? {
            let header = ProgramFormat.Value.headerSize, start = instruction
            var pc = instruction
            guard let errors = p.u8(pc + ProgramFormat.Value.errorCount),
                  let literal = p.u16(pc + ProgramFormat.Value.literalLength),
                  let fallback = p.u16(pc + ProgramFormat.Value.fallbackLength),
                  let options = p.u8(pc + ProgramFormat.Value.optionCount),
                  let modeByte = p.u8(pc + ProgramFormat.Value.mode) else { return nil }
            // The mode, without the plain flag (format 2.19).
            let mode = modeByte & ProgramFormat.Value.modeMask
            let isFunction = mode == ProgramFormat.Value.Mode.function.rawValue
            if p.u8(pc + Field.argument) != 0 {
                let spec = FormatSpec(encodedIn: p, at: pc + Field.spec)
                note(p.u8(pc + Field.argument), mode == ProgramFormat.Value.Mode.implicit.rawValue ? .string : spec.map(kind(of:)))
            }
            var namesCurrency = false
            for r in 0..<Int(options) {
                let record = pc + header + Int(errors) + Int(literal) + Int(fallback) + r * ProgramFormat.Value.optionSize
                // :offset's records hold an amount, not an argument.
                guard let kind = p.u8(record), kind != ProgramFormat.Value.addOption, kind != ProgramFormat.Value.subtractOption
                else { continue }
                namesCurrency = namesCurrency || kind == DecimalStyle.Option.currency.rawValue
                note(p.u8(record + 1), DecimalStyle.Option(rawValue: kind)?.isKeyword == true ? .string : .signedInteger)
            }
            pc += header + Int(errors) + Int(literal) + Int(fallback) + Int(options) * ProgramFormat.Value.optionSize
            if let spec = FormatSpec(encodedIn: p, at: start + Field.spec), spec.conversion == FormatSpec.decimalConversion,
               spec.flags.rawValue & DecimalStyle.affixesBit != 0 {
                // A currency's texts around its digits follow the option records, and its table when an argument names it.
                guard let record = NumberAffixes.record(in: p, at: pc, end: end) else { return nil }
                pc = record.end
                if namesCurrency {
                    guard let table = CurrencyTable.record(in: p, at: pc, end: end) else { return nil }
                    pc = table.end
                }
            } else if isFunction,
                      let spec = FormatSpec(encodedIn: p, at: start + Field.spec), spec.conversion == FormatSpec.dateConversion {
                // A date's pattern follows a function's option records.
                guard let record = DatePattern.record(in: p, at: pc, end: end) else { return nil }
                pc = record.end
            } else if isFunction,
                      let spec = FormatSpec(encodedIn: p, at: start + Field.spec), spec.conversion == FormatSpec.listConversion {
                // A list's patterns follow a function's option records.
                guard let record = ListPattern.record(in: p, at: pc, end: end) else { return nil }
                pc = record.end
            }
            return pc
        }
        while pc < end, let byte = p.u8(pc), let opcode = ProgramFormat.Opcode(rawValue: byte) {
            switch opcode {
            case .text:
                guard let n = p.u32(pc + Field.textLength) else { return }
                pc += ProgramFormat.textHeaderSize + Int(n)
            case .argument:
                noteArgument()
                pc += ProgramFormat.argumentSize
            case .pluralNumber:
                pc += ProgramFormat.pluralNumberSize
            case .textAroundArgument:
                noteArgument()
                guard let prefix = p.u16(pc + Field.aroundArgumentPrefixLength),
                      let suffix = p.u16(pc + Field.aroundArgumentSuffixLength) else { return }
                pc += ProgramFormat.textAroundArgumentHeaderSize + Int(prefix) + Int(suffix)
            case .pluralTexts:
                noteArgument()
                guard let length = p.u16(pc + Field.pluralTextsLength), Int(length) >= ProgramFormat.PluralTexts.headerSize
                else { return }
                pc += Int(length)
            case .textAroundNumber:
                guard let prefix = p.u16(pc + Field.aroundNumberPrefixLength),
                      let suffix = p.u16(pc + Field.aroundNumberSuffixLength) else { return }
                pc += ProgramFormat.textAroundNumberHeaderSize + Int(prefix) + Int(suffix)
            case .value:
                guard let next = valueEnd(at: pc) else { return }
                pc = next
            case .textAroundValue:
                guard let prefix = p.u16(pc + Field.aroundValuePrefixLength), let suffix = p.u16(pc + Field.aroundValueSuffixLength)
                else { return }
                let value = pc + ProgramFormat.textAroundValueHeaderSize + Int(prefix)
                guard p.u8(value) == ProgramFormat.Opcode.value.rawValue, let next = valueEnd(at: value) else { return }
                pc = next + Int(suffix)
            case .plural, .select, .stringSelect, .device, .width, .condition:
                guard let layout = ChoiceLayout(p, at: pc, end: end, opcode: opcode), let bodies = layout.allBodies(p) else { return }
                switch opcode {
                case .plural, .condition: noteArgument()
                case .select, .stringSelect: note(p.u8(pc + Field.argument), .string)
                default: break
                }
                for body in bodies { collect(p, from: body.lowerBound, to: body.upperBound, depth: depth + 1, into: &kinds) }
                pc = layout.after
            case .match:
                guard let layout = MatchLayout(p, at: pc, end: end), let bodies = layout.allBodies(p) else { return }
                noteArgument()
                note(p.u8(pc + ProgramFormat.Match.textArgument), .string)
                for body in bodies { collect(p, from: body.lowerBound, to: body.upperBound, depth: depth + 1, into: &kinds) }
                pc = layout.after
            }
        }
    }
}
