/// The layout of a condition choice (opcode 0x08) and of the pattern
/// programs its pattern cases carry (`Specs/programs.md`, "condition").
/// Shared by the compiler's encoder and the runtime's interpreter.
package enum ConditionFormat {
    /// What one case of a condition choice tests.
    public enum Kind: UInt8, Sendable {
        /// The argument's value lies in an interval (`ie:`, `iex:`).
        case interval = 1
        /// The CLDR cardinal category of the number as displayed is the
        /// case's category (the flags byte holds the category number).
        case category = 2
        /// The number's decimal text contains a match of a pattern program (`exp:`).
        case pattern = 3
    }

    /// Interval flag: the interval has a lower bound.
    public static let hasLower: UInt8 = 1
    /// Interval flag: the lower bound belongs to the interval (`>=`).
    public static let lowerInclusive: UInt8 = 2
    /// Interval flag: the interval has an upper bound.
    public static let hasUpper: UInt8 = 4
    /// Interval flag: the upper bound belongs to the interval (`<=`).
    public static let upperInclusive: UInt8 = 8

    /// Bytes of a condition choice header: opcode, argument, spec, case
    /// count (``ProgramFormat/Field/conditionCaseCount``).
    public static let headerSize = ProgramFormat.Field.conditionCaseCount + 1
    /// Bytes of one case record: kind, flags, 2 reserved, pattern start and
    /// length (u32 each), lower and upper bound (f64 each), body start and end.
    public static let caseSize = 36
    /// Where a case record's fields lie, from its first byte: the u8
    /// ``Kind`` and u8 flags (interval flags, or a category number).
    public static let caseKind = 0, caseFlags = 1
    /// A pattern case's u32 pattern program start (from the program's
    /// start) and u32 length.
    public static let casePatternStart = 4, casePatternLength = 8
    /// An interval case's f64 lower and upper bounds.
    public static let caseLower = 12, caseUpper = 20
    /// Offset of the body range inside a case record.
    public static let caseBodyOffset = 28

    /// Instructions of a pattern program: a Thompson automaton over the
    /// bytes of the number's text, run without backtracking.
    public enum PatternOpcode: UInt8, Sendable {
        /// The pattern has matched.
        case match = 0
        /// Consumes the byte given as operand.
        case byte = 1
        /// Consumes any byte.
        case any = 2
        /// Consumes a byte that is in the class whose index is the operand.
        case byteClass = 3
        /// Continues at the target.
        case jump = 4
        /// Continues both at the next instruction and at the target.
        case split = 5
        /// Continues only at the start of the text.
        case textStart = 6
        /// Continues only at the end of the text.
        case textEnd = 7
    }

    /// Bytes of a pattern program's header: u16 instruction count, u8 class
    /// count, u8 reserved.
    public static let patternHeaderSize = 4
    /// Where the header's u16 instruction count and u8 class count lie.
    public static let patternInstructionCount = 0, patternClassCount = 2
    /// Bytes of one byte class: a bit per ASCII byte (bit `b & 7` of byte `b >> 3`).
    public static let patternClassSize = 16
    /// Bytes of one pattern instruction: u8 opcode, u8 operand, u16 target.
    public static let patternInstructionSize = 4
    /// Where a pattern instruction's u8 operand and u16 target lie, from
    /// its opcode byte.
    public static let patternOperand = 1, patternTarget = 2
    /// The most instructions a pattern program may have. It bounds the state
    /// set the matcher keeps on the stack.
    public static let maximumPatternInstructions = 256
}
