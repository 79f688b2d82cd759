import LocPack

/// A CLDR date pattern (`MMM d, y, h:mm a`) compiled for one locale into
/// the items of a value instruction's date record (`Specs/programs.md`,
/// "Date patterns"): literal texts, number fields, and name fields with the
/// locale's names.
package struct CompiledDatePattern: Sendable, Equatable {
    /// The record's items.
    package var items: [UInt8]
    /// The record's flags (``DatePattern/takesEpochMilliseconds``).
    package var flags: UInt8

    /// Why a pattern cannot be compiled.
    struct Unsupported: Error, CustomStringConvertible {
        /// The field (`QQQ`, `w`).
        var field: String
        var description: String { "the date field '\(field)' is not supported" }
    }

    /// Compiles `pattern` with the names of `data`. Time zone fields show
    /// the zone every render shows, UTC (`z` … `zzzz`, `v`, `V`, `O`:
    /// `UTC`; `Z`: `+0000`; `X`: `Z`; `x`: `+00`). Throws for fields that
    /// need a calendar LocPack does not keep (quarters, weeks, days of
    /// the year).
    ///
    /// With `escapingHTML` the literal texts and names are stored as
    /// i18next's default escaping writes them (`/` as `&#x2F;`…); digits
    /// need none.
    ///
    /// With `spacingAsJavaScript` every narrow no-break space (U+202F,
    /// which CLDR puts before `AM`) is a space, as V8's and SpiderMonkey's
    /// `Intl.DateTimeFormat` write it.
    init(_ pattern: String, data: DateTimeCatalog.LocaleData, takesEpochMilliseconds: Bool,
         escapingHTML: Bool = false, spacingAsJavaScript: Bool = false) throws(Unsupported) {
        flags = takesEpochMilliseconds ? DatePattern.takesEpochMilliseconds : 0
        items = []
        var literal: [UInt8] = []
        func escaped(_ bytes: [UInt8]) -> [UInt8] {
            var text = String(decoding: bytes, as: UTF8.self)
            if spacingAsJavaScript { text = String(text.map { $0 == "\u{202F}" ? " " : $0 }) }
            return Array((escapingHTML ? HTMLEscaping.escaped(text) : text).utf8)
        }
        func flushLiteral() {
            var rest = escaped(literal)[...]
            while !rest.isEmpty {
                let piece = rest.prefix(255)
                items += [DatePattern.Item.literal, UInt8(piece.count)] + piece
                rest = rest.dropFirst(piece.count)
            }
            literal = []
        }
        func number(_ field: DatePattern.NumberField, _ digits: Int) {
            flushLiteral()
            items += [DatePattern.Item.number, field.rawValue, UInt8(min(digits, 9))]
        }
        func names(_ field: DatePattern.NameField, _ list: [String]) {
            flushLiteral()
            items += [DatePattern.Item.name, field.rawValue]
            for name in list {
                // A name longer than a record holds is cut before a character that would not fit.
                var bytes: [UInt8] = []
                for character in String(decoding: escaped(Array(name.utf8)), as: UTF8.self) {
                    let next = Array(String(character).utf8)
                    guard bytes.count + next.count <= 255 else { break }
                    bytes += next
                }
                items += [UInt8(bytes.count)] + bytes
            }
        }
        /// Names of a month or weekday form: format (0) or stand-alone (3), plus the width's offset.
        func form(_ count: Int, standAlone: Bool) -> Int {
            (standAlone ? 3 : 0) + (count == 4 ? 0 : count == 5 ? 2 : 1)
        }
        let characters = Array(pattern)
        var i = 0
        while i < characters.count {
            let character = characters[i]
            if character == "'" {
                // '' is an apostrophe; 'text' is literal text.
                if i + 1 < characters.count, characters[i + 1] == "'" {
                    literal += Array("'".utf8)
                    i += 2
                    continue
                }
                i += 1
                while i < characters.count {
                    if characters[i] == "'" {
                        if i + 1 < characters.count, characters[i + 1] == "'" {
                            literal += Array("'".utf8)
                            i += 2
                            continue
                        }
                        break
                    }
                    literal += Array(String(characters[i]).utf8)
                    i += 1
                }
                i += 1
                continue
            }
            guard character.isASCII, character.isLetter else {
                literal += Array(String(character).utf8)
                i += 1
                continue
            }
            var count = 1
            while i + count < characters.count, characters[i + count] == character { count += 1 }
            i += count
            switch character {
            case "G": names(.era, data.eras)
            case "y", "u", "Y": count == 2 ? number(.twoDigitYear, 2) : number(.year, count)
            case "M", "L":
                if count <= 2 { number(.month, count) } else { names(.month, data.months[form(count, standAlone: character == "L")]) }
            case "d": number(.day, count)
            case "E": names(.weekday, data.weekdays[form(max(count, 3), standAlone: false)])
            case "c", "e":
                guard count >= 3 else { throw Unsupported(field: String(repeating: character, count: count)) }
                names(.weekday, data.weekdays[form(count, standAlone: character == "c")])
            case "a", "b", "B": names(.dayPeriod, data.dayPeriods)
            case "h": number(.hour12, count)
            case "H": number(.hour23, count)
            case "K": number(.hour11, count)
            case "k": number(.hour24, count)
            case "m": number(.minute, count)
            case "s": number(.second, count)
            case "S": number(.fraction, count)
            case "z", "v", "V", "O": literal += Array("UTC".utf8)
            case "Z": literal += Array((count == 4 ? "GMT" : count == 5 ? "Z" : "+0000").utf8)
            case "X": literal += Array("Z".utf8)
            case "x": literal += Array("+00".utf8)
            default: throw Unsupported(field: String(repeating: character, count: count))
            }
        }
        flushLiteral()
    }
}
