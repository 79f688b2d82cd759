/// The plural rules of one locale (cardinal or ordinal), as a view over a
/// compiled rule program.
///
/// A program is a few dozen bytes, produced by `LocPackCompiler` and stored
/// in a bundle; its encoding is specified in `Specs/plural-rules.md`.
/// `PluralRules` does not own those bytes: **the caller keeps them alive and
/// unchanged** for as long as the value (or a copy of it) is used — for a
/// bundle, as long as its mapping; for an array, inside `withUnsafeBytes`.
///
/// Programs from untrusted sources are checked once with ``validate(_:)``
/// (or ``init(validating:)``); ``select(_:)-(PluralOperands)`` then evaluates without any
/// checks, never allocates, and never reads outside the program.
///
/// ```swift
/// program.withUnsafeBytes { bytes in
///     guard let rules = PluralRules(validating: bytes) else { return }
///     rules.select(PluralOperands(5))        // .many in Polish
///     rules.select(PluralOperands("1.5")!)   // .other in Polish
/// }
/// ```
public struct PluralRules: @unchecked Sendable {
    // Sendable: the view never writes through the pointer, and the caller
    // guarantees the bytes stay unchanged while it is used.
    @usableFromInline let _base: UnsafeRawPointer
    @usableFromInline let _count: Int

    /// Wraps a program that is known to be valid, without checking it.
    ///
    /// - Precondition: `Self.validate(program)` is true. Passing anything
    ///   else is undefined behaviour (``select(_:)-(PluralOperands)`` may read out of bounds).
    @inlinable
    public init(unchecked program: UnsafeRawBufferPointer) {
        _base = program.baseAddress.unsafelyUnwrapped
        _count = program.count
    }

    /// Wraps a program after checking it with ``validate(_:)``; `nil` when
    /// it is not a valid program.
    public init?(validating program: UnsafeRawBufferPointer) {
        guard Self.validate(program) else { return nil }
        self.init(unchecked: program)
    }

    /// The program bytes this value reads.
    @inlinable
    public var program: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: _base, count: _count) }

    /// Rules that select ``PluralCategory/other`` for every number, for a
    /// locale without plural distinctions (CLDR's `root`). Its bytes are a
    /// constant in the binary.
    @inlinable
    public static var everythingOther: PluralRules {
        // Header only: version 1, categories {other}, no table, no rules.
        let bytes: StaticString = "\u{1} \0\0\0\0\0\0\0\0"
        return PluralRules(unchecked: UnsafeRawBufferPointer(start: bytes.utf8Start, count: 10))
    }

    /// Whether ``select(_:)-(PluralOperands)`` can return `category` for some number.
    /// ``PluralCategory/other`` is always possible.
    @inlinable
    public func canSelect(_ category: PluralCategory) -> Bool {
        _base.load(fromByteOffset: 1, as: UInt8.self) & (1 &<< category.rawValue) != 0
    }

    /// The categories ``select(_:)-(PluralOperands)`` can return, in CLDR order, always
    /// ending with ``PluralCategory/other``.
    public var categories: [PluralCategory] {
        PluralCategory.allCases.filter(canSelect)
    }

    // MARK: Selection

    /// The plural category of a number with the given operands.
    ///
    /// Allocation-free. Plain integers (``PluralOperands/isPlainInteger``)
    /// take a short path: usually one table look-up.
    @inlinable
    public func select(_ operands: PluralOperands) -> PluralCategory {
        if _fastPath(operands._flags == 0) { return _selectInteger(operands._i) }
        return _selectGeneral(operands)
    }

    /// The plural category of an integer, displayed without fraction digits
    /// (the same as `select(PluralOperands(value))`).
    @inlinable
    public func select(_ value: Int64) -> PluralCategory {
        _selectInteger(value.magnitude)
    }

    /// The plural category of a plain integer `x` (`i = n = x`, all other
    /// operands zero), from the program's integer table and integer rules.
    /// The table look-up (nearly every integer of nearly every locale) is
    /// inlined into the caller; only rules are evaluated out of line.
    @inlinable @inline(__always)
    func _selectInteger(_ x: UInt64) -> PluralCategory {
        let b = _base
        let start = UInt64(Self._load16(b, 2))
        if x < start {
            return Self._category(b.load(fromByteOffset: Self._headerSize &+ Int(truncatingIfNeeded: x), as: UInt8.self))
        }
        let period = UInt64(Self._load16(b, 4))
        if period != 0 {
            let index = Self._headerSize &+ Int(truncatingIfNeeded: start &+ x % period)
            return Self._category(b.load(fromByteOffset: index, as: UInt8.self))
        }
        return _selectIntegerByRules(x)
    }

    /// ``_selectInteger(_:)`` past the table of a program without a period:
    /// the integer rules.
    @inlinable @inline(never)
    func _selectIntegerByRules(_ x: UInt64) -> PluralCategory {
        let b = _base
        let rules = b + (Self._headerSize &+ Self._load16(b, 2))
        return Self._evaluateIntegerRules(x, from: rules, to: rules + Self._load16(b, 6))
    }

    /// The plural category from the program's general rules alone, which
    /// handle every kind of operands. ``select(_:)-(PluralOperands)`` uses them for all but
    /// plain integers; for a plain integer both agree. Package-visible for
    /// the tests that check exactly that.
    @inlinable
    package func _selectGeneral(_ operands: PluralOperands) -> PluralCategory {
        let b = _base
        let start = b + (Self._headerSize &+ Self._load16(b, 2) &+ Self._load16(b, 4) &+ Self._load16(b, 6))
        return Self._evaluateRules(operands, from: start, to: start + Self._load16(b, 8))
    }

    @inlinable @inline(__always)
    static func _category(_ byte: UInt8) -> PluralCategory {
        // Validated programs hold category numbers 0...5 only, which are
        // PluralCategory's raw values and its in-memory representation.
        unsafeBitCast(byte, to: PluralCategory.self)
    }

    @inlinable @inline(__always)
    static func _load16(_ p: UnsafeRawPointer, _ offset: Int) -> Int {
        Int(UInt16(littleEndian: p.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
    }

    @inlinable @inline(__always)
    static func _load32(_ p: UnsafeRawPointer, _ offset: Int) -> UInt64 {
        UInt64(UInt32(littleEndian: p.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }

    /// Whether `value` lies in one of the `count` (at least 1) ranges
    /// (u32 low, u32 span) at `p`.
    @inlinable @inline(__always)
    static func _inRanges(_ value: UInt64, _ p: UnsafeRawPointer, _ count: Int) -> Bool {
        if value &- _load32(p, 0) <= _load32(p, 4) { return true }
        if count == 1 { return false }
        var q = p + 8
        let end = p + (count &<< 3)
        while q < end {
            if value &- _load32(q, 0) <= _load32(q, 4) { return true }
            q += 8
        }
        return false
    }

    /// Evaluates a rule list whose relations all read `i` (the integer rules
    /// of a program), for the plain integer `x`.
    @inlinable
    static func _evaluateIntegerRules(
        _ x: UInt64, from start: UnsafeRawPointer, to end: UnsafeRawPointer
    ) -> PluralCategory {
        var p = start
        while p < end {
            let category = p.load(as: UInt8.self)
            var chains = p.load(fromByteOffset: 1, as: UInt8.self)
            p += 2
            repeat {
                let chainEnd = p + (1 &+ Int(p.load(as: UInt8.self)))
                p += 1
                while true {
                    if p >= chainEnd { return _category(category) }
                    let head = p.load(as: UInt8.self)
                    let rangeCount = Int(p.load(fromByteOffset: 1, as: UInt8.self))
                    var value = x
                    if head & _modulusFlag != 0 {
                        value = x % _load32(p, 2)
                        p += 6
                    } else {
                        p += 2
                    }
                    if _inRanges(value, p, rangeCount) == (head & _negatedFlag != 0) { break }
                    p += rangeCount &<< 3
                }
                p = chainEnd
                chains &-= 1
            } while chains != 0
        }
        return .other
    }

    /// Evaluates the general rules for any operands.
    @inlinable
    static func _evaluateRules(
        _ operands: PluralOperands, from start: UnsafeRawPointer, to end: UnsafeRawPointer
    ) -> PluralCategory {
        var p = start
        while p < end {
            let category = p.load(as: UInt8.self)
            var chains = p.load(fromByteOffset: 1, as: UInt8.self)
            p += 2
            repeat {
                let chainEnd = p + (1 &+ Int(p.load(as: UInt8.self)))
                p += 1
                while true {
                    if p >= chainEnd { return _category(category) }
                    let head = p.load(as: UInt8.self)
                    let rangeCount = Int(p.load(fromByteOffset: 1, as: UInt8.self))
                    var (value, blocked, huge) = operands._operand(head & _operandMask)
                    if head & _modulusFlag != 0 {
                        value %= _load32(p, 2)
                        huge = false  // the modulus divides 10^18
                        p += 6
                    } else {
                        p += 2
                    }
                    let inRanges = !(blocked || huge) && _inRanges(value, p, rangeCount)
                    if inRanges == (head & _negatedFlag != 0) { break }
                    p += rangeCount &<< 3
                }
                p = chainEnd
                chains &-= 1
            } while chains != 0
        }
        return .other
    }

    // MARK: Format constants (see Specs/plural-rules.md)

    /// The format version in byte 0 of a program.
    public static var formatVersion: UInt8 { 1 }
    /// The size of a program header.
    @usableFromInline static var _headerSize: Int { 10 }
    @usableFromInline static var _operandMask: UInt8 { 0x07 }
    @usableFromInline static var _negatedFlag: UInt8 { 0x08 }
    @usableFromInline static var _modulusFlag: UInt8 { 0x10 }
}

// MARK: - Validation

extension PluralRules {
    /// Checks that `program` is a complete, well-formed rule program, so
    /// that ``init(unchecked:)`` and ``select(_:)-(PluralOperands)`` are safe on it.
    ///
    /// Checks everything `Specs/plural-rules.md` requires: the version, that
    /// the header's lengths fill the buffer exactly, every length against its
    /// enclosing part, operand codes, reserved bits, category numbers and the
    /// category set in the header, moduli (nonzero divisors of 10^18) and
    /// range bounds. Reads only inside `program`; runs in time linear in its
    /// size.
    public static func validate(_ program: UnsafeRawBufferPointer) -> Bool {
        let count = program.count
        guard count >= _headerSize else { return false }
        func u16(_ offset: Int) -> Int { Int(program[offset]) | Int(program[offset + 1]) << 8 }
        guard program[0] == formatVersion else { return false }
        let mask = program[1]
        guard mask & 0xC0 == 0, mask & (1 << PluralCategory.other.rawValue) != 0 else { return false }
        let start = u16(2), period = u16(4), integerLength = u16(6), generalLength = u16(8)
        guard _headerSize + start + period + integerLength + generalLength == count else { return false }
        // With a period, integer rules would be unreachable: there are none.
        guard period == 0 || integerLength == 0 else { return false }

        var integerCategories: UInt8 = 0
        let tableEnd = _headerSize + start + period
        for k in _headerSize..<tableEnd {
            let category = program[k]
            guard category <= PluralCategory.other.rawValue else { return false }
            integerCategories |= 1 << category
        }
        let integerEnd = tableEnd + integerLength
        guard _validateRules(program, tableEnd, integerEnd, integerOnly: true, &integerCategories)
        else { return false }
        var generalCategories: UInt8 = 1 << PluralCategory.other.rawValue
        guard _validateRules(program, integerEnd, count, integerOnly: false, &generalCategories)
        else { return false }
        return generalCategories == mask && integerCategories & ~mask == 0
    }

    /// Checks the rule list `program[start..<end]`, collecting the
    /// categories of its rules as bits into `categories`.
    static func _validateRules(
        _ program: UnsafeRawBufferPointer, _ start: Int, _ end: Int, integerOnly: Bool,
        _ categories: inout UInt8
    ) -> Bool {
        func u32(_ offset: Int) -> UInt64 {
            UInt64(program[offset]) | UInt64(program[offset + 1]) << 8
                | UInt64(program[offset + 2]) << 16 | UInt64(program[offset + 3]) << 24
        }
        var p = start
        while p < end {
            guard end - p >= 2 else { return false }
            let category = program[p], chains = program[p + 1]
            guard category < PluralCategory.other.rawValue, chains >= 1 else { return false }
            categories |= 1 << category
            p += 2
            for _ in 0..<chains {
                guard p < end else { return false }
                let chainEnd = p + 1 + Int(program[p])
                guard chainEnd <= end else { return false }
                p += 1
                while p < chainEnd {
                    guard chainEnd - p >= 2 else { return false }
                    let head = program[p], rangeCount = Int(program[p + 1])
                    let operand = head & _operandMask
                    guard head & 0xE0 == 0, operand <= 6, rangeCount >= 1 else { return false }
                    if integerOnly && operand != 1 { return false }
                    p += 2
                    if head & _modulusFlag != 0 {
                        guard chainEnd - p >= 4 else { return false }
                        let modulus = u32(p)
                        guard modulus != 0, 1_000_000_000_000_000_000 % modulus == 0 else { return false }
                        p += 4
                    }
                    guard chainEnd - p >= 8 * rangeCount else { return false }
                    for _ in 0..<rangeCount {
                        guard u32(p) + u32(p + 4) <= UInt64(UInt32.max) else { return false }
                        p += 8
                    }
                }
            }
        }
        return true
    }
}

extension PluralOperands {
    /// The operand with program code `code` (0 n, 1 i, 2 v, 3 w, 4 f, 5 t,
    /// 6 e/c): its value; whether it lies in no integer range even after a
    /// modulus (`n` with a fraction); whether it is huge (held modulo 10^18,
    /// so it lies in no range unless a modulus is applied).
    @inlinable @inline(__always)
    func _operand(_ code: UInt8) -> (value: UInt64, blocked: Bool, huge: Bool) {
        switch code {
        case 0: (_i, _flags & Self._fraction != 0, _flags & Self._iHuge != 0)
        case 1: (_i, false, _flags & Self._iHuge != 0)
        case 2: (UInt64(_v), false, false)
        case 3: (UInt64(_w), false, false)
        case 4: (_f, false, _flags & Self._fHuge != 0)
        case 5: (_t, false, _flags & Self._tHuge != 0)
        default: (UInt64(_e), false, false)
        }
    }
}
