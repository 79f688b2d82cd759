import LocPack

/// Compiles a parsed ``SwifternalizationRegex`` into a pattern program
/// (`Specs/programs.md`, "Pattern programs"): Thompson's construction, one
/// instruction per byte test, `split` for every choice, `{m,n}` expanded.
///
/// A pattern whose program would exceed
/// ``ConditionFormat/maximumPatternInstructions`` (or 255 distinct classes)
/// is rejected: the runtime keeps its state set on the stack.
struct SwifternalizationPatternCompiler {
    private typealias Opcode = ConditionFormat.PatternOpcode
    private var instructions: [(opcode: Opcode, operand: UInt8, target: Int)] = []
    private var classes: [SwifternalizationByteSet] = []

    /// The pattern program for `regex`.
    static func compile(_ regex: SwifternalizationRegex) throws(SwifternalizationRegexError) -> [UInt8] {
        var compiler = SwifternalizationPatternCompiler()
        try compiler.emit(regex)
        try compiler.append(.match)
        return compiler.encoded
    }

    /// Parses and compiles `source`.
    static func compile(source: String) throws(SwifternalizationRegexError) -> NumberPattern {
        var parser = SwifternalizationRegexParser(source)
        return NumberPattern(source: source, program: try compile(parser.parse()))
    }

    private var encoded: [UInt8] {
        var out = ByteWriter(zeros: ConditionFormat.patternHeaderSize)
        out.set(u16: UInt16(instructions.count), at: ConditionFormat.patternInstructionCount)
        out.set(u8: UInt8(classes.count), at: ConditionFormat.patternClassCount)
        for set in classes { out.append(contentsOf: set.encoded) }
        for instruction in instructions {
            let at = out.appendZeros(ConditionFormat.patternInstructionSize)
            out.set(u8: instruction.opcode.rawValue, at: at)
            out.set(u8: instruction.operand, at: at + ConditionFormat.patternOperand)
            out.set(u16: UInt16(instruction.target), at: at + ConditionFormat.patternTarget)
        }
        return out.bytes
    }

    @discardableResult
    private mutating func append(_ opcode: Opcode, operand: UInt8 = 0, target: Int = 0) throws(SwifternalizationRegexError) -> Int {
        guard instructions.count < ConditionFormat.maximumPatternInstructions else {
            throw SwifternalizationRegexError(
                message: "the pattern is too large: it needs more than \(ConditionFormat.maximumPatternInstructions) matcher instructions (shorten it or lower its repetition counts)",
                offset: nil)
        }
        instructions.append((opcode, operand, target))
        return instructions.count - 1
    }

    private mutating func emit(_ regex: SwifternalizationRegex) throws(SwifternalizationRegexError) {
        switch regex {
        case .empty:
            break
        case .byte(let byte):
            try append(.byte, operand: byte)
        case .any:
            try append(.any)
        case .byteClass(let set):
            try append(.byteClass, operand: try classIndex(set))
        case .textStart:
            try append(.textStart)
        case .textEnd:
            try append(.textEnd)
        case .concatenation(let parts):
            for part in parts { try emit(part) }
        case .alternation(let branches):
            var exits: [Int] = []
            for (i, branch) in branches.enumerated() {
                guard i < branches.count - 1 else {
                    try emit(branch)
                    break
                }
                let split = try append(.split)
                try emit(branch)
                exits.append(try append(.jump))
                instructions[split].target = instructions.count
            }
            for exit in exits { instructions[exit].target = instructions.count }
        case .repetition(let body, let minimum, let maximum):
            for _ in 0..<minimum { try emit(body) }
            if let maximum {
                for _ in minimum..<maximum {
                    let split = try append(.split)
                    try emit(body)
                    instructions[split].target = instructions.count
                }
            } else {
                let loop = try append(.split)
                try emit(body)
                try append(.jump, target: loop)
                instructions[loop].target = instructions.count
            }
        }
    }

    private mutating func classIndex(_ set: SwifternalizationByteSet) throws(SwifternalizationRegexError) -> UInt8 {
        if let index = classes.firstIndex(of: set) { return UInt8(index) }
        guard classes.count < 255 else {
            throw SwifternalizationRegexError(message: "the pattern is too large: more than 255 distinct classes", offset: nil)
        }
        classes.append(set)
        return UInt8(classes.count - 1)
    }
}
