import LocPack
@testable import LocPackCompiler
import Testing

/// MessageFormat 2's Draft `:date`, `:time` and `:datetime`
/// (`spec/functions/datetime.md`; `Specs/importers/mf2.md`, "Dates and
/// times"), compiled with the locale's CLDR 47 patterns and names and
/// rendered by the runtime. Expected texts are CLDR 47's patterns applied
/// by hand.
@Suite struct MF2DateTimeTests {
    private func rendered(_ source: String, _ locale: String = "en", _ d: MessageArgument = .missing) throws -> MF2Render.Rendered {
        try MF2Render.render(source, locale: locale, ["d": d])
    }

    private func text(_ source: String, _ locale: String = "en", _ d: MessageArgument = .missing) throws -> String {
        let result = try rendered(source, locale, d)
        #expect(result.errors.isEmpty, "\(source) in \(locale): \(result.errors)")
        return result.text
    }

    @Test func datesByFieldsAndLength() throws {
        #expect(try text("{|2006-01-02| :date}") == "Jan 2, 2006")
        #expect(try text("{|2006-01-02| :date length=long}") == "January 2, 2006")
        #expect(try text("{|2006-01-02| :date length=short}") == "1/2/06")
        #expect(try text("{|2006-01-02| :date fields=year-month-day-weekday length=long}") == "Monday, January 2, 2006")
        #expect(try text("{|2006-01-02| :date fields=month-day}") == "Jan 2")
        #expect(try text("{|2006-01-02| :date fields=weekday length=long}") == "Monday")
        #expect(try text("{|2006-01-02| :date length=long}", "de") == "2. Januar 2006")
        #expect(try text("{|2006-01-02| :date length=long}", "ja") == "2006年1月2日")
        #expect(try text("{|2024-02-29| :date fields=month-day-weekday}", "pl") == "czw., 29 lut")
    }

    @Test func timesInTheLocalesHourCycle() throws {
        #expect(try text("{|2006-01-02T15:04:06| :time}") == "3:04 PM")
        #expect(try text("{|2006-01-02T15:04:06| :time precision=second}", "de") == "15:04:06")
        #expect(try text("{|2006-01-02T00:30:00| :time}", "de") == "00:30")
        #expect(try text("{|2006-01-02T00:30:00| :time}") == "12:30 AM")
        #expect(try text("{|2006-01-02| :time}", "fr") == "00:00")
        // An offset moves the time to UTC, the zone renders show.
        #expect(try text("{|2006-01-02T15:04:06.250+01:30| :time precision=second}", "de") == "13:34:06")
        #expect(try text("{|2006-01-02T00:04:06-01:00| :datetime dateLength=short}", "de") == "02.01.06, 01:04")
    }

    @Test func dateTimesJoinDateAndTimeWithTheLocalesGlue() throws {
        #expect(try text("{|2006-01-02T15:04:06| :datetime}") == "Jan 2, 2006, 3:04 PM")
        #expect(try text("{|2006-01-02T15:04:06| :datetime dateLength=long timePrecision=second}", "de") == "2. Januar 2006, 15:04:06")
        // A declared date keeps its options; a date function on it makes its own.
        #expect(try text(".local $t = {|2006-01-02T15:04:06| :datetime dateLength=long} {{{$t}}}") == "January 2, 2006, 3:04 PM")
        #expect(try text(".local $t = {|2006-01-02T15:04:06| :datetime} {{{$t :time}}}") == "3:04 PM")
    }

    @Test func argumentsAreISOTextOrMilliseconds() throws {
        #expect(try text("{$d :date}", "en", "2024-02-29") == "Feb 29, 2024")
        #expect(try text("{$d :datetime}", "en", .int(1_136_214_246_000)) == "Jan 2, 2006, 3:04 PM")
        #expect(try text("{$d :date}", "en", .int(-1)) == "Dec 31, 1969")
        #expect(try text("{$d :date length=long}", "en", .double(951_782_400_000)) == "February 29, 2000")
    }

    @Test func operandsThatAreNoDatesFail() throws {
        #expect(try rendered("{horse :date}") == .init(text: "{|horse|}", errors: ["bad-operand"]))
        #expect(try rendered("{|2006-02-30| :date}") == .init(text: "{|2006-02-30|}", errors: ["bad-operand"]))
        #expect(try rendered("{:time}") == .init(text: "{:time}", errors: ["bad-operand"]))
        #expect(try rendered("{$d :datetime}", "en", "tomorrow") == .init(text: "{$d}", errors: ["bad-operand"]))
        #expect(try rendered("{$d :datetime}", "en", .missing) == .init(text: "{$d}", errors: ["unresolved-variable", "bad-operand"]))
        // A number value is no date.
        #expect(try rendered(".local $n = {|5| :number} {{{$n :date}}}") == .init(text: "{$n}", errors: ["bad-operand"]))
    }

    @Test func optionsOutsideTheirValuesAreBadOptions() throws {
        #expect(try rendered("{|2006-01-02| :date length=huge}") == .init(text: "Jan 2, 2006", errors: ["bad-option"]))
        #expect(try rendered(".local $l = {|long|} {{{|2006-01-02| :date length=$l}}}") == .init(text: "Jan 2, 2006", errors: ["bad-option"]))
        // A date does not select.
        #expect(try rendered(".input {$d :date} .match $d * {{any}}", "en", "2006-01-02").errors == ["bad-selector"])
    }
}
