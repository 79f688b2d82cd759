/// A date pattern record of a value instruction (`Specs/programs.md`,
/// "Date patterns"): a CLDR date pattern (`MMM d, y, h:mm a`) compiled for
/// one locale into literal texts, number fields and name fields whose names
/// are stored in the record, so that a render only reads and writes.
package struct DatePattern {
    /// The record's items (after its length and flags).
    let items: UnsafeRawBufferPointer
    /// The record's flags.
    let flags: UInt8

    /// Flag bit: a number argument is milliseconds since 1970-01-01T00:00Z
    /// (i18next's `Date`); without it only text is a date.
    package static let takesEpochMilliseconds: UInt8 = 1

    /// Item kinds.
    package enum Item {
        /// `0x01, u8 length, UTF-8`.
        package static let literal: UInt8 = 1
        /// `0x02, u8 field, u8 minimum digits`.
        package static let number: UInt8 = 2
        /// `0x03, u8 field, then the field's names, each u8 length and UTF-8`.
        package static let name: UInt8 = 3
    }

    /// Number fields.
    package enum NumberField: UInt8 {
        case year = 1, twoDigitYear, month, day, hour23, hour12, hour11, hour24, minute, second, fraction
    }

    /// Name fields, with how many names each holds.
    package enum NameField: UInt8 {
        case month = 1, weekday, dayPeriod, era

        /// 12 months, 7 weekdays from Sunday, AM and PM, BC and AD.
        package var nameCount: Int {
            switch self {
            case .month: 12
            case .weekday: 7
            case .dayPeriod, .era: 2
            }
        }
    }

    /// The record at `start` (which must end by `end`) and where it ends,
    /// or nil when it is corrupt: its length past `end`, an unknown item or
    /// field, or an item past the record's end.
    static func record(in p: ByteView, at start: Int, end: Int) -> (pattern: DatePattern, end: Int)? {
        guard start >= 0, end &- start >= 3, let base = p.base else { return nil }
        let length = Int(p.load(uncheckedAt: start, as: UInt16.self))
        guard length <= end &- start &- 3 else { return nil }
        let items = UnsafeRawBufferPointer(start: base + (start &+ 3), count: length)
        let pattern = DatePattern(items: items, flags: p.load(uncheckedAt: start &+ 2, as: UInt8.self))
        guard pattern.isWellFormed else { return nil }
        return (pattern, start &+ 3 &+ length)
    }

    /// Whether every item is whole and known.
    private var isWellFormed: Bool {
        var at = 0
        while at < items.count {
            switch items[at] {
            case Item.literal:
                guard at &+ 2 <= items.count, at &+ 2 &+ Int(items[at &+ 1]) <= items.count else { return false }
                at &+= 2 &+ Int(items[at &+ 1])
            case Item.number:
                guard at &+ 3 <= items.count, NumberField(rawValue: items[at &+ 1]) != nil, items[at &+ 2] <= 9 else { return false }
                at &+= 3
            case Item.name:
                guard at &+ 2 <= items.count, let field = NameField(rawValue: items[at &+ 1]) else { return false }
                at &+= 2
                for _ in 0..<field.nameCount {
                    guard at < items.count, at &+ 1 &+ Int(items[at]) <= items.count else { return false }
                    at &+= 1 &+ Int(items[at])
                }
            default:
                return false
            }
        }
        return true
    }

    /// The date `argument` (or, without one, `literal`) holds: ISO 8601
    /// text, or with ``takesEpochMilliseconds`` a number (or text of
    /// digits) of milliseconds since 1970-01-01T00:00Z; nil when it holds
    /// none (the operand does not fit).
    func date(of argument: MessageArgument?, literal: UnsafeRawBufferPointer) -> CivilDateTime? {
        guard let argument else { return CivilDateTime.parse(literal) }
        let epoch = flags & Self.takesEpochMilliseconds != 0
        if case .string(var text) = argument {
            return text.withUTF8 { bytes in
                let text = UnsafeRawBufferPointer(bytes)
                // Digits (a command line's number) are milliseconds too.
                if epoch, let milliseconds = Self.integer(text) { return CivilDateTime(millisecondsSinceEpoch: milliseconds) }
                return CivilDateTime.parse(text)
            }
        }
        guard epoch else { return nil }
        switch argument {
        case .int(let v): return CivilDateTime(millisecondsSinceEpoch: v)
        case .uint(let v): return v <= UInt64(Int64.max) ? CivilDateTime(millisecondsSinceEpoch: Int64(v)) : nil
        case .double(let v):
            // A Date keeps whole milliseconds, truncated toward zero.
            guard v.isFinite, v.magnitude <= 8.64e15 else { return nil }
            return CivilDateTime(millisecondsSinceEpoch: Int64(v.rounded(.towardZero)))
        case .string, .list, .missing: return nil
        }
    }

    /// The integer `text` spells (an optional `-` and 1 to 18 ASCII
    /// digits), or nil.
    private static func integer(_ text: UnsafeRawBufferPointer) -> Int64? {
        let negative = text.first == UInt8(ascii: "-")
        let digits = negative ? UnsafeRawBufferPointer(rebasing: text.dropFirst()) : text
        guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ $0 &- 0x30 < 10 }) else { return nil }
        let value = digits.reduce(Int64(0)) { $0 &* 10 &+ Int64($1 &- 0x30) }
        return negative ? -value : value
    }

    /// Writes `date` as the pattern shows it, digits in the numbering
    /// system whose zero is `zero`.
    func write(_ date: CivilDateTime, zero: Unicode.Scalar, into sink: inout UTF8Sink) {
        var at = 0
        while at < items.count {
            switch items[at] {
            case Item.literal:
                let length = Int(items[at &+ 1])
                sink.append(UnsafeRawBufferPointer(rebasing: items[(at &+ 2)..<(at &+ 2 &+ length)]))
                at &+= 2 &+ length
            case Item.number:
                let field = NumberField(rawValue: items[at &+ 1]) ?? .year
                let digits = Int(items[at &+ 2])
                var value = Self.value(of: field, in: date)
                if field == .fraction {
                    // `S` … `SSSSSSSSS`: the first digits of the second's fraction.
                    for _ in stride(from: digits, to: 3, by: 1) { value /= 10 }
                    for _ in stride(from: 3, to: digits, by: 1) { value &*= 10 }
                }
                Self.writeNumber(value, minimumDigits: digits, zero: zero, into: &sink)
                at &+= 3
            default:
                let field = NameField(rawValue: items[at &+ 1]) ?? .era
                let chosen: Int
                switch field {
                case .month: chosen = date.month &- 1
                case .weekday: chosen = date.weekday
                case .dayPeriod: chosen = date.hour < 12 ? 0 : 1
                case .era: chosen = date.year <= 0 ? 0 : 1
                }
                at &+= 2
                for index in 0..<field.nameCount {
                    let length = Int(items[at])
                    if index == chosen { sink.append(UnsafeRawBufferPointer(rebasing: items[(at &+ 1)..<(at &+ 1 &+ length)])) }
                    at &+= 1 &+ length
                }
            }
        }
    }

    /// The number `field` shows for `date`.
    private static func value(of field: NumberField, in date: CivilDateTime) -> UInt64 {
        // The year of the era: 1 BC is year 0.
        let yearOfEra = date.year <= 0 ? UInt64(1 &- date.year) : UInt64(date.year)
        switch field {
        case .year: return yearOfEra
        case .twoDigitYear: return yearOfEra % 100
        case .month: return UInt64(date.month)
        case .day: return UInt64(date.day)
        case .hour23: return UInt64(date.hour)
        case .hour12: return UInt64(date.hour % 12 == 0 ? 12 : date.hour % 12)
        case .hour11: return UInt64(date.hour % 12)
        case .hour24: return UInt64(date.hour == 0 ? 24 : date.hour)
        case .minute: return UInt64(date.minute)
        case .second: return UInt64(date.second)
        case .fraction: return UInt64(date.millisecond)
        }
    }

    /// Writes `value` with at least `minimumDigits` digits (leading zeros).
    private static func writeNumber(_ value: UInt64, minimumDigits: Int, zero: Unicode.Scalar, into sink: inout UTF8Sink) {
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var count = 0, rest = value
            repeat {
                buffer[count] = UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
                count &+= 1
            } while rest > 0 && count < buffer.count
            while count < minimumDigits && count < buffer.count {
                buffer[count] = 0
                count &+= 1
            }
            for i in stride(from: count &- 1, through: 0, by: -1) {
                let digit = buffer[i]
                if zero == "0" {
                    sink.append(0x30 &+ digit)
                } else {
                    sink.append(scalar: Unicode.Scalar(zero.value &+ UInt32(digit)) ?? "0")
                }
            }
        }
    }
}

extension FormatSpec {
    /// The conversion of a value instruction's spec whose record after the
    /// options is a ``DatePattern``: `T`, which no printf format string
    /// contains (format 2.11).
    @inlinable package static var dateConversion: UInt8 { UInt8(ascii: "T") }
}

extension DatePattern {
    /// Whether `text` is a date a date pattern shows (ISO 8601: `2006-01-02`,
    /// `2006-01-02T15:04:06`, with a fraction, `Z` or an offset), for a
    /// compiler judging a literal operand.
    package static func spellsDate(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { CivilDateTime.parse(UnsafeRawBufferPointer($0)) } != nil
    }
}
