extension Interpreter {
    /// Picks the body of the condition choice at `pc` (`Specs/programs.md`,
    /// "condition"): the first case whose condition holds for the argument,
    /// else `other`; nil for a corrupt choice, a nil range for no match.
    ///
    /// Only what the selection reads is checked, like the other choices: the
    /// table and `after` always, each case record up to the one that
    /// matches, the pattern program of each pattern case it runs.
    @inline(never)
    mutating func chooseCondition(_ p: ByteView, at pc: Int, end: Int) -> (Range<Int>?, Int)? {
        guard let layout = ChoiceLayout(p, at: pc, end: end, opcode: .condition),
              let index = p.u8(pc + ProgramFormat.Field.argument),
              let spec = FormatSpec(encodedIn: p, at: pc + ProgramFormat.Field.spec) else { return nil }
        let floor = layout.floor, after = layout.after

        let value = numericArgument(index)
        var category: PluralCategory? = nil
        for c in 0..<layout.caseCount {
            let at = layout.record(c)
            guard let kind = p.u8(at + ConditionFormat.caseKind), let flags = p.u8(at + ConditionFormat.caseFlags) else { return nil }
            let holds: Bool
            switch ConditionFormat.Kind(rawValue: kind) {
            case .interval:
                guard let lower = p.u64(at + ConditionFormat.caseLower), let upper = p.u64(at + ConditionFormat.caseUpper) else { return nil }
                holds = ConditionInterval.contains(value, flags: flags, lower: Double(bitPattern: lower),
                                                   upper: Double(bitPattern: upper))
            case .category:
                guard let wanted = PluralCategory(rawValue: flags) else { return nil }
                if category == nil {
                    category = rules.pointee.cardinal.select(PluralOperandsBuilder.operands(of: value, spec: spec))
                }
                holds = category == wanted
            case .pattern:
                guard let start = p.u32(at + ConditionFormat.casePatternStart), let length = p.u32(at + ConditionFormat.casePatternLength),
                      Int(start) >= floor, Int(length) <= after - Int(start),
                      let program = p.slice(offset: Int(start), length: Int(length)),
                      let matcher = ConditionMatcher(program) else { return nil }
                holds = ConditionNumberText.withText(of: value, spec: spec) { matcher.matches($0) }
            case nil:
                return nil
            }
            if holds {
                guard let range = layout.caseBody(p, c) else { return nil }
                return (range, after)
            }
        }
        guard let other = layout.fixedBody(p, 0) else { return nil }
        return (other, after)
    }
}
