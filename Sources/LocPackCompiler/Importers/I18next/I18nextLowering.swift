import Foundation
import LocPack

/// Builds one key's message in one locale as i18next's `t()` resolves it
/// (`Specs/importers/i18next.md`): the lookup order of plural and context
/// suffixes written out per category, texts lowered to placeholders, and
/// `$t(key)` nesting resolved in place. Argument names are shared with the
/// key's other locales through ``names``.
struct I18nextLowering {
    /// Why a translation is left out.
    struct Failure: Error {
        var found: I18nextFound?
        var message: String
        var id: DiagnosticID = .unsupportedConstruct
    }

    /// A warning about a text that is still used.
    struct Warning {
        var found: I18nextFound
        var message: String
        var id: DiagnosticID
    }

    /// Everything the importer read: key groups and flat texts by namespace.
    let resources: I18nextResources
    let options: I18nextOptions
    let locale: String
    /// Argument names by number (index 0 is argument 1).
    var names: [String]
    var warnings: [Warning] = []
    /// The keys being nested, to catch a cycle.
    private var stack: [String] = []
    /// Names a nesting's options give other names (`$t(key, {"count":
    /// {{n}}})`: the nested key's `count` is this key's `n`).
    private(set) var renames: [String: String] = [:]

    init(resources: I18nextResources, options: I18nextOptions, locale: String, names: [String]) {
        self.resources = resources
        self.options = options
        self.locale = locale
        self.names = names
    }

    static let countName = "count", contextName = "context", ordinalName = "ordinal"
    /// How many keys deep `$t()` may nest (each level is copied into every
    /// case of the levels around it).
    static let nestingLimit = 8

    /// How a plural's count is read: as `Intl.PluralRules` reads a number
    /// (up to three fraction digits, so 1.5 is not `one`).
    static let countSpec = DecimalStyle().spec

    // MARK: Keys

    /// The message of `forms`, in `namespace`.
    mutating func message(_ forms: I18nextKeyForms, namespace: String, key: String) throws(Failure) -> Message? {
        stack.append(namespace + ":" + key)
        defer { stack.removeLast() }
        guard !forms.contexts.isEmpty else { return try variants(nil, forms.plain, namespace: namespace, key: key) }
        let index = argument(Self.contextName)
        var cases: [(value: String, message: Message)] = []
        for context in forms.contexts.keys.sorted() {
            if let message = try variants(forms.contexts[context], forms.plain, namespace: namespace, key: key) {
                cases.append((context, message))
            }
        }
        let other = try variants(nil, forms.plain, namespace: namespace, key: key)
        return Message([.select(SelectChoice(argumentIndex: index, cases: cases, other: other))])
    }

    /// The message of a context's texts `context` (nil: no context),
    /// falling back to `plain` in i18next's order: `key_ctx_zero`,
    /// `key_ctx_<cat>`, `key_ctx`, `key_zero`, `key_<cat>`, `key`.
    private mutating func variants(_ context: I18nextVariants?, _ plain: I18nextVariants, namespace: String,
                                   key: String) throws(Failure) -> Message? {
        let levels = [context, plain].compactMap { $0 }
        guard levels.contains(where: \.isCounted) else {
            return try levels.lazy.compactMap(\.bare).first.map { found throws(Failure) in try text(found, namespace: namespace) }
        }
        if resources.isV3(namespace) { return try v3Plural(levels, namespace: namespace, key: key) }
        let cardinal = try v4Plural(levels, ordinal: false, namespace: namespace, key: key)
        guard levels.contains(where: { !$0.ordinal.isEmpty }) else { return cardinal }
        let ordinal = try v4Plural(levels, ordinal: true, namespace: namespace, key: key)
        let index = argument(Self.ordinalName)
        return Message([.select(SelectChoice(argumentIndex: index, cases: ordinal.map { [("true", $0)] } ?? [], other: cardinal))])
    }

    /// A v4 plural: each of the locale's CLDR categories takes the first
    /// text of its lookup order; `_zero` answers 0 in every language.
    private mutating func v4Plural(_ levels: [I18nextVariants], ordinal: Bool, namespace: String,
                                   key: String) throws(Failure) -> Message? {
        func lookup(_ category: PluralCategory) -> I18nextFound? {
            levels.lazy.compactMap { ordinal ? ($0.ordinal[category] ?? $0.cardinal[category] ?? $0.bare)
                                             : ($0.cardinal[category] ?? $0.bare) }.first
        }
        let index = argument(Self.countName)
        var categories: [PluralCategory: Message] = [:]
        var shown: [PluralCategory: String] = [:]
        for category in PluralRuleCatalog.categories(forLocale: locale, ordinal: ordinal) {
            guard let found = lookup(category) else { continue }
            categories[category] = try text(found, namespace: namespace)
            shown[category] = found.path.description + found.file
        }
        var exact: [(value: String, message: Message)] = []
        if !ordinal, levels.contains(where: { $0.cardinal[.zero] != nil }) {
            let categoryOfZero = Self.category(of: 0, locale: locale)
            let zero = levels.lazy.compactMap { $0.cardinal[.zero] ?? $0.cardinal[categoryOfZero] ?? $0.bare }.first
            if let zero, zero.path.description + zero.file != shown[categoryOfZero] {
                exact.append(("0", try text(zero, namespace: namespace)))
            }
        }
        guard !categories.isEmpty || !exact.isEmpty else { return nil }
        var choice = PluralChoice(argumentIndex: index, operandSpec: Self.countSpec,
                                  rules: ordinal ? .cldrOrdinal : .cldrCardinal, exact: exact, categories: categories)
        try withoutCount(&choice, bare: levels.lazy.compactMap(\.bare).first, namespace: namespace, key: key)
        return Message([.plural(choice)])
    }

    /// Makes `choice` show, when no count is given (or it is no number),
    /// what `t(key)` without a count shows: the bare key's text, else the
    /// key's name; the render reports the missing count.
    private mutating func withoutCount(_ choice: inout PluralChoice, bare: I18nextFound?, namespace: String,
                                       key: String) throws(Failure) {
        let message = try bare.map { found throws(Failure) in try text(found, namespace: namespace) } ?? .text(key)
        choice.exact.append(("nan", message))
        choice.failsToExactNaN = true
    }

    /// A v3 plural: the language's form index chooses `key` / `key_plural`
    /// or `key_0` … `key_N`; a form the texts lack is the bare key's text.
    private mutating func v3Plural(_ levels: [I18nextVariants], namespace: String, key: String) throws(Failure) -> Message? {
        let bare = levels.lazy.compactMap(\.bare).first
        guard let rule = I18nextV3PluralRules.rule(forLocale: locale), let forms = rule.pluralForms else {
            return try bare.map { found throws(Failure) in try text(found, namespace: namespace) }
        }
        var messages: [Message] = []
        for form in 0..<forms.formCount {
            let found = levels.lazy.compactMap { level in
                rule.singularAndPlural ? (form == 0 ? level.bare : level.v3Plural ?? level.bare) : (level.indexed[form] ?? level.bare)
            }.first
            messages.append(try found.map { found throws(Failure) in try text(found, namespace: namespace) } ?? .text(key))
        }
        switch GettextPluralMapping.make(forms, locale: locale) {
        case .success(let mapping):
            let index = argument(Self.countName)
            var choice = mapping.choice(of: messages, argumentIndex: index, operandSpec: Self.countSpec, locale: locale)
            try withoutCount(&choice, bare: bare, namespace: namespace, key: key)
            return Message([.plural(choice)])
        case .failure(let failure):
            throw Failure(found: levels.lazy.compactMap { level in level.indexed.keys.min().flatMap { level.indexed[$0] } ?? level.bare }.first,
                          message: "i18next's v3 plural rule for \(locale): \(failure.description)")
        }
    }

    /// The names a nesting's options pass on (`{"count": {{n}}, 'x': {{ y }}}`
    /// gives count → n, x → y), or nil when the options hold anything else.
    static func renamingOptions(_ options: String) -> [String: String]? {
        var body = Substring(I18nextText.trimmed(Substring(options)))
        guard body.first == "{", body.last == "}" else { return nil }
        body = body.dropFirst().dropLast()
        var renames: [String: String] = [:]
        for entry in body.split(separator: ",") where !I18nextText.trimmed(entry).isEmpty {
            guard let colon = entry.firstIndex(of: ":") else { return nil }
            let name = I18nextText.trimmed(entry[..<colon]).trimmingCharacters(in: ["\"", "'"])
            let value = I18nextText.trimmed(entry[entry.index(after: colon)...])
            guard !name.isEmpty, value.hasPrefix("{{"), value.hasSuffix("}}"), value.count > 4 else { return nil }
            let source = I18nextText.trimmed(value.dropFirst(2).dropLast(2))
            guard !source.isEmpty, !source.contains(",") else { return nil }
            renames[name] = source
        }
        return renames.isEmpty ? nil : renames
    }

    /// The CLDR cardinal category of `count` in `locale`.
    static func category(of count: UInt64, locale: String) -> PluralCategory {
        PluralRuleCatalog.program(forLocale: locale, ordinal: false).withUnsafeBytes {
            PluralRules(unchecked: $0).select(PluralOperands(count))
        }
    }

    // MARK: Texts

    /// The message of one text.
    private mutating func text(_ found: I18nextFound, namespace: String) throws(Failure) -> Message {
        var nodes: [MessageNode] = []
        for part in I18nextText.parts(of: found.text) {
            switch part {
            case .text(let text):
                nodes.appendText(text)
            case let .value(name, unescaped, format):
                nodes += try value(name, escaped: options.escapesValues && !unescaped, format: format, found: found)
            case let .nested(key, nestedOptions):
                nodes += try nested(key, options: nestedOptions, namespace: namespace, found: found)
            }
        }
        return Message(nodes)
    }

    /// The number of argument `name`, numbered now if new.
    mutating func argument(_ name: String) -> Int {
        let name = renames[name] ?? name
        if let index = names.firstIndex(of: name) { return index + 1 }
        names.append(name)
        return names.count
    }

    /// `{{name}}` or `{{name, format}}`.
    private mutating func value(_ name: String, escaped: Bool, format: String?, found: I18nextFound) throws(Failure) -> [MessageNode] {
        var flags: FormatSpec.Flags = [.valueText, .javaScriptNumbers]
        if escaped { flags.insert(.htmlEscaped) }
        let spec = FormatSpec(conversion: UInt8(ascii: "@"), flags: flags)
        guard let format, !format.isEmpty else { return [.argument(index: argument(name), spec: spec)] }
        let call = I18nextFormatCall(format)
        switch call.name {
        case "number", "currency":
            guard let expression = call.messageFormat2(operand: renames[name] ?? name) else {
                throw Failure(found: found, message: "\(call.name)(\(call.arguments)): LocPack cannot read these options")
            }
            return try compiled(expression, for: "{{\(name), \(format)}}", found: found)
        case "relativetime":
            guard let nodes = try relativeTime(name, call: call, escaped: escaped, found: found) else {
                return [.argument(index: argument(name), spec: spec)]
            }
            return nodes
        case "datetime":
            guard let nodes = try dateTime(name, call: call, escaped: escaped, found: found) else {
                return [.argument(index: argument(name), spec: spec)]
            }
            return nodes
        case "list":
            guard let nodes = try list(name, call: call, escaped: escaped, found: found) else {
                return [.argument(index: argument(name), spec: spec)]
            }
            return nodes
        default:
            warnings.append(Warning(found: found, message: "no formatter '\(call.name)' is built into i18next: the value is shown unformatted, as i18next shows it without a custom formatter", id: .platformDifference))
            return [.argument(index: argument(name), spec: spec)]
        }
    }

    /// The nodes of MessageFormat 2 `expression` (a placeholder such as
    /// `{$price :currency currency=|USD|}`) standing for `placeholder`; a
    /// failure when it has errors known at build time.
    mutating func compiled(_ expression: String, for placeholder: String, found: I18nextFound) throws(Failure) -> [MessageNode] {
        do {
            let compiled = try MessageFormat2.compile(expression, locale: locale, isolates: false, argumentNames: names)
            let kinds = MF2FileReader.errorsKnownAtBuild(in: compiled.message)
            guard kinds.isEmpty else {
                throw Failure(found: found, message: "\(placeholder): \(kinds.joined(separator: ", ")) (as \(expression))")
            }
            names = compiled.argumentNames
            return compiled.message.nodes
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(found: found, message: "\(placeholder): \(error)")
        }
    }

    /// `$t(key)`: the nested key's message in this locale (else the source
    /// language's), in place; a key found nowhere shows its name, as
    /// i18next does.
    private mutating func nested(_ key: String, options: String?, namespace: String, found: I18nextFound) throws(Failure) -> [MessageNode] {
        var given: [String: String] = [:]
        if let options, !options.isEmpty {
            guard let parsed = Self.renamingOptions(options) else {
                throw Failure(found: found, message: "$t(\(key), \(options)): LocPack nests with options that pass values on ({\"count\": {{n}}}) only; write the nested text in place")
            }
            given = parsed
        }
        var namespace = namespace, key = key
        if let colon = key.firstIndex(of: ":"), resources.namespaces.contains(String(key[..<colon])) {
            namespace = String(key[..<colon])
            key = String(key[key.index(after: colon)...])
        }
        guard stack.count < Self.nestingLimit else {
            throw Failure(found: found, message: "$t(\(key)) nests more than \(Self.nestingLimit) keys deep", id: .malformedTranslation)
        }
        guard !stack.contains(namespace + ":" + key) else {
            throw Failure(found: found, message: "$t(\(key)) nests itself (\(stack.joined(separator: " → ")) → \(namespace):\(key))",
                          id: .malformedTranslation)
        }
        for candidate in [locale, resources.sourceLanguage] {
            if let forms = resources.forms(namespace: namespace, key: key, locale: candidate) {
                var inner = I18nextLowering(resources: resources, options: self.options, locale: candidate, names: names)
                inner.stack = stack
                inner.renames = renames.merging(given.mapValues { renames[$0] ?? $0 }) { _, nested in nested }
                let message = try inner.message(forms, namespace: namespace, key: key)
                names = inner.names
                warnings += inner.warnings
                if let message { return message.nodes }
            }
            if let text = resources.text(namespace: namespace, key: key, locale: candidate) {
                let outer = renames
                renames = renames.merging(given.mapValues { renames[$0] ?? $0 }) { _, nested in nested }
                stack.append(namespace + ":" + key)
                defer { stack.removeLast(); renames = outer }
                return try self.text(text, namespace: namespace).nodes
            }
        }
        warnings.append(Warning(found: found, message: "$t(\(key)) names no key of namespace '\(namespace)': its name is shown, as i18next shows it",
                                id: .malformedTranslation))
        return [.text(key)]
    }
}
