import LocPack

/// Reads one localization of one String Catalog entry: its string unit or
/// its variations, with the substitutions declared at its root.
///
/// Every read function returns `nil` when the value yields no usable text —
/// because of an error (already reported) or because a unit is untranslated
/// (`new`), in which case the locale falls back. An error anywhere in the
/// localization leaves the whole translation out (``StringCatalogReader``
/// reports it as a warning naming the key and locale).
final class LocalizationReader {
    /// Where a value sits, which decides what it may vary by.
    enum Level: Equatable {
        /// The localization itself.
        case root
        /// A case of a device variation.
        case device(Device)
        /// A case of a plural variation (root, device→plural, or substitution).
        case plural
    }

    let catalog: StringCatalogReader
    let key: String
    let locale: String
    /// The source language keeps even `new` units: it has nothing to fall back to but the key.
    let isSourceLanguage: Bool
    /// The substitutions declared at the localization root.
    var substitutions: [String: Substitution] = [:]
    /// Names referenced from some text.
    var used: Set<String> = []
    /// Expansions already made, by name and argument index.
    var expansions: [ExpansionKey: MessageNode?] = [:]
    /// The arguments the localization's substitutions name.
    var declaredArguments: [DeclaredArgument] = []
    /// Substitutions being expanded (to catch one that refers to itself).
    var expanding: [String] = []
    /// How texts are split: plain values use the defaults; substitution cases
    /// tie `%arg` and bare specifiers to the substitution's argument.
    var textOptions = FormatStringSplitter.Options()
    /// The `%`s that can only be text in the localization's variation and
    /// substitution texts (``Message/textPercents``).
    var textPercents: [String] = []

    init(catalog: StringCatalogReader, key: String, locale: String, isSourceLanguage: Bool) {
        self.catalog = catalog
        self.key = key
        self.locale = locale
        self.isSourceLanguage = isSourceLanguage
    }

    func error(_ path: JSONSourcePath, _ message: String) { catalog.error(path, message) }
    func warning(_ path: JSONSourcePath, _ message: String, _ id: DiagnosticID = .ignoredContent) { catalog.warning(path, message, id) }

    // MARK: Localization root

    func read(_ json: Any, at path: JSONSourcePath) -> Message? {
        guard let object = json as? [String: Any] else {
            error(path, "a localization must be a JSON object")
            return nil
        }
        catalog.checkFields(object, known: ["stringUnit", "variations", "substitutions"], at: path, what: "a localization")
        if let value = object["substitutions"] {
            readSubstitutions(value, at: path.member("substitutions"))
        }
        if object["stringUnit"] == nil && object["variations"] == nil {
            if object["substitutions"] != nil {
                error(path, "substitutions without a parent value: the localization has no 'stringUnit' or 'variations'")
            } else {
                error(path, "the localization has no 'stringUnit' or 'variations'")
            }
            return nil
        }
        var message = readValue(object, at: path, level: .root)
        checkUnusedSubstitutions(at: path.member("substitutions"))
        message?.textPercents += textPercents
        return message
    }

    // MARK: Values (a localization or a variation case)

    /// Reads an object holding `stringUnit` or `variations`.
    func readValue(_ object: [String: Any], at path: JSONSourcePath, level: Level) -> Message? {
        if level != .root {
            catalog.checkFields(object, known: ["stringUnit", "variations"], ignored: ["substitutions"], at: path,
                                what: "a variation case")
            if object["substitutions"] != nil {
                error(path.member("substitutions"), "substitutions are only allowed at the root of a localization")
            }
        }
        if let variations = object["variations"] {
            if object["stringUnit"] != nil {
                warning(path, "both 'stringUnit' and 'variations' are present; the variations are used", .conflictingDefinition)
            }
            return readVariations(variations, at: path.member("variations"), level: level)
        }
        if let unit = object["stringUnit"] {
            return readStringUnit(unit, at: path.member("stringUnit"), isPlain: level == .root)
        }
        error(path, "the variation case has no 'stringUnit' or 'variations'")
        return nil
    }

    func readCase(_ json: Any, at path: JSONSourcePath, level: Level) -> Message? {
        guard let object = json as? [String: Any] else {
            error(path, "a variation case must be a JSON object")
            return nil
        }
        return readValue(object, at: path, level: level)
    }

    /// Reads `stringUnit {state, value}`; `nil` for a `new` unit outside the
    /// source language (after checking its text all the same).
    func readStringUnit(_ json: Any, at path: JSONSourcePath, isPlain: Bool = false) -> Message? {
        guard let unit = json as? [String: Any] else {
            error(path, "'stringUnit' must be a JSON object")
            return nil
        }
        catalog.checkFields(unit, known: ["state", "value"], at: path, what: "a stringUnit")
        var isNew = false
        switch unit["state"] {
        case nil:
            break
        case let state as String where StringCatalogReader.knownStates.contains(state):
            isNew = state == "new"
        case let state as String:
            error(path.member("state"),
                  "unknown state '\(state)' (expected new, translated, needs_review, stale or machine_translated)")
            return nil
        default:
            error(path.member("state"), "'state' must be a string")
            return nil
        }
        guard let value = unit["value"] else {
            error(path, "the stringUnit has no 'value'")
            return nil
        }
        guard let text = value as? String else {
            error(path.member("value"), "'value' must be a string")
            return nil
        }
        let message = readText(text, at: path.member("value"), isPlain: isPlain)
        return isNew && !isSourceLanguage ? nil : message
    }

    // MARK: Variations

    func readVariations(_ json: Any, at path: JSONSourcePath, level: Level) -> Message? {
        guard let object = json as? [String: Any] else {
            error(path, "'variations' must be a JSON object")
            return nil
        }
        for kind in object.keys.sorted() where kind != "plural" && kind != "device" {
            error(path.member(kind), "unknown variation '\(kind)' (expected plural or device)")
        }
        if level == .plural {
            error(path, "Plural case cannot be further varied")
            return nil
        }
        if level == .device(.other) {
            error(path, "Fallback value cannot be further varied")
            return nil
        }
        let plural = object["plural"]
        let device = object["device"]
        switch (plural, device) {
        case (nil, nil):
            if object.isEmpty { error(path, "'variations' is empty") }
            return nil
        case (.some, .some):
            error(path, "a value cannot vary by plural and by device at the same level")
            return nil
        case let (plural?, nil):
            return readPlural(plural, at: path.member("plural"))
        case let (nil, device?):
            if case .device = level {
                error(path.member("device"), "Device case cannot be further varied by device")
                return nil
            }
            return readDevice(device, at: path.member("device"))
        }
    }

    /// Reads `variations.device`.
    func readDevice(_ json: Any, at path: JSONSourcePath) -> Message? {
        guard let object = json as? [String: Any] else {
            error(path, "'device' must be a JSON object")
            return nil
        }
        var cases: [Device: Message] = [:]
        for name in object.keys.sorted() {
            guard let device = Device(key: name) else {
                error(path.member(name),
                      "unknown device '\(name)' (expected iphone, ipod, ipad, applewatch, appletv, applevision, mac or other)")
                continue
            }
            if let message = readCase(object[name]!, at: path.member(name), level: .device(device)) {
                cases[device] = message
            }
        }
        if object.isEmpty { error(path, "the device variation has no cases") }
        return cases.isEmpty ? nil : Message([.device(DeviceChoice(cases: cases))])
    }

    /// Reads a `variations.plural` of a localization or a device case. Its
    /// argument is the first numeric argument of its cases (or argument 1).
    func readPlural(_ json: Any, at path: JSONSourcePath) -> Message? {
        guard let cases = readPluralCases(json, at: path, read: { self.readCase($0, at: $1, level: .plural) }) else {
            return nil
        }
        var argument: (index: Int, spec: FormatSpec)?
        search: for category in PluralCategory.allCases {
            for case let .argument(index, spec) in cases[category]?.nodes ?? [] where Self.isNumeric(spec) {
                argument = (index, spec)
                break search
            }
        }
        if argument == nil {
            warning(path, "no case of the plural variation has a numeric argument; it selects by argument 1 as %lld", .platformDifference)
        }
        let choice = PluralChoice(argumentIndex: argument?.index ?? 1,
                                  operandSpec: argument?.spec ?? Self.defaultOperandSpec,
                                  rules: .appleCardinal, categories: cases)
        return Message([.plural(choice)])
    }

    /// Reads the cases of a plural variation (`zero` … `other`) with `read`.
    /// `nil` when `other` is missing or unusable, so the choice has no
    /// fallback form.
    func readPluralCases(_ json: Any, at path: JSONSourcePath,
                         read: (Any, JSONSourcePath) -> Message?) -> [PluralCategory: Message]? {
        guard let object = json as? [String: Any] else {
            error(path, "'plural' must be a JSON object")
            return nil
        }
        var cases: [PluralCategory: Message] = [:]
        for name in object.keys.sorted(by: Self.pluralOrder) {
            guard let category = PluralCategory(name: name) else {
                error(path.member(name), "unknown plural category '\(name)' (expected zero, one, two, few, many or other)")
                continue
            }
            if let message = read(object[name]!, path.member(name)) {
                cases[category] = message
            }
        }
        if object["other"] == nil {
            error(path, "the plural variation has no 'other' case")
            return nil
        }
        return cases[.other] == nil ? nil : cases
    }

    // MARK: Helpers

    /// `%lld`: the operand spec when nothing better is known.
    static let defaultOperandSpec = FormatSpec(conversion: UInt8(ascii: "d"), length: .ll)

    static func isNumeric(_ spec: FormatSpec) -> Bool {
        switch spec.argumentKind {
        case .signedInteger, .unsignedInteger, .floatingPoint: true
        case .string, .none, .list: false
        }
    }

    /// CLDR order for category names, unknown names last.
    static func pluralOrder(_ a: String, _ b: String) -> Bool {
        let ra = PluralCategory(name: a)?.rawValue ?? 255
        let rb = PluralCategory(name: b)?.rawValue ?? 255
        return ra != rb ? ra < rb : a < b
    }
}
