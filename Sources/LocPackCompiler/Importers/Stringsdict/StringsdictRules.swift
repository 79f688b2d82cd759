import LocPack

extension StringsdictReader {
    // MARK: Plural variables

    /// Reads a variable dictionary (`NSStringFormatSpecTypeKey`,
    /// `NSStringFormatValueTypeKey`, `zero` … `other`) as a plural choice on
    /// `argument`. Inside its cases a bare conversion (`%d`) and an
    /// unnumbered `%#@OTHER@` refer to `argument` too.
    func pluralChoice(_ name: String, _ variable: [String: Any], at path: JSONSourcePath, argument: Int,
                      scopes: [Scope]) -> PluralChoice? {
        var valid = true
        switch variable[Self.specTypeKey] {
        case nil:
            if !infersTypes {
                error(path, "variable '\(name)' has no \(Self.specTypeKey) (expected \(Self.pluralRuleType))")
                valid = false
            }
        case let type as String where type == Self.pluralRuleType:
            break
        case let type as String:
            error(path.member(Self.specTypeKey),
                  "unsupported rule type '\(type)' for variable '\(name)' (expected \(Self.pluralRuleType); device and width rules belong at the top of an entry)")
            valid = false
        default:
            error(path.member(Self.specTypeKey), "\(Self.specTypeKey) must be a string")
            valid = false
        }
        var spec: FormatSpec?
        if let value = variable[Self.valueTypeKey] {
            if let text = value as? String, let parsed = FormatStringSplitter.parseSpecifier(text) {
                if LocalizationReader.isNumeric(parsed) {
                    spec = parsed
                } else {
                    error(path.member(Self.valueTypeKey),
                          "'\(text)' is not a numeric format specifier; a plural rule selects by a number")
                    valid = false
                }
            } else {
                error(path.member(Self.valueTypeKey),
                      "\(Self.valueTypeKey) must be one format specifier such as d, ld, lld, lu or f")
                valid = false
            }
        }
        var cases: [PluralCategory: Message] = [:]
        let caseOptions = FormatStringSplitter.Options(unnumberedArgument: argument)
        for key in variable.keys.sorted(by: LocalizationReader.pluralOrder)
        where key != Self.specTypeKey && key != Self.valueTypeKey {
            guard let category = PluralCategory(name: key) else {
                error(path.member(key), "unknown plural category '\(key)' (expected zero, one, two, few, many or other)")
                valid = false
                continue
            }
            guard let text = variable[key] as? String else {
                error(path.member(key), "a plural case must be a string")
                valid = false
                continue
            }
            if let message = readText(text, at: path.member(key), options: caseOptions, scopes: scopes) {
                cases[category] = message
            } else {
                valid = false
            }
        }
        guard valid else { return nil }
        if cases[.other] == nil {
            guard let stand = Self.standInForOther(cases) else {
                error(path, "variable '\(name)' has no plural cases")
                return nil
            }
            cases[.other] = cases[stand]
            warning(path, "variable '\(name)' has no 'other' case; numbers of the other category use its '\(stand)' case", .platformDifference)
        }
        let operandSpec = spec ?? inferredSpec(cases, argument: argument, variable: name, at: path)
        declare(DeclaredArgument(number: argument, name: name))
        return PluralChoice(argumentIndex: argument, operandSpec: operandSpec, rules: .appleCardinal, categories: cases)
    }

    /// The case that stands in for a missing `other`: the last of `many`,
    /// `few`, `two`, `one`, `zero` the variable has (see
    /// `Specs/importers/stringsdict.md`, "A plural without `other`").
    static func standInForOther(_ cases: [PluralCategory: Message]) -> PluralCategory? {
        [PluralCategory.many, .few, .two, .one, .zero].first { cases[$0] != nil }
    }

    /// The spec of the first numeric conversion of `argument` in the cases
    /// (zero … other), else `%lld`; warns unless types are inferred silently.
    private func inferredSpec(_ cases: [PluralCategory: Message], argument: Int, variable: String,
                              at path: JSONSourcePath) -> FormatSpec {
        var found: FormatSpec?
        search: for category in PluralCategory.allCases {
            for case let .argument(index, spec) in cases[category]?.nodes ?? []
            where index == argument && LocalizationReader.isNumeric(spec) {
                found = spec
                break search
            }
        }
        if !infersTypes {
            let shown = found.map { "the cases' %\(Self.specText($0))" } ?? "%lld"
            warning(path, "variable '\(variable)' has no \(Self.valueTypeKey); its number is read as \(shown)", .platformDifference)
        }
        return found ?? LocalizationReader.defaultOperandSpec
    }

    /// `spec` written back as a conversion without `%` (`lld`, `.1f`, `05d`),
    /// for messages and for String Catalog `formatSpecifier`s.
    static func specText(_ spec: FormatSpec) -> String {
        var text = ""
        if spec.flags.contains(.leftAlign) { text += "-" }
        if spec.flags.contains(.plusSign) { text += "+" }
        if spec.flags.contains(.spaceSign) { text += " " }
        if spec.flags.contains(.alternate) { text += "#" }
        if spec.flags.contains(.zeroPad) { text += "0" }
        if spec.width >= 0 { text += String(spec.width) }
        if spec.precision >= 0 { text += ".\(spec.precision)" }
        switch spec.length {
        case .hh: text += "hh"
        case .h: text += "h"
        case .l: text += "l"
        case .ll: text += "ll"
        case .q: text += "q"
        case .j: text += "j"
        case .z: text += "z"
        case .t: text += "t"
        case .capitalL: text += "L"
        case .none: break
        }
        return text + String(UnicodeScalar(spec.conversion))
    }

    // MARK: Device and width rules

    /// `NSStringDeviceSpecificRuleType`: device keys → a format string or a
    /// format dictionary.
    func readDeviceRule(_ value: Any, at path: JSONSourcePath, scopes: [Scope]) -> Message? {
        guard let rule = value as? [String: Any] else {
            error(path, "\(Self.deviceRuleKey) must be a dictionary of device cases")
            return nil
        }
        guard !rule.isEmpty else {
            error(path, "the device rule has no cases")
            return nil
        }
        var cases: [Device: Message] = [:]
        var valid = true
        for key in rule.keys.sorted() {
            guard let device = Device(key: key) else {
                error(path.member(key),
                      "unknown device '\(key)' (expected iphone, ipod, ipad, applewatch, appletv, applevision, mac or other)")
                valid = false
                continue
            }
            if let message = readCase(rule[key]!, at: path.member(key), scopes: scopes, level: .deviceCase) {
                cases[device] = message
            } else {
                valid = false
            }
        }
        return valid ? Message([.device(DeviceChoice(cases: cases))]) : nil
    }

    /// `NSStringVariableWidthRuleType`: whole-number keys → a format string
    /// or a format dictionary; the largest key not above the rendered width
    /// is chosen (below every key, the smallest).
    func readWidthRule(_ value: Any, at path: JSONSourcePath, scopes: [Scope]) -> Message? {
        guard let rule = value as? [String: Any] else {
            error(path, "\(Self.widthRuleKey) must be a dictionary of width cases")
            return nil
        }
        guard !rule.isEmpty else {
            error(path, "the width rule has no cases")
            return nil
        }
        var cases: [Int: Message] = [:]
        var keys: [Int: String] = [:]
        var valid = true
        for key in rule.keys.sorted() {
            guard !key.isEmpty, key.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let width = Int32(key) else {
                error(path.member(key), "width key '\(key)' must be a whole number from 0 to 2147483647")
                valid = false
                continue
            }
            if let other = keys[Int(width)] {
                error(path.member(key), "width keys '\(other)' and '\(key)' are the same number")
                valid = false
                continue
            }
            keys[Int(width)] = key
            if let message = readCase(rule[key]!, at: path.member(key), scopes: scopes, level: .widthCase) {
                cases[Int(width)] = message
            } else {
                valid = false
            }
        }
        return valid ? Message([.width(WidthChoice(cases: cases, rule: .largestNotAbove))]) : nil
    }

    /// A case of a device or width rule: a format string, or a dictionary.
    private func readCase(_ value: Any, at path: JSONSourcePath, scopes: [Scope], level: Level) -> Message? {
        switch value {
        case let text as String:
            return readText(text, at: path, options: .init(), scopes: scopes)
        case let dictionary as [String: Any]:
            return readRuleOrFormat(dictionary, at: path, scopes: scopes, level: level)
        default:
            error(path, "a rule case must be a string or a dictionary")
            return nil
        }
    }
}
