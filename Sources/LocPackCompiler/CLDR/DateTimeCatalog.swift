import Foundation
import LocPack

/// CLDR's Gregorian date and time patterns and names of every locale, from
/// the generated `CLDRDateTimeData` tables (`Specs/cldr-data.md`), and the
/// choice of a pattern for a request: a length (`medium`), MessageFormat
/// 2's semantic fields, or `Intl.DateTimeFormat`'s options as a skeleton.
enum DateTimeCatalog {
    /// A length of CLDR's standard formats, in the tables' order.
    enum Length: Int, CaseIterable {
        case full, long, medium, short

        /// The length named `name` (`full`, `long`, `medium`, `short`).
        init?(name: String) {
            guard let length = Self.allCases.first(where: { "\($0)" == name }) else { return nil }
            self = length
        }
    }

    /// One locale's data.
    struct LocaleData {
        /// Standard date formats, by ``Length``.
        var dateFormats: [String]
        /// Standard time formats, by ``Length``.
        var timeFormats: [String]
        /// Date-time glue (`{1}, {0}`: `{1}` the date, `{0}` the time), by ``Length``.
        var glue: [String]
        /// availableFormats: skeleton → pattern.
        var skeletons: [String: String]
        /// Month names: format wide, abbreviated, narrow, then stand-alone (12 each).
        var months: [[String]]
        /// Weekday names, Sunday first, in the same six forms.
        var weekdays: [[String]]
        /// AM and PM.
        var dayPeriods: [String]
        /// BC and AD.
        var eras: [String]

        /// Whether the locale's clock runs 1–12 with AM and PM (its short
        /// time format has `h` or `K`).
        var usesTwelveHours: Bool {
            var twelve = false
            _ = DateTimeCatalog.mappingFields(of: timeFormats[Length.short.rawValue]) { letter, count in
                if letter == "h" || letter == "K" { twelve = true }
                return String(repeating: letter, count: count)
            }
            return twelve
        }
    }

    /// The data of `localeID`, matched as number symbols are
    /// (``NumberSymbolsCatalog/tableIndex(forLocale:)``).
    static func data(locale localeID: String) -> LocaleData {
        let row = GeneratedBlockTable.tableIndex(forLocale: localeID)
        let numbers = rows[Int(CLDRDateTimeData.localeRow[row])]
        let items = numbers.map { blocks[$0] }
        return LocaleData(dateFormats: items[0], timeFormats: items[1], glue: items[2],
                          skeletons: Dictionary(items[3].compactMap { item in
                              item.firstIndex(of: "=").map { (String(item[..<$0]), String(item[item.index(after: $0)...])) }
                          }, uniquingKeysWith: { first, _ in first }),
                          months: Array(items[4..<10]), weekdays: Array(items[10..<16]), dayPeriods: items[16], eras: items[17])
    }

    private static let blocks = GeneratedBlockTable.blocks(CLDRDateTimeData.blocks)
    private static let rows = GeneratedBlockTable.rows(CLDRDateTimeData.rows)

    // MARK: Skeletons

    /// The pattern of `skeleton` (`yMMMd`, `hm`) in `data`: the locale's own
    /// when it has that skeleton, else the one of the skeleton with the same
    /// fields (each a name in both or digits in both) whose widths are nearest, with its
    /// fields widened or narrowed to the request's (`yMMMMd` from `yMMMd`:
    /// `MMM` → `MMMM`); nil when none has those fields.
    static func pattern(skeleton: String, in data: LocaleData) -> String? {
        if let exact = data.skeletons[skeleton] { return exact }
        let wanted = fields(of: skeleton)
        var best: (distance: Int, pattern: String, fields: [Character: Int])?
        for (candidate, pattern) in data.skeletons {
            let have = fields(of: candidate)
            guard have.count == wanted.count else { continue }
            var distance = 0
            var matches = true
            for (letter, count) in wanted {
                guard let other = have[letter], isText(letter, count) == isText(letter, other) else { matches = false; break }
                distance += abs(count - other)
            }
            if matches, best == nil || distance < best!.distance || (distance == best!.distance && pattern < best!.pattern) {
                best = (distance, pattern, have)
            }
        }
        guard let best else { return nil }
        return adjusted(best.pattern, from: best.fields, to: wanted)
    }

    /// A skeleton's fields: letter (with `L` as `M`, `c` and `e` as `E`) →
    /// width.
    private static func fields(of skeleton: String) -> [Character: Int] {
        var fields: [Character: Int] = [:]
        for character in skeleton { fields[canonical(character), default: 0] += 1 }
        return fields
    }

    /// Whether a field of `letter` (canonical) and `width` shows a name
    /// rather than digits: a month from three letters on, a weekday, era
    /// or day period always.
    private static func isText(_ letter: Character, _ width: Int) -> Bool {
        switch letter {
        case "M": width >= 3
        case "E", "G", "a": true
        default: false
        }
    }

    private static func canonical(_ letter: Character) -> Character {
        switch letter {
        case "L": "M"
        case "c", "e": "E"
        default: letter
        }
    }

    /// `pattern` (of a skeleton with `have`'s widths) with each field whose
    /// width the request changes (`wanted`) set to it, where the field is
    /// a name in both or digits in both, as ICU's pattern generator adjusts
    /// widths; minutes and seconds keep the pattern's (two digits).
    private static func adjusted(_ pattern: String, from have: [Character: Int], to wanted: [Character: Int]) -> String {
        mappingFields(of: pattern) { letter, count in
            let field = canonical(letter)
            guard letter != "m", letter != "s", let target = wanted[field], target != have[field],
                  isText(field, target) == isText(field, count) else { return String(repeating: letter, count: count) }
            return String(repeating: letter, count: target)
        }
    }

    /// `pattern` with each field (a run of one ASCII letter outside quoted
    /// text) replaced by what `transform` makes of its letter and width;
    /// literal and quoted text is kept as it is.
    static func mappingFields(of pattern: String, _ transform: (Character, Int) -> String) -> String {
        var out = ""
        var quoted = false
        var run: (letter: Character, count: Int)?
        func flush() {
            guard let (letter, count) = run else { return }
            out += transform(letter, count)
            run = nil
        }
        for character in pattern {
            if character == "'" {
                flush()
                quoted.toggle()
                out.append(character)
            } else if !quoted, character.isASCII, character.isLetter {
                if run?.letter == character { run!.count += 1 } else { flush(); run = (character, 1) }
            } else {
                flush()
                out.append(character)
            }
        }
        flush()
        return out
    }

    /// `date` and `time` joined by the glue of `length` (`{1}, {0}`).
    static func joined(date: String, time: String, length: Length, in data: LocaleData) -> String {
        // The glue is itself a pattern: its literal text is quoted where needed, {0} and {1} are not letters.
        data.glue[length.rawValue].replacingOccurrences(of: "{1}", with: date).replacingOccurrences(of: "{0}", with: time)
    }
}
