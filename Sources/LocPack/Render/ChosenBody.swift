/// What a choice picked, in two words a call returns in registers: the
/// body to run (`start << 32 | end`, or none when nothing matches) and
/// where execution continues after it (negative when the choice is
/// corrupt). Offsets in a program are 32-bit (`Specs/programs.md`).
struct ChosenBody {
    private let packed: UInt64
    /// Where execution continues after the body; negative: corrupt.
    let after: Int

    private static let none = UInt64.max

    /// The pick of `body` (nil: no match), continuing at `after`.
    @inline(__always)
    init(_ body: Range<Int>?, after: Int) {
        if let body {
            assert(body.upperBound <= Int(UInt32.max))
            packed = UInt64(truncatingIfNeeded: body.lowerBound) << 32 | UInt64(truncatingIfNeeded: body.upperBound)
        } else {
            packed = Self.none
        }
        self.after = after
    }

    /// A corrupt choice.
    static var corrupt: ChosenBody { ChosenBody(nil, after: -1) }

    /// Whether the choice was corrupt.
    var isCorrupt: Bool { after < 0 }

    /// The body to run, or nil when nothing matched (a range the choice's
    /// layout checked: start ≤ end).
    var body: Range<Int>? {
        guard packed != Self.none else { return nil }
        return Range(uncheckedBounds: (Int(truncatingIfNeeded: packed >> 32), Int(truncatingIfNeeded: packed & 0xFFFF_FFFF)))
    }
}
