@testable import LocPack
import Testing

/// A plural's `offset:` subtracted from an argument: never a trap, whatever
/// the argument and the (signed) offset a bundle holds.
@Suite struct NumericOffsetTests {
    @Test func unsignedArgumentsLessNegativeOffsetsDoNotOverflow() {
        // Int64.max as an unsigned argument, less offset -1: one past Int64's top, so a double.
        guard case .double(let past) = MessageArgument.Numeric.uint(UInt64(Int64.max)).minus(-1) else {
            Issue.record("Int64.max + 1 is not a double")
            return
        }
        #expect(past == 9_223_372_036_854_775_808)
        guard case .int(let small) = MessageArgument.Numeric.uint(5).minus(-1) else {
            Issue.record("5 + 1 is not an integer")
            return
        }
        #expect(small == 6)
        guard case .double(let huge) = MessageArgument.Numeric.uint(.max).minus(1) else {
            Issue.record("UInt64.max - 1 is not a double")
            return
        }
        #expect(huge == Double(UInt64.max) - 1)
    }
}
