import LocPack

/// MessageFormat 2's Draft `:date`, `:time` and `:datetime`
/// (`spec/functions/datetime.md`; `Specs/importers/mf2.md`, "Dates and
/// times"): the semantic fields and lengths they ask for, and the CLDR
/// pattern that shows them in a locale.
struct MF2DateRequest: Equatable {
    /// Which function.
    enum Kind: String { case date, time, datetime }

    var kind: Kind
    /// `fields` / `dateFields`: `year-month-day` and the others.
    var dateFields = "year-month-day"
    /// `length` / `dateLength`.
    var dateLength = DateTimeCatalog.Length.medium
    /// `precision` / `timePrecision`: `hour`, `minute` or `second`.
    var timePrecision = "minute"

    /// The functions' names.
    static let functionNames: Set<String> = ["date", "time", "datetime"]

    static let dateFieldValues = ["weekday", "day-weekday", "month-day", "month-day-weekday", "year-month-day", "year-month-day-weekday"]
    static let lengthValues = ["long", "medium", "short"]
    static let precisionValues = ["hour", "minute", "second"]
    static let timeZoneStyleValues = ["long", "short"]

    /// The request `kind` makes of literal `options`; a value the function
    /// does not allow, and any option whose value is a variable
    /// (`variableOptions`), is a bad option and keeps the default. Other
    /// options (the override options `calendar`, `hour12`, `timeZone`…)
    /// are accepted and have no effect.
    init(_ kind: Kind, options: [(name: String, value: String)], variableOptions: [String], errors: inout [MessageErrorKind]) {
        self.kind = kind
        let own: [String: [String]]
        switch kind {
        case .date: own = ["fields": Self.dateFieldValues, "length": Self.lengthValues]
        case .time: own = ["precision": Self.precisionValues, "timeZoneStyle": Self.timeZoneStyleValues]
        case .datetime:
            own = ["dateFields": Self.dateFieldValues, "dateLength": Self.lengthValues, "timePrecision": Self.precisionValues,
                   "timeZoneStyle": Self.timeZoneStyleValues]
        }
        for name in variableOptions where own[name] != nil { errors.append(.badOption) }
        for option in options {
            guard let allowed = own[option.name] else { continue }
            guard allowed.contains(option.value) else {
                errors.append(.badOption)
                continue
            }
            switch option.name {
            case "fields", "dateFields": dateFields = option.value
            case "length", "dateLength": dateLength = DateTimeCatalog.Length(name: option.value) ?? .medium
            case "precision", "timePrecision": timePrecision = option.value
            default: break
            }
        }
    }

    /// The CLDR pattern of the request in `data`: the date by its fields and
    /// length (`year-month-day` by the standard formats, the others by
    /// skeletons), the time by its precision in the locale's hour cycle,
    /// joined by the date length's glue; nil when the locale has no pattern
    /// for it.
    func pattern(in data: DateTimeCatalog.LocaleData) -> String? {
        switch kind {
        case .date: return datePattern(in: data)
        case .time: return timePattern(in: data)
        case .datetime:
            guard let date = datePattern(in: data), let time = timePattern(in: data) else { return nil }
            return DateTimeCatalog.joined(date: date, time: time, length: dateLength, in: data)
        }
    }

    private func datePattern(in data: DateTimeCatalog.LocaleData) -> String? {
        let length = dateLength
        let month = length == .long ? "MMMM" : length == .medium ? "MMM" : "M"
        let weekday = length == .long ? "EEEE" : "E"
        switch dateFields {
        case "year-month-day":
            return data.dateFormats[length.rawValue]
        case "year-month-day-weekday":
            return length == .long ? data.dateFormats[DateTimeCatalog.Length.full.rawValue]
                : DateTimeCatalog.pattern(skeleton: "y" + month + weekday.prefix(1) + "d", in: data)
        case "month-day": return DateTimeCatalog.pattern(skeleton: month + "d", in: data)
        case "month-day-weekday": return DateTimeCatalog.pattern(skeleton: month + weekday + "d", in: data)
        case "day-weekday": return DateTimeCatalog.pattern(skeleton: weekday + "d", in: data)
        default: return DateTimeCatalog.pattern(skeleton: weekday, in: data)
        }
    }

    private func timePattern(in data: DateTimeCatalog.LocaleData) -> String? {
        let hour = data.usesTwelveHours ? "h" : "H"
        let skeleton = timePrecision == "hour" ? hour : timePrecision == "second" ? hour + "ms" : hour + "m"
        return DateTimeCatalog.pattern(skeleton: skeleton, in: data)
    }
}
