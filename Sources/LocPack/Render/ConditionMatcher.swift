/// Runs a pattern program (`Specs/programs.md`, "Pattern programs") over a
/// number's decimal text.
///
/// The program is a Thompson automaton. The matcher keeps the set of live
/// instructions as a bit set and advances every thread one byte at a time
/// (Pike's method without captures), so a run takes time proportional to
/// text length × program length whatever the pattern — `(a*)*b` included —
/// and never backtracks. Its state (two bit sets and a work stack, at most
/// a few hundred bytes) lives on the stack: nothing is allocated.
///
/// A program is validated when the matcher is created; a malformed one
/// (unknown opcode, a target or class index out of range, a size that
/// disagrees with the header) gives no matcher.
struct ConditionMatcher {
    private let instructions: UnsafeRawPointer
    private let classes: UnsafeRawPointer
    private let count: Int

    /// Validates the pattern program that `view` holds exactly; nil when it is malformed.
    init?(_ view: ByteView) {
        guard let instructionCount = view.u16(ConditionFormat.patternInstructionCount),
              let classCount = view.u8(ConditionFormat.patternClassCount), let base = view.base else { return nil }
        let n = Int(instructionCount), c = Int(classCount)
        guard n >= 1, n <= ConditionFormat.maximumPatternInstructions,
              view.count == ConditionFormat.patternHeaderSize + c * ConditionFormat.patternClassSize
                + n * ConditionFormat.patternInstructionSize else { return nil }
        let classStart = base + ConditionFormat.patternHeaderSize
        let start = classStart + c * ConditionFormat.patternClassSize
        for pc in 0..<n {
            let at = start + pc * ConditionFormat.patternInstructionSize
            guard let op = ConditionFormat.PatternOpcode(rawValue: at.load(as: UInt8.self)) else { return nil }
            let operand = Int(at.load(fromByteOffset: ConditionFormat.patternOperand, as: UInt8.self))
            let target = Int(UInt16(littleEndian: at.loadUnaligned(fromByteOffset: ConditionFormat.patternTarget, as: UInt16.self)))
            switch op {
            case .match:
                break
            case .jump:
                guard target < n else { return nil }
            case .split:
                guard target < n, pc + 1 < n else { return nil }
            case .byteClass:
                guard operand < c, pc + 1 < n else { return nil }
            case .byte, .any, .textStart, .textEnd:
                guard pc + 1 < n else { return nil }
            }
        }
        instructions = start
        classes = classStart
        count = n
    }

    /// Whether the pattern matches somewhere in `text` (a search, as
    /// `NSRegularExpression.firstMatch` does; `^` and `$` anchor explicitly).
    func matches(_ text: UnsafeRawBufferPointer) -> Bool {
        let words = (count + 15) / 16
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 2 * words + count) { storage in
            let base = storage.baseAddress.unsafelyUnwrapped
            var state = State(current: base, next: base + words, stack: base + 2 * words, words: words)
            state.clear(state.current)
            for position in 0...text.count {
                // A new thread starts at every position: the search is unanchored.
                if addThread(0, at: position, text: text, to: state.current, state: &state) { return true }
                guard position < text.count else { break }
                let byte = text[position]
                state.clear(state.next)
                for word in 0..<words {
                    var bits = state.current[word]
                    while bits != 0 {
                        let pc = word * 16 + bits.trailingZeroBitCount
                        bits &= bits &- 1
                        if consumes(pc, byte),
                           addThread(pc + 1, at: position + 1, text: text, to: state.next, state: &state) {
                            return true
                        }
                    }
                }
                swap(&state.current, &state.next)
            }
            return false
        }
    }

    // MARK: Pieces

    /// The matcher's scratch memory: two sets of live instructions and the
    /// stack of instructions still to follow.
    private struct State {
        var current: UnsafeMutablePointer<UInt16>
        var next: UnsafeMutablePointer<UInt16>
        let stack: UnsafeMutablePointer<UInt16>
        let words: Int
        var top = 0

        init(current: UnsafeMutablePointer<UInt16>, next: UnsafeMutablePointer<UInt16>,
             stack: UnsafeMutablePointer<UInt16>, words: Int) {
            self.current = current
            self.next = next
            self.stack = stack
            self.words = words
        }

        func clear(_ set: UnsafeMutablePointer<UInt16>) { set.update(repeating: 0, count: words) }

        /// Adds `pc` to `set` and to the work stack, unless `set` has it.
        @inline(__always) mutating func push(_ pc: Int, to set: UnsafeMutablePointer<UInt16>) {
            let word = pc &>> 4, bit = UInt16(1) &<< UInt16(truncatingIfNeeded: pc & 15)
            guard set[word] & bit == 0 else { return }
            set[word] |= bit
            stack[top] = UInt16(truncatingIfNeeded: pc)
            top &+= 1
        }

        @inline(__always) mutating func pop() -> Int? {
            guard top > 0 else { return nil }
            top &-= 1
            return Int(stack[top])
        }
    }

    @inline(__always) private func opcode(_ pc: Int) -> UInt8 {
        instructions.load(fromByteOffset: pc &* ConditionFormat.patternInstructionSize, as: UInt8.self)
    }

    @inline(__always) private func operand(_ pc: Int) -> UInt8 {
        instructions.load(fromByteOffset: pc &* ConditionFormat.patternInstructionSize &+ ConditionFormat.patternOperand, as: UInt8.self)
    }

    @inline(__always) private func target(_ pc: Int) -> Int {
        Int(UInt16(littleEndian: instructions.loadUnaligned(
            fromByteOffset: pc &* ConditionFormat.patternInstructionSize &+ ConditionFormat.patternTarget, as: UInt16.self)))
    }

    /// Whether the consuming instruction at `pc` accepts `byte`.
    @inline(__always) private func consumes(_ pc: Int, _ byte: UInt8) -> Bool {
        switch opcode(pc) {
        case ConditionFormat.PatternOpcode.byte.rawValue:
            return operand(pc) == byte
        case ConditionFormat.PatternOpcode.any.rawValue:
            return true
        case ConditionFormat.PatternOpcode.byteClass.rawValue:
            guard byte < 128 else { return false }
            let row = classes.load(fromByteOffset: Int(operand(pc)) &* ConditionFormat.patternClassSize &+ Int(byte >> 3),
                                   as: UInt8.self)
            return row & (1 << (byte & 7)) != 0
        default:
            return false
        }
    }

    /// Adds `pc` and every instruction reachable from it without consuming
    /// a byte to `set`; true when one of them is `match`. An instruction
    /// already in the set is not followed again, which bounds the work (and
    /// the stack) by the program length.
    private func addThread(_ pc: Int, at position: Int, text: UnsafeRawBufferPointer,
                           to set: UnsafeMutablePointer<UInt16>, state: inout State) -> Bool {
        state.push(pc, to: set)
        while let pc = state.pop() {
            switch opcode(pc) {
            case ConditionFormat.PatternOpcode.match.rawValue:
                state.top = 0
                return true
            case ConditionFormat.PatternOpcode.jump.rawValue:
                state.push(target(pc), to: set)
            case ConditionFormat.PatternOpcode.split.rawValue:
                state.push(pc &+ 1, to: set)
                state.push(target(pc), to: set)
            case ConditionFormat.PatternOpcode.textStart.rawValue:
                if position == 0 { state.push(pc &+ 1, to: set) }
            case ConditionFormat.PatternOpcode.textEnd.rawValue:
                if position == text.count { state.push(pc &+ 1, to: set) }
            default:
                break  // A consuming instruction: a live thread, advanced by `matches`.
            }
        }
        return false
    }
}
