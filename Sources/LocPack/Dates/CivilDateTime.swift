/// A Gregorian date and time of day, as a date pattern shows it
/// (`Specs/programs.md`, "Date patterns"): read from ISO 8601 text
/// (`2006-01-02`, `2006-01-02T15:04:06.250`, with `Z` or an offset) or from
/// milliseconds since 1970-01-01T00:00Z (a JavaScript `Date`'s number).
/// A time with an offset is moved to UTC, the time zone every render
/// shows; a time without one shows as written.
struct CivilDateTime: Equatable {
    /// The proleptic Gregorian year (0 is 1 BC).
    var year: Int64
    /// 1 … 12.
    var month: Int
    /// 1 … 31.
    var day: Int
    /// 0 … 23.
    var hour = 0
    /// 0 … 59.
    var minute = 0
    /// 0 … 59.
    var second = 0
    /// 0 … 999.
    var millisecond = 0

    /// The day of the week, 0 for Sunday … 6 for Saturday.
    var weekday: Int {
        let days = Self.daysSinceEpoch(year: year, month: month, day: day)
        let remainder = (days &+ 4) % 7
        return Int(remainder < 0 ? remainder &+ 7 : remainder)
    }

    /// The date and time `text` spells in ISO 8601's extended form:
    /// `YYYY-MM-DD`, optionally `THH:MM`, `:SS`, `.f` to `.fff`, and `Z` or
    /// `±HH:MM`; nil for anything else, a month's day that does not exist
    /// included.
    static func parse(_ text: UnsafeRawBufferPointer) -> CivilDateTime? {
        var reader = Reader(bytes: text)
        guard let year = reader.digits(4), reader.take(UInt8(ascii: "-")), let month = reader.digits(2),
              reader.take(UInt8(ascii: "-")), let day = reader.digits(2),
              (1...12).contains(month), day >= 1, day <= daysInMonth(year: Int64(year), month: month)
        else { return nil }
        var value = CivilDateTime(year: Int64(year), month: month, day: day)
        guard !reader.atEnd else { return value }
        guard reader.take(UInt8(ascii: "T")), let hour = reader.digits(2), hour <= 23, reader.take(UInt8(ascii: ":")),
              let minute = reader.digits(2), minute <= 59 else { return nil }
        value.hour = hour
        value.minute = minute
        if reader.take(UInt8(ascii: ":")) {
            guard let second = reader.digits(2), second <= 59 else { return nil }
            value.second = second
            if reader.take(UInt8(ascii: ".")) {
                var count = 0, fraction = 0
                while count < 3, let digit = reader.digit() {
                    fraction = fraction &* 10 &+ digit
                    count &+= 1
                }
                guard count > 0 else { return nil }
                while count < 3 { fraction &*= 10; count &+= 1 }
                value.millisecond = fraction
            }
        }
        if reader.atEnd { return value }
        if reader.take(UInt8(ascii: "Z")) { return reader.atEnd ? value : nil }
        let sign: Int
        if reader.take(UInt8(ascii: "+")) { sign = 1 } else if reader.take(UInt8(ascii: "-")) { sign = -1 } else { return nil }
        guard let hours = reader.digits(2), hours <= 14, reader.take(UInt8(ascii: ":")), let minutes = reader.digits(2),
              minutes <= 59, reader.atEnd else { return nil }
        // The same instant in UTC.
        let offset = Int64(sign) &* Int64(hours &* 60 &+ minutes) &* 60_000
        return CivilDateTime(millisecondsSinceEpoch: value.millisecondsSinceEpoch &- offset)
    }

    /// The UTC date and time `milliseconds` after 1970-01-01T00:00Z
    /// (before it when negative), or nil beyond ±8.64 × 10¹⁵ (a
    /// JavaScript `Date`'s range).
    init?(millisecondsSinceEpoch milliseconds: Int64) {
        guard milliseconds.magnitude <= 8_640_000_000_000_000 else { return nil }
        var days = milliseconds / 86_400_000
        var rest = milliseconds % 86_400_000
        if rest < 0 {
            rest &+= 86_400_000
            days &-= 1
        }
        (year, month, day) = Self.civil(fromDays: days)
        hour = Int(rest / 3_600_000)
        minute = Int(rest / 60_000 % 60)
        second = Int(rest / 1000 % 60)
        millisecond = Int(rest % 1000)
    }

    private init(year: Int64, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Milliseconds since 1970-01-01T00:00 of this date and time.
    var millisecondsSinceEpoch: Int64 {
        Self.daysSinceEpoch(year: year, month: month, day: day) &* 86_400_000
            &+ Int64(hour &* 3_600_000 &+ minute &* 60_000 &+ second &* 1000 &+ millisecond)
    }

    /// Days from 1970-01-01 to the date (negative before it), by the
    /// proleptic Gregorian calendar's 400-year cycle.
    static func daysSinceEpoch(year: Int64, month: Int, day: Int) -> Int64 {
        let y = month <= 2 ? year &- 1 : year
        let era = (y >= 0 ? y : y &- 399) / 400
        let yearOfEra = y &- era &* 400
        let shiftedMonth = Int64(month > 2 ? month &- 3 : month &+ 9)
        let dayOfYear = (153 &* shiftedMonth &+ 2) / 5 &+ Int64(day) &- 1
        let dayOfEra = yearOfEra &* 365 &+ yearOfEra / 4 &- yearOfEra / 100 &+ dayOfYear
        return era &* 146_097 &+ dayOfEra &- 719_468
    }

    /// The date `days` after 1970-01-01 (the inverse of ``daysSinceEpoch(year:month:day:)``).
    static func civil(fromDays days: Int64) -> (year: Int64, month: Int, day: Int) {
        let z = days &+ 719_468
        let era = (z >= 0 ? z : z &- 146_096) / 146_097
        let dayOfEra = z &- era &* 146_097
        let yearOfEra = (dayOfEra &- dayOfEra / 1460 &+ dayOfEra / 36_524 &- dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra &- (365 &* yearOfEra &+ yearOfEra / 4 &- yearOfEra / 100)
        let shiftedMonth = (5 &* dayOfYear &+ 2) / 153
        let day = Int(dayOfYear &- (153 &* shiftedMonth &+ 2) / 5 &+ 1)
        let month = Int(shiftedMonth < 10 ? shiftedMonth &+ 3 : shiftedMonth &- 9)
        return (yearOfEra &+ era &* 400 &+ (month <= 2 ? 1 : 0), month, day)
    }

    /// The number of days of `month` in `year`.
    static func daysInMonth(year: Int64, month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Reads ASCII digits and signs from the front of a byte buffer.
    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var at = 0

        var atEnd: Bool { at == bytes.count }

        mutating func take(_ byte: UInt8) -> Bool {
            guard at < bytes.count, bytes[at] == byte else { return false }
            at &+= 1
            return true
        }

        mutating func digit() -> Int? {
            guard at < bytes.count, bytes[at] &- 0x30 < 10 else { return nil }
            defer { at &+= 1 }
            return Int(bytes[at] &- 0x30)
        }

        mutating func digits(_ count: Int) -> Int? {
            var value = 0
            for _ in 0..<count {
                guard let digit = digit() else { return nil }
                value = value &* 10 &+ digit
            }
            return value
        }
    }
}
