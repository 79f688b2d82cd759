import Foundation
import LocPack

extension I18nextLowering {
    /// `{{when, datetime}}` or `{{when, datetime(month: long; day: numeric)}}`
    /// as i18next's built-in formatter gives it, `Intl.DateTimeFormat(lng,
    /// options).format(value)`: the options make a CLDR skeleton (`MMMMd`)
    /// or a style (`dateStyle: long`), the locale's pattern for it is
    /// compiled into a date value, and a render shows the value — a number
    /// of milliseconds since 1970 (a `Date`'s `getTime()`) or ISO 8601
    /// text — in UTC (`Specs/importers/i18next.md`, "Texts"), its texts
    /// HTML-escaped when `escaped`, as i18next escapes a formatted value.
    ///
    /// Nil when `Intl` would throw on the options (an unknown value,
    /// `dateStyle` with a field option): i18next then shows the value
    /// unformatted, which the caller does, and a warning says so.
    mutating func dateTime(_ name: String, call: I18nextFormatCall, escaped: Bool, found: I18nextFound) throws(Failure) -> [MessageNode]? {
        let given = Dictionary(call.options, uniquingKeysWith: { first, _ in first })
        let data = DateTimeCatalog.data(locale: locale)
        let pattern: String?
        do {
            let separator = CLDRNumberSymbols.decimalSeparator[NumberSymbolsCatalog.tableIndex(forLocale: locale) ?? 0]
            pattern = try Self.intlPattern(given, in: data, decimalSeparator: separator)
        } catch let unsupported as IntlDateOptionError {
            throw Failure(found: found, message: "datetime(\(call.arguments)): \(unsupported.message)")
        } catch {
            pattern = nil
        }
        guard let pattern else {
            warnings.append(Warning(found: found, message: "datetime(\(call.arguments)): Intl.DateTimeFormat throws on these options, so i18next shows the value unformatted, as LocPack does", id: .platformDifference))
            return nil
        }
        let compiled: CompiledDatePattern
        do {
            compiled = try CompiledDatePattern(pattern, data: data, takesEpochMilliseconds: true,
                                               escapingHTML: escaped, spacingAsJavaScript: true)
        } catch {
            throw Failure(found: found, message: "datetime(\(call.arguments)): \(error) (in the locale's pattern '\(pattern)')")
        }
        var placeholder = ValuePlaceholder(operand: .argument(argument(name)), formatting: .function(FormatSpec(conversion: FormatSpec.dateConversion)),
                                           fallback: "$" + name)
        placeholder.datePattern = compiled
        return [.value(placeholder)]
    }

    /// What LocPack cannot show of `Intl.DateTimeFormat`'s options: the
    /// translation is left out.
    struct IntlDateOptionError: Error {
        var message: String
    }

    /// The CLDR pattern `Intl.DateTimeFormat` uses for `options` in `data`,
    /// or nil when Intl would throw on them (a value it does not allow,
    /// `dateStyle`/`timeStyle` beside a field option). Without a date or
    /// time option it shows year, month and day as numbers (`yMd`). A
    /// fraction of a second follows the locale's `decimalSeparator`.
    static func intlPattern(_ options: [String: String], in data: DateTimeCatalog.LocaleData,
                            decimalSeparator: String = ".") throws -> String? {
        if let zone = options["timeZone"], !["UTC", "Etc/UTC", "GMT", "Etc/GMT"].contains(zone) {
            throw IntlDateOptionError(message: "timeZone \(zone): LocPack shows dates in UTC only")
        }
        if let calendar = options["calendar"], calendar != "gregory" {
            throw IntlDateOptionError(message: "calendar \(calendar): LocPack shows the Gregorian calendar only")
        }
        let fieldOptions = ["weekday", "era", "year", "month", "day", "hour", "minute", "second", "fractionalSecondDigits", "timeZoneName"]
        let dateStyle = options["dateStyle"], timeStyle = options["timeStyle"]
        if dateStyle != nil || timeStyle != nil {
            guard !fieldOptions.contains(where: { options[$0] != nil }) else { return nil }
            // A style Intl does not know is its RangeError.
            let dateLength = dateStyle.map { DateTimeCatalog.Length(name: $0) }, timeLength = timeStyle.map { DateTimeCatalog.Length(name: $0) }
            if dateLength == .some(nil) || timeLength == .some(nil) { return nil }
            let date = (dateLength ?? nil).map { data.dateFormats[$0.rawValue] }
            let time = (timeLength ?? nil).map { data.timeFormats[$0.rawValue] }
            if let date, let time {
                return DateTimeCatalog.joined(date: date, time: time, length: DateTimeCatalog.Length(name: dateStyle!)!, in: data)
            }
            return date ?? time
        }
        func width(_ name: String, _ values: [String: String]) throws -> String? {
            guard let value = options[name] else { return nil }
            guard let letters = values[value] else { throw IntlDateOptionError(message: "") }
            return letters
        }
        var date = ""
        var time = ""
        do {
            if let era = try width("era", ["long": "GGGG", "short": "G", "narrow": "GGGGG"]) { date += era }
            if let year = try width("year", ["numeric": "y", "2-digit": "yy"]) { date += year }
            if let month = try width("month", ["numeric": "M", "2-digit": "MM", "short": "MMM", "long": "MMMM", "narrow": "MMMMM"]) { date += month }
            if let weekday = try width("weekday", ["long": "EEEE", "short": "E", "narrow": "EEEEE"]) { date += weekday }
            if let day = try width("day", ["numeric": "d", "2-digit": "dd"]) { date += day }
            // The hour cycle: hourCycle, else hour12, else the locale's.
            // The hour cycle: hour12 (which overrides hourCycle in ECMA-402), else hourCycle, else the locale's.
            var hourLetter: Character = data.usesTwelveHours ? "h" : "H"
            if let cycle = options["hourCycle"] {
                guard let letter = ["h11": "K", "h12": "h", "h23": "H", "h24": "k"][cycle] else { return nil }
                hourLetter = Character(letter)
            }
            if let twelve = options["hour12"] { hourLetter = twelve == "true" ? "h" : "H" }
            if let hour = try width("hour", ["numeric": "1", "2-digit": "2"]) { time += String(repeating: hourLetter, count: Int(hour) ?? 1) }
            if try width("minute", ["numeric": "m", "2-digit": "mm"]) != nil { time += "m" }
            if try width("second", ["numeric": "s", "2-digit": "ss"]) != nil { time += "s" }
        } catch is IntlDateOptionError {
            return nil
        }
        if let digits = options["fractionalSecondDigits"] {
            guard let count = Int(digits), (1...3).contains(count) else { return nil }
            time += String(repeating: "S", count: count)
        }
        if date.isEmpty && time.isEmpty { date = "yMd" }
        // Skeletons name the hour cycle by h or H; a pattern of K or k is adjusted after the match.
        func timePattern() -> String? {
            guard !time.isEmpty else { return nil }
            let fraction = time.filter { $0 == "S" }
            let skeleton = String(time.filter { $0 != "S" }).replacingOccurrences(of: "K", with: "h").replacingOccurrences(of: "k", with: "H")
            guard let pattern = skeleton.isEmpty ? nil : DateTimeCatalog.pattern(skeleton: skeleton, in: data) else { return nil }
            let cycle = hourField(in: time)
            // The hour cycle's letter, and the fraction after the seconds, outside quoted text.
            return DateTimeCatalog.mappingFields(of: pattern) { letter, count in
                let field = String(repeating: letter, count: count)
                switch letter {
                case "h" where cycle == "K": return String(repeating: "K", count: count)
                case "H" where cycle == "k": return String(repeating: "k", count: count)
                case "s" where !fraction.isEmpty: return field + decimalSeparator + fraction
                default: return field
                }
            }
        }
        let datePart = date.isEmpty ? nil : DateTimeCatalog.pattern(skeleton: date, in: data)
        let timePart = timePattern()
        if !date.isEmpty && datePart == nil || !time.isEmpty && timePart == nil {
            throw IntlDateOptionError(message: "the locale has no pattern for these fields")
        }
        var pattern: String
        if let datePart, let timePart {
            let length: DateTimeCatalog.Length = date.contains("MMMM") ? (date.contains("EEEE") ? .full : .long)
                : date.contains("MMM") ? .medium : .short
            pattern = DateTimeCatalog.joined(date: datePart, time: timePart, length: length, in: data)
        } else {
            pattern = datePart ?? timePart ?? ""
        }
        if let zone = options["timeZoneName"] {
            guard ["short", "long", "shortOffset", "longOffset", "shortGeneric", "longGeneric"].contains(zone) else { return nil }
            pattern += " z"
        }
        return pattern
    }

    private static func hourField(in skeleton: String) -> Character? {
        skeleton.first { "hHKk".contains($0) }
    }
}
