@testable import LocPack
import Testing

/// The dates a date pattern shows (`Specs/programs.md`, "Date patterns"):
/// ISO 8601 text as the specification's grammar and the calendar allow it,
/// and milliseconds since 1970 as a JavaScript `Date` holds them.
@Suite struct CivilDateTimeTests {
    @Test func isoTextAndEpochMillisecondsReadAsTheCalendarHas() {
        func parse(_ text: String) -> CivilDateTime? {
            var text = text
            return text.withUTF8 { CivilDateTime.parse(UnsafeRawBufferPointer($0)) }
        }
        #expect(parse("2024-02-29") != nil)
        #expect(parse("2023-02-29") == nil)
        #expect(parse("1900-02-29") == nil)
        #expect(parse("2000-02-29") != nil)
        #expect(parse("2006-01-02T24:00:00") == nil)
        #expect(parse("2006-01-02T15:04:06.1234") == nil)
        #expect(parse("2006-01-02T15:04") != nil)
        #expect(parse("2006-1-02") == nil)
        #expect(parse("2006-01-02T15:04:06Zjunk") == nil)
        #expect(parse("2006-01-02T15:04:06.5")?.millisecond == 500)
        // Every day of four centuries round-trips through the day count, with the right weekday.
        var days = CivilDateTime.daysSinceEpoch(year: 1800, month: 1, day: 1)
        var weekday = 3  // 1800-01-01 was a Wednesday.
        for _ in 0..<146_097 {
            let civil = CivilDateTime.civil(fromDays: days)
            #expect(CivilDateTime.daysSinceEpoch(year: civil.year, month: civil.month, day: civil.day) == days)
            #expect(civil.day <= CivilDateTime.daysInMonth(year: civil.year, month: civil.month))
            if days % 997 == 0 {
                #expect(CivilDateTime(millisecondsSinceEpoch: days * 86_400_000)?.weekday == weekday)
            }
            days += 1
            weekday = (weekday + 1) % 7
        }
        #expect(CivilDateTime(millisecondsSinceEpoch: 8_640_000_000_000_001) == nil)
        #expect(CivilDateTime(millisecondsSinceEpoch: Int64.min) == nil)
        #expect(CivilDateTime(millisecondsSinceEpoch: -8_640_000_000_000_000)?.year == -271_821)
        #expect(CivilDateTime(millisecondsSinceEpoch: 8_640_000_000_000_000)?.year == 275_760)
    }

    @Test func argumentsThatAreNoDatesAreRefusedWithoutTrapping() throws {
        let items: [UInt8] = [DatePattern.Item.number, DatePattern.NumberField.year.rawValue, 1]
        try items.withUnsafeBytes { raw in
            let pattern = DatePattern(items: raw, flags: DatePattern.takesEpochMilliseconds)
            let empty = UnsafeRawBufferPointer(start: nil, count: 0)
            for argument: MessageArgument in [.uint(.max), .double(.nan), .double(.infinity), .double(-.infinity), .double(8.64e15 + 1),
                                              .int(.min), "-", "1234567890123456789", "", "2006-13-01", "true"] {
                #expect(pattern.date(of: argument, literal: empty) == nil, "\(argument)")
            }
            #expect(pattern.date(of: .uint(0), literal: empty)?.year == 1970)
            #expect(pattern.date(of: "-86400000", literal: empty)?.day == 31)
            #expect(pattern.date(of: .double(-0.5), literal: empty)?.millisecond == 0)
            let year = try #require(pattern.date(of: .int(0), literal: empty))
            let bc = try #require(pattern.date(of: "0000-06-15", literal: empty))
            #expect(year.year == 1970 && bc.year == 0)
        }
    }
}
