import LocPack

/// Turns a parsed translatewiki message into the message model for one
/// locale: assigns the positional `{{PLURAL}}` forms to the locale's CLDR
/// categories and decides how each placeholder is formatted
/// (`Specs/importers/translatewiki.md`).
struct TranslateWikiLowering {
    /// The locale whose plural categories apply.
    let locale: String
    /// The UTF-8 of the message, for offsets.
    let bytes: [UInt8]
    /// Warnings, each with the character offset of its `{{PLURAL`.
    private(set) var warnings: [String] = []
    /// The spec of each argument that is a number: a `{{PLURAL}}` selector's
    /// (`%lld` for `$N`), else the first `%N$…` conversion's.
    private var numericSpecs: [Int: FormatSpec] = [:]

    /// `hints`: the numeric specs the key's other messages give their
    /// arguments (see ``numericSpecs(of:)``); this message's own take
    /// precedence.
    init(locale: String, bytes: [UInt8], hints: [Int: FormatSpec] = [:]) {
        self.locale = locale
        self.bytes = bytes
        self.numericSpecs = hints
    }

    /// The message for `parts`.
    mutating func lower(_ parts: [TranslateWikiPart]) -> Message {
        let hints = numericSpecs
        numericSpecs = Self.numericSpecs(of: parts).merging(hints) { own, _ in own }
        return Message(nodes(parts))
    }

    /// The spec of each argument `parts` use as a number: a `{{PLURAL}}`
    /// selector's (`%lld` for `$N`), else the first numeric `%N$…`.
    static func numericSpecs(of parts: [TranslateWikiPart]) -> [Int: FormatSpec] {
        var specs: [Int: FormatSpec] = [:]
        collectSelectors(parts, into: &specs)
        collectConversions(parts, into: &specs)
        return specs
    }

    private static func collectSelectors(_ parts: [TranslateWikiPart], into specs: inout [Int: FormatSpec]) {
        for case let .plural(plural) in parts {
            if specs[plural.argument] == nil { specs[plural.argument] = plural.spec ?? integerSpec }
            for form in plural.forms { collectSelectors(form.parts, into: &specs) }
        }
    }

    private static func collectConversions(_ parts: [TranslateWikiPart], into specs: inout [Int: FormatSpec]) {
        for part in parts {
            switch part {
            case let .placeholder(index, spec?) where spec.argumentKind != .string && specs[index] == nil:
                specs[index] = spec
            case let .plural(plural):
                for form in plural.forms { collectConversions(form.parts, into: &specs) }
            default:
                break
            }
        }
    }

    private mutating func nodes(_ parts: [TranslateWikiPart]) -> [MessageNode] {
        var out: [MessageNode] = []
        for part in parts {
            switch part {
            case let .text(text):
                out.append(.text(text))
            case let .placeholder(index, spec):
                // `$N` is text unless the argument is a number somewhere in the message.
                out.append(.argument(index: index, spec: spec ?? numericSpecs[index] ?? Self.textSpec))
            case let .plural(plural):
                out.append(.plural(choice(plural)))
            }
        }
        return out
    }

    /// MediaWiki's rule: `N=` forms match N exactly; the other forms are the
    /// locale's categories in CLDR order; the last form also serves every
    /// category after it; forms beyond the categories are ignored.
    private mutating func choice(_ plural: TranslateWikiPlural) -> PluralChoice {
        let categories = PluralRuleCatalog.categories(forLocale: locale, ordinal: false)
        var exact: [(value: String, message: Message)] = []
        var positional: [Message] = []
        for form in plural.forms {
            let message = Message(nodes(form.parts))
            if let value = form.exact {
                if exact.contains(where: { $0.value == value }) {
                    warn("the form '\(value)=' appears twice; the first one is used", plural)
                } else {
                    exact.append((value, message))
                }
            } else {
                positional.append(message)
            }
        }
        if positional.count > categories.count {
            warn("{{PLURAL}} has \(positional.count) forms but \(locale) has \(categories.count) plural categories (\(categories.map(\.description).joined(separator: ", "))); the last \(positional.count - categories.count) \(positional.count - categories.count == 1 ? "is" : "are") ignored",
                 plural)
        }
        var cases: [PluralCategory: Message] = [:]
        for (k, category) in categories.enumerated() where k < positional.count - 1 && category != .other {
            cases[category] = positional[k]
        }
        // Categories from the last form on fall back to `other`, which is that form.
        cases[.other] = positional[min(positional.count, categories.count) - 1]
        return PluralChoice(argumentIndex: plural.argument, operandSpec: numericSpecs[plural.argument] ?? Self.integerSpec,
                            exact: exact, categories: cases, appleZeroRule: false)
    }

    private mutating func warn(_ message: String, _ plural: TranslateWikiPlural) {
        warnings.append(TranslateWikiSyntaxError(message, at: plural.utf8Offset, in: bytes).description)
    }

    /// `%lld`: a localized integer.
    static let integerSpec = FormatSpec(conversion: UInt8(ascii: "d"), length: .ll)
    /// `%@`: text.
    static let textSpec = FormatSpec(conversion: UInt8(ascii: "@"))
}
