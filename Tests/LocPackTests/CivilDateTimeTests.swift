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
    }
}
